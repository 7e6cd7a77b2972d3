import { OrderDelivery } from "@shop/contracts/orders";
import { limits } from "@shop/domain/limits";
import type { SummaryLine } from "@shop/domain/summary";
import { and, asc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { orderLines, orders } from "../../db/schema/orders.ts";

/**
 * What the invoices module reads of an order (issue 33): the order as it was placed, for its invoice and credit
 * notes, and which order a parent or the shop names by its uuid. Orders does not know of invoices; invoices asks.
 */

export interface OrderForInvoice {
  id: number;
  uuid: string;
  reference: string;
  portalId: number;
  userId: number | null;
  status: string;
  isInvoice: boolean;
  currency: string;
  totalPrice: number;
  vatAmount: number;
  /** Basis points; null only on orders older than the column (none are left). */
  vatRate: number | null;
  summary: SummaryLine[];
  /** The delivery's address (a posted order's), the buyer's name and address on the invoice when there is one. */
  deliveryAddress: { name: string; lines: string[] } | null;
  /** The name the checkout took for a delivery without an address (digital, pickup), if any. */
  contactName: string | null;
  lines: Array<{ description: string; quantity: number; amount: number }>;
}

/** The order by id with its lines, locked when `lock` (the invoice is made in the transaction that locks it). */
export async function orderForInvoice(
  tx: Db | Tx,
  orderId: number,
  options: { lock?: boolean } = {},
): Promise<OrderForInvoice | null> {
  const query = tx.select().from(orders).where(eq(orders.id, orderId));
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) return null;
  const stored = await tx
    .select({
      productName: orderLines.productName,
      description: orderLines.description,
      quantity: orderLines.quantity,
      amount: orderLines.actualLinePrice,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position), asc(orderLines.id));
  const delivery = OrderDelivery.safeParse(row.delivery);
  const address = delivery.success ? delivery.data.address : null;
  return {
    id: row.id,
    uuid: row.uuid,
    reference: row.uuid.slice(0, limits.orderReferenceLength),
    portalId: row.portalId,
    userId: row.userId,
    status: row.status,
    isInvoice: row.payment.isInvoice,
    currency: row.currency,
    totalPrice: row.totalPrice,
    vatAmount: row.vatAmount,
    vatRate: row.vatRate,
    summary: row.summary,
    deliveryAddress: address
      ? {
          name: address.name,
          lines: [
            address.address1,
            address.address2,
            `${address.postalCode} ${address.city}`.trim(),
            address.state,
          ].filter((line) => line.trim() !== ""),
        }
      : null,
    contactName: delivery.success ? delivery.data.contact?.name.trim() || null : null,
    lines: stored.map((l) => ({
      // A line's description often names its product already ("Digital portrait 26-0001-01"): not twice.
      description: l.description.trim().startsWith(l.productName)
        ? l.description.trim()
        : [l.productName, l.description.trim()].filter((part) => part !== "").join(": "),
      quantity: l.quantity,
      amount: l.amount,
    })),
  };
}

/** The id of the shop's order with this uuid, of this user when `userId` is given (the parent's ownership scope). */
export async function orderIdByUuid(
  db: Db,
  portalId: number,
  orderUuid: string,
  userId?: number,
): Promise<number | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.uuid, orderUuid),
        eq(orders.portalId, portalId),
        userId === undefined ? undefined : eq(orders.userId, userId),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** Whether the order is paid by invoice (the status hook asks before it asks for an invoice's work). */
export async function isInvoiceOrder(tx: Db | Tx, orderId: number): Promise<boolean> {
  const [row] = await tx
    .select({ payment: orders.payment })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row?.payment.isInvoice ?? false;
}

/** The ids of the user's orders in the shop (the privacy export asks for their invoices). */
export async function orderIdsOfUser(db: Db, portalId: number, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.portalId, portalId)));
  return rows.map((r) => r.id);
}
