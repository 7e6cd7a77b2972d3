import { randomUUID } from "node:crypto";
import { ErrorResponse } from "@shop/contracts/common";
import {
  CardPaymentBody,
  MobilePaymentBody,
  PaymentResult,
  TransactionParams,
  TransactionResponse,
} from "@shop/contracts/payments";
import { limits } from "@shop/domain/limits";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type Stripe from "stripe";
import { z } from "zod";
import { purchaseRateLimit } from "../../config.ts";
import { badRequest, conflict, HttpError, notFound } from "../../errors.ts";
import { currentUser } from "../../platform/auth.ts";
import { bodyLimits } from "../../platform/input-guard.ts";
import { rateLimitHandler } from "../rate-limit.ts";
import { expireIfDue } from "./expiry.ts";
import {
  applyPaymentResult,
  cancelOpenTransactions,
  declineTransaction,
  enabledProviders,
  findTransaction,
  findTransactionByUuid,
  isOpen,
  paymentDepsOf,
  paymentTexts,
  reload,
  restartTransaction,
  resultOf,
  setProviderRef,
  stopIfVoucherInvalid,
  type TransactionRow,
  toTransactionResponse,
  transactionNotFoundMessage,
} from "./service.ts";
import { expireSessions, type StripeSession } from "./stripe.ts";
import { type Settled, settlePaidSession, stripeSessionPaid } from "./stripe-settle.ts";
import { chargeTestCard } from "./test-card.ts";

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const WebhookResponse = z.object({ received: z.boolean() });

const paidStatuses = new Set(["paid", "invoiced"]);
const closedStatuses = new Set(["cancelled", "expired"]);

/** Stripe accepts a Checkout Session's own expiry between 30 minutes and 24 hours after it is made. */
const stripeSessionMinLifeMs = 31 * 60_000;
const stripeSessionMaxLifeMs = 23 * 60 * 60_000;

/** The payment page's address, where the browser comes back to from a hosted payment page. */
export function paymentPagePath(transactionUuid: string): string {
  return `/m/shopping-cart/checkout/payment/${transactionUuid}`;
}

export async function registerPayments(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = paymentDepsOf(app);
  const { stripe } = deps;
  const providers = enabledProviders(app.config, stripe !== null);
  const transactionKey = (request: FastifyRequest) =>
    (request.params as { transactionUuid?: string }).transactionUuid ?? request.ip;
  const cardLimit = rateLimitHandler(
    app,
    purchaseRateLimit(app.config.rateLimits, "cardPaymentPerTransaction"),
    (request) => `card:${transactionKey(request)}`,
  );
  const mobileLimit = rateLimitHandler(
    app,
    purchaseRateLimit(app.config.rateLimits, "mobilePaymentPerTransaction"),
    (request) => `mobile:${transactionKey(request)}`,
  );

  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  /** The user's transaction for this provider, expired first when its time is up (the lazy side of the expiry). */
  async function usersTransaction(
    request: FastifyRequest<{ Params: { transactionUuid: string } }>,
    provider: TransactionRow["provider"],
  ): Promise<TransactionRow> {
    const user = currentUser(request);
    const t = await findTransaction(app.db, app.portalId, user.id, request.params.transactionUuid);
    if (!t) throw notFound(transactionNotFoundMessage);
    if (t.provider !== provider) throw conflict(paymentTexts.wrongProvider, "wrong_provider");
    // A transaction made before the shop's configuration changed may name a provider that is now off.
    if (!providers.has(provider)) throw conflict(paymentTexts.providerOff, "provider_off");
    return expireIfDue(deps, t);
  }

  /** The user's transaction for a payment with this provider; settled ones answer as they are, closed ones 409. */
  async function openTransaction(
    request: FastifyRequest<{ Params: { transactionUuid: string } }>,
    provider: TransactionRow["provider"],
  ): Promise<TransactionRow> {
    const t = await usersTransaction(request, provider);
    if (t.status === "cancelled") throw conflict(paymentTexts.cancelled, "cancelled");
    if (t.status === "expired") throw conflict(paymentTexts.expired, "expired");
    return t;
  }

  /** A call to Stripe; when Stripe cannot be reached or refuses, the page says so (502) and may try again. */
  async function stripeCall<T>(request: FastifyRequest, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      request.log.warn({ err: { type: (error as Error).name } }, "a call to Stripe failed");
      throw new HttpError(502, paymentTexts.stripeFailed, "stripe_failed");
    }
  }

  function logIncident(request: FastifyRequest, t: TransactionRow, settled: Settled): void {
    if (!settled.incident) return;
    const { kind, status } = settled.incident;
    request.log.warn(
      { transaction: t.uuid, incident: kind, status },
      status === "refunded"
        ? "a Stripe payment that did not become an order was refunded"
        : "a Stripe payment that did not become an order needs the operator (npm run shop -- payments incidents)",
    );
  }

  r.get(
    "/api/webshop/transactions/:transactionUuid",
    {
      schema: {
        tags: ["payments"],
        summary: "The payment page's transaction: amount, order reference, provider and state",
        params: TransactionParams,
        response: { 200: TransactionResponse, ...errors },
      },
      config: { auth: true },
    },
    async (request) => {
      const user = currentUser(request);
      const t = await findTransaction(app.db, app.portalId, user.id, request.params.transactionUuid);
      if (!t) throw notFound(transactionNotFoundMessage);
      return toTransactionResponse(await expireIfDue(deps, t));
    },
  );

  // The test providers take no money: in a production shop their routes do not exist.
  if (app.config.isDemo) registerTestProviders();

  function registerTestProviders(): void {
    r.post(
      "/api/webshop/transactions/:transactionUuid/card",
      {
        schema: {
          tags: ["payments"],
          summary:
            "Pay with the built-in test card provider (4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined)",
          params: TransactionParams,
          body: CardPaymentBody,
          response: { 200: PaymentResult, ...errors, 429: ErrorResponse },
        },
        config: { auth: true },
        preHandler: cardLimit,
      },
      async (request) => {
        const t = await openTransaction(request, "card");
        if (paidStatuses.has(t.status)) return resultOf(t);
        if (await stopIfVoucherInvalid(deps, t)) return resultOf(await reload(app.db, t));
        const outcome = chargeTestCard(request.body.cardNumber, request.body.expiry, new Date());
        if (outcome.kind === "invalid") throw badRequest(outcome.error, "invalid_card");
        if (outcome.kind === "declined") await declineTransaction(app.db, t.id, outcome.error);
        else await applyPaymentResult(deps, t.id, "paid");
        return resultOf(await reload(app.db, t));
      },
    );

    r.post(
      "/api/webshop/transactions/:transactionUuid/mobile",
      {
        schema: {
          tags: ["payments"],
          summary:
            "The built-in mobile payment: 'start' sends the request to the number from the payment step; the phone approves or declines",
          params: TransactionParams,
          body: MobilePaymentBody,
          response: { 200: PaymentResult, ...errors, 429: ErrorResponse },
        },
        config: { auth: true },
        preHandler: mobileLimit,
      },
      async (request) => {
        const t = await openTransaction(request, "mobile");
        if (paidStatuses.has(t.status)) return resultOf(t);
        const { action } = request.body;
        if (action === "start") {
          if (await stopIfVoucherInvalid(deps, t)) return resultOf(await reload(app.db, t));
          // A new request replaces an earlier decline: the page shows it as waiting again.
          await restartTransaction(app.db, t.id, `mobile-request:${randomUUID()}`);
          return resultOf(await reload(app.db, t));
        }
        if (t.providerRef === null) throw conflict(paymentTexts.mobileNotStarted, "mobile_not_started");
        if (action === "decline") await declineTransaction(app.db, t.id, paymentTexts.mobileDeclined);
        else await applyPaymentResult(deps, t.id, "paid");
        return resultOf(await reload(app.db, t));
      },
    );
  }

  r.post(
    "/api/webshop/transactions/:transactionUuid/invoice",
    {
      schema: {
        tags: ["payments"],
        summary: "Confirm the order to be paid by invoice (confirmed unpaid)",
        params: TransactionParams,
        response: { 200: PaymentResult, ...errors },
      },
      config: { auth: true },
    },
    async (request) => {
      const t = await openTransaction(request, "invoice");
      if (isOpen(t)) await applyPaymentResult(deps, t.id, "invoiced");
      return resultOf(await reload(app.db, t));
    },
  );

  r.post(
    "/api/webshop/transactions/:transactionUuid/stripe",
    {
      schema: {
        tags: ["payments"],
        summary: "Start a Stripe Checkout Session; the browser goes to redirectUrl",
        params: TransactionParams,
        response: { 200: PaymentResult, ...errors, 502: ErrorResponse },
      },
      config: { auth: true },
    },
    async (request) => {
      const t = await openTransaction(request, "stripe");
      if (!stripe) throw conflict(paymentTexts.stripeOff, "stripe_off");
      if (paidStatuses.has(t.status)) return resultOf(t);
      const ref = t.providerRef;
      const existing =
        ref === null ? null : await stripeCall(request, () => stripe.checkout.sessions.retrieve(ref));
      if (existing && stripeSessionPaid(t, existing)) {
        logIncident(request, t, await settlePaidSession(deps, stripe, t, existing));
        return resultOf(await reload(app.db, t));
      }
      if (await stopIfVoucherInvalid(deps, t)) {
        if (existing?.status === "open")
          await stripe.checkout.sessions.expire(existing.id).catch(() => undefined);
        return resultOf(await reload(app.db, t));
      }
      if (existing?.status === "open" && existing.url) return resultOf(t, existing.url);
      const page = `${app.config.publicUrl}${paymentPagePath(t.uuid)}`;
      const now = Date.now();
      // Stripe closes the page by itself too (a backstop for the shop's own expiry, within Stripe's limits).
      const expiresAt = Math.min(
        Math.max(t.createdAt.getTime() + app.config.paymentExpiryMs, now + stripeSessionMinLifeMs),
        now + stripeSessionMaxLifeMs,
      );
      const session = await stripeCall(request, () =>
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
      if (!(await setProviderRef(app.db, t.id, session.id))) {
        // The payment was cancelled or expired while the page was being made: it must take no money.
        await stripe.checkout.sessions.expire(session.id).catch(() => undefined);
        return resultOf(await reload(app.db, t));
      }
      return resultOf(await reload(app.db, t), session.url);
    },
  );

  r.post(
    "/api/webshop/transactions/:transactionUuid/stripe/return",
    {
      schema: {
        tags: ["payments"],
        summary: "Check the Stripe payment when the browser comes back from Stripe",
        params: TransactionParams,
        response: { 200: PaymentResult, ...errors, 502: ErrorResponse },
      },
      config: { auth: true },
    },
    async (request) => {
      const t = await usersTransaction(request, "stripe");
      if (!stripe) throw conflict(paymentTexts.stripeOff, "stripe_off");
      // A closed transaction is still asked about: money Stripe took for it must be refunded, not lost.
      const asks = isOpen(t) || closedStatuses.has(t.status);
      if (!asks || t.providerRef === null) return resultOf(t);
      const ref = t.providerRef;
      const session = await stripeCall(request, () => stripe.checkout.sessions.retrieve(ref));
      if (stripeSessionPaid(t, session)) {
        logIncident(request, t, await settlePaidSession(deps, stripe, t, session));
      }
      return resultOf(await reload(app.db, t));
    },
  );

  r.post(
    "/api/webshop/transactions/:transactionUuid/cancel",
    {
      schema: {
        tags: ["payments"],
        summary: "Abandon the payment: the order is cancelled and the cart stays as it was",
        params: TransactionParams,
        response: { 200: PaymentResult, ...errors },
      },
      config: { auth: true },
    },
    async (request) => {
      const user = currentUser(request);
      const t = await findTransaction(app.db, app.portalId, user.id, request.params.transactionUuid);
      if (!t) throw notFound(transactionNotFoundMessage);
      if (paidStatuses.has(t.status)) throw conflict(paymentTexts.completed, "completed");
      const cancelled = await app.db.transaction((tx) => cancelOpenTransactions(tx, { transactionId: t.id }));
      await expireStripeSessions(cancelled);
      return resultOf(await reload(app.db, t));
    },
  );

  async function expireStripeSessions(list: Array<{ provider: string; providerRef: string | null }>) {
    if (stripe) await expireSessions(stripe, list);
  }

  // The webhook needs the exact bytes Stripe signed, so its JSON stays unparsed in a scope of its own.
  await app.register(async (scope) => {
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => {
      done(null, body);
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/api/webshop/payments/stripe/webhook",
      {
        schema: {
          tags: ["payments"],
          summary: "Stripe's webhook: checkout.session.completed pays the order (signature verified)",
          response: { 200: WebhookResponse, 400: ErrorResponse, 404: ErrorResponse },
        },
        // Stripe's servers call it, with no Origin and with a whole event as the body; the signature proves the sender.
        config: { allowCrossSite: true },
        bodyLimit: bodyLimits.webhook,
      },
      async (request) => {
        const secret = app.config.stripeWebhookSecret;
        if (!stripe || secret === undefined) throw notFound();
        const signature = request.headers["stripe-signature"];
        if (!Buffer.isBuffer(request.body) || signature === undefined) {
          throw badRequest("Invalid signature", "invalid_signature");
        }
        let event: Stripe.Event;
        try {
          event = stripe.webhooks.constructEvent(request.body, signature, secret);
        } catch {
          throw badRequest("Invalid signature", "invalid_signature");
        }
        if (
          event.type !== "checkout.session.completed" &&
          event.type !== "checkout.session.async_payment_succeeded"
        ) {
          return { received: true };
        }
        const session = event.data.object as unknown as StripeSession;
        const reference = { provider: "stripe", eventId: event.id, type: event.type };
        const t =
          session.client_reference_id === null
            ? null
            : await findTransactionByUuid(app.db, session.client_reference_id);
        if (t === null || !stripeSessionPaid(t, session)) {
          request.log.warn({ eventType: event.type }, "a Stripe event matched no transaction of this shop");
          await applyPaymentResult(deps, null, "paid", reference);
        } else {
          logIncident(request, t, await settlePaidSession(deps, stripe, t, session, reference));
        }
        return { received: true };
      },
    );
  });
}
