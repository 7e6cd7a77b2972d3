import { OrderDelivery } from "@shop/contracts/orders";
import { limits } from "@shop/domain/limits";
import type { OrderStatus } from "@shop/domain/order-lifecycle";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { orderLines, orders } from "../../db/schema/orders.ts";
import type { Mailer } from "../../platform/mail.ts";
import { moveOrder } from "./status.ts";
import { enqueueStatusMail } from "./status-mail.ts";

/**
 * What a production run (modules/production/runs.ts) reads of orders and the one change it makes to them: the orders
 * it may take, their lines and delivery, and marking them in production.
 */

/** The states a run takes an order in: placed (paid or invoiced) and nothing made yet. */
export const producibleStatuses: readonly OrderStatus[] = ["paid", "invoiced"];

/**
 * The producible orders of the shop with a line for one of these picture sets (a job's subjects), oldest first. By
 * the lines' subject (order_lines_subject_idx), then the orders by id.
 */
export async function producibleOrdersOfSubjects(
  db: Db | Tx,
  portalId: number,
  subjectIds: readonly number[],
): Promise<Array<{ id: number; deliveryType: string }>> {
  if (subjectIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: orders.id, delivery: orders.delivery })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        inArray(orderLines.subjectId, [...subjectIds]),
        eq(orders.portalId, portalId),
        inArray(orders.status, [...producibleStatuses]),
      ),
    );
  return rows
    .map((r) => ({ id: r.id, deliveryType: String(r.delivery.type ?? "") }))
    .sort((a, b) => a.id - b.id);
}

/** An order as a run lists it: the reference, its delivery, and each line's product and picture set. */
export interface OrderForRun {
  id: number;
  uuid: string;
  reference: string;
  status: string;
  delivery: OrderDelivery;
  lines: Array<{ position: number; productName: string; quantity: number; subjectId: number | null }>;
}

export async function ordersForRun(db: Db | Tx, orderIds: readonly number[]): Promise<OrderForRun[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({ id: orders.id, uuid: orders.uuid, status: orders.status, delivery: orders.delivery })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]))
    .orderBy(asc(orders.id));
  const lines = await db
    .select({
      orderId: orderLines.orderId,
      position: orderLines.position,
      productName: orderLines.productName,
      quantity: orderLines.quantity,
      subjectId: orderLines.subjectId,
    })
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  return rows.map((row) => ({
    id: row.id,
    uuid: row.uuid,
    reference: row.uuid.slice(0, limits.orderReferenceLength),
    status: row.status,
    delivery: OrderDelivery.parse(row.delivery),
    lines: lines.filter((l) => l.orderId === row.id).map(({ orderId: _order, ...line }) => line),
  }));
}

/**
 * Marks the orders in production, in the caller's transaction: those the transition table lets go there (paid,
 * invoiced); one already on (a re-run's) is left as it is. Each move is an event of the order's timeline and a mail to
 * the parent, as a status changed in the studio is (status.ts). The ids of the orders marked.
 */
export async function markOrdersInProduction(
  tx: Db | Tx,
  orderIds: readonly number[],
  by: { staffId: number | null; at: Date; mailer: Mailer; publicUrl: string },
): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const rows = await tx
    .select({
      id: orders.id,
      uuid: orders.uuid,
      status: orders.status,
      userId: orders.userId,
      portalId: orders.portalId,
    })
    .from(orders)
    .where(and(inArray(orders.id, [...orderIds]), inArray(orders.status, [...producibleStatuses])))
    .for("update");
  for (const row of rows) {
    await moveOrder(tx, row, "in_production", { staffId: by.staffId, at: by.at });
    await enqueueStatusMail(tx, row, { kind: "status", to: "in_production" }, by);
  }
  return rows.map((r) => r.id);
}
