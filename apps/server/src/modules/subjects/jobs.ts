import { and, asc, eq, inArray, max } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { jobs, photographers, pictures, subjects } from "../../db/schema/subjects.ts";

/** The photographer's jobs and their subjects: what the job import writes and what others read by id. */

export interface JobRow {
  id: number;
  uuid: string;
  name: string;
  jobType: string;
  year: number;
}

const jobColumns = { id: jobs.id, uuid: jobs.uuid, name: jobs.name, jobType: jobs.jobType, year: jobs.year };

/** The jobs of this shop, oldest first; `name` narrows to those of exactly that name, `uuid` to that one. */
export async function jobsOfShop(
  db: Db,
  portalId: number,
  only: { name?: string; uuid?: string } = {},
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
      ),
    )
    .orderBy(asc(jobs.id));
}

/** The subjects of a job with the file names already imported for each and the last picture position. */
export async function subjectsOfJob(
  db: Db | Tx,
  jobId: number,
): Promise<
  Array<{ id: number; name: string; group: string | null; sources: string[]; lastPosition: number | null }>
> {
  const rows = await db
    .select({ id: subjects.id, name: subjects.name, group: subjects.group })
    .from(subjects)
    .where(eq(subjects.jobId, jobId));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [held, positions] = await Promise.all([
    db
      .select({ subjectId: pictures.subjectId, sourceName: pictures.sourceName })
      .from(pictures)
      .where(inArray(pictures.subjectId, ids)),
    db
      .select({ subjectId: pictures.subjectId, last: max(pictures.position) })
      .from(pictures)
      .where(inArray(pictures.subjectId, ids))
      .groupBy(pictures.subjectId),
  ]);
  return rows.map((r) => ({
    ...r,
    sources: held.flatMap((h) => (h.subjectId === r.id && h.sourceName !== null ? [h.sourceName] : [])),
    lastPosition: positions.find((p) => p.subjectId === r.id)?.last ?? null,
  }));
}

/** A subject with its job, as an order, a cart line or a delivery names it. */
export interface SubjectWithJob {
  id: number;
  uuid: string;
  name: string;
  group: string | null;
  jobId: number;
  jobName: string;
}

const subjectWithJob = {
  id: subjects.id,
  uuid: subjects.uuid,
  name: subjects.name,
  group: subjects.group,
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
