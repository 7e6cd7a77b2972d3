import { ErrorResponse } from "@shop/contracts/common";
import { studioAreaRoles } from "@shop/contracts/studio";
import {
  AcceptAllCorrectionsResponse,
  RejectCorrectionRequest,
  StudioCorrectionParams,
  StudioJobCorrectionsResponse,
} from "@shop/contracts/studio-job-corrections";
import { StudioJobPackagesResponse } from "@shop/contracts/studio-job-packages";
import { StudioJobParams } from "@shop/contracts/studio-jobs";
import { cleanOptionalName } from "@shop/domain/names";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { conflict, notFound } from "../../errors.ts";
import { currentStaff, studioRoute } from "../../platform/studio-auth.ts";
import { shopProfile } from "../content/service.ts";
import { type CorrectionDecision, CorrectionReviewError } from "../subjects/correction-reviews.ts";
import {
  acceptAllStudioCorrections,
  reviewStudioCorrection,
  studioJobCorrections,
} from "./studio-job-corrections.ts";
import { studioJobPackages } from "./studio-job-packages.ts";
import { StudioJobNotFoundError } from "./studio-jobs.ts";

/** A job not of this shop answers 404 as the studio's other job calls. */
export function unknownJob(error: unknown): never {
  if (error instanceof StudioJobNotFoundError) throw notFound(error.message, "studio_job_not_found");
  throw error;
}

/** A correction not of the job answers 404; one reviewed already, or replaced by a newer one, 409. */
function unreviewable(error: unknown): never {
  if (!(error instanceof CorrectionReviewError)) return unknownJob(error);
  if (error.refusal === "not_found") throw notFound(error.message, "studio_correction_not_found");
  throw conflict(
    error.message,
    error.refusal === "reviewed" ? "studio_correction_reviewed" : "studio_correction_not_newest",
  );
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
    async (request) =>
      studioJobCorrections(app.db, app.portalId, request.params.jobUuid, currentStaff(request).role).catch(
        unknownJob,
      ),
  );

  const reviewResponses = { 204: z.null(), 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
  const review = (
    request: FastifyRequest & { params: { jobUuid: string; correctionUuid: string } },
    decision: CorrectionDecision,
  ) =>
    reviewStudioCorrection(app.db, app.portalId, request.params, decision, currentStaff(request)).catch(
      unreviewable,
    );
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/studio/jobs/:jobUuid/corrections/:correctionUuid/accept",
    {
      schema: {
        tags: ["studio jobs"],
        summary: "Accepts a parent's name correction (the newest of its subject; 409 otherwise)",
        params: StudioCorrectionParams,
        response: reviewResponses,
      },
      config: studioRoute(studioAreaRoles.jobs),
    },
    async (request, reply) => {
      await review(request, { accept: true });
      return reply.code(204).send(null);
    },
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/studio/jobs/:jobUuid/corrections/:correctionUuid/reject",
    {
      schema: {
        tags: ["studio jobs"],
        summary:
          "Rejects a parent's name correction: the name and class go back to what they were before it, for every parent",
        params: StudioCorrectionParams,
        body: RejectCorrectionRequest,
        response: { ...reviewResponses, 400: ErrorResponse },
      },
      config: studioRoute(studioAreaRoles.jobs),
    },
    async (request, reply) => {
      // Stored as names are (no control or bidi characters): the command line prints it too.
      await review(request, { accept: false, reason: cleanOptionalName(request.body.reason) });
      return reply.code(204).send(null);
    },
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/studio/jobs/:jobUuid/corrections/accept-all",
    {
      schema: {
        tags: ["studio jobs"],
        summary: "Accepts every name correction of the job still to review",
        params: StudioJobParams,
        response: { 200: AcceptAllCorrectionsResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
      config: studioRoute(studioAreaRoles.jobs),
    },
    async (request) => ({
      accepted: await acceptAllStudioCorrections(
        app.db,
        app.portalId,
        request.params.jobUuid,
        currentStaff(request),
      ).catch(unknownJob),
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
