import { ErrorResponse } from "@shop/contracts/common";
import { DeleteAccountBody } from "@shop/contracts/privacy";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { purchaseRateLimit } from "../../config.ts";
import { badRequest, conflict } from "../../errors.ts";
import { currentUser } from "../../platform/auth.ts";
import { sendRaw } from "../../platform/binary-reply.ts";
import { browserAddress } from "../../platform/browser-failure.ts";
import { byIp, rateLimitHandler } from "../../platform/rate-limit.ts";
import { wrongPasswordMessage } from "../account/service.ts";
import { assertNotSimulated } from "../account/simulation.ts";
import { closeCancelledPayments } from "../payments/providers/registry.ts";
import { paymentDepsOf } from "../payments/service.ts";
import { deleteAccount, gatherExport, type PrivacyDeps, zipOfExport } from "./service.ts";

export const unpaidInvoiceMessage = "The account has an unpaid invoice; pay it before deleting the account";

/** The export's file name: shop-data-<the day, UTC>.zip. */
export function exportFileName(now: Date): string {
  return `shop-data-${now.toISOString().slice(0, 10)}.zip`;
}

/** The parent's data (decision 0034): the export as a zip, and deleting the account. Both need a signed-in user. */
export async function registerPrivacy(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limits = app.config.rateLimits;
  const deps = (): PrivacyDeps => ({
    db: app.db,
    storage: app.storage,
    mailer: app.mailer,
    config: app.config,
    portalId: app.portalId,
  });

  r.get(
    "/api/webshop/user/data-export",
    {
      schema: {
        tags: ["account"],
        summary: "Everything the shop holds about the user: a zip of data.json and the user's own uploads",
        response: { 401: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse },
      },
      // Opened in a browser signed out (a bookmark), the page about the link says to sign in.
      config: browserAddress,
      preHandler: rateLimitHandler(
        app,
        purchaseRateLimit(limits, "dataExportPerUser"),
        (request) => `user:${request.user?.id ?? 0}`,
        "dataExportPerUser",
      ),
    },
    async (request, reply) => {
      const user = currentUser(request);
      // Support acting as the parent sees the pages, but never carries the person's data out (decision 0041).
      assertNotSimulated(request);
      const now = app.clock();
      const exported = await gatherExport(deps(), user.id, now);
      const stream = await zipOfExport(app.storage, exported);
      return sendRaw(
        reply,
        200,
        {
          "content-type": "application/zip",
          "content-disposition": `attachment; filename="${exportFileName(now)}"`,
          "cache-control": "private, no-store",
        },
        stream,
      );
    },
  );

  r.post(
    "/api/webshop/user/delete",
    {
      schema: {
        tags: ["account"],
        summary:
          "Delete the account (the password again): everything of the user is erased, the orders kept anonymised",
        body: DeleteAccountBody,
        response: {
          204: z.null().describe("Deleted; the session cookie is cleared"),
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          409: ErrorResponse,
          429: ErrorResponse,
        },
      },
      // Limited as sign-in is: the password is checked, so the call must not become a way to guess it.
      preHandler: [
        rateLimitHandler(app, limits.signInPerIp, byIp, "accountDeletePerIp"),
        // A signed-in user guesses from the session's own address: the account-and-address size, not the ceiling.
        rateLimitHandler(
          app,
          limits.signInPerAccountAndAddress,
          (request) => `user:${request.user?.id ?? 0}`,
          "accountDeletePerUser",
        ),
      ],
    },
    async (request, reply) => {
      const user = currentUser(request);
      // Support acting as the parent may not delete the account (decision 0033).
      assertNotSimulated(request);
      const result = await deleteAccount(deps(), user.id, request.body.password);
      if (result.kind === "wrong-password") throw badRequest(wrongPasswordMessage, "wrong_password");
      if (result.kind === "unpaid-invoice")
        throw conflict(unpaidInvoiceMessage, "account_has_unpaid_invoice");
      await closeCancelledPayments(paymentDepsOf(app), result.cancelledPayments);
      await app.sessions.signOut(request, reply);
      return reply.code(204).send(null);
    },
  );
}
