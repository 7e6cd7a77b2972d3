import { passwordMinScore } from "@shop/domain/password-rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createShopContent, createSubjectWithCode, createUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { registrationPayload, uniqueEmail, verifyCode } from "../test-support.ts";
import { passwordEstimator } from "./password-strength.ts";

const reasons = {
  password_too_common: "This password is too common. Please choose another.",
  password_is_email: "The password must not be your e-mail address or a part of it.",
  password_is_shop_name: "The password must not be the shop's name.",
  password_repeated_character: "The password must not be one character repeated.",
  password_too_weak:
    "This password is too easy to guess. Make it longer, for example with a few words that do not belong together.",
} as const;

describe("the strength estimate of a new password", () => {
  it.each(["password", "123456", "qwerty123", "PassWord1", "sunshine1", "football1", "passord", "secret123"])(
    "'%s' is on the breached-password list or too close to one on it",
    async (password) => {
      expect((await passwordEstimator())(password, []).common).toBe(true);
    },
  );

  it.each(["horseman", "shalimar", "bulldoze"])(
    "refuses '%s', of the 49,233 on the list and not of the 10,000 the shop refused before",
    async (password) => {
      expect((await passwordEstimator())(password, []).common).toBe(true);
    },
  );

  it.each(["fjord-lantern-9", "harbour-kite-41", "Kari&Ola-2026", "granny-smith-42"])(
    "'%s' is strong enough",
    async (password) => {
      const estimated = (await passwordEstimator())(password, []);
      expect(estimated.common).toBe(false);
      expect(estimated.score).toBeGreaterThanOrEqual(passwordMinScore);
    },
  );

  it("takes the person's words as guessed first", async () => {
    const estimate = await passwordEstimator();
    expect(estimate("nordmannsen77", ["nordmannsen"]).score).toBeLessThan(
      estimate("nordmannsen77", []).score,
    );
  });

  it("loads its word lists once", async () => {
    expect(await passwordEstimator()).toBe(await passwordEstimator());
  });
});

describe("a new password on the forms", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // The shop is 'Testfoto AS'.
    await createShopContent(t);
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

  it.each([
    ["Sunshine1", "password_too_common"],
    ["demo1234", "password_too_common"],
    ["aaaaaaaa", "password_repeated_character"],
    ["Testfoto2026", "password_is_shop_name"],
    ["Berg.Lise-99", "password_is_email"],
    ["abcdefgh1", "password_too_weak"],
    ["qwertzuiop", "password_too_weak"],
  ] as const)(
    "registration refuses '%s' with %s, its own reason, and flags the password",
    async (password, code) => {
      const res = await register(uniqueEmail("lise.berg"), password);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: reasons[code], code, data: ["password"] });
    },
  );

  it("registration keeps the spec's length text for a short password, and says a rule only of a long enough one", async () => {
    const res = await register(uniqueEmail(), "aaa");
    expect(res.json()).toEqual({ error: "That's too short!", code: "too_short", data: ["password"] });
  });

  it("registration names every failing field, the password's rule among them", async () => {
    const subject = await createSubjectWithCode(t);
    const cookie = await verifyCode(t.app, subject.code);
    const res = await t.app.inject({
      method: "POST",
      url: "/ajax/create.php",
      payload: registrationPayload(subject.code, uniqueEmail(), {
        mobile: "12",
        password: "Sunshine1",
        confirm_password: "Sunshine1",
      }),
      headers: { cookie },
    });
    expect(res.json()).toEqual({
      error: "Invalid phone number",
      code: "invalid_mobile",
      data: ["mobile", "password"],
    });
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

  it("reset refuses a password that breaks a rule, says which, and keeps the key usable", async () => {
    const user = await createUser(t, { email: `per.olsen-${Date.now()}@example.com` });
    const url = await resetUrl(user.email);
    for (const [password, code] of [
      ["football1", "password_too_common"],
      ["Per.Olsen", "password_is_email"],
      ["testfoto-as", "password_is_shop_name"],
      ["1111111111", "password_repeated_character"],
    ] as const) {
      const refused = await t.app.inject({ method: "POST", url, payload: { password } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: reasons[code], code });
    }
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
