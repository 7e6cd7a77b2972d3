import { ErrorResponse } from "@shop/contracts/common";
import {
  SimulationLinkResponse,
  SimulationTokenParams,
  StartSimulatedSessionResponse,
  type StartSimulationResponse,
} from "@shop/contracts/simulations";
import { simulationLimits } from "@shop/domain/limits";
import { normalizeEmail } from "@shop/domain/validation";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { simulationActions, simulationLinks, users } from "../../db/schema/account.ts";
import { forbidden, notFound } from "../../errors.ts";
import { publicRoute } from "../../platform/auth.ts";
import { byIp, guessLimit } from "../../platform/rate-limit.ts";
import { userIdByEmail } from "./service.ts";
import { hashToken, newToken, type SessionRouteConfig } from "./sessions.ts";

/**
 * Support's simulated user (spec 01 §6, decisions 0033 and 0041): an operator asks for a one-time link; confirming it
 * on its page makes a session as the user, marked with the operator's name, that ends after
 * simulationLimits.sessionMaxMs. Every request made in it, read or change, is recorded (sessions.ts), and what only
 * the person may do, or what would carry the person's data out of the shop, is refused (assertNotSimulated).
 */

export const simulatedSessionForbiddenMessage = "Support cannot do this while simulating a user.";
export const noSuchUserMessage = "No user has this e-mail address";
export const linkGoneMessage = "This link no longer works";

/** The path of a link: the web app's confirmation page, which asks before it uses the link. */
export const simulationPath = "/simulate";

/** Opening links per address: a token is not guessable, so this only keeps a script's noise down. */
const linkOpensPerAddress = { max: 20, windowMs: 15 * 60 * 1000 };

/**
 * Refuses (403 simulated_session_forbidden) what support may not do as the user: change the password or the e-mail,
 * delete the account, download the data export or an original (the person's data out of the shop). Other modules call
 * it at the start of such a route, or of its branch that serves the file.
 */
export function assertNotSimulated(request: FastifyRequest): void {
  if (request.session?.simulation)
    throw forbidden(simulatedSessionForbiddenMessage, "simulated_session_forbidden");
}

/** A one-time link for the user with this e-mail, or null when the shop has no such user. */
export async function createSimulationLink(
  db: Db,
  portalId: number,
  request: { email: string; operator: string },
  publicUrl: string,
  at: Date,
): Promise<StartSimulationResponse | null> {
  const userId = await userIdByEmail(db, portalId, normalizeEmail(request.email));
  if (userId === null) return null;
  const token = newToken();
  const expiresAt = new Date(at.getTime() + simulationLimits.linkValidMs);
  await db.insert(simulationLinks).values({
    tokenHash: hashToken(token),
    userId,
    operator: request.operator.trim(),
    createdAt: at,
    expiresAt,
  });
  return { url: `${publicUrl}${simulationPath}/${token}`, expiresAt: expiresAt.toISOString() };
}

/**
 * Uses the link once: one UPDATE that only an unused, unexpired link matches, so two clicks or two server processes
 * cannot both open a session with it. Null when the link is unknown, used or expired (the caller does not say which).
 */
export async function consumeSimulationLink(
  db: Db,
  token: string,
  at: Date,
): Promise<{ userId: number; operator: string } | null> {
  const [link] = await db
    .update(simulationLinks)
    .set({ usedAt: at })
    .where(
      and(
        eq(simulationLinks.tokenHash, hashToken(token)),
        isNull(simulationLinks.usedAt),
        gt(simulationLinks.expiresAt, at),
      ),
    )
    .returning({ userId: simulationLinks.userId, operator: simulationLinks.operator });
  return link ?? null;
}

export interface SimulatedAction {
  at: Date;
  operator: string;
  method: string;
  route: string;
  status: number;
}

/**
 * What simulated sessions read and changed for the user with this e-mail, newest first; null when there is no such
 * user.
 */
export async function simulationLog(
  db: Db,
  portalId: number,
  email: string,
  limit = 1000,
): Promise<SimulatedAction[] | null> {
  const userId = await userIdByEmail(db, portalId, normalizeEmail(email));
  if (userId === null) return null;
  return db
    .select({
      at: simulationActions.at,
      operator: simulationActions.operator,
      method: simulationActions.method,
      route: simulationActions.route,
      status: simulationActions.status,
    })
    .from(simulationActions)
    .where(eq(simulationActions.userId, userId))
    .orderBy(desc(simulationActions.at), desc(simulationActions.id))
    .limit(limit);
}

/** The calls of the link's page (`/simulate/{token}`): a GET reads the link, a POST uses it. */
const linkApiPath = "/api/webshop/simulation-links/:token";

/**
 * The link read by its token without using it up: the user's e-mail and the operator's name for the confirmation
 * page. Null when it is unknown, used or expired.
 */
export async function peekSimulationLink(
  db: Db,
  token: string,
  at: Date,
): Promise<{ email: string; operator: string; expiresAt: Date } | null> {
  const [link] = await db
    .select({ email: users.email, operator: simulationLinks.operator, expiresAt: simulationLinks.expiresAt })
    .from(simulationLinks)
    .innerJoin(users, eq(users.id, simulationLinks.userId))
    .where(
      and(
        eq(simulationLinks.tokenHash, hashToken(token)),
        isNull(simulationLinks.usedAt),
        gt(simulationLinks.expiresAt, at),
      ),
    )
    .limit(1);
  return link ?? null;
}

/**
 * The link's calls (decision 0041). `/simulate/{token}` is a page of the web app: a GET, a HEAD or a link preview of
 * it gets the page and nothing else. The page reads the link (GET, which does not use it) and asks 'Start simulating
 * <e-mail>?'; only its button's POST uses the link and opens the session in that browser.
 */
export async function registerSimulation(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tries = guessLimit(app, linkOpensPerAddress, byIp, "simulationLinkPerIp");
  // Neither call reads the browser's session: using the link replaces it, whatever it was.
  const config = { ...publicRoute, sessionFor: () => false } satisfies SessionRouteConfig &
    typeof publicRoute;
  const gone = () => notFound(linkGoneMessage, "simulation_link_invalid");

  r.get(
    linkApiPath,
    {
      schema: {
        tags: ["account"],
        summary: "Whom support's one-time link opens (the e-mail and the operator), read without using it up",
        params: SimulationTokenParams,
        response: { 200: SimulationLinkResponse, 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
      },
      preHandler: tries.preHandler,
      onSend: tries.onSend,
      config,
    },
    async (request, reply) => {
      // The token is in the page's URL: nothing of it goes on in a Referer, and no cache keeps the answer.
      reply.header("cache-control", "private, no-store").header("referrer-policy", "no-referrer");
      const link = await peekSimulationLink(app.db, request.params.token, app.clock());
      if (link === null) throw gone();
      return { email: link.email, operator: link.operator, expiresAt: link.expiresAt.toISOString() };
    },
  );

  r.post(
    linkApiPath,
    {
      schema: {
        tags: ["account"],
        summary:
          "Use support's one-time link (from POST /api/operator/simulations): a simulated session as the user in this browser",
        params: SimulationTokenParams,
        response: {
          200: StartSimulatedSessionResponse,
          400: ErrorResponse,
          404: ErrorResponse,
          429: ErrorResponse,
        },
      },
      preHandler: tries.preHandler,
      onSend: tries.onSend,
      config,
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store").header("referrer-policy", "no-referrer");
      const link = await consumeSimulationLink(app.db, request.params.token, app.clock());
      if (link === null) throw gone();
      await app.sessions.startSimulation(request, reply, link.userId, link.operator);
      return { redirect: "/my-account" };
    },
  );
}
