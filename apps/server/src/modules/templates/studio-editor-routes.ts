import fastifyMultipart from "@fastify/multipart";
import { ErrorResponse } from "@shop/contracts/common";
import { studioAreaRoles } from "@shop/contracts/studio";
import {
  StudioArtworkResponse,
  StudioEditorProductsResponse,
  StudioEditorSaveRequest,
  StudioEditorSaveResponse,
  StudioEditorTemplateParams,
  StudioEditorTemplateResponse,
} from "@shop/contracts/studio-template-editor";
import { ArtworkParams } from "@shop/contracts/template-artwork";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { badRequest, notFound } from "../../errors.ts";
import { publicRoute } from "../../platform/auth.ts";
import { sendRaw } from "../../platform/binary-reply.ts";
import { currentStaff, studioRoute } from "../../platform/studio-auth.ts";
import { ArtworkRefusedError, artworkFile, artworkFileLimits, storeArtwork } from "./artwork.ts";
import { TemplateImportError } from "./import.ts";
import { editorProducts, editorTemplate, saveEditorTemplate } from "./studio-editor.ts";

/**
 * The simple template editor's calls (issue 31): owner and staff, as every change to what the shop sells; and the
 * artwork's public screen-sized file, which every drawing in a browser shows.
 */
export async function registerStudioTemplateEditor(app: FastifyInstance): Promise<void> {
  const access = { config: studioRoute(studioAreaRoles.templates) };
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: artworkFileLimits.maxBytes, files: 1, fields: 0, parts: 1, headerPairs: 100 },
      throwFileSizeLimit: true,
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get(
      "/api/studio/templates/editor/products",
      {
        schema: {
          tags: ["studio templates"],
          summary: "Every template product a template may be made for, on sale or not",
          response: { 200: StudioEditorProductsResponse, 401: ErrorResponse, 403: ErrorResponse },
        },
        ...access,
      },
      async () => ({ products: await editorProducts(scope.db, scope.portalId) }),
    );

    r.post(
      "/api/studio/templates/editor/artwork",
      {
        schema: {
          tags: ["studio templates"],
          summary:
            "Checks a picture by decoding it and keeps it as a template's artwork (multipart, field `file`)",
          response: {
            201: StudioArtworkResponse,
            400: ErrorResponse,
            401: ErrorResponse,
            403: ErrorResponse,
            413: ErrorResponse,
          },
        },
        ...access,
      },
      async (request, reply) => {
        const refused = (message: string) => badRequest(message, "studio_template_artwork_refused");
        if (!request.isMultipart()) throw refused("Send the picture as multipart");
        const file = await request.file();
        if (!file) throw refused("Send a picture");
        const data = await file.toBuffer();
        const stored = await storeArtwork(scope.storage, data).catch((error: unknown) => {
          if (error instanceof ArtworkRefusedError) throw refused(error.message);
          throw error;
        });
        return reply.code(201).send(stored);
      },
    );

    r.post(
      "/api/studio/templates/editor",
      {
        schema: {
          tags: ["studio templates"],
          summary:
            "Saves the editor's document as a new template of the product, or as the next version of its template, as `template import` does",
          body: StudioEditorSaveRequest,
          response: {
            201: StudioEditorSaveResponse,
            400: ErrorResponse,
            401: ErrorResponse,
            403: ErrorResponse,
          },
        },
        ...access,
      },
      async (request, reply) => {
        const saved = await saveEditorTemplate(
          { db: scope.db, storage: scope.storage },
          scope.portalId,
          request.body,
          currentStaff(request),
        ).catch((error: unknown) => {
          if (error instanceof TemplateImportError)
            throw badRequest(error.message, "studio_template_refused");
          throw error;
        });
        return reply.code(201).send(saved);
      },
    );

    r.get(
      "/api/studio/templates/:templateUuid/editor",
      {
        schema: {
          tags: ["studio templates"],
          summary: "A template's current version and product, as the editor opens it",
          params: StudioEditorTemplateParams,
          response: {
            200: StudioEditorTemplateResponse,
            400: ErrorResponse,
            401: ErrorResponse,
            403: ErrorResponse,
            404: ErrorResponse,
          },
        },
        ...access,
      },
      async (request) => {
        const found = await editorTemplate(scope.db, scope.portalId, request.params.templateUuid);
        if (!found) throw notFound("No such template", "studio_template_not_found");
        return found;
      },
    );

    r.get(
      "/api/webshop/templates/artwork/:asset",
      {
        schema: {
          tags: ["templates"],
          summary: "A template's artwork (a background picture) at screen size",
          params: ArtworkParams,
          response: { 400: ErrorResponse, 404: ErrorResponse },
        },
        config: publicRoute,
      },
      async (request, reply) => {
        const file = await artworkFile(scope.storage, request.params.asset, "screen");
        if (!file) throw notFound("No such artwork", "route_not_found");
        // An artwork is never changed: a new picture is a new reference.
        return sendRaw(
          reply,
          200,
          { "content-type": "image/jpeg", "cache-control": "public, max-age=31536000, immutable" },
          file,
        );
      },
    );
  });
}
