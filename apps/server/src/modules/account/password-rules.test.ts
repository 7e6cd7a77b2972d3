import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSubjectWithCode, createUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { registrationPayload, uniqueEmail, verifyCode } from "../test-support.ts";
import { checkNewPassword, isCommonPassword } from "./password-rules.ts";

const tooCommon = "This password is too common. Please choose another.";
const isEmail = "The password must not be your e-mail address.";

describe("the rules for a new password", () => {
  it.each(["password", "123456", "qwerty123", "PassWord1", " sunshine ", "passord"])(
    "'%s' is too common",
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
      expect(checkNewPassword(password, "kari@example.com")).toBe("passwordTooCommon");
    },
  );

  it.each(["fjord-lantern-9", "secret123", "Kari&Ola-2026"])("'%s' is allowed", (password) => {
    expect(checkNewPassword(password, "kari@example.com")).toBeNull();
  });

  it("the list's source and licence lines are not passwords", () => {
    expect(isCommonPassword("# Copyright (c) 2021 @zxcvbn-ts")).toBe(false);
  });

  it("the e-mail address or its part before the @ is refused, in any case", () => {
    expect(checkNewPassword("Kari.Berg@Example.com", "kari.berg@example.com")).toBe("passwordIsEmail");
    expect(checkNewPassword("KARI.BERG", "kari.berg@example.com")).toBe("passwordIsEmail");
  });
});

describe("a new password on the forms", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function register(email: string, password: string) {
    const subject = await createSubjectWithCode(t);
    const cookie = await verifyCode(t.app, subject.code);
    return t.app.inject({
      method: "POST",
      url: "/ajax/create.php",
      payload: registrationPayload(subject.code, email, { password, confirm_password: password }),
      headers: { cookie },
    });
  }

  it("registration refuses a common password and flags the password field", async () => {
    const res = await register(uniqueEmail(), "Sunshine1");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: tooCommon, code: "password_too_common", data: ["password"] });
  });

  it("registration refuses the e-mail address as the password", async () => {
    const email = uniqueEmail("lise");
    const res = await register(email, email.toUpperCase());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: isEmail, code: "password_is_email", data: ["password"] });
  });

  it("registration keeps the spec's length text for a short password", async () => {
    const res = await register(uniqueEmail(), "abc");
    expect(res.json()).toEqual({ error: "That's too short!", code: "too_short", data: ["password"] });
  });

  async function resetUrl(email: string): Promise<string> {
    await t.app.inject({
      method: "GET",
      url: `/sections/prophoto/ajax/send_password_reminder.php?json=1&email=${encodeURIComponent(email)}`,
    });
    const mail = (await t.mails()).filter((m) => m.to === email).at(-1);
    const key = /reset-password\?resetcode=([A-Za-z0-9_%-]+)/.exec(mail?.text ?? "")?.[1];
    if (!key) throw new Error("no reset link in the mail");
    return `/api/webshop/reset-password/${key}`;
  }

  it("reset refuses a common password or the e-mail address and keeps the key usable", async () => {
    const user = await createUser(t, { email: "per.olsen@example.com" });
    const url = await resetUrl(user.email);
    const common = await t.app.inject({ method: "POST", url, payload: { password: "football1" } });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({ error: tooCommon, code: "password_too_common" });
    const local = await t.app.inject({ method: "POST", url, payload: { password: "Per.Olsen" } });
    expect(local.statusCode).toBe(400);
    expect(local.json()).toEqual({ error: isEmail, code: "password_is_email" });
    expect((await t.app.inject({ method: "GET", url })).json()).toEqual({ valid: true });
    const good = await t.app.inject({ method: "POST", url, payload: { password: "harbour-kite-41" } });
    expect(good.statusCode).toBe(200);
    const signedIn = await t.app.inject({
      method: "POST",
      url: "/api/webshop/session",
      payload: { username: user.email, password: "harbour-kite-41" },
    });
    expect(signedIn.statusCode).toBe(200);
  });
});
