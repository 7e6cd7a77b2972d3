import type { Cart, OrderLine } from "@shop/contracts/cart";
import type { Order } from "@shop/contracts/orders";
import { type Ecommerce, type Item, track, trackingAllowed } from "./analytics.ts";
import { queryClient } from "./query-client.ts";
import { queryKeys } from "./query-keys.ts";

/** The analytics of the cart and the order (lib/analytics.ts): add_to_cart and purchase. */

const major = (minor: number) => minor / 100;

function itemOf(line: OrderLine, quantity: number): Item {
  return {
    item_id: line.product.uuid,
    item_name: line.product.name,
    price: major(line.quantity > 0 ? line.actualLinePrice / line.quantity : 0),
    quantity,
  };
}

function ecommerce(items: Item[], currency: string): Ecommerce {
  const value = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  return { currency, value: Math.round(value * 100) / 100, items };
}

/** What a new cart holds more of than the one before: new lines, and more pieces of a line. */
function added(before: Cart, after: Cart): Item[] {
  const had = new Map(before.orderLines.map((line) => [line.uuid, line.quantity]));
  return after.orderLines.flatMap((line) => {
    if (line.type !== 0) return [];
    const more = line.quantity - (had.get(line.uuid) ?? 0);
    return more > 0 ? [itemOf(line, more)] : [];
  });
}

/**
 * Watches the cart wherever it changes (every call that adds answers the new cart), so each way of adding (a picture,
 * a set, a design, a package, a catalogue) reports `add_to_cart` without a hook of its own. The cart as it is when
 * the watch starts (or first read) is what was there already.
 */
export function watchCartAnalytics(): () => void {
  let last = queryClient.getQueryData<Cart>(queryKeys.cart.all);
  return queryClient.getQueryCache().subscribe((event) => {
    const { queryKey } = event.query;
    if (event.type !== "updated" || queryKey.length !== 1 || queryKey[0] !== queryKeys.cart.all[0]) return;
    const cart = event.query.state.data as Cart | undefined;
    if (!cart || cart === last) return;
    const items = last ? added(last, cart) : [];
    last = cart;
    if (items.length > 0) track({ event: "add_to_cart", ecommerce: ecommerce(items, cart.summary.currency) });
  });
}

const purchasesKey = "shop.purchases-tracked";

/** `purchase` once per placed order, when its receipt is first shown in this browser session. */
export function trackPurchase(order: Order): void {
  if (order.confirmTime === null || order.status === "cancelled" || !trackingAllowed()) return;
  let tracked: string[] = [];
  try {
    tracked = JSON.parse(sessionStorage.getItem(purchasesKey) ?? "[]") as string[];
  } catch {
    tracked = [];
  }
  if (tracked.includes(order.uuid)) return;
  const items = order.orderLines.filter((line) => line.type === 0).map((line) => itemOf(line, line.quantity));
  track({
    event: "purchase",
    ecommerce: {
      transaction_id: order.uuid,
      ...ecommerce(items, order.summary.currency),
      value: major(order.summary.totalPrice),
    },
  });
  try {
    sessionStorage.setItem(purchasesKey, JSON.stringify([...tracked, order.uuid]));
  } catch {
    // Private browsing may refuse storage; a reload of the receipt may then report the purchase again.
  }
}
