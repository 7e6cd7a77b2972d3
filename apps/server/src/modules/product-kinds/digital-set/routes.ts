import { ToggleDigitalSetBody, ToggleResponse } from "@shop/contracts/cart";
import { ErrorResponse } from "@shop/contracts/common";
import type { PictureType } from "@shop/domain/picture-type";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../../db/client.ts";
import { currentUser } from "../../../platform/auth.ts";
import { changeCart, loadCart, type ToggleResult } from "../../cart/service.ts";
import { toggleDigitalSet as setToggle } from "./add.ts";

/** Puts a whole digital set (subject + picture type) in the cart, or takes it out when it is there. */
export async function toggleDigitalSet(
  db: Db,
  portalId: number,
  userId: number,
  subjectUuid: string,
  type: PictureType,
): Promise<ToggleResult> {
  const inCart = await changeCart(db, portalId, userId, setToggle(subjectUuid, type));
  return { inCart, itemCount: (await loadCart(db, portalId, userId)).itemCount };
}

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
      return toggleDigitalSet(app.db, app.portalId, user.id, pictureSet, type);
    },
  );
}
