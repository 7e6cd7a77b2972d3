import { type StaffRole, studioAreaRoles } from "@shop/contracts/studio";
import type { StudioJobCorrectionsResponse } from "@shop/contracts/studio-job-corrections";
import type { Db } from "../../db/client.ts";
import { emailsOf } from "../account/service.ts";
import { recordStudioChange, type StudioActor } from "../staff/service.ts";
import {
  acceptAllCorrections,
  type CorrectionDecision,
  reviewCorrection,
} from "../subjects/correction-reviews.ts";
import { jobCorrections } from "./corrections.ts";
import { studioJobOfShop } from "./studio-job-of-shop.ts";

/** Whoever may find parents (support's area) may see which parent corrected; the others see that a parent did. */
const seesParents = (role: StaffRole) => (studioAreaRoles.support as readonly StaffRole[]).includes(role);

/**
 * The job page's name corrections (issue 30, decision 0063): the same list as `job corrections`, through the same
 * service call, of a job of this shop only (the command also takes a name; the studio names the job by its uuid,
 * checked first), each with its review.
 */
export async function studioJobCorrections(
  db: Db,
  portalId: number,
  jobUuid: string,
  role: StaffRole,
): Promise<StudioJobCorrectionsResponse> {
  const job = await studioJobOfShop(db, portalId, jobUuid);
  const { corrections, toReview } = await jobCorrections(db, job.uuid);
  const emails = seesParents(role)
    ? await emailsOf(
        db,
        corrections.flatMap((c) => (c.userId === null ? [] : [c.userId])),
      )
    : new Map<number, string>();
  return {
    toReview,
    corrections: corrections.map((c) => ({
      uuid: c.uuid,
      subjectUuid: c.subjectUuid,
      originalName: c.originalName,
      originalGroup: c.originalGroup,
      previousName: c.previousName,
      previousGroup: c.previousGroup,
      name: c.name,
      group: c.group,
      correctedAt: c.correctedAt.toISOString(),
      by: c.review === null ? "studio" : c.userId === null ? "deleted" : "parent",
      parentEmail: c.userId === null ? null : (emails.get(c.userId) ?? null),
      review: c.review,
      reviewable: c.reviewable,
      reviewedAt: c.reviewedAt?.toISOString() ?? null,
      rejectReason: c.rejectReason,
    })),
  };
}

/**
 * Accepts or rejects one correction of the job and records it in the studio's record, in one transaction: a rejection
 * puts the name back for every parent of the set at once.
 */
export async function reviewStudioCorrection(
  db: Db,
  portalId: number,
  which: { jobUuid: string; correctionUuid: string },
  decision: CorrectionDecision,
  actor: StudioActor,
  now = new Date(),
): Promise<void> {
  const job = await studioJobOfShop(db, portalId, which.jobUuid);
  await db.transaction(async (tx) => {
    const done = await reviewCorrection(tx, job.id, which.correctionUuid, decision, actor.id, now);
    await recordStudioChange(tx, {
      staff: actor,
      action: decision.accept ? "job.correction-accept" : "job.correction-reject",
      objectType: "subject",
      objectId: done.subjectUuid,
      detail: {
        job: job.name,
        correctedName: done.corrected.name,
        correctedGroup: done.corrected.group,
        ...(done.restored === null
          ? {}
          : {
              restoredName: done.restored.name,
              restoredGroup: done.restored.group,
              reason: decision.accept ? null : decision.reason,
            }),
      },
    });
  });
}

/** Accepts every correction of the job still to review, recorded as one change; answers how many. */
export async function acceptAllStudioCorrections(
  db: Db,
  portalId: number,
  jobUuid: string,
  actor: StudioActor,
  now = new Date(),
): Promise<number> {
  const job = await studioJobOfShop(db, portalId, jobUuid);
  return db.transaction(async (tx) => {
    const accepted = await acceptAllCorrections(tx, job.id, actor.id, now);
    if (accepted > 0) {
      await recordStudioChange(tx, {
        staff: actor,
        action: "job.correction-accept-all",
        objectType: "job",
        objectId: job.uuid,
        detail: { job: job.name, accepted },
      });
    }
    return accepted;
  });
}
