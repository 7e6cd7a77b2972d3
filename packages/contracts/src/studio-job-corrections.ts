import { z } from "zod";

/**
 * GET /api/studio/jobs/{jobUuid}/corrections (issue 30): the names and classes parents corrected in a job (decision
 * 0035), as the command `job corrections` lists them, each with the photographer's review (decision 0063). A
 * correction applies when the parent saves it; the photographer accepts it, or rejects it and the name goes back.
 */

/** new: to review; accepted; rejected (the name went back). */
export const CorrectionReview = z.enum(["new", "accepted", "rejected"]);
export type CorrectionReview = z.infer<typeof CorrectionReview>;

export const StudioJobCorrection = z.object({
  /** The correction's id, for accepting or rejecting it. */
  uuid: z.uuid(),
  subjectUuid: z.uuid(),
  /** The photographer's name and class, as imported. */
  originalName: z.string().max(200),
  originalGroup: z.string().max(100).nullable(),
  /** What the correction replaced. */
  previousName: z.string().max(200),
  previousGroup: z.string().max(100).nullable(),
  /** What it became. */
  name: z.string().max(200),
  group: z.string().max(100).nullable(),
  correctedAt: z.iso.datetime({ offset: true }),
  /** parent: a parent's correction; deleted: one whose account is gone; studio: a rejection putting a name back. */
  by: z.enum(["parent", "deleted", "studio"]),
  /** The parent's e-mail address, only to a role that may see parents (studioAreaRoles.support); else null. */
  parentEmail: z.string().max(320).nullable(),
  /** A parent's correction's review; null for the studio's own change. */
  review: CorrectionReview.nullable(),
  /** Whether it may be accepted or rejected now: new, and no parent corrected the subject again since. */
  reviewable: z.boolean(),
  reviewedAt: z.iso.datetime({ offset: true }).nullable(),
  rejectReason: z.string().max(500).nullable(),
});
export type StudioJobCorrection = z.infer<typeof StudioJobCorrection>;

export const StudioJobCorrectionsResponse = z.object({
  corrections: z.array(StudioJobCorrection).max(100_000),
  /** Subjects with a correction to review (the job list's "3 to review"). */
  toReview: z.number().int().min(0),
});
export type StudioJobCorrectionsResponse = z.infer<typeof StudioJobCorrectionsResponse>;

export const StudioCorrectionParams = z.object({ jobUuid: z.uuid(), correctionUuid: z.uuid() });

/** POST …/corrections/{correctionUuid}/reject: the name goes back to what it was before the correction. */
export const RejectCorrectionRequest = z.object({
  reason: z.string().trim().max(500).optional(),
});
export type RejectCorrectionRequest = z.infer<typeof RejectCorrectionRequest>;

/** POST …/corrections/accept-all: how many corrections it accepted. */
export const AcceptAllCorrectionsResponse = z.object({ accepted: z.number().int().min(0) });
export type AcceptAllCorrectionsResponse = z.infer<typeof AcceptAllCorrectionsResponse>;
