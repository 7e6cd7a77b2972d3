import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { RateLimits } from "../../config.ts";
import { passwordResetKeys, sessions, users } from "../../db/schema/index.ts";
import {
  createShopContent,
  createSubjectWithCode,
  createUser,
  type FactoryApp,
} from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import {
  pictureSetUuidOf,
  registerWithCode,
  registrationPayload,
  sessionCookie,
  signIn,
  typedLoosely,
  uniqueEmail,
  verifyCode,
} from "../test-support.ts";

const rateLimited = { error: "Too many attempts. Please wait a little and try again.", code: "rate_limited" };
const reminderMessage =
  "If an account exists for this e-mail address, we have sent instructions to reset the password.";
const existsUrl = (email: string) =>
  `/sections/prophoto/ajax/user_exists_by_email.php?email=${encodeURIComponent(email)}`;
const reminderUrl = (email: string) =>
  `/sections/prophoto/ajax/send_password_reminder.php?json=1&email=${encodeURIComponent(email)}`;

function resetKeyFrom(text: string): string {
  const match = /reset-password\?resetcode=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match?.[1]) throw new Error("no reset link in the mail");
  return decodeURIComponent(match[1]);
}

/** The code of a new subject (no pictures) of a new job. */
async function newCode(t: FactoryApp, name?: string): Promise<string> {
  return (await createSubjectWithCode(t, name === undefined ? {} : { name })).code;
}

describe("account", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // A shop in English and Norwegian.
    await createShopContent(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const me = async (cookie?: string) =>
    (await t.app.inject({ method: "GET", url: "/api/webshop/me", headers: cookie ? { cookie } : {} })).json();

  it("signing in answers the user and a new session cookie", async () => {
    const user = await createUser(t, { name: "Kari Berg" });
    const anonymous = await verifyCode(t.app, await newCode(t));
    const res = await t.app.inject({
      method: "POST",
      url: "/api/webshop/session",
      payload: { username: `  ${user.email.toUpperCase()} `, password: user.password },
      headers: { cookie: anonymous },
    });
    expect(res.statusCode).toBe(200);
    const cookie = sessionCookie(res);
    expect(cookie).not.toBe(anonymous);
    expect(res.json().user).toMatchObject({ emailAddress: user.email, name: "Kari Berg" });
    expect((await me(cookie)).user.emailAddress).toBe(user.email);
    expect((await me(anonymous)).user).toBeNull();
  });

  it("a wrong password and an unknown e-mail answer the same 401", async () => {
    const user = await createUser(t);
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/webshop/session",
      payload: { username: user.email, password: "not-it" },
    });
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/webshop/session",
      payload: { username: uniqueEmail("nobody"), password: "not-it" },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: "Wrong e-mail or password", code: "invalid_credentials" });
    }
  });

  it("signing in without a password is invalid input", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/webshop/session",
      payload: { username: (await createUser(t)).email },
    });
    expect(res.statusCode).toBe(400);
  });

  it("signing in from the code flow adds the newly verified code's set and leads to the new picture set", async () => {
    const { email } = await registerWithCode(t.app, await newCode(t));
    const withCode = await verifyCode(t.app, await newCode(t, "Emma Nordmann"));
    const res = await t.app.inject({
      method: "POST",
      url: "/api/webshop/session",
      payload: { username: email, password: "fjord-lantern-9", addPendingPictureSet: true },
      headers: { cookie: withCode },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ redirect: "/new-picture-set", pendingPictureSet: null });
    const cookie = sessionCookie(res);
    await expect(pictureSetUuidOf(t.app, cookie, "Emma Nordmann")).resolves.toMatch(/^[0-9a-f-]{36}$/);
    // The code is used up: the session no longer holds it.
    expect(
      (await t.app.inject({ method: "GET", url: existsUrl(email), headers: { cookie } })).statusCode,
    ).toBe(403);
  });

  it("signing in without a code answers no redirect", async () => {
    const user = await createUser(t);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/webshop/session",
      payload: { username: user.email, password: user.password },
    });
    expect(res.json().redirect).toBeNull();
  });

  it("signing out ends the session and clears the cookie", async () => {
    const user = await createUser(t);
    const cookie = await signIn(t.app, user.email, user.password);
    const res = await t.app.inject({ method: "DELETE", url: "/api/webshop/session", headers: { cookie } });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === "sid")?.value).toBe("");
    expect((await me(cookie)).user).toBeNull();
  });

  it("me answers null when signed out", async () => {
    expect(await me()).toEqual({ user: null });
  });

  it("the user changes language and mail preference", async () => {
    const { cookie } = await registerWithCode(t.app, await newCode(t));
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/webshop/me",
      payload: { lang: "nb", acceptMail: true },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ lang: "nb", acceptMail: true });
    expect((await me(cookie)).user).toMatchObject({ lang: "nb", acceptMail: true });
  });

  it("a language the shop does not offer is refused", async () => {
    const user = await createUser(t);
    const cookie = await signIn(t.app, user.email, user.password);
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/webshop/me",
      payload: { lang: "de" },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("This language is not offered by the shop");
  });

  it("changing preferences signed out answers 401", async () => {
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/webshop/me",
      payload: { acceptMail: true },
    });
    expect(res.statusCode).toBe(401);
  });

  it("the e-mail check needs a verified code first", async () => {
    const res = await t.app.inject({ method: "GET", url: existsUrl(uniqueEmail()) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: "Please enter your code first", code: "code_required" });
  });

  it("the e-mail check tells a known address from an unknown one after a code", async () => {
    const user = await createUser(t);
    const cookie = await verifyCode(t.app, await newCode(t));
    const known = await t.app.inject({
      method: "GET",
      url: existsUrl(` ${user.email.toUpperCase()}`),
      headers: { cookie },
    });
    expect(known.json()).toEqual({ exists: true });
    const unknown = await t.app.inject({ method: "GET", url: existsUrl(uniqueEmail()), headers: { cookie } });
    expect(unknown.json()).toEqual({ exists: false });
  });

  it("the e-mail check refuses an invalid address", async () => {
    const cookie = await verifyCode(t.app, await newCode(t));
    const res = await t.app.inject({ method: "GET", url: existsUrl("not-an-email"), headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "Invalid email", code: "invalid_email" });
  });

  it("registration without a verified code is refused", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/ajax/create.php",
      payload: registrationPayload(await newCode(t), uniqueEmail()),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: "Please enter your code first", code: "code_required", data: [] });
  });

  it("registration with another code than the verified one is refused", async () => {
    const cookie = await verifyCode(t.app, await newCode(t));
    const res = await t.app.inject({
      method: "POST",
      url: "/ajax/create.php",
      payload: registrationPayload(await newCode(t), uniqueEmail()),
      headers: { cookie },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: "Please enter your code first", code: "code_required", data: [] });
  });

  it.each([
    [{ password: "abc", confirm_password: "abc" }, "That's too short!", "too_short", ["password"]],
    [{ email: "not-an-email" }, "Invalid email", "invalid_email", ["email"]],
    [{ mobile: "12ab" }, "Invalid phone number", "invalid_mobile", ["mobile"]],
    [
      { confirm_password: "other123" },
      "The two passwords doesn't match!",
      "passwords_dont_match",
      ["confirm_password"],
    ],
    [{ termsofservice: false }, "This is required!", "required", ["termsofservice"]],
    [{ email: "bad", mobile: "1" }, "Invalid email", "invalid_email", ["email", "mobile"]],
  ])("registration with %o answers %s (%s) and flags the fields", async (overrides, error, code, fields) => {
    const subjectCode = await newCode(t);
    const cookie = await verifyCode(t.app, subjectCode);
    const res = await t.app.inject({
      method: "POST",
      url: "/ajax/create.php",
      payload: registrationPayload(subjectCode, uniqueEmail(), overrides),
      headers: { cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error, code, data: fields });
  });

  it("registration creates a signed-in account holding the code's picture set", async () => {
    const code = typedLoosely(await newCode(t, "Emma Nordmann"));
    const cookie = await verifyCode(t.app, code);
    const email = uniqueEmail();
    const res = await t.app.inject({
      method: "POST",
      url: "/ajax/create.php",
      payload: registrationPayload(code, ` ${email.toUpperCase()} `, { acceptmail: true }),
      headers: { cookie, "x-shop-language": "nb" },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ error: null, data: [], redirect: "/new-picture-set" });
    expect(body.user).toMatchObject({
      emailAddress: email,
      lang: "nb",
      acceptMail: true,
      mobilePhone: "+4791234567",
    });
    const signedIn = sessionCookie(res);
    expect(signedIn).not.toBe(cookie);
    await expect(pictureSetUuidOf(t.app, signedIn, "Emma Nordmann")).resolves.toBeTruthy();
    // The code was used: the session holds no pending code any more.
    expect(
      (await t.app.inject({ method: "GET", url: existsUrl(email), headers: { cookie: signedIn } }))
        .statusCode,
    ).toBe(403);
  });

  it("registration takes the shop's default language for an unknown language header", async () => {
    const code = await newCode(t);
    const cookie = await verifyCode(t.app, code);
    const res = await t.app.inject({
      method: "POST",
      url: "/ajax/create.php",
      payload: registrationPayload(code, uniqueEmail()),
      headers: { cookie, "x-shop-language": "xx" },
    });
    expect(res.json().user.lang).toBe("en");
  });

  it("registration with an e-mail that has an account answers 409", async () => {
    const user = await createUser(t);
    const code = await newCode(t);
    const cookie = await verifyCode(t.app, code);
    const res = await t.app.inject({
      method: "POST",
      url: "/ajax/create.php",
      payload: registrationPayload(code, user.email),
      headers: { cookie },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: "An account with this e-mail already exists",
      code: "email_taken",
      data: ["email"],
    });
  });

  it("passwords are stored as argon2id with at least 19 MiB and 2 passes", async () => {
    const { email } = await registerWithCode(t.app, await newCode(t));
    const [row] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email));
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(row?.hash ?? "");
    expect(match).not.toBeNull();
    expect(Number(match?.[1])).toBeGreaterThanOrEqual(19456);
    expect(Number(match?.[2])).toBeGreaterThanOrEqual(2);
  });

  it("the password reminder answers the same for an unknown e-mail and mails only known ones", async () => {
    const { email } = await registerWithCode(t.app, await newCode(t));
    const before = (await t.mails()).length;
    const unknown = await t.app.inject({ method: "GET", url: reminderUrl(uniqueEmail()) });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: reminderMessage });
    expect((await t.mails()).length).toBe(before);
    const known = await t.app.inject({ method: "GET", url: reminderUrl(email.toUpperCase()) });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: reminderMessage });
    const mails = await t.mails();
    expect(mails.length).toBe(before + 1);
    const mail = mails.at(-1);
    expect(mail?.to).toBe(email);
    expect(mail?.text).toContain("http://localhost:3000/reset-password?resetcode=");
    expect(mail?.html).toContain("/reset-password?resetcode=");
  });

  it("the password reminder refuses an invalid address", async () => {
    const res = await t.app.inject({ method: "GET", url: reminderUrl("nope") });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "Invalid email", code: "invalid_email" });
  });

  it("the reminder mail is in the user's language", async () => {
    const { email, cookie } = await registerWithCode(t.app, await newCode(t));
    await t.app.inject({
      method: "PATCH",
      url: "/api/webshop/me",
      payload: { lang: "nb" },
      headers: { cookie },
    });
    await t.app.inject({ method: "GET", url: reminderUrl(email) });
    const mail = (await t.mails()).filter((m) => m.to === email).at(-1);
    expect(mail?.subject).toContain("Tilbakestill passordet ditt");
  });

  async function resetKeyFor(email: string): Promise<string> {
    await t.app.inject({ method: "GET", url: reminderUrl(email) });
    const mail = (await t.mails()).filter((m) => m.to === email).at(-1);
    if (!mail) throw new Error("no reminder mail");
    return resetKeyFrom(mail.text);
  }

  it("a reset key sets a new password once and ends every session of the user", async () => {
    const { email, cookie } = await registerWithCode(t.app, await newCode(t));
    const key = await resetKeyFor(email);
    const url = `/api/webshop/reset-password/${encodeURIComponent(key)}`;
    expect((await t.app.inject({ method: "GET", url })).json()).toEqual({ valid: true });

    const res = await t.app.inject({ method: "POST", url, payload: { password: " harbour kite 41 " } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: null });
    expect((await me(cookie)).user).toBeNull();
    await expect(signIn(t.app, email, "harbourkite41")).resolves.toMatch(/^sid=/);

    const again = await t.app.inject({ method: "POST", url, payload: { password: "another-password" } });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      error: "Sorry, no account connected to this key",
      code: "reset_key_invalid",
    });
    expect((await t.app.inject({ method: "GET", url })).json()).toEqual({ valid: false });
  });

  it("a reset password of 6 characters or fewer is too short", async () => {
    const { email } = await registerWithCode(t.app, await newCode(t));
    const key = await resetKeyFor(email);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/webshop/reset-password/${encodeURIComponent(key)}`,
      payload: { password: "abc def" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "That's too short!", code: "too_short" });
  });

  it("a reset key expires after an hour", async () => {
    const { email } = await registerWithCode(t.app, await newCode(t));
    const key = await resetKeyFor(email);
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const [row] = await t.db
      .select({ expiresAt: passwordResetKeys.expiresAt, createdAt: passwordResetKeys.createdAt })
      .from(passwordResetKeys)
      .where(eq(passwordResetKeys.userId, user?.id ?? -1));
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(60 * 60 * 1000);
    await t.db
      .update(passwordResetKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetKeys.userId, user?.id ?? -1));
    const url = `/api/webshop/reset-password/${encodeURIComponent(key)}`;
    expect((await t.app.inject({ method: "GET", url })).json()).toEqual({ valid: false });
    const res = await t.app.inject({ method: "POST", url, payload: { password: "long-enough" } });
    expect(res.statusCode).toBe(404);
  });

  it("an unknown reset key is not valid", async () => {
    const url = "/api/webshop/reset-password/not-a-real-key";
    expect((await t.app.inject({ method: "GET", url })).json()).toEqual({ valid: false });
    const res = await t.app.inject({ method: "POST", url, payload: { password: "long-enough" } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: "Sorry, no account connected to this key",
      code: "reset_key_invalid",
    });
  });

  it("the database keeps only the hash of a reset key", async () => {
    const { email } = await registerWithCode(t.app, await newCode(t));
    const key = await resetKeyFor(email);
    const rows = await t.db.select({ keyHash: passwordResetKeys.keyHash }).from(passwordResetKeys);
    expect(rows.some((r) => r.keyHash === key)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.keyHash))).toBe(true);
  });

  it("sessions are stored by token hash only", async () => {
    const user = await createUser(t);
    const cookie = await signIn(t.app, user.email, user.password);
    const token = cookie.slice("sid=".length);
    const rows = await t.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });
});

describe("account rate limits", () => {
  /** An app of the test's own with these limits, closed when the test ends. */
  async function limitedApp(rateLimits: Partial<RateLimits>): Promise<TestApp> {
    const t = await createTestApp({ rateLimits });
    onTestFinished(() => t.close());
    return t;
  }

  /** A sign-in as the user from an address: its status. */
  const signInFrom = async (t: TestApp, email: string, password: string, address: string) =>
    (
      await t.app.inject({
        method: "POST",
        url: "/api/webshop/session",
        payload: { username: email, password },
        remoteAddress: address,
      })
    ).statusCode;

  it("an address guessing an account's password locks out only itself; the owner signs in from another", async () => {
    const t = await limitedApp({ signInPerAccountAndAddress: { max: 2, windowMs: 60_000 } });
    const user = await createUser(t);
    const other = await createUser(t);
    expect(await signInFrom(t, user.email, "guess-1", "10.3.0.1")).toBe(401);
    expect(await signInFrom(t, ` ${user.email.toUpperCase()}`, "guess-2", "10.3.0.1")).toBe(401);
    const limited = await t.app.inject({
      method: "POST",
      url: "/api/webshop/session",
      payload: { username: user.email, password: user.password },
      remoteAddress: "10.3.0.1",
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(rateLimited);
    expect(await signInFrom(t, user.email, user.password, "10.3.0.2")).toBe(200);
    // The locked-out address may still sign in to another account.
    expect(await signInFrom(t, other.email, other.password, "10.3.0.1")).toBe(200);
  });

  it("counts an IPv6 address by its /64 per account", async () => {
    const t = await limitedApp({ signInPerAccountAndAddress: { max: 1, windowMs: 60_000 } });
    const user = await createUser(t);
    expect(await signInFrom(t, user.email, "guess-1", "2001:db8:5:6::1")).toBe(401);
    expect(await signInFrom(t, user.email, user.password, "2001:db8:5:6::ffff")).toBe(429);
    expect(await signInFrom(t, user.email, user.password, "2001:db8:5:7::1")).toBe(200);
  });

  it("counts only failed sign-ins: the owner signing in often is never locked out", async () => {
    const t = await limitedApp({
      signInPerAccountAndAddress: { max: 2, windowMs: 60_000 },
      signInPerAccount: { max: 2, windowMs: 60_000 },
    });
    const user = await createUser(t);
    for (let i = 0; i < 4; i++) expect(await signInFrom(t, user.email, user.password, "10.3.1.1")).toBe(200);
  });

  it("refuses every address once the account's failures from all addresses reach the ceiling", async () => {
    const t = await limitedApp({
      signInPerAccountAndAddress: { max: 10, windowMs: 60_000 },
      signInPerAccount: { max: 3, windowMs: 60_000 },
    });
    const user = await createUser(t);
    for (const n of [1, 2, 3]) expect(await signInFrom(t, user.email, "wrong", `10.3.2.${n}`)).toBe(401);
    expect(await signInFrom(t, user.email, "wrong", "10.3.2.4")).toBe(429);
    expect(await signInFrom(t, user.email, user.password, "10.3.2.5")).toBe(429);
    const other = await createUser(t);
    expect(await signInFrom(t, other.email, other.password, "10.3.2.5")).toBe(200);
  });

  it("a password reset clears the account's counters, per address and the ceiling", async () => {
    const t = await limitedApp({
      signInPerAccountAndAddress: { max: 2, windowMs: 60_000 },
      signInPerAccount: { max: 3, windowMs: 60_000 },
    });
    const user = await createUser(t);
    for (const address of ["10.3.3.1", "10.3.3.1", "10.3.3.2"])
      expect(await signInFrom(t, user.email, "wrong", address)).toBe(401);
    expect(await signInFrom(t, user.email, user.password, "10.3.3.1")).toBe(429);
    expect(await signInFrom(t, user.email, user.password, "10.3.3.3")).toBe(429);

    await t.app.inject({ method: "GET", url: reminderUrl(user.email) });
    const mail = (await t.mails()).filter((m) => m.to === user.email).at(-1);
    const key = resetKeyFrom(mail?.text ?? "");
    const newPassword = "fjord-lantern-9";
    const reset = await t.app.inject({
      method: "POST",
      url: `/api/webshop/reset-password/${encodeURIComponent(key)}`,
      payload: { password: newPassword },
    });
    expect(reset.statusCode).toBe(200);
    expect(await signInFrom(t, user.email, newPassword, "10.3.3.1")).toBe(200);
    expect(await signInFrom(t, user.email, newPassword, "10.3.3.3")).toBe(200);
  });

  it("sign-in attempts from one address are limited", async () => {
    const t = await limitedApp({ signInPerIp: { max: 2, windowMs: 60_000 } });
    for (const n of [1, 2]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/webshop/session",
        payload: { username: `u${n}@example.com`, password: "wrong" },
      });
      expect(res.statusCode).toBe(401);
    }
    const limited = await t.app.inject({
      method: "POST",
      url: "/api/webshop/session",
      payload: { username: "u3@example.com", password: "wrong" },
    });
    expect(limited.statusCode).toBe(429);
  });

  it("the e-mail check is limited per address", async () => {
    const t = await limitedApp({ codeEntryPerIp: { max: 3, windowMs: 60_000 } });
    // Its own bucket, with the size of the code-entry one: the code verified here does not count against it.
    const cookie = await verifyCode(t.app, await newCode(t));
    for (const n of [1, 2, 3]) {
      const res = await t.app.inject({
        method: "GET",
        url: existsUrl(`p${n}@example.com`),
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
    }
    const limited = await t.app.inject({
      method: "GET",
      url: existsUrl("p4@example.com"),
      headers: { cookie },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(rateLimited);
  });

  it("registrations from one address are limited", async () => {
    const t = await limitedApp({ registrationPerIp: { max: 1, windowMs: 60_000 } });
    const code = await newCode(t);
    await registerWithCode(t.app, code);
    const cookie = await verifyCode(t.app, code);
    const limited = await t.app.inject({
      method: "POST",
      url: "/ajax/create.php",
      payload: registrationPayload(code, uniqueEmail()),
      headers: { cookie },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(rateLimited);
  });

  it("reset requests are limited per e-mail and per address", async () => {
    const t = await limitedApp({
      resetRequestPerEmail: { max: 1, windowMs: 60_000 },
      resetRequestPerIp: { max: 2, windowMs: 60_000 },
    });
    const user = await createUser(t);
    expect((await t.app.inject({ method: "GET", url: reminderUrl(user.email) })).statusCode).toBe(200);
    const sameEmail = await t.app.inject({
      method: "GET",
      url: reminderUrl(` ${user.email.toUpperCase()}`),
      remoteAddress: "10.4.0.1",
    });
    expect(sameEmail.statusCode).toBe(429);
    expect((await t.app.inject({ method: "GET", url: reminderUrl("a@example.com") })).statusCode).toBe(200);
    const sameAddress = await t.app.inject({ method: "GET", url: reminderUrl("b@example.com") });
    expect(sameAddress.statusCode).toBe(429);
    expect(sameAddress.json()).toEqual(rateLimited);
  });
});
