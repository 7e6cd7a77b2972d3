import type { PictureType } from "@shop/domain/picture-type";
import { and, eq, gte, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jsonValue } from "../../db/json-rows.ts";
import { digitalSetEntitlements, pictureEntitlements } from "../../db/schema/entitlements.ts";
import { picturesOfType } from "../subjects/pictures.ts";
import { isVisiblePicture, type Viewer, visibleSubject } from "../subjects/scope.ts";

/**
 * What a user may download: the originals of the pictures they bought (one by one, or every picture of a bought set)
 * and the bought sets as zips. Orders tell this module when an order is paid or invoiced, and when an invoice is
 * cancelled; downloads, picture sets, images and the product kinds ask it.
 */

/** A bought digital set: every picture of the subject of that picture type. */
export interface SetGrant {
  subjectId: number;
  pictureType: PictureType;
}

/** What an order's lines entitle its buyer to download: single pictures, and whole sets. */
export interface Grant {
  pictureIds: number[];
  sets: SetGrant[];
}

/** The ids of every picture of the sets, released or not (a set entitles to the pictures released later too). */
async function picturesOfSets(db: Db, sets: ReadonlyArray<SetGrant>): Promise<number[]> {
  const ids: number[] = [];
  for (const s of sets) {
    const rows = await picturesOfType(db, s.subjectId, s.pictureType, { releasedOnly: false });
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/**
 * An order was paid or invoiced, inside the caller's transaction: its buyer may download each bought file, each bought
 * set (its zip), and every picture of each bought set.
 */
export async function grantOrder(
  tx: Db,
  order: { id: number; userId: number },
  grant: Grant,
  now: Date,
): Promise<void> {
  if (grant.sets.length > 0) {
    await tx
      .insert(digitalSetEntitlements)
      .values(grant.sets.map((s) => ({ userId: order.userId, ...s, orderId: order.id, grantedAt: now })))
      .onConflictDoNothing();
  }
  const entitled = [...new Set([...grant.pictureIds, ...(await picturesOfSets(tx, grant.sets))])];
  if (entitled.length > 0) {
    await tx
      .insert(pictureEntitlements)
      .values(entitled.map((pictureId) => ({ userId: order.userId, pictureId, grantedAt: now })))
      .onConflictDoNothing();
  }
}

/**
 * An invoiced order was cancelled, inside the caller's transaction: takes back its set entitlements, and the picture
 * entitlements it added (granted when it was confirmed or later) that neither the user's other placed orders
 * (`othersGrant`) nor a set the user still holds grants. A picture the user could download before the order stays.
 */
export async function revokeOrder(
  tx: Db,
  order: { id: number; userId: number; confirmedAt: Date | null },
  grant: Grant,
  othersGrant: Grant,
): Promise<{ revokedPictures: number; revokedSets: number }> {
  const removedSets = await tx
    .delete(digitalSetEntitlements)
    .where(and(eq(digitalSetEntitlements.userId, order.userId), eq(digitalSetEntitlements.orderId, order.id)))
    .returning({ subjectId: digitalSetEntitlements.subjectId });
  const granted = [...grant.pictureIds, ...(await picturesOfSets(tx, grant.sets))];
  if (granted.length === 0 || order.confirmedAt === null) {
    return { revokedPictures: 0, revokedSets: removedSets.length };
  }
  const keptSets = await tx
    .select({ subjectId: digitalSetEntitlements.subjectId, pictureType: digitalSetEntitlements.pictureType })
    .from(digitalSetEntitlements)
    .where(eq(digitalSetEntitlements.userId, order.userId));
  const kept = new Set([
    ...othersGrant.pictureIds,
    ...(await picturesOfSets(tx, [...othersGrant.sets, ...(keptSets as SetGrant[])])),
  ]);
  const revoke = [...new Set(granted)].filter((id) => !kept.has(id));
  if (revoke.length === 0) return { revokedPictures: 0, revokedSets: removedSets.length };
  const removed = await tx
    .delete(pictureEntitlements)
    .where(
      and(
        eq(pictureEntitlements.userId, order.userId),
        inArray(pictureEntitlements.pictureId, revoke),
        gte(pictureEntitlements.grantedAt, order.confirmedAt),
      ),
    )
    .returning({ pictureId: pictureEntitlements.pictureId });
  return { revokedPictures: removed.length, revokedSets: removedSets.length };
}

/** Whether the user bought the whole set of this type of the subject. */
export async function setBought(
  db: Db,
  userId: number,
  subjectId: number,
  type: PictureType,
): Promise<boolean> {
  const rows = await db
    .select({ userId: digitalSetEntitlements.userId })
    .from(digitalSetEntitlements)
    .where(
      and(
        eq(digitalSetEntitlements.userId, userId),
        eq(digitalSetEntitlements.subjectId, subjectId),
        eq(digitalSetEntitlements.pictureType, type),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Whether the user may download the picture's original (bought alone or in a set). */
export async function pictureBought(db: Db, userId: number, pictureId: number): Promise<boolean> {
  const rows = await db
    .select({ pictureId: pictureEntitlements.pictureId })
    .from(pictureEntitlements)
    .where(and(eq(pictureEntitlements.userId, userId), eq(pictureEntitlements.pictureId, pictureId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Whether the user bought the picture whose id the caller's query holds, as a condition of that query (the picture
 * sets read every picture's flag in one query): `bought: pictureBoughtCondition(userId, released.id)`.
 */
export function pictureBoughtCondition(userId: number | SQLWrapper, pictureId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${pictureEntitlements} where ${pictureEntitlements.userId} = ${userId} and ${pictureEntitlements.pictureId} = ${pictureId})`;
}

/**
 * The sets of these subjects the user bought, as one JSON value of the caller's own query (the picture set's detail
 * reads it with its pictures); `boughtSetsFrom` reads the value. Uncorrelated, so the database works it out once per
 * statement however many rows carry it.
 */
export function boughtSetsColumn(userId: number | SQLWrapper, subjectIds: SQLWrapper): SQL<unknown> {
  return sql`(select json_agg(json_build_array(${digitalSetEntitlements.subjectId}, ${digitalSetEntitlements.pictureType})) from ${digitalSetEntitlements} where ${digitalSetEntitlements.userId} = ${userId} and ${digitalSetEntitlements.subjectId} = any(${subjectIds}))`;
}

/** The value of `boughtSetsColumn` as `boughtSets` answers. */
export function boughtSetsFrom(value: unknown): Set<string> {
  const pairs = jsonValue<Array<[number, string]>>(value);
  return new Set((pairs ?? []).map(([subjectId, pictureType]) => `${subjectId}:${pictureType}`));
}

/** The sets of these subjects the user bought, as `${subjectId}:${pictureType}`. */
export async function boughtSets(
  db: Db,
  userId: number,
  subjectIds: readonly number[],
): Promise<Set<string>> {
  if (subjectIds.length === 0) return new Set();
  const rows = await db
    .select({
      subjectId: digitalSetEntitlements.subjectId,
      pictureType: digitalSetEntitlements.pictureType,
    })
    .from(digitalSetEntitlements)
    .where(
      and(
        eq(digitalSetEntitlements.userId, userId),
        inArray(digitalSetEntitlements.subjectId, [...subjectIds]),
      ),
    );
  return new Set(rows.map((r) => `${r.subjectId}:${r.pictureType}`));
}

/** The full-resolution file is for a user who may see the picture's set and bought the picture. */
export async function mayDownloadOriginal(db: Db, viewer: Viewer, pictureId: number): Promise<boolean> {
  return (
    (await pictureBought(db, viewer.userId, pictureId)) &&
    (await isVisiblePicture(db, viewer, "see", pictureId))
  );
}

/** The set as a zip is for a user who may see it and bought it whole, of this type; null otherwise. */
export async function mayDownloadSet(
  db: Db,
  viewer: Viewer,
  subjectUuid: string,
  type: PictureType,
): Promise<{ subjectId: number; subjectName: string } | null> {
  const subject = await visibleSubject(db, viewer, "see", subjectUuid);
  if (!subject || !(await setBought(db, viewer.userId, subject.id, type))) return null;
  return { subjectId: subject.id, subjectName: subject.name };
}
