import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { type correctionReviews, jobs, subjectCorrections, subjects } from "../../db/schema/subjects.ts";

export type CorrectionReview = (typeof correctionReviews)[number];

/**
 * Parents' corrections of a subject's name and group (decision 0035). The photographer's `name` and `group` stay as
 * imported (the job import and the letters know the subject by them); what the shop shows and prints is the
 * correction when there is one. Every read of the name as shown goes through `shownName` and `shownGroup`.
 */

/** The subject's name as shown and printed: the parents' correction, else the photographer's. */
export const shownName: SQL<string> = sql<string>`coalesce(${subjects.correctedName}, ${subjects.name})`;

/** The subject's group as shown and printed: the parents' correction (which may be none), else the photographer's. */
export const shownGroup: SQL<string | null> = sql<
  string | null
>`case when ${subjects.correctedAt} is null then ${subjects.group} else ${subjects.correctedGroup} end`;

/**
 * The first name a card's {firstName} says: the roster's first_name, unless parents corrected the name (their name is
 * one text, so the whole of it is said).
 */
export const shownFirstName: SQL<string | null> = sql<
  string | null
>`case when ${subjects.correctedAt} is null then ${subjects.firstName} else null end`;

export interface SubjectCorrection {
  name: string;
  group: string | null;
}

/**
 * Stores a parent's correction of the subject's name and group and records who changed what and when. The caller
 * has checked that the user may edit the set (picture-sets' service, with the domain's isPictureSetEditable). A
 * correction that changes nothing records nothing. Returns the name and group as now shown.
 */
export async function correctSubject(
  db: Db,
  subjectId: number,
  userId: number,
  correction: SubjectCorrection,
  now: Date,
): Promise<SubjectCorrection> {
  return db.transaction(async (tx) => {
    // Locked, so two parents correcting at once are recorded one after the other, each with what it replaced.
    const [current] = await tx
      .select({ name: shownName, group: shownGroup })
      .from(subjects)
      .where(eq(subjects.id, subjectId))
      .for("update");
    if (!current) throw new Error("the subject to correct does not exist");
    if (current.name === correction.name && current.group === correction.group) return current;
    await tx
      .update(subjects)
      .set({ correctedName: correction.name, correctedGroup: correction.group, correctedAt: now })
      .where(eq(subjects.id, subjectId));
    await tx.insert(subjectCorrections).values({
      subjectId,
      userId,
      previousName: current.name,
      previousGroup: current.group,
      name: correction.name,
      group: correction.group,
      correctedAt: now,
    });
    return correction;
  });
}

/** One correction of a job, for the operator. */
export interface JobCorrection {
  uuid: string;
  subjectUuid: string;
  /** The photographer's name and group, as imported. */
  originalName: string;
  originalGroup: string | null;
  previousName: string;
  previousGroup: string | null;
  name: string;
  group: string | null;
  /** The parent's account id; null once that account was deleted, and for the studio's own change. */
  userId: number | null;
  correctedAt: Date;
  /** A parent's correction's review (decision 0063); null: the studio's own change (a rejection). */
  review: CorrectionReview | null;
  reviewedAt: Date | null;
  /** Who reviewed it, or made the studio's change; null once that member was deleted. */
  staffId: number | null;
  rejectReason: string | null;
}

/** Every correction of the job's subjects, oldest first (the subjects through subjects_job_idx). */
export async function correctionsOfJob(db: Db, jobId: number): Promise<JobCorrection[]> {
  return db
    .select({
      uuid: subjectCorrections.uuid,
      subjectUuid: subjects.uuid,
      originalName: subjects.name,
      originalGroup: subjects.group,
      previousName: subjectCorrections.previousName,
      previousGroup: subjectCorrections.previousGroup,
      name: subjectCorrections.name,
      group: subjectCorrections.group,
      userId: subjectCorrections.userId,
      correctedAt: subjectCorrections.correctedAt,
      review: subjectCorrections.review,
      reviewedAt: subjectCorrections.reviewedAt,
      staffId: subjectCorrections.staffId,
      rejectReason: subjectCorrections.rejectReason,
    })
    .from(subjectCorrections)
    .innerJoin(subjects, eq(subjects.id, subjectCorrections.subjectId))
    .where(eq(subjects.jobId, jobId))
    .orderBy(asc(subjectCorrections.correctedAt), asc(subjectCorrections.id));
}

/** Sets or clears (null) the job's name-correction deadline. */
export async function setNameCorrectionDeadline(
  db: Db | Tx,
  jobId: number,
  deadline: Date | null,
): Promise<void> {
  await db.update(jobs).set({ nameCorrectionDeadline: deadline }).where(eq(jobs.id, jobId));
}
