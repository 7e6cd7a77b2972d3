import type { PaymentOption, PaymentProvider } from "@shop/contracts/checkout";
import type { DeliveryType } from "@shop/contracts/delivery";
import type { PaymentResult, TransactionResponse, TransactionStatus } from "@shop/contracts/payments";
import { limits } from "@shop/domain/limits";
import { paymentDeclineTexts } from "@shop/domain/payment-texts";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import {
  orders,
  paymentEvents,
  paymentOptions,
  portals,
  transactions,
  users,
  voucherRedemptions,
  webshopSettings,
} from "../../db/schema/index.ts";
import type { Mailer } from "../../platform/mail.ts";
import { clearCart } from "../cart/service.ts";
import { findVoucherById } from "../catalog/service.ts";
import { orderConfirmationMail } from "../orders/mail.ts";
import { cancelOrder, confirmOrder, getOrderById } from "../orders/service.ts";

export const transactionNotFoundMessage = "Transaction not found";
export const paymentTexts = {
  wrongProvider: "This payment is not made with this payment method",
  completed: "This payment is already completed",
  cancelled: "This payment was cancelled",
  mobileNotStarted: "Send the payment request to your phone first",
  mobileDeclined: paymentDeclineTexts.mobileDeclined,
  stripeOff: "Stripe payments are not available",
  providerOff: "This payment method is no longer available. Please go back to the cart and choose another.",
  stripeFailed: "Could not start the Stripe payment. Please try again.",
} as const;

/** The built-in test providers: they take no money, so they exist only in the demo shop. */
export const testProviders: ReadonlySet<PaymentProvider> = new Set(["card", "mobile"]);

/**
 * The providers this shop may offer: the test providers in the demo only, invoice in the demo or when enabled,
 * Stripe when it is configured. A payment option of any other provider is never offered.
 */
export function enabledProviders(
  config: Pick<Config, "isDemo" | "invoiceEnabled">,
  stripeConfigured: boolean,
): ReadonlySet<PaymentProvider> {
  const enabled = new Set<PaymentProvider>();
  if (config.isDemo) for (const p of testProviders) enabled.add(p);
  if (config.invoiceEnabled) enabled.add("invoice");
  if (stripeConfigured) enabled.add("stripe");
  return enabled;
}

const openStatuses = ["pending", "declined"];

export interface PaymentDeps {
  db: Db;
  config: Pick<Config, "signingSecret" | "publicUrl">;
  mailer: Mailer;
  portalId: number;
  now?: () => Date;
}

type PaymentOptionRow = typeof paymentOptions.$inferSelect;

function toPaymentOption(row: PaymentOptionRow): PaymentOption {
  return {
    uuid: row.uuid,
    provider: row.provider as PaymentProvider,
    title: row.title,
    mobileTitle: row.mobileTitle,
    description: row.description,
    mobileDescription: row.mobileDescription,
    verifyMobile: row.verifyMobile,
    requirePersonNo: row.requirePersonNo,
    enabledPaymentMethods: row.enabledPaymentMethods,
    fee: row.fee,
  };
}

export interface UsablePaymentOption {
  id: number;
  option: PaymentOption;
}

/** The payment options valid for a delivery type whose provider is enabled (enabledProviders). */
export async function paymentOptionsFor(
  db: Db,
  portalId: number,
  deliveryType: DeliveryType,
  providers: ReadonlySet<PaymentProvider>,
): Promise<UsablePaymentOption[]> {
  const rows = await db
    .select()
    .from(paymentOptions)
    .where(eq(paymentOptions.portalId, portalId))
    .orderBy(asc(paymentOptions.position), asc(paymentOptions.id));
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
  where: { checkoutId: number } | { transactionId: number },
): Promise<Array<{ id: number; provider: string; providerRef: string | null }>> {
  const target =
    "checkoutId" in where
      ? eq(transactions.checkoutId, where.checkoutId)
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
  userId: number;
  orderId: number;
  orderUuid: string;
  provider: PaymentProvider;
  status: TransactionStatus;
  amount: number;
  currency: string;
  mobilePhone: string | null;
  providerRef: string | null;
  lastError: string | null;
  paymentTitle: string;
}

const transactionColumns = {
  id: transactions.id,
  uuid: transactions.uuid,
  userId: transactions.userId,
  orderId: transactions.orderId,
  orderUuid: orders.uuid,
  provider: transactions.provider,
  status: transactions.status,
  amount: transactions.amount,
  currency: transactions.currency,
  mobilePhone: transactions.mobilePhone,
  providerRef: transactions.providerRef,
  lastError: transactions.lastError,
  payment: orders.payment,
};

function toRow(r: {
  id: number;
  uuid: string;
  userId: number;
  orderId: number;
  orderUuid: string;
  provider: string;
  status: string;
  amount: number;
  currency: string;
  mobilePhone: string | null;
  providerRef: string | null;
  lastError: string | null;
  payment: { title: string };
}): TransactionRow {
  const { payment, ...rest } = r;
  return {
    ...rest,
    provider: r.provider as PaymentProvider,
    status: r.status as TransactionStatus,
    paymentTitle: payment.title,
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
    .innerJoin(orders, eq(orders.id, transactions.orderId))
    .where(
      and(
        eq(transactions.uuid, transactionUuid),
        eq(transactions.userId, userId),
        eq(orders.portalId, portalId),
      ),
    )
    .limit(1);
  return row ? toRow(row) : null;
}

async function findTransactionById(db: Db, id: number): Promise<TransactionRow | null> {
  const [row] = await db
    .select(transactionColumns)
    .from(transactions)
    .innerJoin(orders, eq(orders.id, transactions.orderId))
    .where(eq(transactions.id, id))
    .limit(1);
  return row ? toRow(row) : null;
}

export async function findTransactionByUuid(db: Db, uuid: string): Promise<TransactionRow | null> {
  const [row] = await db
    .select(transactionColumns)
    .from(transactions)
    .innerJoin(orders, eq(orders.id, transactions.orderId))
    .where(eq(transactions.uuid, uuid))
    .limit(1);
  return row ? toRow(row) : null;
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
    },
  };
}

export function resultOf(t: TransactionRow, redirectUrl: string | null = null): PaymentResult {
  return {
    status: t.status,
    orderUuid: t.orderUuid,
    error: t.status === "declined" ? t.lastError : null,
    redirectUrl,
  };
}

/** A provider's event, recorded once: a replay of it changes nothing. */
export interface ProviderEvent {
  provider: string;
  eventId: string;
  type: string;
}

export type ApplyOutcome = "applied" | "already-applied" | "replayed";

/**
 * Applies a payment result exactly once, in one database transaction, whichever of the browser's return and the
 * provider's webhook comes first: the conditional update lets only one caller through. That caller confirms the
 * order (lifecycle, entitlements), redeems a once-per-user voucher, clears the cart lines the order holds and
 * puts the confirmation mail in the outbox, all committed together.
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
      .set({ status: result, completedAt: now, lastError: null })
      .where(and(eq(transactions.id, transactionId), inArray(transactions.status, openStatuses)))
      .returning({ orderId: transactions.orderId, userId: transactions.userId });
    if (!done) return "already-applied";

    const order = await confirmOrder(tx, done.orderId, result, now);
    const [orderRow] = await tx
      .select({ voucherId: orders.voucherId })
      .from(orders)
      .where(eq(orders.id, order.id))
      .limit(1);
    if (orderRow?.voucherId != null) {
      const voucher = await findVoucherById(tx, orderRow.voucherId);
      if (voucher?.oncePerUser) {
        await tx
          .insert(voucherRedemptions)
          .values({ voucherId: voucher.id, userId: done.userId, orderId: order.id, redeemedAt: now })
          .onConflictDoNothing();
      }
    }
    await clearCart(tx, done.userId, order.createdAt);
    await enqueueConfirmation(tx, deps, order.id, done.userId, now);
    return "applied";
  });
}

async function enqueueConfirmation(tx: Db, deps: PaymentDeps, orderId: number, userId: number, now: Date) {
  const [view, [user], [shop]] = await Promise.all([
    getOrderById(tx, deps.config, orderId, now),
    tx
      .select({ email: users.email, name: users.name, lang: users.lang })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1),
    tx
      .select({
        name: portals.name,
        email: portals.email,
        phone: portals.phone,
        contactEmail: webshopSettings.contactEmail,
      })
      .from(portals)
      .leftJoin(webshopSettings, eq(webshopSettings.portalId, portals.id))
      .where(eq(portals.id, deps.portalId))
      .limit(1),
  ]);
  if (!view || !user) return;
  const mail = orderConfirmationMail(view, {
    to: user.email,
    name: user.name,
    lang: user.lang,
    shop: {
      name: shop?.name ?? "",
      email: shop?.contactEmail || shop?.email || "",
      phone: shop?.phone ?? "",
    },
    receiptUrl: `${deps.config.publicUrl}/shopping-cart/checkout/payment/receipt/${view.uuid}`,
  });
  await deps.mailer.enqueue(mail, tx);
}

/** Records a declined attempt; the transaction stays open so the customer can try again. */
export async function declineTransaction(db: Db, transactionId: number, message: string): Promise<void> {
  await db
    .update(transactions)
    .set({ status: "declined", lastError: message, providerRef: null })
    .where(and(eq(transactions.id, transactionId), inArray(transactions.status, openStatuses)));
}

/** A new attempt on an open transaction (a mobile request sent again): waiting again, the last decline cleared. */
export async function restartTransaction(db: Db, transactionId: number, providerRef: string): Promise<void> {
  await db
    .update(transactions)
    .set({ status: "pending", lastError: null, providerRef })
    .where(and(eq(transactions.id, transactionId), inArray(transactions.status, openStatuses)));
}

export async function setProviderRef(
  db: Db,
  transactionId: number,
  providerRef: string | null,
): Promise<void> {
  await db
    .update(transactions)
    .set({ providerRef })
    .where(and(eq(transactions.id, transactionId), inArray(transactions.status, openStatuses)));
}

/** The transaction as it is now (after an action that may have raced with another). */
export async function reload(db: Db, t: TransactionRow): Promise<TransactionRow> {
  return (await findTransactionById(db, t.id)) ?? t;
}

export function isOpen(t: TransactionRow): boolean {
  return openStatuses.includes(t.status);
}

/** The transaction a checkout already made for exactly these choices (fingerprint), if any. */
export async function findByFingerprint(
  tx: Db,
  checkoutId: number,
  fingerprint: string,
): Promise<{ transactionUuid: string; orderUuid: string } | null> {
  const [row] = await tx
    .select({ transactionUuid: transactions.uuid, orderUuid: orders.uuid })
    .from(transactions)
    .innerJoin(orders, eq(orders.id, transactions.orderId))
    .where(and(eq(transactions.checkoutId, checkoutId), eq(transactions.fingerprint, fingerprint)))
    .limit(1);
  return row ?? null;
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
