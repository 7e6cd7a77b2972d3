import type { DigitalTypeOffer } from "@shop/contracts/digital-offer";
import { type PictureType, pictureTypes } from "@shop/domain/picture-type";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { digitalSetsInCart, type SetsInCart } from "../cart/service.ts";
import { type DigitalCatalog, digitalCatalog } from "../catalog/service.ts";
import { signDigitalSetZipUrl } from "../downloads/urls.ts";
import { type SetEntitlements, setEntitlements } from "../entitlements/service.ts";
import { releasedTypeCounts } from "../subjects/pictures.ts";

export interface OfferSubject {
  id: number;
  uuid: string;
  /** Whether its pictures are still sold (subjects/scope.ts): a set of an archived job offers only what was bought. */
  forSale: boolean;
}

/** How many released pictures of a type a set has: the caller may know it from pictures it read already. */
export interface TypeCount {
  subjectId: number;
  pictureType: PictureType;
  count: number;
}

const key = (subjectId: number, type: string) => `${subjectId}:${type}`;

/**
 * What each picture set offers digitally, per picture type present in it: the single file and the whole set with
 * their prices, and for the set whether this user bought it (with its zip), ordered it on an invoice not paid yet, or
 * has it in the cart, on a line of its own or with a package (which line). A set no longer for sale offers only the
 * sets bought or ordered.
 */
export async function digitalOffers(
  db: Db,
  config: Pick<Config, "signingSecret">,
  portalId: number,
  userId: number,
  sets: OfferSubject[],
  now: Date = new Date(),
  known: {
    catalog?: DigitalCatalog;
    typeCounts?: TypeCount[];
    /** The sets bought or ordered, and those in the cart, by `${subjectId}:${pictureType}`, when the caller read them. */
    sets?: SetEntitlements;
    setsInCart?: SetsInCart;
  } = {},
): Promise<Map<number, DigitalTypeOffer[]>> {
  const offers = new Map<number, DigitalTypeOffer[]>();
  if (sets.length === 0) return offers;
  const subjectIds = sets.map((s) => s.id);
  const [catalog, counts, entitled, setsInCart] = await Promise.all([
    known.catalog ?? digitalCatalog(db, portalId),
    known.typeCounts ?? releasedTypeCounts(db, subjectIds),
    known.sets ?? setEntitlements(db, userId, subjectIds),
    known.setsInCart ?? digitalSetsInCart(db, { userId, portalId }, subjectIds),
  ]);
  const countOf = new Map(counts.map((c) => [key(c.subjectId, c.pictureType), c.count]));
  for (const set of sets) {
    const list: DigitalTypeOffer[] = [];
    for (const type of pictureTypes) {
      const pictureCount = countOf.get(key(set.id, type)) ?? 0;
      if (pictureCount === 0) continue;
      list.push(offerOf(config, set, type, pictureCount, catalog, entitled, setsInCart, now));
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
  entitled: SetEntitlements,
  setsInCart: SetsInCart,
  now: Date,
): DigitalTypeOffer {
  const products = catalog.get(type) ?? {};
  const bought = entitled.bought.has(key(set.id, type));
  const awaitingInvoice = !bought && entitled.awaitingInvoice.has(key(set.id, type));
  const inCart = setsInCart.get(key(set.id, type));
  const file = set.forSale ? products.file : undefined;
  const whole = set.forSale || bought || awaitingInvoice ? products.set : undefined;
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
            awaitingInvoice,
            inCart: inCart !== undefined,
            inPackage: inCart?.package
              ? { orderLineUuid: inCart.orderLineUuid, name: inCart.package.name }
              : null,
            zipUrl: bought ? signDigitalSetZipUrl(config, set.uuid, type, now) : null,
          },
  };
}
