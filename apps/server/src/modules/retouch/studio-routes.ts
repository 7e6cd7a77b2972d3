import fastifyMultipart from "@fastify/multipart";
import { ErrorResponse } from "@shop/contracts/common";
import type { ErrorCode } from "@shop/contracts/error-codes";
import { studioAreaRoles } from "@shop/contracts/studio";
import {
  StudioRetouchParams,
  StudioRetouchQuery,
  StudioRetouchResponse,
  StudioRetouchUploadResponse,
} from "@shop/contracts/studio-retouch";
import type { ImageFileRefusal } from "@shop/domain/image-file";
import { uploadLimits } from "@shop/domain/limits";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { badRequest, HttpError, notFound } from "../../errors.ts";
import { currentStaff, studioRoute } from "../../platform/studio-auth.ts";
import { RetouchUploadError } from "./service.ts";
import { StudioRetouchNotFoundError, studioRetouchQueue, uploadStudioRetouchedFile } from "./studio-queue.ts";

/** Each reason a retouched file is refused, as its own code: the studio says each in its words. */
const refusalCodes: Record<ImageFileRefusal, ErrorCode> = {
  not_an_image: "studio_retouch_not_an_image",
  too_large: "studio_retouch_too_large",
  too_many_pixels: "studio_retouch_too_many_pixels",
  too_small: "studio_retouch_too_small",
  too_few_bytes: "studio_retouch_incomplete",
  truncated: "studio_retouch_incomplete",
};

const tooLarge = () =>
  new HttpError(
    413,
    `The file is larger than ${uploadLimits.maxBytes / 1024 / 1024} MB`,
    "studio_retouch_too_large",
  );

function refusal(error: unknown): never {
  if (error instanceof StudioRetouchNotFoundError) throw notFound(error.message, "studio_retouch_not_found");
  if (error instanceof RetouchUploadError) {
    if (error.code === "retouch_order_not_found") throw notFound(error.message, "studio_retouch_not_found");
    if (error.reason === "too_large") throw tooLarge();
    throw badRequest(
      error.message,
      error.reason ? refusalCodes[error.reason] : "studio_retouch_not_an_image",
    );
  }
  throw error;
}

function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "FST_REQ_FILE_TOO_LARGE";
}

/** The retouch queue (area `retouch`: owner and staff). */
export async function registerStudioRetouch(app: FastifyInstance): Promise<void> {
  const access = { config: studioRoute(studioAreaRoles.retouch) };
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: uploadLimits.maxBytes, files: 1, fields: 0, parts: 1, headerPairs: 100 },
      throwFileSizeLimit: true,
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.get(
      "/api/studio/retouch",
      {
        schema: {
          tags: ["studio retouch"],
          summary:
            "The retouch parents bought, per picture of a paid or invoiced order, oldest first: one job's or all, waiting, done or both (the command's `order retouch-list`)",
          querystring: StudioRetouchQuery,
          response: {
            200: StudioRetouchResponse,
            400: ErrorResponse,
            401: ErrorResponse,
            404: ErrorResponse,
          },
        },
        ...access,
      },
      (request) => studioRetouchQueue(scope.db, scope.config, scope.portalId, request.query).catch(refusal),
    );
    r.post(
      "/api/studio/retouch/:retouchUuid/file",
      {
        schema: {
          tags: ["studio retouch"],
          summary:
            "Uploads the retouched file of a task (multipart, field `file`: JPEG, PNG, WebP or HEIF, checked as `order retouched` checks it); again replaces it",
          params: StudioRetouchParams,
          response: {
            200: StudioRetouchUploadResponse,
            400: ErrorResponse,
            401: ErrorResponse,
            404: ErrorResponse,
            413: ErrorResponse,
          },
        },
        ...access,
      },
      async (request) => {
        if (!request.isMultipart())
          throw badRequest("Send the file as multipart", "studio_retouch_file_missing");
        let data: Buffer;
        try {
          const part = await request.file();
          if (!part) throw badRequest("Send a file", "studio_retouch_file_missing");
          data = await part.toBuffer();
        } catch (error) {
          if (isFileTooLarge(error)) throw tooLarge();
          throw error;
        }
        const task = await uploadStudioRetouchedFile(
          { db: scope.db, storage: scope.storage, config: scope.config },
          scope.portalId,
          request.params.retouchUuid,
          data,
          currentStaff(request),
        ).catch(refusal);
        return { task };
      },
    );
  });
}
