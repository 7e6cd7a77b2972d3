import type { PaymentOption, PaymentProvider } from "@shop/contracts/checkout";
import type { ErrorResponse } from "@shop/contracts/common";
import type { DeliveryType } from "@shop/contracts/delivery";
import { ErrorCode, type ErrorParams } from "@shop/contracts/error-codes";
import type {
  PaymentResult,
  PaymentStopReason,
  TransactionResponse,
  TransactionStatus,
} from "@shop/contracts/payments";
import { limits } from "@shop/domain/limits";
import { paymentDeclineTexts } from "@shop/domain/payment-texts";
import { and, asc, eq, inArray, type SQLWrapper, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { paymentEvents, paymentOptions, transactions } from "../../db/schema/payments.ts";
import type { Mailer } from "../../platform/mail.ts";
import { cachedRead } from "../../platform/read-cache.ts";
import { localised } from "../../platform/request-language.ts";
import { getProfile } from "../account/service.ts";
import { clearCart, dropInvalidVoucher } from "../cart/service.ts";
import { shopProfile } from "../content/service.ts";
import { orderConfirmationMail, receiptUrl } from "../orders/mail.ts";
import { cancelOrder, confirmOrder, getOrderById, ordersToPay, orderToPay } from "../orders/service.ts";
import { invoiceStop, type PaymentStop, redeemVoucher, voucherStop } from "./payment-checks.ts";
import { type VippsClient, vippsClientFor } from "./providers/vipps-client.ts";
import { type StripeClient, stripeClientFor } from "./stripe.ts";

export const transactionNotFoundMessage = "Transaction not found";
export const paymentTexts = {
  wrongProvider: "This payment is not made with this payment method",
  completed: "This payment is already completed",
  cancelled: "This payment was cancelled",
  mobileNotStarted: "Send the payment request to your phone first",
  mobileDeclined: paymentDeclineTexts.mobileDeclined,
  stripeOff: "Stripe payments are not available",
  vippsOff: "Vipps MobilePay payments are not available",
  vippsFailed: "Could not start the Vipps MobilePay payment. Please try again.",
  vippsDeclined: "The payment was not completed in Vipps MobilePay. You can try again.",
  providerOff: "This payment method is no longer available. Please go back to the cart and choose another.",
  stripeFailed: "Could not start the Stripe payment. Please try again.",
  expired: "This payment has expired",
} as const;

/** The built-in test providers: they take no money, so they exist only in the demo shop. */
export const testProviders: ReadonlySet<PaymentProvider> = new Set(["card", "mobile"]);

/**
 * The providers this shop may offer: the test providers in the demo only, invoice in the demo or when enabled,
 * Stripe and Vipps MobilePay when they are configured. A payment option of any other provider is never offered.
 */
export function enabledProviders(
  config: Pick<Config, "isDemo" | "invoiceEnabled"> & Partial<Pick<Config, "vipps">>,
  stripeConfigured: boolean,
): ReadonlySet<PaymentProvider> {
  const enabled = new Set<PaymentProvider>();
  if (config.isDemo) for (const p of testProviders) enabled.add(p);
  if (config.invoiceEnabled) enabled.add("invoice");
  if (stripeConfigured) enabled.add("stripe");
  if (config.vipps !== undefined) enabled.add("vipps");
  return enabled;
}

const openStatuses = ["pending", "declined"];

export interface PaymentDeps {
  db: Db;
  config: Pick<
    Config,
    | "signingSecret"
    | "publicUrl"
    | "invoiceMaxAmount"
    | "paymentExpiryMs"
    | "stripeWebhookSecret"
    | "dataEncryptionKey"
  > &
    Partial<Pick<Config, "vipps">>;
  mailer: Mailer;
  portalId: number;
  /** The Stripe client when Stripe is configured: expiring an open payment closes its Checkout Session first. */
  stripe?: StripeClient | null;
  /** Vipps MobilePay's client when it is configured (issue 33). */
  vipps?: VippsClient | null;
  now?: () => Date;
}

/** The payment services' dependencies as the running app holds them; Stripe is there when it is configured. */
export function paymentDepsOf(
  app: FastifyInstance,
): PaymentDeps & { stripe: StripeClient | null; vipps: VippsClient | null } {
  return {
    db: app.db,
    config: app.config,
    mailer: app.mailer,
    portalId: app.portalId,
    stripe: stripeClientFor(app.config, app.stripeClient),
    vipps: app.config.vipps === undefined ? null : vippsClientFor(app.config.vipps),
  };
}

type PaymentOptionRow = typeof paymentOptions.$inferSelect;

function toPaymentOption(row: PaymentOptionRow): PaymentOption {
  return {
    uuid: row.uuid,
    provider: row.provider as PaymentProvider,
    title: localised(row.title, row.translations.title),
    mobileTitle: localised(row.mobileTitle, row.translations.mobileTitle),
    description: localised(row.description, row.translations.description),
    mobileDescription: localised(row.mobileDescription, row.translations.mobileDescription),
    verifyMobile: row.verifyMobile,
    requirePersonNo: row.requirePersonNo,
    enabledPaymentMethods: row.enabledPaymentMethods.map(({ names, ...method }) => ({
      ...method,
      name: localised(method.name, names),
    })),
    fee: row.fee,
  };
}

export interface UsablePaymentOption {
  id: number;
  option: PaymentOption;
}

/** Every payment option of the shop, in its order (kept in the read cache, platform/read-cache.ts). */
const shopPaymentOptions = cachedRead("shopPaymentOptions", ["payment_options"], (db: Db, portalId: number) =>
  db
    .select()
    .from(paymentOptions)
    .where(eq(paymentOptions.portalId, portalId))
    .orderBy(asc(paymentOptions.position), asc(paymentOptions.id)),
);

/** The payment options valid for a delivery type whose provider is enabled (enabledProviders). */
export async function paymentOptionsFor(
  db: Db,
  portalId: number,
  deliveryType: DeliveryType,
  providers: ReadonlySet<PaymentProvider>,
): Promise<UsablePaymentOption[]> {
  const rows = await shopPaymentOptions(db, portalId);
  return rows
    .filter(
      (r) =>
        providers.has(r.provider as PaymentProvider) &&
        (r.deliveryTypes === null || r.deliveryTypes.includes(deliveryType)),
    )
    .map((r) => ({ id: r.id, option: toPaymentOption(r) }));
}

/** The fee line a payment option adds to the summary, if any. */
export function feesOf(option: PaymentOption | null): { description: string; price: number }[] {
  return option && option.fee > 0 ? [{ description: option.title, price: option.fee }] : [];
}

/** Cancels the open (pending or declined) transactions of a checkout and their orders; returns what it cancelled. */
export async function cancelOpenTransactions(
  tx: Db,
  where: { checkoutId: number } | { transactionId: number } | { userId: number },
): Promise<Array<{ id: number; provider: string; providerRef: string | null }>> {
  const target =
    "checkoutId" in where
      ? eq(transactions.checkoutId, where.checkoutId)
      : "userId" in where
        ? eq(transactions.userId, where.userId)
        : eq(transactions.id, where.transactionId);
  // The fingerprint is set aside, so the same cart and choices may start a fresh transaction later.
  const cancelled = await tx
    .update(transactions)
    .set({
      status: "cancelled",
      fingerprint: sql`${transactions.fingerprint} || ':cancelled:' || ${transactions.id}`,
    })
    .where(and(target, inArray(transactions.status, openStatuses)))
    .returning({
      id: transactions.id,
      orderId: transactions.orderId,
      provider: transactions.provider,
      providerRef: transactions.providerRef,
    });
  for (const t of cancelled) await cancelOrder(tx, t.orderId);
  return cancelled.map(({ id, provider, providerRef }) => ({ id, provider, providerRef }));
}

export interface TransactionRow {
  id: number;
  uuid: string;
  /** Null once the payer deleted the account (decision 0034). */
  userId: number | null;
  orderId: number;
  orderUuid: string;
  provider: PaymentProvider;
  status: TransactionStatus;
  amount: number;
  currency: string;
  mobilePhone: string | null;
  providerRef: string | null;
  lastError: string | null;
  lastErrorCode: ErrorCode | null;
  lastErrorParams: ErrorParams | null;
  stopReason: PaymentStopReason | null;
  paymentTitle: string;
  createdAt: Date;
}

const transactionColumns = {
  id: transactions.id,
  uuid: transactions.uuid,
  userId: transactions.userId,
  orderId: transactions.orderId,
  provider: transactions.provider,
  status: transactions.status,
  amount: transactions.amount,
  currency: transactions.currency,
  mobilePhone: transactions.mobilePhone,
  providerRef: transactions.providerRef,
  lastError: transactions.lastError,
  lastErrorCode: transactions.lastErrorCode,
  lastErrorParams: transactions.lastErrorParams,
  stopReason: transactions.stopReason,
  createdAt: transactions.createdAt,
};

type StoredTransaction = Omit<
  TransactionRow,
  "orderUuid" | "paymentTitle" | "provider" | "status" | "stopReason" | "lastErrorCode"
> & {
  provider: string;
  status: string;
  lastErrorCode: string | null;
  stopReason: string | null;
};

/** The transaction with what its order says of it (reference, payment title); null when the order is not of `portalId`. */
async function withOrder(
  db: Db,
  row: StoredTransaction | undefined,
  portalId?: number,
): Promise<TransactionRow | null> {
  if (!row) return null;
  const order = (await ordersToPay(db, [row.orderId])).get(row.orderId);
  if (!order || (portalId !== undefined && order.portalId !== portalId)) return null;
  return {
    ...row,
    orderUuid: order.uuid,
    paymentTitle: order.paymentTitle,
    provider: row.provider as PaymentProvider,
    status: row.status as TransactionStatus,
    // A code no longer in the list (a row older than the list) leaves the page the English text.
    lastErrorCode: ErrorCode.safeParse(row.lastErrorCode).data ?? null,
    stopReason: row.stopReason as PaymentStopReason | null,
  };
}

/** One of the user's transactions; null for anyone else's. */
export async function findTransaction(
  db: Db,
  portalId: number,
  userId: number,
  transactionUuid: string,
): Promise<TransactionRow | null> {
  const [row] = await db
    .select(transactionColumns)
    .from(transactions)
    .where(and(eq(transactions.uuid, transactionUuid), eq(transactions.userId, userId)))
    .limit(1);
  return withOrder(db, row, portalId);
}

export async function findTransactionById(db: Db, id: number): Promise<TransactionRow | null> {
  const [row] = await db
    .select(transactionColumns)
    .from(transactions)
    .where(eq(transactions.id, id))
    .limit(1);
  return withOrder(db, row);
}

export async function findTransactionByUuid(db: Db, uuid: string): Promise<TransactionRow | null> {
  const [row] = await db
    .select(transactionColumns)
    .from(transactions)
    .where(eq(transactions.uuid, uuid))
    .limit(1);
  return withOrder(db, row);
}

export function toTransactionResponse(t: TransactionRow): TransactionResponse {
  return {
    transaction: {
      uuid: t.uuid,
      status: t.status,
      amount: t.amount,
      currency: t.currency,
      provider: t.provider,
      paymentTitle: t.paymentTitle,
      orderUuid: t.orderUuid,
      orderReference: t.orderUuid.slice(0, limits.orderReferenceLength),
      mobilePhone: t.mobilePhone,
      lastError: t.lastError,
      lastErrorCode: t.lastErrorCode,
      lastErrorParams: t.lastErrorParams,
      stopReason: t.stopReason,
    },
  };
}

export function resultOf(t: TransactionRow, redirectUrl: string | null = null): PaymentResult {
  const stopped = t.status === "cancelled" && t.stopReason !== null;
  const failed = t.status === "declined" || stopped;
  return {
    status: t.status,
    orderUuid: t.orderUuid,
    error: failed ? t.lastError : null,
    code: failed ? t.lastErrorCode : null,
    params: failed ? t.lastErrorParams : null,
    stopReason: stopped ? t.stopReason : null,
    redirectUrl,
  };
}

const noLastError = { lastError: null, lastErrorCode: null, lastErrorParams: null };

function lastErrorOf(problem: ErrorResponse) {
  return { lastError: problem.error, lastErrorCode: problem.code, lastErrorParams: problem.params ?? null };
}

/** A provider's event, recorded once: a replay of it changes nothing. */
export interface ProviderEvent {
  provider: string;
  eventId: string;
  type: string;
}

/**
 * applied: the order is placed. already-applied: another caller applied it first (or nothing to apply). replayed:
 * the provider's event was seen before. refused: the shop stopped the payment (PaymentStop) and cancelled its order.
 */
export type ApplyOutcome = "applied" | "already-applied" | "replayed" | "refused";

/**
 * Applies a payment result exactly once, in one database transaction, whichever of the browser's return and the
 * provider's webhook comes first: the conditional update lets only one caller through. That caller checks the money
 * rules again (the voucher still holds and, once per user, is redeemed now; an invoice is still allowed), then
 * confirms the order (lifecycle, entitlements), clears the cart lines the order holds and puts the confirmation mail
 * in the outbox, all committed together. A broken rule stops the payment instead: the transaction is cancelled with
 * the reason, its order cancelled, and a voucher that no longer applies leaves the cart.
 */
export async function applyPaymentResult(
  deps: PaymentDeps,
  transactionId: number | null,
  result: "paid" | "invoiced",
  event?: ProviderEvent,
): Promise<ApplyOutcome> {
  const now = deps.now?.() ?? new Date();
  return deps.db.transaction(async (tx) => {
    if (event) {
      const recorded = await tx
        .insert(paymentEvents)
        .values({ ...event, transactionId, receivedAt: now })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (recorded.length === 0) return "replayed";
    }
    if (transactionId === null) return "already-applied";
    const [done] = await tx
      .update(transactions)
      .set({ status: result, completedAt: now, ...noLastError })
      .where(and(eq(transactions.id, transactionId), inArray(transactions.status, openStatuses)))
      .returning({ orderId: transactions.orderId, userId: transactions.userId });
    if (!done) return "already-applied";

    const toPay = await orderToPay(tx, done.orderId);
    const stop =
      (await voucherStop(tx, toPay, now, { checkRedeemed: false })) ??
      (result === "invoiced" ? await invoiceStop(tx, toPay, deps.config.invoiceMaxAmount) : null) ??
      (await redeemVoucher(tx, toPay, now));
    if (stop) {
      await stopInTransaction(tx, deps.portalId, transactionId, stop, now);
      return "refused";
    }

    const order = await confirmOrder(tx, done.orderId, result, now);
    await clearCart(tx, toPay.userId, order.createdAt);
    await enqueueConfirmation(tx, deps, order.id, toPay.userId, now);
    return "applied";
  });
}

/** Cancels a transaction the shop will not take a payment for, with the reason, inside the caller's transaction. */
async function stopInTransaction(
  tx: Db,
  portalId: number,
  transactionId: number,
  stop: PaymentStop,
  now: Date,
): Promise<void> {
  const [stopped] = await tx
    .update(transactions)
    .set({
      status: "cancelled",
      stopReason: stop.reason,
      ...lastErrorOf(stop.problem),
      completedAt: now,
      // Set aside like a cancelled one's, so the same cart may start afresh.
      fingerprint: sql`${transactions.fingerprint} || ':cancelled:' || ${transactions.id}`,
    })
    .where(eq(transactions.id, transactionId))
    .returning({ orderId: transactions.orderId, userId: transactions.userId });
  if (!stopped) return;
  await cancelOrder(tx, stopped.orderId, now);
  if (stop.reason === "voucher_invalid" && stopped.userId !== null)
    await dropInvalidVoucher(tx, portalId, stopped.userId, now);
}

/**
 * Checks an open transaction's voucher before any money is asked for (the card is charged, the phone asked, the
 * Stripe page opened): a voucher that no longer holds, or was used on another order meanwhile, stops the payment
 * here. applyPaymentResult checks again, as the last word.
 */
export async function stopIfVoucherInvalid(deps: PaymentDeps, t: TransactionRow): Promise<boolean> {
  const now = deps.now?.() ?? new Date();
  const toPay = await orderToPay(deps.db, t.orderId);
  const stop = await voucherStop(deps.db, toPay, now, { checkRedeemed: true });
  if (!stop) return false;
  await deps.db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.id, t.id), inArray(transactions.status, openStatuses)))
      .for("update");
    if (open) await stopInTransaction(tx, deps.portalId, t.id, stop, now);
  });
  return true;
}

async function enqueueConfirmation(tx: Db, deps: PaymentDeps, orderId: number, userId: number, now: Date) {
  const [view, user, shop] = await Promise.all([
    getOrderById(tx, deps.config, orderId, now),
    getProfile(tx, userId),
    shopProfile(tx, deps.portalId),
  ]);
  if (!view || !user) return;
  const mail = orderConfirmationMail(view, {
    to: user.email,
    name: user.name,
    lang: user.lang,
    shop: { name: shop.name, email: shop.contactEmail || shop.email, phone: shop.phone },
    receiptUrl: receiptUrl(deps.config.publicUrl, view.uuid),
  });
  await deps.mailer.enqueue(mail, tx);
}

/** Records a declined attempt; the transaction stays open so the customer can try again. */
export async function declineTransaction(
  db: Db,
  transactionId: number,
  decline: ErrorResponse,
): Promise<void> {
  await db
    .update(transactions)
    .set({ status: "declined", ...lastErrorOf(decline), providerRef: null })
    .where(and(eq(transactions.id, transactionId), inArray(transactions.status, openStatuses)));
}

/** A new attempt on an open transaction (a mobile request sent again): waiting again, the last decline cleared. */
export async function restartTransaction(db: Db, transactionId: number, providerRef: string): Promise<void> {
  await db
    .update(transactions)
    .set({ status: "pending", ...noLastError, providerRef })
    .where(and(eq(transactions.id, transactionId), inArray(transactions.status, openStatuses)));
}

/** Records the provider's id of the payment on an open transaction; false when it is no longer open. */
export async function setProviderRef(
  db: Db,
  transactionId: number,
  providerRef: string | null,
): Promise<boolean> {
  const updated = await db
    .update(transactions)
    .set({ providerRef })
    .where(and(eq(transactions.id, transactionId), inArray(transactions.status, openStatuses)))
    .returning({ id: transactions.id });
  return updated.length > 0;
}

/** The transaction as it is now (after an action that may have raced with another). */
export async function reload(db: Db, t: TransactionRow): Promise<TransactionRow> {
  return (await findTransactionById(db, t.id)) ?? t;
}

export function isOpen(t: Pick<TransactionRow, "status">): boolean {
  return openStatuses.includes(t.status);
}

/** Paid or invoiced: the payment made its order. */
export function isPlaced(t: Pick<TransactionRow, "status">): boolean {
  return t.status === "paid" || t.status === "invoiced";
}

/** The statuses of a transaction that may still be paid. */
export const openTransactionStatuses: readonly string[] = openStatuses;

/** The transactions of the checkout whose id the caller's query holds, as a subquery of that query. */
export function transactionsOfCheckout(db: Db, checkoutId: SQLWrapper) {
  return db
    .select({ id: transactions.id })
    .from(transactions)
    .where(sql`${transactions.checkoutId} = ${checkoutId}`);
}

/** The transaction a checkout already made for exactly these choices (fingerprint), if any. */
export async function findByFingerprint(
  tx: Db,
  checkoutId: number,
  fingerprint: string,
): Promise<{ transactionUuid: string; orderUuid: string } | null> {
  const [row] = await tx
    .select({ transactionUuid: transactions.uuid, orderId: transactions.orderId })
    .from(transactions)
    .where(and(eq(transactions.checkoutId, checkoutId), eq(transactions.fingerprint, fingerprint)))
    .limit(1);
  const order = row ? (await ordersToPay(tx, [row.orderId])).get(row.orderId) : undefined;
  return row && order ? { transactionUuid: row.transactionUuid, orderUuid: order.uuid } : null;
}

export interface NewTransaction {
  checkoutId: number;
  userId: number;
  orderId: number;
  fingerprint: string;
  provider: PaymentProvider;
  amount: number;
  currency: string;
  mobilePhone: string | null;
  now: Date;
}

/** Inserts the pending transaction; null when another request made the same one first (the unique fingerprint). */
export async function insertTransaction(tx: Db, values: NewTransaction): Promise<{ uuid: string } | null> {
  const { now, ...rest } = values;
  const [row] = await tx
    .insert(transactions)
    .values({ ...rest, status: "pending", createdAt: now })
    .onConflictDoNothing({ target: [transactions.checkoutId, transactions.fingerprint] })
    .returning({ uuid: transactions.uuid });
  return row ?? null;
}

/**
 * Before an account is deleted (decision 0034), inside the caller's transaction: its open payments are cancelled with
 * their orders (a payment that still arrives is a late payment, refunded as any other), and its transactions forget
 * the mobile number they were paid with. The amount, provider and its reference stay for the accounts.
 */
export async function closePaymentsOf(
  tx: Db,
  userId: number,
): Promise<Array<{ id: number; provider: string; providerRef: string | null }>> {
  const cancelled = await cancelOpenTransactions(tx, { userId });
  await tx.update(transactions).set({ mobilePhone: null }).where(eq(transactions.userId, userId));
  return cancelled;
}
