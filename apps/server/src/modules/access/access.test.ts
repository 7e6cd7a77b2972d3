import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { RateLimits } from "../../config.ts";
import { createSubjectWithCode, createUser, type FactoryApp, signedInCookie } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import {
  pictureSetUuidOf,
  registerWithCode,
  sessionCookie,
  signIn,
  typedLoosely,
  verifyCode,
} from "../test-support.ts";

const verifyUrl = (code: string) => `/ajax/prophoto/verify_subject_code.php?code=${encodeURIComponent(code)}`;
const addUrl = (code: string) =>
  `/ajax/prophoto/add_picture_set_by_code.php?code=${encodeURIComponent(code)}`;
const rateLimited = { error: "Too many attempts. Please wait a little and try again.", code: "rate_limited" };

/** The code of a new subject (no pictures) of a new job. */
async function newCode(t: FactoryApp, name?: string): Promise<string> {
  return (await createSubjectWithCode(t, name === undefined ? {} : { name })).code;
}

async function signedInUser(t: TestApp): Promise<string> {
  return signedInCookie(t, (await createUser(t)).id);
}

describe("access codes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("a valid code answers the subject and sets a session cookie", async () => {
    const subject = await createSubjectWithCode(t, { name: "Emma Nordmann" });
    const res = await t.app.inject({ method: "GET", url: verifyUrl(subject.code) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      error: null,
      valid: true,
      errorMessage: null,
      data: {
        accessCode: subject.code,
        redirect: null,
        errorMessage: null,
        subject: { uuid: subject.uuid, name: "Emma Nordmann" },
      },
    });
    const sid = res.cookies.find((c) => c.name === "sid");
    expect(sid?.httpOnly).toBe(true);
  });

  it("a code is accepted in lower case and with spaces", async () => {
    const code = await newCode(t);
    const res = await t.app.inject({ method: "GET", url: verifyUrl(typedLoosely(code)) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.accessCode).toBe(code);
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
    const { cookie } = await registerWithCode(t.app, await newCode(t, "Klasse 3B"));
    const res = await t.app.inject({ method: "GET", url: verifyUrl(await newCode(t)), headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const list = await t.app.inject({ method: "GET", url: "/api/webshop/picture-sets", headers: { cookie } });
    expect(list.json().pictureSets.map((s: { subject: { name: string } }) => s.subject.name)).toEqual([
      "Klasse 3B",
    ]);
  });

  it("adding a code while signed out answers 401", async () => {
    const res = await t.app.inject({ method: "GET", url: addUrl(await newCode(t)) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: "Please sign in", code: "unauthorized" });
  });

  it("adding a new code links the picture set to the account", async () => {
    const { cookie } = await registerWithCode(t.app, await newCode(t));
    const code = await newCode(t, "Emma Nordmann");
    const res = await t.app.inject({ method: "GET", url: addUrl(code.toLowerCase()), headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ error: null, valid: true, warning: null, redirect: null });
    expect(await pictureSetUuidOf(t.app, cookie, "Emma Nordmann")).toBe(body.pictureSet.uuid);
  });

  it("adding a code already in the account answers a warning with the subject", async () => {
    const code = await newCode(t, "Emma og Jonas Nordmann");
    const { cookie } = await registerWithCode(t.app, code);
    const res = await t.app.inject({ method: "GET", url: addUrl(code), headers: { cookie } });
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
    const cookie = await signedInUser(t);
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
    const cookie = await signedInUser(t);
    const res = await t.app.inject({ method: "GET", url: addUrl(""), headers: { cookie } });
    expect(res.statusCode).toBe(400);
  });
});

describe("access code rate limits", () => {
  /** An app of the test's own with these limits (and settings), closed when the test ends. */
  async function limitedApp(rateLimits: Partial<RateLimits>, env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
    const t = await createTestApp({ rateLimits, env });
    onTestFinished(() => t.close());
    return t;
  }

  it("counts a parent behind a trusted proxy by the address the proxy names, and ignores that header otherwise", async () => {
    const limits = { codeEntryPerIp: { max: 1, windowMs: 60_000 } };
    const from = (t: TestApp, code: string, client: string) =>
      t.app.inject({
        method: "GET",
        url: verifyUrl(code),
        remoteAddress: "127.0.0.1",
        headers: { "x-forwarded-for": client },
      });
    const behindProxy = await limitedApp(limits, { TRUST_PROXY: "127.0.0.1" });
    expect((await from(behindProxy, "WRONG1", "198.51.100.1")).statusCode).toBe(404);
    expect((await from(behindProxy, "WRONG2", "198.51.100.2")).statusCode).toBe(404);
    expect((await from(behindProxy, "WRONG3", "198.51.100.1")).statusCode).toBe(429);

    const direct = await limitedApp(limits);
    expect((await from(direct, "WRONG1", "198.51.100.1")).statusCode).toBe(404);
    // Without a trusted proxy anyone could name any address; the connection's own address counts.
    expect((await from(direct, "WRONG2", "198.51.100.2")).statusCode).toBe(429);
  });

  it("parents behind one address each entering their own code all get in, while wrong guesses from it are limited", async () => {
    const t = await limitedApp({
      codeEntryPerIp: { max: 2, windowMs: 60_000 },
      codeEntryPerSession: { max: 2, windowMs: 60_000 },
    });
    const codes = await Promise.all([1, 2, 3, 4, 5].map(() => newCode(t)));
    for (const code of codes) {
      expect((await t.app.inject({ method: "GET", url: verifyUrl(code) })).statusCode).toBe(200);
    }
    for (const wrong of ["WRONG1", "WRONG2"]) {
      expect((await t.app.inject({ method: "GET", url: verifyUrl(wrong) })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: "GET", url: verifyUrl("WRONG3") })).statusCode).toBe(429);
    // Once the address has guessed past its budget, a correct code waits for the window like any attempt.
    expect((await t.app.inject({ method: "GET", url: verifyUrl(codes[0] as string) })).statusCode).toBe(429);
  });

  it("code entry from one address is limited across both code calls", async () => {
    const t = await limitedApp({ codeEntryPerIp: { max: 3, windowMs: 60_000 } });
    const code = await newCode(t);
    const cookie = await signedInUser(t);
    for (const wrong of ["WRONG1", "WRONG2"]) {
      expect((await t.app.inject({ method: "GET", url: verifyUrl(wrong) })).statusCode).toBe(404);
    }
    expect(
      (await t.app.inject({ method: "GET", url: addUrl("WRONG3"), headers: { cookie } })).statusCode,
    ).toBe(404);
    const limited = await t.app.inject({ method: "GET", url: verifyUrl(code) });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(rateLimited);
    expect(limited.headers["retry-after"]).toBeDefined();
    const other = await t.app.inject({
      method: "GET",
      url: verifyUrl(code),
      remoteAddress: "10.0.0.2",
    });
    expect(other.statusCode).toBe(200);
  });

  it("code entry in one session is limited even from changing addresses", async () => {
    const t = await limitedApp({ codeEntryPerSession: { max: 2, windowMs: 60_000 } });
    // The first request had no session yet; from here on the cookie is the key, whatever the address.
    const cookie = await verifyCode(t.app, await newCode(t));
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
  });

  it("wrong guesses across the whole shop stop every address that guessed wrong, but not a correct code from another", async () => {
    const t = await limitedApp({ codeEntryGlobal: { max: 3, windowMs: 60_000 } });
    const code = await newCode(t);
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
      url: verifyUrl(code),
      remoteAddress: "10.1.0.1",
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(rateLimited);
    const fresh = await t.app.inject({
      method: "GET",
      url: verifyUrl(code),
      remoteAddress: "10.1.0.9",
    });
    expect(fresh.statusCode).toBe(200);
  });

  it("the session limit of a signed-in user counts per user", async () => {
    const t = await limitedApp({ codeEntryPerSession: { max: 1, windowMs: 60_000 } });
    const user = await createUser(t);
    const first = await signIn(t.app, user.email, user.password);
    const second = sessionCookie(
      await t.app.inject({
        method: "POST",
        url: "/api/webshop/session",
        payload: { username: user.email, password: user.password },
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
  });
});
