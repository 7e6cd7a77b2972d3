import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { subjects } from "../../db/schema/subjects.ts";
import { shownGroup } from "./corrections.ts";

/** Each subject of the job and its class as shown and printed (a parent's correction counts): subject id → class. */
export async function classesOfJob(db: Db, jobId: number): Promise<Map<number, string | null>> {
  const rows = await db
    .select({ id: subjects.id, group: shownGroup })
    .from(subjects)
    .where(eq(subjects.jobId, jobId));
  return new Map(rows.map((r) => [r.id, r.group]));
}
