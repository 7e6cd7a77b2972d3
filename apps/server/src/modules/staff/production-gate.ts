import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { notFound } from "../../errors.ts";
import { isStudioApiPath, isStudioPagePath } from "../../platform/studio-paths.ts";
import { activeOwnerExists, setupTokenHolder } from "./service.ts";

const setupCall = /^\/api\/studio\/setup\/([^/?#]+)/;
/** The token of a set-up page's address (`/studio/setup?token=…`, or a full URL as a Referer has it), else null. */
function tokenOfPage(url: string): string | null {
  try {
    const parsed = new URL(url, "http://shop.invalid");
    return parsed.pathname.replace(/\/$/, "") === "/studio/setup" ? parsed.searchParams.get("token") : null;
  } catch {
    return null;
  }
}

function decoded(value: string | undefined): string | null {
  try {
    return value === undefined ? null : decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * In production nothing of the studio answers before its owner has set up a sign-in (issue 30): a shop just put on
 * the internet shows no sign-in form to guess at. Until then only the set-up page and its call answer, and only with
 * a valid one-time token (`npm run shop -- studio owner <email>` prints it); the page's own files answer when the
 * page asks for them (its address, with the token, is their Referer). Once an owner exists the answer is kept for the
 * process: owners are never all removed.
 */
async function studioProductionGate(app: FastifyInstance): Promise<void> {
  if (app.config.isDemo) return;
  let ownerExists = false;

  async function validToken(token: string | null): Promise<boolean> {
    if (token === null || token.length > 100) return false;
    return (await setupTokenHolder(app.db, token, app.clock())) !== null;
  }

  async function opensBeforeOwner(request: FastifyRequest): Promise<boolean> {
    const url = request.url;
    const call = setupCall.exec(url);
    if (call) return validToken(decoded(call[1]));
    if (url.startsWith("/studio/assets/")) {
      const referer = request.headers.referer;
      return typeof referer === "string" && validToken(tokenOfPage(referer));
    }
    return validToken(tokenOfPage(url));
  }

  app.addHook("onRequest", async (request) => {
    if (ownerExists || !(isStudioApiPath(request.url) || isStudioPagePath(request.url))) return;
    ownerExists = await activeOwnerExists(app.db);
    if (ownerExists || (await opensBeforeOwner(request))) return;
    throw notFound("Not found", "route_not_found");
  });
}

export const studioProductionGateFp = fp(studioProductionGate, {
  name: "studio-production-gate",
  fastify: "5.x",
});
