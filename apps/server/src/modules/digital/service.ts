import type { DigitalPortraitResponse, DigitalPortraitsResponse } from "@shop/contracts/digital";
import { limits } from "@shop/domain/limits";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { signPictureUrl } from "../images/signing.ts";
import { digitalOffers } from "../picture-sets/digital-offers.ts";
import { getPictureSet } from "../picture-sets/service.ts";
import { picturePreviews } from "../subjects/pictures.ts";
import { type VisibleSubject, visibleSubject, visibleSubjects } from "../subjects/scope.ts";

function head(row: VisibleSubject) {
  return {
    subject: { uuid: row.uuid, name: row.name, group: row.group },
    job: { uuid: row.job.uuid, name: row.job.name, isArchived: row.job.isArchived },
    year: row.job.year,
  };
}

/** A card per picture set of the user that offers a digital file or set. */
export async function listDigitalPortraits(
  db: Db,
  config: Pick<Config, "signingSecret">,
  portalId: number,
  userId: number,
  now: Date = new Date(),
): Promise<DigitalPortraitsResponse> {
  const heads = await visibleSubjects(db, { userId, portalId }, "see");
  const [offers, previews] = await Promise.all([
    digitalOffers(db, config, portalId, userId, heads, now),
    picturePreviews(
      db,
      heads.map((h) => h.id),
      limits.digitalPreviewMax,
    ),
  ]);
  return {
    pictureSets: heads.flatMap((row) => {
      const list = offers.get(row.id) ?? [];
      if (!list.some((o) => o.file !== null || o.set !== null)) return [];
      return [
        {
          ...head(row),
          previews: (previews.get(row.id) ?? []).map((uuid) => signPictureUrl(config, uuid, "320", now)),
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
  const row = await visibleSubject(db, { userId, portalId }, "see", subjectUuid);
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
