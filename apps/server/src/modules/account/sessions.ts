import { createHash, randomBytes } from "node:crypto";
import { simulationLimits } from "@shop/domain/limits";
import { and, eq, lt, or, type SQL, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { withCustomPlans } from "../../db/plans.ts";
import { sessions, simulationActions, simulationLinks, users } from "../../db/schema/account.ts";
import { isStudioApiPath } from "../../platform/studio-paths.ts";
import {
  rememberScopeForRequest,
  scopeWithSession,
  type Viewer,
  type ViewerInStatement,
} from "../subjects/scope.ts";

/** The session cookie's name over http (tests, the local demo). */
export const sessionCookieName = "sid";
/**
 * Over https the `__Host-` prefix makes the browser refuse the cookie unless it is Secure, for the path / and
 * without a Domain: no sibling subdomain and no http page can plant or shadow the shop's session.
 */
export const secureSessionCookieName = "__Host-sid";
/** A session without a user holds at most a pending code; it ends a day after it began, whatever its use. */
export const anonymousSessionMs = 24 * 60 * 60 * 1000;
/** A code entered while signed out is forgotten after this long, so it does not wait for the next person to sign in. */
export const pendingSubjectMs = 60 * 60 * 1000;
/** Touching lastSeenAt on every request would make every read a write; once a minute is precise enough. */
const touchIntervalMs = 60_000;
/** Only the API answers need the session; static files and the web app never read it. */
// /system/iframes: the legacy upload call (modules/uploads), which needs the signed-in user.
const sessionPrefixes = ["/api", "/ajax", "/sections", "/dev", "/system/iframes"];

export interface SessionData {
  tokenHash: string;
  userId: number | null;
  /** A code's subject entered in this session within the last hour, else null. */
  pendingSubjectId: number | null;
  pendingSubjectAt: Date | null;
  /** Support's simulated session (decision 0033): the operator's name and when it ends; null for the user's own. */
  simulation: { operator: string; endsAt: Date } | null;
}

export interface AuthUser {
  id: number;
  uuid: string;
  portalId: number;
}

export interface SessionManager {
  /** The request's session, created (anonymous, with its cookie) when there is none. */
  ensure(request: FastifyRequest, reply: FastifyReply): Promise<SessionData>;
  /** Signs the user in with a NEW token (the old row is deleted); pendingSubjectId is carried over for the caller. */
  signIn(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void>;
  signOut(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  setPendingSubject(request: FastifyRequest, reply: FastifyReply, subjectId: number | null): Promise<void>;
  /**
   * Opens support's simulated session as the user in this browser (a new token; the browser's previous session, if
   * any, is deleted): it ends simulationLimits.sessionMaxMs later, and every change made in it is recorded.
   */
  startSimulation(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: number,
    operator: string,
  ): Promise<void>;
  /** Deletes sessions whose idle or absolute expiry passed (anonymous ones expire after a day). */
  purgeExpired(): Promise<number>;
}

declare module "fastify" {
  interface FastifyRequest {
    session: SessionData | null;
    user: AuthUser | null;
  }
  interface FastifyInstance {
    sessions: SessionManager;
  }
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The one name the session cookie has in this mode; the other name is never read. */
export function sessionCookieNameFor(secure: boolean): string {
  return secure ? secureSessionCookieName : sessionCookieName;
}

/**
 * A route that needs the session for some of its requests only says which: a picture's signed URL is its own
 * permission, so a thumbnail is served without reading the session; only the original needs the user.
 */
export interface SessionRouteConfig {
  sessionFor?: (request: FastifyRequest) => boolean;
  /**
   * The route never asks for the user's picture sets: its session is read without them (decision 0015, "The scope
   * with the session"). Should it ask after all, the scope reads them with a statement of its own.
   */
  withoutScope?: true;
  /** The route's own read comes in the session's statement too, beside the scope (decision 0015, "One statement"). */
  readWithSession?: ReadWithSession;
}

/**
 * A route's read that the session's statement brings along, so that the route's answer takes one statement (decision
 * 0015, "One statement"): a value correlated to the session's user and shop, built by the module that owns the read,
 * which takes the value back for the rest of the request. The sessions plugin never looks inside.
 */
export interface ReadWithSession {
  /** Names the prepared statement (`session_with_<name>`); unique among the reads. */
  name: string;
  /** The value for the session's user and shop (columns of the session's statement). */
  column: (db: Db, viewer: ViewerInStatement) => SQL<unknown>;
  /**
   * The values of the column's placeholders for this request, from its raw parameters; null when the request cannot
   * be read so (a malformed parameter the route's validation refuses): the session is then read without the value.
   */
  values: (request: FastifyRequest) => Record<string, unknown> | null;
  /** Takes the value (null when the user has nothing to show) for the rest of the request. */
  keep: (db: Db, viewer: Viewer, value: unknown, values: Record<string, unknown>) => void;
}

export function needsSession(url: string): boolean {
  // The studio's calls read the studio's own cookie (modules/staff/sessions.ts), never a parent's.
  if (isStudioApiPath(url)) return false;
  return sessionPrefixes.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));
}

export interface SessionsPluginOptions {
  db: Db;
  config: Pick<Config, "sessionIdleMs" | "sessionAbsoluteMs" | "secureCookies">;
  now?: () => Date;
}

async function sessionsPlugin(app: FastifyInstance, options: SessionsPluginOptions): Promise<void> {
  const { db, config } = options;
  const now = options.now ?? (() => new Date());
  const cookieName = sessionCookieNameFor(config.secureCookies);
  // No Domain: the cookie stays with the shop's own host (and `__Host-` demands it).
  const cookieOptions = {
    httpOnly: true,
    sameSite: "lax" as const,
    path: "/",
    secure: config.secureCookies,
  };

  /** The sessions whose lastSeenAt this process is writing now. */
  const touching = new Set<string>();
  // Every API request reads its session: the statement is prepared once (db/prepared.ts).
  const sessionColumns = {
    tokenHash: sessions.tokenHash,
    userId: sessions.userId,
    pendingSubjectId: sessions.pendingSubjectId,
    pendingSubjectAt: sessions.pendingSubjectAt,
    createdAt: sessions.createdAt,
    lastSeenAt: sessions.lastSeenAt,
    expiresAt: sessions.expiresAt,
    simulatedBy: sessions.simulatedBy,
    userUuid: users.uuid,
    portalId: users.portalId,
  };
  /** The session by its token's hash, with the given values besides its own columns, prepared once under `name`. */
  const sessionStatement = <Extra extends Record<string, SQL<unknown>>>(name: string, extra: Extra) =>
    db
      .select({ ...sessionColumns, ...extra })
      .from(sessions)
      .leftJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, sql.placeholder("tokenHash")))
      .limit(1)
      .prepare(name);
  const viewer = { userId: sessions.userId, portalId: users.portalId };
  // The user's picture sets come with the session, in the same statement: nearly every request of a signed-in parent
  // asks for them (decision 0015, "The scope with the session"). A route that never does reads the session alone.
  const sessionWithScopeByHash = sessionStatement("session_with_scope_by_hash", {
    scope: scopeWithSession(db, viewer),
  });
  const sessionByHash = sessionStatement("session_by_hash", {});
  type SessionRow = Awaited<ReturnType<typeof sessionByHash.execute>>[number] & {
    scope?: unknown;
    read?: unknown;
  };
  // A route's read with the session and the scope, prepared when the route is first asked for (ReadWithSession).
  const sessionWithRead = new Map<
    string,
    { execute(values: Record<string, unknown>): Promise<SessionRow[]> }
  >();
  function sessionWithReadStatement(read: ReadWithSession) {
    let statement = sessionWithRead.get(read.name);
    if (!statement) {
      statement = sessionStatement(`session_with_${read.name}`, {
        scope: scopeWithSession(db, viewer),
        read: read.column(db, viewer),
      });
      sessionWithRead.set(read.name, statement);
    }
    return statement;
  }

  /** The session's row, with the scope unless the route never asks for it, and with the route's read if it has one. */
  async function readSession(request: FastifyRequest, tokenHash: string) {
    const config = request.routeOptions.config as SessionRouteConfig | undefined;
    if (config?.withoutScope === true) return { row: (await sessionByHash.execute({ tokenHash }))[0] };
    const read = config?.readWithSession;
    const values = read?.values(request) ?? null;
    if (read === undefined || values === null)
      return { row: (await sessionWithScopeByHash.execute({ tokenHash }))[0] };
    const [row] = await sessionWithReadStatement(read).execute({ ...values, tokenHash });
    return { row, read, values };
  }

  function lifetimeMs(userId: number | null, simulated = false): number {
    if (simulated) return Math.min(simulationLimits.sessionMaxMs, config.sessionAbsoluteMs);
    return userId === null
      ? Math.min(anonymousSessionMs, config.sessionAbsoluteMs)
      : config.sessionAbsoluteMs;
  }

  function setCookie(reply: FastifyReply, token: string, lifetime: number): void {
    reply.setCookie(cookieName, token, { ...cookieOptions, maxAge: Math.floor(lifetime / 1000) });
  }

  function clearCookie(reply: FastifyReply): void {
    reply.clearCookie(cookieName, cookieOptions);
  }

  function isExpired(
    row: { userId: number | null; createdAt: Date; lastSeenAt: Date; expiresAt: Date },
    at: Date,
  ): boolean {
    const t = at.getTime();
    return (
      row.expiresAt.getTime() <= t ||
      t - row.lastSeenAt.getTime() >= config.sessionIdleMs ||
      // Rows made before anonymous sessions were shortened carry the long expiry; their age still ends them.
      (row.userId === null && t - row.createdAt.getTime() >= anonymousSessionMs)
    );
  }

  /** The pending subject while it is fresh; an older one no longer counts. */
  function freshPending(row: { pendingSubjectId: number | null; pendingSubjectAt: Date | null }, at: Date) {
    if (row.pendingSubjectId === null || row.pendingSubjectAt === null) return null;
    if (at.getTime() - row.pendingSubjectAt.getTime() >= pendingSubjectMs) return null;
    return { subjectId: row.pendingSubjectId, at: row.pendingSubjectAt };
  }

  async function load(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = request.cookies[cookieName];
    if (!token) return;
    const tokenHash = hashToken(token);
    const { row, read, values } = await readSession(request, tokenHash);
    const at = now();
    if (!row || isExpired(row, at)) {
      if (row) await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
      clearCookie(reply);
      return;
    }
    if (at.getTime() - row.lastSeenAt.getTime() >= touchIntervalMs && !touching.has(tokenHash)) {
      // Requests of one session that arrive together all find it due: one of them writes (per process), and the
      // write is skipped by the database when another process has just made it.
      touching.add(tokenHash);
      try {
        await db
          .update(sessions)
          .set({ lastSeenAt: at })
          .where(
            and(
              eq(sessions.tokenHash, tokenHash),
              lt(sessions.lastSeenAt, new Date(at.getTime() - touchIntervalMs)),
            ),
          );
      } finally {
        touching.delete(tokenHash);
      }
    }
    const pending = freshPending(row, at);
    request.session = {
      tokenHash,
      userId: row.userId,
      pendingSubjectId: pending?.subjectId ?? null,
      pendingSubjectAt: pending?.at ?? null,
      simulation:
        row.simulatedBy !== null && row.userId !== null
          ? { operator: row.simulatedBy, endsAt: row.expiresAt }
          : null,
    };
    if (row.simulatedBy !== null && row.userId !== null)
      simulated.set(request, { userId: row.userId, operator: row.simulatedBy });
    request.user =
      row.userId !== null && row.userUuid !== null && row.portalId !== null
        ? { id: row.userId, uuid: row.userUuid, portalId: row.portalId }
        : null;
    if (request.user && "scope" in row) {
      const viewer = { userId: request.user.id, portalId: request.user.portalId };
      rememberScopeForRequest(db, viewer, row.scope);
      if (read && values) read.keep(db, viewer, row.read ?? null, values);
    }
  }

  async function create(
    reply: FastifyReply,
    values: { userId: number | null; pendingSubjectId: number | null; pendingSubjectAt: Date | null },
    simulatedBy: string | null = null,
  ): Promise<SessionData> {
    const token = newToken();
    const tokenHash = hashToken(token);
    const at = now();
    const lifetime = lifetimeMs(values.userId, simulatedBy !== null);
    const expiresAt = new Date(at.getTime() + lifetime);
    await db.insert(sessions).values({
      tokenHash,
      userId: values.userId,
      pendingSubjectId: values.pendingSubjectId,
      pendingSubjectAt: values.pendingSubjectAt,
      createdAt: at,
      lastSeenAt: at,
      expiresAt,
      simulatedBy,
    });
    setCookie(reply, token, lifetime);
    return {
      tokenHash,
      ...values,
      simulation: simulatedBy === null ? null : { operator: simulatedBy, endsAt: expiresAt },
    };
  }

  /**
   * The simulated sessions' requests, by the user and operator their session had when the request came: a request
   * that signs out is still recorded.
   */
  const simulated = new WeakMap<FastifyRequest, { userId: number; operator: string }>();

  const manager: SessionManager = {
    async ensure(request, reply) {
      if (request.session) return request.session;
      request.session = await create(reply, { userId: null, pendingSubjectId: null, pendingSubjectAt: null });
      return request.session;
    },

    async startSimulation(request, reply, userId, operator) {
      // The browser's own session (support's, or a parent's on a shared computer) ends: one session per browser.
      const token = request.cookies[cookieName];
      if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
      const [user] = await db
        .select({ id: users.id, uuid: users.uuid, portalId: users.portalId })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!user) throw new Error("startSimulation called for a user that does not exist");
      request.session = await create(
        reply,
        { userId, pendingSubjectId: null, pendingSubjectAt: null },
        operator,
      );
      request.user = user;
    },

    async signIn(request, reply, userId) {
      const previous = request.session;
      const [user] = await db
        .select({ id: users.id, uuid: users.uuid, portalId: users.portalId })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!user) throw new Error("signIn called for a user that does not exist");
      // The pending code comes along with its own time: signing in does not make it fresh again.
      const next = await create(reply, {
        userId,
        pendingSubjectId: previous?.pendingSubjectId ?? null,
        pendingSubjectAt: previous?.pendingSubjectAt ?? null,
      });
      if (previous) await db.delete(sessions).where(eq(sessions.tokenHash, previous.tokenHash));
      request.session = next;
      request.user = user;
    },

    async signOut(request, reply) {
      if (request.session) await db.delete(sessions).where(eq(sessions.tokenHash, request.session.tokenHash));
      clearCookie(reply);
      request.session = null;
      request.user = null;
    },

    async setPendingSubject(request, reply, subjectId) {
      const session = await manager.ensure(request, reply);
      const at = subjectId === null ? null : now();
      await db
        .update(sessions)
        .set({ pendingSubjectId: subjectId, pendingSubjectAt: at })
        .where(eq(sessions.tokenHash, session.tokenHash));
      session.pendingSubjectId = subjectId;
      session.pendingSubjectAt = at;
    },

    async purgeExpired() {
      const at = now();
      const idleBefore = new Date(at.getTime() - config.sessionIdleMs);
      const removed = await withCustomPlans(db, (tx) =>
        tx
          .delete(sessions)
          .where(or(lt(sessions.expiresAt, at), lt(sessions.lastSeenAt, idleBefore)))
          .returning({ tokenHash: sessions.tokenHash }),
      );
      // A simulation link past its expiry opens nothing any more.
      await withCustomPlans(db, (tx) => tx.delete(simulationLinks).where(lt(simulationLinks.expiresAt, at)));
      return removed.length;
    },
  };

  app.decorateRequest("session", null);
  app.decorateRequest("user", null);
  app.decorate("sessions", manager);

  app.addHook("onRequest", async (request, reply) => {
    if (!needsSession(request.url)) return;
    const only = (request.routeOptions.config as SessionRouteConfig | undefined)?.sessionFor;
    if (only && !only(request)) return;
    await load(request, reply);
  });

  // Every request of a simulated session is recorded with the operator's name (decisions 0033 and 0041): what it
  // changed, and what it read of the person's data (the profile, orders, picture sets, addresses: every call that
  // reads the session). The route's pattern, never the raw URL, which can hold personal data. Written before the
  // answer leaves: support never sees a success, nor reads anything, that was not recorded (a failed write turns the
  // answer into an error; a change itself is not undone).
  app.addHook("onSend", async (request, reply, payload) => {
    const simulation = simulated.get(request);
    if (simulation === undefined) return payload;
    await db.insert(simulationActions).values({
      userId: simulation.userId,
      operator: simulation.operator,
      method: request.method,
      route: request.routeOptions.url ?? "(no route)",
      status: reply.statusCode,
      at: now(),
    });
    return payload;
  });
}

/** Ends every session of the user (after a password reset: whoever knew the old password is signed out). */
export async function endSessionsOf(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export const sessionsPluginFp = fp(sessionsPlugin, {
  name: "shop-sessions",
  fastify: "5.x",
  dependencies: ["@fastify/cookie"],
});
