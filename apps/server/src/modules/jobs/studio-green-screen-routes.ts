import fastifyMultipart from "@fastify/multipart";
import { ErrorResponse } from "@shop/contracts/common";
import { studioAreaRoles } from "@shop/contracts/studio";
import {
  AddStudioBackgroundsResponse,
  StudioGreenScreenResponse,
} from "@shop/contracts/studio-job-green-screen";
import { StudioJobParams } from "@shop/contracts/studio-jobs";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { badRequest } from "../../errors.ts";
import { currentStaff, studioRoute } from "../../platform/studio-auth.ts";
import { type BackgroundFile, JobLookupError } from "./service.ts";
import { addStudioBackgrounds, studioGreenScreen } from "./studio-green-screen.ts";
import { unknownJob } from "./studio-job-page-routes.ts";

/** Backgrounds of one call: read into memory as the command reads its files, so few and of a background's size. */
export const studioBackgroundLimits = { files: 5, bytes: 30 * 1024 * 1024 } as const;

function refusal(error: unknown): never {
  // The command's check of the files: one that does not decode or is too large or small, and nothing is kept.
  if (error instanceof JobLookupError) throw badRequest(error.message, "studio_background_refused");
  return unknownJob(error);
}

/** The job page's green screen: owner and staff, not support, as the rest of the jobs. */
export async function registerStudioGreenScreen(app: FastifyInstance): Promise<void> {
  const access = { config: studioRoute(studioAreaRoles.jobs) };
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: {
        fileSize: studioBackgroundLimits.bytes,
        files: studioBackgroundLimits.files,
        fields: 0,
        parts: studioBackgroundLimits.files,
        headerPairs: 100,
      },
      throwFileSizeLimit: true,
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.get(
      "/api/studio/jobs/:jobUuid/green-screen",
      {
        schema: {
          tags: ["studio jobs"],
          summary: "The job's green-screen pictures (with a mask) and the backgrounds it offers them",
          params: StudioJobParams,
          response: { 200: StudioGreenScreenResponse, 401: ErrorResponse, 404: ErrorResponse },
        },
        ...access,
      },
      (request) => studioGreenScreen(scope.db, scope.portalId, request.params.jobUuid).catch(refusal),
    );
    r.post(
      "/api/studio/jobs/:jobUuid/green-screen/backgrounds",
      {
        schema: {
          tags: ["studio jobs"],
          summary:
            "Adds background pictures (multipart, field `files`) to the job, as `job backgrounds` does",
          params: StudioJobParams,
          response: {
            201: AddStudioBackgroundsResponse,
            400: ErrorResponse,
            401: ErrorResponse,
            404: ErrorResponse,
            413: ErrorResponse,
          },
        },
        ...access,
      },
      async (request, reply) => {
        if (!request.isMultipart())
          throw badRequest("Send the pictures as multipart", "studio_background_refused");
        const files: BackgroundFile[] = [];
        for await (const part of request.parts()) {
          if (part.type !== "file") continue;
          const name = part.filename.replace(/\.[^.]*$/, "").slice(0, 200) || "background";
          files.push({ name, data: await part.toBuffer() });
        }
        if (files.length === 0) throw badRequest("Send at least one picture", "studio_background_refused");
        const added = await addStudioBackgrounds(
          { db: scope.db, storage: scope.storage },
          scope.portalId,
          request.params.jobUuid,
          files,
          currentStaff(request),
        ).catch(refusal);
        return reply.code(201).send({ added });
      },
    );
  });
}
