import { and, eq, gt, inArray, ne, not, or, type SQL } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { subjectCorrections, subjects } from "../../db/schema/subjects.ts";
import { shownGroup, shownName } from "./corrections.ts";

/**
 * The photographer's review of parents' corrections (decision 0063). A correction applies when the parent saves it;
 * accepting marks it reviewed, rejecting puts the name back to what it was before and records that as the studio's own
 * change. Only a subject's newest correction is reviewed: an older one was replaced by what the parent wrote since.
 */

export type CorrectionReviewRefusal = "not_found" | "reviewed" | "not_newest";

/** The correction is not the job's, was reviewed already, or a parent corrected the subject again since. */
export class CorrectionReviewError extends Error {
  readonly refusal: CorrectionReviewRefusal;
  constructor(refusal: CorrectionReviewRefusal, message: string) {
    super(message);
    this.name = "CorrectionReviewError";
    this.refusal = refusal;
  }
}

/** Corrections of a subject made after this one: later, or at the same time and stored after it. */
function madeAfter(correction: { correctedAt: Date; id: number }): SQL {
  return or(
    gt(subjectCorrections.correctedAt, correction.correctedAt),
    and(eq(subjectCorrections.correctedAt, correction.correctedAt), gt(subjectCorrections.id, correction.id)),
  ) as SQL;
}

export type CorrectionDecision = { accept: true } | { accept: false; reason: string | null };

/** What a review did, for the studio's record. */
export interface ReviewedCorrection {
  subjectUuid: string;
  /** The name and group the correction made. */
  corrected: { name: string; group: string | null };
  /** After a rejection: the name and group shown again. */
  restored: { name: string; group: string | null } | null;
}

/**
 * Accepts or rejects one correction of the job's subjects, in the caller's transaction (which records the change). A
 * rejection puts back the name and group the correction replaced; when those were the photographer's own, the
 * correction is cleared, so the roster's first name serves the cards again.
 */
export async function reviewCorrection(
  tx: Tx,
  jobId: number,
  correctionUuid: string,
  decision: CorrectionDecision,
  staffId: number | null,
  now: Date,
): Promise<ReviewedCorrection> {
  const [found] = await tx
    .select({ id: subjectCorrections.id, subjectId: subjectCorrections.subjectId })
    .from(subjectCorrections)
    .innerJoin(subjects, eq(subjects.id, subjectCorrections.subjectId))
    .where(and(eq(subjectCorrections.uuid, correctionUuid), eq(subjects.jobId, jobId)));
  if (!found) throw new CorrectionReviewError("not_found", "No such name correction in the job");
  // Locked as a parent's correction locks it, so a review and a new correction are one after the other.
  const [subject] = await tx
    .select({
      uuid: subjects.uuid,
      name: subjects.name,
      group: subjects.group,
      shownName,
      shownGroup,
    })
    .from(subjects)
    .where(eq(subjects.id, found.subjectId))
    .for("update");
  const [correction] = await tx.select().from(subjectCorrections).where(eq(subjectCorrections.id, found.id));
  if (!subject || !correction)
    throw new CorrectionReviewError("not_found", "No such name correction in the job");
  if (correction.review !== "new") {
    throw new CorrectionReviewError("reviewed", "The name correction was reviewed already");
  }
  const [later] = await tx
    .select({ id: subjectCorrections.id })
    .from(subjectCorrections)
    .where(
      and(
        eq(subjectCorrections.subjectId, correction.subjectId),
        ne(subjectCorrections.review, "rejected"),
        madeAfter(correction),
      ),
    )
    .limit(1);
  if (later) {
    throw new CorrectionReviewError(
      "not_newest",
      "A parent corrected this name again since; review the newest correction",
    );
  }
  const reviewed = { reviewedAt: now, staffId };
  const corrected = { name: correction.name, group: correction.group };
  if (decision.accept) {
    // The older corrections of the subject led to this one: the photographer accepted what is printed now.
    await tx
      .update(subjectCorrections)
      .set({ review: "accepted", ...reviewed })
      .where(
        and(
          eq(subjectCorrections.subjectId, correction.subjectId),
          eq(subjectCorrections.review, "new"),
          not(madeAfter(correction)),
        ),
      );
    return { subjectUuid: subject.uuid, corrected, restored: null };
  }
  await tx
    .update(subjectCorrections)
    .set({ review: "rejected", rejectReason: decision.reason, ...reviewed })
    .where(eq(subjectCorrections.id, correction.id));
  const restored = { name: correction.previousName, group: correction.previousGroup };
  const photographers = restored.name === subject.name && restored.group === subject.group;
  await tx
    .update(subjects)
    .set(
      photographers
        ? { correctedName: null, correctedGroup: null, correctedAt: null }
        : { correctedName: restored.name, correctedGroup: restored.group, correctedAt: now },
    )
    .where(eq(subjects.id, correction.subjectId));
  await tx.insert(subjectCorrections).values({
    subjectId: correction.subjectId,
    userId: null,
    previousName: subject.shownName,
    previousGroup: subject.shownGroup,
    name: restored.name,
    group: restored.group,
    correctedAt: now,
    review: null,
    reviewedAt: now,
    staffId,
  });
  return { subjectUuid: subject.uuid, corrected, restored };
}

/** Accepts every correction of the job still to review; answers how many. */
export async function acceptAllCorrections(
  tx: Tx,
  jobId: number,
  staffId: number | null,
  now: Date,
): Promise<number> {
  const ofJob = tx.select({ id: subjects.id }).from(subjects).where(eq(subjects.jobId, jobId));
  const accepted = await tx
    .update(subjectCorrections)
    .set({ review: "accepted", reviewedAt: now, staffId })
    .where(and(eq(subjectCorrections.review, "new"), inArray(subjectCorrections.subjectId, ofJob)))
    .returning({ id: subjectCorrections.id });
  return accepted.length;
}
