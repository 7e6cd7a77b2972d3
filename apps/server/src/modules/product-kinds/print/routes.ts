import { randomUUID } from "node:crypto";
import { CartLineParams, CartResponse } from "@shop/contracts/cart";
import { ErrorResponse } from "@shop/contracts/common";
import {
  AddPrintBody,
  AddPrintResponse,
  PrintOffersResponse,
  UpdatePrintLineBody,
} from "@shop/contracts/prints";
import { unitPrice } from "@shop/domain/pricing";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUser } from "../../../platform/auth.ts";
import { changeCart, loadCart } from "../../cart/service.ts";
import { printProductName, printProducts } from "../../catalog/print-products.ts";
import { addPrint, updatePrintLine } from "./add.ts";

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

/** The print screen's sizes, its 'Add to cart' and the crop screen's 'Update cart' of a print line. */
export async function registerPrintRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/webshop/prints",
    {
      schema: {
        tags: ["cart"],
        summary: "The shop's print sizes on sale, with the price of one print, in the shop's order",
        response: { 200: PrintOffersResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      currentUser(request);
      const prints = await printProducts(app.db, app.portalId, { onSale: true });
      return {
        prints: prints.map((p) => ({
          uuid: p.uuid,
          name: printProductName(p),
          ...p.size,
          price: unitPrice(p.tiers, 1).actual,
        })),
      };
    },
  );

  r.post(
    "/api/webshop/cart/prints",
    {
      schema: {
        tags: ["cart"],
        summary:
          "Adds a print of a picture at a size with the crop chosen; answers the cart and the new line's uuid",
        body: AddPrintBody,
        response: { 200: AddPrintResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const orderLineUuid = await changeCart(
        app.db,
        app.portalId,
        user.id,
        addPrint(request.body, randomUUID()),
      );
      return { cart: await loadCart(app.db, app.portalId, user.id), orderLineUuid };
    },
  );

  r.put(
    "/api/webshop/cart/lines/:orderLineUuid/print",
    {
      schema: {
        tags: ["cart"],
        summary: "Changes a print line's size and crop (its picture and quantity stay)",
        params: CartLineParams,
        body: UpdatePrintLineBody,
        response: { 200: CartResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await changeCart(
        app.db,
        app.portalId,
        user.id,
        updatePrintLine(request.params.orderLineUuid, request.body),
      );
      return { cart: await loadCart(app.db, app.portalId, user.id) };
    },
  );
}
