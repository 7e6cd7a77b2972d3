import { timingSafeEqual } from "node:crypto";
import { ErrorResponse } from "@shop/contracts/common";
import { validationErrorCodes } from "@shop/contracts/error-codes";
import {
  OperatorCorrectionsResponse,
  OperatorInvoicePaidResponse,
  OperatorInvoiceParams,
  OperatorLettersParams,
  OperatorLettersQuery,
  OperatorPackageItemPrintParams,
  OperatorPrintParams,
  OperatorRetouchResponse,
  OperatorStarterTemplatesResponse,
} from "@shop/contracts/operator";
import {
  SimulationLogQuery,
  SimulationLogResponse,
  StartSimulationBody,
  StartSimulationResponse,
} from "@shop/contracts/simulations";
import { ChangeOrdersStatusBody, StatusChangeResponse } from "@shop/contracts/studio-order-status";
import {
  StudioProductParams,
  TemplateProductRequest,
  TemplateProductSaved,
} from "@shop/contracts/studio-products";
import { OperatorStaffLinkBody, OperatorStaffLinkResponse } from "@shop/contracts/studio-staff";
import { limits } from "@shop/domain/limits";
import { checkEmail, validationTexts } from "@shop/domain/validation";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { purchaseRateLimit } from "../../config.ts";
import { badRequest, conflict, notFound, unauthorized } from "../../errors.ts";
import { publicRoute } from "../../platform/auth.ts";
import { sendRaw } from "../../platform/binary-reply.ts";
import { failedAttemptLimit } from "../../platform/rate-limit.ts";
import type { SessionRouteConfig } from "../account/sessions.ts";
import { createSimulationLink, noSuchUserMessage, simulationLog } from "../account/simulation.ts";
import { saveTemplateProductForm } from "../catalog/studio-routes.ts";
import { markOrderInvoicePaid } from "../invoices/payment.ts";
import { correctionLines, jobCorrections } from "../jobs/corrections.ts";
import { JobLookupError, jobLetters } from "../jobs/service.ts";
import { InvoiceError } from "../orders/invoices.ts";
import { changeByUuids } from "../orders/status-routes.ts";
import { sendOrderLinePrint } from "../production/print-reply.ts";
import { ProductionError } from "../production/service.ts";
import { retouchList } from "../retouch/service.ts";
import { issueStaffSetupLink, operatorActor, setupLinkUrl } from "../staff/service.ts";
import { installStarterTemplates } from "../templates/starter.ts";

/**
 * The operator's routes (decision 0021): under /api/operator/, each call needs `Authorization: Bearer
 * <OPERATOR_TOKEN>`; without the variable none of them is registered, so they answer 404 like any unknown path. A
 * wrong token counts against its address (in the database, so every server process sees it), and an address that
 * sent too many wrong ones gets 429 for its next wrong ones; the right token is compared first and always passes.
 */

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== "string") return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

function refusal(error: ProductionError) {
  return error.code === "order_not_in_production"
    ? conflict(error.message, error.code)
    : notFound(error.message, error.code);
}

export async function registerOperator(app: FastifyInstance): Promise<void> {
  const token = app.config.operatorToken;
  if (token === undefined) return;
  const wrongTokens = failedAttemptLimit(
    app,
    purchaseRateLimit(app.config.rateLimits, "wrongOperatorTokensPerAddress"),
    "wrongOperatorTokensPerAddress",
  );
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The operator's files are the customers' pictures: never cached on the way.
  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header("cache-control", "private, no-store");
    const given = bearer(request);
    // The right token passes before anything is counted: wrong tokens sent from the operator's address (a shared
    // network, the proxy) never lock the operator out. A call with no token at all is no guess (a browser or a
    // crawler at the path) and is not counted either.
    if (given !== null && sameToken(given, token)) return;
    if (given !== null) {
      await wrongTokens.check(request, reply);
      await wrongTokens.fail(request);
    }
    throw unauthorized("The operator's calls need Authorization: Bearer <OPERATOR_TOKEN>.", "unauthorized");
  });

  /** A line's print file (a package line's: one template item's) as a download; a refusal as its error. */
  const sendPrintFile = async (
    reply: FastifyReply,
    orderUuid: string,
    orderLineUuid: string,
    packageItemUuid: string | null = null,
  ) => {
    try {
      return await sendOrderLinePrint({ db: app.db, storage: app.storage, portalId: app.portalId }, reply, {
        orderUuid,
        lineUuid: orderLineUuid,
        itemUuid: packageItemUuid,
      });
    } catch (error) {
      if (error instanceof ProductionError) throw refusal(error);
      throw error;
    }
  };

  r.get(
    "/api/operator/orders/:orderUuid/lines/:orderLineUuid/print.pdf",
    {
      schema: {
        tags: ["operator"],
        summary:
          "The print-ready PDF of a template product line of a paid or invoiced order (trim and bleed boxes, fonts embedded, pictures at full resolution)",
        params: OperatorPrintParams,
        response: { 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse },
      },
      // Not a parent's call: no session is read, and this scope's token check (above) is its authentication.
      config: { ...publicRoute, sessionFor: () => false } satisfies SessionRouteConfig & typeof publicRoute,
    },
    (request, reply) => {
      const { orderUuid, orderLineUuid } = request.params;
      return sendPrintFile(reply, orderUuid, orderLineUuid);
    },
  );

  r.get(
    "/api/operator/orders/:orderUuid/lines/:orderLineUuid/items/:packageItemUuid/print.pdf",
    {
      schema: {
        tags: ["operator"],
        summary:
          "The print-ready PDF of one template item of a package line of a paid or invoiced order (as a template product line's)",
        params: OperatorPackageItemPrintParams,
        response: { 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse },
      },
      // Not a parent's call: no session is read, and this scope's token check (above) is its authentication.
      config: { ...publicRoute, sessionFor: () => false } satisfies SessionRouteConfig & typeof publicRoute,
    },
    (request, reply) => {
      const { orderUuid, orderLineUuid, packageItemUuid } = request.params;
      return sendPrintFile(reply, orderUuid, orderLineUuid, packageItemUuid);
    },
  );

  r.get(
    "/api/operator/retouch",
    {
      schema: {
        tags: ["operator"],
        summary:
          "The production list of retouch: the tasks per picture of paid or invoiced orders still to retouch",
        response: { 200: OperatorRetouchResponse, 401: ErrorResponse, 429: ErrorResponse },
      },
      config: { ...publicRoute, sessionFor: () => false } satisfies SessionRouteConfig & typeof publicRoute,
    },
    async () => {
      const items = await retouchList(app.db, app.portalId, { open: true });
      return {
        items: items.map((item) => ({
          orderUuid: item.orderUuid,
          reference: item.orderUuid.slice(0, limits.orderReferenceLength),
          pictureUuid: item.pictureUuid,
          webshopId: item.webshopId,
          tasks: item.tasks,
          confirmedAt: item.confirmedAt.toISOString(),
        })),
      };
    },
  );

  r.get(
    "/api/operator/jobs/:job/corrections",
    {
      schema: {
        tags: ["operator"],
        summary:
          "A job's name corrections and their review, as `job corrections` prints them (the command calls this while the shop runs on the embedded database)",
        params: OperatorLettersParams,
        response: {
          200: OperatorCorrectionsResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
          429: ErrorResponse,
        },
      },
      config: { ...publicRoute, sessionFor: () => false } satisfies SessionRouteConfig & typeof publicRoute,
    },
    async (request) => {
      const { jobName, corrections } = await jobCorrections(app.db, request.params.job).catch(
        (error: unknown) => {
          if (error instanceof JobLookupError) throw notFound(error.message, "job_not_found");
          throw error;
        },
      );
      return { lines: correctionLines(jobName, corrections) };
    },
  );

  r.post(
    "/api/operator/templates/starter",
    {
      schema: {
        tags: ["operator"],
        summary:
          "Installs the starter templates (templates/starter/) as `template install-starter` does: products not on sale, categories, templates; a second call adds nothing (the command calls this while the shop runs on the embedded database)",
        response: { 200: OperatorStarterTemplatesResponse, 401: ErrorResponse, 429: ErrorResponse },
      },
      config: { ...publicRoute, sessionFor: () => false } satisfies SessionRouteConfig & typeof publicRoute,
    },
    () => installStarterTemplates(app.db, app.portalId),
  );

  r.get(
    "/api/operator/jobs/:job/letters.pdf",
    {
      schema: {
        tags: ["operator"],
        summary:
          "A job's code letters as one PDF, all or one class's (as `job letters` on the command line, which calls this while the shop runs on the embedded database)",
        params: OperatorLettersParams,
        querystring: OperatorLettersQuery,
        response: { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
      },
      config: { ...publicRoute, sessionFor: () => false } satisfies SessionRouteConfig & typeof publicRoute,
    },
    async (request, reply) => {
      try {
        const letters = await jobLetters(
          { db: app.db, keys: app.config, storage: app.storage },
          app.config.publicUrl,
          request.params.job,
          {
            ...(request.query.class === undefined ? {} : { group: request.query.class }),
            ...(request.query.language === undefined ? {} : { language: request.query.language }),
          },
        );
        return sendRaw(
          reply,
          200,
          {
            "content-type": "application/pdf",
            "content-disposition": 'attachment; filename="letters.pdf"',
            "x-letter-count": String(letters.letterCount),
          },
          Buffer.from(letters.pdf),
        );
      } catch (error) {
        if (error instanceof JobLookupError) throw notFound(error.message, "job_not_found");
        throw error;
      }
    },
  );

  r.post(
    "/api/operator/invoices/:orderUuid/paid",
    {
      schema: {
        tags: ["operator"],
        summary:
          "The order's invoice is paid: the order moves to paid, its digital pictures become downloadable and the customer gets a mail saying so (as `invoice paid` on the command line)",
        params: OperatorInvoiceParams,
        response: {
          200: OperatorInvoicePaidResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
          429: ErrorResponse,
        },
      },
      // A bookkeeping tool's call, authenticated by the bearer token and never by a cookie.
      config: { ...publicRoute, allowCrossSite: true, sessionFor: () => false } satisfies SessionRouteConfig &
        typeof publicRoute & { allowCrossSite: true },
    },
    async (request) => {
      try {
        // Issue 33: the invoice row (if the order has one) is marked paid with its order.
        const paid = await markOrderInvoicePaid(
          {
            db: app.db,
            now: app.clock(),
            notice: { mailer: app.mailer, publicUrl: app.config.publicUrl },
            portalId: app.portalId,
          },
          request.params.orderUuid,
          operatorActor,
        );
        return {
          orderUuid: paid.uuid,
          reference: paid.reference,
          status: paid.status,
          amount: paid.amount,
          currency: paid.currency,
        };
      } catch (error) {
        if (!(error instanceof InvoiceError)) throw error;
        throw error.notFound
          ? notFound(error.message, "order_not_found")
          : conflict(error.message, "invoice_not_open");
      }
    },
  );

  // Issue 32, status32: the studio's status change for scripts (runs, a carrier's import), the same service.
  r.post(
    "/api/operator/orders/status",
    {
      schema: {
        tags: ["operator"],
        summary:
          "Move orders to a status (in production, shipped with carrier and tracking link, ready for pickup, delivered, collected); each moves or is refused on its own, and each parent gets a mail",
        body: ChangeOrdersStatusBody,
        response: {
          200: StatusChangeResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
          429: ErrorResponse,
        },
      },
      config: { ...publicRoute, allowCrossSite: true, sessionFor: () => false } satisfies SessionRouteConfig &
        typeof publicRoute & { allowCrossSite: true },
    },
    async (request) => changeByUuids(app, request.body, operatorActor),
  );

  r.post(
    "/api/operator/simulations",
    {
      schema: {
        tags: ["operator"],
        summary:
          "Support's one-time link (valid 10 minutes, opens once, in one browser) to a simulated session as the user with this e-mail; the operator's name is recorded with every change made in it",
        body: StartSimulationBody,
        response: {
          200: StartSimulationResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
          429: ErrorResponse,
        },
      },
      // A support tool's call, authenticated by the bearer token and never by a cookie: no Origin of the shop needed.
      config: { ...publicRoute, allowCrossSite: true, sessionFor: () => false } satisfies SessionRouteConfig &
        typeof publicRoute & { allowCrossSite: true },
    },
    async (request) => {
      const link = await createSimulationLink(
        app.db,
        app.portalId,
        request.body,
        app.config.publicUrl,
        app.clock(),
      );
      if (link === null) throw notFound(noSuchUserMessage, "user_not_found");
      return link;
    },
  );

  r.post(
    "/api/operator/studio/staff",
    {
      schema: {
        tags: ["operator"],
        summary:
          "A one-time set-up link (15 minutes, opens once) for a member of the studio with this e-mail and role; a new member is invited, an existing one takes the role",
        body: OperatorStaffLinkBody,
        response: {
          200: OperatorStaffLinkResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          429: ErrorResponse,
        },
      },
      config: { ...publicRoute, allowCrossSite: true, sessionFor: () => false } satisfies SessionRouteConfig &
        typeof publicRoute & { allowCrossSite: true },
    },
    async (request) => {
      const invalid = checkEmail(request.body.email);
      if (invalid !== null) throw badRequest(validationTexts[invalid], validationErrorCodes[invalid]);
      const link = await issueStaffSetupLink(app.db, request.body, operatorActor, app.clock());
      return { url: setupLinkUrl(app.config.publicUrl, link.token), expiresAt: link.expiresAt.toISOString() };
    },
  );

  // The studio's template product form for scripts (issue 31): the same service, recorded as the operator's.
  r.put(
    "/api/operator/products/:productUuid/template",
    {
      schema: {
        tags: ["operator"],
        summary:
          'Changes a template product as the studio\'s form does: names, prices as text ("39", "39,00"), \'Special offer\', extras, on sale',
        params: StudioProductParams,
        body: TemplateProductRequest,
        response: {
          200: TemplateProductSaved,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
          429: ErrorResponse,
        },
      },
      config: { ...publicRoute, sessionFor: () => false } satisfies SessionRouteConfig & typeof publicRoute,
    },
    async (request) =>
      saveTemplateProductForm(app, request.body, { uuid: request.params.productUuid }, operatorActor),
  );

  r.get(
    "/api/operator/simulations",
    {
      schema: {
        tags: ["operator"],
        summary:
          "What support's simulated sessions changed for the user with this e-mail, newest first: the operator, the method, the route's pattern, the status and the time",
        querystring: SimulationLogQuery,
        response: { 200: SimulationLogResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
      config: { ...publicRoute, sessionFor: () => false } satisfies SessionRouteConfig & typeof publicRoute,
    },
    async (request) => {
      const actions = await simulationLog(app.db, app.portalId, request.query.email);
      if (actions === null) throw notFound(noSuchUserMessage, "user_not_found");
      return { actions: actions.map((a) => ({ ...a, at: a.at.toISOString() })) };
    },
  );
}
