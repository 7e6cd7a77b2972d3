import { z } from "zod";

/**
 * GET /api/studio/jobs/{jobUuid}/corrections (issue 30): the names and classes parents corrected in a job (decision
 * 0035), as the command `job corrections` lists them. A correction applies when the parent saves it; the studio
 * shows what the photographer imported, what it replaced and what it became, oldest first. No parent's account.
 */
export const StudioJobCorrection = z.object({
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
});
export type StudioJobCorrection = z.infer<typeof StudioJobCorrection>;

export const StudioJobCorrectionsResponse = z.object({
  corrections: z.array(StudioJobCorrection).max(100_000),
});
export type StudioJobCorrectionsResponse = z.infer<typeof StudioJobCorrectionsResponse>;
