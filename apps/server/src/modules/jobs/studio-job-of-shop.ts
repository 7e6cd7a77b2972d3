import type { Db } from "../../db/client.ts";
import { type JobRow, jobsOfShop } from "../subjects/jobs.ts";
import { StudioJobNotFoundError } from "./studio-jobs.ts";

/**
 * The job of this shop the studio names by uuid, before a call of the command's services (which also take a name and
 * resolve the shop themselves): another shop's uuid, or a name, answers as an unknown job.
 */
export async function studioJobOfShop(db: Db, portalId: number, jobUuid: string): Promise<JobRow> {
  const [job] = await jobsOfShop(db, portalId, { uuid: jobUuid.toLowerCase() });
  if (!job) throw new StudioJobNotFoundError("No such job");
  return job;
}
