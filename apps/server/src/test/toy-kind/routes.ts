import { CartResponse } from "@shop/contracts/cart";
import { ErrorResponse } from "@shop/contracts/common";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../errors.ts";
import { changeCart, loadCart } from "../../modules/cart/service.ts";
import { shopProducts } from "../../modules/catalog/service.ts";
import { visibleSubject } from "../../modules/subjects/scope.ts";
import { currentUser } from "../../platform/auth.ts";
import { toyKindName } from "./index.ts";

export const toyCartUrl = "/api/webshop/cart/toy-gift-cards";
const AddToyBody = z.object({ pictureSet: z.uuid(), quantity: z.number().int().min(1).max(99) });

/** The toy's own call on the cart: gift cards for a picture set, one line per set (a second call sets its quantity). */
export async function registerToyRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    toyCartUrl,
    {
      schema: {
        tags: ["cart"],
        summary: "Put gift cards for a picture set in the cart (a test's toy kind)",
        body: AddToyBody,
        response: { 200: CartResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const viewer = { userId: user.id, portalId: app.portalId };
      await changeCart(app.db, app.portalId, user.id, async ({ tx, lines }) => {
        const [set, products] = await Promise.all([
          visibleSubject(tx, viewer, "buy", request.body.pictureSet),
          shopProducts(tx, app.portalId),
        ]);
        const product = [...products.values()].find((p) => p.kind === toyKindName && p.active);
        if (!set || !product) throw notFound("Picture set not found", "picture_set_not_found");
        const { quantity } = request.body;
        const held = lines.find((l) => l.productId === product.id && l.subjectId === set.id);
        const changes = held
          ? { update: [{ id: held.id, quantity }] }
          : { add: [{ productId: product.id, subjectId: set.id, quantity }] };
        return { changes, result: undefined };
      });
      return { cart: await loadCart(app.db, app.portalId, user.id) };
    },
  );
}
