import type { InvoiceDocument } from "@shop/contracts/invoices";
import { dueDateOf, invoiceLinesOf, invoiceTotal, vatByRate } from "@shop/domain/invoice-document";
import { makeKid } from "@shop/domain/kid";
import { isConfirmedStatus, isOrderStatus } from "@shop/domain/order-lifecycle";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { type InvoiceParty, invoices } from "../../db/schema/invoices.ts";
import { getProfile } from "../account/service.ts";
import { shopProfile } from "../content/service.ts";
import { type OrderForInvoice, orderForInvoice } from "../orders/invoice-source.ts";
import { invoiceSettingsOf, takeInvoiceNumber } from "./settings.ts";

/**
 * An invoice order's invoice and credit notes (issue 33, decision 0080): made in the background once the order is
 * invoiced, cancelled or refunded (orders' moveOrder asks), each in one transaction with the order locked, so a
 * task done twice makes one document. What is printed is kept on the row as it was that day.
 */

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * The buyer as the invoice names them: the posted order's address; else the account's name and address (what the
 * checkout of a digital or pickup order saves), the checkout's contact name when the account has none.
 */
async function buyerOf(tx: Db | Tx, order: OrderForInvoice): Promise<InvoiceParty> {
  const profile = order.userId === null ? null : await getProfile(tx, order.userId);
  const email = profile?.email;
  if (order.deliveryAddress) {
    return {
      name: order.deliveryAddress.name,
      address: order.deliveryAddress.lines,
      ...(email ? { email } : {}),
    };
  }
  const address = profile
    ? [profile.address, profile.address2, `${profile.postalCode} ${profile.city}`.trim()].filter(
        (line): line is string => typeof line === "string" && line.trim() !== "",
      )
    : [];
  return { name: profile?.name || order.contactName || "", address, ...(email ? { email } : {}) };
}

/**
 * Makes the order's invoice: the next number of the series, its KID by the settings' method, today's date and the due
 * date, the lines with VAT, seller and buyer. Null when the order has one already, is no invoice order, or is no
 * longer placed (cancelled before the work came round: nothing to invoice, nothing to credit).
 */
export async function issueInvoice(db: Db, orderId: number, now: Date): Promise<InvoiceRow | null> {
  return db.transaction(async (tx) => {
    const order = await orderForInvoice(tx, orderId, { lock: true });
    if (!order?.isInvoice || !isOrderStatus(order.status) || !isConfirmedStatus(order.status)) return null;
    const [existing] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "invoice")))
      .limit(1);
    if (existing) return null;
    const [settings, shop, buyer] = await Promise.all([
      invoiceSettingsOf(tx, order.portalId),
      shopProfile(tx, order.portalId),
      buyerOf(tx, order),
    ]);
    const vatRate = order.vatRate ?? shop.vatRate;
    const lines = invoiceLinesOf({ ...order, vatRate });
    const number = await takeInvoiceNumber(tx, order.portalId);
    const seller: InvoiceParty = {
      name: shop.name,
      address: settings.address.split("\n").filter((line) => line.trim() !== ""),
      organisationNumber: settings.organisationNumber,
      accountNumber: settings.accountNumber,
    };
    const [row] = await tx
      .insert(invoices)
      .values({
        portalId: order.portalId,
        orderId,
        kind: "invoice",
        number,
        kid: makeKid(number, settings.kidMethod),
        issuedAt: now,
        dueDate: dueDateOf(now, settings.dueDays),
        currency: order.currency,
        amount: invoiceTotal(lines),
        vatAmount: vatByRate(lines).reduce((sum, group) => sum + group.vat, 0),
        lines,
        seller,
        buyer,
        status: "open",
      })
      .returning();
    return row ?? null;
  });
}

/**
 * Credits the order's invoice whole (a cancellation or a whole refund of an invoice order): a credit note with its own
 * number of the series, pointing at the invoice, with its lines and sums; the invoice becomes 'credited'. Null when
 * there is no invoice or it is credited already. (Partial credit notes are not offered: decision 0080.)
 */
export async function creditOrder(db: Db, orderId: number, now: Date): Promise<InvoiceRow | null> {
  return db.transaction(async (tx) => {
    const order = await orderForInvoice(tx, orderId, { lock: true });
    if (!order) return null;
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "invoice")))
      .limit(1)
      .for("update");
    if (!invoice || invoice.status === "credited") return null;
    const number = await takeInvoiceNumber(tx, invoice.portalId);
    const [note] = await tx
      .insert(invoices)
      .values({
        portalId: invoice.portalId,
        orderId,
        kind: "credit_note",
        number,
        creditsInvoiceId: invoice.id,
        kid: null,
        issuedAt: now,
        dueDate: null,
        currency: invoice.currency,
        amount: invoice.amount,
        vatAmount: invoice.vatAmount,
        lines: invoice.lines,
        seller: invoice.seller,
        buyer: invoice.buyer,
        status: "issued",
      })
      .returning();
    await tx.update(invoices).set({ status: "credited" }).where(eq(invoices.id, invoice.id));
    return note ?? null;
  });
}

/** The order's invoice and credit notes, in the order of their numbers. */
export async function invoicesOfOrder(db: Db | Tx, orderId: number): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.number));
}

/** One document of the order by its uuid (the PDF's route); null when the order has none of that uuid. */
export async function invoiceOfOrder(
  db: Db,
  orderId: number,
  invoiceUuid: string,
): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.uuid, invoiceUuid)))
    .limit(1);
  return row ?? null;
}

/** Records where a document's PDF is; false when another worker recorded it first (so one mail goes out). */
export async function recordPdf(tx: Db | Tx, invoiceId: number, key: string): Promise<boolean> {
  const updated = await tx
    .update(invoices)
    .set({ pdfKey: key })
    .where(and(eq(invoices.id, invoiceId), sql`${invoices.pdfKey} is null`))
    .returning({ id: invoices.id });
  return updated.length > 0;
}

/** The order's documents as an order page shows them, the PDF read at `pdfUrl(uuid)`. */
export async function orderInvoiceViews(
  db: Db,
  orderId: number,
  pdfUrl: (invoiceUuid: string) => string,
): Promise<InvoiceDocument[]> {
  const rows = await invoicesOfOrder(db, orderId);
  const numbers = new Map(rows.map((r) => [r.id, r.number]));
  return rows.map((r) => ({
    uuid: r.uuid,
    kind: r.kind === "credit_note" ? "credit_note" : "invoice",
    number: r.number,
    kid: r.kid,
    issuedAt: r.issuedAt.toISOString(),
    dueDate: r.dueDate,
    currency: r.currency,
    amount: r.amount,
    vatAmount: r.vatAmount,
    status: r.status === "paid" || r.status === "credited" || r.status === "issued" ? r.status : "open",
    accountNumber: r.seller.accountNumber ?? "",
    creditsNumber: r.creditsInvoiceId === null ? null : (numbers.get(r.creditsInvoiceId) ?? null),
    pdfUrl: r.pdfKey === null ? null : pdfUrl(r.uuid),
  }));
}
