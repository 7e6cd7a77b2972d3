import { ErrorResponse } from "@shop/contracts/common";
import { studioAreaRoles } from "@shop/contracts/studio";
import {
  PrintProductInput,
  StudioPrintParams,
  StudioPrintResponse,
  StudioPrintsResponse,
} from "@shop/contracts/studio-prints";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { badRequest, notFound } from "../../errors.ts";
import { currentStaff, studioRoute } from "../../platform/studio-auth.ts";
import { PrintInputError, PrintNotFoundError, saveStudioPrint, studioPrints } from "./studio-prints.ts";

function refused(error: unknown): never {
  if (error instanceof PrintInputError)
    throw badRequest(error.message, "studio_print_invalid", { params: { field: error.field } });
  if (error instanceof PrintNotFoundError) throw notFound(error.message, "studio_print_not_found");
  throw error;
}

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** The studio's Prints page: owner and staff (products and prices are theirs, not support's). */
export async function registerStudioPrints(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/studio/prints",
    {
      schema: {
        tags: ["studio prints"],
        summary: "The shop's print products, on sale or not, with the shop's currency and languages",
        response: { 200: StudioPrintsResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
      config: studioRoute(studioAreaRoles.prints),
    },
    async () => studioPrints(app.db, app.portalId),
  );

  r.post(
    "/api/studio/prints",
    {
      schema: {
        tags: ["studio prints"],
        summary: "Adds a print product: a paper size and bleed, its name per language, prices as written",
        body: PrintProductInput,
        response: { 200: StudioPrintResponse, ...errors },
      },
      config: studioRoute(studioAreaRoles.prints),
    },
    async (request) => ({
      print: await saveStudioPrint(app.db, app.portalId, null, request.body, currentStaff(request)).catch(
        refused,
      ),
    }),
  );

  r.put(
    "/api/studio/prints/:uuid",
    {
      schema: {
        tags: ["studio prints"],
        summary: "Changes a print product (its size applies to prints ordered from now on)",
        params: StudioPrintParams,
        body: PrintProductInput,
        response: { 200: StudioPrintResponse, ...errors },
      },
      config: studioRoute(studioAreaRoles.prints),
    },
    async (request) => ({
      print: await saveStudioPrint(
        app.db,
        app.portalId,
        request.params.uuid,
        request.body,
        currentStaff(request),
      ).catch(refused),
    }),
  );
}
