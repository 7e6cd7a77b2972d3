import { shopLimits } from "./limits.ts";

/** A voucher (rebate code) as the rules need it. */
export interface VoucherRule {
  kind: "percent" | "amount";
  /** percent: basis points (1000 = 10 %); amount: minor units. */
  value: number;
  /** The products must add up to at least this; null: no minimum. */
  minOrderValue: number | null;
  /** No longer valid from this moment; null: never expires. */
  expiresAt: Date | null;
  /** Only lines of these products count; null: every product. */
  productIds: readonly number[] | null;
  oncePerUser: boolean;
}

export interface VoucherContext {
  lines: ReadonlyArray<{ productId: number; actualLinePrice: number }>;
  /** The cart's products after line rebates (the sum of actual line prices). */
  subtotal: number;
  now: Date;
  /** The user already redeemed this voucher in an order. */
  usedByUser: boolean;
}

export type VoucherRefusal = "unknown" | "expired" | "minimumNotReached" | "notApplicable" | "alreadyUsed";

export type VoucherResult = { ok: true; rebate: number } | { ok: false; reason: VoucherRefusal };

/**
 * Whether a voucher applies to a cart and what it takes off. A percentage is of the lines it applies to, rounded to
 * whole minor units; a fixed amount is never more than those lines; neither is ever more than they cost.
 */
export function evaluateVoucher(voucher: VoucherRule | null, context: VoucherContext): VoucherResult {
  if (voucher === null) return { ok: false, reason: "unknown" };
  if (voucher.expiresAt !== null && context.now.getTime() >= voucher.expiresAt.getTime()) {
    return { ok: false, reason: "expired" };
  }
  if (voucher.oncePerUser && context.usedByUser) return { ok: false, reason: "alreadyUsed" };
  if (voucher.minOrderValue !== null && context.subtotal < voucher.minOrderValue) {
    return { ok: false, reason: "minimumNotReached" };
  }
  const scope = voucher.productIds === null ? null : new Set(voucher.productIds);
  let applicable = 0;
  for (const line of context.lines) {
    if (scope === null || scope.has(line.productId)) applicable += Math.max(0, line.actualLinePrice);
  }
  if (applicable <= 0) return { ok: false, reason: "notApplicable" };
  const rebate =
    voucher.kind === "percent"
      ? Math.round((applicable * voucher.value) / shopLimits.basisPointsWhole)
      : voucher.value;
  return { ok: true, rebate: Math.min(Math.max(0, rebate), applicable) };
}

/** The English reasons the server answers; `{{amount}}` is the minimum order value, formatted. */
export const voucherReasonTexts: Record<VoucherRefusal, string> = {
  unknown: "This voucher code is not valid",
  expired: "This voucher code has expired",
  minimumNotReached: "This voucher code is only valid for orders over {{amount}}",
  notApplicable: "This voucher code does not apply to the products in your cart",
  alreadyUsed: "You have already used this voucher code",
};

/** An amount in English for a server text, e.g. 'NOK 300' or 'NOK 12.50' (a plain space, easy to match). */
export function formatAmountEnglish(minor: number, currency: string): string {
  const whole = minor % 100 === 0;
  return new Intl.NumberFormat("en", {
    style: "currency",
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })
    .format(minor / 100)
    .replace(/\u00a0/g, " ");
}

/** The reason a code is refused, in English, with the minimum filled in. */
export function voucherReasonText(
  reason: VoucherRefusal,
  minOrderValue: number | null,
  currency: string,
): string {
  const text = voucherReasonTexts[reason];
  return text.replace("{{amount}}", formatAmountEnglish(minOrderValue ?? 0, currency));
}
