import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { invoices } from "../../db/schema/invoices.ts";
import { orderIdsOfUser } from "../orders/invoice-source.ts";

/**
 * The parent's invoices in their data (decision 0080): the export holds each invoice and credit note as issued, with
 * its PDF; deleting the account keeps them (an issued invoice is a bookkeeping document, kept five years with the
 * buyer's name and address as printed) but takes the e-mail address, which no invoice prints.
 */

export async function invoicesForExport(
  db: Db,
  portalId: number,
  userId: number,
): Promise<{ invoices: Record<string, unknown>[]; files: Array<{ name: string; key: string }> }> {
  const orderIds = await orderIdsOfUser(db, portalId, userId);
  if (orderIds.length === 0) return { invoices: [], files: [] };
  const rows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.portalId, portalId), inArray(invoices.orderId, orderIds)))
    .orderBy(asc(invoices.number));
  const fileName = (r: (typeof rows)[number]) =>
    `invoices/${r.kind === "credit_note" ? "credit-note" : "invoice"}-${r.number}.pdf`;
  return {
    invoices: rows.map((r) => ({
      kind: r.kind,
      number: r.number,
      issuedAt: r.issuedAt.toISOString(),
      dueDate: r.dueDate,
      kid: r.kid,
      currency: r.currency,
      amount: r.amount,
      vatAmount: r.vatAmount,
      status: r.status,
      paidAt: r.paidAt?.toISOString() ?? null,
      remindersSent: r.remindersSent,
      reminderFees: r.reminderFees,
      lines: r.lines,
      seller: r.seller,
      buyer: r.buyer,
      file: r.pdfKey === null ? null : fileName(r),
    })),
    files: rows.flatMap((r) => (r.pdfKey === null ? [] : [{ name: fileName(r), key: r.pdfKey }])),
  };
}

/**
 * Takes the buyer's e-mail address out of the invoices and credit notes of these orders, inside the deletion's
 * transaction; answers how many documents are kept.
 */
export async function eraseInvoiceEmails(tx: Db | Tx, orderIds: readonly number[]): Promise<number> {
  if (orderIds.length === 0) return 0;
  const kept = await tx
    .update(invoices)
    .set({ buyer: sql`${invoices.buyer} - 'email'` })
    .where(inArray(invoices.orderId, [...orderIds]))
    .returning({ id: invoices.id });
  return kept.length;
}
