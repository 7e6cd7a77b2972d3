import type { DigitalPortraitResponse, DigitalPortraitsResponse } from "@shop/contracts/digital";
import { limits } from "@shop/domain/limits";
import { and, asc, desc, eq, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { jobs, photographers, pictures, subjects, userSubjects } from "../../db/schema/index.ts";
import { signPictureUrl } from "../images/signing.ts";
import { getPictureSet } from "../picture-sets/service.ts";
import { digitalOffers } from "./offers.ts";

/** The user's picture sets with what a digital-portraits card shows; every row only through user_subjects. */
function setHeads(db: Db, portalId: number, userId: number, extra?: SQL) {
  return db
    .select({
      subjectId: subjects.id,
      subjectUuid: subjects.uuid,
      subjectName: subjects.name,
      group: subjects.group,
      jobUuid: jobs.uuid,
      jobName: jobs.name,
      isArchived: jobs.isArchived,
      year: jobs.year,
    })
    .from(userSubjects)
    .innerJoin(subjects, eq(subjects.id, userSubjects.subjectId))
    .innerJoin(jobs, eq(jobs.id, subjects.jobId))
    .innerJoin(photographers, eq(photographers.id, jobs.photographerId))
    .where(and(eq(userSubjects.userId, userId), eq(photographers.portalId, portalId), extra))
    .orderBy(desc(userSubjects.addedAt), desc(subjects.id));
}

type HeadRow = Awaited<ReturnType<typeof setHeads>>[number];

function head(row: HeadRow) {
  return {
    subject: { uuid: row.subjectUuid, name: row.subjectName, group: row.group },
    job: { uuid: row.jobUuid, name: row.jobName, isArchived: row.isArchived },
    year: row.year,
  };
}

/** The first released pictures of each set (at most 3, spec 02 §9), individual pictures before group pictures. */
async function previewsOf(db: Db, subjectIds: number[]): Promise<Map<number, string[]>> {
  const previews = new Map<number, string[]>();
  if (subjectIds.length === 0) return previews;
  const ranked = db
    .select({
      uuid: pictures.uuid,
      subjectId: pictures.subjectId,
      rank: sql<number>`(row_number() over (partition by ${pictures.subjectId} order by ${pictures.groupPicture}, ${pictures.position}, ${pictures.id}))::int`.as(
        "rank",
      ),
    })
    .from(pictures)
    .where(and(inArray(pictures.subjectId, subjectIds), eq(pictures.ready, true)))
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, limits.digitalPreviewMax))
    .orderBy(asc(ranked.subjectId), asc(ranked.rank));
  for (const row of rows) {
    const list = previews.get(row.subjectId);
    if (list) list.push(row.uuid);
    else previews.set(row.subjectId, [row.uuid]);
  }
  return previews;
}

/** A card per picture set of the user that offers a digital file or set. */
export async function listDigitalPortraits(
  db: Db,
  config: Pick<Config, "signingSecret">,
  portalId: number,
  userId: number,
  now: Date = new Date(),
): Promise<DigitalPortraitsResponse> {
  const heads = await setHeads(db, portalId, userId);
  const ids = heads.map((h) => h.subjectId);
  const [offers, previews] = await Promise.all([
    digitalOffers(
      db,
      config,
      portalId,
      userId,
      heads.map((h) => ({ id: h.subjectId, uuid: h.subjectUuid })),
      now,
    ),
    previewsOf(db, ids),
  ]);
  return {
    pictureSets: heads.flatMap((row) => {
      const list = offers.get(row.subjectId) ?? [];
      if (!list.some((o) => o.file !== null || o.set !== null)) return [];
      return [
        {
          ...head(row),
          previews: (previews.get(row.subjectId) ?? []).map((uuid) =>
            signPictureUrl(config, uuid, "320", now),
          ),
          offers: list,
        },
      ];
    }),
  };
}

/** One picture set's digital files and sets by picture type; null when it is not the user's. */
export async function getDigitalPortrait(
  db: Db,
  config: Pick<Config, "signingSecret">,
  portalId: number,
  userId: number,
  subjectUuid: string,
  now: Date = new Date(),
): Promise<DigitalPortraitResponse | null> {
  const [row] = await setHeads(db, portalId, userId, eq(subjects.uuid, subjectUuid));
  if (!row) return null;
  const set = await getPictureSet(db, config, userId, portalId, subjectUuid, now);
  if (!set) return null;
  return {
    pictureSet: head(row),
    offers: set.digital.map((offer) => ({
      ...offer,
      pictures: set.pictures.filter((p) => p.pictureType === offer.type),
    })),
  };
}
