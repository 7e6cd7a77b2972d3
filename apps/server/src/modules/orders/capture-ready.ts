import { OrderDelivery } from "@shop/contracts/orders";
import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orders } from "../../db/schema/orders.ts";

/** Statuses of an order whose goods are on their way or delivered: printed ones are made from in_production on. */
const deliveredStatuses = new Set(["in_production", "shipped", "ready_for_pickup", "delivered", "collected"]);

/**
 * Issue 33, decision 0079: whether the money reserved for each order may be captured now, as Vipps's rules for
 * physical goods ask (on delivery). ready: a digital-only order once paid (its files are delivered at once), a
 * printed one once the studio has put it in production. released: the order was cancelled or refunded whole before
 * that, so what is reserved must be released instead. waiting: neither yet.
 */
export async function captureReadiness(
  db: Db,
  orderIds: readonly number[],
): Promise<Map<number, "ready" | "released" | "waiting">> {
  const found = new Map<number, "ready" | "released" | "waiting">();
  if (orderIds.length === 0) return found;
  const rows = await db
    .select({ id: orders.id, status: orders.status, delivery: orders.delivery })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]));
  for (const row of rows) {
    const digital = OrderDelivery.safeParse(row.delivery).data?.type === "digital-delivery";
    if (row.status === "cancelled" || row.status === "refunded") found.set(row.id, "released");
    else if (deliveredStatuses.has(row.status) || (digital && row.status === "paid"))
      found.set(row.id, "ready");
    else found.set(row.id, "waiting");
  }
  return found;
}
