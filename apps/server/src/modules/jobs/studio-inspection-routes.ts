import { ErrorResponse } from "@shop/contracts/common";
import { studioAreaRoles } from "@shop/contracts/studio";
import {
  InspectionDeadlineRequest,
  InspectionDeadlineResponse,
  MarkSentHomeRequest,
  MarkSentHomeResponse,
  StudioInspectionResponse,
} from "@shop/contracts/studio-inspection";
import { StudioJobParams } from "@shop/contracts/studio-jobs";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest } from "../../errors.ts";
import { sendRaw } from "../../platform/binary-reply.ts";
import { currentStaff, studioRoute } from "../../platform/studio-auth.ts";
import {
  InspectionSubjectError,
  inspectionCsv,
  markStudioSentHome,
  setInspectionDeadline,
  studioInspection,
} from "./studio-inspection.ts";
import { unknownJob } from "./studio-job-page-routes.ts";

function refusal(error: unknown): never {
  if (error instanceof InspectionSubjectError)
    throw badRequest(error.message, "studio_inspection_subject_unknown");
  return unknownJob(error);
}

/** A job's packages sent home for inspection: the job's data, so its area (owner and staff). */
export function registerStudioInspection(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = { config: studioRoute(studioAreaRoles.jobs) };
  const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

  r.get(
    "/api/studio/jobs/:jobUuid/inspection",
    {
      schema: {
        tags: ["studio jobs"],
        summary:
          "The job's picture packages sent home for inspection: each family's keep or return, the deadline, and the job's subjects to mark",
        params: StudioJobParams,
        response: { 200: StudioInspectionResponse, ...errors },
      },
      ...access,
    },
    (request) => studioInspection(app.db, app.portalId, request.params.jobUuid).catch(refusal),
  );

  r.get(
    "/api/studio/jobs/:jobUuid/inspection.csv",
    {
      schema: {
        tags: ["studio jobs"],
        summary: "The job's keeps and returns as CSV for packing, by class and child",
        params: StudioJobParams,
        querystring: z.object({ lang: z.enum(["en", "nb"]).default("en") }),
        response: errors,
      },
      ...access,
    },
    async (request, reply) => {
      const { csv } = await inspectionCsv(
        app.db,
        app.portalId,
        request.params.jobUuid,
        request.query.lang,
      ).catch(refusal);
      return sendRaw(
        reply,
        200,
        {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": `attachment; filename="inspection-${request.params.jobUuid}.csv"`,
          "cache-control": "private, no-store",
        },
        Buffer.from(csv, "utf8"),
      );
    },
  );

  r.post(
    "/api/studio/jobs/:jobUuid/inspection/sent-home",
    {
      schema: {
        tags: ["studio jobs"],
        summary:
          "Marks these subjects' picture packages as sent home for inspection with each family holding the set by its code (as `user package-for-inspection`)",
        params: StudioJobParams,
        body: MarkSentHomeRequest,
        response: { 200: MarkSentHomeResponse, ...errors },
      },
      ...access,
    },
    (request) =>
      markStudioSentHome(
        app.db,
        app.portalId,
        request.params.jobUuid,
        request.body.subjects,
        currentStaff(request),
      ).catch(refusal),
  );

  r.put(
    "/api/studio/jobs/:jobUuid/inspection/deadline",
    {
      schema: {
        tags: ["studio jobs"],
        summary: "Sets, moves or clears (null) the day the job's packages for inspection go back by",
        params: StudioJobParams,
        body: InspectionDeadlineRequest,
        response: { 200: InspectionDeadlineResponse, ...errors },
      },
      ...access,
    },
    (request) =>
      setInspectionDeadline(
        app.db,
        app.portalId,
        request.params.jobUuid,
        request.body.deadline,
        currentStaff(request),
      ).catch(refusal),
  );
}
