import type { OrderEvent, OrderTimelineResponse } from "@shop/contracts/order-timeline";
import { OrderDelivery } from "@shop/contracts/orders";
import type { StudioOrderTimelineResponse } from "@shop/contracts/studio-order-status";
import { limits } from "@shop/domain/limits";
import { isOrderStatus, type OrderStatus } from "@shop/domain/order-lifecycle";
import { and, asc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orderEvents, orders } from "../../db/schema/orders.ts";

const statusOrNull = (value: string | null): OrderStatus | null =>
  value !== null && isOrderStatus(value) ? value : null;

/** The order's events, oldest first (order_events_order_idx). Who made a change is the studio's, not the parent's. */
export async function eventsOfOrder(db: Db, orderId: number): Promise<OrderEvent[]> {
  const rows = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  return rows.map((row) => ({
    kind: row.kind as OrderEvent["kind"],
    at: row.createdAt.toISOString(),
    from: statusOrNull(row.fromStatus),
    to: statusOrNull(row.toStatus),
    carrier: row.carrier,
    trackingUrl: row.trackingUrl,
    pickupPlace: row.pickupPlace,
    expectedDate: row.expectedDate,
    note: row.note,
  }));
}

async function orderWhere(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({
      id: orders.id,
      uuid: orders.uuid,
      status: orders.status,
      expectedDate: orders.expectedDate,
      delivery: orders.delivery,
    })
    .from(orders)
    .where(where)
    .limit(1);
  return row;
}

/** The timeline of the user's order (the order page and the receipt); null when it is not the user's. */
export async function parentOrderTimeline(
  db: Db,
  portalId: number,
  userId: number,
  orderUuid: string,
): Promise<OrderTimelineResponse | null> {
  const row = await orderWhere(
    db,
    and(eq(orders.uuid, orderUuid), eq(orders.userId, userId), eq(orders.portalId, portalId)),
  );
  if (!row) return null;
  return {
    status: statusOrNull(row.status) ?? "created",
    expectedDate: row.expectedDate,
    events: await eventsOfOrder(db, row.id),
  };
}

/** An order of the shop with its timeline and delivery, as the studio's status dialog shows it. */
export async function studioOrderTimeline(
  db: Db,
  portalId: number,
  orderUuid: string,
): Promise<StudioOrderTimelineResponse | null> {
  const row = await orderWhere(db, and(eq(orders.uuid, orderUuid), eq(orders.portalId, portalId)));
  if (!row) return null;
  const delivery = OrderDelivery.safeParse(row.delivery);
  return {
    uuid: row.uuid,
    reference: row.uuid.slice(0, limits.orderReferenceLength),
    status: statusOrNull(row.status) ?? "created",
    deliveryType: delivery.success ? delivery.data.type : "postage",
    expectedDate: row.expectedDate,
    events: await eventsOfOrder(db, row.id),
  };
}
