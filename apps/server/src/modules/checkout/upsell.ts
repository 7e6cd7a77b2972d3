import type { UpsellItem } from "@shop/contracts/checkout";
import { upsellOrder } from "@shop/domain/upsell";
import type { CheckoutContext } from "../cart/kind.ts";
import { lineKinds } from "../cart/kinds.ts";

/** Where an upsell item's dialog comes (packages/domain `upsellOrder`; a type it does not name, after). */
const place = (item: UpsellItem) => {
  const index = upsellOrder.indexOf(item.type);
  return index === -1 ? upsellOrder.length : index;
};

/** The upsell of spec 03 §2.5: what each kind offers beside the cart (its `upsellOffer`), in the spec's order. */
export async function upsaleList(checkout: CheckoutContext): Promise<UpsellItem[]> {
  const offers = await Promise.all(lineKinds().map((kind) => kind.upsellOffer?.(checkout) ?? null));
  return offers.filter((offer) => offer !== null).toSorted((a, b) => place(a) - place(b));
}

/**
 * The longest delivery time (days) of what the cart holds, as its kinds say (`deliveryDays`: the catalogues', on their
 * own or in a package); null when none says one. The contract's and the order's `catalogueMaxDeliveryTime`.
 */
export async function longestDeliveryDays(checkout: CheckoutContext): Promise<number | null> {
  const days = await Promise.all(lineKinds().map((kind) => kind.deliveryDays?.(checkout) ?? null));
  const said = days.filter((d) => d !== null);
  return said.length === 0 ? null : Math.max(...said);
}
