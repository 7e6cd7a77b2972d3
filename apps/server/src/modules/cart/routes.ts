import {
  AddTemplateProductBody,
  AddTemplateProductResponse,
  CartLineParams,
  CartResponse,
  ToggleDigitalFileBody,
  ToggleDigitalSetBody,
  ToggleResponse,
  UpdateCartLineBody,
  UpdateTemplateLineBody,
} from "@shop/contracts/cart";
import { CataloguesResponse, SetCataloguesBody, SetCataloguesResponse } from "@shop/contracts/catalogues";
import { ErrorResponse } from "@shop/contracts/common";
import { AddPackageBody, AddPackageResponse, UpdatePackageLineBody } from "@shop/contracts/packages";
import { PutRetouchBody, RetouchOptionsResponse } from "@shop/contracts/retouch";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUser } from "../../platform/auth.ts";
import { answersArePrivate } from "../../platform/security-headers.ts";
import type { SessionRouteConfig } from "../account/sessions.ts";
import { cartWithSession } from "./read-model.ts";
import {
  addPackage,
  addTemplateProducts,
  clearRebateCode,
  listCatalogues,
  loadCart,
  registerCartThumbnailSigner,
  removeLine,
  retouchOptions,
  setCatalogueQuantities,
  setRetouch,
  toggleDigitalFile,
  toggleDigitalSet,
  updateLineQuantity,
  updatePackageLine,
  updateTemplateLine,
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

  r.put(
    "/api/webshop/cart/catalogues",
    {
      schema: {
        tags: ["cart"],
        summary: "Set how many of each catalogue the cart holds (0 removes it)",
        body: SetCataloguesBody,
        response: { 200: SetCataloguesResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await setCatalogueQuantities(app.db, app.portalId, user.id, request.body.catalogues);
      return { cart: await loadCart(app.db, app.portalId, user.id) };
    },
  );

  r.post(
    "/ajax/cart/toggle_digital_file_in_cart.php",
    {
      schema: {
        tags: ["cart"],
        summary: "Put a single digital picture in the cart, or take it out",
        body: ToggleDigitalFileBody,
        response: { 200: ToggleResponse, 409: ErrorResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { file, type } = request.body;
      return toggleDigitalFile(app.db, app.portalId, user.id, file, type);
    },
  );

  r.post(
    "/ajax/cart/toggle_digital_set_in_cart.php",
    {
      schema: {
        tags: ["cart"],
        summary: "Put a whole digital picture set of one picture type in the cart, or take it out",
        body: ToggleDigitalSetBody,
        response: { 200: ToggleResponse, 409: ErrorResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { pictureSet, type } = request.body;
      return toggleDigitalSet(app.db, app.portalId, user.id, pictureSet, type);
    },
  );

  // Template products (product-kinds/template-product): the editor's buy screen and its 'Update cart'.
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

  // Packages (product-kinds/package): 'Add package to cart' and 'Update package in cart'.
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

  // Retouch (product-kinds/retouch): the retouch options page of a signed-in user.
  r.get(
    "/api/webshop/cart/retouch",
    {
      schema: {
        tags: ["cart"],
        summary:
          "The cart's pictures that may be retouched, with their retouch tasks, those chosen and the total",
        response: { 200: RetouchOptionsResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return retouchOptions(app.db, app.config, app.portalId, user.id);
    },
  );

  r.put(
    "/api/webshop/cart/retouch",
    {
      schema: {
        tags: ["cart"],
        summary:
          "Set the retouch tasks of the cart's pictures: items maps a picture uuid to its chosen task uuids",
        body: PutRetouchBody,
        response: { 200: CartResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await setRetouch(app.db, app.portalId, user.id, request.body);
      return { cart: await loadCart(app.db, app.portalId, user.id) };
    },
  );
}
