import { ErrorResponse } from "@shop/contracts/common";
import {
  AutocompleteQuery,
  AutocompleteResponse,
  ResolveAddressParams,
  ResolveAddressResponse,
} from "@shop/contracts/delivery";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { purchaseRateLimit } from "../../config.ts";
import { notFound } from "../../errors.ts";
import { byIp, rateLimitHandler } from "../../platform/rate-limit.ts";
import { answersArePrivate } from "../../platform/security-headers.ts";
import { type AddressProvider, createTableAddressProvider } from "./address-provider.ts";

export const resolveAddressError = "Error resolving address";

export interface DeliveryModuleOptions {
  /** The address service; the bundled table of Norwegian addresses when none is given. */
  addressProvider?: AddressProvider;
}

export async function registerDelivery(
  app: FastifyInstance,
  options: DeliveryModuleOptions = {},
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const provider = options.addressProvider ?? createTableAddressProvider();
  const limit = purchaseRateLimit(app.config.rateLimits, "addressLookupPerUser");
  // One bucket per user and one per network address, shared by both calls.
  const perUser = rateLimitHandler(app, limit, (request) => `address-user:${request.user?.id ?? request.ip}`);
  const perIp = rateLimitHandler(
    app,
    { ...limit, max: limit.max * 4 },
    (request) => `address-${byIp(request)}`,
  );

  answersArePrivate(app);

  r.get(
    "/api/webshop/postal-address-service/autocomplete",
    {
      schema: {
        tags: ["delivery"],
        summary: "Address suggestions for what the customer typed (at most 8)",
        querystring: AutocompleteQuery,
        response: { 200: AutocompleteResponse, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse },
      },
      preHandler: [perUser, perIp],
    },
    async (request) => ({ suggestions: await provider.autocomplete(request.query.q) }),
  );

  r.get(
    "/api/webshop/postal-address-service/resolve-address-by-id/:id",
    {
      schema: {
        tags: ["delivery"],
        summary: "The full address of a suggestion",
        params: ResolveAddressParams,
        response: {
          200: ResolveAddressResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
          429: ErrorResponse,
        },
      },
      preHandler: [perUser, perIp],
    },
    async (request) => {
      const address = await provider.resolve(request.params.id);
      if (!address) throw notFound(resolveAddressError, "address_not_found");
      return { address };
    },
  );
}
