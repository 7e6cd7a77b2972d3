import fastifyMultipart from "@fastify/multipart";
import { ErrorResponse } from "@shop/contracts/common";
import { studioAreaRoles } from "@shop/contracts/studio";
import {
  LookColors,
  LookFileParams,
  PagePreviewRequest,
  PagePreviewResponse,
  StudioLookResponse,
  StudioPageBody,
  StudioPageParams,
  StudioPageRequest,
  StudioPageResponse,
  StudioPagesResponse,
} from "@shop/contracts/studio-look";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, notFound } from "../../errors.ts";
import { publicRoute } from "../../platform/auth.ts";
import { sendRaw } from "../../platform/binary-reply.ts";
import { currentStaff, studioRoute } from "../../platform/studio-auth.ts";
import { lookFileName, lookFilePath, lookStorageKey } from "../content/look.ts";
import { previewPageHtml } from "../content/page-editing.ts";
import { removeStudioPage, saveStudioPage, studioPage, studioPages } from "./pages.ts";
import { removeLookFile, setLookColors, studioLook, uploadLookFile } from "./service.ts";

/** One file of one call, read into memory: a logo or a picture, well under the decode limit's bytes. */
const lookUploadBytes = 20 * 1024 * 1024;

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse } as const;

/** The shop's look in the studio (owner only, decision 0071) and its files for the parent's pages. */
export async function registerLook(app: FastifyInstance): Promise<void> {
  const access = { config: studioRoute(studioAreaRoles.look) };
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: lookUploadBytes, files: 1, fields: 0, parts: 1, headerPairs: 100 },
      throwFileSizeLimit: true,
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const ctx = { db: scope.db, storage: scope.storage };

    r.get(
      `${lookFilePath}/:file`,
      {
        schema: {
          tags: ["content"],
          summary:
            "A file of the shop's look (logo, front picture, favicon); its name changes with its content",
          params: z.object({ file: z.string().max(100) }),
          response: { 404: ErrorResponse },
        },
        config: publicRoute,
      },
      async (request, reply) => {
        const { file } = request.params;
        const data = lookFileName.test(file) ? await scope.storage.get(lookStorageKey(file)) : null;
        if (data === null) throw notFound("Not found", "route_not_found");
        return sendRaw(
          reply,
          200,
          {
            "content-type": file.endsWith(".png") ? "image/png" : "image/jpeg",
            // A new upload is a new name, so a name's file never changes.
            "cache-control": "public, max-age=31536000, immutable",
          },
          data,
        );
      },
    );

    r.get(
      "/api/studio/look",
      {
        schema: {
          tags: ["studio look"],
          summary: "The shop's colours with their contrast figures, its logo, front picture and favicon",
          response: { 200: StudioLookResponse, ...errors },
        },
        ...access,
      },
      () => studioLook(scope.db, scope.portalId),
    );

    r.put(
      "/api/studio/look/colors",
      {
        schema: {
          tags: ["studio look"],
          summary: "Sets the colours; refused when a pair the pages draw is below WCAG AA (4.5:1)",
          body: LookColors,
          response: { 200: StudioLookResponse, ...errors },
        },
        ...access,
      },
      (request) => setLookColors(scope.db, scope.portalId, request.body, currentStaff(request)),
    );

    r.post(
      "/api/studio/look/:which",
      {
        schema: {
          tags: ["studio look"],
          summary: "Uploads the logo, front picture or favicon (multipart, field `file`: PNG, JPEG or WebP)",
          params: LookFileParams,
          response: { 200: StudioLookResponse, ...errors, 413: ErrorResponse },
        },
        ...access,
      },
      async (request) => {
        if (!request.isMultipart())
          throw badRequest("Send the picture as multipart", "studio_look_file_refused");
        const part = await request.file();
        if (!part) throw badRequest("Send a picture", "studio_look_file_refused");
        const data = await part.toBuffer();
        return uploadLookFile(ctx, scope.portalId, request.params.which, data, currentStaff(request));
      },
    );

    r.delete(
      "/api/studio/look/:which",
      {
        schema: {
          tags: ["studio look"],
          summary: "Takes the logo, front picture or favicon away",
          params: LookFileParams,
          response: { 200: StudioLookResponse, ...errors },
        },
        ...access,
      },
      (request) => removeLookFile(ctx, scope.portalId, request.params.which, currentStaff(request)),
    );

    r.get(
      "/api/studio/look/pages",
      {
        schema: {
          tags: ["studio look"],
          summary: "The content pages of /pages/<id> and the shop's languages",
          response: { 200: StudioPagesResponse, ...errors },
        },
        ...access,
      },
      () => studioPages(scope.db, scope.portalId),
    );

    r.post(
      "/api/studio/look/pages",
      {
        schema: {
          tags: ["studio look"],
          summary: "Creates a content page (its HTML stored sanitised)",
          body: StudioPageRequest,
          response: { 201: StudioPageResponse, ...errors, 409: ErrorResponse },
        },
        ...access,
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await saveStudioPage(scope.db, scope.portalId, request.body, true, currentStaff(request))),
    );

    r.post(
      "/api/studio/look/pages/preview",
      {
        schema: {
          tags: ["studio look"],
          summary: "HTML as a parent's page would show it, through the pages' sanitizer",
          body: PagePreviewRequest,
          response: { 200: PagePreviewResponse, ...errors },
        },
        ...access,
      },
      (request) => ({ html: previewPageHtml(request.body.html) }),
    );

    r.get(
      "/api/studio/look/pages/:pageId",
      {
        schema: {
          tags: ["studio look"],
          summary: "A content page with its title and body in each language",
          params: StudioPageParams,
          response: { 200: StudioPageResponse, ...errors, 404: ErrorResponse },
        },
        ...access,
      },
      (request) => studioPage(scope.db, scope.portalId, request.params.pageId),
    );

    r.put(
      "/api/studio/look/pages/:pageId",
      {
        schema: {
          tags: ["studio look"],
          summary: "Changes a content page",
          params: StudioPageParams,
          body: StudioPageBody,
          response: { 200: StudioPageResponse, ...errors, 404: ErrorResponse, 409: ErrorResponse },
        },
        ...access,
      },
      (request) =>
        saveStudioPage(
          scope.db,
          scope.portalId,
          { ...request.body, id: request.params.pageId },
          false,
          currentStaff(request),
        ),
    );

    r.delete(
      "/api/studio/look/pages/:pageId",
      {
        schema: {
          tags: ["studio look"],
          summary: "Removes a content page and its menu entry",
          params: StudioPageParams,
          response: { 204: z.null(), ...errors, 404: ErrorResponse },
        },
        ...access,
      },
      async (request, reply) => {
        await removeStudioPage(scope.db, scope.portalId, request.params.pageId, currentStaff(request));
        return reply.code(204).send(null);
      },
    );
  });
}
