import { type CatalogueChoice, SetCataloguesBody, SetCataloguesResponse } from "@shop/contracts/catalogues";
import { ErrorResponse } from "@shop/contracts/common";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../../db/client.ts";
import { currentUser } from "../../../platform/auth.ts";
import { changeCart, loadCart } from "../../cart/service.ts";
import { setCatalogueQuantities as catalogueQuantities } from "./quantities.ts";

/** Sets how many of each offered catalogue the cart holds (0 takes it out). */
export async function setCatalogueQuantities(
  db: Db,
  portalId: number,
  userId: number,
  choices: CatalogueChoice[],
): Promise<void> {
  await changeCart(db, portalId, userId, catalogueQuantities(choices));
}

export async function registerCatalogueRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().put(
    "/api/webshop/cart/catalogues",
    {
      schema: {
        tags: ["cart"],
        summary: "Set how many of each catalogue the cart holds (0 removes it)",
        body: SetCataloguesBody,
        response: { 200: SetCataloguesResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await setCatalogueQuantities(app.db, app.portalId, user.id, request.body.catalogues);
      return { cart: await loadCart(app.db, app.portalId, user.id) };
    },
  );
}
