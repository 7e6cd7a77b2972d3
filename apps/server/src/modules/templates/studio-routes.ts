import { ErrorResponse } from "@shop/contracts/common";
import { studioAreaRoles } from "@shop/contracts/studio";
import {
  StudioStarterInstallResponse,
  StudioTemplateDetail,
  StudioTemplateImportRequest,
  StudioTemplateImportResponse,
  StudioTemplateJobParams,
  StudioTemplateJobRequest,
  StudioTemplateOrderRequest,
  StudioTemplateParams,
  StudioTemplatePreviewParams,
  StudioTemplateRefusal,
  StudioTemplatesResponse,
  UpdateStudioTemplateRequest,
} from "@shop/contracts/studio-templates";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest } from "../../errors.ts";
import { sendRaw } from "../../platform/binary-reply.ts";
import { currentStaff, studioRoute } from "../../platform/studio-auth.ts";
import { derivedContentType, derivedFormatFor, logNotStored } from "../images/service.ts";
import { TemplateImportError } from "./import.ts";
import { studioTemplatePreview } from "./studio-preview.ts";
import {
  importStudioTemplate,
  installStarterFromStudio,
  orderTemplates,
  setTemplateActive,
  setTemplateOfferedInJob,
  studioTemplate,
  studioTemplateNotFound,
  studioTemplates,
} from "./studio-templates.ts";

const tags = ["studio templates"];
const refusal = StudioTemplateRefusal.or(ErrorResponse);

function refused(error: unknown): never {
  if (error instanceof TemplateImportError) {
    throw badRequest(error.message, "studio_template_refused", { fields: [...error.fields] });
  }
  throw error;
}

/** The studio's Templates area (issue 31): owner and staff, as products; support has no part in what the shop sells. */
export async function registerStudioTemplates(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = { config: studioRoute(studioAreaRoles.templates) };

  r.get(
    "/api/studio/templates",
    {
      schema: {
        tags,
        summary: "Every template of the shop (switched off included) in the parents' order, with its preview",
        response: { 200: StudioTemplatesResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
      ...access,
    },
    () => studioTemplates(app.db, app.portalId),
  );

  r.get(
    "/api/studio/templates/:templateUuid",
    {
      schema: {
        tags,
        summary: "A template's page: its versions and, per job still selling, whether its lists show it",
        params: StudioTemplateParams,
        response: {
          200: StudioTemplateDetail,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
      ...access,
    },
    (request) => studioTemplate(app.db, app.portalId, request.params.templateUuid),
  );

  r.get(
    "/api/studio/templates/:templateUuid/preview/:version",
    {
      schema: {
        tags,
        summary:
          "A template version's first part drawn with a sample child's pictures (AVIF, WebP or JPEG by Accept)",
        params: StudioTemplatePreviewParams,
        response: { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      },
      ...access,
    },
    async (request, reply) => {
      const format = derivedFormatFor(request.headers.accept);
      const data = await studioTemplatePreview(
        { db: app.db, storage: app.storage, portalId: app.portalId, notStored: logNotStored(app.log) },
        { uuid: request.params.templateUuid, version: request.params.version },
        format,
      );
      if (data === null) throw studioTemplateNotFound();
      // A child's pictures: the browser keeps it, no shared cache does; the sample child may change, so not for long.
      return sendRaw(
        reply,
        200,
        {
          "content-type": derivedContentType[format],
          "cache-control": "private, max-age=600",
          vary: "Accept",
        },
        data,
      );
    },
  );

  r.patch(
    "/api/studio/templates/:templateUuid",
    {
      schema: {
        tags,
        summary: "Switches the template on or off in the parents' lists",
        params: StudioTemplateParams,
        body: UpdateStudioTemplateRequest,
        response: {
          204: z.null(),
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
      ...access,
    },
    async (request, reply) => {
      await setTemplateActive(
        app.db,
        app.portalId,
        request.params.templateUuid,
        request.body.active,
        currentStaff(request),
      );
      return reply.code(204).send(null);
    },
  );

  r.put(
    "/api/studio/templates/:templateUuid/jobs/:jobUuid",
    {
      schema: {
        tags,
        summary: "Whether the job's picture sets' template lists show the template",
        params: StudioTemplateJobParams,
        body: StudioTemplateJobRequest,
        response: {
          204: z.null(),
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
      ...access,
    },
    async (request, reply) => {
      await setTemplateOfferedInJob(
        app.db,
        app.portalId,
        { ...request.params, offered: request.body.offered },
        currentStaff(request),
      );
      return reply.code(204).send(null);
    },
  );

  r.put(
    "/api/studio/templates/order",
    {
      schema: {
        tags,
        summary: "The order of one product's templates in the parents' lists, first first",
        body: StudioTemplateOrderRequest,
        response: { 204: z.null(), 400: refusal, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      },
      ...access,
    },
    async (request, reply) => {
      await orderTemplates(app.db, app.portalId, request.body.templates, currentStaff(request));
      return reply.code(204).send(null);
    },
  );

  r.post(
    "/api/studio/templates/import",
    {
      schema: {
        tags,
        summary:
          "Imports a template file (the format `template import` reads) for a product, as that command does",
        body: StudioTemplateImportRequest,
        response: { 201: StudioTemplateImportResponse, 400: refusal, 401: ErrorResponse, 403: ErrorResponse },
      },
      ...access,
    },
    async (request, reply) => {
      const imported = await importStudioTemplate(
        app.db,
        app.portalId,
        request.body,
        currentStaff(request),
      ).catch(refused);
      return reply.code(201).send(imported);
    },
  );

  r.post(
    "/api/studio/templates/starter",
    {
      schema: {
        tags,
        summary:
          "Installs the starter library (installStarterLibrary): what the shop lacks is added, unpriced",
        response: { 200: StudioStarterInstallResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
      ...access,
    },
    (request) => installStarterFromStudio(app.db, app.portalId, currentStaff(request)),
  );
}
