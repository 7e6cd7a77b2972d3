import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { greenScreenBackgrounds } from "../../db/schema/templates.ts";
import { imageBackgroundsByIds } from "../images/service.ts";

/** A background a job offers its green-screen pictures, in the order the editor offers them. */
export interface JobBackground {
  uuid: string;
  name: string;
  isDefault: boolean;
}

/** The backgrounds the job offers (what `job backgrounds` added), first offered first. */
export async function backgroundsOfJob(db: Db, portalId: number, jobId: number): Promise<JobBackground[]> {
  const rows = await db
    .select()
    .from(greenScreenBackgrounds)
    .where(eq(greenScreenBackgrounds.jobId, jobId))
    .orderBy(asc(greenScreenBackgrounds.sortOrder), asc(greenScreenBackgrounds.backgroundId));
  const backgrounds = await imageBackgroundsByIds(
    db,
    portalId,
    rows.map((r) => r.backgroundId),
  );
  return rows.flatMap((row) => {
    const background = backgrounds.get(row.backgroundId);
    return background ? [{ uuid: background.uuid, name: background.name, isDefault: row.isDefault }] : [];
  });
}
