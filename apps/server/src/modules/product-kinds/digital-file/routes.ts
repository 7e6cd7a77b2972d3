import { ToggleDigitalFileBody, ToggleResponse } from "@shop/contracts/cart";
import { ErrorResponse } from "@shop/contracts/common";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUser } from "../../../platform/auth.ts";
import { toggleInCart } from "../../cart/service.ts";
import { toggleDigitalFile } from "./toggle.ts";

export async function registerDigitalFileRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/ajax/cart/toggle_digital_file_in_cart.php",
    {
      schema: {
        tags: ["cart"],
        summary: "Put a single digital picture in the cart, or take it out",
        body: ToggleDigitalFileBody,
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
      const { file, type } = request.body;
      return toggleInCart(app.db, app.portalId, user.id, toggleDigitalFile(file, type));
    },
  );
}
