import { SimulationTokenParams, type StartSimulationResponse } from "@shop/contracts/simulations";
import { simulationLimits } from "@shop/domain/limits";
import { normalizeEmail } from "@shop/domain/validation";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { simulationActions, simulationLinks } from "../../db/schema/account.ts";
import { forbidden } from "../../errors.ts";
import { publicRoute } from "../../platform/auth.ts";
import { byIp, guessLimit } from "../../platform/rate-limit.ts";
import { userIdByEmail } from "./service.ts";
import { hashToken, newToken } from "./sessions.ts";

/**
 * Support's simulated user (spec 01 §6, decision 0033): an operator asks for a one-time link; opening it makes a
 * session as the user, marked with the operator's name, that ends after simulationLimits.sessionMaxMs. Every change
 * made in it is recorded (sessions.ts), and what only the person may do is refused (assertNotSimulated).
 */

export const simulatedSessionForbiddenMessage = "Support cannot do this while simulating a user.";
export const noSuchUserMessage = "No user has this e-mail address";

/** The path of a link; the web app never routes it, the server answers it. */
export const simulationPath = "/simulate";

/** Opening links per address: a token is not guessable, so this only keeps a script's noise down. */
const linkOpensPerAddress = { max: 20, windowMs: 15 * 60 * 1000 };

/**
 * Refuses (403 simulated_session_forbidden) what support may not do as the user: change the password or the e-mail,
 * delete the account. Other modules call it at the start of such a route.
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

/** What simulated sessions changed for the user with this e-mail, newest first; null when there is no such user. */
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

const linkGonePage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>This link no longer works</title></head>
<body>
<main>
<h1>This link no longer works</h1>
<p>Ask for a new link to simulate the user.</p>
<p><a href="/">Go to the front page</a></p>
</main>
</body>
</html>
`;

/** GET /simulate/{token}: opens the simulated session in this browser, or a plain page when the link does not work. */
export async function registerSimulation(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const opens = guessLimit(app, linkOpensPerAddress, byIp, "simulationLinkPerIp");
  r.get(
    `${simulationPath}/:token`,
    {
      schema: {
        tags: ["account"],
        summary:
          "Support's one-time link (from POST /api/operator/simulations): opens a simulated session as the user and redirects to /my-account",
      },
      preHandler: opens.preHandler,
      onSend: opens.onSend,
      // Outside the session's paths (sessions.ts): the session is made here, not read; the browser's old one ends.
      config: publicRoute,
    },
    async (request, reply) => {
      // The token is in the URL: nothing of it goes on in a Referer, and no cache keeps the answer.
      reply.header("cache-control", "private, no-store").header("referrer-policy", "no-referrer");
      // A link cut short when it was copied is as unknown as any other: the same plain page, not a JSON error.
      const params = SimulationTokenParams.safeParse(request.params);
      const link = params.success
        ? await consumeSimulationLink(app.db, params.data.token, app.clock())
        : null;
      if (link === null) return reply.code(404).type("text/html; charset=utf-8").send(linkGonePage);
      await app.sessions.startSimulation(request, reply, link.userId, link.operator);
      return reply.redirect("/my-account", 303);
    },
  );
}
