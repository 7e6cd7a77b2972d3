import type { StudioJobCorrection } from "@shop/contracts/studio-job-corrections";
import type { Db } from "../../db/client.ts";
import { jobCorrections } from "./corrections.ts";
import { studioJobOfShop } from "./studio-job-of-shop.ts";

/**
 * The job page's name corrections (issue 30): the same list as `job corrections`, through the same service call, of
 * a job of this shop only (the command also takes a name; the studio names the job by its uuid, checked first).
 */
export async function studioJobCorrections(
  db: Db,
  portalId: number,
  jobUuid: string,
): Promise<StudioJobCorrection[]> {
  const job = await studioJobOfShop(db, portalId, jobUuid);
  const { corrections } = await jobCorrections(db, job.uuid);
  // The parent's account stays out: the studio needs what changed and when, not who.
  return corrections.map((c) => ({
    subjectUuid: c.subjectUuid,
    originalName: c.originalName,
    originalGroup: c.originalGroup,
    previousName: c.previousName,
    previousGroup: c.previousGroup,
    name: c.name,
    group: c.group,
    correctedAt: c.correctedAt.toISOString(),
  }));
}
