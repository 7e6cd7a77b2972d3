import { studioLimits } from "@shop/domain/studio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signedInCookie } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createStaff, studioCookie } from "../../test/staff-factories.ts";
import { commandLineActor, issueStaffSetupLink, recordStudioChange } from "./service.ts";

function cookieOf(res: { cookies: Array<{ name: string; value: string }> }, name: string): string {
  const cookie = res.cookies.find((c) => c.name === name);
  if (!cookie) throw new Error(`no ${name} cookie`);
  return `${name}=${cookie.value}`;
}

describe("the studio's sign-in", () => {
  let t: TestApp;
  let clock = new Date("2026-11-29T08:00:00Z");
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  it("signs a member in with e-mail and password and says who is signed in", async () => {
    const owner = await createStaff(t, { role: "owner", name: "Olga Owner" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/studio/session",
      payload: { email: owner.email.toUpperCase(), password: owner.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().staff).toMatchObject({
      email: owner.email,
      name: "Olga Owner",
      role: "owner",
      state: "active",
    });
    const cookie = res.cookies.find((c) => c.name === "studio");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
    const me = await t.app.inject({ url: "/api/studio/me", headers: { cookie: cookieOf(res, "studio") } });
    expect(me.statusCode).toBe(200);
    expect(me.json().staff.uuid).toBe(owner.uuid);
  });

  it("refuses a wrong password and an unknown e-mail alike", async () => {
    const member = await createStaff(t);
    for (const payload of [
      { email: member.email, password: "not the password" },
      { email: "nobody@example.com", password: member.password },
    ]) {
      const res = await t.app.inject({ method: "POST", url: "/api/studio/session", payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: "Wrong e-mail address or password", code: "invalid_credentials" });
    }
  });

  it("refuses an invited member who has not chosen a password", async () => {
    const invited = await createStaff(t, { state: "invited" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/studio/session",
      payload: { email: invited.email, password: invited.password },
    });
    expect(res.statusCode).toBe(401);
  });

  it("never opens a studio call with a parent's session, nor a parent's call with a studio session", async () => {
    const parent = await createUser(t);
    const parentCookie = await signedInCookie(t, parent.id);
    const asParent = await t.app.inject({ url: "/api/studio/me", headers: { cookie: parentCookie } });
    expect(asParent.statusCode).toBe(401);
    expect(asParent.json()).toEqual({ error: "Please sign in", code: "unauthorized" });

    const owner = await createStaff(t, { role: "owner" });
    const ownerCookie = await studioCookie(t, owner.id, clock);
    const cart = await t.app.inject({ url: "/api/webshop/cart", headers: { cookie: ownerCookie } });
    expect(cart.statusCode).toBe(401);
    const me = await t.app.inject({ url: "/api/webshop/me", headers: { cookie: ownerCookie } });
    expect(me.json()).toMatchObject({ user: null });
  });

  it("ends a session after 30 minutes without a request and after 12 hours in all", async () => {
    const member = await createStaff(t);
    const start = clock;
    const cookie = await studioCookie(t, member.id, start);
    const me = () => t.app.inject({ url: "/api/studio/me", headers: { cookie } });

    // A request every 20 minutes keeps it open, and its last-seen time moves on…
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      clock = new Date(start.getTime() + minutes * 60_000);
      expect((await me()).statusCode, `after ${minutes} minutes`).toBe(200);
    }
    // …until 12 hours have passed since it began.
    clock = new Date(start.getTime() + studioLimits.sessionAbsoluteMs);
    expect((await me()).statusCode).toBe(401);

    const idle = await studioCookie(t, member.id, clock);
    clock = new Date(clock.getTime() + studioLimits.sessionIdleMs);
    expect((await t.app.inject({ url: "/api/studio/me", headers: { cookie: idle } })).statusCode).toBe(401);
  });

  it("signs out: the session's cookie opens nothing any more", async () => {
    const member = await createStaff(t);
    const cookie = await studioCookie(t, member.id, clock);
    const out = await t.app.inject({ method: "DELETE", url: "/api/studio/session", headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect((await t.app.inject({ url: "/api/studio/me", headers: { cookie } })).statusCode).toBe(401);
  });
});

describe("the one-time set-up link", () => {
  let t: TestApp;
  let clock = new Date("2026-11-29T08:00:00Z");
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  it("lets the owner choose a password once, signs them in and records it", async () => {
    const link = await issueStaffSetupLink(
      t.db,
      { email: "First.Owner@Example.com", role: "owner" },
      commandLineActor,
      clock,
    );
    expect(link.created).toBe(true);
    const check = await t.app.inject({ url: `/api/studio/setup/${link.token}` });
    expect(check.json()).toMatchObject({ email: "first.owner@example.com" });

    const short = await t.app.inject({
      method: "POST",
      url: `/api/studio/setup/${link.token}`,
      payload: { password: "short" },
    });
    expect(short.json()).toMatchObject({ code: "password_not_long_enough" });

    const res = await t.app.inject({
      method: "POST",
      url: `/api/studio/setup/${link.token}`,
      payload: { password: "a mountain of glass lanterns" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().staff).toMatchObject({ role: "owner", state: "active" });
    const staff = await t.app.inject({
      url: "/api/studio/staff",
      headers: { cookie: cookieOf(res, "studio") },
    });
    expect(staff.json().staff).toEqual([expect.objectContaining({ email: "first.owner@example.com" })]);

    const again = await t.app.inject({
      method: "POST",
      url: `/api/studio/setup/${link.token}`,
      payload: { password: "a mountain of glass lanterns" },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe("studio_link_invalid");

    const record = await t.app.inject({
      url: "/api/studio/record",
      headers: { cookie: cookieOf(res, "studio") },
    });
    expect(record.json().entries.map((e: { action: string }) => e.action)).toEqual([
      "staff.set-up",
      "staff.create",
    ]);
  });

  it("opens for 15 minutes only, and a new link ends the earlier one", async () => {
    const first = await issueStaffSetupLink(
      t.db,
      { email: "late@example.com", role: "staff" },
      commandLineActor,
      clock,
    );
    const second = await issueStaffSetupLink(
      t.db,
      { email: "late@example.com", role: "staff" },
      commandLineActor,
      clock,
    );
    expect(second.created).toBe(false);
    expect((await t.app.inject({ url: `/api/studio/setup/${first.token}` })).statusCode).toBe(404);
    clock = new Date(clock.getTime() + studioLimits.setupLinkMs);
    expect((await t.app.inject({ url: `/api/studio/setup/${second.token}` })).statusCode).toBe(404);
  });
});

describe("the studio's record", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("reads newest first, a page at a time", async () => {
    const owner = await createStaff(t, { role: "owner" });
    const cookie = await studioCookie(t, owner.id);
    for (let i = 1; i <= 5; i++)
      await recordStudioChange(t.db, {
        staff: { id: owner.id, email: owner.email },
        action: "job.rename",
        objectType: "job",
        objectId: i,
        detail: { name: `Job ${i}` },
      });
    const first = await t.app.inject({ url: "/api/studio/record?limit=3", headers: { cookie } });
    expect(first.json().entries.map((e: { objectId: string }) => e.objectId)).toEqual(["5", "4", "3"]);
    expect(first.json().entries[0]).toMatchObject({ staffEmail: owner.email, detail: { name: "Job 5" } });
    const next = first.json().next as string;
    const second = await t.app.inject({
      url: `/api/studio/record?limit=3&before=${next}`,
      headers: { cookie },
    });
    expect(second.json().entries.map((e: { objectId: string }) => e.objectId)).toEqual(["2", "1"]);
    expect(second.json().next).toBeNull();
  });
});

describe("the studio in production before its owner is set up", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        SHOP_MODE: "production",
        PUBLIC_URL: "https://shop.example.com",
        SMTP_URL: "smtp://127.0.0.1:2525",
        INVOICE_ENABLED: "true",
      },
    });
  });
  afterAll(() => t.close());

  it("answers nothing but the set-up call with a valid token, then everything once an owner exists", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/studio/session", payload: {} })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: "/api/studio/me" })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/api/studio/setup/not-a-token" })).statusCode).toBe(404);

    const link = await issueStaffSetupLink(
      t.db,
      { email: "owner@example.com", role: "owner" },
      commandLineActor,
    );
    expect((await t.app.inject({ url: `/api/studio/setup/${link.token}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/studio/me" })).statusCode).toBe(404);
    const setUp = await t.app.inject({
      method: "POST",
      url: `/api/studio/setup/${link.token}`,
      payload: { password: "a mountain of glass lanterns" },
    });
    expect(setUp.statusCode).toBe(200);
    expect(setUp.cookies.find((c) => c.name === "__Host-studio")).toMatchObject({
      secure: true,
      sameSite: "Strict",
    });
    expect((await t.app.inject({ url: "/api/studio/me" })).statusCode).toBe(401);
  });
});

describe("the operator's set-up link for a studio member", () => {
  let t: TestApp;
  const token = "a-made-up-operator-token-for-this-test-only-0123456789";
  beforeAll(async () => {
    t = await createTestApp({ env: { OPERATOR_TOKEN: token, PUBLIC_URL: "https://shop.example.com" } });
  });
  afterAll(() => t.close());

  it("invites a member in the role and answers the set-up page's address, recorded as the operator's", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/operator/studio/staff",
      headers: { authorization: `Bearer ${token}` },
      payload: { email: "Helper@Example.com", role: "support", name: "Hilde Helper" },
    });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url);
    expect(`${url.origin}${url.pathname}`).toBe("https://shop.example.com/studio/setup");
    const check = await t.app.inject({ url: `/api/studio/setup/${url.searchParams.get("token")}` });
    expect(check.json()).toMatchObject({ email: "helper@example.com", name: "Hilde Helper" });

    const owner = await createStaff(t, { role: "owner" });
    const record = await t.app.inject({
      url: "/api/studio/record",
      headers: { cookie: await studioCookie(t, owner.id) },
    });
    expect(record.json().entries[0]).toMatchObject({
      staffEmail: "operator",
      action: "staff.create",
      detail: { email: "helper@example.com", role: "support" },
    });
  });
});
