import type { StudioGreenScreenResponse } from "@shop/contracts/studio-job-green-screen";
import type { Db } from "../../db/client.ts";
import type { Storage } from "../../platform/storage.ts";
import { recordStudioChange, type StudioActor } from "../staff/service.ts";
import { greenScreenPicturesOfJob } from "../subjects/green-screen-pictures.ts";
import { backgroundsOfJob } from "../templates/job-backgrounds.ts";
import { addJobBackgrounds, type BackgroundFile } from "./service.ts";
import { studioJobOfShop } from "./studio-job-of-shop.ts";

/**
 * The job page's green screen (issue 30): which pictures have a mask and which backgrounds the job offers them; new
 * backgrounds go through `addJobBackgrounds`, the service of the command `job backgrounds`, so both check and store
 * them alike.
 */

export async function studioGreenScreen(
  db: Db,
  portalId: number,
  jobUuid: string,
): Promise<StudioGreenScreenResponse> {
  const job = await studioJobOfShop(db, portalId, jobUuid);
  return {
    pictures: await greenScreenPicturesOfJob(db, job.id),
    backgrounds: await backgroundsOfJob(db, portalId, job.id),
  };
}

/** Adds backgrounds to a job of this shop as the command does, and records who added which. */
export async function addStudioBackgrounds(
  ctx: { db: Db; storage: Storage },
  portalId: number,
  jobUuid: string,
  files: readonly BackgroundFile[],
  actor: StudioActor,
): Promise<number> {
  const job = await studioJobOfShop(ctx.db, portalId, jobUuid);
  const { added } = await addJobBackgrounds(ctx, job.uuid, files);
  await recordStudioChange(ctx.db, {
    staff: actor,
    action: "job.backgrounds-added",
    objectType: "job",
    objectId: job.uuid,
    detail: { job: job.name, backgrounds: files.map((f) => f.name).join(", ") },
  });
  return added;
}
