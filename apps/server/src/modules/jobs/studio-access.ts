import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { unauthorized } from "../../errors.ts";
import { publicRoute } from "../../platform/auth.ts";
import type { SessionRouteConfig } from "../account/sessions.ts";

/**
 * Who may call the studio's job calls (owner and staff, issue 30) until the studio's sign-in is on main: the operator's
 * bearer token, as the operator routes take it, and like them the calls exist only when OPERATOR_TOKEN is set. When
 * the studio-auth hook lands, each route's `...access` becomes its role declaration (`config: studioRoute({ roles:
 * ["owner", "staff"] })`), registerJobs drops its OPERATOR_TOKEN condition, and this file goes.
 */
export function studioJobsAccess(app: FastifyInstance): {
  config: typeof publicRoute & SessionRouteConfig & { allowCrossSite: true };
  onRequest: onRequestAsyncHookHandler;
} {
  const token = app.config.operatorToken;
  return {
    // No parent's session is read or opens these calls; the token (below) is their authentication.
    config: { ...publicRoute, sessionFor: () => false, allowCrossSite: true },
    onRequest: async (request: FastifyRequest) => {
      const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "")?.[1];
      if (token !== undefined && given !== undefined && sameToken(given, token)) return;
      throw unauthorized("The studio's calls need Authorization: Bearer <OPERATOR_TOKEN>.", "unauthorized");
    },
  };
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
