import type { ProductPrice } from "./pricing.ts";

/**
 * What a product's price list must be for the shop to sell from it (issue 31, the studio's product forms): the studio
 * checks it as the photographer types, the server again before it stores; amounts are minor units by then.
 */

/** The highest amount a product form takes: 1 000 000.00 in the shop's currency, as the settings file's. */
export const productAmountMax = 100_000_000;

export type PriceListProblem =
  /** On sale without any price: a parent would see nothing to pay, or 0. */
  | "no-price"
  /** Two tiers start at the same quantity: which one counts would be chance. */
  | "same-quantity"
  /** The 'Special offer' price is not below the price it replaces, so it would never show. */
  | "campaign-not-lower"
  /** A 'Special offer' end without any 'Special offer' price. */
  | "end-without-campaign";

export interface PriceListIssue {
  /** The field as the form names it: `prices.1.quantity`, `prices.0.campaignPrice`, `campaignEndsAt`. */
  field: string;
  problem: PriceListProblem;
}

export function priceListIssues(list: {
  prices: readonly ProductPrice[];
  campaignEndsAt: unknown;
  active: boolean;
}): PriceListIssue[] {
  const issues: PriceListIssue[] = [];
  if (list.active && list.prices.length === 0) issues.push({ field: "prices", problem: "no-price" });
  const seen = new Set<number>();
  for (const [i, tier] of list.prices.entries()) {
    if (seen.has(tier.quantity)) issues.push({ field: `prices.${i}.quantity`, problem: "same-quantity" });
    seen.add(tier.quantity);
    if (tier.campaignPrice !== null && tier.campaignPrice >= tier.price) {
      issues.push({ field: `prices.${i}.campaignPrice`, problem: "campaign-not-lower" });
    }
  }
  if (list.campaignEndsAt !== null && list.prices.every((p) => p.campaignPrice === null)) {
    issues.push({ field: "campaignEndsAt", problem: "end-without-campaign" });
  }
  return issues;
}

/** Whether the campaign prices of a product count at `now`: they do until their end, when they have one. */
export function campaignRuns(campaignEndsAt: Date | null, now: Date): boolean {
  return campaignEndsAt === null || campaignEndsAt.getTime() > now.getTime();
}
