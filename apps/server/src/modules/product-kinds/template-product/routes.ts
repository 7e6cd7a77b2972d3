import {
  AddTemplateProductBody,
  AddTemplateProductResponse,
  CartLineParams,
  CartResponse,
  UpdateTemplateLineBody,
} from "@shop/contracts/cart";
import { ErrorResponse } from "@shop/contracts/common";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../../db/client.ts";
import { currentUser } from "../../../platform/auth.ts";
import { changeCart, loadCart } from "../../cart/service.ts";
import { addTemplateProducts as templateProductsToAdd } from "./add.ts";
import { updateTemplateLine as templateLineUpdate } from "./update.ts";

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

/** Adds a design of a template for a picture set as one line per product row; answers the new lines' uuids. */
export async function addTemplateProducts(
  db: Db,
  portalId: number,
  userId: number,
  body: AddTemplateProductBody,
): Promise<string[]> {
  return changeCart(db, portalId, userId, templateProductsToAdd(body));
}

/** Replaces the design of one of the user's template product lines. */
export async function updateTemplateLine(
  db: Db,
  portalId: number,
  userId: number,
  lineUuid: string,
  body: UpdateTemplateLineBody,
): Promise<void> {
  await changeCart(db, portalId, userId, templateLineUpdate(lineUuid, body));
}

/** The editor's buy screen and its 'Update cart'. */
export async function registerTemplateProductRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/api/webshop/cart/template-products",
    {
      schema: {
        tags: ["cart"],
        summary: "Add a design of a template for a picture set: one line per product row, with its quantity",
        body: AddTemplateProductBody,
        response: { 200: AddTemplateProductResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const orderLineUuids = await addTemplateProducts(app.db, app.portalId, user.id, request.body);
      return { cart: await loadCart(app.db, app.portalId, user.id), orderLineUuids };
    },
  );

  r.put(
    "/api/webshop/cart/lines/:orderLineUuid/template",
    {
      schema: {
        tags: ["cart"],
        summary:
          "Replace a template product line's design (another template of the same product may replace it)",
        params: CartLineParams,
        body: UpdateTemplateLineBody,
        response: { 200: CartResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await updateTemplateLine(app.db, app.portalId, user.id, request.params.orderLineUuid, request.body);
      return { cart: await loadCart(app.db, app.portalId, user.id) };
    },
  );
}
