import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedFor } from "../../db/prepared.ts";
import { templateJobExclusions } from "../../db/schema/templates.ts";

/**
 * The templates a job leaves out of its picture sets' lists (issue 31; the studio's per-job switches): the parents'
 * template lists, tiles and offers read them for the sets they are filled for.
 */

function prepareTemplatesLeftOut(db: Db, name: string) {
  return db
    .select({ jobId: templateJobExclusions.jobId, templateId: templateJobExclusions.templateId })
    .from(templateJobExclusions)
    .where(sql`${templateJobExclusions.jobId} = any(${sql.placeholder("jobIds")})`)
    .prepare(name);
}

/** The templates each of these jobs leaves out of its picture sets' lists, by job id. */
export async function templatesLeftOut(db: Db, jobIds: readonly number[]): Promise<Map<number, Set<number>>> {
  const left = new Map<number, Set<number>>();
  if (jobIds.length === 0) return left;
  // A prepared statement (db/prepared.ts): every template list of a set reads it.
  const rows = await preparedFor(db, "templates_left_out", prepareTemplatesLeftOut).execute({
    jobIds: [...new Set(jobIds)],
  });
  for (const row of rows) left.set(row.jobId, (left.get(row.jobId) ?? new Set()).add(row.templateId));
  return left;
}
