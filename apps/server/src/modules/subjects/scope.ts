import type { PictureType } from "@shop/domain/picture-type";
import { and, eq, gte, inArray, lte, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { fieldsUnderKeys, jsonValue } from "../../db/json-rows.ts";
import { preparedFor } from "../../db/prepared.ts";
import {
  jobs,
  photographers,
  pictures,
  type SubjectSource,
  subjects,
  userSubjects,
} from "../../db/schema/subjects.ts";
import { backgroundWorkKinds, enqueueBackgroundWork } from "../../platform/background-work.ts";
import { forgetForRequest, memoizedForRequest, rememberForRequest } from "../../platform/request-memo.ts";
import { shownFirstName, shownGroup, shownName } from "./corrections.ts";
import { effectivePictureType } from "./picture-type.ts";

/** The request memo's keys of the scope's reads. */
const scopeMemoPrefix = "scope:";

/** Who asks: the signed-in user, in this shop. */
export interface Viewer {
  userId: number;
  portalId: number;
}

/**
 * A viewer in a statement: each of its ids a value, a placeholder the statement is executed with, or a column of the
 * caller's statement (the session's user and shop, the one-row viewer of `viewerOfPlaceholders`).
 */
export type ViewerInStatement = { [K in keyof Viewer]: Viewer[K] | SQLWrapper };

/**
 * A one-row `viewer` of the placeholders `userId` and `portalId`, for a prepared statement that selects a value built
 * for a viewer in a statement: the same value the session's statement selects for its own user.
 */
export const viewerOfPlaceholders = {
  from: sql`(select ${sql.placeholder("userId")}::integer as user_id, ${sql.placeholder("portalId")}::integer as portal_id) as viewer`,
  viewer: { userId: sql`viewer.user_id`, portalId: sql`viewer.portal_id` },
} as const;

/**
 * What the user does with the subjects (docs/decisions/0012-scope-and-archived-jobs.md):
 * - "see": look at their picture sets and pictures, mark favorites, download what they bought, read their orders;
 *   every subject they redeemed in this shop, whether its job is archived or not.
 * - "buy": put in the cart, be offered catalogues and upsells; only subjects of jobs that are not archived.
 */
export type ScopePurpose = "see" | "buy";

/**
 * The archived-job rule, decided here once: an archived job's picture sets stay the parent's to look at and to
 * download what was bought from, but sell nothing more, and its codes open nothing.
 */
const archivedJobAllows: Record<ScopePurpose | "redeem", boolean> = { see: true, buy: false, redeem: false };

function jobOpenFor(purpose: ScopePurpose | "redeem"): SQL | undefined {
  return archivedJobAllows[purpose] ? undefined : eq(jobs.isArchived, false);
}

/**
 * The scope: the user's own user_subjects row, of a subject of a job of a photographer of this shop, the job open
 * for the purpose. Every query below joins user_subjects → subjects → jobs → photographers and filters with it.
 */
function inScope(viewer: ViewerInStatement, purpose: ScopePurpose): SQL | undefined {
  return and(
    eq(userSubjects.userId, viewer.userId),
    eq(photographers.portalId, viewer.portalId),
    jobOpenFor(purpose),
  );
}

/**
 * The ids of the subjects the user may see (or buy for), as a subquery for the caller's own query, so the scope is
 * part of that query: `inArray(cartLines.subjectId, visibleSubjectIds(db, viewer, "buy"))`; `subjectUuid` narrows to
 * one set.
 */
export function visibleSubjectIds(
  db: Db,
  viewer: ViewerInStatement,
  purpose: ScopePurpose,
  only: { subjectUuid?: SQLWrapper } = {},
) {
  return db
    .select({ id: userSubjects.subjectId })
    .from(userSubjects)
    .innerJoin(subjects, eq(subjects.id, userSubjects.subjectId))
    .innerJoin(jobs, eq(jobs.id, subjects.jobId))
    .innerJoin(photographers, eq(photographers.id, jobs.photographerId))
    .where(
      and(
        inScope(viewer, purpose),
        only.subjectUuid === undefined ? undefined : eq(subjects.uuid, only.subjectUuid),
      ),
    );
}

/** `visibleSubjectIds` as one array value of the caller's statement, for a read that takes its sets as an array. */
export function visibleSubjectIdArray(
  db: Db,
  viewer: ViewerInStatement,
  purpose: ScopePurpose,
  only: { subjectUuid?: SQLWrapper } = {},
): SQL<number[]> {
  return sql<number[]>`array(${visibleSubjectIds(db, viewer, purpose, only)})`;
}

/** A picture set of the user (a subject in the account) with its job and photographer. */
export interface VisibleSubject {
  id: number;
  uuid: string;
  name: string;
  /** The roster's first name, when it had one and parents did not correct the name. */
  firstName: string | null;
  group: string | null;
  qualifyForSelectOwnFavorites: boolean;
  qualifyForSelectYearbookPose: boolean;
  /** When the user added it to the account. */
  addedAt: Date;
  /** 'code': the user's own; 'invite': shared with them (not shared on, and it leaves when the invite is revoked). */
  source: SubjectSource;
  job: {
    id: number;
    uuid: string;
    name: string;
    jobType: string;
    year: number;
    creationTime: Date;
    yearbookPoseDeadline: Date | null;
    hasBeenInWebShop: boolean;
    requireFineTunedPictures: boolean;
    isArchived: boolean;
    /** Parents may correct the name and group until then (decision 0035); null: no corrections. */
    nameCorrectionDeadline: Date | null;
  };
  photographer: { uuid: string; name: string; logoKey: string | null };
  /** Whether its pictures may still be bought (the "buy" scope holds it). */
  forSale: boolean;
}

/**
 * Whether the user may choose the set's yearbook pose: the subject qualifies and the set is theirs by its code. The
 * pose is the family's answer to the photographer; a set that came by invite (a grandparent) is looked at and bought
 * from, not answered for (decision 0031).
 */
const mayChooseYearbookPose = sql<boolean>`(${subjects.qualifyForSelectYearbookPose} and ${userSubjects.source} = 'code')`;

/**
 * The statement of the scope: every picture set the user may see in the shop, the last added first, as the one JSON
 * value `scopeWithSession` builds (the same value the session's statement brings along, so the scope's columns are
 * listed once). For a request without a session statement: tests, the operator's commands, background work.
 */
function prepareVisibleSubjects(db: Db, name: string) {
  const { from, viewer } = viewerOfPlaceholders;
  return db
    .select({ sets: scopeWithSession(db, viewer) })
    .from(from)
    .prepare(name);
}

/** A row of the scope without what the purpose decides. */
type ScopeRow = Omit<VisibleSubject, "forSale">;

/**
 * The scope as one JSON value, for the session's own statement (decision 0015, "The scope with the session") and the
 * scope's statement above: every set the user may see, the last added first, aggregated in a subquery correlated to
 * the caller's user and shop columns. The caller (the sessions plugin) hands the value to `rememberScopeForRequest`
 * and never looks inside; null when the user has no set.
 */
export function scopeWithSession(db: Db, viewer: ViewerInStatement): SQL<unknown> {
  // Every field under its key of ScopeJson, so the row is the JSON object (db/json-rows.ts). Through the query builder,
  // whose joins make every column name its table, whatever the caller's query is.
  const sets = db
    .select(
      fieldsUnderKeys<keyof ScopeJson>({
        id: subjects.id,
        uuid: subjects.uuid,
        name: shownName,
        firstName: shownFirstName,
        group: shownGroup,
        qualifyForSelectOwnFavorites: subjects.qualifyForSelectOwnFavorites,
        qualifyForSelectYearbookPose: mayChooseYearbookPose,
        addedAt: userSubjects.addedAt,
        source: userSubjects.source,
        jobId: jobs.id,
        jobUuid: jobs.uuid,
        jobName: jobs.name,
        jobType: jobs.jobType,
        year: jobs.year,
        creationTime: jobs.creationTime,
        yearbookPoseDeadline: jobs.yearbookPoseDeadline,
        hasBeenInWebShop: jobs.hasBeenInWebShop,
        requireFineTunedPictures: jobs.requireFineTunedPictures,
        isArchived: jobs.isArchived,
        nameCorrectionDeadline: jobs.nameCorrectionDeadline,
        photographerUuid: photographers.uuid,
        photographerName: photographers.name,
        logoKey: photographers.logoKey,
      }),
    )
    .from(userSubjects)
    .innerJoin(subjects, eq(subjects.id, userSubjects.subjectId))
    .innerJoin(jobs, eq(jobs.id, subjects.jobId))
    .innerJoin(photographers, eq(photographers.id, jobs.photographerId))
    .where(inScope(viewer, "see"))
    .as("scope_sets");
  return sql<unknown>`(select json_agg(${sql.identifier("scope_sets")} order by ${sets.addedAt} desc, ${sets.id} desc) from ${sets})`;
}

/** One set of `scopeWithSession`'s JSON. */
interface ScopeJson {
  id: number;
  uuid: string;
  name: string;
  firstName: string | null;
  group: string | null;
  qualifyForSelectOwnFavorites: boolean;
  qualifyForSelectYearbookPose: boolean;
  addedAt: string;
  source: SubjectSource;
  jobId: number;
  jobUuid: string;
  jobName: string;
  jobType: string;
  year: number;
  creationTime: string;
  yearbookPoseDeadline: string | null;
  hasBeenInWebShop: boolean;
  requireFineTunedPictures: boolean;
  isArchived: boolean;
  nameCorrectionDeadline: string | null;
  photographerUuid: string;
  photographerName: string;
  logoKey: string | null;
}

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

/** The sets of `scopeWithSession`'s value as the scope's statement gives them (exported for its test). */
export function scopeFromJson(value: unknown): ScopeRow[] {
  const sets = jsonValue<ScopeJson[]>(value);
  return (sets ?? []).map((s) => ({
    id: s.id,
    uuid: s.uuid,
    name: s.name,
    firstName: s.firstName ?? null,
    group: s.group,
    qualifyForSelectOwnFavorites: s.qualifyForSelectOwnFavorites,
    qualifyForSelectYearbookPose: s.qualifyForSelectYearbookPose,
    addedAt: new Date(s.addedAt),
    source: s.source,
    job: {
      id: s.jobId,
      uuid: s.jobUuid,
      name: s.jobName,
      jobType: s.jobType,
      year: s.year,
      creationTime: new Date(s.creationTime),
      yearbookPoseDeadline: dateOrNull(s.yearbookPoseDeadline),
      hasBeenInWebShop: s.hasBeenInWebShop,
      requireFineTunedPictures: s.requireFineTunedPictures,
      isArchived: s.isArchived,
      nameCorrectionDeadline: dateOrNull(s.nameCorrectionDeadline),
    },
    photographer: { uuid: s.photographerUuid, name: s.photographerName, logoKey: s.logoKey },
  }));
}

const scopeKey = (viewer: Viewer) => `${scopeMemoPrefix}${viewer.userId}:${viewer.portalId}`;

/**
 * Keeps the scope the session's statement read (`scopeWithSession`) for the rest of the request, so no service of the
 * request asks the database for it again. Outside a request nothing is kept.
 */
export function rememberScopeForRequest(db: Db, viewer: Viewer, value: unknown): void {
  rememberForRequest(db, scopeKey(viewer), scopeFromJson(value));
}

/** Whether a set is in the scope for the purpose. */
function inPurpose(row: ScopeRow, purpose: ScopePurpose): boolean {
  return archivedJobAllows[purpose] || !row.job.isArchived;
}

/**
 * The user's picture sets for the purpose, the last added first; `subjectUuid` narrows to one. A request asks the
 * database once (platform/request-memo.ts), with its session when it has one, however many of its services want them
 * and for whichever purpose: "buy" and one set are the "see" sets filtered here.
 */
export async function visibleSubjects(
  db: Db,
  viewer: Viewer,
  purpose: ScopePurpose,
  only: { subjectUuid?: string } = {},
): Promise<VisibleSubject[]> {
  const { subjectUuid } = only;
  const rows = await memoizedForRequest(db, scopeKey(viewer), async () => {
    const [row] = await preparedFor(db, "visible_subjects", prepareVisibleSubjects).execute({
      userId: viewer.userId,
      portalId: viewer.portalId,
    });
    return scopeFromJson(row?.sets ?? null);
  });
  const sets: VisibleSubject[] = [];
  for (const row of rows) {
    if (!inPurpose(row, purpose)) continue;
    if (subjectUuid !== undefined && row.uuid !== subjectUuid) continue;
    sets.push({ ...row, forSale: inPurpose(row, "buy") });
  }
  return sets;
}

/** One of the user's picture sets for the purpose, by its uuid; null for anyone else's. */
export async function visibleSubject(
  db: Db,
  viewer: Viewer,
  purpose: ScopePurpose,
  subjectUuid: string,
): Promise<VisibleSubject | null> {
  const [row] = await visibleSubjects(db, viewer, purpose, { subjectUuid });
  return row ?? null;
}

/** A released picture of one of the user's picture sets. */
export interface VisiblePicture {
  id: number;
  uuid: string;
  subjectId: number;
  pictureType: PictureType;
  greenscreen: boolean;
}

/** A released picture of one of the user's picture sets for the purpose, by its uuid; null for anyone else's. */
export async function visiblePicture(
  db: Db,
  viewer: Viewer,
  purpose: ScopePurpose,
  pictureUuid: string,
): Promise<VisiblePicture | null> {
  const [row] = await db
    .select({
      id: pictures.id,
      uuid: pictures.uuid,
      subjectId: pictures.subjectId,
      pictureType: effectivePictureType,
      greenscreen: pictures.greenscreen,
    })
    .from(pictures)
    .innerJoin(userSubjects, eq(userSubjects.subjectId, pictures.subjectId))
    .innerJoin(subjects, eq(subjects.id, pictures.subjectId))
    .innerJoin(jobs, eq(jobs.id, subjects.jobId))
    .innerJoin(photographers, eq(photographers.id, jobs.photographerId))
    .where(and(eq(pictures.uuid, pictureUuid), eq(pictures.ready, true), inScope(viewer, purpose)))
    .limit(1);
  return row ?? null;
}

/** Whether the picture (released or not) belongs to one of the user's picture sets for the purpose. */
export async function isVisiblePicture(
  db: Db,
  viewer: Viewer,
  purpose: ScopePurpose,
  pictureId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: pictures.id })
    .from(pictures)
    .where(
      and(eq(pictures.id, pictureId), inArray(pictures.subjectId, visibleSubjectIds(db, viewer, purpose))),
    )
    .limit(1);
  return rows.length > 0;
}

/** A subject an access code may still open in this shop: its job is not archived. */
export async function redeemableSubject(
  db: Db,
  portalId: number,
  subjectId: number,
): Promise<{ id: number; uuid: string; name: string } | null> {
  const [row] = await db
    .select({ id: subjects.id, uuid: subjects.uuid, name: shownName })
    .from(subjects)
    .innerJoin(jobs, eq(jobs.id, subjects.jobId))
    .innerJoin(photographers, eq(photographers.id, jobs.photographerId))
    .where(and(eq(subjects.id, subjectId), eq(photographers.portalId, portalId), jobOpenFor("redeem")))
    .limit(1);
  return row ?? null;
}

/** A subject's name or group changed (a parent's correction): the request's memo of the scope holds the old one. */
export function forgetScopeForRequest(): void {
  forgetForRequest(scopeMemoPrefix);
}

/**
 * Gives the user a picture set: by a redeemed code ('code', the default) or by an accepted invite ('invite'). Returns
 * false when it was already in the account; a set already there stays as it was, except that a code redeemed for a
 * set that came by invite makes it the user's own. A set new to the account asks the background work for what its
 * first visit of 'Exclusive deals' shows (decision 0046), in the same transaction.
 */
export async function addSubjectToUser(
  db: Db | Tx,
  userId: number,
  subjectId: number,
  source: SubjectSource = "code",
): Promise<boolean> {
  forgetForRequest(scopeMemoPrefix);
  const inserted = await db
    .insert(userSubjects)
    .values({ userId, subjectId, source })
    .onConflictDoNothing()
    .returning({ subjectId: userSubjects.subjectId });
  if (inserted.length > 0) {
    await enqueueBackgroundWork(db, backgroundWorkKinds.pictureSetAdded, [{ subjectId }]);
    return true;
  }
  if (source === "code") {
    await db
      .update(userSubjects)
      .set({ source: "code" })
      .where(
        and(
          eq(userSubjects.userId, userId),
          eq(userSubjects.subjectId, subjectId),
          eq(userSubjects.source, "invite"),
        ),
      );
  }
  return false;
}

/**
 * Takes picture sets out of the user's account, only those that came by invite (a revoked invite): a set the user has
 * by their own code stays. Returns the ids removed.
 */
export async function removeInvitedSubjects(
  db: Db | Tx,
  userId: number,
  subjectIds: readonly number[],
): Promise<number[]> {
  if (subjectIds.length === 0) return [];
  forgetForRequest(scopeMemoPrefix);
  const removed = await db
    .delete(userSubjects)
    .where(
      and(
        eq(userSubjects.userId, userId),
        inArray(userSubjects.subjectId, [...new Set(subjectIds)]),
        eq(userSubjects.source, "invite"),
      ),
    )
    .returning({ subjectId: userSubjects.subjectId });
  return removed.map((r) => r.subjectId);
}

/** A subject an invite may still open in this shop (as a code: its job is not archived), with its job's name. */
export interface OpenableSubject {
  id: number;
  uuid: string;
  name: string;
  jobName: string;
}

/** Those of the subjects an invite may still open in this shop, in the order of their ids. */
export async function openableSubjects(
  db: Db | Tx,
  portalId: number,
  subjectIds: readonly number[],
): Promise<OpenableSubject[]> {
  if (subjectIds.length === 0) return [];
  return db
    .select({ id: subjects.id, uuid: subjects.uuid, name: shownName, jobName: jobs.name })
    .from(subjects)
    .innerJoin(jobs, eq(jobs.id, subjects.jobId))
    .innerJoin(photographers, eq(photographers.id, jobs.photographerId))
    .where(
      and(
        inArray(subjects.id, [...new Set(subjectIds)]),
        eq(photographers.portalId, portalId),
        jobOpenFor("redeem"),
      ),
    )
    .orderBy(subjects.id);
}

/** Whether the subject's picture set is already in the user's account. */
export async function isInAccount(db: Db, userId: number, subjectId: number): Promise<boolean> {
  const rows = await db
    .select({ subjectId: userSubjects.subjectId })
    .from(userSubjects)
    .where(and(eq(userSubjects.userId, userId), eq(userSubjects.subjectId, subjectId)))
    .limit(1);
  return rows.length > 0;
}

/** A picture set in a parent's account, as the reminder round (modules/reminders) needs it. */
export interface AccountSubject {
  userId: number;
  subjectId: number;
  subjectUuid: string;
  subjectName: string;
  qualifyForSelectYearbookPose: boolean;
  job: { id: number; name: string; yearbookPoseDeadline: Date | null; isArchived: boolean };
}

function accountSubjectsQuery(db: Db | Tx) {
  return db
    .select({
      userId: userSubjects.userId,
      subjectId: subjects.id,
      subjectUuid: subjects.uuid,
      subjectName: shownName,
      qualifyForSelectYearbookPose: mayChooseYearbookPose,
      job: {
        id: jobs.id,
        name: jobs.name,
        yearbookPoseDeadline: jobs.yearbookPoseDeadline,
        isArchived: jobs.isArchived,
      },
    })
    .from(jobs)
    .innerJoin(photographers, eq(photographers.id, jobs.photographerId))
    .innerJoin(subjects, eq(subjects.jobId, jobs.id))
    .innerJoin(userSubjects, eq(userSubjects.subjectId, subjects.id));
}

/**
 * The picture sets in parents' accounts, of this shop's jobs whose yearbook pose deadline lies between `from` and
 * `to` (both included) and whose subject qualifies for the selection. Starts from the jobs by their deadline
 * (jobs_yearbook_pose_deadline_idx), then their subjects and the accounts holding them — never from all users. The
 * scope's "see" purpose: a set of an archived job is still the parent's to choose a pose in, as on its page.
 */
export function accountSubjectsWithPoseDeadlineBetween(
  db: Db | Tx,
  portalId: number,
  from: Date,
  to: Date,
): Promise<AccountSubject[]> {
  return accountSubjectsQuery(db).where(
    and(
      gte(jobs.yearbookPoseDeadline, from),
      lte(jobs.yearbookPoseDeadline, to),
      eq(photographers.portalId, portalId),
      eq(subjects.qualifyForSelectYearbookPose, true),
      eq(userSubjects.source, "code"),
      jobOpenFor("see"),
    ),
  );
}

/**
 * The picture sets in parents' accounts of these jobs of this shop that may still be bought for (the scope's "buy"
 * purpose: not archived), by the jobs' subjects (subjects_job_idx) and the accounts holding each
 * (user_subjects_subject_idx).
 */
export function accountSubjectsOfJobs(
  db: Db | Tx,
  portalId: number,
  jobIds: readonly number[],
): Promise<AccountSubject[]> {
  if (jobIds.length === 0) return Promise.resolve([]);
  return accountSubjectsQuery(db).where(
    and(inArray(jobs.id, [...new Set(jobIds)]), eq(photographers.portalId, portalId), jobOpenFor("buy")),
  );
}
