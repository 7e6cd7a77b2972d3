import {
  BuyCataloguesBody,
  BuyCataloguesResponse,
  BuyDigitalSetsBody,
  CartOnlyResponse,
  CheckoutParams,
  CheckoutResponse,
  CreateTransactionBody,
  CreateTransactionResponse,
  DeliveryOptionParams,
  FieldErrorResponse,
  PaymentOptionParams,
  PaymentOptionsResponse,
  SetDeliveryBody,
  VerifyRebateCodeBody,
} from "@shop/contracts/checkout";
import { ErrorResponse } from "@shop/contracts/common";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { purchaseRateLimit } from "../../config.ts";
import { currentUser } from "../../platform/auth.ts";
import { byIp, rateLimitHandler } from "../../platform/rate-limit.ts";
import { answersArePrivate } from "../../platform/security-headers.ts";
import { closeCancelledPayments } from "../payments/providers/registry.ts";
import { enabledProviders, paymentDepsOf } from "../payments/service.ts";
import {
  buyCatalogues,
  buyDigitalSets,
  type CheckoutDeps,
  choosePaymentOption,
  createCheckout,
  paymentOptionsOfDelivery,
  setDelivery,
  verifyRebateCode,
} from "./service.ts";
import { createTransaction } from "./transaction.ts";

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

export async function registerCheckout(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const payments = paymentDepsOf(app);
  const deps: CheckoutDeps = {
    db: app.db,
    config: app.config,
    portalId: app.portalId,
    providers: enabledProviders(app.config, payments.stripe !== null),
  };
  const transactionLimit = rateLimitHandler(
    app,
    purchaseRateLimit(app.config.rateLimits, "transactionPerUser"),
    (request) => `transaction:${request.user?.id ?? request.ip}`,
  );
  // A voucher code can be guessed like an access code: the same limit per address.
  const voucherLimit = rateLimitHandler(app, app.config.rateLimits.voucherPerIp, byIp);

  answersArePrivate(app);

  r.post(
    "/api/webshop/checkout",
    {
      schema: {
        tags: ["checkout"],
        summary: "Start a checkout over the user's cart (409 when the cart holds no products)",
        response: { 200: CheckoutResponse, 401: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request) => createCheckout(deps, currentUser(request).id),
  );

  r.get(
    "/api/webshop/checkout/:checkoutUuid/delivery-options/:deliveryOptionUuid/payment-options",
    {
      schema: {
        tags: ["checkout"],
        summary: "The payment options for a delivery option, and the cart with its shipping",
        params: DeliveryOptionParams,
        response: { 200: PaymentOptionsResponse, ...errors },
      },
    },
    async (request) => {
      const { checkoutUuid, deliveryOptionUuid } = request.params;
      return paymentOptionsOfDelivery(deps, currentUser(request).id, checkoutUuid, deliveryOptionUuid);
    },
  );

  r.get(
    "/api/webshop/checkout/:checkoutUuid/delivery-options/:deliveryOptionUuid/payment-options/:paymentOptionUuid",
    {
      schema: {
        tags: ["checkout"],
        summary: "Set the payment option; the cart with its shipping and fee",
        params: PaymentOptionParams,
        response: { 200: CartOnlyResponse, ...errors },
      },
    },
    async (request) => {
      const { checkoutUuid, deliveryOptionUuid, paymentOptionUuid } = request.params;
      return choosePaymentOption(
        deps,
        currentUser(request).id,
        checkoutUuid,
        deliveryOptionUuid,
        paymentOptionUuid,
      );
    },
  );

  r.put(
    "/api/webshop/checkout/:checkoutUuid/delivery",
    {
      schema: {
        tags: ["checkout"],
        summary: "Set the delivery option with its address or contact form (400 names the fields)",
        params: CheckoutParams,
        body: SetDeliveryBody,
        response: { 200: CartOnlyResponse, 400: FieldErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => setDelivery(deps, currentUser(request).id, request.params.checkoutUuid, request.body),
  );

  r.post(
    "/api/webshop/checkout/:checkoutUuid/verify-rebate-code",
    {
      schema: {
        tags: ["checkout"],
        summary: "Apply a voucher code; 400 { error } says why it is refused",
        params: CheckoutParams,
        body: VerifyRebateCodeBody,
        response: { 200: CartOnlyResponse, ...errors, 429: ErrorResponse },
      },
      preHandler: voucherLimit,
    },
    async (request) =>
      verifyRebateCode(
        deps,
        currentUser(request).id,
        request.params.checkoutUuid,
        request.body.code,
        request.body.deliveryOptionUuid,
      ),
  );

  r.post(
    "/api/webshop/checkout/:checkoutUuid/digital-sets",
    {
      schema: {
        tags: ["checkout"],
        summary: "Put the offered digital sets of the upsell in the cart",
        params: CheckoutParams,
        body: BuyDigitalSetsBody,
        response: { 200: CartOnlyResponse, ...errors, 409: ErrorResponse },
      },
    },
    async (request) =>
      buyDigitalSets(deps, currentUser(request).id, request.params.checkoutUuid, request.body.data.subjects),
  );

  r.post(
    "/api/webshop/checkout/:checkoutUuid/catalogues",
    {
      schema: {
        tags: ["checkout"],
        summary: "Put the upsell's catalogues in the cart",
        params: CheckoutParams,
        body: BuyCataloguesBody,
        response: { 200: BuyCataloguesResponse, ...errors },
      },
    },
    async (request) =>
      buyCatalogues(deps, currentUser(request).id, request.params.checkoutUuid, request.body.catalogues),
  );

  r.post(
    "/api/webshop/checkout/:checkoutUuid/transaction",
    {
      schema: {
        tags: ["checkout"],
        summary:
          "Create the order and its payment; the same checkout and choices give the same transaction (idempotent)",
        params: CheckoutParams,
        body: CreateTransactionBody,
        response: {
          200: CreateTransactionResponse,
          400: CreateTransactionResponse.or(ErrorResponse),
          401: ErrorResponse,
          404: ErrorResponse,
          409: CreateTransactionResponse,
          429: ErrorResponse,
        },
      },
      preHandler: transactionLimit,
    },
    async (request) => {
      const { response, superseded } = await createTransaction(
        deps,
        currentUser(request).id,
        request.params.checkoutUuid,
        request.body,
      );
      // The replaced payments' pages (a Stripe Checkout Session) must take no money any more.
      await closeCancelledPayments(payments, superseded);
      return response;
    },
  );
}
