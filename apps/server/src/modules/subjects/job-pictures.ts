import { asc, eq } from "drizzle-orm";
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
