import type { Picture, PictureSet, PictureSetSummary, PictureType } from "@shop/contracts/picture-sets";
import { limits } from "@shop/domain/limits";
import { isSelectionExpired } from "@shop/domain/picture-set-rules";
import { isPictureType } from "@shop/domain/picture-type";
import { and, asc, desc, eq, inArray, lte, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import {
  cartLines,
  favorites,
  jobs,
  photographers,
  pictureEntitlements,
  pictures,
  products,
  subjects,
  userSubjects,
  yearbookPoseChoices,
} from "../../db/schema/index.ts";
import { digitalOffers } from "../digital/offers.ts";
import { photographerLogoUrl } from "../images/service.ts";
import { signPictureUrl } from "../images/signing.ts";

export const pictureSetNotFoundMessage = "Picture set not found";
export const pictureNotFoundMessage = "Picture not found";
export const yearbookExpiredMessage = "Yearbook pose selection has expired";

function toPictureType(value: string): PictureType {
  // The column is free text filled by the photographer's tools; an unknown value counts as an individual picture.
  return isPictureType(value) ? value : "IP";
}

const posePicture = alias(pictures, "pose_picture");

/** The user's picture sets; every row exists only through the user's own user_subjects row. */
function setsQuery(db: Db, userId: number, portalId: number, extra?: SQL) {
  return db
    .select({
      subjectId: subjects.id,
      subjectUuid: subjects.uuid,
      subjectName: subjects.name,
      group: subjects.group,
      qualifyForSelectOwnFavorites: subjects.qualifyForSelectOwnFavorites,
      qualifyForSelectYearbookPose: subjects.qualifyForSelectYearbookPose,
      addedAt: userSubjects.addedAt,
      jobUuid: jobs.uuid,
      jobName: jobs.name,
      jobType: jobs.jobType,
      year: jobs.year,
      creationTime: jobs.creationTime,
      yearbookPoseDeadline: jobs.yearbookPoseDeadline,
      hasBeenInWebShop: jobs.hasBeenInWebShop,
      requireFineTunedPictures: jobs.requireFineTunedPictures,
      photographerUuid: photographers.uuid,
      photographerName: photographers.name,
      logoKey: photographers.logoKey,
      posePictureUuid: posePicture.uuid,
    })
    .from(userSubjects)
    .innerJoin(subjects, eq(subjects.id, userSubjects.subjectId))
    .innerJoin(jobs, eq(jobs.id, subjects.jobId))
    .innerJoin(photographers, eq(photographers.id, jobs.photographerId))
    .leftJoin(
      yearbookPoseChoices,
      and(eq(yearbookPoseChoices.userId, userId), eq(yearbookPoseChoices.subjectId, subjects.id)),
    )
    .leftJoin(
      posePicture,
      and(eq(posePicture.id, yearbookPoseChoices.pictureId), eq(posePicture.ready, true)),
    )
    .where(and(eq(userSubjects.userId, userId), eq(photographers.portalId, portalId), extra))
    .orderBy(desc(userSubjects.addedAt), desc(subjects.id));
}

type SetRow = Awaited<ReturnType<typeof setsQuery>>[number];

/**
 * The released pictures of the given sets with this user's flags, numbered within their set, in one query: the
 * window functions give each set's count and bought count over all its pictures even when only the first few
 * rows are wanted (the list's cards).
 */
async function picturesOf(db: Db, userId: number, subjectIds: number[], perSet: number | null) {
  if (subjectIds.length === 0) return [];
  const ranked = db
    .select({
      id: pictures.id,
      uuid: pictures.uuid,
      subjectId: pictures.subjectId,
      width: pictures.width,
      height: pictures.height,
      webshopId: pictures.webshopId,
      keywords: pictures.keywords,
      pictureType: pictures.pictureType,
      groupPicture: pictures.groupPicture,
      greenscreen: pictures.greenscreen,
      isUserFavorite: sql<boolean>`(${favorites.pictureId} is not null)`.as("is_user_favorite"),
      bought: sql<boolean>`(${pictureEntitlements.pictureId} is not null)`.as("bought"),
      isYearbookPose: sql<boolean>`(${yearbookPoseChoices.pictureId} is not null)`.as("is_yearbook_pose"),
      // Only single digital files name a picture in the cart; a product taken out of sale hides its lines.
      inCart:
        sql<boolean>`exists (select 1 from ${cartLines} inner join ${products} on ${products.id} = ${cartLines.productId} where ${cartLines.userId} = ${userId} and ${cartLines.pictureId} = ${pictures.id} and ${products.active})`.as(
          "in_cart",
        ),
      rank: sql<number>`(row_number() over (partition by ${pictures.subjectId} order by ${pictures.position}, ${pictures.id}))::int`.as(
        "rank",
      ),
      total: sql<number>`(count(*) over (partition by ${pictures.subjectId}))::int`.as("total"),
      boughtCount:
        sql<number>`(count(${pictureEntitlements.pictureId}) over (partition by ${pictures.subjectId}))::int`.as(
          "bought_count",
        ),
    })
    .from(pictures)
    .innerJoin(
      userSubjects,
      and(eq(userSubjects.subjectId, pictures.subjectId), eq(userSubjects.userId, userId)),
    )
    .leftJoin(favorites, and(eq(favorites.pictureId, pictures.id), eq(favorites.userId, userId)))
    .leftJoin(
      pictureEntitlements,
      and(eq(pictureEntitlements.pictureId, pictures.id), eq(pictureEntitlements.userId, userId)),
    )
    .leftJoin(
      yearbookPoseChoices,
      and(
        eq(yearbookPoseChoices.userId, userId),
        eq(yearbookPoseChoices.subjectId, pictures.subjectId),
        eq(yearbookPoseChoices.pictureId, pictures.id),
      ),
    )
    .where(and(inArray(pictures.subjectId, subjectIds), eq(pictures.ready, true)))
    .as("ranked");
  return db
    .select()
    .from(ranked)
    .where(perSet === null ? undefined : lte(ranked.rank, perSet))
    .orderBy(asc(ranked.subjectId), asc(ranked.rank));
}

type PictureRow = Awaited<ReturnType<typeof picturesOf>>[number];

function toPicture(config: Pick<Config, "signingSecret">, row: PictureRow, now: Date): Picture {
  const keywords = [...row.keywords];
  if (row.isUserFavorite && !keywords.includes("favorite")) keywords.push("favorite");
  if (row.isYearbookPose && !keywords.includes("yearbook_pose")) keywords.push("yearbook_pose");
  return {
    uuid: row.uuid,
    bought: row.bought,
    dimensions: { width: row.width, height: row.height },
    webshopId: row.webshopId,
    keywords,
    isUserFavorite: row.isUserFavorite,
    isYearbookPose: row.isYearbookPose,
    greenscreen: row.greenscreen,
    // Retouch purchases arrive with the retouch area; until then nobody has bought one.
    userBoughtRetouch: false,
    groupPicture: row.groupPicture,
    pictureType: toPictureType(row.pictureType),
    inCart: row.inCart,
    urls: {
      thumbnail: signPictureUrl(config, row.uuid, "320", now),
      preview: signPictureUrl(config, row.uuid, "640", now),
      original: row.bought ? signPictureUrl(config, row.uuid, "original", now) : null,
    },
  };
}

function toPictureSet(
  config: Pick<Config, "signingSecret">,
  set: SetRow,
  rows: PictureRow[],
  now: Date,
): PictureSetSummary {
  const total = rows[0]?.total ?? 0;
  const boughtCount = rows[0]?.boughtCount ?? 0;
  const avatarUuid = set.posePictureUuid ?? rows[0]?.uuid ?? null;
  const deadline = set.yearbookPoseDeadline;
  return {
    uuid: set.subjectUuid,
    subject: { uuid: set.subjectUuid, name: set.subjectName, group: set.group },
    avatar: { url: avatarUuid === null ? null : signPictureUrl(config, avatarUuid, "320", now) },
    photographer: {
      uuid: set.photographerUuid,
      name: set.photographerName,
      logoUrl: set.logoKey === null ? null : photographerLogoUrl(set.photographerUuid),
    },
    // Editing picture sets belongs to the photographer's tools; no set is editable from the shop yet.
    isEditable: false,
    bought: total > 0 && boughtCount === total,
    year: set.year,
    job: {
      uuid: set.jobUuid,
      name: set.jobName,
      jobType: set.jobType,
      creationTime: set.creationTime.toISOString(),
      yearbookPoseSelection: {
        deadline: deadline === null ? null : deadline.toISOString(),
        expired: isSelectionExpired(deadline, now),
      },
      hasBeenInWebShop: set.hasBeenInWebShop,
      requireFineTunedPictures: set.requireFineTunedPictures,
    },
    qualifyForSelectOwnFavorites: set.qualifyForSelectOwnFavorites,
    qualifyForSelectYearbookPose: set.qualifyForSelectYearbookPose,
    pictureCount: total,
    addedAt: set.addedAt.toISOString(),
    pictures: rows.map((row) => toPicture(config, row, now)),
  };
}

function groupBySubject(rows: PictureRow[]): Map<number, PictureRow[]> {
  const bySubject = new Map<number, PictureRow[]>();
  for (const row of rows) {
    const list = bySubject.get(row.subjectId);
    if (list) list.push(row);
    else bySubject.set(row.subjectId, [row]);
  }
  return bySubject;
}

/** Every set of the user, newest added first, each with the first pictures for its card. */
export async function listPictureSets(
  db: Db,
  config: Pick<Config, "signingSecret">,
  userId: number,
  portalId: number,
  now: Date = new Date(),
): Promise<PictureSetSummary[]> {
  const sets = await setsQuery(db, userId, portalId);
  const rows = await picturesOf(
    db,
    userId,
    sets.map((s) => s.subjectId),
    limits.thumbnailsPerCard,
  );
  const bySubject = groupBySubject(rows);
  return sets.map((set) => toPictureSet(config, set, bySubject.get(set.subjectId) ?? [], now));
}

export async function getPictureSet(
  db: Db,
  config: Pick<Config, "signingSecret">,
  userId: number,
  portalId: number,
  pictureSetUuid: string,
  now: Date = new Date(),
): Promise<PictureSet | null> {
  const [set] = await setsQuery(db, userId, portalId, eq(subjects.uuid, pictureSetUuid));
  if (!set) return null;
  const [rows, offers] = await Promise.all([
    picturesOf(db, userId, [set.subjectId], null),
    digitalOffers(db, config, portalId, userId, [{ id: set.subjectId, uuid: set.subjectUuid }], now),
  ]);
  return { ...toPictureSet(config, set, rows, now), digital: offers.get(set.subjectId) ?? [] };
}

interface OwnedSet {
  subjectId: number;
  qualifyForSelectYearbookPose: boolean;
  yearbookPoseDeadline: Date | null;
}

async function findOwnedSet(
  db: Db,
  userId: number,
  portalId: number,
  pictureSetUuid: string,
): Promise<OwnedSet | null> {
  const [row] = await db
    .select({
      subjectId: subjects.id,
      qualifyForSelectYearbookPose: subjects.qualifyForSelectYearbookPose,
      yearbookPoseDeadline: jobs.yearbookPoseDeadline,
    })
    .from(userSubjects)
    .innerJoin(subjects, eq(subjects.id, userSubjects.subjectId))
    .innerJoin(jobs, eq(jobs.id, subjects.jobId))
    .innerJoin(photographers, eq(photographers.id, jobs.photographerId))
    .where(
      and(
        eq(userSubjects.userId, userId),
        eq(subjects.uuid, pictureSetUuid),
        eq(photographers.portalId, portalId),
      ),
    )
    .limit(1);
  return row ?? null;
}

async function findPictureId(db: Db, subjectId: number, pictureUuid: string): Promise<number | null> {
  const [row] = await db
    .select({ id: pictures.id })
    .from(pictures)
    .where(and(eq(pictures.uuid, pictureUuid), eq(pictures.subjectId, subjectId), eq(pictures.ready, true)))
    .limit(1);
  return row?.id ?? null;
}

export type PictureChoiceResult =
  | { kind: "ok" }
  | { kind: "set-not-found" }
  | { kind: "picture-not-found" }
  | { kind: "expired" };

/** Marks or unmarks a favorite; repeating the same call changes nothing. */
export async function setFavorite(
  db: Db,
  userId: number,
  portalId: number,
  pictureSetUuid: string,
  pictureUuid: string,
  favorite: boolean,
): Promise<PictureChoiceResult> {
  const set = await findOwnedSet(db, userId, portalId, pictureSetUuid);
  if (!set) return { kind: "set-not-found" };
  const pictureId = await findPictureId(db, set.subjectId, pictureUuid);
  if (pictureId === null) return { kind: "picture-not-found" };
  if (favorite) {
    await db.insert(favorites).values({ userId, pictureId }).onConflictDoNothing();
  } else {
    await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.pictureId, pictureId)));
  }
  return { kind: "ok" };
}

export async function chooseYearbookPose(
  db: Db,
  userId: number,
  portalId: number,
  pictureSetUuid: string,
  pictureUuid: string,
  now: Date = new Date(),
): Promise<PictureChoiceResult> {
  const set = await findOwnedSet(db, userId, portalId, pictureSetUuid);
  if (!set) return { kind: "set-not-found" };
  if (!set.qualifyForSelectYearbookPose || isSelectionExpired(set.yearbookPoseDeadline, now)) {
    return { kind: "expired" };
  }
  const pictureId = await findPictureId(db, set.subjectId, pictureUuid);
  if (pictureId === null) return { kind: "picture-not-found" };
  await db
    .insert(yearbookPoseChoices)
    .values({ userId, subjectId: set.subjectId, pictureId, chosenAt: now })
    .onConflictDoUpdate({
      target: [yearbookPoseChoices.userId, yearbookPoseChoices.subjectId],
      set: { pictureId, chosenAt: now },
    });
  return { kind: "ok" };
}
