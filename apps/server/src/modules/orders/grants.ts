import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orderLines } from "../../db/schema/orders.ts";
import type { Grant } from "../entitlements/service.ts";
import { lineKind } from "../product-kinds/registry.ts";

/**
 * What the orders' lines entitle their buyer to download, as each line's kind says: the files and the sets bought.
 * Confirming an order hands this to the entitlements; cancelling an invoice takes it back.
 */
export async function grantOf(tx: Db, orderIds: number[]): Promise<Grant> {
  if (orderIds.length === 0) return { pictureIds: [], sets: [] };
  const lines = await tx
    .select({
      productKind: orderLines.productKind,
      pictureType: orderLines.pictureType,
      subjectId: orderLines.subjectId,
      pictureIds: orderLines.pictureIds,
      packageDesign: orderLines.packageDesign,
    })
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds));
  const granted = lines.map((l) =>
    lineKind(l.productKind)?.entitlements({ ...l, subjectUuid: null, subjectName: null }),
  );
  return {
    pictureIds: granted.flatMap((g) => g?.pictureIds ?? []),
    sets: granted.flatMap((g) => g?.sets ?? []),
  };
}
