import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { pictures, subjects } from "../../db/schema/subjects.ts";

/** A picture of a job as its thumbnails are made from it. */
export interface JobPicture {
  uuid: string;
  originalKey: string;
}

/** Every picture of the job, one per stored original and uuid, in import order. */
export async function picturesOfJob(db: Db, jobId: number): Promise<JobPicture[]> {
  return db
    .select({ uuid: pictures.uuid, originalKey: pictures.originalKey })
    .from(pictures)
    .innerJoin(subjects, eq(subjects.id, pictures.subjectId))
    .where(eq(subjects.jobId, jobId))
    .orderBy(asc(pictures.id));
}

/**
 * The ids of the job's pictures as a subquery of the caller's statement (the retouch queue filtered by job): by the
 * job's subjects (subjects_job_idx) and their pictures (pictures_subject_idx).
 */
export function pictureIdsOfJob(db: Db, jobId: number) {
  return db
    .select({ id: pictures.id })
    .from(pictures)
    .innerJoin(subjects, eq(subjects.id, pictures.subjectId))
    .where(eq(subjects.jobId, jobId));
}

/** Pictures by id with their subject's id, released or not (a retouch task's picture and child). */
export async function picturesWithSubjects(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { uuid: string; webshopId: string; subjectId: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: pictures.id,
      uuid: pictures.uuid,
      webshopId: pictures.webshopId,
      subjectId: pictures.subjectId,
    })
    .from(pictures)
    .where(inArray(pictures.id, [...new Set(ids)]));
  return new Map(rows.map(({ id, ...p }) => [id, p]));
}
