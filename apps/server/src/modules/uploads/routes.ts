import { createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import fastifyMultipart from "@fastify/multipart";
import { ErrorResponse } from "@shop/contracts/common";
import { RecentImagesResponse, UploadQuery, UploadResponse } from "@shop/contracts/uploads";
import { uploadLimits } from "@shop/domain/limits";
import {
  afterUploadPath,
  isOwnPictureUpload,
  uploadAnswersJson,
  uploadRedirectPath,
} from "@shop/domain/upload-call";
import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { purchaseRateLimit } from "../../config.ts";
import { HttpError } from "../../errors.ts";
import { currentUser } from "../../platform/auth.ts";
import { busyRetryAfterSeconds } from "../../platform/decode-slots.ts";
import { rateLimitHandler } from "../../platform/rate-limit.ts";
import {
  ownPhotosAllowed,
  type ReencodedFile,
  recentUploads,
  reencodeUpload,
  refuseUpload,
  storeUpload,
  uploadedImage,
} from "./service.ts";

/** The field names a file may come in: the spec's `images[]`, and `images` as some clients send it. */
const fileFields: ReadonlySet<string> = new Set(["images[]", "images"]);

function errorCode(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error
    ? String((error as { code: unknown }).code)
    : undefined;
}

/**
 * The parent's own pictures (spec 02 §7): the upload call and the user's recent images. Signed-in users only, and
 * only where the shop's allowOwnPhotos is on; uploads are counted per user in the database (platform rate limits).
 * Each file is streamed to a temporary file (stopped at uploadLimits.maxBytes), checked, decoded and re-encoded there
 * in one of the process's decode slots (decision 0038), then kept in the storage. File names and contents are never
 * logged.
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: uploadLimits.maxBytes,
      files: uploadLimits.filesPerRequest,
      fields: 20,
      fieldSize: 1024,
      parts: uploadLimits.filesPerRequest + 20,
      headerPairs: 100,
    },
    throwFileSizeLimit: true,
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  const allowed: preHandlerAsyncHookHandler = async () => {
    if (!(await ownPhotosAllowed(app.db, app.portalId))) throw refuseUpload("upload_not_allowed");
  };
  const perUser = rateLimitHandler(
    app,
    purchaseRateLimit(app.config.rateLimits, "uploadsPerUser"),
    (request) => `user:${request.user?.id ?? 0}`,
    "uploadsPerUser",
  );

  r.post(
    "/system/iframes/upload_internal.php",
    {
      schema: {
        tags: ["uploads"],
        summary:
          "Uploads pictures of the parent's own (multipart images[]): checked, re-encoded and kept for them",
        querystring: UploadQuery,
        response: {
          200: UploadResponse,
          303: z.null(),
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          413: ErrorResponse,
          429: ErrorResponse,
          503: ErrorResponse,
        },
      },
      preHandler: [allowed, perUser],
    },
    async (request, reply) => {
      const user = currentUser(request);
      // The query flags (decision 0049): the kind of upload, and where a classic form goes back to.
      if (!isOwnPictureUpload(request.query.uploadtype)) throw refuseUpload("upload_type_not_offered");
      const redirect = uploadRedirectPath(request.query.redirect);
      if (!request.isMultipart()) throw refuseUpload("upload_no_file");
      const dir = await mkdtemp(path.join(tmpdir(), "shop-upload-"));
      try {
        const files: string[] = [];
        try {
          for await (const part of request.parts()) {
            if (part.type !== "file") continue;
            if (!fileFields.has(part.fieldname)) {
              part.file.resume();
              continue;
            }
            const file = path.join(dir, String(files.length));
            await pipeline(part.file, createWriteStream(file));
            files.push(file);
          }
        } catch (error) {
          const code = errorCode(error);
          if (code === "FST_REQ_FILE_TOO_LARGE") throw refuseUpload("upload_too_large");
          if (code === "FST_FILES_LIMIT") throw refuseUpload("upload_too_many_files");
          throw error;
        }
        if (files.length === 0) throw refuseUpload("upload_no_file");
        // Every file is checked before any is kept: a refused file leaves nothing of the call behind.
        const decoded: ReencodedFile[] = [];
        try {
          for (const file of files) decoded.push(await reencodeUpload(file, `${file}.jpg`));
        } catch (error) {
          // Busy is no refusal of the file: the client tries again (spec 03 §5) and shows 'Retrying...'.
          if (error instanceof HttpError && error.code === "upload_busy")
            reply.header("retry-after", String(busyRetryAfterSeconds));
          throw error;
        }
        const stored = [];
        // Read back one at a time: a call's files are never all in memory at once.
        for (const { file, width, height } of decoded)
          stored.push(
            await storeUpload({ db: app.db, storage: app.storage, portalId: app.portalId }, user.id, {
              data: await readFile(file),
              width,
              height,
            }),
          );
        if (redirect !== null && !uploadAnswersJson(request.query.json, redirect)) {
          return reply.redirect(afterUploadPath(redirect, stored.length), 303);
        }
        const now = new Date();
        return {
          result: "OK" as const,
          files: stored.map((record) => uploadedImage(app.config, record, now)),
        };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );

  r.get(
    "/api/webshop/user/recent-images",
    {
      schema: {
        tags: ["uploads"],
        summary: "The user's own uploaded pictures, newest first",
        response: { 200: RecentImagesResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
      preHandler: [allowed],
    },
    async (request) => {
      const user = currentUser(request);
      const now = new Date();
      const records = await recentUploads(app.db, app.portalId, user.id);
      return { images: records.map((record) => uploadedImage(app.config, record, now)) };
    },
  );
}
