import { ErrorResponse } from "@shop/contracts/common";
import { studioAreaRoles } from "@shop/contracts/studio";
import {
  ProductionRunFileParams,
  ProductionRunListQuery,
  ProductionRunListResponse,
  ProductionRunParams,
  ProductionRunResponse,
  productionRunsPageSize,
  StartProductionRunRequest,
} from "@shop/contracts/studio-production";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { conflict, notFound } from "../../errors.ts";
import { backgroundWorkKinds } from "../../platform/background-work.ts";
import { sendRaw } from "../../platform/binary-reply.ts";
import { currentStaff, studioRoute } from "../../platform/studio-auth.ts";
import {
  listProductionRuns,
  makeProductionRun,
  ProductionRunError,
  productionRun,
  type RunsContext,
  rerunProductionRun,
  runFile,
  startProductionRun,
} from "./runs.ts";

function refusal(error: unknown): never {
  if (error instanceof ProductionRunError) {
    const code = error.code as Parameters<typeof notFound>[1];
    throw error.status === 404 ? notFound(error.message, code) : conflict(error.message, code);
  }
  throw error;
}

const contentTypes: Record<string, string> = {
  zip: "application/zip",
  pdf: "application/pdf",
  csv: "text/csv; charset=utf-8",
};

/** The studio's production runs (area `production`: owner and staff) and their background work. */
export async function registerProduction(app: FastifyInstance): Promise<void> {
  const ctx: RunsContext = { db: app.db, storage: app.storage, portalId: app.portalId };
  app.work.handle(backgroundWorkKinds.productionRun, (task) =>
    makeProductionRun(ctx, Number(task.payload.runId)),
  );

  const typed = app.withTypeProvider<ZodTypeProvider>();
  const config = studioRoute(studioAreaRoles.production);
  const tags = ["studio production"];

  typed.get(
    "/api/studio/production/runs",
    {
      schema: {
        tags,
        summary: "The shop's production runs, newest first, a page at a time (optionally one job's)",
        querystring: ProductionRunListQuery,
        response: {
          200: ProductionRunListResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
      config,
    },
    async (request) => {
      const { runs, total } = await listProductionRuns(ctx, {
        jobUuid: request.query.jobUuid,
        page: request.query.page,
        pageSize: productionRunsPageSize,
      }).catch(refusal);
      return ProductionRunListResponse.parse({ runs, total, pageSize: productionRunsPageSize });
    },
  );

  typed.post(
    "/api/studio/production/runs",
    {
      schema: {
        tags,
        summary:
          "Starts a production run of a job's paid or invoiced orders not yet in production (optionally one delivery kind or class): they are marked in production, and the files are made in the background",
        body: StartProductionRunRequest,
        response: {
          201: ProductionRunResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
        },
      },
      config,
    },
    async (request, reply) => {
      const uuid = await startProductionRun(ctx, request.body, currentStaff(request)).catch(refusal);
      return reply.code(201).send(ProductionRunResponse.parse({ run: await productionRun(ctx, uuid) }));
    },
  );

  typed.get(
    "/api/studio/production/runs/:runUuid",
    {
      schema: {
        tags,
        summary: "A production run with its progress and, once done, its files",
        params: ProductionRunParams,
        response: { 200: ProductionRunResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      },
      config,
    },
    async (request) =>
      ProductionRunResponse.parse({ run: await productionRun(ctx, request.params.runUuid).catch(refusal) }),
  );

  typed.post(
    "/api/studio/production/runs/:runUuid/again",
    {
      schema: {
        tags,
        summary: "Makes a done or failed run's files again, from the same orders",
        params: ProductionRunParams,
        response: {
          200: ProductionRunResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
        },
      },
      config,
    },
    async (request) => {
      await rerunProductionRun(ctx, request.params.runUuid, currentStaff(request)).catch(refusal);
      return ProductionRunResponse.parse({ run: await productionRun(ctx, request.params.runUuid) });
    },
  );

  typed.get(
    "/api/studio/production/runs/:runUuid/files/:name",
    {
      schema: {
        tags,
        summary:
          "A file of a done run (the print files' zip, a packing list, the labels, the retouch tasks), streamed from the storage",
        params: ProductionRunFileParams,
        response: { 200: z.any(), 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      },
      config,
    },
    async (request, reply) => {
      const file = await runFile(ctx, request.params.runUuid, request.params.name).catch(refusal);
      const extension = file.name.slice(file.name.lastIndexOf(".") + 1);
      return sendRaw(
        reply,
        200,
        {
          "content-type": contentTypes[extension] ?? "application/octet-stream",
          "content-disposition": `attachment; filename="${file.name}"`,
          "cache-control": "private, no-store",
        },
        file.stream,
      );
    },
  );
}
