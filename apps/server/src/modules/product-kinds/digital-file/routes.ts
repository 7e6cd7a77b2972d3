import { ToggleDigitalFileBody, ToggleResponse } from "@shop/contracts/cart";
import { ErrorResponse } from "@shop/contracts/common";
import type { PictureType } from "@shop/domain/picture-type";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../../db/client.ts";
import { currentUser } from "../../../platform/auth.ts";
import { changeCart, loadCart, type ToggleResult } from "../../cart/service.ts";
import { toggleDigitalFile as fileToggle } from "./toggle.ts";

/** Puts a single digital file in the cart, or takes it out when it is there. */
export async function toggleDigitalFile(
  db: Db,
  portalId: number,
  userId: number,
  pictureUuid: string,
  type: PictureType,
): Promise<ToggleResult> {
  const inCart = await changeCart(db, portalId, userId, fileToggle(pictureUuid, type));
  return { inCart, itemCount: (await loadCart(db, portalId, userId)).itemCount };
}

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
      return toggleDigitalFile(app.db, app.portalId, user.id, file, type);
    },
  );
}
