import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { pictureSetUuidOf, registerWithCode, sessionCookie, signIn, verifyCode } from "../test-support.ts";

const verifyUrl = (code: string) => `/ajax/prophoto/verify_subject_code.php?code=${encodeURIComponent(code)}`;
const addUrl = (code: string) =>
  `/ajax/prophoto/add_picture_set_by_code.php?code=${encodeURIComponent(code)}`;
const rateLimited = { error: "Too many attempts. Please wait a little and try again.", code: "rate_limited" };

describe("access codes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it("a valid code answers the subject and sets a session cookie", async () => {
    const res = await t.app.inject({ method: "GET", url: verifyUrl("EMMA2026") });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      error: null,
      valid: true,
      errorMessage: null,
      data: {
        accessCode: "EMMA2026",
        redirect: null,
        errorMessage: null,
        subject: { name: "Emma Nordmann" },
      },
    });
    expect(body.data.subject.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const sid = res.cookies.find((c) => c.name === "sid");
    expect(sid?.httpOnly).toBe(true);
  });

  it("a code is accepted in lower case and with spaces", async () => {
    const res = await t.app.inject({ method: "GET", url: verifyUrl(" emma 2026 ") });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.accessCode).toBe("EMMA2026");
  });

  it("an unknown code answers 404 with the spec's message", async () => {
    const res = await t.app.inject({ method: "GET", url: verifyUrl("NOPE9999") });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: "The code is not valid",
      valid: false,
      errorMessage: "The code is not valid",
      data: null,
      code: "invalid_code",
    });
    expect(res.cookies.find((c) => c.name === "sid")).toBeUndefined();
  });

  it("a missing code is invalid input", async () => {
    const res = await t.app.inject({ method: "GET", url: "/ajax/prophoto/verify_subject_code.php" });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("invalid_input");
  });

  it("verifying a code while signed in does not add the set to the account", async () => {
    const { cookie } = await registerWithCode(t.app, "KLASSE3B");
    const res = await t.app.inject({ method: "GET", url: verifyUrl("SIBS2026"), headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const list = await t.app.inject({ method: "GET", url: "/api/webshop/picture-sets", headers: { cookie } });
    expect(list.json().pictureSets.map((s: { subject: { name: string } }) => s.subject.name)).toEqual([
      "Klasse 3B",
    ]);
  });

  it("adding a code while signed out answers 401", async () => {
    const res = await t.app.inject({ method: "GET", url: addUrl("EMMA2026") });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: "Please sign in", code: "unauthorized" });
  });

  it("adding a new code links the picture set to the account", async () => {
    const { cookie } = await registerWithCode(t.app, "KLASSE3B");
    const res = await t.app.inject({ method: "GET", url: addUrl("emma2026"), headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ error: null, valid: true, warning: null, redirect: null });
    expect(await pictureSetUuidOf(t.app, cookie, "Emma Nordmann")).toBe(body.pictureSet.uuid);
  });

  it("adding a code already in the account answers a warning with the subject", async () => {
    const { cookie } = await registerWithCode(t.app, "SIBS2026");
    const res = await t.app.inject({ method: "GET", url: addUrl("SIBS2026"), headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.valid).toBe(true);
    expect(body.warning).toEqual({
      message: "This picture set is already in your account",
      code: "already_in_account",
      payload: { subject: { uuid: body.pictureSet.uuid, name: "Emma og Jonas Nordmann" } },
    });
  });

  it("adding an unknown code answers 404 with the spec's message", async () => {
    const cookie = await signIn(t.app);
    const res = await t.app.inject({ method: "GET", url: addUrl("WRONG123"), headers: { cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: "The code is not valid",
      valid: false,
      warning: null,
      redirect: null,
      pictureSet: null,
      code: "invalid_code",
    });
  });

  it("adding an empty code is invalid input", async () => {
    const cookie = await signIn(t.app);
    const res = await t.app.inject({ method: "GET", url: addUrl(""), headers: { cookie } });
    expect(res.statusCode).toBe(400);
  });
});

describe("access code rate limits", () => {
  it("counts a parent behind a trusted proxy by the address the proxy names, and ignores that header otherwise", async () => {
    const limitedTo = (env: NodeJS.ProcessEnv) =>
      createTestApp({ seed: true, env, rateLimits: { codeEntryPerIp: { max: 1, windowMs: 60_000 } } });
    const from = (t: TestApp, client: string) =>
      t.app.inject({
        method: "GET",
        url: verifyUrl("EMMA2026"),
        remoteAddress: "127.0.0.1",
        headers: { "x-forwarded-for": client },
      });
    const behindProxy = await limitedTo({ TRUST_PROXY: "127.0.0.1" });
    try {
      expect((await from(behindProxy, "198.51.100.1")).statusCode).toBe(200);
      expect((await from(behindProxy, "198.51.100.2")).statusCode).toBe(200);
      expect((await from(behindProxy, "198.51.100.1")).statusCode).toBe(429);
    } finally {
      await behindProxy.close();
    }
    const direct = await limitedTo({});
    try {
      expect((await from(direct, "198.51.100.1")).statusCode).toBe(200);
      // Without a trusted proxy anyone could name any address; the connection's own address counts.
      expect((await from(direct, "198.51.100.2")).statusCode).toBe(429);
    } finally {
      await direct.close();
    }
  });

  it("code entry from one address is limited across both code calls", async () => {
    const t = await createTestApp({
      seed: true,
      rateLimits: { codeEntryPerIp: { max: 3, windowMs: 60_000 } },
    });
    try {
      const cookie = await signIn(t.app);
      for (const code of ["WRONG1", "WRONG2"]) {
        expect((await t.app.inject({ method: "GET", url: verifyUrl(code) })).statusCode).toBe(404);
      }
      expect(
        (await t.app.inject({ method: "GET", url: addUrl("WRONG3"), headers: { cookie } })).statusCode,
      ).toBe(404);
      const limited = await t.app.inject({ method: "GET", url: verifyUrl("EMMA2026") });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual(rateLimited);
      expect(limited.headers["retry-after"]).toBeDefined();
      const other = await t.app.inject({
        method: "GET",
        url: verifyUrl("EMMA2026"),
        remoteAddress: "10.0.0.2",
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("code entry in one session is limited even from changing addresses", async () => {
    const t = await createTestApp({
      seed: true,
      rateLimits: { codeEntryPerSession: { max: 2, windowMs: 60_000 } },
    });
    try {
      // The first request had no session yet; from here on the cookie is the key, whatever the address.
      const cookie = await verifyCode(t.app, "EMMA2026");
      for (const n of [1, 2]) {
        const wrong = await t.app.inject({
          method: "GET",
          url: verifyUrl(`WRONG${n}`),
          headers: { cookie },
          remoteAddress: `10.0.0.${n}`,
        });
        expect(wrong.statusCode).toBe(404);
      }
      const limited = await t.app.inject({
        method: "GET",
        url: verifyUrl("WRONG3"),
        headers: { cookie },
        remoteAddress: "10.0.0.9",
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual(rateLimited);
    } finally {
      await t.close();
    }
  });

  it("wrong guesses across the whole shop stop every address that guessed wrong, but not a correct code from another", async () => {
    const t = await createTestApp({
      seed: true,
      rateLimits: { codeEntryGlobal: { max: 3, windowMs: 60_000 } },
    });
    try {
      for (const n of [1, 2, 3]) {
        const res = await t.app.inject({
          method: "GET",
          url: verifyUrl(`WRONG${n}`),
          remoteAddress: `10.1.0.${n}`,
        });
        expect(res.statusCode).toBe(404);
      }
      const limited = await t.app.inject({
        method: "GET",
        url: verifyUrl("EMMA2026"),
        remoteAddress: "10.1.0.1",
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual(rateLimited);
      const fresh = await t.app.inject({
        method: "GET",
        url: verifyUrl("EMMA2026"),
        remoteAddress: "10.1.0.9",
      });
      expect(fresh.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("the session limit of a signed-in user counts per user", async () => {
    const t = await createTestApp({
      seed: true,
      rateLimits: { codeEntryPerSession: { max: 1, windowMs: 60_000 } },
    });
    try {
      const first = await signIn(t.app);
      const second = sessionCookie(
        await t.app.inject({
          method: "POST",
          url: "/api/webshop/session",
          payload: { username: "demo@example.com", password: "demo1234" },
          remoteAddress: "10.2.0.1",
        }),
      );
      expect(
        (await t.app.inject({ method: "GET", url: addUrl("WRONG1"), headers: { cookie: first } })).statusCode,
      ).toBe(404);
      const limited = await t.app.inject({
        method: "GET",
        url: addUrl("WRONG2"),
        headers: { cookie: second },
        remoteAddress: "10.2.0.1",
      });
      expect(limited.statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
