import type { Db } from "../../db/client.ts";
import type { JobIndex } from "../../platform/shop-settings.ts";
import { jobsOfShop } from "../subjects/jobs.ts";
import { SettingsError } from "./validation.ts";

/** The shop's jobs by the file's references: a job's uuid or, failing that, its name. */
export async function loadJobIndex(tx: Db, portalId: number): Promise<JobIndex> {
  const rows = await jobsOfShop(tx, portalId);
  return {
    resolve(ref, path) {
      const byUuid = rows.find((j) => j.uuid === ref.toLowerCase());
      if (byUuid) return byUuid.id;
      const named = rows.filter((j) => j.name === ref);
      if (named.length > 1) {
        throw new SettingsError([
          { path, message: `${named.length} jobs are named "${ref}"; name the job by its uuid instead` },
        ]);
      }
      return named[0]?.id ?? null;
    },
  };
}
