import type { PictureType } from "@shop/domain/picture-type";
import { pictureTypes } from "@shop/domain/picture-type";
import { and, asc, eq, exists, inArray, lte, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { fieldsUnderKeys, jsonValue } from "../../db/json-rows.ts";
import { preparedFor } from "../../db/prepared.ts";
import { jobs, photographers, pictures, subjects } from "../../db/schema/subjects.ts";
import { shownName } from "./corrections.ts";
import { effectivePictureType } from "./picture-type.ts";

/**
 * The pictures of subjects, read by id. Who may see them is the caller's to have asked first (scope.ts): these
 * take subject and picture ids the caller got from the scope or from its own rows.
 */

/** A released picture of a picture set, with its type as the shop reads it. */
export interface ReleasedPicture {
  id: number;
  uuid: string;
  subjectId: number;
  webshopId: string;
  pictureType: PictureType;
}

/**
 * The released pictures of the subjects, in each picture set's order, as one JSON value of the caller's statement
 * (`ReleasedPicture`s and their `position`; null for none): the cart's statement brings those of its lines' sets along
 * (cart/read-model.ts). Each picture is a row under its keys, which the database turns into JSON by the columns' names.
 */
export function releasedPicturesJson(db: Db, subjectIds: SQLWrapper): SQL<unknown> {
  const released = db
    .select(
      fieldsUnderKeys<keyof ReleasedPicture | "position">({
        id: pictures.id,
        uuid: pictures.uuid,
        subjectId: pictures.subjectId,
        webshopId: pictures.webshopId,
        pictureType: effectivePictureType,
        position: pictures.position,
      }),
    )
    .from(pictures)
    .where(and(sql`${pictures.subjectId} = any(${subjectIds})`, eq(pictures.ready, true)))
    .as("released_pictures");
  const ordered = sql`json_agg(${sql.identifier("released_pictures")} order by ${released.subjectId}, ${released.position}, ${released.id})`;
  return sql`(select ${ordered} from ${released})`;
}

/** `releasedPicturesJson`'s value as its pictures. */
export function releasedPicturesFromJson(value: unknown): ReleasedPicture[] {
  const rows = jsonValue<Array<ReleasedPicture & { position?: number }>>(value);
  return (rows ?? []).map(({ position: _position, ...picture }) => picture);
}

/**
 * The released pictures of the subjects as a subquery, each numbered within its set (`rank`, in the set's order)
 * with its set's count (`total`) and whether the set is a group set (`groupSet`), for a caller that adds its own columns per picture and keeps the first few. The
 * subjects are ids, or an array value of the caller's statement (a placeholder, or an array the statement works out).
 */
export function rankedReleasedPictures(db: Db, subjectIds: readonly number[] | SQLWrapper) {
  const ofSubjects =
    "length" in subjectIds
      ? inArray(pictures.subjectId, [...subjectIds])
      : sql`${pictures.subjectId} = any(${subjectIds})`;
  return db
    .select({
      id: pictures.id,
      uuid: pictures.uuid,
      subjectId: pictures.subjectId,
      width: pictures.width,
      height: pictures.height,
      webshopId: pictures.webshopId,
      keywords: pictures.keywords,
      pictureType: sql<string>`${effectivePictureType}`.as("picture_type"),
      groupPicture: pictures.groupPicture,
      greenscreen: pictures.greenscreen,
      hasMask: sql<boolean>`(${pictures.maskKey} is not null)`.as("has_mask"),
      originalKey: pictures.originalKey,
      rank: sql<number>`(row_number() over (partition by ${pictures.subjectId} order by ${pictures.position}, ${pictures.id}))::int`.as(
        "rank",
      ),
      total: sql<number>`(count(*) over (partition by ${pictures.subjectId}))::int`.as("total"),
      // A class's or a team's set: only group pictures (the domain's isGroupSet, over the whole set).
      groupSet:
        sql<boolean>`(bool_and(${effectivePictureType} = 'GP') over (partition by ${pictures.subjectId}))`.as(
          "group_set",
        ),
    })
    .from(pictures)
    .where(and(ofSubjects, eq(pictures.ready, true)))
    .as("released");
}

/** How many released pictures of each type each subject has. */
export async function releasedTypeCounts(
  db: Db,
  subjectIds: readonly number[],
): Promise<Array<{ subjectId: number; pictureType: PictureType; count: number }>> {
  if (subjectIds.length === 0) return [];
  return db
    .select({
      subjectId: pictures.subjectId,
      pictureType: effectivePictureType,
      count: sql<number>`count(*)::int`,
    })
    .from(pictures)
    .where(and(inArray(pictures.subjectId, [...subjectIds]), eq(pictures.ready, true)))
    .groupBy(pictures.subjectId, effectivePictureType);
}

/** How many released pictures each subject has, by subject id. */
export async function releasedCounts(db: Db, subjectIds: readonly number[]): Promise<Map<number, number>> {
  if (subjectIds.length === 0) return new Map();
  const rows = await db
    .select({ subjectId: pictures.subjectId, count: sql<number>`count(*)::int` })
    .from(pictures)
    .where(and(inArray(pictures.subjectId, [...subjectIds]), eq(pictures.ready, true)))
    .groupBy(pictures.subjectId);
  return new Map(rows.map((r) => [r.subjectId, r.count]));
}

/** The picture types of a subject's released pictures, in the order of pictureTypes. */
export async function releasedTypes(db: Db, subjectId: number): Promise<PictureType[]> {
  const rows = await db
    .selectDistinct({ pictureType: effectivePictureType })
    .from(pictures)
    .where(and(eq(pictures.subjectId, subjectId), eq(pictures.ready, true)));
  const present = new Set(rows.map((r) => r.pictureType));
  return pictureTypes.filter((t) => present.has(t));
}

/** The first `max` released pictures of each subject, individual pictures before group pictures, by subject id. */
export async function picturePreviews(
  db: Db,
  subjectIds: readonly number[],
  max: number,
): Promise<Map<number, string[]>> {
  const previews = new Map<number, string[]>();
  if (subjectIds.length === 0) return previews;
  const ranked = db
    .select({
      uuid: pictures.uuid,
      subjectId: pictures.subjectId,
      rank: sql<number>`(row_number() over (partition by ${pictures.subjectId} order by ${pictures.groupPicture}, ${pictures.position}, ${pictures.id}))::int`.as(
        "rank",
      ),
    })
    .from(pictures)
    .where(and(inArray(pictures.subjectId, [...subjectIds]), eq(pictures.ready, true)))
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, max))
    .orderBy(asc(ranked.subjectId), asc(ranked.rank));
  for (const row of rows) {
    const list = previews.get(row.subjectId);
    if (list) list.push(row.uuid);
    else previews.set(row.subjectId, [row.uuid]);
  }
  return previews;
}

/**
 * Every picture of one type of a subject, in the set's order: released ones only, or all (what a bought set
 * entitles to, pictures released later included).
 */
export async function picturesOfType(
  db: Db,
  subjectId: number,
  type: PictureType,
  options: { releasedOnly: boolean },
): Promise<Array<{ id: number; originalKey: string }>> {
  return db
    .select({ id: pictures.id, originalKey: pictures.originalKey })
    .from(pictures)
    .where(
      and(
        eq(pictures.subjectId, subjectId),
        sql`${effectivePictureType} = ${type}`,
        options.releasedOnly ? eq(pictures.ready, true) : undefined,
      ),
    )
    .orderBy(asc(pictures.position), asc(pictures.id));
}

/** Which of these pictures are of the subject and of this type. */
export async function picturesOfTypeAmong(
  db: Db,
  subjectId: number,
  pictureIds: readonly number[],
  type: PictureType,
): Promise<Set<number>> {
  if (pictureIds.length === 0) return new Set();
  const rows = await db
    .select({ id: pictures.id })
    .from(pictures)
    .where(
      and(
        eq(pictures.subjectId, subjectId),
        inArray(pictures.id, [...pictureIds]),
        sql`${effectivePictureType} = ${type}`,
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Pictures by id, released or not: what an order or a choice names, by picture id. */
export async function picturesByIds(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { uuid: string; webshopId: string; ready: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: pictures.id, uuid: pictures.uuid, webshopId: pictures.webshopId, ready: pictures.ready })
    .from(pictures)
    .where(inArray(pictures.id, [...new Set(ids)]));
  return new Map(rows.map(({ id, ...p }) => [id, p]));
}

/** A released picture of the subject, by its uuid; null when the set holds no such picture. */
export async function releasedPicture(
  db: Db,
  subjectId: number,
  pictureUuid: string,
): Promise<{ id: number; groupPicture: boolean } | null> {
  const [row] = await db
    .select({ id: pictures.id, groupPicture: pictures.groupPicture })
    .from(pictures)
    .where(and(eq(pictures.uuid, pictureUuid), eq(pictures.subjectId, subjectId), eq(pictures.ready, true)))
    .limit(1);
  return row ?? null;
}

export interface ServablePicture {
  id: number;
  uuid: string;
  webshopId: string;
  originalKey: string;
  /** A green-screen picture's mask (its cut-out is served as `640c`); null for any other picture. */
  maskKey: string | null;
}

/** A released picture of this shop; who may see it is decided by its signed URL (and, for originals, entitlements). */
export async function servablePicture(
  db: Db,
  portalId: number,
  pictureUuid: string,
): Promise<ServablePicture | null> {
  const [row] = await db
    .select({
      id: pictures.id,
      uuid: pictures.uuid,
      webshopId: pictures.webshopId,
      originalKey: pictures.originalKey,
      maskKey: pictures.maskKey,
    })
    .from(pictures)
    .innerJoin(subjects, eq(subjects.id, pictures.subjectId))
    .innerJoin(jobs, eq(jobs.id, subjects.jobId))
    .innerJoin(photographers, eq(photographers.id, jobs.photographerId))
    .where(
      and(eq(pictures.uuid, pictureUuid), eq(pictures.ready, true), eq(photographers.portalId, portalId)),
    )
    .limit(1);
  return row ?? null;
}

/** The storage key of a photographer's logo of this shop; null when there is none. */
export async function photographerLogoKey(
  db: Db,
  portalId: number,
  photographerUuid: string,
): Promise<string | null> {
  const [row] = await db
    .select({ logoKey: photographers.logoKey })
    .from(photographers)
    .where(and(eq(photographers.uuid, photographerUuid), eq(photographers.portalId, portalId)))
    .limit(1);
  return row?.logoKey ?? null;
}

/** A released picture with what a template's image field asks of it (spec 02 §5 'Image allowed'). */
export interface PictureFacts {
  id: number;
  uuid: string;
  subjectId: number;
  width: number;
  height: number;
  webshopId: string;
  type: PictureType;
  groupPicture: boolean;
  userUploaded: boolean;
  greenscreen: boolean;
}

/** The released pictures of the subjects with their facts, in each set's order. */
function prepareReleasedPictureFacts(db: Db, name: string) {
  return db
    .select({
      id: pictures.id,
      uuid: pictures.uuid,
      subjectId: pictures.subjectId,
      width: pictures.width,
      height: pictures.height,
      webshopId: pictures.webshopId,
      type: effectivePictureType,
      groupPicture: pictures.groupPicture,
      keywords: pictures.keywords,
      greenscreen: pictures.greenscreen,
    })
    .from(pictures)
    .where(and(sql`${pictures.subjectId} = any(${sql.placeholder("subjectIds")})`, eq(pictures.ready, true)))
    .orderBy(asc(pictures.subjectId), asc(pictures.position), asc(pictures.id))
    .prepare(name);
}

/** A prepared statement (db/prepared.ts): a set's template list and its packages page read it on every request. */
export async function releasedPictureFacts(db: Db, subjectIds: readonly number[]): Promise<PictureFacts[]> {
  if (subjectIds.length === 0) return [];
  const rows = await preparedFor(db, "released_picture_facts", prepareReleasedPictureFacts).execute({
    subjectIds: [...subjectIds],
  });
  return rows.map(({ keywords, ...row }) => ({ ...row, userUploaded: keywords.includes("user_uploaded") }));
}

/**
 * The names of the pupils in a group picture. The job import stores a group picture's file once and gives it to
 * every subject whose roster row names it, so the pupils are the subjects of the job holding the same file that have
 * pictures of their own (a class's own subject, with only group pictures, is not a pupil). When only the class holds
 * the file (a roster that names the group picture once), the pupils are the subjects of the job in the picture's
 * subject's group that have pictures of their own. Sorted by name.
 */
export async function namesInGroupPicture(db: Db, pictureId: number): Promise<string[]> {
  const [picture] = await db
    .select({
      originalKey: pictures.originalKey,
      jobId: subjects.jobId,
      group: subjects.group,
    })
    .from(pictures)
    .innerJoin(subjects, eq(subjects.id, pictures.subjectId))
    .where(eq(pictures.id, pictureId))
    .limit(1);
  if (!picture) return [];
  // A pupil has a released picture of its own; asked per subject of the job, through pictures_subject_idx.
  const ownPictures = alias(pictures, "own_pictures");
  const hasOwnPictures = exists(
    db
      .select({ one: sql`1` })
      .from(ownPictures)
      .where(
        and(
          eq(ownPictures.subjectId, subjects.id),
          eq(ownPictures.groupPicture, false),
          eq(ownPictures.ready, true),
        ),
      ),
  );
  const holders = db
    .selectDistinct({ subjectId: pictures.subjectId })
    .from(pictures)
    .where(eq(pictures.originalKey, picture.originalKey));
  const named = (scope: SQL | undefined) =>
    db
      // The names as printed: a parent's correction (decision 0035) over the photographer's.
      .selectDistinct({ name: shownName })
      .from(subjects)
      .where(and(eq(subjects.jobId, picture.jobId), hasOwnPictures, scope))
      .orderBy(asc(shownName));
  let rows = await named(inArray(subjects.id, holders));
  if (rows.length === 0 && picture.group !== null) rows = await named(eq(subjects.group, picture.group));
  return rows.map((r) => r.name).sort((a, b) => a.localeCompare(b, "nb"));
}

/**
 * The files of a picture set's pictures, by picture uuid: the original and, for a green-screen picture, its mask
 * (production draws the print files from them). A uuid that is not one of the set's ready pictures is left out.
 */
export async function pictureFiles(
  db: Db,
  subjectId: number | null,
  uuids: readonly string[],
): Promise<Map<string, { originalKey: string; maskKey: string | null }>> {
  if (subjectId === null || uuids.length === 0) return new Map();
  const rows = await db
    .select({ uuid: pictures.uuid, originalKey: pictures.originalKey, maskKey: pictures.maskKey })
    .from(pictures)
    .where(
      and(
        eq(pictures.subjectId, subjectId),
        inArray(pictures.uuid, [...new Set(uuids)]),
        eq(pictures.ready, true),
      ),
    );
  return new Map(rows.map(({ uuid, ...files }) => [uuid, files]));
}
