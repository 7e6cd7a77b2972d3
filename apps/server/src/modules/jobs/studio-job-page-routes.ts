import { ErrorResponse } from "@shop/contracts/common";
import { studioAreaRoles } from "@shop/contracts/studio";
import { StudioJobCorrectionsResponse } from "@shop/contracts/studio-job-corrections";
import { StudioJobPackagesResponse } from "@shop/contracts/studio-job-packages";
import { StudioJobParams } from "@shop/contracts/studio-jobs";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { notFound } from "../../errors.ts";
import { studioRoute } from "../../platform/studio-auth.ts";
import { shopProfile } from "../content/service.ts";
import { studioJobCorrections } from "./studio-job-corrections.ts";
import { studioJobPackages } from "./studio-job-packages.ts";
import { StudioJobNotFoundError } from "./studio-jobs.ts";

/** A job not of this shop answers 404 as the studio's other job calls. */
export function unknownJob(error: unknown): never {
  if (error instanceof StudioJobNotFoundError) throw notFound(error.message, "studio_job_not_found");
  throw error;
}

/** The job page's name corrections and package offers: owner and staff, not support, as the rest of the jobs. */
export function registerStudioJobPage(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/studio/jobs/:jobUuid/corrections",
    {
      schema: {
        tags: ["studio jobs"],
        summary:
          "The names and classes parents corrected in a job, oldest first (the command's `job corrections`)",
        params: StudioJobParams,
        response: { 200: StudioJobCorrectionsResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
      config: studioRoute(studioAreaRoles.jobs),
    },
    async (request) => ({
      corrections: await studioJobCorrections(app.db, app.portalId, request.params.jobUuid).catch(unknownJob),
    }),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/studio/jobs/:jobUuid/packages",
    {
      schema: {
        tags: ["studio jobs"],
        summary: "The job's package offers and their time-limited prices, read-only (set by `job packages`)",
        params: StudioJobParams,
        response: { 200: StudioJobPackagesResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
      config: studioRoute(studioAreaRoles.jobs),
    },
    async (request) => {
      const packages = await studioJobPackages(app.db, app.portalId, request.params.jobUuid).catch(
        unknownJob,
      );
      return { currency: (await shopProfile(app.db, app.portalId)).currency, packages };
    },
  );
}
