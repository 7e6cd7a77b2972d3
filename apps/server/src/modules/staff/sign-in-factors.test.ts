import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createStaff, productionEnv, studioCookie } from "../../test/staff-factories.ts";

function codeOf(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });
}

function cookieOf(res: { cookies: Array<{ name: string; value: string }> }, name: string): string {
  const cookie = res.cookies.find((c) => c.name === name);
  if (!cookie) throw new Error(`no ${name} cookie`);
  return `${name}=${cookie.value}`;
}

describe("TOTP as the second factor", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("sets up with a code from the new secret, then asks for a code at sign-in, and takes a recovery code once", async () => {
    const member = await createStaff(t, { role: "staff" });
    const cookie = await studioCookie(t, member.id);
    const start = await t.app.inject({
      method: "POST",
      url: "/api/studio/account/totp",
      headers: { cookie },
    });
    expect(start.statusCode).toBe(200);
    const { secret, uri, qrSvg } = start.json();
    expect(uri).toContain("otpauth://totp/");
    expect(qrSvg).toContain("<svg");

    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/studio/account/totp/confirm",
      headers: { cookie },
      payload: { code: "000000" === codeOf(secret) ? "111111" : "000000" },
    });
    expect(wrong.json().code).toBe("studio_code_wrong");
    const confirmed = await t.app.inject({
      method: "POST",
      url: "/api/studio/account/totp/confirm",
      headers: { cookie },
      payload: { code: codeOf(secret) },
    });
    const { recoveryCodes } = confirmed.json();
    expect(recoveryCodes).toHaveLength(10);

    const signIn = (code?: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/studio/session",
        payload: { email: member.email, password: member.password, ...(code ? { code } : {}) },
      });
    expect((await signIn()).json().code).toBe("studio_code_required");
    expect((await signIn("123 456")).json().code).toBe("studio_code_wrong");
    // The confirming code's time step is used up (a code is accepted once): the next step's code, one step ahead.
    expect((await signIn(codeOf(secret, Date.now() + 30_000))).statusCode).toBe(200);
    expect((await signIn(recoveryCodes[0])).statusCode).toBe(200);
    expect((await signIn(recoveryCodes[0])).json().code).toBe("studio_code_wrong");

    const security = await t.app.inject({ url: "/api/studio/account/security", headers: { cookie } });
    expect(security.json()).toMatchObject({ totp: true, recoveryCodesLeft: 9, passkeys: [] });
  });
});

describe("the owner's staff page", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("invites a member by mail, who sets up from the mail's link; changes the role; removes them, ending their sessions", async () => {
    const owner = await createStaff(t, { role: "owner" });
    const cookie = await studioCookie(t, owner.id);
    const invited = await t.app.inject({
      method: "POST",
      url: "/api/studio/staff",
      headers: { cookie },
      payload: { email: "New.Helper@Example.com", name: "Nina Helper", role: "staff" },
    });
    expect(invited.statusCode).toBe(204);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/studio/staff",
      headers: { cookie },
      payload: { email: "new.helper@example.com", name: "Nina", role: "support" },
    });
    expect(again.json().code).toBe("studio_email_taken");

    const mail = (await t.mails()).find((m) => m.to === "new.helper@example.com");
    expect(mail?.subject).toContain("studio");
    const link = /https?:\/\/\S+\/studio\/setup\?token=(\S+)/.exec(mail?.text ?? "");
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link?.[1] ?? "");
    const setUp = await t.app.inject({
      method: "POST",
      url: `/api/studio/setup/${token}`,
      payload: { password: "a ladder of quiet harbours" },
    });
    expect(setUp.json().staff).toMatchObject({ name: "Nina Helper", role: "staff", state: "active" });
    const helperCookie = cookieOf(setUp, "studio");
    const uuid = setUp.json().staff.uuid as string;

    const role = await t.app.inject({
      method: "PATCH",
      url: `/api/studio/staff/${uuid}`,
      headers: { cookie },
      payload: { role: "support" },
    });
    expect(role.statusCode).toBe(204);
    expect(
      (await t.app.inject({ url: "/api/studio/me", headers: { cookie: helperCookie } })).json().staff.role,
    ).toBe("support");

    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/studio/staff/${uuid}`,
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect(
      (await t.app.inject({ url: "/api/studio/me", headers: { cookie: helperCookie } })).statusCode,
    ).toBe(401);

    const record = await t.app.inject({ url: "/api/studio/record", headers: { cookie } });
    expect(record.json().entries.map((e: { action: string }) => e.action)).toEqual([
      "staff.remove",
      "staff.role",
      "staff.set-up",
      "staff.create",
    ]);
  });

  it("mails an invited member a new link, which ends the earlier one", async () => {
    const owner = await createStaff(t, { role: "owner" });
    const cookie = await studioCookie(t, owner.id);
    const invited = await createStaff(t, { role: "support", state: "invited", name: "Ivar Invited" });
    const send = () =>
      t.app.inject({ method: "POST", url: `/api/studio/staff/${invited.uuid}/link`, headers: { cookie } });
    const tokens: string[] = [];
    for (let i = 0; i < 2; i++) {
      expect((await send()).statusCode).toBe(204);
      const mail = (await t.mails()).filter((m) => m.to === invited.email).at(-1);
      tokens.push(decodeURIComponent(/setup\?token=(\S+)/.exec(mail?.text ?? "")?.[1] ?? ""));
    }
    expect(tokens[0]).not.toBe(tokens[1]);
    expect((await t.app.inject({ url: `/api/studio/setup/${tokens[0]}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/studio/setup/${tokens[1]}` })).json()).toMatchObject({
      name: "Ivar Invited",
    });
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/studio/staff/00000000-0000-4000-8000-000000000000/link",
      headers: { cookie },
    });
    expect(missing.json().code).toBe("studio_member_not_found");
  });

  it("keeps the shop's last owner", async () => {
    const t2 = await createTestApp();
    try {
      const owner = await createStaff(t2, { role: "owner" });
      const cookie = await studioCookie(t2, owner.id);
      for (const call of [
        { method: "PATCH" as const, payload: { role: "staff" } },
        { method: "DELETE" as const, payload: undefined },
      ]) {
        const res = await t2.app.inject({
          method: call.method,
          url: `/api/studio/staff/${owner.uuid}`,
          headers: { cookie },
          ...(call.payload ? { payload: call.payload } : {}),
        });
        expect(res.statusCode).toBe(409);
        expect(res.json().code).toBe("studio_last_owner");
      }
    } finally {
      await t2.close();
    }
  });
});

describe("a second factor in production", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: productionEnv });
  });
  afterAll(() => t.close());

  it("keeps an owner signed in with a password alone to the set-up until TOTP is confirmed; support needs none", async () => {
    const owner = await createStaff(t, { role: "owner" });
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/studio/session",
      payload: { email: owner.email, password: owner.password },
    });
    expect(signIn.json().secondFactorNeeded).toBe(true);
    const cookie = cookieOf(signIn, "__Host-studio");
    const staff = await t.app.inject({ url: "/api/studio/staff", headers: { cookie } });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().code).toBe("studio_second_factor_required");

    const { secret } = (
      await t.app.inject({ method: "POST", url: "/api/studio/account/totp", headers: { cookie } })
    ).json();
    await t.app.inject({
      method: "POST",
      url: "/api/studio/account/totp/confirm",
      headers: { cookie },
      payload: { code: codeOf(secret) },
    });
    expect((await t.app.inject({ url: "/api/studio/staff", headers: { cookie } })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: "/api/studio/me", headers: { cookie } })).json().secondFactorNeeded,
    ).toBe(false);

    const support = await createStaff(t, { role: "support" });
    const asSupport = await t.app.inject({
      method: "POST",
      url: "/api/studio/session",
      payload: { email: support.email, password: support.password },
    });
    expect(asSupport.json().secondFactorNeeded).toBe(false);
  });
});
