import fastifyCookie from "@fastify/cookie";
import { eq } from "drizzle-orm";
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema/account.ts";
import { registerErrorHandler } from "../../errors.ts";
import { authPluginFp } from "../../platform/auth.ts";
import { createPictureSet, createSubjectWithCode, createUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import {
  anonymousSessionMs,
  hashToken,
  pendingSubjectMs,
  secureSessionCookieName,
  sessionCookieName,
  sessionsPluginFp,
} from "./sessions.ts";

const minute = 60_000;
const day = 24 * 60 * minute;

function cookieOf(res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === sessionCookieName);
}

/** The `cookie` header that carries the session the response set. */
function cookieHeader(res: LightMyRequestResponse): string {
  return `${sessionCookieName}=${cookieOf(res)?.value}`;
}

describe("sessions", () => {
  let t: TestApp;
  let app: FastifyInstance;
  let clock = new Date("2026-03-01T10:00:00Z");
  let userId: number;

  beforeAll(async () => {
    t = await createTestApp();
    userId = (await createUser(t)).id;
    app = Fastify({ logger: false });
    registerErrorHandler(app);
    await app.register(fastifyCookie);
    await app.register(sessionsPluginFp, { db: t.db, config: t.config, now: () => clock });
    await app.register(authPluginFp);
    app.post("/api/ensure", { config: { public: true } }, async (request, reply) => {
      const session = await app.sessions.ensure(request, reply);
      return { userId: session.userId };
    });
    app.post<{ Body: { subjectId: number | null } }>(
      "/api/pending",
      { config: { public: true } },
      async (request, reply) => {
        await app.sessions.setPendingSubject(request, reply, request.body.subjectId);
        return { pending: request.session?.pendingSubjectId ?? null };
      },
    );
    app.post<{ Body: { userId: number } }>(
      "/api/sign-in",
      { config: { public: true } },
      async (request, reply) => {
        await app.sessions.signIn(request, reply, request.body.userId);
        return { user: request.user, pending: request.session?.pendingSubjectId ?? null };
      },
    );
    app.post("/api/pending-now", { config: { public: true } }, async (request) => ({
      pending: request.session?.pendingSubjectId ?? null,
    }));
    app.post("/api/sign-out", { config: { public: true } }, async (request, reply) => {
      await app.sessions.signOut(request, reply);
      return reply.status(204).send();
    });
    app.get("/api/me", { config: { public: true } }, async (request) => ({
      user: request.user,
      session: request.session !== null,
    }));
    app.get("/api/protected", async (request) => ({ id: request.user?.id }));
    app.get("/not-api", { config: { public: true } }, async (request) => ({
      session: request.session !== null,
    }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });
  beforeEach(() => {
    clock = new Date("2026-03-01T10:00:00Z");
  });

  /** Signs the user in, on the session the cookie carries or a new one. */
  const signIn = (cookie?: string) =>
    app.inject({
      method: "POST",
      url: "/api/sign-in",
      headers: cookie ? { cookie } : {},
      payload: { userId },
    });

  async function signedIn(): Promise<string> {
    const res = await signIn();
    if (!cookieOf(res)) throw new Error("no cookie");
    return cookieHeader(res);
  }

  it("sets an HttpOnly, SameSite=Lax cookie on the whole site, not Secure over http", async () => {
    const res = await app.inject({ method: "POST", url: "/api/ensure" });
    const cookie = cookieOf(res);
    expect(cookie).toBeDefined();
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.path).toBe("/");
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("stores only the SHA-256 of the token", async () => {
    const res = await app.inject({ method: "POST", url: "/api/ensure" });
    const token = cookieOf(res)?.value ?? "";
    const byToken = await t.db.select().from(sessions).where(eq(sessions.tokenHash, token));
    expect(byToken).toHaveLength(0);
    const byHash = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(byHash).toHaveLength(1);
  });

  it("reuses the session a cookie carries instead of making another", async () => {
    const first = await app.inject({ method: "POST", url: "/api/ensure" });
    const cookie = cookieHeader(first);
    const second = await app.inject({ method: "POST", url: "/api/ensure", headers: { cookie } });
    expect(cookieOf(second)).toBeUndefined();
  });

  it("remembers a pending subject and carries it over a sign-in", async () => {
    const subjectId = (await createPictureSet(t, { pictureCount: 0 })).subject.id;
    const pending = await app.inject({ method: "POST", url: "/api/pending", payload: { subjectId } });
    expect(pending.json()).toEqual({ pending: subjectId });
    const cookie = cookieHeader(pending);
    const res = await signIn(cookie);
    expect(res.json()).toMatchObject({ user: { id: userId }, pending: subjectId });
  });

  it("rotates the token at sign-in and deletes the old session", async () => {
    const anonymous = await app.inject({ method: "POST", url: "/api/ensure" });
    const oldToken = cookieOf(anonymous)?.value ?? "";
    const res = await signIn(`${sessionCookieName}=${oldToken}`);
    const newToken = cookieOf(res)?.value ?? "";
    expect(newToken).not.toBe("");
    expect(newToken).not.toBe(oldToken);
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(oldToken))),
    ).toHaveLength(0);
    const me = await app.inject({ url: "/api/me", headers: { cookie: `${sessionCookieName}=${newToken}` } });
    expect(me.json().user).toMatchObject({ id: userId, portalId: t.app.portalId });
    const old = await app.inject({ url: "/api/me", headers: { cookie: `${sessionCookieName}=${oldToken}` } });
    expect(old.json()).toEqual({ user: null, session: false });
  });

  it("lets a signed-in user through a protected route and answers 401 otherwise", async () => {
    const cookie = await signedIn();
    expect((await app.inject({ url: "/api/protected", headers: { cookie } })).json()).toEqual({ id: userId });
    const anonymous = await app.inject({ url: "/api/protected" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: "Please sign in", code: "unauthorized" });
  });

  it("ignores an unknown token", async () => {
    const res = await app.inject({ url: "/api/me", headers: { cookie: `${sessionCookieName}=forged` } });
    expect(res.json()).toEqual({ user: null, session: false });
  });

  it("does not load the session outside the API paths", async () => {
    const cookie = await signedIn();
    expect((await app.inject({ url: "/not-api", headers: { cookie } })).json()).toEqual({ session: false });
  });

  it("expires a session left idle for seven days", async () => {
    const cookie = await signedIn();
    clock = new Date(clock.getTime() + 7 * day - minute);
    expect((await app.inject({ url: "/api/me", headers: { cookie } })).json().user).not.toBeNull();
    clock = new Date(clock.getTime() + 7 * day - minute);
    expect((await app.inject({ url: "/api/me", headers: { cookie } })).json().user).not.toBeNull();
    clock = new Date(clock.getTime() + 7 * day);
    const res = await app.inject({ url: "/api/me", headers: { cookie } });
    expect(res.json()).toEqual({ user: null, session: false });
    const cleared = cookieOf(res);
    expect(cleared?.value).toBe("");
  });

  it("touches the last-seen time at most once a minute", async () => {
    const cookie = await signedIn();
    const token = cookie.split("=")[1] ?? "";
    const lastSeen = async () =>
      (
        await t.db
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(token)))
      )[0]?.lastSeenAt.getTime();
    const start = await lastSeen();
    clock = new Date(clock.getTime() + 30_000);
    await app.inject({ url: "/api/me", headers: { cookie } });
    expect(await lastSeen()).toBe(start);
    clock = new Date(clock.getTime() + 60_000);
    await app.inject({ url: "/api/me", headers: { cookie } });
    expect(await lastSeen()).toBe(clock.getTime());
  });

  it("ends every session thirty days after it began, however active", async () => {
    const cookie = await signedIn();
    for (let d = 6; d < 30; d += 6) {
      clock = new Date(new Date("2026-03-01T10:00:00Z").getTime() + d * day);
      expect((await app.inject({ url: "/api/me", headers: { cookie } })).json().user).not.toBeNull();
    }
    clock = new Date(new Date("2026-03-01T10:00:00Z").getTime() + 30 * day);
    expect((await app.inject({ url: "/api/me", headers: { cookie } })).json().user).toBeNull();
  });

  it("deletes the session and clears the cookie at sign-out", async () => {
    const cookie = await signedIn();
    const token = cookie.split("=")[1] ?? "";
    const res = await app.inject({ method: "POST", url: "/api/sign-out", headers: { cookie } });
    expect(res.statusCode).toBe(204);
    expect(cookieOf(res)?.value).toBe("");
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token))),
    ).toHaveLength(0);
    expect((await app.inject({ url: "/api/me", headers: { cookie } })).json().user).toBeNull();
  });

  it("purges expired sessions", async () => {
    await signedIn();
    clock = new Date(clock.getTime() + 31 * day);
    expect(await app.sessions.purgeExpired()).toBeGreaterThan(0);
  });

  async function anonymousWithPending(): Promise<{ cookie: string; subjectId: number }> {
    const subject = await createSubjectWithCode(t);
    const res = await app.inject({ method: "POST", url: "/api/pending", payload: { subjectId: subject.id } });
    return { cookie: cookieHeader(res), subjectId: subject.id };
  }

  it("ends an anonymous session a day after it began, however active", async () => {
    const res = await app.inject({ method: "POST", url: "/api/ensure" });
    expect(cookieOf(res)?.maxAge).toBe(anonymousSessionMs / 1000);
    const cookie = cookieHeader(res);
    const start = clock.getTime();
    for (const hours of [6, 12, 18, 23]) {
      clock = new Date(start + hours * 60 * minute);
      expect((await app.inject({ url: "/api/me", headers: { cookie } })).json().session).toBe(true);
    }
    clock = new Date(start + day);
    expect((await app.inject({ url: "/api/me", headers: { cookie } })).json()).toEqual({
      user: null,
      session: false,
    });
  });

  it("gives a session that signs in the signed-in lifetime", async () => {
    const anonymous = await app.inject({ method: "POST", url: "/api/ensure" });
    const res = await signIn(cookieHeader(anonymous));
    expect(cookieOf(res)?.maxAge).toBe(t.config.sessionAbsoluteMs / 1000);
    const cookie = cookieHeader(res);
    clock = new Date(clock.getTime() + 2 * day);
    expect((await app.inject({ url: "/api/me", headers: { cookie } })).json().user).toMatchObject({
      id: userId,
    });
  });

  it("ends an anonymous session of the old kind by its age, though its stored expiry is later", async () => {
    const { cookie } = await anonymousWithPending();
    const token = cookie.split("=")[1] ?? "";
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(clock.getTime() + 30 * day) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    clock = new Date(clock.getTime() + day);
    expect((await app.inject({ url: "/api/me", headers: { cookie } })).json().session).toBe(false);
  });

  it("forgets a pending code an hour after it was entered", async () => {
    const { cookie, subjectId } = await anonymousWithPending();
    const start = clock.getTime();
    clock = new Date(start + pendingSubjectMs - minute);
    const fresh = await signIn(cookie);
    expect(fresh.json().pending).toBe(subjectId);

    const other = await anonymousWithPending();
    clock = new Date(clock.getTime() + pendingSubjectMs);
    const stale = await signIn(other.cookie);
    expect(stale.json().pending).toBeNull();
  });

  it("keeps a pending code's own time across a sign-in", async () => {
    const { cookie, subjectId } = await anonymousWithPending();
    const start = clock.getTime();
    clock = new Date(start + 30 * minute);
    const res = await signIn(cookie);
    expect(res.json().pending).toBe(subjectId);
    const signedInCookie = cookieHeader(res);
    clock = new Date(start + pendingSubjectMs);
    const later = await app.inject({
      method: "POST",
      url: "/api/pending-now",
      headers: { cookie: signedInCookie },
    });
    expect(later.json()).toEqual({ pending: null });
  });
});

describe("the session cookie over https", () => {
  let t: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    app = Fastify({ logger: false });
    registerErrorHandler(app);
    await app.register(fastifyCookie);
    await app.register(sessionsPluginFp, { db: t.db, config: { ...t.config, secureCookies: true } });
    app.post("/api/ensure", { config: { public: true } }, async (request, reply) => {
      await app.sessions.ensure(request, reply);
      return { ok: true };
    });
    app.get("/api/me", { config: { public: true } }, async (request) => ({
      session: request.session !== null,
    }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it("is named with the __Host- prefix, Secure, for the whole site and without a domain", async () => {
    const res = await app.inject({ method: "POST", url: "/api/ensure" });
    expect(res.cookies.find((c) => c.name === sessionCookieName)).toBeUndefined();
    const cookie = res.cookies.find((c) => c.name === secureSessionCookieName);
    expect(cookie).toMatchObject({ secure: true, path: "/", httpOnly: true, sameSite: "Lax" });
    expect(cookie?.domain).toBeUndefined();
    const header = String(res.headers["set-cookie"]);
    expect(header).toMatch(/^__Host-sid=[A-Za-z0-9_-]{43}; /);
    expect(header).not.toMatch(/domain=/i);
  });

  it("reads only the __Host- cookie, not one named sid", async () => {
    const res = await app.inject({ method: "POST", url: "/api/ensure" });
    const token = res.cookies.find((c) => c.name === secureSessionCookieName)?.value;
    const secure = await app.inject({
      url: "/api/me",
      headers: { cookie: `${secureSessionCookieName}=${token}` },
    });
    expect(secure.json()).toEqual({ session: true });
    const plain = await app.inject({ url: "/api/me", headers: { cookie: `${sessionCookieName}=${token}` } });
    expect(plain.json()).toEqual({ session: false });
  });
});

describe("the session cookie over http", () => {
  it("is named sid and a __Host- cookie is not read", async () => {
    const t = await createTestApp();
    try {
      const subject = await createSubjectWithCode(t);
      const verified = await t.app.inject({
        method: "GET",
        url: `/ajax/prophoto/verify_subject_code.php?code=${subject.code}`,
      });
      const token = verified.cookies.find((c) => c.name === sessionCookieName)?.value;
      expect(token).toBeDefined();
      const exists = (cookie: string) =>
        t.app.inject({
          method: "GET",
          url: "/sections/prophoto/ajax/user_exists_by_email.php?email=nobody%40example.com",
          headers: { cookie },
        });
      expect((await exists(`${sessionCookieName}=${token}`)).statusCode).toBe(200);
      expect((await exists(`${secureSessionCookieName}=${token}`)).statusCode).toBe(403);
    } finally {
      await t.close();
    }
  });
});
