import { z } from "zod";
import { DeliveryType } from "./delivery.ts";

/**
 * The studio's production runs under /api/studio/production/ (issue 32, decision 0075): start a run for a job
 * (optionally one delivery kind or class), list the runs with their progress, run one again, download its files.
 */

const when = z.iso.datetime({ offset: true });

export const ProductionRunState = z.enum(["queued", "running", "done", "failed"]);
export type ProductionRunState = z.infer<typeof ProductionRunState>;

export const ProductionRunFileKind = z.enum(["prints", "packing-list", "labels", "retouch"]);

/** A made file's name: what the download route takes. */
export const ProductionRunFileName = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/);

export const ProductionRun = z.object({
  uuid: z.uuid(),
  job: z.object({ uuid: z.string().max(36), name: z.string().max(200) }),
  deliveryType: DeliveryType.nullable(),
  group: z.string().max(100).nullable(),
  state: ProductionRunState,
  ordersDone: z.number().int().min(0),
  ordersTotal: z.number().int().min(0),
  /** The e-mail address of the member who started it. */
  startedBy: z.string().max(320),
  createdAt: when,
  finishedAt: when.nullable(),
  /** Why the last attempt failed. */
  error: z.string().max(500).nullable(),
  /** The files of a done run (none before). */
  files: z
    .array(
      z.object({
        name: ProductionRunFileName,
        kind: ProductionRunFileKind,
        group: z.string().max(100).nullable(),
      }),
    )
    .max(2_000),
});
export type ProductionRun = z.infer<typeof ProductionRun>;

export const productionRunsPageSize = 20;

/** GET /api/studio/production/runs */
export const ProductionRunListQuery = z.object({
  jobUuid: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ProductionRunListQuery = z.infer<typeof ProductionRunListQuery>;

export const ProductionRunListResponse = z.object({
  runs: z.array(ProductionRun).max(productionRunsPageSize),
  total: z.number().int().min(0),
  pageSize: z.number().int().min(1),
});
export type ProductionRunListResponse = z.infer<typeof ProductionRunListResponse>;

/** POST /api/studio/production/runs */
export const StartProductionRunRequest = z.object({
  jobUuid: z.uuid(),
  deliveryType: DeliveryType.nullable().optional(),
  group: z.string().trim().min(1).max(100).nullable().optional(),
});
export type StartProductionRunRequest = z.infer<typeof StartProductionRunRequest>;

export const ProductionRunParams = z.object({ runUuid: z.uuid() });
export const ProductionRunFileParams = ProductionRunParams.extend({ name: ProductionRunFileName });

/** POST /api/studio/production/runs answers 201, and GET …/{runUuid} 200, with the run. */
export const ProductionRunResponse = z.object({ run: ProductionRun });
export type ProductionRunResponse = z.infer<typeof ProductionRunResponse>;
