import { z } from "zod";
import { IsoDateTime } from "./common.ts";

/**
 * The studio's retouch queue (issue 32, decision 0077): the retouch tasks parents bought, per picture of a paid or
 * invoiced order, and the retouched file uploaded in the browser (the command's `order retouch-list` and `order
 * retouched`, the same services).
 */

/** The queue shows this many pictures a page. */
export const studioRetouchPageSize = 25;

export const studioRetouchStates = ["waiting", "done", "all"] as const;
export const StudioRetouchState = z.enum(studioRetouchStates);
export type StudioRetouchState = z.infer<typeof StudioRetouchState>;

/** GET /api/studio/retouch: one job's or every job's, waiting (the default), done or all; page from 1. */
export const StudioRetouchQuery = z.object({
  job: z.uuid().optional(),
  state: StudioRetouchState.default("waiting"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type StudioRetouchQuery = z.infer<typeof StudioRetouchQuery>;

/** One picture's retouch of one order. */
export const StudioRetouchTask = z.object({
  /** The retouch task's id: the upload names it. */
  uuid: z.uuid(),
  orderUuid: z.uuid(),
  /** The order's reference as the parent's receipt shows it after '#'. */
  reference: z.string().max(40),
  child: z.string().max(200),
  group: z.string().max(100).nullable(),
  job: z.object({ uuid: z.uuid(), name: z.string().max(200) }),
  picture: z.object({ uuid: z.uuid(), webshopId: z.string().max(100) }),
  /** The picture's thumbnail (320 px): the retouched file's once it is there. */
  thumbnail: z.string().max(2000),
  /** What the parent asked for: the tasks' names. */
  tasks: z.array(z.string().max(200)).max(50),
  state: z.enum(["waiting", "done"]),
  confirmedAt: IsoDateTime,
  retouchedAt: IsoDateTime.nullable(),
});
export type StudioRetouchTask = z.infer<typeof StudioRetouchTask>;

export const StudioRetouchResponse = z.object({
  items: z.array(StudioRetouchTask).max(studioRetouchPageSize),
  /** Pictures the filter holds in all pages. */
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type StudioRetouchResponse = z.infer<typeof StudioRetouchResponse>;

export const StudioRetouchParams = z.object({ retouchUuid: z.uuid() });

/** POST /api/studio/retouch/{retouchUuid}/file (multipart, field `file`): the task as it is now. */
export const StudioRetouchUploadResponse = z.object({ task: StudioRetouchTask });
export type StudioRetouchUploadResponse = z.infer<typeof StudioRetouchUploadResponse>;
