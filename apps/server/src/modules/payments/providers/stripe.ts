import type { PaymentResult } from "@shop/contracts/payments";
import { limits } from "@shop/domain/limits";
import type { FastifyBaseLogger } from "fastify";
import type Stripe from "stripe";
import { badRequest, conflict, HttpError, notFound } from "../../../errors.ts";
import { type Incident, type IncidentKind, recordIncident } from "../incidents.ts";
import { refundEventFromStripe } from "../refunds.ts";
import {
  type ApplyOutcome,
  applyPaymentResult,
  findTransactionById,
  findTransactionByUuid,
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
import type { StripeClient, StripeSession } from "../stripe.ts";
import type { PaymentProvider, ProviderContext } from "./provider.ts";

/** Stripe accepts a Checkout Session's own expiry between 30 minutes and 24 hours after it is made. */
const stripeSessionMinLifeMs = 31 * 60_000;
const stripeSessionMaxLifeMs = 23 * 60 * 60_000;

const closedStatuses = new Set(["cancelled", "expired"]);

/** The payment page's address, where the browser comes back to from Stripe's page. */
export function paymentPagePath(transactionUuid: string): string {
  return `/m/shopping-cart/checkout/payment/${transactionUuid}`;
}

/** Whether a Checkout Session is this transaction's, paid, for its amount and currency. */
export function stripeSessionPaid(t: TransactionRow, session: StripeSession): boolean {
  return (
    t.provider === "stripe" &&
    session.payment_status === "paid" &&
    session.client_reference_id === t.uuid &&
    (t.providerRef === null || t.providerRef === session.id) &&
    session.amount_total === t.amount &&
    (session.currency ?? "").toLowerCase() === t.currency.toLowerCase()
  );
}

function paymentIntentOf(session: StripeSession): string | null {
  const intent = session.payment_intent;
  if (intent === undefined || intent === null) return null;
  return typeof intent === "string" ? intent : intent.id;
}

export interface Settled {
  outcome: ApplyOutcome | "late";
  /** The money Stripe took that did not become an order, recorded (and refunded when possible). */
  incident: Incident | null;
}

/**
 * What the shop does with a paid Checkout Session, from the webhook, the browser's return or the expiry round: an
 * open transaction is paid by it (applyPaymentResult, which may refuse it: its voucher no longer holds); a cancelled
 * or expired one is never turned into an order: the payment is a late one, recorded and refunded.
 */
export async function settlePaidSession(
  deps: PaymentDeps,
  stripe: StripeClient,
  t: TransactionRow,
  session: StripeSession,
  event?: ProviderEvent,
): Promise<Settled> {
  const now = deps.now?.() ?? new Date();
  let kind: IncidentKind;
  let outcome: Settled["outcome"];
  if (isOpen(t)) {
    outcome = await applyPaymentResult(deps, t.id, "paid", event);
    if (outcome === "applied" || outcome === "replayed") return { outcome, incident: null };
    if (outcome === "refused") kind = "voucher_invalid";
    else {
      // Someone else moved it first: paid by this same session (nothing to do) or closed meanwhile (late).
      const current = await findTransactionById(deps.db, t.id);
      if (!current || isOpen(current) || isPlaced(current)) return { outcome, incident: null };
      kind = "late_payment";
    }
  } else {
    if (isPlaced(t)) {
      if (event) await applyPaymentResult(deps, null, "paid", event);
      return { outcome: "already-applied", incident: null };
    }
    if (event && (await applyPaymentResult(deps, null, "paid", event)) === "replayed") {
      return { outcome: "replayed", incident: null };
    }
    kind = "late_payment";
    outcome = "late";
  }
  const incident = await recordIncident(
    deps.db,
    stripe,
    {
      transactionId: t.id,
      provider: "stripe",
      providerRef: session.id,
      paymentRef: paymentIntentOf(session),
      eventId: event?.eventId ?? null,
      amount: t.amount,
      currency: t.currency,
      kind,
    },
    now,
  );
  return { outcome, incident };
}

/** Stripe, or a 409 when the shop has none configured (any more). */
function stripeOf(deps: PaymentDeps): StripeClient {
  if (!deps.stripe) throw conflict(paymentTexts.stripeOff, "stripe_off");
  return deps.stripe;
}

/** A call to Stripe; when Stripe cannot be reached or refuses, the page says so (502) and may try again. */
async function stripeCall<T>(log: FastifyBaseLogger, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    log.warn({ err: { type: (error as Error).name } }, "a call to Stripe failed");
    throw new HttpError(502, paymentTexts.stripeFailed, "stripe_failed");
  }
}

/** Settles a paid session and tells the operator's log about money that did not become an order. */
async function settleAndLog(
  context: ProviderContext,
  stripe: StripeClient,
  t: TransactionRow,
  session: StripeSession,
  event?: ProviderEvent,
): Promise<void> {
  const settled = await settlePaidSession(context, stripe, t, session, event);
  if (!settled.incident) return;
  const { kind, status } = settled.incident;
  context.log.warn(
    { transaction: t.uuid, incident: kind, status },
    status === "refunded"
      ? "a Stripe payment that did not become an order was refunded"
      : "a Stripe payment that did not become an order needs the operator (npm run shop -- payments incidents)",
  );
}

/** Opens a Stripe Checkout Session for the transaction; the browser goes to its page. */
async function openSession(context: ProviderContext, stripe: StripeClient, t: TransactionRow) {
  const { config } = context;
  const page = `${config.publicUrl}${paymentPagePath(t.uuid)}`;
  const now = Date.now();
  // Stripe closes the page by itself too (a backstop for the shop's own expiry, within Stripe's limits).
  const expiresAt = Math.min(
    Math.max(t.createdAt.getTime() + config.paymentExpiryMs, now + stripeSessionMinLifeMs),
    now + stripeSessionMaxLifeMs,
  );
  return stripeCall(context.log, () =>
    stripe.checkout.sessions.create(
      {
        mode: "payment",
        client_reference_id: t.uuid,
        metadata: { transactionUuid: t.uuid, orderUuid: t.orderUuid },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: t.currency.toLowerCase(),
              unit_amount: t.amount,
              product_data: { name: `Order #${t.orderUuid.slice(0, limits.orderReferenceLength)}` },
            },
          },
        ],
        expires_at: Math.floor(expiresAt / 1000),
        success_url: `${page}?stripe=return&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${page}?stripe=cancel`,
      },
      // A doubled click reuses the session the first one made instead of opening a second.
      { idempotencyKey: `checkout-session:${t.uuid}:${t.providerRef ?? "first"}` },
    ),
  );
}

/** Stripe Checkout: the customer pays on Stripe's page; the return, the webhook and the expiry round settle it. */
export const stripeProvider: PaymentProvider = {
  name: "stripe",

  async pay(context, t): Promise<PaymentResult> {
    const stripe = stripeOf(context);
    if (isPlaced(t)) return resultOf(t);
    const ref = t.providerRef;
    const existing =
      ref === null ? null : await stripeCall(context.log, () => stripe.checkout.sessions.retrieve(ref));
    if (existing && stripeSessionPaid(t, existing)) {
      await settleAndLog(context, stripe, t, existing);
      return resultOf(await reload(context.db, t));
    }
    if (await stopIfVoucherInvalid(context, t)) {
      if (existing?.status === "open")
        await stripe.checkout.sessions.expire(existing.id).catch(() => undefined);
      return resultOf(await reload(context.db, t));
    }
    if (existing?.status === "open" && existing.url) return resultOf(t, existing.url);
    const session = await openSession(context, stripe, t);
    if (!(await setProviderRef(context.db, t.id, session.id))) {
      // The payment was cancelled or expired while the page was being made: it must take no money.
      await stripe.checkout.sessions.expire(session.id).catch(() => undefined);
      return resultOf(await reload(context.db, t));
    }
    return resultOf(await reload(context.db, t), session.url);
  },

  async confirmReturn(context, t) {
    const stripe = stripeOf(context);
    // A closed transaction is still asked about: money Stripe took for it must be refunded, not lost.
    const asks = isOpen(t) || closedStatuses.has(t.status);
    if (!asks || t.providerRef === null) return resultOf(t);
    const ref = t.providerRef;
    const session = await stripeCall(context.log, () => stripe.checkout.sessions.retrieve(ref));
    if (stripeSessionPaid(t, session)) await settleAndLog(context, stripe, t, session);
    return resultOf(await reload(context.db, t));
  },

  async handleWebhook(context, body, signature) {
    const { stripe } = context;
    const secret = context.config.stripeWebhookSecret;
    if (!stripe || secret === undefined) throw notFound("Not found", "route_not_found");
    if (!Buffer.isBuffer(body) || signature === undefined) {
      throw badRequest("Invalid signature", "invalid_signature");
    }
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(body, signature, secret);
    } catch {
      throw badRequest("Invalid signature", "invalid_signature");
    }
    if (event.type === "refund.updated" || event.type === "charge.refunded") {
      // Refunds the studio made (refunds.ts): recorded once; a refund Stripe could not make is marked failed.
      const object = event.data.object as Stripe.Refund | Stripe.Charge;
      const intent = object.payment_intent;
      await refundEventFromStripe(context.db, {
        id: event.id,
        type: event.type,
        refund: event.type === "refund.updated" ? (object as Stripe.Refund) : null,
        paymentIntent: typeof intent === "string" ? intent : (intent?.id ?? null),
      });
      return;
    }
    if (
      event.type !== "checkout.session.completed" &&
      event.type !== "checkout.session.async_payment_succeeded"
    ) {
      return;
    }
    const session = event.data.object as unknown as StripeSession;
    const reference = { provider: "stripe", eventId: event.id, type: event.type };
    const t =
      session.client_reference_id === null
        ? null
        : await findTransactionByUuid(context.db, session.client_reference_id);
    if (t === null || !stripeSessionPaid(t, session)) {
      context.log.warn({ eventType: event.type }, "a Stripe event matched no transaction of this shop");
      await applyPaymentResult(context, null, "paid", reference);
    } else {
      await settleAndLog(context, stripe, t, session, reference);
    }
  },

  /**
   * The Checkout Session is expired first, so it can take no money afterwards. A session Stripe reports paid was
   * paid in time: that payment is applied instead. When Stripe cannot be asked, the payment waits for the next round.
   */
  async closeBeforeExpiry(deps, t) {
    const stripe = deps.stripe;
    if (!stripe || t.providerRef === null) return true;
    try {
      await stripe.checkout.sessions.expire(t.providerRef);
      return true;
    } catch {
      // Stripe refuses to expire a session that is not open: find out why.
    }
    let session: StripeSession;
    try {
      session = await stripe.checkout.sessions.retrieve(t.providerRef);
    } catch {
      return false;
    }
    if (session.status === "expired") return true;
    const row = await findTransactionById(deps.db, t.id);
    if (row && stripeSessionPaid(row, session)) await settlePaidSession(deps, stripe, row, session);
    return false;
  },

  /**
   * Expires the Stripe page of a cancelled transaction, so an abandoned page can no longer take money. Best effort:
   * a session Stripe already closed refuses, and Stripe expires open sessions by itself after a day.
   */
  async closeCancelled(deps, providerRef) {
    await deps.stripe?.checkout.sessions.expire(providerRef).catch(() => undefined);
  },
};
