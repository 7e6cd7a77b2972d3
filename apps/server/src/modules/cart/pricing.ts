import type { Cart } from "@shop/contracts/cart";
import { freeDeliveryState } from "@shop/domain/free-delivery";
import { computeSummary } from "@shop/domain/summary";
import type { Db } from "../../db/client.ts";
import { type CartPricing, linesWithPricing, type PricedLine } from "./read-model.ts";
import { type AppliedVoucher, cartVoucher, type RefusedVoucher } from "./vouchers.ts";

export interface CartExtras {
  /** The chosen delivery's price. */
  shipping?: { description: string; price: number } | null;
  /** E.g. an invoice fee. */
  fees?: { description: string; price: number }[];
}

/**
 * The user's cart read and priced once: its lines, what prices it besides them, and its voucher as it applies now
 * (or why it does not). cartOf turns it into the cart the customer sees, with or without a delivery's shipping and
 * a payment's fee, as often as a call needs without pricing it again.
 */
export interface PricedCart {
  lines: PricedLine[];
  pricing: CartPricing;
  voucher: AppliedVoucher | null;
  /** The cart holds a voucher that does not apply now: the summary is without it. */
  refusedVoucher: RefusedVoucher | null;
}

export async function priceCart(
  db: Db,
  portalId: number,
  userId: number,
  now: Date = new Date(),
): Promise<PricedCart> {
  const { lines, pricing } = await linesWithPricing(db, portalId, userId, now);
  const { applied, refused } = await cartVoucher(db, userId, pricing, lines, now);
  return { lines, pricing, voucher: applied, refusedVoucher: refused };
}

/** The cart with its summary, computed in one place: the lines, the voucher, shipping and fees, total and VAT. */
export function cartOf(priced: PricedCart, extras: CartExtras = {}): Cart {
  const { lines, pricing, voucher } = priced;
  const summary = computeSummary({
    lines: lines.map((l) => l.line),
    voucherRebate: voucher === null ? null : { description: voucher.code, amount: voucher.rebate },
    shipping: extras.shipping ?? null,
    fees: extras.fees ?? [],
    freeShippingThreshold: pricing.freeShippingThreshold,
    vatRate: pricing.vatRate,
    currency: pricing.currency,
  });
  const subtotal = lines.reduce((sum, l) => sum + l.line.actualLinePrice, 0);
  return {
    orderLines: lines.map((l) => l.line),
    summary,
    rebateCode: voucher === null ? null : { code: voucher.code, description: voucher.description },
    freeShipping: freeDeliveryState(subtotal - (voucher?.rebate ?? 0), pricing.freeShippingThreshold),
    itemCount: lines.reduce((sum, l) => sum + l.line.quantity, 0),
  };
}
