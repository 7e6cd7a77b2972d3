import type { Cart } from "@shop/contracts/cart";
import type { Catalogue } from "@shop/contracts/catalogues";
import type { UpsellItem } from "@shop/contracts/checkout";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { offeredCatalogues } from "../catalog/service.ts";
import { digitalOffers } from "../picture-sets/digital-offers.ts";
import { visibleSubjects } from "../subjects/scope.ts";

/** How many of a catalogue a cart line holds: a catalogue line its quantity, a package line its catalogue items. */
function catalogueCount(line: Cart["orderLines"][number], catalogueUuid: string): number {
  if (line.catalogue?.uuid === catalogueUuid) return line.quantity;
  const items = line.package?.packageItems.filter((i) => i.catalogue?.uuid === catalogueUuid).length ?? 0;
  return items * line.quantity;
}

/**
 * The catalogues offered to the user, with how many of each the cart holds (on its own or in a package), so the
 * upsell does not offer a catalogue a package already brings and the delivery note counts it.
 */
export async function cataloguesWithQuantity(
  db: Db,
  portalId: number,
  userId: number,
  cart: Cart,
): Promise<Catalogue[]> {
  const offered = await offeredCatalogues(db, portalId, userId);
  return offered.map((o) => {
    const quantity = cart.orderLines
      .filter((l) => l.subjects.some((s) => s.uuid === o.catalogue.subject.uuid))
      .reduce((sum, l) => sum + catalogueCount(l, o.catalogue.uuid), 0);
    return { ...o.catalogue, quantity };
  });
}

/** The longest delivery time (days) of the catalogues in the cart; null without catalogues. */
export function catalogueMaxDeliveryTime(catalogues: Catalogue[]): number | null {
  const inCart = catalogues.filter((c) => c.quantity > 0).map((c) => c.deliveryTime.days);
  return inCart.length === 0 ? null : Math.max(...inCart);
}

/**
 * The upsell of spec 03 §2.5: the user's catalogues that are not in the cart, and the digital sets offered at a
 * valid rebated price that are neither in the cart nor bought (nor ordered on an invoice not paid yet).
 */
export async function upsaleList(
  deps: { db: Db; config: Pick<Config, "signingSecret">; portalId: number },
  userId: number,
  catalogues: Catalogue[],
  now: Date,
): Promise<UpsellItem[]> {
  const list: UpsellItem[] = [];
  const notInCart = catalogues.filter((c) => c.quantity === 0);
  if (notInCart.length > 0) list.push({ type: "CATALOGUE", catalogues: notInCart });

  // Oldest first: the order the parent added the picture sets in.
  const sets = (await visibleSubjects(deps.db, { userId, portalId: deps.portalId }, "buy")).toReversed();
  const offers = await digitalOffers(deps.db, deps.config, deps.portalId, userId, sets, now);
  const products = sets.flatMap((set) =>
    (offers.get(set.id) ?? []).flatMap((offer) => {
      const whole = offer.set;
      if (!whole || whole.rebatedPrice === null || whole.bought || whole.awaitingInvoice || whole.inCart)
        return [];
      return [
        {
          type: "set" as const,
          pictureType: offer.type,
          subject: { uuid: set.uuid, name: set.name },
          price: whole.price,
          rebatedPrice: whole.rebatedPrice,
        },
      ];
    }),
  );
  if (products.length > 0) list.push({ type: "DIGITAL_FILES", products });
  return list;
}
