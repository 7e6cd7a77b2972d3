import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { pictures, subjects } from "../../db/schema/subjects.ts";
import { shownGroup, shownName } from "./corrections.ts";

/** A green-screen picture of a job: one imported with a mask, so it can be put on the job's backgrounds. */
export interface GreenScreenPicture {
  uuid: string;
  subjectName: string;
  group: string | null;
  /** The camera's file name, as imported. */
  sourceName: string | null;
}

/** The job's pictures that have a mask, by subject and position. */
export async function greenScreenPicturesOfJob(db: Db, jobId: number): Promise<GreenScreenPicture[]> {
  return db
    .select({
      uuid: pictures.uuid,
      subjectName: shownName,
      group: shownGroup,
      sourceName: pictures.sourceName,
    })
    .from(pictures)
    .innerJoin(subjects, eq(subjects.id, pictures.subjectId))
    .where(and(eq(subjects.jobId, jobId), isNotNull(pictures.maskKey)))
    .orderBy(asc(shownGroup), asc(shownName), asc(pictures.position), asc(pictures.id));
}
