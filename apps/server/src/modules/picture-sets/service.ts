import type {
  Picture,
  PictureSet,
  PictureSetSummary,
  PictureType,
  SubjectCorrectionBody,
  SubjectCorrectionResponse,
} from "@shop/contracts/picture-sets";
import { PictureSetParams } from "@shop/contracts/picture-sets";
import { limits } from "@shop/domain/limits";
import {
  isGroupSet,
  isPictureSetEditable,
  normalizedCorrection,
  validateNameCorrection,
} from "@shop/domain/picture-set-editing";
import { isSelectionExpired, isYearbookPoseCandidate } from "@shop/domain/picture-set-rules";
import { isPictureType } from "@shop/domain/picture-type";
import { and, asc, eq, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db, Tx } from "../../db/client.ts";
import { fieldsUnderKeys, jsonValue } from "../../db/json-rows.ts";
import { preparedFor } from "../../db/prepared.ts";
import { favorites, yearbookPoseChoices } from "../../db/schema/picture-sets.ts";
import { givenForRequest, rememberForRequest } from "../../platform/request-memo.ts";
import type { ReadWithSession } from "../account/sessions.ts";
import { digitalSetsInCartColumn, digitalSetsInCartFrom, pictureInCartCondition } from "../cart/service.ts";
import {
  pictureAwaitingInvoiceCondition,
  pictureBoughtCondition,
  setEntitlementsColumn,
  setEntitlementsFrom,
} from "../entitlements/service.ts";
import { photographerLogoUrl } from "../images/service.ts";
import { signPictureUrl } from "../images/signing.ts";
import { boughtRetouchColumn, toBoughtRetouch } from "../retouch/service.ts";
import { signRetouchedUrl } from "../retouch/signing.ts";
import { correctSubject } from "../subjects/corrections.ts";
import {
  picturesByIds,
  rankedReleasedPictures,
  releasedPicture,
  releasedTypes,
} from "../subjects/pictures.ts";
import {
  forgetScopeForRequest,
  type Viewer,
  type ViewerInStatement,
  type VisibleSubject,
  viewerOfPlaceholders,
  visibleSubject,
  visibleSubjectIdArray,
  visibleSubjects,
} from "../subjects/scope.ts";
import { digitalOffers, type TypeCount } from "./digital-offers.ts";

export const pictureSetNotFoundMessage = "Picture set not found";
export const pictureNotFoundMessage = "Picture not found";
export const yearbookExpiredMessage = "Yearbook pose selection has expired";

function toPictureType(value: string): PictureType {
  // The column is free text filled by the photographer's tools; an unknown value counts as an individual picture.
  return isPictureType(value) ? value : "IP";
}

/**
 * The released pictures of the given sets with this user's flags, numbered within their set, as one JSON value of the
 * caller's statement (an array of `PictureRow`, by set and number; null when there is none): the window functions
 * give each set's count and bought count over all its pictures even when only the first few rows are wanted (the
 * list's cards), and the yearbook pose the user chose comes along when it is not among them (it is the set's avatar).
 * The session's statement selects it for the list and the detail (`setListWithSession`, `setDetailWithSession`), so
 * their pages are one statement; `picturesOf` selects it in a statement of its own.
 */
function picturesJson(
  db: Db,
  viewer: ViewerInStatement,
  subjectIds: SQLWrapper,
  firstFew: boolean,
): SQL<unknown> {
  // The sets' ids are worked out once (the fence `offset 0` keeps the planner from copying the expression into each
  // place that reads it) and read by the pictures, the sets bought and the sets in the cart.
  const sets = sql`(select ${subjectIds}::integer[] as ids offset 0) as "sets"`;
  const ids = sql`"sets"."ids"`;
  const released = rankedReleasedPictures(db, ids);
  const bought = pictureBoughtCondition(viewer.userId, released.id);
  // Conditions are built apart and then selected: in a select from one source, drizzle names the columns written in a
  // field's own text without their table, and in the subquery below an unqualified "user_id" would be its own table's.
  const favorite = sql<boolean>`exists (select 1 from ${favorites} where ${favorites.userId} = ${viewer.userId} and ${favorites.pictureId} = ${released.id})`;
  const yearbookPose = sql<boolean>`exists (select 1 from ${yearbookPoseChoices} where ${yearbookPoseChoices.userId} = ${viewer.userId} and ${yearbookPoseChoices.subjectId} = ${released.subjectId} and ${yearbookPoseChoices.pictureId} = ${released.id})`;
  // Every field under its key of PictureRow, so the row is the JSON object (db/json-rows.ts).
  const flagged = db
    .select(
      fieldsUnderKeys<keyof PictureRow>({
        id: released.id,
        uuid: released.uuid,
        subjectId: released.subjectId,
        width: released.width,
        height: released.height,
        webshopId: released.webshopId,
        keywords: released.keywords,
        pictureType: released.pictureType,
        groupPicture: released.groupPicture,
        greenscreen: released.greenscreen,
        hasMask: released.hasMask,
        originalKey: released.originalKey,
        rank: released.rank,
        total: released.total,
        groupSet: released.groupSet,
        isUserFavorite: favorite,
        bought: bought,
        awaitingInvoice: pictureAwaitingInvoiceCondition(viewer.userId, released.id),
        isYearbookPose: yearbookPose,
        inCart: pictureInCartCondition(db, viewer, released.id),
        retouch: boughtRetouchColumn(viewer.userId, released.id),
        boughtCount: sql`(count(*) filter (where ${bought}) over (partition by ${released.subjectId}))::int`,
        // The detail's offers need the sets bought or ordered and those in the cart: read here, on the first picture of
        // each set only (the value is the same on every row and worked out once), not by two statements of their own.
        sets: firstFew
          ? sql`null`
          : sql`case when ${released.rank} = 1 then ${setEntitlementsColumn(viewer.userId, ids)} end`,
        setsInCart: firstFew
          ? sql`null`
          : sql`case when ${released.rank} = 1 then ${digitalSetsInCartColumn(viewer.userId, ids)} end`,
      }),
    )
    .from(released)
    .as("flagged");
  const shown = firstFew
    ? sql`where ${flagged.rank} <= ${limits.thumbnailsPerCard} or ${flagged.isYearbookPose}`
    : sql``;
  return sql`(select json_agg(${sql.identifier("flagged")} order by ${flagged.subjectId}, ${flagged.rank}) from ${sets} cross join lateral ${flagged} ${shown})`;
}

/** A released picture with the user's flags, as `picturesJson` builds it. */
interface PictureRow {
  id: number;
  uuid: string;
  subjectId: number;
  width: number;
  height: number;
  webshopId: string;
  keywords: string[];
  pictureType: string;
  groupPicture: boolean;
  greenscreen: boolean;
  hasMask: boolean;
  /** Its original's storage key: signed into its thumbnail's and preview's URLs (decision 0004). */
  originalKey: string;
  /** Its number within its set, from 1. */
  rank: number;
  /** The set's released pictures. */
  total: number;
  /** The set's released pictures are all group pictures (a class's or a team's set). */
  groupSet: boolean;
  isUserFavorite: boolean;
  bought: boolean;
  /** Ordered on an invoice not paid yet. */
  awaitingInvoice: boolean;
  isYearbookPose: boolean;
  inCart: boolean;
  retouch: Parameters<typeof toBoughtRetouch>[0];
  /** The set's pictures the user bought. */
  boughtCount: number;
  /** On a set's first picture of the detail: `setEntitlementsColumn`'s value; else null. */
  sets: unknown;
  /** On a set's first picture of the detail: `digitalSetsInCartColumn`'s value; else null. */
  setsInCart: unknown;
}

/** `picturesJson`'s value as its rows. */
function picturesFromJson(value: unknown): PictureRow[] {
  return jsonValue<PictureRow[]>(value) ?? [];
}

/**
 * The pictures of the given sets in a statement of their own, prepared once per database handle (one for the first
 * few of each set, one for all): for a request whose session did not bring them.
 */
function preparePictures(db: Db, name: string, firstFew: boolean) {
  const { from, viewer } = viewerOfPlaceholders;
  return db
    .select({ pictures: picturesJson(db, viewer, sql.placeholder("subjectIds"), firstFew) })
    .from(from)
    .prepare(name);
}

async function picturesOf(
  db: Db,
  viewer: Viewer,
  subjectIds: number[],
  firstFew: boolean,
): Promise<PictureRow[]> {
  if (subjectIds.length === 0) return [];
  const statement = preparedFor(
    db,
    firstFew ? "pictures_of_sets_first" : "pictures_of_sets_all",
    (handle, name) => preparePictures(handle, name, firstFew),
  );
  const [row] = await statement.execute({ ...viewer, subjectIds });
  return picturesFromJson(row?.pictures ?? null);
}

function toPicture(config: Pick<Config, "signingSecret">, row: PictureRow, now: Date): Picture {
  const retouch = toBoughtRetouch(row.retouch);
  const keywords = [...row.keywords];
  // The buyer's retouched file, once the operator uploaded it, is this user's picture; everyone else keeps the original.
  const retouched = retouch?.retouched ?? null;
  if (retouched && !keywords.includes("retouched")) keywords.push("retouched");
  const sign = (size: "320" | "640" | "original") =>
    retouched
      ? signRetouchedUrl(config, retouched, size, now)
      : signPictureUrl(config, row.uuid, size, now, row.originalKey);
  if (row.isUserFavorite && !keywords.includes("favorite")) keywords.push("favorite");
  if (row.isYearbookPose && !keywords.includes("yearbook_pose")) keywords.push("yearbook_pose");
  return {
    uuid: row.uuid,
    bought: row.bought,
    awaitingInvoice: row.awaitingInvoice,
    dimensions: { width: row.width, height: row.height },
    webshopId: row.webshopId,
    keywords,
    isUserFavorite: row.isUserFavorite,
    isYearbookPose: row.isYearbookPose,
    greenscreen: row.greenscreen,
    userBoughtRetouch: retouch !== undefined,
    userRetouchTasks: retouch?.tasks ?? [],
    groupPicture: row.groupPicture,
    pictureType: toPictureType(row.pictureType),
    inCart: row.inCart,
    urls: {
      thumbnail: sign("320"),
      preview: sign("640"),
      original: row.bought ? sign("original") : null,
      cutout: row.hasMask ? signPictureUrl(config, row.uuid, "640c", now) : null,
    },
  };
}

/**
 * A parent may correct the name and group of the set (decision 0035); the invites' sets are the sharer's, and a group
 * set is the photographer's to name.
 */
function isEditable(set: VisibleSubject, groupSet: boolean, now: Date): boolean {
  return isPictureSetEditable(
    {
      nameCorrectionDeadline: set.job.nameCorrectionDeadline,
      isArchived: set.job.isArchived,
      cameByInvite: cameByInvite(set),
      isGroupSet: groupSet,
    },
    now,
  );
}

/** Whether the set came to the account by an invite rather than its code (user_subjects.source). */
function cameByInvite(set: VisibleSubject): boolean {
  return set.source === "invite";
}

function toPictureSet(
  config: Pick<Config, "signingSecret">,
  set: VisibleSubject,
  rows: PictureRow[],
  perSet: number | null,
  now: Date,
): PictureSetSummary {
  const total = rows[0]?.total ?? 0;
  const boughtCount = rows[0]?.boughtCount ?? 0;
  const avatar = rows.find((row) => row.isYearbookPose) ?? rows[0];
  const shown = perSet === null ? rows : rows.filter((row) => row.rank <= perSet);
  const deadline = set.job.yearbookPoseDeadline;
  return {
    uuid: set.uuid,
    subject: { uuid: set.uuid, name: set.name, group: set.group },
    // The same URL as the picture's own thumbnail, so the browser has it already.
    avatar: {
      url: avatar === undefined ? null : signPictureUrl(config, avatar.uuid, "320", now, avatar.originalKey),
    },
    photographer: {
      uuid: set.photographer.uuid,
      name: set.photographer.name,
      logoUrl: set.photographer.logoKey === null ? null : photographerLogoUrl(set.photographer.uuid),
    },
    isEditable: isEditable(set, rows[0]?.groupSet ?? false, now),
    cameByInvite: cameByInvite(set),
    bought: total > 0 && boughtCount === total,
    year: set.job.year,
    job: {
      uuid: set.job.uuid,
      name: set.job.name,
      jobType: set.job.jobType,
      creationTime: set.job.creationTime.toISOString(),
      yearbookPoseSelection: {
        deadline: deadline === null ? null : deadline.toISOString(),
        expired: isSelectionExpired(deadline, now),
      },
      hasBeenInWebShop: set.job.hasBeenInWebShop,
      requireFineTunedPictures: set.job.requireFineTunedPictures,
      isArchived: set.job.isArchived,
      nameCorrectionDeadline: set.job.nameCorrectionDeadline?.toISOString() ?? null,
    },
    qualifyForSelectOwnFavorites: set.qualifyForSelectOwnFavorites,
    qualifyForSelectYearbookPose: set.qualifyForSelectYearbookPose,
    pictureCount: total,
    addedAt: set.addedAt.toISOString(),
    pictures: shown.map((row) => toPicture(config, row, now)),
  };
}

function typeCountsOf(rows: PictureRow[]): TypeCount[] {
  const counts = new Map<string, TypeCount>();
  for (const row of rows) {
    const pictureType = toPictureType(row.pictureType);
    const key = `${row.subjectId}:${pictureType}`;
    const count = counts.get(key);
    if (count) count.count += 1;
    else counts.set(key, { subjectId: row.subjectId, pictureType, count: 1 });
  }
  return [...counts.values()];
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

/** The request memo's keys of the pictures the session's statement brought (`setListWithSession`, `setDetailWithSession`). */
const firstPicturesKey = (viewer: Viewer) => `pictures:first:${viewer.userId}:${viewer.portalId}`;
const allPicturesKey = (viewer: Viewer, setUuid: string) =>
  `pictures:all:${viewer.userId}:${viewer.portalId}:${setUuid}`;

/** The list's pictures come with the session: its page is one statement (decision 0015, "One statement"). */
export const setListWithSession: ReadWithSession = {
  name: "picture_set_list",
  column: (db, viewer) => picturesJson(db, viewer, visibleSubjectIdArray(db, viewer, "see"), true),
  values: () => ({}),
  keep: (db, viewer, value) => rememberForRequest(db, firstPicturesKey(viewer), picturesFromJson(value)),
};

/** The detail's pictures come with the session, those of the set its uuid names if the user may see it. */
export const setDetailWithSession: ReadWithSession = {
  name: "picture_set_detail",
  column: (db, viewer) =>
    picturesJson(
      db,
      viewer,
      visibleSubjectIdArray(db, viewer, "see", { subjectUuid: sql.placeholder("pictureSetUuid") }),
      false,
    ),
  // A malformed uuid is the route's 400, not a statement the database refuses.
  values: (request) => {
    const params = PictureSetParams.safeParse(request.params);
    return params.success ? { pictureSetUuid: params.data.pictureSetUuid } : null;
  },
  keep: (db, viewer, value, values) =>
    rememberForRequest(db, allPicturesKey(viewer, String(values.pictureSetUuid)), picturesFromJson(value)),
};

/** Every set of the user, newest added first, each with the first pictures for its card. */
export async function listPictureSets(
  db: Db,
  config: Pick<Config, "signingSecret">,
  userId: number,
  portalId: number,
  now: Date = new Date(),
): Promise<PictureSetSummary[]> {
  const viewer = { userId, portalId };
  const sets = await visibleSubjects(db, viewer, "see");
  const rows = await (givenForRequest<PictureRow[]>(db, firstPicturesKey(viewer)) ??
    picturesOf(
      db,
      viewer,
      sets.map((s) => s.id),
      true,
    ));
  const bySubject = groupBySubject(rows);
  const perSet = limits.thumbnailsPerCard;
  return sets.map((set) => toPictureSet(config, set, bySubject.get(set.id) ?? [], perSet, now));
}

export async function getPictureSet(
  db: Db,
  config: Pick<Config, "signingSecret">,
  userId: number,
  portalId: number,
  pictureSetUuid: string,
  now: Date = new Date(),
): Promise<PictureSet | null> {
  const viewer = { userId, portalId };
  const set = await visibleSubject(db, viewer, "see", pictureSetUuid);
  if (!set) return null;
  const rows = await (givenForRequest<PictureRow[]>(db, allPicturesKey(viewer, pictureSetUuid)) ??
    picturesOf(db, viewer, [set.id], false));
  // Every released picture is read: the offers count their types from them instead of asking again, and take the
  // sets bought or ordered and in the cart from the first. A set without released pictures offers nothing.
  const [first] = rows;
  const offers = await digitalOffers(db, config, portalId, userId, [set], now, {
    typeCounts: typeCountsOf(rows),
    sets: setEntitlementsFrom(first?.sets ?? null),
    setsInCart: await digitalSetsInCartFrom(db, portalId, first?.setsInCart ?? null),
  });
  return { ...toPictureSet(config, set, rows, null, now), digital: offers.get(set.id) ?? [] };
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
  const set = await visibleSubject(db, { userId, portalId }, "see", pictureSetUuid);
  if (!set) return { kind: "set-not-found" };
  const picture = await releasedPicture(db, set.id, pictureUuid);
  if (picture === null) return { kind: "picture-not-found" };
  const pictureId = picture.id;
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
  const set = await visibleSubject(db, { userId, portalId }, "see", pictureSetUuid);
  if (!set) return { kind: "set-not-found" };
  if (!set.qualifyForSelectYearbookPose || isSelectionExpired(set.job.yearbookPoseDeadline, now)) {
    return { kind: "expired" };
  }
  // A group picture is none of the set's poses (the web never offers one).
  const picture = await releasedPicture(db, set.id, pictureUuid);
  if (picture === null || !isYearbookPoseCandidate(picture)) return { kind: "picture-not-found" };
  const pictureId = picture.id;
  await db
    .insert(yearbookPoseChoices)
    .values({ userId, subjectId: set.id, pictureId, chosenAt: now })
    .onConflictDoUpdate({
      target: [yearbookPoseChoices.userId, yearbookPoseChoices.subjectId],
      set: { pictureId, chosenAt: now },
    });
  return { kind: "ok" };
}

/**
 * Of these (user, picture set) pairs, the ones whose parent has chosen a yearbook pose, as `userId:subjectId` keys
 * (the reminder round, modules/reminders). Read by the choices' primary key (user_id, subject_id).
 */
export async function yearbookPosesChosen(
  db: Db | Tx,
  pairs: ReadonlyArray<{ userId: number; subjectId: number }>,
): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const rows = await db
    .select({ userId: yearbookPoseChoices.userId, subjectId: yearbookPoseChoices.subjectId })
    .from(yearbookPoseChoices)
    .where(
      and(
        inArray(yearbookPoseChoices.userId, [...new Set(pairs.map((p) => p.userId))]),
        inArray(yearbookPoseChoices.subjectId, [...new Set(pairs.map((p) => p.subjectId))]),
      ),
    );
  const asked = new Set(pairs.map((p) => `${p.userId}:${p.subjectId}`));
  return new Set(rows.map((r) => `${r.userId}:${r.subjectId}`).filter((key) => asked.has(key)));
}

export type CorrectionResult =
  | { kind: "ok"; subject: SubjectCorrectionResponse["subject"] }
  | { kind: "set-not-found" }
  | { kind: "not-editable" }
  | { kind: "invalid"; field: "name" | "group"; problem: "required" | "too_long" };

/**
 * A parent corrects the child's name and group as they will be printed (decision 0035): only on a set of theirs that
 * is editable now (checked again here, whatever the page showed); the subjects module keeps the photographer's name
 * and records who changed what and when. Every parent of the subject sees the corrected name.
 */
export async function correctPictureSetSubject(
  db: Db,
  userId: number,
  portalId: number,
  pictureSetUuid: string,
  body: SubjectCorrectionBody,
  now: Date = new Date(),
): Promise<CorrectionResult> {
  const set = await visibleSubject(db, { userId, portalId }, "see", pictureSetUuid);
  if (!set) return { kind: "set-not-found" };
  if (!isEditable(set, isGroupSet(await releasedTypes(db, set.id)), now)) return { kind: "not-editable" };
  const problems = validateNameCorrection(body);
  if (problems.name) return { kind: "invalid", field: "name", problem: problems.name };
  if (problems.group) return { kind: "invalid", field: "group", problem: problems.group };
  const corrected = await correctSubject(db, set.id, userId, normalizedCorrection(body), now);
  forgetScopeForRequest();
  return { kind: "ok", subject: { uuid: set.uuid, ...corrected } };
}

/**
 * The user's picture sets, favorites and yearbook poses as the data export shows them (decision 0034): what the user
 * chose, with the names of the sets and pictures; nothing of other users of the same sets.
 */
export async function pictureSetsForExport(
  db: Db,
  viewer: Viewer,
): Promise<{
  pictureSets: Array<Record<string, unknown>>;
  favorites: Array<Record<string, unknown>>;
}> {
  const sets = await visibleSubjects(db, viewer, "see");
  const [favoriteRows, poseRows] = await Promise.all([
    db
      .select({ pictureId: favorites.pictureId, createdAt: favorites.createdAt })
      .from(favorites)
      .where(eq(favorites.userId, viewer.userId))
      .orderBy(asc(favorites.createdAt)),
    db
      .select({
        subjectId: yearbookPoseChoices.subjectId,
        pictureId: yearbookPoseChoices.pictureId,
        chosenAt: yearbookPoseChoices.chosenAt,
      })
      .from(yearbookPoseChoices)
      .where(eq(yearbookPoseChoices.userId, viewer.userId)),
  ]);
  const pictureIds = [...favoriteRows.map((f) => f.pictureId), ...poseRows.map((p) => p.pictureId)];
  const pictureOf = await picturesByIds(db, pictureIds);
  const poseOf = new Map(poseRows.map((p) => [p.subjectId, p]));
  return {
    pictureSets: sets.map((set) => {
      const pose = poseOf.get(set.id);
      return {
        name: set.name,
        group: set.group,
        job: set.job.name,
        year: set.job.year,
        photographer: set.photographer.name,
        addedAt: set.addedAt.toISOString(),
        cameBy: cameByInvite(set) ? "invite" : "code",
        yearbookPose: pose
          ? {
              picture: pictureOf.get(pose.pictureId)?.webshopId ?? null,
              chosenAt: pose.chosenAt.toISOString(),
            }
          : null,
      };
    }),
    favorites: favoriteRows.map((f) => ({
      picture: pictureOf.get(f.pictureId)?.webshopId ?? null,
      markedAt: f.createdAt.toISOString(),
    })),
  };
}
