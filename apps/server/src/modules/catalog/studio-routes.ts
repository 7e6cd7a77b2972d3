import { ErrorResponse } from "@shop/contracts/common";
import { studioAreaRoles } from "@shop/contracts/studio";
import {
  StudioProductParams,
  TemplateProductRequest,
  TemplateProductSaved,
} from "@shop/contracts/studio-products";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { badRequest, notFound } from "../../errors.ts";
import { currentStaff, studioRoute } from "../../platform/studio-auth.ts";
import { getLanguages, shopProfile } from "../content/service.ts";
import type { StudioActor } from "../staff/service.ts";
import type { StaffUser } from "../staff/sessions.ts";
import {
  saveTemplateProduct,
  TemplateProductFormError,
  TemplateProductNotFoundError,
} from "./template-product-form.ts";
import { AmountInputError, templateProductFormOf } from "./template-product-input.ts";

/** A refusal of the form answers 400 naming the field; a product not of this shop (or not a template product) 404. */
function refused(error: unknown): never {
  if (error instanceof AmountInputError) throw badRequest(error.message, "studio_product_invalid");
  if (error instanceof TemplateProductFormError) throw badRequest(error.message, "studio_product_invalid");
  if (error instanceof TemplateProductNotFoundError)
    throw notFound(error.message, "studio_product_not_found");
  throw error;
}

/**
 * The form as the studio and the operator send it, saved through the one service: amounts read in the shop's
 * currency, a refusal answered as 400 or 404.
 */
export async function saveTemplateProductForm(
  app: FastifyInstance,
  body: z.output<typeof TemplateProductRequest>,
  target: { uuid: string } | null,
  actor: StudioActor,
): Promise<{ uuid: string }> {
  const [{ currency }, { defaultLanguage }] = await Promise.all([
    shopProfile(app.db, app.portalId),
    getLanguages(app.db, app.portalId),
  ]);
  try {
    const form = templateProductFormOf(body, currency, defaultLanguage);
    return await saveTemplateProduct(app.db, app.portalId, target, form, actor);
  } catch (error) {
    return refused(error);
  }
}

/** The template product form of the studio's Products area (issue 31): owner and staff. */
export async function registerStudioProductForms(app: FastifyInstance): Promise<void> {
  const save = (
    body: z.output<typeof TemplateProductRequest>,
    target: { uuid: string } | null,
    staff: StaffUser,
  ) => saveTemplateProductForm(app, body, target, staff);
  const responses = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/studio/products/template",
    {
      schema: {
        tags: ["studio products"],
        summary:
          'Makes a template product (card, calendar, photo gift) from the form; amounts as typed, e.g. "39"',
        body: TemplateProductRequest,
        response: { 201: TemplateProductSaved, ...responses },
      },
      config: studioRoute(studioAreaRoles.products),
    },
    async (request, reply) => {
      const saved = await save(request.body, null, currentStaff(request));
      return reply.code(201).send(saved);
    },
  );

  app.withTypeProvider<ZodTypeProvider>().put(
    "/api/studio/products/:productUuid/template",
    {
      schema: {
        tags: ["studio products"],
        summary:
          "Changes a template product from the form: names, prices, 'Special offer', sub-products, on sale",
        params: StudioProductParams,
        body: TemplateProductRequest,
        response: { 200: TemplateProductSaved, ...responses },
      },
      config: studioRoute(studioAreaRoles.products),
    },
    async (request) => save(request.body, { uuid: request.params.productUuid }, currentStaff(request)),
  );
}
