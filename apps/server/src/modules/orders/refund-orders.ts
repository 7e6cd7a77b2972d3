import { confirmedStatuses } from "@shop/domain/order-lifecycle";
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orderLines, orders } from "../../db/schema/orders.ts";
import { revokeOrder } from "../entitlements/service.ts";
import { grantOf } from "./grants.ts";
import { moveOrder, recordOrderEvent } from "./status.ts";

/**
 * The orders' side of a refund (issue 32; the payments module's refunds.ts makes it): the order and its lines as the
 * refund page shows them, its lock, its status, and taking back the downloads of refunded lines.
 */

export interface RefundableLine {
  id: number;
  uuid: string;
  productName: string;
  description: string;
  quantity: number;
  productKind: string;
  /** What the parent paid for the line (minor units). */
  actualLinePrice: number;
}

export interface RefundableOrder {
  id: number;
  uuid: string;
  userId: number | null;
  status: string;
  currency: string;
  totalPrice: number;
  payment: { provider: string; title: string; isInvoice: boolean };
  confirmedAt: Date | null;
  createdAt: Date;
  lines: RefundableLine[];
}

/** The order of this shop by uuid, with its lines in their order; null when there is none. */
export async function refundableOrder(
  db: Db,
  portalId: number,
  orderUuid: string,
): Promise<RefundableOrder | null> {
  const [order] = await db
    .select({
      id: orders.id,
      uuid: orders.uuid,
      userId: orders.userId,
      status: orders.status,
      currency: orders.currency,
      totalPrice: orders.totalPrice,
      payment: orders.payment,
      confirmedAt: orders.confirmedAt,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(and(eq(orders.uuid, orderUuid), eq(orders.portalId, portalId)))
    .limit(1);
  if (!order) return null;
  const lines = await db
    .select({
      id: orderLines.id,
      uuid: orderLines.uuid,
      productName: orderLines.productName,
      description: orderLines.description,
      quantity: orderLines.quantity,
      productKind: orderLines.productKind,
      actualLinePrice: orderLines.actualLinePrice,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position));
  return { ...order, lines };
}

/** Locks the order for the caller's transaction and returns its status, so two refunds of it take turns. */
export async function lockOrderStatus(tx: Db, orderId: number): Promise<string | null> {
  const [row] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  return row?.status ?? null;
}

/**
 * A refund on the order's timeline, in the refund's transaction: a whole refund moves the order to `refunded` (the
 * lifecycle's table decides), a part of it is an event naming the lines paid back; the status stays.
 */
export async function recordOrderRefund(
  tx: Db,
  orderId: number,
  refund: { whole: boolean; lineNames: readonly string[]; staffId: number | null; at: Date },
): Promise<void> {
  const [order] = await tx
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  if (!order) throw new Error(`order ${orderId} is gone`);
  if (refund.whole) {
    await moveOrder(tx, order, "refunded", { staffId: refund.staffId, at: refund.at });
    return;
  }
  await recordOrderEvent(tx, {
    orderId,
    kind: "refund",
    note: refund.lineNames.join(", ").slice(0, 500),
    staffId: refund.staffId,
    at: refund.at,
  });
}

/** Records what of each line was refunded, inside the refund's transaction: the receipt stops offering its files. */
export async function markLinesRefunded(
  tx: Db,
  lines: ReadonlyArray<{ orderLineId: number; amount: number }>,
): Promise<void> {
  for (const { orderLineId, amount } of lines) {
    await tx
      .update(orderLines)
      // A line is refunded whole and once; a refund Stripe failed to make is refunded anew, not on top.
      .set({ refundedAmount: amount })
      .where(eq(orderLines.id, orderLineId));
  }
}

/**
 * Takes back what the refunded lines let the buyer download, inside the caller's transaction, unless the order's
 * other lines (not refunded) or the buyer's other placed orders grant the same picture or set.
 */
export async function revokeLineDownloads(
  tx: Db,
  order: Pick<RefundableOrder, "id" | "userId" | "confirmedAt">,
  refundedLineIds: readonly number[],
  keptLineIds: readonly number[],
): Promise<{ revokedPictures: number; revokedSets: number }> {
  const { userId } = order;
  if (userId === null || refundedLineIds.length === 0) return { revokedPictures: 0, revokedSets: 0 };
  const others = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.userId, userId), ne(orders.id, order.id), inArray(orders.status, [...confirmedStatuses])),
    );
  const grant = await grantOf(tx, [order.id], refundedLineIds);
  const kept =
    keptLineIds.length === 0 ? { pictureIds: [], sets: [] } : await grantOf(tx, [order.id], keptLineIds);
  const othersGrant = await grantOf(
    tx,
    others.map((o) => o.id),
  );
  return revokeOrder(
    tx,
    { id: order.id, userId, confirmedAt: order.confirmedAt },
    grant,
    {
      pictureIds: [...othersGrant.pictureIds, ...kept.pictureIds],
      sets: [...othersGrant.sets, ...kept.sets],
    },
    { linesOnly: true },
  );
}
