import type { UpsellItem } from "@shop/contracts/checkout";
import type { CheckoutContext } from "../../cart/kind.ts";
import { digitalOffers } from "../../picture-sets/digital-offers.ts";
import { visibleSubjects } from "../../subjects/scope.ts";

/**
 * The upsell's digital sets (spec 03 §2.5): those offered at a valid rebated price that are neither in the cart nor
 * bought (nor ordered on an invoice not paid yet).
 */
export async function digitalSetUpsell({
  db,
  config,
  portalId,
  userId,
  now,
}: CheckoutContext): Promise<UpsellItem | null> {
  // Oldest first: the order the parent added the picture sets in.
  const sets = (await visibleSubjects(db, { userId, portalId }, "buy")).toReversed();
  const offers = await digitalOffers(db, config, portalId, userId, sets, now);
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
  return products.length === 0 ? null : { type: "DIGITAL_FILES", products };
}
