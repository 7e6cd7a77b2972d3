import { ErrorResponse } from "@shop/contracts/common";
import {
  GreenScreenBackgroundQuery,
  greenScreenBackgroundPath,
  ImageBackgroundParams,
  ImageBackgroundsQuery,
  ImageBackgroundsResponse,
  ImageParams,
  PhotographerLogoParams,
  PictureQuery,
} from "@shop/contracts/images";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { forbidden, notFound } from "../../errors.ts";
import { currentUser, publicRoute } from "../../platform/auth.ts";
import { sendRaw } from "../../platform/binary-reply.ts";
import { browserAddress } from "../../platform/browser-failure.ts";
import type { SessionRouteConfig } from "../account/sessions.ts";
import { assertNotSimulated } from "../account/simulation.ts";
import { mayDownloadOriginal } from "../entitlements/service.ts";
import { photographerLogoKey, servablePicture } from "../subjects/pictures.ts";
import {
  backgroundsForPicture,
  createDerivativeMaker,
  derivedContentType,
  derivedFormatFor,
  findBackgroundKey,
  formatForSize,
  greenScreenBackgroundImage,
  logNotStored,
  sniffImageType,
  storedDerivative,
} from "./service.ts";
import { checkGreenScreenBackground, checkPictureSignature, type UrlHolder } from "./signing.ts";

/** A download name from the picture id, reduced to characters every file system and header accepts. */
function downloadName(webshopId: string): string {
  const safe = webshopId.replace(/[^A-Za-z0-9._-]/g, "_");
  return `${safe === "" ? "picture" : safe}.jpg`;
}

export async function registerImages(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const derivative = createDerivativeMaker(app.storage, logNotStored(app.log));

  r.get(
    "/api/webshop/images/:pictureUuid/:size",
    {
      schema: {
        tags: ["images"],
        summary:
          "A picture file through its signed URL: thumbnail (320), preview (640) or the bought original",
        params: ImageParams,
        querystring: PictureQuery,
        response: { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      },
      config: {
        ...publicRoute,
        // A download opened in the browser (the original, from a receipt or an old mail) that fails shows the page.
        ...browserAddress,
        // Originals and a parent's own uploads need the signed-in user; other pictures are served without a session.
        sessionFor: (request) =>
          (request.params as { size?: string }).size === "original" ||
          (request.query as { own?: unknown }).own !== undefined,
      } satisfies SessionRouteConfig & typeof publicRoute,
    },
    async (request, reply) => {
      const { pictureUuid, size } = request.params;
      const { exp, sig, f: originalKey, own } = request.query;
      const now = new Date();
      // An upload's URL signs its uploader (decision 0039): checked with the session's user, it opens for no one else.
      let holder: UrlHolder = null;
      if (own !== undefined) {
        if (!request.user) throw forbidden("Not allowed", "link_invalid");
        holder = { owner: request.user.id };
      }
      const check = checkPictureSignature(app.config, pictureUuid, size, exp, sig, now, originalKey, holder);
      if (check === "expired") throw forbidden("This link has expired", "link_expired");
      if (check === "invalid") throw forbidden("Not allowed", "link_invalid");
      const maxAge = Math.max(0, exp - Math.floor(now.getTime() / 1000));
      const format = formatForSize(
        size === "original" ? "640" : size,
        derivedFormatFor(request.headers.accept),
      );
      const sendDerivative = (data: Buffer) =>
        sendRaw(
          reply,
          200,
          {
            "content-type": derivedContentType[format],
            "cache-control": `private, max-age=${maxAge}, immutable`,
            // One URL answers AVIF, WebP or JPEG by the browser's Accept, so a cache must keep them apart.
            vary: "Accept",
          },
          data,
        );
      if (size !== "original") {
        const stored = await storedDerivative(app.storage, pictureUuid, size, format);
        if (stored !== null) return sendDerivative(stored);
      }
      if (originalKey !== undefined && (size === "320" || size === "640")) {
        // The URL names the original and signs it (decision 0004): made from it with no database read. A picture's
        // original never changes; a removed one is not in the storage any more, and answers 404.
        const data = await derivative({ uuid: pictureUuid, originalKey, maskKey: null }, size, format, {
          notInStorage: true,
        });
        if (data === null) throw notFound("Picture not found", "picture_not_found");
        return sendDerivative(data);
      }
      const picture = await servablePicture(app.db, app.portalId, pictureUuid);
      if (!picture) throw notFound("Picture not found", "picture_not_found");

      if (size === "original") {
        // The signature alone is not enough for the full-resolution file: it must still be the user's and bought,
        // and the person's own (support simulating them sees the pictures, never takes the files; decision 0041).
        assertNotSimulated(request);
        const user = request.user;
        if (
          !user ||
          !(await mayDownloadOriginal(app.db, { userId: user.id, portalId: app.portalId }, picture.id))
        )
          throw forbidden("Not allowed", "download_not_allowed");
        const stream = await app.storage.stream(picture.originalKey);
        if (stream === null) throw notFound("Picture not found", "picture_not_found");
        return sendRaw(
          reply,
          200,
          {
            "content-type": "image/jpeg",
            "content-disposition": `attachment; filename="${downloadName(picture.webshopId)}"`,
            "cache-control": "private, no-store",
          },
          stream,
        );
      }

      // Not stored: looked for above, before the picture's row was read.
      const data = await derivative(picture, size, format, { notInStorage: true });
      if (data === null) throw notFound("Picture not found", "picture_not_found");
      return sendDerivative(data);
    },
  );

  r.get(
    "/ajax/template/get_image_backgrounds.php",
    {
      schema: {
        tags: ["images"],
        summary: "The backgrounds a greenscreen picture of the user's can be placed on",
        querystring: ImageBackgroundsQuery,
        response: {
          200: ImageBackgroundsResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const backgrounds = await backgroundsForPicture(app.db, app.portalId, user.id, request.query.uuid);
      if (backgrounds === null) throw notFound("Picture not found", "picture_not_found");
      return backgrounds;
    },
  );

  r.get(
    "/api/webshop/image-backgrounds/:backgroundUuid.jpg",
    {
      schema: {
        tags: ["images"],
        summary: "An image background's file",
        params: ImageBackgroundParams,
        response: { 400: ErrorResponse, 404: ErrorResponse },
      },
      config: publicRoute,
    },
    async (request, reply) => {
      const key = await findBackgroundKey(app.db, app.portalId, request.params.backgroundUuid);
      const data = key === null ? null : await app.storage.get(key);
      if (data === null) throw notFound("Image background not found", "background_not_found");
      return sendRaw(
        reply,
        200,
        { "content-type": sniffImageType(data), "cache-control": "public, max-age=86400" },
        data,
      );
    },
  );

  r.get(
    greenScreenBackgroundPath,
    {
      schema: {
        tags: ["images"],
        summary: "A job's green-screen background, turned and with its effect, through its signed URL",
        querystring: GreenScreenBackgroundQuery,
        response: { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      },
      config: publicRoute,
    },
    async (request, reply) => {
      const { uuid, rotation, effect, exp, sig } = request.query;
      const view = { uuid, rotation, effect };
      const now = new Date();
      const check = checkGreenScreenBackground(app.config, view, exp, sig, now);
      if (check === "expired") throw forbidden("This link has expired", "link_expired");
      if (check === "invalid") throw forbidden("Not allowed", "link_invalid");
      const data = await greenScreenBackgroundImage(app.db, app.storage, app.portalId, view);
      if (data === null) throw notFound("Image background not found", "background_not_found");
      const maxAge = Math.max(0, exp - Math.floor(now.getTime() / 1000));
      return sendRaw(
        reply,
        200,
        { "content-type": "image/jpeg", "cache-control": `private, max-age=${maxAge}, immutable` },
        data,
      );
    },
  );

  r.get(
    "/api/webshop/photographers/:photographerUuid/logo",
    {
      schema: {
        tags: ["images"],
        summary: "A photographer's logo",
        params: PhotographerLogoParams,
        response: { 400: ErrorResponse, 404: ErrorResponse },
      },
      config: publicRoute,
    },
    async (request, reply) => {
      const key = await photographerLogoKey(app.db, app.portalId, request.params.photographerUuid);
      const data = key === null ? null : await app.storage.get(key);
      if (data === null) throw notFound("Logo not found", "logo_not_found");
      return sendRaw(
        reply,
        200,
        { "content-type": sniffImageType(data), "cache-control": "public, max-age=86400" },
        data,
      );
    },
  );
}
