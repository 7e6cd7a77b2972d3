import { confirmedStatuses } from "@shop/domain/order-lifecycle";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orderLines, orders } from "../../db/schema/orders.ts";

/** What one placed order bought for one subject: the sum of its lines' prices for that subject, in minor units. */
export interface SubjectSale {
  orderId: number;
  subjectId: number;
  amount: number;
}

/**
 * The placed orders (paid, invoiced or after) of this shop with lines for these subjects, per order and subject. A
 * line's price is what the parent paid for it (its actual price, VAT included); an order's own rebates, shipping and
 * fees belong to no subject.
 */
export async function salesOfSubjects(
  db: Db,
  portalId: number,
  subjectIds: readonly number[],
): Promise<SubjectSale[]> {
  if (subjectIds.length === 0) return [];
  const rows = await db
    .select({
      orderId: orderLines.orderId,
      subjectId: orderLines.subjectId,
      amount: sql<number>`sum(${orderLines.actualLinePrice})::int`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.portalId, portalId),
        inArray(orders.status, [...confirmedStatuses]),
        inArray(orderLines.subjectId, [...subjectIds]),
      ),
    )
    .groupBy(orderLines.orderId, orderLines.subjectId);
  return rows.flatMap((row) => (row.subjectId === null ? [] : [{ ...row, subjectId: row.subjectId }]));
}
