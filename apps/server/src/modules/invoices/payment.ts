import type { InvoicePaidVia, InvoiceRefusalReason } from "@shop/contracts/studio-invoices";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { invoices } from "../../db/schema/invoices.ts";
import {
  findOrderByReference,
  InvoiceError,
  type InvoicePaidNotice,
  type SettledInvoice,
  settleInvoiceOrder,
} from "../orders/invoices.ts";
import { recordStudioChange, type StudioActor } from "../staff/service.ts";

/**
 * Marking invoices paid (issue 33, decision 0081): the studio (one or many), a bank statement's lines, the operator's
 * route and the `invoice paid` command all end here. Each invoice is its own transaction: the invoice row becomes
 * paid and its order goes through orders' settling (paid, digital files released, the parent's mail), together or
 * not at all, so one refused invoice of a batch leaves the others paid.
 */

export interface MarkPaidDeps {
  db: Db;
  portalId: number;
  notice: InvoicePaidNotice;
  now: Date;
}

export interface PaidInvoice {
  id: number;
  number: number;
  amount: number;
}

export interface RefusedInvoice {
  id: number;
  number: number | null;
  reason: InvoiceRefusalReason;
  message: string;
}

/** Why an invoice cannot be marked paid: the reason the studio names it by, and the operator's message. */
export class InvoicePaymentRefused extends Error {
  readonly reason: InvoiceRefusalReason;
  constructor(reason: InvoiceRefusalReason, message: string) {
    super(message);
    this.name = "InvoicePaymentRefused";
    this.reason = reason;
  }
}

type InvoiceRow = {
  id: number;
  orderId: number;
  number: number;
  status: string;
  amount: number;
  fees: number;
};

const lockColumns = {
  id: invoices.id,
  orderId: invoices.orderId,
  number: invoices.number,
  status: invoices.status,
  amount: invoices.amount,
  fees: invoices.reminderFees,
};

function refusalOf(row: InvoiceRow): InvoicePaymentRefused | null {
  if (row.status === "paid")
    return new InvoicePaymentRefused("already_paid", `Invoice ${row.number} is already paid.`);
  if (row.status === "credited")
    return new InvoicePaymentRefused("credited", `Invoice ${row.number} is credited.`);
  if (row.status !== "open")
    return new InvoicePaymentRefused("not_open", `Invoice ${row.number} is ${row.status}.`);
  return null;
}

/** The invoice row paid, its order settled and the change recorded, in the caller's transaction. */
async function settle(
  tx: Db,
  deps: Omit<MarkPaidDeps, "portalId"> & { portalId?: number },
  row: InvoiceRow,
  orderNamed: string | { id: number },
  via: InvoicePaidVia,
  by: StudioActor,
): Promise<SettledInvoice> {
  let order: SettledInvoice;
  try {
    order = await settleInvoiceOrder(tx, orderNamed, deps.now, deps.notice, deps.portalId, by.id);
  } catch (error) {
    if (!(error instanceof InvoiceError)) throw error;
    throw new InvoicePaymentRefused(error.notFound ? "not_found" : "order_not_open", error.message);
  }
  await tx
    .update(invoices)
    .set({ status: "paid", paidAt: deps.now, paidVia: via })
    .where(eq(invoices.id, row.id));
  await recordStudioChange(tx, {
    staff: by,
    action: "invoices.mark-paid",
    objectType: "invoice",
    objectId: row.number,
    detail: { via, amount: row.amount + row.fees, order: order.reference },
  });
  return order;
}

/**
 * Marks these invoices (ids of the shop's invoices) paid, each on its own. An id of another shop or of a credit
 * note is refused as not found; a paid or credited invoice is refused by name, and so is one whose order is no
 * longer an open invoice.
 */
export async function markInvoicesPaid(
  deps: MarkPaidDeps,
  request: {
    invoiceIds: readonly number[];
    via: InvoicePaidVia;
    by: StudioActor;
    /** What the caller saw due (a bank line's amount): an invoice due otherwise now is refused, not marked. */
    expectedDue?: ReadonlyMap<number, number>;
  },
): Promise<{ paid: PaidInvoice[]; refused: RefusedInvoice[] }> {
  const paid: PaidInvoice[] = [];
  const refused: RefusedInvoice[] = [];
  for (const id of new Set(request.invoiceIds)) {
    let number: number | null = null;
    try {
      const done = await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .select(lockColumns)
          .from(invoices)
          .where(and(eq(invoices.id, id), eq(invoices.portalId, deps.portalId), eq(invoices.kind, "invoice")))
          .for("update");
        if (!row) throw new InvoicePaymentRefused("not_found", "The shop has no such invoice.");
        number = row.number;
        const refusal = refusalOf(row);
        if (refusal) throw refusal;
        const expected = request.expectedDue?.get(row.id);
        if (expected !== undefined && expected !== row.amount + row.fees) {
          throw new InvoicePaymentRefused(
            "amount_changed",
            `Invoice ${row.number} is now due with ${row.amount + row.fees} (minor units), not ${expected}.`,
          );
        }
        await settle(tx, deps, row, { id: row.orderId }, request.via, request.by);
        return { id: row.id, number: row.number, amount: row.amount + row.fees };
      });
      paid.push(done);
    } catch (error) {
      if (!(error instanceof InvoicePaymentRefused)) throw error;
      refused.push({ id, number, reason: error.reason, message: error.message });
    }
  }
  return { paid, refused };
}

/**
 * The operator's route and the `invoice paid` command: the order named by its reference is settled as before, and
 * its invoice row (an order placed before issue 33 has none) becomes paid with it. Throws orders' InvoiceError for
 * an order that is not an open invoice, as those callers expect.
 */
export async function markOrderInvoicePaid(
  deps: Omit<MarkPaidDeps, "portalId"> & { portalId?: number },
  reference: string,
  by: StudioActor,
): Promise<SettledInvoice> {
  return deps.db.transaction(async (tx) => {
    const found = await findOrderByReference(tx, reference);
    const [row] = found
      ? await tx
          .select(lockColumns)
          .from(invoices)
          .where(
            and(
              eq(invoices.orderId, found.id),
              eq(invoices.kind, "invoice"),
              deps.portalId === undefined ? undefined : eq(invoices.portalId, deps.portalId),
            ),
          )
          .orderBy(desc(invoices.id))
          .limit(1)
          .for("update")
      : [];
    if (!row) return settleInvoiceOrder(tx, reference, deps.now, deps.notice, deps.portalId);
    const refusal = refusalOf(row);
    if (refusal) throw new InvoiceError(refusal.message);
    try {
      return await settle(tx, deps, row, reference, "operator", by);
    } catch (error) {
      if (error instanceof InvoicePaymentRefused)
        throw new InvoiceError(error.message, { notFound: error.reason === "not_found" });
      throw error;
    }
  });
}
