import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { staffPasskeys, staffSessions, staffUsers, studioRecord } from "../../db/schema/staff.ts";
import { createTestApp, injectAsBrowser, type TestApp } from "../../test/helpers.ts";
import { createStaff, productionEnv, studioCookie, type TestStaff } from "../../test/staff-factories.ts";
import { hashToken } from "../account/sessions.ts";

const periodMs = 30_000;

function codeOf(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at.getTime(),
  });
}

/** A clock the test moves: TOTP steps are decided with the app's clock. */
function testClock() {
  let now = Date.UTC(2026, 10, 29, 9, 0, 5);
  return {
    now: () => new Date(now),
    nextStep() {
      now += periodMs;
    },
  };
}

/** Starts TOTP for the member and confirms it at the clock's time; answers the secret. */
async function withTotp(app: FastifyInstance, cookie: string, at: Date): Promise<string> {
  const { secret } = (
    await app.inject({ method: "POST", url: "/api/studio/account/totp", headers: { cookie } })
  ).json();
  const confirmed = await app.inject({
    method: "POST",
    url: "/api/studio/account/totp/confirm",
    headers: { cookie },
    payload: { code: codeOf(secret, at) },
  });
  expect(confirmed.statusCode).toBe(200);
  return secret;
}

const signIn = (app: FastifyInstance, member: TestStaff, code?: string) =>
  app.inject({
    method: "POST",
    url: "/api/studio/session",
    payload: { email: member.email, password: member.password, ...(code === undefined ? {} : { code }) },
  });

describe("a TOTP code is accepted once", () => {
  const clock = testClock();
  let t: TestApp;
  /** A second server process of the same shop: the same database, nothing else in common. */
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    other = injectAsBrowser(
      await buildApp({
        config: t.config,
        db: t.db,
        storage: t.storage,
        mailer: t.mailer,
        logger: false,
        webDistDir: null,
        now: clock.now,
      }),
      t.config,
    );
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it("refuses a sign-in code used before, on this process or another, as a wrong code", async () => {
    const member = await createStaff(t, { role: "staff" });
    const secret = await withTotp(t.app, await studioCookie(t, member.id, clock.now()), clock.now());
    clock.nextStep();
    const code = codeOf(secret, clock.now());
    expect((await signIn(t.app, member, code)).statusCode).toBe(200);
    for (const app of [t.app, other]) {
      const again = await signIn(app, member, code);
      expect(again.statusCode).toBe(401);
      expect(again.json().code).toBe("studio_code_wrong");
    }
    // The previous step's code is still in the window of one step, but older than the one used.
    const previous = codeOf(secret, new Date(clock.now().getTime() - periodMs));
    expect((await signIn(other, member, previous)).json().code).toBe("studio_code_wrong");

    clock.nextStep();
    const next = codeOf(secret, clock.now());
    expect((await signIn(other, member, next)).statusCode).toBe(200);
    expect((await signIn(t.app, member, next)).json().code).toBe("studio_code_wrong");
    const [row] = await t.db
      .select({ step: staffUsers.totpLastStep })
      .from(staffUsers)
      .where(eq(staffUsers.id, member.id));
    expect(row?.step).toBe(Math.floor(clock.now().getTime() / periodMs));
  });

  it("refuses at sign-in the code that confirmed the app, and a confirming code used before", async () => {
    const member = await createStaff(t, { role: "owner" });
    const cookie = await studioCookie(t, member.id, clock.now());
    const secret = await withTotp(t.app, cookie, clock.now());
    const confirming = codeOf(secret, clock.now());
    expect((await signIn(other, member, confirming)).json().code).toBe("studio_code_wrong");

    // Another app, set up in the same step: its code is refused until a later step, then confirms it.
    const { secret: second } = (
      await other.inject({ method: "POST", url: "/api/studio/account/totp", headers: { cookie } })
    ).json();
    const confirm = (code: string) =>
      other.inject({
        method: "POST",
        url: "/api/studio/account/totp/confirm",
        headers: { cookie },
        payload: { code },
      });
    expect((await confirm(codeOf(second, clock.now()))).json().code).toBe("studio_code_wrong");
    clock.nextStep();
    expect((await confirm(codeOf(second, clock.now()))).statusCode).toBe(200);
    expect((await signIn(t.app, member, codeOf(second, clock.now()))).json().code).toBe("studio_code_wrong");
    clock.nextStep();
    expect((await signIn(t.app, member, codeOf(second, clock.now()))).statusCode).toBe(200);
  });
});

describe("the sign-in's limit with TOTP", () => {
  const clock = testClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      now: clock.now,
      rateLimits: { signInPerAccountAndAddress: { max: 3, windowMs: 15 * 60_000 } },
    });
  });
  afterAll(() => t.close());

  it("spends one attempt per login (password, then code), and counts every wrong code", async () => {
    const member = await createStaff(t, { role: "staff" });
    const secret = await withTotp(t.app, await studioCookie(t, member.id, clock.now()), clock.now());
    for (let login = 0; login < 5; login++) {
      clock.nextStep();
      expect((await signIn(t.app, member)).json().code, `login ${login}`).toBe("studio_code_required");
      expect((await signIn(t.app, member, codeOf(secret, clock.now()))).statusCode, `login ${login}`).toBe(
        200,
      );
    }
    // Three wrong codes spend the budget; the fourth attempt is refused before its password or code is looked at.
    clock.nextStep();
    const wrong = codeOf(secret, clock.now()) === "000000" ? "111111" : "000000";
    for (let i = 0; i < 3; i++) expect((await signIn(t.app, member, wrong)).statusCode).toBe(401);
    expect((await signIn(t.app, member, codeOf(secret, clock.now()))).statusCode).toBe(429);
    expect((await signIn(t.app, member)).statusCode).toBe(429);
  });

  it("still counts a wrong password, with or without a code", async () => {
    const member = await createStaff(t, { role: "staff" });
    await withTotp(t.app, await studioCookie(t, member.id, clock.now()), clock.now());
    const wrong = { ...member, password: "not the password" };
    for (let i = 0; i < 3; i++)
      expect((await signIn(t.app, wrong, i === 0 ? undefined : "123456")).json().code).toBe(
        "invalid_credentials",
      );
    expect((await signIn(t.app, member)).statusCode).toBe(429);
  });
});

/** A stored passkey as adding one stores it (the WebAuthn ceremony itself is the browser journey's). */
async function createPasskey(t: TestApp, staffId: number, name: string, lastUsedAt: Date | null = null) {
  const [row] = await t.db
    .insert(staffPasskeys)
    .values({
      staffId,
      credentialId: randomBytes(16).toString("base64url"),
      publicKey: randomBytes(32).toString("base64url"),
      name,
      lastUsedAt,
    })
    .returning({ uuid: staffPasskeys.uuid });
  if (!row) throw new Error("inserting a passkey returned no row");
  return row.uuid;
}

async function passkeyNames(t: TestApp, staffId: number): Promise<string[]> {
  const rows = await t.db
    .select({ name: staffPasskeys.name })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.staffId, staffId))
    .orderBy(staffPasskeys.id);
  return rows.map((r) => r.name);
}

const removePasskey = (t: TestApp, cookie: string, uuid: string) =>
  t.app.inject({ method: "DELETE", url: `/api/studio/account/passkeys/${uuid}`, headers: { cookie } });

describe("removing a passkey", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("lists the member's own passkeys and removes one, recorded; another member's is not found", async () => {
    const member = await createStaff(t, { role: "staff" });
    const cookie = await studioCookie(t, member.id);
    const used = new Date("2026-11-20T10:00:00.000Z");
    const laptop = await createPasskey(t, member.id, "Laptop", used);
    await createPasskey(t, member.id, "Phone");
    const someone = await createStaff(t, { role: "owner" });
    const theirs = await createPasskey(t, someone.id, "Their phone");

    const security = await t.app.inject({ url: "/api/studio/account/security", headers: { cookie } });
    expect(security.json().passkeys).toEqual([
      expect.objectContaining({ uuid: laptop, name: "Laptop", lastUsedAt: used.toISOString() }),
      expect.objectContaining({ name: "Phone", lastUsedAt: null }),
    ]);

    const notMine = await removePasskey(t, cookie, theirs);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().code).toBe("studio_passkey_not_found");
    expect(await passkeyNames(t, someone.id)).toEqual(["Their phone"]);

    expect((await removePasskey(t, cookie, laptop)).statusCode).toBe(204);
    expect(await passkeyNames(t, member.id)).toEqual(["Phone"]);
    expect((await removePasskey(t, cookie, laptop)).json().code).toBe("studio_passkey_not_found");

    const [entry] = await t.db.select().from(studioRecord).where(eq(studioRecord.objectId, laptop));
    expect(entry).toMatchObject({
      staffId: member.id,
      action: "staff.passkey-remove",
      objectType: "passkey",
      detail: { name: "Laptop" },
    });
  });

  it("lets a member remove the last passkey in the demo, where no second factor is required", async () => {
    const member = await createStaff(t, { role: "owner" });
    const only = await createPasskey(t, member.id, "Only one");
    expect((await removePasskey(t, await studioCookie(t, member.id), only)).statusCode).toBe(204);
  });
});

describe("removing a passkey in production", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: productionEnv });
  });
  afterAll(() => t.close());

  /** A session opened with a passkey (or the given factor), which reaches the whole studio. */
  async function cookieOf(member: TestStaff, factor: "passkey" | "password" = "passkey") {
    const cookie = await studioCookie(t, member.id);
    const token = cookie.slice(cookie.indexOf("=") + 1);
    await t.db
      .update(staffSessions)
      .set({ factor })
      .where(eq(staffSessions.tokenHash, hashToken(token)));
    return cookie;
  }

  it("keeps the last second factor of an owner or staff member", async () => {
    const owner = await createStaff(t, { role: "owner" });
    const cookie = await cookieOf(owner);
    const first = await createPasskey(t, owner.id, "Laptop");
    const second = await createPasskey(t, owner.id, "Phone");
    expect((await removePasskey(t, cookie, first)).statusCode).toBe(204);
    const last = await removePasskey(t, cookie, second);
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe("studio_last_second_factor");
    expect(await passkeyNames(t, owner.id)).toEqual(["Phone"]);

    // With an authenticator app the last passkey may go: the app is the second factor.
    const staff = await createStaff(t, { role: "staff" });
    const staffCookie = await cookieOf(staff);
    const only = await createPasskey(t, staff.id, "Only one");
    await withTotp(t.app, staffCookie, new Date());
    expect((await removePasskey(t, staffCookie, only)).statusCode).toBe(204);

    // Support needs no second factor, so may remove the last one.
    const support = await createStaff(t, { role: "support" });
    const supportKey = await createPasskey(t, support.id, "Support laptop");
    expect((await removePasskey(t, await cookieOf(support, "password"), supportKey)).statusCode).toBe(204);
  });

  it("refuses a session opened with a password alone: it must not take a member's passkeys", async () => {
    const owner = await createStaff(t, { role: "owner" });
    const uuid = await createPasskey(t, owner.id, "Laptop");
    await createPasskey(t, owner.id, "Phone");
    const res = await removePasskey(t, await cookieOf(owner, "password"), uuid);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("studio_second_factor_required");
    expect(await passkeyNames(t, owner.id)).toEqual(["Laptop", "Phone"]);
  });

  it("keeps one passkey when two removals of the last two come at once", async () => {
    const owner = await createStaff(t, { role: "owner" });
    const cookie = await cookieOf(owner);
    const uuids = [await createPasskey(t, owner.id, "A"), await createPasskey(t, owner.id, "B")];
    const answers = await Promise.all(uuids.map((uuid) => removePasskey(t, cookie, uuid)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 409]);
    expect(await passkeyNames(t, owner.id)).toHaveLength(1);
  });
});

describe("the owner resets a member's second factors (a lost phone)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: productionEnv });
  });
  afterAll(() => t.close());

  it("removes their passkeys and app and ends their sessions, recorded; they set up again after a password sign-in", async () => {
    const owner = await createStaff(t, { role: "owner" });
    const ownerCookie = await studioCookie(t, owner.id);
    await t.db.update(staffSessions).set({ factor: "passkey" }).where(eq(staffSessions.staffId, owner.id));
    const member = await createStaff(t, { role: "staff" });
    const memberCookie = await studioCookie(t, member.id);
    await withTotp(t.app, memberCookie, new Date());
    await createPasskey(t, member.id, "Lost phone");

    const reset = () =>
      t.app.inject({
        method: "DELETE",
        url: `/api/studio/staff/${member.uuid}/factors`,
        headers: { cookie: ownerCookie },
      });
    const byStaff = await t.app.inject({
      method: "DELETE",
      url: `/api/studio/staff/${owner.uuid}/factors`,
      headers: { cookie: memberCookie },
    });
    expect(byStaff.statusCode).toBe(403);
    expect((await reset()).statusCode).toBe(204);
    expect(await passkeyNames(t, member.id)).toEqual([]);
    expect(
      (await t.app.inject({ url: "/api/studio/me", headers: { cookie: memberCookie } })).statusCode,
    ).toBe(401);
    const again = await signIn(t.app, member);
    expect(again.statusCode).toBe(200);
    expect(again.json().secondFactorNeeded).toBe(true);

    const [entry] = await t.db
      .select()
      .from(studioRecord)
      .where(eq(studioRecord.action, "staff.factors-reset"));
    expect(entry).toMatchObject({
      staffId: owner.id,
      objectId: member.uuid,
      detail: { email: member.email, passkeys: 1, totp: true },
    });
    const missing = await t.app.inject({
      method: "DELETE",
      url: "/api/studio/staff/00000000-0000-4000-8000-000000000000/factors",
      headers: { cookie: ownerCookie },
    });
    expect(missing.json().code).toBe("studio_member_not_found");
  });
});
