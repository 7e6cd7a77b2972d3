import { ErrorResponse } from "@shop/contracts/common";
import { SignedQuery } from "@shop/contracts/images";
import { RetouchedImageParams } from "@shop/contracts/retouch";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { forbidden, notFound } from "../../errors.ts";
import { publicRoute } from "../../platform/auth.ts";
import { sendRaw } from "../../platform/binary-reply.ts";
import { browserAddress } from "../../platform/browser-failure.ts";
import { loadSharp } from "../../platform/sharp.ts";
import type { SessionRouteConfig } from "../account/sessions.ts";
import { assertNotSimulated } from "../account/simulation.ts";
import { mayDownloadOriginal } from "../entitlements/service.ts";
import { derivedContentType, derivedFormatFor, derivedWidth, encoders } from "../images/service.ts";
import { retouchedFile } from "./service.ts";
import { checkRetouchedSignature, retouchedFileVersion } from "./signing.ts";

/** The retouched file's download name, from the picture id. */
function downloadName(webshopId: string): string {
  const safe = webshopId.replace(/[^A-Za-z0-9._-]/g, "_");
  return `${safe === "" ? "picture" : safe}-retouched.jpg`;
}

export async function registerRetouch(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/webshop/retouched/:jobUuid/:version/:size",
    {
      schema: {
        tags: ["images"],
        summary:
          "A retouched picture for its buyer through its signed URL: thumbnail, preview or the bought original",
        params: RetouchedImageParams,
        querystring: SignedQuery,
        response: { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      },
      config: {
        ...publicRoute,
        // A download opened in the browser (the original, from a receipt or an old mail) that fails shows the page.
        ...browserAddress,
        sessionFor: (request) => (request.params as { size?: string }).size === "original",
      } satisfies SessionRouteConfig & typeof publicRoute,
    },
    async (request, reply) => {
      const { jobUuid, version, size } = request.params;
      const { exp, sig } = request.query;
      const now = new Date();
      const check = checkRetouchedSignature(app.config, jobUuid, version, size, exp, sig, now);
      if (check === "expired") throw forbidden("This link has expired", "link_expired");
      if (check === "invalid") throw forbidden("Not allowed", "link_invalid");
      const file = await retouchedFile(app.db, app.portalId, jobUuid);
      // A URL of a file uploaded before this one: its file is gone.
      if (!file || retouchedFileVersion(file.fileKey) !== version) {
        throw notFound("Picture not found", "picture_not_found");
      }
      if (size === "original") {
        // The full-resolution file only for its buyer, and only once the picture's download is bought; never for
        // support simulating the buyer (decision 0041).
        assertNotSimulated(request);
        const user = request.user;
        if (
          !user ||
          user.id !== file.userId ||
          !(await mayDownloadOriginal(app.db, { userId: user.id, portalId: app.portalId }, file.pictureId))
        )
          throw forbidden("Not allowed", "download_not_allowed");
        const stream = await app.storage.stream(file.fileKey);
        if (stream === null) throw notFound("Picture not found", "picture_not_found");
        return sendRaw(
          reply,
          200,
          {
            "content-type": "image/jpeg",
            "content-disposition": `attachment; filename="${downloadName(file.webshopId)}"`,
            "cache-control": "private, no-store",
          },
          stream,
        );
      }
      const format = derivedFormatFor(request.headers.accept);
      const key = `${file.fileKey.replace(/\.jpg$/, "")}-${size}.${format === "jpeg" ? "jpg" : format}`;
      let data = await app.storage.get(key);
      if (data === null) {
        const original = await app.storage.get(file.fileKey);
        if (original === null) throw notFound("Picture not found", "picture_not_found");
        const sharp = await loadSharp();
        data = await encoders[format](sharp(original).resize({ width: derivedWidth[size] })).toBuffer();
        await app.storage.put(key, data, derivedContentType[format]);
      }
      const maxAge = Math.max(0, exp - Math.floor(now.getTime() / 1000));
      return sendRaw(
        reply,
        200,
        {
          "content-type": derivedContentType[format],
          "cache-control": `private, max-age=${maxAge}, immutable`,
          vary: "Accept",
        },
        data,
      );
    },
  );
}
