import { OrderDelivery } from "@shop/contracts/orders";
import { limits } from "@shop/domain/limits";
import { assertTransition, isOrderStatus, type OrderStatus } from "@shop/domain/order-lifecycle";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { orderEvents, orderLines, orders } from "../../db/schema/orders.ts";
import { backgroundWorkKinds, enqueueBackgroundWork } from "../../platform/background-work.ts";

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
 * invoiced); one already on (a re-run's) is left as it is. Each move is an event of the order's timeline, and the
 * parents' mails are background work (`orders:status-mails`), so a run of 300 orders starts in one statement of each
 * kind rather than making 300 mails while the photographer waits. The ids of the orders marked.
 */
export async function markOrdersInProduction(
  tx: Db | Tx,
  orderIds: readonly number[],
  by: { staffId: number | null; at: Date },
): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const rows = await tx
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(inArray(orders.id, [...orderIds]), inArray(orders.status, [...producibleStatuses])))
    .for("update");
  if (rows.length === 0) return [];
  for (const row of rows) if (isOrderStatus(row.status)) assertTransition(row.status, "in_production");
  const ids = rows.map((r) => r.id);
  await tx.update(orders).set({ status: "in_production" }).where(inArray(orders.id, ids));
  await tx.insert(orderEvents).values(
    rows.map((row) => ({
      orderId: row.id,
      kind: "status",
      fromStatus: row.status,
      toStatus: "in_production",
      staffId: by.staffId,
      createdAt: by.at,
    })),
  );
  await enqueueBackgroundWork(tx, backgroundWorkKinds.orderStatusMails, [
    { orderIds: ids, to: "in_production" },
  ]);
  return ids;
}
