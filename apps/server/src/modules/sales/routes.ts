import { Readable } from "node:stream";
import { ErrorResponse } from "@shop/contracts/common";
import { studioAreaRoles } from "@shop/contracts/studio";
import {
  SalesCsvQuery,
  SalesFigures,
  SalesRangeQuery,
  StudioJobSalesResponse,
  StudioSalesJobParams,
} from "@shop/contracts/studio-sales";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { notFound } from "../../errors.ts";
import { sendRaw } from "../../platform/binary-reply.ts";
import { studioRoute } from "../../platform/studio-auth.ts";
import { accountingCsv } from "./accounting-csv.ts";
import { jobSales, SalesJobNotFoundError, shopSales } from "./service.ts";

function unknownJob(error: unknown): never {
  if (error instanceof SalesJobNotFoundError) throw notFound(error.message, "studio_job_not_found");
  throw error;
}

const refusals = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };

/** The studio's sales numbers (issue 32): reads only, so nothing goes to the studio record. Owner and staff. */
export async function registerSales(app: FastifyInstance): Promise<void> {
  const roles = studioRoute(studioAreaRoles.sales);
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/studio/sales",
    {
      schema: {
        tags: ["studio sales"],
        summary:
          "The shop's sales over a range of days (the last 30 by default): revenue, VAT, orders, codes redeemed → ordered, top products, per day",
        querystring: SalesRangeQuery,
        response: { 200: SalesFigures, ...refusals },
      },
      config: roles,
    },
    async (request) => shopSales(app.db, app.portalId, request.query),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/studio/sales/jobs/:jobUuid",
    {
      schema: {
        tags: ["studio sales"],
        summary: "A job's sales over its order window (or the range asked for)",
        params: StudioSalesJobParams,
        querystring: SalesRangeQuery,
        response: { 200: StudioJobSalesResponse, ...refusals, 404: ErrorResponse },
      },
      config: roles,
    },
    async (request) =>
      jobSales(app.db, app.portalId, request.params.jobUuid, request.query).catch(unknownJob),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/studio/sales/lines.csv",
    {
      schema: {
        tags: ["studio sales"],
        summary:
          "The placed orders' lines with VAT for accounting (UTF-8 with BOM, semicolons, decimal comma), of the range or a job",
        querystring: SalesCsvQuery,
        response: { ...refusals, 404: ErrorResponse },
      },
      config: roles,
    },
    async (request, reply) => {
      const text = await accountingCsv(app.db, app.portalId, request.query).catch(unknownJob);
      const name = `sales-${request.query.job === undefined ? "shop" : "job"}-${request.query.from ?? "start"}-${request.query.to ?? "today"}.csv`;
      return sendRaw(
        reply,
        200,
        {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": `attachment; filename="${name}"`,
          "cache-control": "private, no-store",
        },
        Readable.from(text),
      );
    },
  );
}
