import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobs, photographers, pictures, subjects } from "../../db/schema/subjects.ts";

/**
 * A child whose pictures show what a template looks like filled (the studio's template previews, issue 31): the
 * newest subject of a job still selling that has a released picture of its own (not only group pictures); null when
 * the shop has none yet.
 */
export async function sampleSubjectOfShop(
  db: Db,
  portalId: number,
): Promise<{
  id: number;
  uuid: string;
  name: string;
  firstName: string | null;
  group: string | null;
} | null> {
  const [row] = await db
    .select({
      id: subjects.id,
      uuid: subjects.uuid,
      name: subjects.name,
      firstName: subjects.firstName,
      group: subjects.group,
    })
    .from(subjects)
    .innerJoin(jobs, eq(jobs.id, subjects.jobId))
    .innerJoin(photographers, eq(photographers.id, jobs.photographerId))
    .innerJoin(pictures, eq(pictures.subjectId, subjects.id))
    .where(
      and(
        eq(photographers.portalId, portalId),
        eq(jobs.isArchived, false),
        eq(pictures.ready, true),
        eq(pictures.groupPicture, false),
      ),
    )
    .orderBy(desc(subjects.id))
    .limit(1);
  return row ?? null;
}
