import type { StudioJobPackage } from "@shop/contracts/studio-job-packages";
import type { Db } from "../../db/client.ts";
import { offersOfJob } from "../packages/records.ts";
import { studioJobOfShop } from "./studio-job-of-shop.ts";

/** The job page's package offers, read-only: what `job packages` stored, as parents are offered it. */
export async function studioJobPackages(
  db: Db,
  portalId: number,
  jobUuid: string,
): Promise<StudioJobPackage[]> {
  const job = await studioJobOfShop(db, portalId, jobUuid);
  return (await offersOfJob(db, portalId, job.id)).map((offer) => ({
    uuid: offer.uuid,
    name: offer.name,
    type: offer.type,
    price: offer.priceIncludingDiscount,
    timeLimitedPrice: offer.timeLimitedDiscountPrice,
    timeLimitedEnds: offer.timeLimitedDiscountEnds?.toISOString() ?? null,
    disabledReason: offer.disabledReason,
    itemCount: offer.items.length,
  }));
}
