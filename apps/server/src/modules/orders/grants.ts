import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orderLines, pictures } from "../../db/schema/index.ts";
import { effectivePictureType } from "../digital/picture-type.ts";

/** A bought digital set: every picture of the subject of that picture type. */
export interface SetGrant {
  subjectId: number;
  pictureType: string;
}

/** The ids of every picture of the sets. */
export async function picturesOfSets(tx: Db, sets: SetGrant[]): Promise<number[]> {
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
 * What the orders' lines grant: the sets bought, and the pictures made downloadable (each bought file and every
 * picture of each bought set; a picture may be named more than once). Confirming an order grants this; cancelling an
 * invoice takes it back.
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
  const sets = lines.flatMap((l) =>
    l.productKind === "digital_set" && l.subjectId !== null && l.pictureType !== null
      ? [{ subjectId: l.subjectId, pictureType: l.pictureType }]
      : [],
  );
  const files = lines.filter((l) => l.productKind === "digital_file").flatMap((l) => l.pictureIds);
  return { pictureIds: [...files, ...(await picturesOfSets(tx, sets))], sets };
}
