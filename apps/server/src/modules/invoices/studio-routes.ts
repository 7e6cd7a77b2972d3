import fastifyMultipart from "@fastify/multipart";
import { ErrorResponse } from "@shop/contracts/common";
import { studioAreaRoles } from "@shop/contracts/studio";
import {
  BankStatementConfirmBody,
  BankStatementPreview,
  MarkInvoicesPaidBody,
  MarkInvoicesPaidResponse,
  StudioInvoiceListQuery,
  StudioInvoiceListResponse,
} from "@shop/contracts/studio-invoices";
import { bankStatementMaxBytes } from "@shop/domain/bank-statement";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { badRequest, HttpError } from "../../errors.ts";
import { currentStaff, studioRoute } from "../../platform/studio-auth.ts";
import { confirmBankPayments, previewBankStatement } from "./bank-statement.ts";
import { markInvoicesPaid } from "./payment.ts";
import { invoiceIdsOf, studioInvoiceList } from "./studio-list.ts";

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

const tooLarge = () =>
  new HttpError(
    413,
    `The file is larger than ${bankStatementMaxBytes / 1_000_000} MB`,
    "studio_bank_statement_too_large",
  );

/** The studio's invoices (issue 33, decision 0081): area `invoices`, owner and staff. */
export async function registerStudioInvoices(app: FastifyInstance): Promise<void> {
  const access = { config: studioRoute(studioAreaRoles.invoices) };
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: bankStatementMaxBytes, files: 1, fields: 0, parts: 1, headerPairs: 100 },
      throwFileSizeLimit: true,
    });
    scope.addHook("onSend", async (_request, reply, payload) => {
      // Parents' names and what they owe: no shared cache keeps them.
      reply.header("cache-control", "private, no-store");
      return payload;
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const deps = () => ({
      db: scope.db,
      portalId: scope.portalId,
      now: scope.clock(),
      notice: { mailer: scope.mailer, publicUrl: scope.config.publicUrl },
    });

    r.get(
      "/api/studio/invoices",
      {
        schema: {
          tags: ["studio invoices"],
          summary:
            "The shop's invoices, newest first: open, overdue, paid or credited, of a job, or found by number, KID or parent; a page at a time with the total",
          querystring: StudioInvoiceListQuery,
          response: { 200: StudioInvoiceListResponse, ...errors },
        },
        ...access,
      },
      (request) => studioInvoiceList(deps(), request.query, scope.clock()),
    );

    r.post(
      "/api/studio/invoices/paid",
      {
        schema: {
          tags: ["studio invoices"],
          summary:
            "Marks invoices paid, each on its own (its order paid, digital files released, the parent's mail); a paid or credited one is refused by name",
          body: MarkInvoicesPaidBody,
          response: { 200: MarkInvoicesPaidResponse, ...errors },
        },
        ...access,
      },
      async (request) => {
        const ids = await invoiceIdsOf(scope.db, scope.portalId, request.body.invoices);
        const uuidOf = new Map([...ids].map(([uuid, { id }]) => [id, uuid]));
        const done = await markInvoicesPaid(deps(), {
          invoiceIds: [...ids.values()].map((i) => i.id),
          via: "studio",
          by: currentStaff(request),
        });
        return {
          paid: done.paid.map((p) => ({ uuid: uuidOf.get(p.id) ?? "", number: p.number, amount: p.amount })),
          refused: [
            ...request.body.invoices
              .filter((uuid) => !ids.has(uuid))
              .map((uuid) => ({
                uuid,
                number: null,
                reason: "not_found" as const,
                message: "The shop has no such invoice.",
              })),
            ...done.refused.map((f) => ({
              uuid: uuidOf.get(f.id) ?? "",
              number: f.number,
              reason: f.reason,
              message: f.message,
            })),
          ],
        };
      },
    );

    r.post(
      "/api/studio/invoices/bank-statement",
      {
        schema: {
          tags: ["studio invoices"],
          summary:
            "Reads a bank statement's CSV (multipart, field `file`; DNB, Nordea, SpareBank 1, Handelsbanken, Sbanken) and matches each payment by KID; marks nothing",
          response: { 200: BankStatementPreview, ...errors, 413: ErrorResponse },
        },
        ...access,
      },
      async (request) => {
        if (!request.isMultipart())
          throw badRequest("Send the statement as multipart", "studio_bank_statement_missing");
        let data: Buffer;
        try {
          const part = await request.file();
          if (!part) throw badRequest("Send a file", "studio_bank_statement_missing");
          data = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: unknown } | null)?.code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
          throw error;
        }
        return previewBankStatement(deps(), data);
      },
    );

    r.post(
      "/api/studio/invoices/bank-statement/confirm",
      {
        schema: {
          tags: ["studio invoices"],
          summary:
            "Marks the invoices of a statement's matched lines paid (via the bank), each if still open and due at the line's amount",
          body: BankStatementConfirmBody,
          response: { 200: MarkInvoicesPaidResponse, ...errors },
        },
        ...access,
      },
      (request) => confirmBankPayments(deps(), request.body, currentStaff(request)),
    );
  });
}
