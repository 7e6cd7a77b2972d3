import { limits } from "@shop/domain/limits";
import { z } from "zod";
import { IsoDateTime } from "./common.ts";

/** The Record page reads this many entries at a time. */
export const studioRecordPageSize = 50;

/** GET /api/studio/record (owner): newest first; `before` is the cursor the previous page gave. */
export const StudioRecordQuery = z.object({
  before: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
export type StudioRecordQuery = z.infer<typeof StudioRecordQuery>;

/** A line's detail: flat names and values (what changed, for the owner to read), never a secret. */
export const StudioRecordDetail = z.record(
  z.string().max(100),
  z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]),
);
export type StudioRecordDetail = z.infer<typeof StudioRecordDetail>;

export const StudioRecordEntry = z.object({
  id: z.number().int(),
  at: IsoDateTime,
  /** The staff member's e-mail when the change was made (kept after the member is removed). */
  staffEmail: z.string().max(limits.emailMax),
  /** A dotted name of what was done, e.g. `staff.invite`, `job.rename`. */
  action: z.string().max(100),
  objectType: z.string().max(100),
  objectId: z.string().max(200).nullable(),
  detail: StudioRecordDetail,
});
export type StudioRecordEntry = z.infer<typeof StudioRecordEntry>;

export const StudioRecordResponse = z.object({
  entries: z.array(StudioRecordEntry).max(200),
  /** The cursor of the next (older) page; null on the last page. */
  next: z.string().max(100).nullable(),
});
export type StudioRecordResponse = z.infer<typeof StudioRecordResponse>;
