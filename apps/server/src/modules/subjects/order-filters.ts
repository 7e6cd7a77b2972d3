import { and, eq, ilike, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { jobs, photographers, subjects } from "../../db/schema/subjects.ts";
import { shownGroup, shownName } from "./corrections.ts";

/**
 * The subjects the studio's order list filters by (issue 32): the orders module finds orders by their lines'
 * subjects, so it asks here which subjects a job, a class or a child's name means.
 */

/** How many subjects a name search hands on at most: a search that finds more is too wide to page by. */
export const subjectSearchLimit = 2_000;

/** The subjects of the shop's job (of one class as shown, when given); none for a job of another shop. */
export async function subjectIdsOfJob(
  db: Db,
  portalId: number,
  jobUuid: string,
  group?: string,
): Promise<number[]> {
  const rows = await db
    .select({ id: subjects.id })
    .from(subjects)
    .innerJoin(jobs, eq(jobs.id, subjects.jobId))
    .innerJoin(photographers, eq(photographers.id, jobs.photographerId))
    .where(
      and(
        eq(jobs.uuid, jobUuid),
        eq(photographers.portalId, portalId),
        group === undefined ? undefined : sql`${shownGroup} = ${group}`,
      ),
    );
  return rows.map((r) => r.id);
}

/** The shop's subjects whose name as shown matches the ILIKE pattern (at most subjectSearchLimit). */
export async function subjectIdsNamed(db: Db | Tx, portalId: number, pattern: string): Promise<number[]> {
  const rows = await db
    .select({ id: subjects.id })
    .from(subjects)
    .innerJoin(jobs, eq(jobs.id, subjects.jobId))
    .innerJoin(photographers, eq(photographers.id, jobs.photographerId))
    .where(and(eq(photographers.portalId, portalId), ilike(shownName, pattern)))
    .limit(subjectSearchLimit);
  return rows.map((r) => r.id);
}
