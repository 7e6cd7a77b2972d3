import { z } from "zod";
import { IsoDateTime } from "./common.ts";

/**
 * Picture packages sent home for inspection, per job (spec 01 'Cancel picture packages', issue 32, decision 0077):
 * which families have one at home, what each keeps or returns, and by when. Under /api/studio/jobs/{jobUuid}/.
 */

/** keep: the parent keeps it (the default until they answer); return: they send it back. */
export const InspectionChoice = z.enum(["keep", "return"]);
export type InspectionChoice = z.infer<typeof InspectionChoice>;

/** One package at home: a subject of the job in a family's account. */
export const StudioInspectionPackage = z.object({
  subject: z.object({ uuid: z.uuid(), name: z.string().max(200), group: z.string().max(100).nullable() }),
  parent: z.object({ uuid: z.uuid(), name: z.string().max(200).nullable(), email: z.string().max(320) }),
  choice: InspectionChoice,
  markedAt: IsoDateTime,
  /** When the parent last chose; null: not yet (the package is kept). */
  answeredAt: IsoDateTime.nullable(),
});
export type StudioInspectionPackage = z.infer<typeof StudioInspectionPackage>;

/** A subject of the job, for choosing whose packages were sent home. */
export const StudioInspectionSubject = z.object({
  uuid: z.uuid(),
  name: z.string().max(200),
  group: z.string().max(100).nullable(),
  /** Accounts that hold the subject's picture set by its code: a package can be marked for them. */
  accounts: z.number().int().min(0),
  marked: z.boolean(),
});
export type StudioInspectionSubject = z.infer<typeof StudioInspectionSubject>;

/** GET /api/studio/jobs/{jobUuid}/inspection */
export const StudioInspectionResponse = z.object({
  job: z.object({ uuid: z.uuid(), name: z.string().max(200) }),
  deadline: IsoDateTime.nullable(),
  packages: z.array(StudioInspectionPackage).max(40_000),
  subjects: z.array(StudioInspectionSubject).max(20_000),
  counts: z.object({
    keep: z.number().int().min(0),
    return: z.number().int().min(0),
    unanswered: z.number().int().min(0),
  }),
});
export type StudioInspectionResponse = z.infer<typeof StudioInspectionResponse>;

/** POST /api/studio/jobs/{jobUuid}/inspection/sent-home: these subjects' packages were sent home. */
export const MarkSentHomeRequest = z.object({ subjects: z.array(z.uuid()).min(1).max(20_000) });
export type MarkSentHomeRequest = z.infer<typeof MarkSentHomeRequest>;
export const MarkSentHomeResponse = z.object({
  /** Packages marked now (one per account holding a subject). */
  marked: z.number().int().min(0),
  /** Subjects no account holds by code: nobody to ask. */
  withoutAccount: z.array(z.string().max(200)).max(20_000),
});
export type MarkSentHomeResponse = z.infer<typeof MarkSentHomeResponse>;

/** PUT /api/studio/jobs/{jobUuid}/inspection/deadline: set, moved or cleared (null). */
export const InspectionDeadlineRequest = z.object({ deadline: z.iso.datetime({ offset: true }).nullable() });
export type InspectionDeadlineRequest = z.infer<typeof InspectionDeadlineRequest>;
export const InspectionDeadlineResponse = z.object({ deadline: IsoDateTime.nullable() });
export type InspectionDeadlineResponse = z.infer<typeof InspectionDeadlineResponse>;
