import { z } from "zod";

/** Stripe's reasons for a refund, which its API takes as they are. */
export const refundReasons = ["requested_by_customer", "duplicate", "fraudulent"] as const;
export const RefundReason = z.enum(refundReasons);
export type RefundReason = z.infer<typeof RefundReason>;

/** Why the order cannot be refunded from the studio, or null when it can (what the page shows instead). */
export const RefundBlock = z.enum(["not_card", "not_paid", "refunded"]);
export type RefundBlock = z.infer<typeof RefundBlock>;

export const StudioRefundLine = z.object({
  uuid: z.uuid(),
  productName: z.string().max(500),
  description: z.string().max(2000),
  quantity: z.number().int().min(0),
  /** What the parent paid for the line, minor units of `currency`. */
  paid: z.number().int().min(0),
  /** What of it was refunded (the line is refunded whole, so 0 or `paid`). */
  refunded: z.number().int().min(0),
  /** A refund of the line is with Stripe now. */
  pending: z.boolean(),
});
export type StudioRefundLine = z.infer<typeof StudioRefundLine>;

export const StudioRefundEntry = z.object({
  uuid: z.uuid(),
  amount: z.number().int().min(0),
  whole: z.boolean(),
  reason: RefundReason,
  /** pending: with Stripe now; failed: Stripe reported afterwards that the money could not be returned. */
  status: z.enum(["pending", "succeeded", "failed"]),
  at: z.iso.datetime({ offset: true }),
});
export type StudioRefundEntry = z.infer<typeof StudioRefundEntry>;

/** GET /api/studio/orders/{orderUuid}/refund (owner): what the refund page shows. */
export const StudioRefundOrder = z.object({
  orderUuid: z.uuid(),
  reference: z.string().max(50),
  status: z.string().max(50),
  currency: z.string().length(3),
  paymentTitle: z.string().max(500),
  /** Issue 33: the provider the money goes back through (stripe, vipps), when it was paid through one. */
  provider: z.string().max(50).optional(),
  /** What the parent paid in all, and what of it was refunded so far. */
  paid: z.number().int().min(0),
  refunded: z.number().int().min(0),
  block: RefundBlock.nullable(),
  lines: z.array(StudioRefundLine).max(1_000),
  refunds: z.array(StudioRefundEntry).max(1_000),
});
export type StudioRefundOrder = z.infer<typeof StudioRefundOrder>;

export const StudioRefundParams = z.object({ orderUuid: z.uuid() });

/**
 * POST /api/studio/orders/{orderUuid}/refund (owner): the whole order (what is left of it) or the lines named, each
 * line refunded whole; through Stripe's or Vipps MobilePay's refund API (the paid transaction's provider).
 */
export const StudioRefundBody = z.discriminatedUnion("whole", [
  z.object({ whole: z.literal(true), reason: RefundReason }),
  z.object({
    whole: z.literal(false),
    reason: RefundReason,
    lineUuids: z.array(z.uuid()).min(1, "Choose at least one line to refund").max(1_000),
  }),
]);
export type StudioRefundBody = z.infer<typeof StudioRefundBody>;

export const StudioRefundResult = z.object({
  refund: StudioRefundEntry,
  order: StudioRefundOrder,
});
export type StudioRefundResult = z.infer<typeof StudioRefundResult>;

/**
 * The provider refused the refund or could not be reached (502): its own words as the one field named after it
 * (`stripe`, or `vipps` since issue 33).
 */
export const StudioRefundStripeRefusal = z.object({
  error: z.string().max(1_000),
  code: z.enum(["studio_refund_stripe_failed", "studio_refund_vipps_failed"]),
  fields: z.array(z.object({ field: z.enum(["stripe", "vipps"]), message: z.string().max(500) })).max(1),
});
export type StudioRefundStripeRefusal = z.infer<typeof StudioRefundStripeRefusal>;
