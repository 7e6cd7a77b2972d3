import type { PictureType } from "@shop/domain/picture-type";
import { and, eq, gte, inArray, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jsonValue } from "../../db/json-rows.ts";
import { digitalSetEntitlements, pictureEntitlements } from "../../db/schema/entitlements.ts";
import { picturesOfType } from "../subjects/pictures.ts";
import { isVisiblePicture, type Viewer, visibleSubject } from "../subjects/scope.ts";

/**
 * What a user may download: the originals of the pictures they bought (one by one, or every picture of a bought set)
 * and the bought sets as zips. Orders tell this module when an order is paid, when it is invoiced (its pictures and
 * sets are then ordered but wait for the invoice's payment: `awaiting_invoice`, decision 0043), when an invoice is
 * paid and when one is cancelled; downloads, picture sets, images and the product kinds ask it.
 */

/** Where a user stands with a picture or a set: bought, ordered on an invoice not paid yet, or neither (null). */
export type EntitlementState = "bought" | "awaiting_invoice" | null;

const stateOf = (rows: ReadonlyArray<{ awaitingInvoice: boolean }>): EntitlementState =>
  rows.length === 0 ? null : rows.some((r) => !r.awaitingInvoice) ? "bought" : "awaiting_invoice";

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
 * An order was paid, or its invoice was, inside the caller's transaction: its buyer may download each bought file,
 * each bought set (its zip), and every picture of each bought set. What the order held while its invoice was unpaid
 * is released; what another order holds that way and this one buys is released too (and the set is this order's).
 */
export async function grantOrder(
  tx: Db,
  order: { id: number; userId: number },
  grant: Grant,
  now: Date,
): Promise<void> {
  await insertEntitlements(tx, order, grant, now, false);
}

/**
 * An order was invoiced, inside the caller's transaction: what it would grant is ordered, not downloadable, until its
 * invoice is paid (`grantOrder` then) or cancelled (`revokeOrder`); meanwhile nothing of it is sold to the buyer again.
 * What the buyer may download already stays so.
 */
export async function holdOrderForInvoice(
  tx: Db,
  order: { id: number; userId: number },
  grant: Grant,
  now: Date,
): Promise<void> {
  await insertEntitlements(tx, order, grant, now, true);
}

async function insertEntitlements(
  tx: Db,
  order: { id: number; userId: number },
  grant: Grant,
  now: Date,
  awaitingInvoice: boolean,
): Promise<void> {
  if (grant.sets.length > 0) {
    const insert = tx.insert(digitalSetEntitlements).values(
      grant.sets.map((s) => ({
        userId: order.userId,
        ...s,
        orderId: order.id,
        grantedAt: now,
        awaitingInvoice,
      })),
    );
    await (awaitingInvoice
      ? insert.onConflictDoNothing()
      : insert.onConflictDoUpdate({
          target: [
            digitalSetEntitlements.userId,
            digitalSetEntitlements.subjectId,
            digitalSetEntitlements.pictureType,
          ],
          set: { awaitingInvoice: false, orderId: order.id },
          setWhere: eq(digitalSetEntitlements.awaitingInvoice, true),
        }));
  }
  const entitled = [...new Set([...grant.pictureIds, ...(await picturesOfSets(tx, grant.sets))])];
  if (entitled.length > 0) {
    const insert = tx
      .insert(pictureEntitlements)
      .values(
        entitled.map((pictureId) => ({ userId: order.userId, pictureId, grantedAt: now, awaitingInvoice })),
      );
    await (awaitingInvoice
      ? insert.onConflictDoNothing()
      : insert.onConflictDoUpdate({
          target: [pictureEntitlements.userId, pictureEntitlements.pictureId],
          set: { awaitingInvoice: false },
          setWhere: eq(pictureEntitlements.awaitingInvoice, true),
        }));
  }
}

/**
 * An invoiced order was cancelled, inside the caller's transaction: takes back its set entitlements, and the picture
 * entitlements it added (granted or held when it was confirmed, or later) that neither the user's other placed orders
 * (`othersGrant`) nor a set the user still holds grants. A picture the user could download before the order stays.
 * Counts what could be downloaded: a set or picture that only waited for the invoice was never handed out.
 */
export async function revokeOrder(
  tx: Db,
  order: { id: number; userId: number; confirmedAt: Date | null },
  grant: Grant,
  othersGrant: Grant,
  // Some lines of the order refunded (issue 32): only the sets those lines bought go, not all the order's.
  options: { linesOnly?: boolean } = {},
): Promise<{ revokedPictures: number; revokedSets: number }> {
  const downloadable = (rows: ReadonlyArray<{ awaitingInvoice: boolean }>) =>
    rows.filter((r) => !r.awaitingInvoice).length;
  const ofLines = or(
    ...grant.sets.map((s) =>
      and(
        eq(digitalSetEntitlements.subjectId, s.subjectId),
        eq(digitalSetEntitlements.pictureType, s.pictureType),
      ),
    ),
  );
  const removedSets =
    options.linesOnly && grant.sets.length === 0
      ? []
      : await tx
          .delete(digitalSetEntitlements)
          .where(
            and(
              eq(digitalSetEntitlements.userId, order.userId),
              eq(digitalSetEntitlements.orderId, order.id),
              options.linesOnly ? ofLines : undefined,
            ),
          )
          .returning({ awaitingInvoice: digitalSetEntitlements.awaitingInvoice });
  const revokedSets = downloadable(removedSets);
  const granted = [...grant.pictureIds, ...(await picturesOfSets(tx, grant.sets))];
  if (granted.length === 0 || order.confirmedAt === null) return { revokedPictures: 0, revokedSets };
  const keptSets = await tx
    .select({ subjectId: digitalSetEntitlements.subjectId, pictureType: digitalSetEntitlements.pictureType })
    .from(digitalSetEntitlements)
    .where(eq(digitalSetEntitlements.userId, order.userId));
  const kept = new Set([
    ...othersGrant.pictureIds,
    ...(await picturesOfSets(tx, [...othersGrant.sets, ...(keptSets as SetGrant[])])),
  ]);
  const revoke = [...new Set(granted)].filter((id) => !kept.has(id));
  if (revoke.length === 0) return { revokedPictures: 0, revokedSets };
  const removed = await tx
    .delete(pictureEntitlements)
    .where(
      and(
        eq(pictureEntitlements.userId, order.userId),
        inArray(pictureEntitlements.pictureId, revoke),
        gte(pictureEntitlements.grantedAt, order.confirmedAt),
      ),
    )
    .returning({ awaitingInvoice: pictureEntitlements.awaitingInvoice });
  return { revokedPictures: downloadable(removed), revokedSets };
}

/** Where the user stands with the whole set of this type of the subject: bought, ordered on an unpaid invoice, or not. */
export async function setState(
  db: Db,
  userId: number,
  subjectId: number,
  type: PictureType,
): Promise<EntitlementState> {
  const rows = await db
    .select({ awaitingInvoice: digitalSetEntitlements.awaitingInvoice })
    .from(digitalSetEntitlements)
    .where(
      and(
        eq(digitalSetEntitlements.userId, userId),
        eq(digitalSetEntitlements.subjectId, subjectId),
        eq(digitalSetEntitlements.pictureType, type),
      ),
    )
    .limit(1);
  return stateOf(rows);
}

/** Whether the user bought the whole set of this type of the subject (and may download it). */
export async function setBought(
  db: Db,
  userId: number,
  subjectId: number,
  type: PictureType,
): Promise<boolean> {
  return (await setState(db, userId, subjectId, type)) === "bought";
}

/** Where the user stands with the picture (alone or in a set): bought, ordered on an unpaid invoice, or not. */
export async function pictureState(db: Db, userId: number, pictureId: number): Promise<EntitlementState> {
  const rows = await db
    .select({ awaitingInvoice: pictureEntitlements.awaitingInvoice })
    .from(pictureEntitlements)
    .where(and(eq(pictureEntitlements.userId, userId), eq(pictureEntitlements.pictureId, pictureId)))
    .limit(1);
  return stateOf(rows);
}

/** Whether the user may download the picture's original (bought alone or in a set). */
export async function pictureBought(db: Db, userId: number, pictureId: number): Promise<boolean> {
  return (await pictureState(db, userId, pictureId)) === "bought";
}

/**
 * Whether the user bought the picture whose id the caller's query holds, as a condition of that query (the picture
 * sets read every picture's flag in one query): `bought: pictureBoughtCondition(userId, released.id)`.
 */
export function pictureBoughtCondition(userId: number | SQLWrapper, pictureId: SQLWrapper): SQL<boolean> {
  return pictureEntitledCondition(userId, pictureId, false);
}

/** Whether the user ordered the picture on an invoice not paid yet, as a condition of the caller's query. */
export function pictureAwaitingInvoiceCondition(
  userId: number | SQLWrapper,
  pictureId: SQLWrapper,
): SQL<boolean> {
  return pictureEntitledCondition(userId, pictureId, true);
}

function pictureEntitledCondition(
  userId: number | SQLWrapper,
  pictureId: SQLWrapper,
  awaitingInvoice: boolean,
): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${pictureEntitlements} where ${pictureEntitlements.userId} = ${userId} and ${pictureEntitlements.pictureId} = ${pictureId} and ${pictureEntitlements.awaitingInvoice} = ${awaitingInvoice})`;
}

/** The sets of some subjects a user bought, and those ordered on an invoice not paid yet, as `${subjectId}:${pictureType}`. */
export interface SetEntitlements {
  bought: Set<string>;
  awaitingInvoice: Set<string>;
}

/**
 * The sets of these subjects the user bought or ordered on an unpaid invoice, as one JSON value of the caller's own
 * query (the picture set's detail reads it with its pictures); `setEntitlementsFrom` reads the value. Uncorrelated, so
 * the database works it out once per statement however many rows carry it.
 */
export function setEntitlementsColumn(userId: number | SQLWrapper, subjectIds: SQLWrapper): SQL<unknown> {
  return sql`(select json_agg(json_build_array(${digitalSetEntitlements.subjectId}, ${digitalSetEntitlements.pictureType}, ${digitalSetEntitlements.awaitingInvoice})) from ${digitalSetEntitlements} where ${digitalSetEntitlements.userId} = ${userId} and ${digitalSetEntitlements.subjectId} = any(${subjectIds}))`;
}

function toSetEntitlements(
  rows: ReadonlyArray<{ subjectId: number; pictureType: string; awaitingInvoice: boolean }>,
): SetEntitlements {
  const sets: SetEntitlements = { bought: new Set(), awaitingInvoice: new Set() };
  for (const r of rows)
    (r.awaitingInvoice ? sets.awaitingInvoice : sets.bought).add(`${r.subjectId}:${r.pictureType}`);
  return sets;
}

/** The value of `setEntitlementsColumn` as `setEntitlements` answers. */
export function setEntitlementsFrom(value: unknown): SetEntitlements {
  const rows = jsonValue<Array<[number, string, boolean]>>(value) ?? [];
  return toSetEntitlements(
    rows.map(([subjectId, pictureType, awaitingInvoice]) => ({ subjectId, pictureType, awaitingInvoice })),
  );
}

/** The sets of these subjects the user bought, and those ordered on an unpaid invoice. */
export async function setEntitlements(
  db: Db,
  userId: number,
  subjectIds: readonly number[],
): Promise<SetEntitlements> {
  if (subjectIds.length === 0) return toSetEntitlements([]);
  const rows = await db
    .select({
      subjectId: digitalSetEntitlements.subjectId,
      pictureType: digitalSetEntitlements.pictureType,
      awaitingInvoice: digitalSetEntitlements.awaitingInvoice,
    })
    .from(digitalSetEntitlements)
    .where(
      and(
        eq(digitalSetEntitlements.userId, userId),
        inArray(digitalSetEntitlements.subjectId, [...subjectIds]),
      ),
    );
  return toSetEntitlements(rows);
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
