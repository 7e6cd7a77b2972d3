import { freeDeliveryState } from "./free-delivery.ts";
import { shopLimits } from "./limits.ts";
import type { OrderLineType } from "./order-line.ts";

/** What a summary line is, so an interface can word it in the user's language. */
export const summaryLineKinds = ["subtotal", "rebate", "voucher", "shipping", "fee", "total", "tax"] as const;
export type SummaryLineKind = (typeof summaryLineKinds)[number];

/**
 * A line of the summary (the one shape the contracts, the orders' stored summary and the web app use): its order-line
 * type (0 subtotal, 2 voucher, 3 shipping and fees, 4 total and tax), what it is, the English text (or the voucher
 * code, the delivery option's name) and its price.
 */
export interface SummaryLine {
  type: OrderLineType;
  kind: SummaryLineKind;
  description: string;
  linePrice: number;
}

export interface Summary {
  lines: SummaryLine[];
  totalPrice: number;
  vatAmount: number;
  currency: string;
}

export interface SummaryInput {
  lines: ReadonlyArray<{ actualLinePrice: number; linePrice: number }>;
  /** The voucher's rebate, as a positive amount. */
  voucherRebate: { description: string; amount: number } | null;
  /** The chosen delivery; null before one is chosen (the cart page). */
  shipping: { description: string; price: number } | null;
  fees: ReadonlyArray<{ description: string; price: number }>;
  freeShippingThreshold: number | null;
  /** Basis points: 2500 = 25 %. */
  vatRate: number;
  currency: string;
}

export const summaryTexts = { subtotal: "Subtotal", total: "Total", tax: "VAT included" } as const;

/** The VAT a price that includes it contains: total × rate / (100 % + rate), rounded to whole minor units. */
export function vatIncluded(total: number, vatRate: number): number {
  return Math.round((total * vatRate) / (shopLimits.basisPointsWhole + vatRate));
}

/**
 * The cart's summary, computed in one place: subtotal of the products after line rebates, the voucher, shipping
 * (free once the products after rebates reach the threshold), fees, the total and the VAT it includes.
 */
export function computeSummary(input: SummaryInput): Summary {
  const subtotal = input.lines.reduce((sum, line) => sum + line.actualLinePrice, 0);
  const lines: SummaryLine[] = [
    { type: 0, kind: "subtotal", description: summaryTexts.subtotal, linePrice: subtotal },
  ];
  let total = subtotal;
  const voucher = input.voucherRebate;
  const rebate = voucher === null ? 0 : Math.min(Math.max(0, voucher.amount), Math.max(0, subtotal));
  if (voucher !== null) {
    lines.push({ type: 2, kind: "voucher", description: voucher.description, linePrice: -rebate });
    total -= rebate;
  }
  const productsAfterRebates = subtotal - rebate;
  if (input.shipping !== null) {
    const free = freeDeliveryState(productsAfterRebates, input.freeShippingThreshold)?.state === "free";
    const price = free ? 0 : input.shipping.price;
    lines.push({ type: 3, kind: "shipping", description: input.shipping.description, linePrice: price });
    total += price;
  }
  for (const fee of input.fees) {
    lines.push({ type: 3, kind: "fee", description: fee.description, linePrice: fee.price });
    total += fee.price;
  }
  const totalPrice = Math.max(0, total);
  const vatAmount = vatIncluded(totalPrice, input.vatRate);
  lines.push({ type: 4, kind: "total", description: summaryTexts.total, linePrice: totalPrice });
  lines.push({ type: 4, kind: "tax", description: summaryTexts.tax, linePrice: vatAmount });
  return { lines, totalPrice, vatAmount, currency: input.currency };
}
