import type { Db, Tx } from "../../db/client.ts";
import { backgroundWorkKinds, enqueueBackgroundWorkOnce } from "../../platform/background-work.ts";
import { jobsOfShop } from "../subjects/jobs.ts";

/**
 * A change of the studio's catalogue that may change what 'Exclusive deals' shows (a template switched on or off, a
 * new version, the order of a product's templates, a template left out of a job): the filled previews of the jobs'
 * picture sets are made ahead again by a running server (decision 0046, issue 34), asked for in the change's
 * transaction. The previews the storage has already (the same template version and set) are not made again.
 */
export async function askPreviewsOfSellingJobs(tx: Db | Tx, portalId: number): Promise<void> {
  const selling = await jobsOfShop(tx, portalId, { selling: true });
  await askPreviewsOfJobs(
    tx,
    selling.map((job) => job.id),
  );
}

/** As askPreviewsOfSellingJobs, for these jobs. */
export function askPreviewsOfJobs(tx: Db | Tx, jobIds: readonly number[]): Promise<void> {
  return enqueueBackgroundWorkOnce(
    tx,
    backgroundWorkKinds.jobChanged,
    jobIds.map((jobId) => ({ jobId })),
  );
}
