import { sizeLimits } from "@shop/domain/limits";
import { z } from "zod";
import { PaymentProvider } from "./checkout.ts";
import { Money } from "./common.ts";
import { ErrorCode, ErrorParams } from "./error-codes.ts";

/**
 * pending and declined are open (the customer may pay); paid and invoiced placed the order; cancelled was abandoned
 * or stopped by the shop (see PaymentStopReason); expired was left open longer than the shop waits.
 */
export const TransactionStatus = z.enum(["pending", "paid", "invoiced", "declined", "cancelled", "expired"]);
export type TransactionStatus = z.infer<typeof TransactionStatus>;

/**
 * Why the shop stopped a payment when it was applied (status cancelled): the order's voucher no longer holds (used on
 * another order, expired), or the invoice is no longer allowed (one unpaid invoice at a time, the maximum amount).
 * The English reason comes beside it as the error text.
 */
export const PaymentStopReason = z.enum(["voucher_invalid", "invoice_refused"]);
export type PaymentStopReason = z.infer<typeof PaymentStopReason>;

export const TransactionParams = z.object({ transactionUuid: z.uuid() });

/** GET /api/webshop/transactions/{transactionUuid} — what the payment page shows. */
export const TransactionResponse = z.object({
  transaction: z.object({
    uuid: z.uuid(),
    status: TransactionStatus,
    amount: Money,
    currency: z.string().length(3),
    provider: PaymentProvider,
    paymentTitle: z.string().max(sizeLimits.answerLabel),
    orderUuid: z.uuid(),
    /** First 8 characters of the order uuid. */
    orderReference: z.string().max(sizeLimits.answerLabel),
    /** The number the mobile payment goes to, as entered in the payment step. */
    mobilePhone: z.string().max(sizeLimits.answerLabel).nullable(),
    /** The last decline message, to show beside the retry; or why the shop stopped the payment. */
    lastError: z.string().max(sizeLimits.answerText).nullable(),
    /** lastError's code and the values in its text, which the web app says in the user's language. */
    lastErrorCode: ErrorCode.nullable(),
    lastErrorParams: ErrorParams.nullable(),
    /** Set when the shop stopped the payment (status cancelled). */
    stopReason: PaymentStopReason.nullable(),
  }),
});
export type TransactionResponse = z.infer<typeof TransactionResponse>;

/** Result of every payment action: where the browser goes next. */
export const PaymentResult = z.object({
  status: TransactionStatus,
  orderUuid: z.uuid(),
  /** Set when the payment was declined (the page offers a retry) or stopped by the shop (stopReason). */
  error: z.string().max(sizeLimits.answerText).nullable(),
  /** error's code and the values in its text. */
  code: ErrorCode.nullable(),
  params: ErrorParams.nullable(),
  /** Set when the shop stopped the payment: the page says why and leads back to the cart. */
  stopReason: PaymentStopReason.nullable(),
  /** Stripe: the hosted page to go to. */
  redirectUrl: z.string().max(sizeLimits.url).nullable(),
});
export type PaymentResult = z.infer<typeof PaymentResult>;

/** POST /api/webshop/transactions/{transactionUuid}/card — the built-in test card provider. */
export const CardPaymentBody = z.object({
  cardNumber: z.string().trim().min(12).max(23),
  /** MM/YY */
  expiry: z
    .string()
    .trim()
    .max(16)
    .regex(/^\d{2}\s*\/\s*\d{2}$/),
  cvc: z
    .string()
    .trim()
    .max(4)
    .regex(/^\d{3,4}$/),
  name: z.string().trim().min(1).max(sizeLimits.name),
});
export type CardPaymentBody = z.infer<typeof CardPaymentBody>;

/** POST /api/webshop/transactions/{transactionUuid}/mobile — the built-in test mobile flow. */
export const MobilePaymentBody = z.object({ action: z.enum(["start", "approve", "decline"]) });
export type MobilePaymentBody = z.infer<typeof MobilePaymentBody>;

/** POST /api/webshop/transactions/{transactionUuid}/invoice and …/stripe take no body. */

/** POST /api/webshop/transactions/{transactionUuid}/cancel — the customer abandons; the cart stays. */
