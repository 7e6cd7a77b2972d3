import type { ErrorResponse } from "@shop/contracts/common";
import { evaluateVoucher, type VoucherRefusal } from "@shop/domain/voucher";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { carts } from "../../db/schema/cart.ts";
import { voucherRefusal } from "../../refusals.ts";
import { findVoucherByCode, findVoucherById, voucherUsedBy } from "../catalog/service.ts";
import { type CartPricing, linesWithPricing, type PricedLine } from "./read-model.ts";

/** The voucher of the cart, when it still applies to what the cart holds. */
export interface AppliedVoucher {
  id: number;
  code: string;
  description: string;
  oncePerUser: boolean;
  rebate: number;
}

/** A voucher the cart holds that does not apply to it now, and why (the English reason and its code). */
export interface RefusedVoucher {
  id: number;
  reason: VoucherRefusal;
  problem: ErrorResponse;
}

type Voucher = NonNullable<Awaited<ReturnType<typeof findVoucherById>>>;

async function evaluate(db: Db, voucher: Voucher | null, userId: number, lines: PricedLine[], now: Date) {
  const usedByUser = voucher?.oncePerUser ? await voucherUsedBy(db, voucher.id, userId) : false;
  return evaluateVoucher(voucher, {
    lines: lines.map((l) => ({ productId: l.productId, actualLinePrice: l.line.actualLinePrice })),
    subtotal: lines.reduce((sum, l) => sum + l.line.actualLinePrice, 0),
    now,
    usedByUser,
  });
}

/** The cart's voucher as it applies to the priced lines now: its rebate, or why it no longer applies. */
export async function cartVoucher(
  db: Db,
  userId: number,
  pricing: CartPricing,
  lines: PricedLine[],
  now: Date,
): Promise<{ applied: AppliedVoucher | null; refused: RefusedVoucher | null }> {
  if (pricing.voucherId === null) return { applied: null, refused: null };
  const voucher = await findVoucherById(db, pricing.voucherId);
  if (!voucher) return { applied: null, refused: null };
  const result = await evaluate(db, voucher, userId, lines, now);
  // A voucher that no longer applies (the minimum is no longer reached, it expired) drops out of the summary
  // without an error; checkout asks for the reason (refused) before it makes an order.
  if (!result.ok) {
    const problem = voucherRefusal(result.reason, voucher.minOrderValue, pricing.currency);
    return { applied: null, refused: { id: voucher.id, reason: result.reason, problem } };
  }
  return {
    applied: {
      id: voucher.id,
      code: voucher.code,
      description: voucher.description,
      oncePerUser: voucher.oncePerUser,
      rebate: result.rebate,
    },
    refused: null,
  };
}

/**
 * Applies a voucher code to the user's cart, checked against the cart's priced lines: the reason when refused; else the lines, their pricing (now with the voucher) and the voucher as it applies.
 */
export async function applyVoucherCode(
  db: Db,
  portalId: number,
  userId: number,
  code: string,
  now: Date,
): Promise<
  | { ok: true; lines: PricedLine[]; pricing: CartPricing; voucher: AppliedVoucher }
  | ({ ok: false } & ErrorResponse)
> {
  const [voucher, { lines, pricing }] = await Promise.all([
    findVoucherByCode(db, portalId, code),
    linesWithPricing(db, portalId, userId, now),
  ]);
  const result = await evaluate(db, voucher, userId, lines, now);
  if (!result.ok || voucher === null) {
    const reason = result.ok ? "unknown" : result.reason;
    return { ok: false, ...voucherRefusal(reason, voucher?.minOrderValue ?? null, pricing.currency) };
  }
  await db
    .insert(carts)
    .values({ userId, voucherId: voucher.id, updatedAt: now })
    .onConflictDoUpdate({ target: carts.userId, set: { voucherId: voucher.id, updatedAt: now } });
  return {
    ok: true,
    lines,
    pricing: { ...pricing, voucherId: voucher.id },
    voucher: {
      id: voucher.id,
      code: voucher.code,
      description: voucher.description,
      oncePerUser: voucher.oncePerUser,
      rebate: result.rebate,
    },
  };
}

export async function clearRebateCode(db: Db, userId: number): Promise<void> {
  await db.update(carts).set({ voucherId: null, updatedAt: new Date() }).where(eq(carts.userId, userId));
}

/**
 * Takes the voucher off the user's cart when it no longer applies to it (used on another order, expired, the cart
 * below its minimum), inside the caller's transaction; a voucher that still applies stays. Returns whether it went.
 */
export async function dropInvalidVoucher(
  tx: Db,
  portalId: number,
  userId: number,
  now: Date,
): Promise<boolean> {
  const { lines, pricing } = await linesWithPricing(tx, portalId, userId, now);
  const { refused } = await cartVoucher(tx, userId, pricing, lines, now);
  if (refused === null) return false;
  await dropRefusedVoucher(tx, userId, refused, now);
  return true;
}

/** Takes a refused voucher off the user's cart (unless another one replaced it meanwhile). */
export async function dropRefusedVoucher(
  db: Db,
  userId: number,
  refused: RefusedVoucher,
  now: Date,
): Promise<void> {
  await db
    .update(carts)
    .set({ voucherId: null, updatedAt: now })
    .where(and(eq(carts.userId, userId), eq(carts.voucherId, refused.id)));
}
