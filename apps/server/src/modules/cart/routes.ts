import { CartLineParams, CartResponse, UpdateCartLineBody } from "@shop/contracts/cart";
import { CataloguesResponse } from "@shop/contracts/catalogues";
import { ErrorResponse } from "@shop/contracts/common";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUser } from "../../platform/auth.ts";
import { answersArePrivate } from "../../platform/security-headers.ts";
import type { SessionRouteConfig } from "../account/sessions.ts";
import { lineKinds } from "./kinds.ts";
import { cartWithSession } from "./read-model.ts";
import {
  clearRebateCode,
  listCatalogues,
  loadCart,
  registerCartThumbnailSigner,
  removeLine,
  updateLineQuantity,
} from "./service.ts";

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

export async function registerCart(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerCartThumbnailSigner(app.db, app.config);

  // The cart is the user's own and changes with every click: never cached anywhere.
  answersArePrivate(app);

  r.get(
    "/api/webshop/cart",
    {
      config: { readWithSession: cartWithSession } satisfies SessionRouteConfig,
      schema: {
        tags: ["cart"],
        summary: "The signed-in user's cart: lines, summary, voucher, free-delivery state and item count",
        response: { 200: CartResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return { cart: await loadCart(app.db, app.portalId, user.id) };
    },
  );

  r.patch(
    "/api/webshop/cart/lines/:orderLineUuid",
    {
      schema: {
        tags: ["cart"],
        summary:
          "Change a line's quantity (0 removes it; a digital line always holds one) and, when given, its chosen sub-products",
        params: CartLineParams,
        body: UpdateCartLineBody,
        response: { 200: CartResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await updateLineQuantity(
        app.db,
        app.portalId,
        user.id,
        request.params.orderLineUuid,
        request.body.quantity,
        request.body.subProductUuids,
      );
      return { cart: await loadCart(app.db, app.portalId, user.id) };
    },
  );

  r.delete(
    "/api/webshop/cart/lines/:orderLineUuid",
    {
      schema: {
        tags: ["cart"],
        summary: "Remove a line from the cart",
        params: CartLineParams,
        response: { 200: CartResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await removeLine(app.db, app.portalId, user.id, request.params.orderLineUuid);
      return { cart: await loadCart(app.db, app.portalId, user.id) };
    },
  );

  r.delete(
    "/api/webshop/cart/rebate-code",
    {
      schema: {
        tags: ["cart"],
        summary: "Remove the voucher from the cart",
        response: { 200: CartResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await clearRebateCode(app.db, user.id);
      return { cart: await loadCart(app.db, app.portalId, user.id) };
    },
  );

  // The catalogues are offered with the cart's quantities, so the cart answers for them (catalog sells, cart holds).
  r.get(
    "/ajax/user/get_catalogues.php",
    {
      schema: {
        tags: ["catalog"],
        summary: "The catalogues offered for the user's picture sets, with how many are in the cart",
        response: { 200: CataloguesResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return { catalogues: await listCatalogues(app.db, app.portalId, user.id) };
    },
  );

  // Each kind's own calls on the cart (adding a file, a design, a package, the retouch), in the cart's scope.
  for (const kind of lineKinds()) await kind.routes?.(app);
}
