import type { DigitalTypeOffer } from "@shop/contracts/digital-offer";
import { isPictureType, type PictureType, pictureTypes } from "@shop/domain/picture-type";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { cartLines, digitalSetEntitlements, pictures, products } from "../../db/schema/index.ts";
import { type DigitalCatalog, digitalCatalog } from "../catalog/service.ts";
import { signDigitalSetZipUrl } from "../downloads/urls.ts";
import { effectivePictureType } from "./picture-type.ts";

export interface OfferSubject {
  id: number;
  uuid: string;
}

const key = (subjectId: number, type: string) => `${subjectId}:${type}`;

/**
 * What each picture set offers digitally, per picture type present in it: the single file and the whole set with
 * their prices, and for the set whether this user bought it (with its zip) or has it in the cart.
 */
export async function digitalOffers(
  db: Db,
  config: Pick<Config, "signingSecret">,
  portalId: number,
  userId: number,
  sets: OfferSubject[],
  now: Date = new Date(),
  catalogIn?: DigitalCatalog,
): Promise<Map<number, DigitalTypeOffer[]>> {
  const offers = new Map<number, DigitalTypeOffer[]>();
  if (sets.length === 0) return offers;
  const subjectIds = sets.map((s) => s.id);
  const [catalog, counts, bought, inCart] = await Promise.all([
    catalogIn ?? digitalCatalog(db, portalId),
    db
      .select({
        subjectId: pictures.subjectId,
        pictureType: effectivePictureType,
        count: sql<number>`count(*)::int`,
      })
      .from(pictures)
      .where(and(inArray(pictures.subjectId, subjectIds), eq(pictures.ready, true)))
      .groupBy(pictures.subjectId, effectivePictureType),
    db
      .select({
        subjectId: digitalSetEntitlements.subjectId,
        pictureType: digitalSetEntitlements.pictureType,
      })
      .from(digitalSetEntitlements)
      .where(
        and(eq(digitalSetEntitlements.userId, userId), inArray(digitalSetEntitlements.subjectId, subjectIds)),
      ),
    db
      .select({ subjectId: cartLines.subjectId, pictureType: products.pictureType })
      .from(cartLines)
      .innerJoin(products, eq(products.id, cartLines.productId))
      .where(
        and(
          eq(cartLines.userId, userId),
          inArray(cartLines.subjectId, subjectIds),
          eq(products.kind, "digital_set"),
        ),
      ),
  ]);
  const countOf = new Map(counts.map((c) => [key(c.subjectId, c.pictureType), c.count]));
  const boughtSets = new Set(bought.map((b) => key(b.subjectId, b.pictureType)));
  const setsInCart = new Set(
    inCart.flatMap((c) =>
      c.subjectId !== null && isPictureType(c.pictureType) ? [key(c.subjectId, c.pictureType)] : [],
    ),
  );
  for (const set of sets) {
    const list: DigitalTypeOffer[] = [];
    for (const type of pictureTypes) {
      const pictureCount = countOf.get(key(set.id, type)) ?? 0;
      if (pictureCount === 0) continue;
      list.push(offerOf(config, set, type, pictureCount, catalog, boughtSets, setsInCart, now));
    }
    offers.set(set.id, list);
  }
  return offers;
}

function offerOf(
  config: Pick<Config, "signingSecret">,
  set: OfferSubject,
  type: PictureType,
  pictureCount: number,
  catalog: DigitalCatalog,
  boughtSets: Set<string>,
  setsInCart: Set<string>,
  now: Date,
): DigitalTypeOffer {
  const products = catalog.get(type) ?? {};
  const file = products.file;
  const whole = products.set;
  const bought = boughtSets.has(key(set.id, type));
  return {
    type,
    pictureCount,
    file:
      file === undefined
        ? null
        : { productUuid: file.uuid, price: file.price.regular, rebatedPrice: file.price.rebatedPrice },
    set:
      whole === undefined
        ? null
        : {
            productUuid: whole.uuid,
            price: whole.price.regular,
            rebatedPrice: whole.price.rebatedPrice,
            bought,
            inCart: setsInCart.has(key(set.id, type)),
            zipUrl: bought ? signDigitalSetZipUrl(config, set.uuid, type, now) : null,
          },
  };
}
