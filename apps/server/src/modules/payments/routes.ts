import type { PaymentProvider as ProviderName } from "@shop/contracts/checkout";
import { ErrorResponse } from "@shop/contracts/common";
import {
  CardPaymentBody,
  MobilePaymentBody,
  PaymentResult,
  TransactionParams,
  TransactionResponse,
} from "@shop/contracts/payments";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { purchaseRateLimit } from "../../config.ts";
import { badRequest, conflict, notFound } from "../../errors.ts";
import { currentUser, publicRoute } from "../../platform/auth.ts";
import { bodyLimits } from "../../platform/input-guard.ts";
import { rateLimitHandler } from "../../platform/rate-limit.ts";
import { answersArePrivate } from "../../platform/security-headers.ts";
import { expireIfDue } from "./expiry.ts";
import { cardProvider } from "./providers/card.ts";
import { invoiceProvider } from "./providers/invoice.ts";
import { mobileProvider } from "./providers/mobile.ts";
import type { ProviderContext } from "./providers/provider.ts";
import { closeCancelledPayments } from "./providers/registry.ts";
import { stripeProvider } from "./providers/stripe.ts";
import { vippsProvider } from "./providers/vipps.ts";
import { handleVippsWebhook, vippsWebhookPath } from "./providers/vipps-webhooks.ts";
import {
  cancelOpenTransactions,
  enabledProviders,
  findTransaction,
  isPlaced,
  paymentDepsOf,
  paymentTexts,
  reload,
  resultOf,
  toTransactionResponse,
  transactionNotFoundMessage,
} from "./service.ts";
import { payable, userTransaction } from "./user-transaction.ts";

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const WebhookResponse = z.object({ received: z.boolean() });

export async function registerPayments(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = paymentDepsOf(app);
  const providers = enabledProviders(app.config, deps.stripe !== null);
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
  const context = (request: FastifyRequest): ProviderContext => ({ ...deps, log: request.log });
  /** The signed-in user's transaction of this provider. */
  const transactionOf = (
    request: FastifyRequest<{ Params: { transactionUuid: string } }>,
    provider: ProviderName,
  ) => userTransaction(deps, providers, currentUser(request).id, request.params.transactionUuid, provider);
  /** The same, to pay: a closed one answers 409. */
  const toPay = async (
    request: FastifyRequest<{ Params: { transactionUuid: string } }>,
    provider: ProviderName,
  ) => payable(await transactionOf(request, provider));

  answersArePrivate(app);

  r.get(
    "/api/webshop/transactions/:transactionUuid",
    {
      schema: {
        tags: ["payments"],
        summary: "The payment page's transaction: amount, order reference, provider and state",
        params: TransactionParams,
        response: { 200: TransactionResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const t = await findTransaction(app.db, app.portalId, user.id, request.params.transactionUuid);
      if (!t) throw notFound(transactionNotFoundMessage, "transaction_not_found");
      return toTransactionResponse(await expireIfDue(deps, t));
    },
  );

  // The test providers take no money: in a production shop their routes do not exist.
  if (app.config.isDemo) {
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
        preHandler: cardLimit,
      },
      async (request) => cardProvider.pay(context(request), await toPay(request, "card"), request.body),
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
        preHandler: mobileLimit,
      },
      async (request) => mobileProvider.pay(context(request), await toPay(request, "mobile"), request.body),
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
    },
    async (request) => invoiceProvider.pay(context(request), await toPay(request, "invoice"), undefined),
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
    },
    async (request) => stripeProvider.pay(context(request), await toPay(request, "stripe"), undefined),
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
    },
    async (request) => {
      const t = await transactionOf(request, "stripe");
      return stripeProvider.confirmReturn?.(context(request), t) ?? resultOf(t);
    },
  );

  r.post(
    "/api/webshop/transactions/:transactionUuid/vipps",
    {
      schema: {
        tags: ["payments"],
        summary:
          "Start (or continue) a Vipps MobilePay payment; the browser goes to redirectUrl, Vipps's landing page",
        params: TransactionParams,
        response: { 200: PaymentResult, ...errors, 502: ErrorResponse },
      },
    },
    async (request) => vippsProvider.pay(context(request), await toPay(request, "vipps"), undefined),
  );

  r.post(
    "/api/webshop/transactions/:transactionUuid/vipps/return",
    {
      schema: {
        tags: ["payments"],
        summary: "Ask Vipps MobilePay how the payment went when the browser comes back from it",
        params: TransactionParams,
        response: { 200: PaymentResult, ...errors, 502: ErrorResponse },
      },
    },
    async (request) => {
      const t = await transactionOf(request, "vipps");
      return vippsProvider.confirmReturn?.(context(request), t) ?? resultOf(t);
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
    },
    async (request) => {
      const user = currentUser(request);
      const t = await findTransaction(app.db, app.portalId, user.id, request.params.transactionUuid);
      if (!t) throw notFound(transactionNotFoundMessage, "transaction_not_found");
      if (isPlaced(t)) throw conflict(paymentTexts.completed, "payment_completed");
      const cancelled = await app.db.transaction((tx) => cancelOpenTransactions(tx, { transactionId: t.id }));
      await closeCancelledPayments(deps, cancelled);
      return resultOf(await reload(app.db, t));
    },
  );

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
        config: { ...publicRoute, allowCrossSite: true },
        bodyLimit: bodyLimits.webhook,
      },
      async (request) => {
        await stripeProvider.handleWebhook?.(
          context(request),
          request.body,
          request.headers["stripe-signature"],
        );
        return { received: true };
      },
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      vippsWebhookPath,
      {
        schema: {
          tags: ["payments"],
          summary:
            "Vipps MobilePay's webhook: an ePayment event; the payment's state is then asked of Vipps (HMAC signature verified)",
          response: { 200: WebhookResponse, 400: ErrorResponse, 404: ErrorResponse },
        },
        config: { ...publicRoute, allowCrossSite: true },
        bodyLimit: bodyLimits.webhook,
      },
      async (request) => {
        const header = (name: string) => {
          const value = request.headers[name];
          return Array.isArray(value) ? value[0] : value;
        };
        if (!Buffer.isBuffer(request.body)) throw badRequest("Invalid signature", "invalid_signature");
        await handleVippsWebhook(context(request), request.log, {
          body: request.body,
          search: new URL(request.url, "http://shop").search,
          date: header("x-ms-date"),
          contentHash: header("x-ms-content-sha256"),
          authorization: header("authorization"),
        });
        return { received: true };
      },
    );
  });
}
