import { randomBytes } from "node:crypto";
import type { PaymentResult } from "@shop/contracts/payments";
import { limits } from "@shop/domain/limits";
import type { FastifyBaseLogger } from "fastify";
import { conflict, HttpError } from "../../../errors.ts";
import {
  applyPaymentResult,
  declineTransaction,
  findTransactionById,
  isOpen,
  isPlaced,
  type PaymentDeps,
  type ProviderEvent,
  paymentTexts,
  reload,
  resultOf,
  setProviderRef,
  stopIfVoucherInvalid,
  type TransactionRow,
} from "../service.ts";
import type { PaymentProvider, ProviderContext } from "./provider.ts";
import { paymentPagePath } from "./stripe.ts";
import { captureTransaction, markSettled, refundedBefore } from "./vipps-capture.ts";
import { type VippsClient, VippsError, type VippsPayment, vippsPhoneNumber } from "./vipps-client.ts";

const closedStatuses = new Set(["cancelled", "expired"]);

/** Vipps's references are 8–64 of [a-zA-Z0-9-]: the transaction's uuid and a part of its own per attempt. */
export function newVippsReference(t: Pick<TransactionRow, "uuid">): string {
  return `${t.uuid}-${randomBytes(4).toString("hex")}`;
}

/** Vipps, or a 409 when the shop has none configured (any more). */
export function vippsOf(deps: Pick<PaymentDeps, "vipps">): VippsClient {
  if (!deps.vipps) throw conflict(paymentTexts.vippsOff, "vipps_off");
  return deps.vipps;
}

async function vippsCall<T>(log: FastifyBaseLogger, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    log.warn(
      { err: { type: (error as Error).name, status: (error as VippsError).status } },
      "a call to Vipps failed",
    );
    throw new HttpError(502, paymentTexts.vippsFailed, "vipps_failed");
  }
}

/** Whether Vipps's payment is this transaction's current one, for its amount and currency. */
function matches(t: TransactionRow, payment: VippsPayment): boolean {
  return (
    t.provider === "vipps" &&
    t.providerRef === payment.reference &&
    payment.amount.value === t.amount &&
    payment.amount.currency.toUpperCase() === t.currency.toUpperCase()
  );
}

/**
 * What the shop does with the state Vipps reports for a transaction's payment, wherever it learnt it (the browser's
 * return, a webhook, the polling round, the expiry): AUTHORIZED pays the open transaction (once: applyPaymentResult)
 * and a digital order's money is captured at once; a reservation the shop will not turn into an order (the
 * transaction was closed meanwhile, or its voucher no longer holds) is released, so no money moves. ABORTED or
 * EXPIRED in the app leave the transaction open and declined, to be tried again. The state, not the event, decides:
 * so a webhook twice or out of order changes nothing more.
 */
export async function applyVippsState(
  deps: PaymentDeps,
  log: FastifyBaseLogger | null,
  t: TransactionRow,
  payment: VippsPayment,
  event?: ProviderEvent,
): Promise<void> {
  if (!matches(t, payment)) {
    if (event) await applyPaymentResult(deps, null, "paid", event);
    return;
  }
  if (payment.state === "AUTHORIZED") {
    const outcome = isOpen(t) ? await applyPaymentResult(deps, t.id, "paid", event) : null;
    if (outcome === null && event) await applyPaymentResult(deps, null, "paid", event);
    const now = await findTransactionById(deps.db, t.id);
    if (now && isPlaced(now)) {
      await captureTransaction(deps, t.id, log);
      return;
    }
    // Not made an order: the reservation goes back to the parent's account.
    const released = await vippsOf(deps)
      .cancel(payment.reference, `release:${payment.reference}`)
      .then(() => true)
      .catch(() => false);
    log?.warn(
      { transaction: t.uuid, released },
      released
        ? "a Vipps payment that did not become an order was released"
        : "a Vipps payment that did not become an order could not be released: cancel it in Vipps's portal",
    );
    return;
  }
  if (event) await applyPaymentResult(deps, null, "paid", event);
  if ((payment.state === "ABORTED" || payment.state === "EXPIRED") && isOpen(t)) {
    await declineTransaction(deps.db, t.id, { error: paymentTexts.vippsDeclined, code: "vipps_declined" });
  }
}

async function openPayment(
  context: ProviderContext,
  vipps: VippsClient,
  t: TransactionRow,
  reference: string,
) {
  const page = `${context.config.publicUrl}${paymentPagePath(t.uuid)}?vipps=return`;
  return vippsCall(context.log, () =>
    vipps.createPayment(
      {
        reference,
        amount: { currency: t.currency.toUpperCase(), value: t.amount },
        phoneNumber: vippsPhoneNumber(t.mobilePhone),
        returnUrl: page,
        paymentDescription: `Order #${t.orderUuid.slice(0, limits.orderReferenceLength)}`,
      },
      // A doubled click, or the page opened again, gets the same payment and its landing page back.
      `create:${reference}`,
    ),
  );
}

/** The transaction's payment as Vipps has it; null when it has none or Vipps does not know it. */
async function currentPayment(context: ProviderContext, vipps: VippsClient, t: TransactionRow) {
  const ref = t.providerRef;
  if (ref === null) return null;
  try {
    return await vipps.getPayment(ref);
  } catch (error) {
    if (error instanceof VippsError && error.status === 404) return null;
    return vippsCall(context.log, () => Promise.reject(error));
  }
}

/**
 * Vipps MobilePay's ePayment API (issue 33): the parent approves on Vipps's landing page or in the app (WEB_REDIRECT),
 * the money is reserved (AUTHORIZED) and captured when the order is delivered (vipps-capture.ts, decision 0079).
 */
export const vippsProvider: PaymentProvider = {
  name: "vipps",

  async pay(context, t): Promise<PaymentResult> {
    const vipps = vippsOf(context);
    if (isPlaced(t)) return resultOf(t);
    const existing = await currentPayment(context, vipps, t);
    if (existing && existing.state !== "CREATED") {
      await applyVippsState(context, context.log, t, existing);
      const now = await reload(context.db, t);
      if (!isOpen(now) || existing.state === "AUTHORIZED") return resultOf(now);
    }
    if (await stopIfVoucherInvalid(context, t)) {
      if (existing?.state === "CREATED")
        await vipps.cancel(existing.reference, `cancel:${existing.reference}`).catch(() => undefined);
      return resultOf(await reload(context.db, t));
    }
    if (existing?.state === "CREATED") {
      const again = await openPayment(context, vipps, t, existing.reference);
      return resultOf(t, again.redirectUrl);
    }
    const reference = newVippsReference(t);
    const created = await openPayment(context, vipps, t, reference);
    if (!(await setProviderRef(context.db, t.id, reference))) {
      // Cancelled or expired while the payment was being made: it must take no money.
      await vipps.cancel(reference, `cancel:${reference}`).catch(() => undefined);
      return resultOf(await reload(context.db, t));
    }
    return resultOf(await reload(context.db, t), created.redirectUrl);
  },

  async confirmReturn(context, t) {
    const vipps = vippsOf(context);
    // A closed transaction is still asked about: a reservation made for it must be released.
    if (!(isOpen(t) || closedStatuses.has(t.status))) return resultOf(t);
    const payment = await currentPayment(context, vipps, t);
    if (payment) await applyVippsState(context, context.log, t, payment);
    return resultOf(await reload(context.db, t));
  },

  /** The payment is terminated (or a reservation released) first; one Vipps reports authorized was paid in time. */
  async closeBeforeExpiry(deps, due) {
    const vipps = deps.vipps;
    if (!vipps || due.providerRef === null) return true;
    let payment: VippsPayment;
    try {
      payment = await vipps.getPayment(due.providerRef);
    } catch (error) {
      return error instanceof VippsError && error.status === 404;
    }
    if (payment.state === "AUTHORIZED") {
      const t = await findTransactionById(deps.db, due.id);
      if (t) await applyVippsState(deps, null, t, payment);
      return false;
    }
    if (payment.state !== "CREATED") return true;
    return vipps
      .cancel(payment.reference, `cancel:${payment.reference}`)
      .then(() => true)
      .catch(() => false);
  },

  /** Cancels the payment of an abandoned or replaced transaction: not yet approved, or approved and not an order. */
  async closeCancelled(deps, providerRef) {
    await deps.vipps?.cancel(providerRef, `cancel:${providerRef}`).catch(() => undefined);
  },
};

/** The polling round's question for one open transaction (its webhook has not come): Vipps's state, applied. */
export async function pollVippsTransaction(deps: PaymentDeps, id: number, log: FastifyBaseLogger | null) {
  const t = await findTransactionById(deps.db, id);
  if (!deps.vipps || !t || !isOpen(t) || t.providerRef === null) return;
  const payment = await deps.vipps.getPayment(t.providerRef);
  await applyVippsState(deps, log, t, payment);
}

/**
 * A refund the studio makes of a Vipps payment (refunds.ts), of the captured money only: once captured, Vipps's
 * refund with the refund's idempotency key; before (a printed order not yet in production), nothing moves yet: a
 * refund of all that is left releases the reservation now, a part of it makes the later capture smaller
 * (vipps-capture.ts takes the refunds off).
 */
export async function refundVipps(
  deps: Pick<PaymentDeps, "db" | "vipps" | "now">,
  paid: { id: number; amount: number; currency: string; providerRef: string | null },
  amount: number,
  idempotencyKey: string,
): Promise<{ id: string; status: "succeeded" }> {
  const vipps = vippsOf(deps);
  const reference = paid.providerRef;
  if (reference === null) throw new VippsError(0, "a paid Vipps transaction without its payment reference");
  const payment = await vipps.getPayment(reference);
  const money = { currency: paid.currency.toUpperCase(), value: amount };
  if (payment.aggregate.capturedAmount.value > 0) {
    await vipps.refund(reference, money, idempotencyKey);
    return { id: `${reference}:${idempotencyKey}`, status: "succeeded" };
  }
  if (amount + (await refundedBefore(deps, paid.id)) < paid.amount) {
    return { id: `${reference}:${idempotencyKey}:before-capture`, status: "succeeded" };
  }
  await vipps.cancel(reference, idempotencyKey);
  await markSettled(deps, paid.id);
  return { id: `${reference}:released`, status: "succeeded" };
}
