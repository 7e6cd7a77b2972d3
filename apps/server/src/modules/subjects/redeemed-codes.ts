import { and, eq, gte, inArray, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobs, photographers, subjects, userSubjects } from "../../db/schema/subjects.ts";

/**
 * Which subjects' access codes some account redeemed (a set shared by invite is not a redeemed code), for the studio's
 * sales numbers (issue 32): of a job's subjects (`user_subjects_subject_idx`), or of the whole shop within a range of
 * days (`user_subjects_code_added_idx`).
 */
export async function redeemedOfSubjects(db: Db, subjectIds: readonly number[]): Promise<number[]> {
  if (subjectIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ subjectId: userSubjects.subjectId })
    .from(userSubjects)
    .where(and(eq(userSubjects.source, "code"), inArray(userSubjects.subjectId, [...subjectIds])));
  return rows.map((r) => r.subjectId);
}

/** The shop's subjects whose code some account redeemed from `from` to before `to`. */
export async function redeemedInRange(db: Db, portalId: number, from: Date, to: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ subjectId: userSubjects.subjectId })
    .from(userSubjects)
    .innerJoin(subjects, eq(subjects.id, userSubjects.subjectId))
    .innerJoin(jobs, eq(jobs.id, subjects.jobId))
    .innerJoin(photographers, eq(photographers.id, jobs.photographerId))
    .where(
      and(
        eq(userSubjects.source, "code"),
        gte(userSubjects.addedAt, from),
        lt(userSubjects.addedAt, to),
        eq(photographers.portalId, portalId),
      ),
    );
  return rows.map((r) => r.subjectId);
}
