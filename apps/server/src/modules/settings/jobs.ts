import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobs, photographers } from "../../db/schema/index.ts";
import { SettingsError } from "./schema.ts";

/** Resolves the file's job references (a job's name or uuid) to the jobs of the shop. */
export interface JobIndex {
  /** The job's id; null when the shop has no such job (yet). Two jobs of one name are an error of the file. */
  resolve(ref: string, path: string): number | null;
}

export async function loadJobIndex(tx: Db, portalId: number): Promise<JobIndex> {
  const rows = await tx
    .select({ id: jobs.id, uuid: jobs.uuid, name: jobs.name })
    .from(jobs)
    .innerJoin(photographers, eq(photographers.id, jobs.photographerId))
    .where(eq(photographers.portalId, portalId));
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
