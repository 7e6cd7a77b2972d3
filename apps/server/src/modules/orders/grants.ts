import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orderLines, orders } from "../../db/schema/orders.ts";
import { lineKind } from "../cart/kinds.ts";
import type { Grant } from "../entitlements/service.ts";

/**
 * What the orders' lines entitle their buyer to download, as each line's kind says: the files and the sets bought.
 * Confirming an order hands this to the entitlements; cancelling an invoice takes it back; `onlyLineIds`: of those
 * lines alone (a refund of some lines).
 */
export async function grantOf(tx: Db, orderIds: number[], onlyLineIds?: readonly number[]): Promise<Grant> {
  if (orderIds.length === 0) return { pictureIds: [], sets: [] };
  const lines = await tx
    .select({
      productKind: orderLines.productKind,
      pictureType: orderLines.pictureType,
      subjectId: orderLines.subjectId,
      pictureIds: orderLines.pictureIds,
      lineData: orderLines.lineData,
    })
    .from(orderLines)
    .where(
      and(
        inArray(orderLines.orderId, orderIds),
        onlyLineIds === undefined ? undefined : inArray(orderLines.id, [...onlyLineIds]),
      ),
    );
  const granted = lines.map((l) =>
    lineKind(l.productKind)?.entitlements({ ...l, subjectUuid: null, subjectName: null }),
  );
  return {
    pictureIds: granted.flatMap((g) => g?.pictureIds ?? []),
    sets: granted.flatMap((g) => g?.sets ?? []),
  };
}

/**
 * Tells each kind that keeps something of its own for a confirmed order (its `confirmed`: retouch records what is to
 * be retouched) about the order's lines of that kind, inside the confirming transaction.
 */
export async function confirmKinds(tx: Db, orderId: number, userId: number, now: Date): Promise<void> {
  const rows = await tx
    .select({
      uuid: orderLines.uuid,
      productKind: orderLines.productKind,
      productUuid: orderLines.productUuid,
      pictureType: orderLines.pictureType,
      subjectId: orderLines.subjectId,
      pictureIds: orderLines.pictureIds,
      subProductUuids: orderLines.subProductUuids,
      orderUuid: orders.uuid,
      portalId: orders.portalId,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orderLines.orderId, orderId));
  const byKind = new Map<string, typeof rows>();
  for (const row of rows) byKind.set(row.productKind, [...(byKind.get(row.productKind) ?? []), row]);
  for (const [name, lines] of byKind) {
    const kind = lineKind(name);
    if (!kind?.confirmed) continue;
    await kind.confirmed(
      tx,
      lines.map((l) => ({ ...l, orderId, userId, subjectUuid: null, subjectName: null })),
      now,
    );
  }
}

/** Tells each kind that kept something of its own for the order that the order was cancelled. */
export async function cancelKinds(tx: Db, orderId: number): Promise<void> {
  const rows = await tx
    .selectDistinct({ productKind: orderLines.productKind })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  for (const { productKind } of rows) await lineKind(productKind)?.cancelled?.(tx, orderId);
}
