import type { ErrorResponse } from "@shop/contracts/common";
import type { PaymentStopReason } from "@shop/contracts/payments";
import { checkInvoice } from "@shop/domain/invoice";
import { evaluateVoucher } from "@shop/domain/voucher";
import type { Db } from "../../db/client.ts";
import { invoiceRefusal, voucherRefusal } from "../../refusals.ts";
import { findVoucherById, productIdsByUuid, redeemVoucherOnce, voucherUsedBy } from "../catalog/service.ts";
import { hasUnpaidInvoice, lockInvoicesOf } from "../orders/invoices.ts";
import { type BuyersOrder, lineAmountsOf } from "../orders/service.ts";

/** Why the shop does not take a payment for an order (any more), with the reason the page shows. */
export interface PaymentStop {
  reason: PaymentStopReason;
  problem: ErrorResponse;
}

/**
 * Whether the order's voucher still holds for the order's own lines: not expired, minimum reached, in scope (the
 * voucher may have changed since the order was made), and, when `usedElsewhere` is asked, not already redeemed by
 * the user. null when the order has no voucher or it holds.
 */
export async function voucherStop(
  db: Db,
  order: BuyersOrder,
  now: Date,
  options: { checkRedeemed: boolean },
): Promise<PaymentStop | null> {
  if (order.rebateCode === null) return null;
  const voucher = order.voucherId === null ? null : await findVoucherById(db, order.voucherId);
  const lines = await lineAmountsOf(db, order.id);
  const ids = await productIdsByUuid(
    db,
    lines.flatMap((l) => (l.productUuid === null ? [] : [l.productUuid])),
  );
  const usedByUser =
    options.checkRedeemed && voucher?.oncePerUser === true
      ? await voucherUsedBy(db, voucher.id, order.userId)
      : false;
  const result = evaluateVoucher(voucher, {
    lines: lines.map((l) => ({
      productId: l.productUuid === null ? -1 : (ids.get(l.productUuid) ?? -1),
      actualLinePrice: l.actualLinePrice,
    })),
    subtotal: lines.reduce((sum, l) => sum + l.actualLinePrice, 0),
    now,
    usedByUser,
  });
  if (result.ok) return null;
  return {
    reason: "voucher_invalid",
    problem: voucherRefusal(result.reason, voucher?.minOrderValue ?? null, order.currency),
  };
}

/** Redeems the order's once-per-user voucher inside the caller's transaction; a stop when the user already did. */
export async function redeemVoucher(tx: Db, order: BuyersOrder, now: Date): Promise<PaymentStop | null> {
  if (order.voucherId === null) return null;
  const voucher = await findVoucherById(tx, order.voucherId);
  if (!voucher?.oncePerUser) return null;
  if (await redeemVoucherOnce(tx, { voucherId: voucher.id, userId: order.userId, orderId: order.id }, now)) {
    return null;
  }
  return {
    reason: "voucher_invalid",
    problem: voucherRefusal("alreadyUsed", voucher.minOrderValue, order.currency),
  };
}

/**
 * Whether the order may still be confirmed on invoice, inside the caller's transaction: at most the maximum amount
 * and no other unpaid invoice of the user. The user's invoice decisions are serialized by a lock, so of two invoice
 * confirmations at once the second sees the first.
 */
export async function invoiceStop(
  tx: Db,
  order: BuyersOrder,
  maxAmount: number,
): Promise<PaymentStop | null> {
  await lockInvoicesOf(tx, order.userId);
  const refusal = checkInvoice({
    amount: order.totalPrice,
    maxAmount,
    hasUnpaidInvoice: await hasUnpaidInvoice(tx, order.userId),
  });
  if (refusal === null) return null;
  return { reason: "invoice_refused", problem: invoiceRefusal(refusal, maxAmount, order.currency) };
}
