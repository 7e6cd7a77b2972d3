import type { Cart } from "@shop/contracts/cart";
import type { Catalogue } from "@shop/contracts/catalogues";
import type { ErrorResponse } from "@shop/contracts/common";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cartLines } from "../../db/schema/cart.ts";
import { offeredCatalogues } from "../catalog/service.ts";
import type { CartChange } from "./kind.ts";
import { changeCart, updateLineQuantity } from "./lines.ts";
import { type CartExtras, cartOf, type PricedCart, priceCart } from "./pricing.ts";
import { applyVoucherCode } from "./vouchers.ts";

export {
  digitalSetsInCart,
  digitalSetsInCartColumn,
  digitalSetsInCartFrom,
  pictureInCartCondition,
  type SetsInCart,
} from "./in-cart.ts";
export { changeCart, clearCart, updateLineQuantity } from "./lines.ts";
export { cartMixesPhotographers, mixedPhotographersMessage } from "./photographers.ts";
export { type CartExtras, cartOf, type PricedCart, priceCart } from "./pricing.ts";
export { linesWithPricing, type PricedLine, registerCartThumbnailSigner } from "./read-model.ts";
export {
  type AppliedVoucher,
  applyVoucherCode,
  clearRebateCode,
  dropInvalidVoucher,
  dropRefusedVoucher,
  type RefusedVoucher,
} from "./vouchers.ts";

/** The cart with the ids behind it: what an order snapshot records (lines, the voucher to redeem). */
export interface CartSnapshot extends PricedCart {
  cart: Cart;
}

export async function loadCartSnapshot(
  db: Db,
  portalId: number,
  userId: number,
  extras: CartExtras = {},
  now: Date = new Date(),
): Promise<CartSnapshot> {
  const priced = await priceCart(db, portalId, userId, now);
  return { ...priced, cart: cartOf(priced, extras) };
}

/** The user's cart with its summary, computed in one place (the cart page, checkout, order snapshot use it). */
export async function loadCart(db: Db, portalId: number, userId: number, extras?: CartExtras): Promise<Cart> {
  return cartOf(await priceCart(db, portalId, userId), extras);
}

/** Applies a voucher code to the user's cart: the reason when refused. */
export async function applyRebateCode(
  db: Db,
  portalId: number,
  userId: number,
  code: string,
): Promise<{ ok: true } | ({ ok: false } & ErrorResponse)> {
  const result = await applyVoucherCode(db, portalId, userId, code, new Date());
  return result.ok ? { ok: true } : result;
}

export async function removeLine(db: Db, portalId: number, userId: number, lineUuid: string): Promise<void> {
  await updateLineQuantity(db, portalId, userId, lineUuid, 0);
}

export interface ToggleResult {
  inCart: boolean;
  itemCount: number;
}

/** A kind's toggle (puts a thing in the cart, or takes it out when it is there) with the cart's item count after it. */
export async function toggleInCart(
  db: Db,
  portalId: number,
  userId: number,
  toggle: CartChange<boolean>,
): Promise<ToggleResult> {
  const inCart = await changeCart(db, portalId, userId, toggle);
  return { inCart, itemCount: (await loadCart(db, portalId, userId)).itemCount };
}

/** The catalogues offered for the user's picture sets (GET /ajax/user/get_catalogues.php), with the cart's quantity. */
export async function listCatalogues(db: Db, portalId: number, userId: number): Promise<Catalogue[]> {
  const [offered, inCart] = await Promise.all([
    offeredCatalogues(db, portalId, userId),
    db
      .select({
        catalogueId: cartLines.catalogueId,
        subjectId: cartLines.subjectId,
        quantity: cartLines.quantity,
      })
      .from(cartLines)
      .where(and(eq(cartLines.userId, userId), isNotNull(cartLines.catalogueId))),
  ]);
  return offered.map((o) => ({
    ...o.catalogue,
    quantity:
      inCart.find((l) => l.catalogueId === o.catalogueId && l.subjectId === o.subjectId)?.quantity ?? 0,
  }));
}
