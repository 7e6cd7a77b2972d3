import { CartLineParams, CartResponse } from "@shop/contracts/cart";
import { ErrorResponse } from "@shop/contracts/common";
import { AddPackageBody, AddPackageResponse, UpdatePackageLineBody } from "@shop/contracts/packages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../../db/client.ts";
import { currentUser } from "../../../platform/auth.ts";
import { changeCart, loadCart } from "../../cart/service.ts";
import { updatePackageLine as packageLineUpdate, addPackage as packageToAdd } from "./add.ts";

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

/** Adds a package for a picture set with its items' designs as one line; answers the line's uuid. */
export async function addPackage(
  db: Db,
  portalId: number,
  userId: number,
  body: AddPackageBody,
): Promise<string> {
  return changeCart(db, portalId, userId, packageToAdd(body));
}

/** Replaces the designs (and perhaps the picture set) of one of the user's package lines. */
export async function updatePackageLine(
  db: Db,
  portalId: number,
  userId: number,
  lineUuid: string,
  body: UpdatePackageLineBody,
): Promise<void> {
  await changeCart(db, portalId, userId, packageLineUpdate(lineUuid, body));
}

/** 'Add package to cart' and 'Update package in cart'. */
export async function registerPackageRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/api/webshop/cart/packages",
    {
      schema: {
        tags: ["cart"],
        summary: "Add a package for a picture set with each template item's design, as one line",
        body: AddPackageBody,
        response: { 200: AddPackageResponse, 409: ErrorResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const orderLineUuid = await addPackage(app.db, app.portalId, user.id, request.body);
      return { cart: await loadCart(app.db, app.portalId, user.id), orderLineUuid };
    },
  );

  r.put(
    "/api/webshop/cart/lines/:orderLineUuid/package",
    {
      schema: {
        tags: ["cart"],
        summary: "Replace a package line's designs (and its picture set where the offer allows)",
        params: CartLineParams,
        body: UpdatePackageLineBody,
        response: { 200: CartResponse, 409: ErrorResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await updatePackageLine(app.db, app.portalId, user.id, request.params.orderLineUuid, request.body);
      return { cart: await loadCart(app.db, app.portalId, user.id) };
    },
  );
}
