import { ErrorResponse } from "@shop/contracts/common";
import { SignedQuery } from "@shop/contracts/images";
import { DigitalCopiesQuery, DigitalSetZipParams } from "@shop/contracts/orders";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { forbidden, HttpError, notFound } from "../../errors.ts";
import { currentUser, publicRoute } from "../../platform/auth.ts";
import { sendRaw } from "../../platform/binary-reply.ts";
import { browserAddress, isBrowserNavigation } from "../../platform/browser-failure.ts";
import { busyRetryAfterSeconds, DecodeBusyError } from "../../platform/decode-slots.ts";
import { assertNotSimulated } from "../account/simulation.ts";
import { mayDownloadOriginal } from "../entitlements/service.ts";
import { pictureOnBackground } from "../images/service.ts";
import { servablePicture } from "../subjects/pictures.ts";
import { fileSafeName, findBoughtSet, zipOfSet } from "./service.ts";
import { checkDigitalSetZipSignature } from "./urls.ts";

const downloadBusyMessage = "The shop is busy making other pictures. Please try again in a moment.";

export async function registerDownloads(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/webshop/downloads/picture-sets/:subjectUuid/:pictureType.zip",
    {
      schema: {
        tags: ["downloads"],
        summary:
          "A bought digital set as one zip of its originals (signed URL; the user must own and have bought it)",
        params: DigitalSetZipParams,
        querystring: SignedQuery,
        response: { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      },
      config: { ...publicRoute, ...browserAddress },
    },
    async (request, reply) => {
      const { subjectUuid, pictureType } = request.params;
      const { exp, sig } = request.query;
      const check = checkDigitalSetZipSignature(app.config, subjectUuid, pictureType, exp, sig);
      if (check === "expired") throw forbidden("This link has expired", "link_expired");
      if (check === "invalid") throw forbidden("Not allowed", "link_invalid");
      // The link alone is not enough for full-resolution files: the signed-in user must still own and have bought them,
      // and be the person (support simulating them never takes the files; decision 0041).
      assertNotSimulated(request);
      const user = request.user;
      const set = user
        ? await findBoughtSet(app.db, { userId: user.id, portalId: app.portalId }, subjectUuid, pictureType)
        : null;
      if (!set) throw forbidden("Not allowed", "download_not_allowed");
      const stream = await zipOfSet(app.storage, set);
      if (!stream) throw notFound("Picture not found", "picture_not_found");
      return sendRaw(
        reply,
        200,
        {
          "content-type": "application/zip",
          "content-disposition": `attachment; filename="${fileSafeName(set.subjectName)}-${pictureType}.zip"`,
          "cache-control": "private, no-store",
        },
        stream,
      );
    },
  );

  r.get(
    "/sections/prophoto/ajax/digitalcopies.php",
    {
      schema: {
        tags: ["downloads"],
        summary: "The legacy download of one bought original (file: the picture's uuid)",
        querystring: DigitalCopiesQuery,
        response: {
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          503: ErrorResponse,
        },
      },
      // Public so that the handler decides what a signed-out visitor gets (currentUser refuses the rest with 401).
      // A browser that opens an old link that fails (a broken file id, a picture not bought) gets the shop's page.
      config: { ...publicRoute, ...browserAddress },
    },
    async (request, reply) => {
      // An old link opened in a signed-out browser: the order history, behind sign-in, whose receipts hold the
      // downloads (the login returns there). A call that is not a browser opening the address gets the plain 401.
      if (!request.user && isBrowserNavigation(request)) return reply.redirect("/my-account/orders", 302);
      const user = currentUser(request);
      assertNotSimulated(request);
      const picture = await servablePicture(app.db, app.portalId, request.query.file);
      if (!picture) throw notFound("Picture not found", "picture_not_found");
      const viewer = { userId: user.id, portalId: app.portalId };
      if (!(await mayDownloadOriginal(app.db, viewer, picture.id)))
        throw forbidden("Not allowed", "download_not_allowed");
      // The background parameter picks one of the shop's green-screen backdrops: the bought picture is cut out and
      // put on it. A picture without a mask, or a background the shop does not have, gets the original as bought.
      const { background } = request.query;
      const composed = background
        ? await pictureOnBackground(app.db, app.storage, app.portalId, picture, background).catch(
            (error: unknown) => {
              if (!(error instanceof DecodeBusyError)) throw error;
              reply.header("retry-after", String(busyRetryAfterSeconds));
              throw new HttpError(503, downloadBusyMessage, "download_busy");
            },
          )
        : null;
      const stream = composed ?? (await app.storage.stream(picture.originalKey));
      if (stream === null) throw notFound("Picture not found", "picture_not_found");
      return sendRaw(
        reply,
        200,
        {
          "content-type": "image/jpeg",
          "content-disposition": `attachment; filename="${fileSafeName(picture.webshopId)}${composed ? "-background" : ""}.jpg"`,
          "cache-control": "private, no-store",
        },
        stream,
      );
    },
  );
}
