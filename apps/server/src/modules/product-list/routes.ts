import { ErrorResponse } from "@shop/contracts/common";
import { studioAreaRoles } from "@shop/contracts/studio";
import { StudioProductsResponse } from "@shop/contracts/studio-products";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { studioRoute } from "../../platform/studio-auth.ts";
import { studioProductList } from "./service.ts";

export async function registerStudioProductList(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/studio/products",
    {
      schema: {
        tags: ["studio products"],
        summary:
          "Every product of the shop by kind, on sale or not: prices and tiers, 'Special offer', sub-products, jobs, templates",
        response: { 200: StudioProductsResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
      config: studioRoute(studioAreaRoles.products),
    },
    async () => studioProductList(app.db, app.portalId),
  );
}
