import type { Cart } from "@shop/contracts/cart";
import type { Catalogue } from "@shop/contracts/catalogues";
import type { UpsellItem } from "@shop/contracts/checkout";
import { memoizedForRequest } from "../../../platform/request-memo.ts";
import type { CheckoutContext } from "../../cart/kind.ts";
import { offeredCatalogues } from "../../catalog/service.ts";

/** How many of a catalogue a cart line holds: a catalogue line its quantity, a package line its catalogue items. */
function catalogueCount(line: Cart["orderLines"][number], catalogueUuid: string): number {
  if (line.catalogue?.uuid === catalogueUuid) return line.quantity;
  const items = line.package?.packageItems.filter((i) => i.catalogue?.uuid === catalogueUuid).length ?? 0;
  return items * line.quantity;
}

/**
 * The catalogues offered to the user, with how many of each the cart holds (on its own or in a package), so the
 * upsell does not offer a catalogue a package already brings and the delivery time counts it. The offered ones do not
 * depend on the cart: a checkout's upsell and its delivery time read them once per request.
 */
async function cataloguesWithQuantity({ db, portalId, userId, cart }: CheckoutContext): Promise<Catalogue[]> {
  const offered = await memoizedForRequest(db, `offered-catalogues:${portalId}:${userId}`, () =>
    offeredCatalogues(db, portalId, userId),
  );
  return offered.map((o) => {
    const quantity = cart.orderLines
      .filter((l) => l.subjects.some((s) => s.uuid === o.catalogue.subject.uuid))
      .reduce((sum, l) => sum + catalogueCount(l, o.catalogue.uuid), 0);
    return { ...o.catalogue, quantity };
  });
}

/** The upsell's catalogues (spec 03 §2.5): the user's catalogues that are not in the cart. */
export async function catalogueUpsell(checkout: CheckoutContext): Promise<UpsellItem | null> {
  const notInCart = (await cataloguesWithQuantity(checkout)).filter((c) => c.quantity === 0);
  return notInCart.length === 0 ? null : { type: "CATALOGUE", catalogues: notInCart };
}

/** The longest delivery time (days) of the catalogues in the cart; null without catalogues. */
export async function catalogueDeliveryDays(checkout: CheckoutContext): Promise<number | null> {
  const inCart = (await cataloguesWithQuantity(checkout))
    .filter((c) => c.quantity > 0)
    .map((c) => c.deliveryTime.days);
  return inCart.length === 0 ? null : Math.max(...inCart);
}
