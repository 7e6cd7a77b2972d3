import type { StaffRole, StaffState } from "@shop/contracts/studio";
import { studioLimits } from "@shop/domain/studio";
import { and, eq, lt, or, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { staffSessions, staffUsers } from "../../db/schema/staff.ts";
import { isStudioApiPath } from "../../platform/studio-paths.ts";
import { hashToken, newToken } from "../account/sessions.ts";

/** The studio's cookie over http (tests, the local demo). */
export const studioCookieName = "studio";
/** Over https: Secure, Path=/, no Domain, so no sibling subdomain or http page can plant or shadow it. */
export const secureStudioCookieName = "__Host-studio";
/** Touching lastSeenAt on every request would make every read a write; once a minute is precise enough. */
const touchIntervalMs = 60_000;

export function studioCookieNameFor(secure: boolean): string {
  return secure ? secureStudioCookieName : studioCookieName;
}

/** The signed-in staff member of a studio call. */
export interface StaffUser {
  id: number;
  uuid: string;
  email: string;
  name: string;
  role: StaffRole;
  state: StaffState;
}

export interface StudioSession {
  tokenHash: string;
  expiresAt: Date;
}

export interface StudioSessionManager {
  /** Signs the member in with a new session (the request's previous studio session, if any, ends). */
  signIn(request: FastifyRequest, reply: FastifyReply, staff: StaffUser): Promise<void>;
  signOut(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Deletes the sessions whose idle or absolute expiry passed. */
  purgeExpired(): Promise<number>;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The studio's signed-in member: set on /api/studio/ calls only, never from a parent's session. */
    staff: StaffUser | null;
    studioSession: StudioSession | null;
  }
  interface FastifyInstance {
    studioSessions: StudioSessionManager;
  }
}

export interface StudioSessionsOptions {
  db: Db;
  config: Pick<Config, "secureCookies">;
  now?: () => Date;
}

async function studioSessionsPlugin(app: FastifyInstance, options: StudioSessionsOptions): Promise<void> {
  const { db, config } = options;
  const now = options.now ?? (() => new Date());
  const cookieName = studioCookieNameFor(config.secureCookies);
  // Strict: the studio is never entered from a link on another site with its session, not even by a top-level GET.
  const cookieOptions = {
    httpOnly: true,
    sameSite: "strict" as const,
    path: "/",
    secure: config.secureCookies,
  };

  const byHash = db
    .select({
      tokenHash: staffSessions.tokenHash,
      lastSeenAt: staffSessions.lastSeenAt,
      expiresAt: staffSessions.expiresAt,
      id: staffUsers.id,
      uuid: staffUsers.uuid,
      email: staffUsers.email,
      name: staffUsers.name,
      role: staffUsers.role,
      state: staffUsers.state,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenHash, sql.placeholder("tokenHash")))
    .limit(1)
    .prepare("studio_session_by_hash");

  function isExpired(row: { lastSeenAt: Date; expiresAt: Date }, at: Date): boolean {
    const t = at.getTime();
    return row.expiresAt.getTime() <= t || t - row.lastSeenAt.getTime() >= studioLimits.sessionIdleMs;
  }

  async function load(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = request.cookies[cookieName];
    if (!token) return;
    const tokenHash = hashToken(token);
    const [row] = await byHash.execute({ tokenHash });
    const at = now();
    if (!row || isExpired(row, at) || row.state !== "active") {
      if (row) await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
      reply.clearCookie(cookieName, cookieOptions);
      return;
    }
    if (at.getTime() - row.lastSeenAt.getTime() >= touchIntervalMs) {
      // Skipped by the database when another request of the session has just written it.
      await db
        .update(staffSessions)
        .set({ lastSeenAt: at })
        .where(
          and(
            eq(staffSessions.tokenHash, tokenHash),
            lt(staffSessions.lastSeenAt, new Date(at.getTime() - touchIntervalMs)),
          ),
        );
    }
    request.studioSession = { tokenHash, expiresAt: row.expiresAt };
    request.staff = {
      id: row.id,
      uuid: row.uuid,
      email: row.email,
      name: row.name,
      role: row.role as StaffRole,
      state: row.state as StaffState,
    };
  }

  const manager: StudioSessionManager = {
    async signIn(request, reply, staff) {
      const previous = request.cookies[cookieName];
      if (previous) await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(previous)));
      const token = newToken();
      const tokenHash = hashToken(token);
      const at = now();
      const expiresAt = new Date(at.getTime() + studioLimits.sessionAbsoluteMs);
      await db
        .insert(staffSessions)
        .values({ tokenHash, staffId: staff.id, createdAt: at, lastSeenAt: at, expiresAt });
      // No Max-Age: the cookie goes with the browser; the row's expiry is what counts.
      reply.setCookie(cookieName, token, cookieOptions);
      request.studioSession = { tokenHash, expiresAt };
      request.staff = staff;
    },

    async signOut(request, reply) {
      if (request.studioSession)
        await db.delete(staffSessions).where(eq(staffSessions.tokenHash, request.studioSession.tokenHash));
      reply.clearCookie(cookieName, cookieOptions);
      request.studioSession = null;
      request.staff = null;
    },

    async purgeExpired() {
      const at = now();
      const removed = await db
        .delete(staffSessions)
        .where(
          or(
            lt(staffSessions.expiresAt, at),
            lt(staffSessions.lastSeenAt, new Date(at.getTime() - studioLimits.sessionIdleMs)),
          ),
        )
        .returning({ tokenHash: staffSessions.tokenHash });
      return removed.length;
    },
  };

  app.decorateRequest("staff", null);
  app.decorateRequest("studioSession", null);
  app.decorate("studioSessions", manager);

  app.addHook("onRequest", async (request, reply) => {
    if (!isStudioApiPath(request.url)) return;
    await load(request, reply);
  });
}

export const studioSessionsPluginFp = fp(studioSessionsPlugin, {
  name: "studio-sessions",
  fastify: "5.x",
  dependencies: ["@fastify/cookie"],
});
