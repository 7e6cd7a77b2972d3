import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orderLines, pictures } from "../../db/schema/index.ts";
import { effectivePictureType } from "../digital/picture-type.ts";
import type { SetGrant } from "../product-kinds/kind.ts";
import { lineKind } from "../product-kinds/registry.ts";

export type { SetGrant } from "../product-kinds/kind.ts";

/** The ids of every picture of the sets (as granted, or as stored in the set entitlements). */
export async function picturesOfSets(
  tx: Db,
  sets: ReadonlyArray<{ subjectId: number; pictureType: string }>,
): Promise<number[]> {
  const ids: number[] = [];
  for (const s of sets) {
    const rows = await tx
      .select({ id: pictures.id })
      .from(pictures)
      .where(and(eq(pictures.subjectId, s.subjectId), sql`${effectivePictureType} = ${s.pictureType}`));
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/**
 * What the orders' lines grant, as each line's kind says: the sets bought, and the pictures made downloadable
 * (each bought file and every picture of each bought set; a picture may be named more than once). Confirming an
 * order grants this; cancelling an invoice takes it back.
 */
export async function grantsOf(
  tx: Db,
  orderIds: number[],
): Promise<{ pictureIds: number[]; sets: SetGrant[] }> {
  if (orderIds.length === 0) return { pictureIds: [], sets: [] };
  const lines = await tx
    .select({
      productKind: orderLines.productKind,
      pictureType: orderLines.pictureType,
      subjectId: orderLines.subjectId,
      pictureIds: orderLines.pictureIds,
    })
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds));
  const granted = lines.map((l) =>
    lineKind(l.productKind)?.entitlements({ ...l, subjectUuid: null, subjectName: null }),
  );
  const sets = granted.flatMap((g) => g?.sets ?? []);
  const files = granted.flatMap((g) => g?.pictureIds ?? []);
  return { pictureIds: [...files, ...(await picturesOfSets(tx, sets))], sets };
}
