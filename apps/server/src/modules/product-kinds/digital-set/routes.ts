import { ToggleDigitalSetBody, ToggleResponse } from "@shop/contracts/cart";
import { ErrorResponse } from "@shop/contracts/common";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUser } from "../../../platform/auth.ts";
import { toggleInCart } from "../../cart/service.ts";
import { toggleDigitalSet } from "./add.ts";

export async function registerDigitalSetRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/ajax/cart/toggle_digital_set_in_cart.php",
    {
      schema: {
        tags: ["cart"],
        summary: "Put a whole digital picture set of one picture type in the cart, or take it out",
        body: ToggleDigitalSetBody,
        response: {
          200: ToggleResponse,
          409: ErrorResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { pictureSet, type } = request.body;
      return toggleInCart(app.db, app.portalId, user.id, toggleDigitalSet(pictureSet, type));
    },
  );
}
