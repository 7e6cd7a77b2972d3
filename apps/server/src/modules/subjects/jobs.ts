import { and, asc, desc, eq, ilike, inArray, max } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import {
  jobs,
  photographers,
  pictures,
  subjectGuardians,
  subjects,
  userSubjects,
} from "../../db/schema/subjects.ts";
import { shownFirstName, shownGroup, shownName } from "./corrections.ts";

/** The photographer's jobs and their subjects: what the job import writes and what others read by id. */

export interface JobRow {
  id: number;
  uuid: string;
  name: string;
  jobType: string;
  year: number;
  yearbookPoseDeadline: Date | null;
  nameCorrectionDeadline: Date | null;
  orderDeadline: Date | null;
  inspectionDeadline: Date | null;
  photographerId: number;
}

const jobColumns = {
  id: jobs.id,
  uuid: jobs.uuid,
  name: jobs.name,
  jobType: jobs.jobType,
  year: jobs.year,
  yearbookPoseDeadline: jobs.yearbookPoseDeadline,
  nameCorrectionDeadline: jobs.nameCorrectionDeadline,
  orderDeadline: jobs.orderDeadline,
  inspectionDeadline: jobs.inspectionDeadline,
  photographerId: jobs.photographerId,
};

/**
 * The jobs of this shop, oldest first; `name` narrows to those of exactly that name, `uuid` to that one, `selling` to
 * those not archived.
 */
export async function jobsOfShop(
  db: Db | Tx,
  portalId: number,
  only: { name?: string; uuid?: string; selling?: true } = {},
): Promise<JobRow[]> {
  return db
    .select(jobColumns)
    .from(jobs)
    .innerJoin(photographers, eq(photographers.id, jobs.photographerId))
    .where(
      and(
        eq(photographers.portalId, portalId),
        only.name === undefined ? undefined : eq(jobs.name, only.name),
        only.uuid === undefined ? undefined : eq(jobs.uuid, only.uuid),
        only.selling ? eq(jobs.isArchived, false) : undefined,
      ),
    )
    .orderBy(asc(jobs.id));
}

/** A subject of a job as the job import and the letters know it: by its name and group. */
export interface JobSubject {
  id: number;
  name: string;
  firstName: string | null;
  lastName: string | null;
  group: string | null;
}

/** The subjects of a job. */
export async function subjectsOfJob(db: Db | Tx, jobId: number): Promise<JobSubject[]> {
  return db
    .select({
      id: subjects.id,
      name: subjects.name,
      firstName: subjects.firstName,
      lastName: subjects.lastName,
      group: subjects.group,
    })
    .from(subjects)
    .where(eq(subjects.jobId, jobId));
}

/** What a subject holds already: the file names its pictures were imported from and its last picture's position. */
export interface ImportedPictures {
  sources: Set<string>;
  /** -1 when the subject has no picture. */
  lastPosition: number;
}

/** What each of these subjects holds already, by subject id (a subject without pictures holds nothing). */
export async function importedPictures(
  db: Db | Tx,
  subjectIds: readonly number[],
): Promise<Map<number, ImportedPictures>> {
  const held = new Map<number, ImportedPictures>(
    subjectIds.map((id) => [id, { sources: new Set<string>(), lastPosition: -1 }]),
  );
  if (subjectIds.length === 0) return held;
  const [sources, positions] = await Promise.all([
    db
      .select({ subjectId: pictures.subjectId, sourceName: pictures.sourceName })
      .from(pictures)
      .where(inArray(pictures.subjectId, [...subjectIds])),
    db
      .select({ subjectId: pictures.subjectId, last: max(pictures.position) })
      .from(pictures)
      .where(inArray(pictures.subjectId, [...subjectIds]))
      .groupBy(pictures.subjectId),
  ]);
  for (const row of sources)
    if (row.sourceName !== null) held.get(row.subjectId)?.sources.add(row.sourceName);
  for (const row of positions) {
    const subject = held.get(row.subjectId);
    if (subject && row.last !== null) subject.lastPosition = row.last;
  }
  return held;
}

/** A subject with its job, as an order, a cart line or a delivery names it. */
export interface SubjectWithJob {
  id: number;
  uuid: string;
  name: string;
  firstName: string | null;
  group: string | null;
  jobId: number;
  jobName: string;
}

/** The name and group as shown and printed (a parent's correction, decision 0035). */
const subjectWithJob = {
  id: subjects.id,
  uuid: subjects.uuid,
  name: shownName,
  firstName: shownFirstName,
  group: shownGroup,
  jobId: jobs.id,
  jobName: jobs.name,
};

/** Subjects with their jobs, by id. */
export async function subjectsByIds(db: Db, ids: readonly number[]): Promise<Map<number, SubjectWithJob>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(subjectWithJob)
    .from(subjects)
    .innerJoin(jobs, eq(jobs.id, subjects.jobId))
    .where(inArray(subjects.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Subjects with their jobs, by uuid, in the order they were made. */
export async function subjectsByUuids(db: Db, uuids: readonly string[]): Promise<SubjectWithJob[]> {
  if (uuids.length === 0) return [];
  return db
    .select(subjectWithJob)
    .from(subjects)
    .innerJoin(jobs, eq(jobs.id, subjects.jobId))
    .where(inArray(subjects.uuid, [...new Set(uuids)]))
    .orderBy(asc(subjects.id));
}

/** How many photographers took the pictures of these subjects (their jobs'): the cart's rule of one photographer. */
export async function photographerCount(db: Db, subjectIds: readonly number[]): Promise<number> {
  const ids = [...new Set(subjectIds)];
  if (ids.length === 0) return 0;
  const rows = await db
    .selectDistinct({ photographerId: jobs.photographerId })
    .from(subjects)
    .innerJoin(jobs, eq(jobs.id, subjects.jobId))
    .where(inArray(subjects.id, ids));
  return rows.length;
}

/** The storage key of the logo of a job's photographer (the code letters show it); null without one. */
export async function photographerLogoKey(db: Db | Tx, photographerId: number): Promise<string | null> {
  const [row] = await db
    .select({ logoKey: photographers.logoKey })
    .from(photographers)
    .where(eq(photographers.id, photographerId))
    .limit(1);
  return row?.logoKey ?? null;
}

/** The subjects of a shop's job that sells (not archived) that have this guardian's address (normalized). */
export async function subjectsOfGuardian(
  db: Db,
  portalId: number,
  email: string,
): Promise<Array<{ id: number; name: string }>> {
  return db
    .select({ id: subjects.id, name: shownName })
    .from(subjectGuardians)
    .innerJoin(subjects, eq(subjects.id, subjectGuardians.subjectId))
    .innerJoin(jobs, eq(jobs.id, subjects.jobId))
    .innerJoin(photographers, eq(photographers.id, jobs.photographerId))
    .where(
      and(
        eq(subjectGuardians.email, email),
        eq(photographers.portalId, portalId),
        eq(jobs.isArchived, false),
      ),
    )
    .orderBy(asc(subjects.id))
    .limit(20);
}

/** Whether any subject of a shop's job that sells has a guardian's address: 'Lost your code?' can send codes. */
export async function shopHasGuardians(db: Db, portalId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: subjectGuardians.subjectId })
    .from(subjectGuardians)
    .innerJoin(subjects, eq(subjects.id, subjectGuardians.subjectId))
    .innerJoin(jobs, eq(jobs.id, subjects.jobId))
    .innerJoin(photographers, eq(photographers.id, jobs.photographerId))
    .where(and(eq(photographers.portalId, portalId), eq(jobs.isArchived, false)))
    .limit(1);
  return row !== undefined;
}

/** The users who hold a subject whose name (as shown) holds the text, in the shop: support's 'a child's name'. */
export async function usersWithChildNamed(db: Db, portalId: number, pattern: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: userSubjects.userId })
    .from(userSubjects)
    .innerJoin(subjects, eq(subjects.id, userSubjects.subjectId))
    .innerJoin(jobs, eq(jobs.id, subjects.jobId))
    .innerJoin(photographers, eq(photographers.id, jobs.photographerId))
    .where(and(eq(photographers.portalId, portalId), ilike(shownName, pattern)))
    .limit(20);
  return rows.map((r) => r.userId);
}

/** The users who hold the subject. */
export async function usersWithSubject(db: Db, subjectId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: userSubjects.userId })
    .from(userSubjects)
    .where(eq(userSubjects.subjectId, subjectId))
    .limit(20);
  return rows.map((r) => r.userId);
}

/**
 * The accounts holding the job's subjects by their code (not by an invite): the families a package is sent home to
 * (decision 0077). By the job's subjects (subjects_job_idx) and the accounts of each (user_subjects_subject_idx).
 */
export async function codeHoldersOfJob(
  db: Db | Tx,
  jobId: number,
): Promise<Array<{ userId: number; subjectId: number }>> {
  return db
    .select({ userId: userSubjects.userId, subjectId: userSubjects.subjectId })
    .from(userSubjects)
    .innerJoin(subjects, eq(subjects.id, userSubjects.subjectId))
    .where(and(eq(subjects.jobId, jobId), eq(userSubjects.source, "code")))
    .orderBy(asc(userSubjects.subjectId), asc(userSubjects.userId));
}

/** The names of each user's picture sets (newest first), for many users in one query: support's search list. */
export async function setNamesOfUsers(db: Db, userIds: readonly number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>();
  if (userIds.length === 0) return names;
  const rows = await db
    .select({ userId: userSubjects.userId, name: shownName })
    .from(userSubjects)
    .innerJoin(subjects, eq(subjects.id, userSubjects.subjectId))
    .where(inArray(userSubjects.userId, [...userIds]))
    .orderBy(desc(userSubjects.addedAt));
  for (const row of rows) names.set(row.userId, [...(names.get(row.userId) ?? []), row.name]);
  return names;
}

/** A user's picture sets with how each came (code, invite) and its job, the last added first: what support sees. */
export async function setsOfUser(db: Db, userId: number) {
  return db
    .select({
      uuid: subjects.uuid,
      name: shownName,
      group: shownGroup,
      jobName: jobs.name,
      source: userSubjects.source,
      addedAt: userSubjects.addedAt,
    })
    .from(userSubjects)
    .innerJoin(subjects, eq(subjects.id, userSubjects.subjectId))
    .innerJoin(jobs, eq(jobs.id, subjects.jobId))
    .where(eq(userSubjects.userId, userId))
    .orderBy(desc(userSubjects.addedAt));
}
