import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { jobs, photographers, subjectCorrections, subjects, userSubjects } from "../../db/schema/subjects.ts";

/** A job of the shop as the studio's list shows it: its settings and how many of its subjects' codes were redeemed. */
export interface JobSummary {
  id: number;
  uuid: string;
  name: string;
  jobType: string;
  year: number;
  isArchived: boolean;
  yearbookPoseDeadline: Date | null;
  nameCorrectionDeadline: Date | null;
  /** The day the letters ask parents to order by. */
  orderDeadline: Date | null;
  subjectCount: number;
  /** Subjects whose code some account redeemed (a set shared by invite is not a redeemed code). */
  redeemedCount: number;
  /** Subjects with a parent's correction still to review (decision 0063). */
  correctionsToReview: number;
}

/** Every job of the shop, newest first, with its subject counts, in one statement. */
export async function jobSummaries(db: Db, portalId: number): Promise<JobSummary[]> {
  const redeemed = db
    .selectDistinct({ subjectId: userSubjects.subjectId })
    .from(userSubjects)
    .where(eq(userSubjects.source, "code"))
    .as("redeemed");
  const toReview = db
    .selectDistinct({ subjectId: subjectCorrections.subjectId })
    .from(subjectCorrections)
    .where(eq(subjectCorrections.review, "new"))
    .as("to_review");
  return db
    .select({
      id: jobs.id,
      uuid: jobs.uuid,
      name: jobs.name,
      jobType: jobs.jobType,
      year: jobs.year,
      isArchived: jobs.isArchived,
      yearbookPoseDeadline: jobs.yearbookPoseDeadline,
      nameCorrectionDeadline: jobs.nameCorrectionDeadline,
      orderDeadline: jobs.orderDeadline,
      subjectCount: sql<number>`count(${subjects.id})::int`,
      redeemedCount: sql<number>`count(${redeemed.subjectId})::int`,
      correctionsToReview: sql<number>`count(${toReview.subjectId})::int`,
    })
    .from(jobs)
    .innerJoin(photographers, eq(photographers.id, jobs.photographerId))
    .leftJoin(subjects, eq(subjects.jobId, jobs.id))
    .leftJoin(redeemed, eq(redeemed.subjectId, subjects.id))
    .leftJoin(toReview, eq(toReview.subjectId, subjects.id))
    .where(eq(photographers.portalId, portalId))
    .groupBy(jobs.id)
    .orderBy(asc(jobs.isArchived), sql`${jobs.creationTime} desc`, asc(jobs.id));
}

/** The subject ids of each of these jobs, by job id. */
export async function subjectIdsOfJobs(db: Db, jobIds: readonly number[]): Promise<Map<number, number[]>> {
  const byJob = new Map<number, number[]>(jobIds.map((id) => [id, []]));
  if (jobIds.length === 0) return byJob;
  const rows = await db
    .select({ id: subjects.id, jobId: subjects.jobId })
    .from(subjects)
    .where(inArray(subjects.jobId, [...jobIds]));
  for (const row of rows) byJob.get(row.jobId)?.push(row.id);
  return byJob;
}

/** A subject as the studio's job page lists it. */
export interface StudioSubject {
  id: number;
  uuid: string;
  name: string;
  group: string | null;
}

/** The subjects of a job, by class then name. */
export async function subjectsForStudio(db: Db, jobId: number): Promise<StudioSubject[]> {
  return db
    .select({ id: subjects.id, uuid: subjects.uuid, name: subjects.name, group: subjects.group })
    .from(subjects)
    .where(eq(subjects.jobId, jobId))
    .orderBy(asc(subjects.group), asc(subjects.name), asc(subjects.id));
}

export interface JobSettingsChange {
  name?: string;
  yearbookPoseDeadline?: Date | null;
  nameCorrectionDeadline?: Date | null;
  orderDeadline?: Date | null;
  inspectionDeadline?: Date | null;
  isArchived?: boolean;
}

/** Changes a job's own settings; every read of them (the parents' pages, the reminders) sees the change at once. */
export async function changeJobSettings(
  db: Db | Tx,
  jobId: number,
  change: JobSettingsChange,
): Promise<void> {
  if (Object.keys(change).length === 0) return;
  await db.update(jobs).set(change).where(eq(jobs.id, jobId));
}
