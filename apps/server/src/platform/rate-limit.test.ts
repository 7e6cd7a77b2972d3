import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { rateLimitCounters } from "../db/schema/index.ts";
import { createSubjectWithCode, createUser } from "../test/factories.ts";
import { createTestApp, injectAsBrowser, type TestApp } from "../test/helpers.ts";
import { addressKey, hitCounter, purgeRateLimitCounters, readCounter } from "./rate-limit.ts";

const rateLimited = { error: "Too many attempts. Please wait a little and try again.", code: "rate_limited" };
/** One try of an access code from the address. */
const enterCode = (t: TestApp, code: string, remoteAddress: string) =>
  t.app.inject({
    method: "GET",
    url: `/ajax/prophoto/verify_subject_code.php?code=${encodeURIComponent(code)}`,
    remoteAddress,
  });

describe("the address a limit counts", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::ffff:cb00:7107", "203.0.113.7"],
    ["64:ff9b::203.0.113.7", "64:ff9b:0:0::/64"],
    ["not an address", "not an address"],
  ])("%s counts as %s", (ip, expected) => {
    expect(addressKey(ip)).toBe(expected);
  });

  it("addresses in two /64 networks count apart", () => {
    expect(addressKey("2001:db8:0:1::1")).not.toBe(addressKey("2001:db8:0:2::1"));
  });
});

describe("rate-limit counters in the database", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("counts hits in a window and starts again at 1 when the window ended", async () => {
    const start = new Date("2026-03-01T10:00:00Z");
    const later = (ms: number) => new Date(start.getTime() + ms);
    expect((await hitCounter(t.db, "test:window", 60_000, start)).count).toBe(1);
    const second = await hitCounter(t.db, "test:window", 60_000, later(1_000));
    expect(second).toEqual({ count: 2, resetAt: later(60_000) });
    expect((await readCounter(t.db, "test:window", later(59_000)))?.count).toBe(2);
    expect(await readCounter(t.db, "test:window", later(60_000))).toBeNull();
    expect(await hitCounter(t.db, "test:window", 60_000, later(60_000))).toEqual({
      count: 1,
      resetAt: later(120_000),
    });
  });

  it("concurrent hits each get their own count", async () => {
    const at = new Date();
    const hits = await Promise.all(
      Array.from({ length: 20 }, () => hitCounter(t.db, "test:concurrent", 60_000, at)),
    );
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it("purging removes only counters whose window ended", async () => {
    const at = new Date("2026-03-01T12:00:00Z");
    await hitCounter(t.db, "test:purge-old", 1_000, new Date(at.getTime() - 5_000));
    await hitCounter(t.db, "test:purge-new", 60_000, at);
    await purgeRateLimitCounters(t.db, at);
    const keys = (await t.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map(
      (r) => r.key,
    );
    expect(keys).toContain("test:purge-new");
    expect(keys).not.toContain("test:purge-old");
  });
});

describe("rate limits across server processes", () => {
  it("two servers on one database count one limit together", async () => {
    const t = await createTestApp({ rateLimits: { signInPerIp: { max: 2, windowMs: 60_000 } } });
    let second: FastifyInstance | undefined;
    try {
      second = injectAsBrowser(
        await buildApp({
          config: t.config,
          db: t.db,
          storage: t.storage,
          mailer: t.mailer,
          logger: false,
          webDistDir: null,
        }),
        t.config,
      );
      const attempt = (app: FastifyInstance, n: number) =>
        app.inject({
          method: "POST",
          url: "/api/webshop/session",
          payload: { username: `nobody${n}@example.com`, password: "wrong" },
          remoteAddress: "198.51.100.40",
        });
      expect((await attempt(t.app, 1)).statusCode).toBe(401);
      expect((await attempt(second, 2)).statusCode).toBe(401);
      const limited = await attempt(t.app, 3);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual(rateLimited);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(60);
    } finally {
      await second?.close();
      await t.close();
    }
  });

  it("the counters' keys hold no e-mail address and no client address in clear", async () => {
    const t = await createTestApp();
    try {
      const user = await createUser(t, { email: "kari.nordmann@example.com" });
      await t.app.inject({
        method: "POST",
        url: "/api/webshop/session",
        payload: { username: user.email, password: "wrong" },
        remoteAddress: "198.51.100.23",
      });
      await t.app.inject({
        method: "GET",
        url: `/sections/prophoto/ajax/send_password_reminder.php?json=1&email=${encodeURIComponent(user.email)}`,
        remoteAddress: "2001:db8:77::5",
      });
      const keys = (await t.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map(
        (r) => r.key,
      );
      expect(keys.length).toBeGreaterThanOrEqual(4);
      const text = keys.join("\n");
      for (const personal of ["kari", "nordmann", "example.com", "198.51.100", "2001:db8"]) {
        expect(text).not.toContain(personal);
      }
    } finally {
      await t.close();
    }
  });
});

describe("code guessing limits", () => {
  it("counts IPv6 addresses of one /64 network as one address", async () => {
    const t = await createTestApp({ rateLimits: { codeEntryPerIp: { max: 2, windowMs: 60_000 } } });
    try {
      const guess = (remoteAddress: string) => enterCode(t, "NOSUCHCODE", remoteAddress);
      expect((await guess("2001:db8:0:1::1")).statusCode).toBe(404);
      expect((await guess("2001:db8:0:1::2")).statusCode).toBe(404);
      const limited = await guess("2001:db8:0:1:ffff:ffff:ffff:3");
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual(rateLimited);
      expect((await guess("2001:db8:0:2::1")).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it("counts an IPv4 address written as IPv6 as that IPv4 address", async () => {
    const t = await createTestApp({ rateLimits: { codeEntryPerIp: { max: 1, windowMs: 60_000 } } });
    try {
      const guess = (remoteAddress: string) => enterCode(t, "NOSUCHCODE", remoteAddress);
      expect((await guess("198.51.100.60")).statusCode).toBe(404);
      expect((await guess("::ffff:198.51.100.60")).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it("one address using up the shop-wide budget of wrong guesses does not block a fresh address's correct code", async () => {
    const t = await createTestApp({ rateLimits: { codeEntryGlobal: { max: 3, windowMs: 60_000 } } });
    try {
      const subject = await createSubjectWithCode(t);
      const guess = (code: string, remoteAddress: string) => enterCode(t, code, remoteAddress);
      for (let n = 0; n < 3; n++) expect((await guess("NOSUCHCODE", "203.0.113.66")).statusCode).toBe(404);
      const attacker = await guess(subject.code, "203.0.113.66");
      expect(attacker.statusCode).toBe(429);
      expect(attacker.json()).toEqual(rateLimited);
      expect(Number(attacker.headers["retry-after"])).toBeGreaterThan(0);

      const fresh = await guess(subject.code, "198.51.100.7");
      expect(fresh.statusCode).toBe(200);
      expect(fresh.json().data.subject.name).toBe(subject.name);
      // While the budget is spent, an address gets one wrong guess, then waits like the others.
      expect((await guess("NOSUCHCODE", "198.51.100.8")).statusCode).toBe(404);
      expect((await guess(subject.code, "198.51.100.8")).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it("correct codes do not spend the shop-wide budget", async () => {
    const t = await createTestApp({ rateLimits: { codeEntryGlobal: { max: 2, windowMs: 60_000 } } });
    try {
      const subject = await createSubjectWithCode(t);
      for (let n = 1; n <= 4; n++) {
        expect((await enterCode(t, subject.code, `10.8.0.${n}`)).statusCode).toBe(200);
      }
      expect((await enterCode(t, "NOSUCHCODE", "10.8.0.1")).statusCode).toBe(404);
      expect((await enterCode(t, subject.code, "10.8.0.1")).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
