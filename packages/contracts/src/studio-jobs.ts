import { jobTypes } from "@shop/domain/job-type";
import { z } from "zod";

/**
 * The studio's job calls under /api/studio/jobs/ (issue 30): the list of jobs, a job's page (its subjects by class,
 * a code shown only on request), its deadlines and archiving. Money is in minor units of `currency`.
 */

const when = z.iso.datetime({ offset: true });

/** A job as the list shows it. */
export const StudioJob = z.object({
  uuid: z.uuid(),
  name: z.string().max(200),
  type: z.enum(jobTypes),
  year: z.number().int(),
  archived: z.boolean(),
  subjectCount: z.number().int().min(0),
  /** Subjects whose code an account redeemed, and their share of all, in whole per cent. */
  redeemedCount: z.number().int().min(0),
  redeemedPercent: z.number().int().min(0).max(100),
  /** Placed orders (paid, invoiced or after) with a line for a subject of the job. */
  orderCount: z.number().int().min(0),
  /** What those lines came to, VAT included. */
  revenue: z.number().int().min(0),
  yearbookPoseDeadline: when.nullable(),
  nameCorrectionDeadline: when.nullable(),
  /** The day the letters ask parents to order by. */
  orderDeadline: when.nullable(),
  /** Subjects with a parent's name correction for the photographer to accept or reject (decision 0063). */
  correctionsToReview: z.number().int().min(0),
});
export type StudioJob = z.infer<typeof StudioJob>;

/** GET /api/studio/jobs */
export const StudioJobListResponse = z.object({
  currency: z.string().length(3),
  jobs: z.array(StudioJob).max(10_000),
});
export type StudioJobListResponse = z.infer<typeof StudioJobListResponse>;

export const StudioJobParams = z.object({ jobUuid: z.uuid() });
export const StudioSubjectParams = StudioJobParams.extend({ subjectUuid: z.uuid() });

/** GET /api/studio/jobs/{jobUuid}: the job and its subjects by class (a code is never in it: see the code call). */
export const StudioJobResponse = z.object({
  currency: z.string().length(3),
  job: StudioJob,
  classes: z
    .array(
      z.object({
        /** Null: subjects without a class. */
        group: z.string().max(100).nullable(),
        subjects: z
          .array(z.object({ uuid: z.uuid(), name: z.string().max(200), hasCode: z.boolean() }))
          .max(20_000),
      }),
    )
    .max(2_000),
});
export type StudioJobResponse = z.infer<typeof StudioJobResponse>;

/** POST /api/studio/jobs/{jobUuid}/subjects/{subjectUuid}/code: the code, shown on request (and recorded). */
export const StudioCodeResponse = z.object({ code: z.string().max(40) });
export type StudioCodeResponse = z.infer<typeof StudioCodeResponse>;

/** GET /api/studio/jobs/{jobUuid}/letters.pdf: every subject's letter, or those of one class. */
export const StudioLettersQuery = z.object({ class: z.string().min(1).max(100).optional() });
export type StudioLettersQuery = z.infer<typeof StudioLettersQuery>;

/** PATCH /api/studio/jobs/{jobUuid}: a deadline set, moved or cleared (null), the name, archived. */
export const UpdateStudioJobRequest = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    yearbookPoseDeadline: when.nullable().optional(),
    nameCorrectionDeadline: when.nullable().optional(),
    orderDeadline: when.nullable().optional(),
    archived: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: "Name at least one thing to change" });
export type UpdateStudioJobRequest = z.infer<typeof UpdateStudioJobRequest>;

export const studioJobChanges = [
  "name",
  "yearbookPoseDeadline",
  "nameCorrectionDeadline",
  "orderDeadline",
  "archived",
] as const;

/** The changed job, and which of its settings changed (the studio says what each means for the parents from now on). */
export const UpdateStudioJobResponse = z.object({
  job: StudioJob,
  changed: z.array(z.enum(studioJobChanges)).max(studioJobChanges.length),
});
export type UpdateStudioJobResponse = z.infer<typeof UpdateStudioJobResponse>;
