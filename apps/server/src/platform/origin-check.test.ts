import { crossSiteError } from "@shop/contracts/common";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signedInCookie } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/helpers.ts";

const shop = "http://localhost:3000";
const elsewhere = "https://evil.example";
const someUuid = "6f1c2a5e-3b7d-4c8e-9a0f-1d2e3f4a5b6c";

function expectCrossSite(res: LightMyRequestResponse): void {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual(crossSiteError);
}

function expectAllowed(res: LightMyRequestResponse): void {
  expect(res.statusCode).not.toBe(403);
}

/** A sign-in with a wrong password: 401 when the request may change state, 403 when it comes from elsewhere. */
function failedSignIn(t: TestApp, headers: Record<string, string | undefined>) {
  return t.app.inject({
    method: "POST",
    url: "/api/webshop/session",
    payload: { username: "nobody@example.com", password: "wrong-password" },
    headers,
  });
}

describe("state-changing requests from other sites", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        PUBLIC_URL: shop,
        STRIPE_SECRET_KEY: "sk_test_not_a_real_key",
        STRIPE_WEBHOOK_SECRET: "whsec_test_0123456789abcdef",
      },
    });
    cookie = await signedInCookie(t, (await createUser(t)).id);
  });
  afterAll(() => t.close());

  const signIn = (headers: Record<string, string | undefined>) => failedSignIn(t, headers);

  it("lets a request with the shop's own Origin through", async () => {
    const res = await signIn({ origin: shop });
    expect(res.statusCode).toBe(401);
  });

  it("lets a request marked Sec-Fetch-Site: same-origin through without an Origin", async () => {
    const res = await signIn({ origin: undefined, "sec-fetch-site": "same-origin" });
    expect(res.statusCode).toBe(401);
  });

  it("refuses a POST without an Origin", async () => {
    expectCrossSite(await signIn({ origin: undefined }));
  });

  it("refuses a POST from another site's Origin, or from an opaque one", async () => {
    expectCrossSite(await signIn({ origin: elsewhere }));
    expectCrossSite(await signIn({ origin: "http://localhost:3001" }));
    expectCrossSite(await signIn({ origin: "null" }));
  });

  it("refuses a request whose Sec-Fetch-Site says it came from elsewhere, even with the shop's Origin", async () => {
    expectCrossSite(await signIn({ origin: shop, "sec-fetch-site": "same-site" }));
    expectCrossSite(await signIn({ origin: undefined, "sec-fetch-site": "cross-site" }));
  });

  it("refuses bodyless POSTs and DELETEs without the shop's Origin", async () => {
    const checkout = (origin: string | undefined) =>
      t.app.inject({ method: "POST", url: "/api/webshop/checkout", headers: { cookie, origin } });
    expectCrossSite(await checkout(undefined));
    expectCrossSite(await checkout(elsewhere));
    expect((await checkout(shop)).statusCode).toBe(409);
    const signOut = await t.app.inject({
      method: "DELETE",
      url: "/api/webshop/session",
      headers: { cookie, origin: elsewhere },
    });
    expectCrossSite(signOut);
  });

  it("refuses a cross-site request to a protected route before asking for sign-in", async () => {
    const res = await t.app.inject({
      method: "DELETE",
      url: "/api/webshop/cart/rebate-code",
      headers: { origin: elsewhere },
    });
    expectCrossSite(res);
  });

  it("exempts Stripe's webhook, which proves itself with its signature", async () => {
    for (const origin of [undefined, elsewhere]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/webshop/payments/stripe/webhook",
        payload: { id: "evt_1" },
        headers: { origin, "stripe-signature": "t=1,v1=forged" },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "invalid_signature" });
    }
  });

  describe("the spec's GET calls that change state", () => {
    const calls = [
      {
        name: "verify_subject_code.php",
        url: "/ajax/prophoto/verify_subject_code.php?code=NOSUCHCODE",
        ok: 404,
      },
      {
        name: "add_picture_set_by_code.php",
        url: "/ajax/prophoto/add_picture_set_by_code.php?code=NOSUCHCODE",
        ok: 404,
      },
      {
        name: "send_password_reminder.php",
        url: "/sections/prophoto/ajax/send_password_reminder.php?json=1&email=nobody%40example.com",
        ok: 200,
      },
      {
        name: "the payment option choice",
        url: `/api/webshop/checkout/${someUuid}/delivery-options/${someUuid}/payment-options/${someUuid}`,
        ok: 404,
      },
    ];
    const crossSiteMarks: Array<Record<string, string>> = [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { origin: elsewhere },
      { referer: `${elsewhere}/page.html` },
      { referer: "not a url" },
    ];
    const sameSiteMarks: Array<Record<string, string>> = [
      {},
      { "sec-fetch-site": "same-origin" },
      { "sec-fetch-site": "none" },
      { referer: `${shop}/my-account` },
      { origin: shop },
    ];

    for (const call of calls) {
      it(`${call.name} refuses a request the browser marks as coming from another site`, async () => {
        for (const mark of crossSiteMarks) {
          const res = await t.app.inject({ method: "GET", url: call.url, headers: { cookie, ...mark } });
          expectCrossSite(res);
        }
      });

      it(`${call.name} answers the shop's own pages and typed addresses as before`, async () => {
        for (const mark of sameSiteMarks) {
          const res = await t.app.inject({ method: "GET", url: call.url, headers: { cookie, ...mark } });
          expect(res.statusCode, JSON.stringify(mark)).toBe(call.ok);
        }
      });
    }

    it("covers do_tipafriend.php by its path, from the day it is built", async () => {
      const res = await t.app.inject({
        method: "GET",
        url: "/sections/prophoto/ajax/do_tipafriend.php?email[]=a%40example.com",
        headers: { cookie, "sec-fetch-site": "cross-site" },
      });
      expectCrossSite(res);
    });

    it("refuses the HEAD twin of such a call the same way", async () => {
      const res = await t.app.inject({
        method: "HEAD",
        url: "/sections/prophoto/ajax/send_password_reminder.php?json=1&email=nobody%40example.com",
        headers: { "sec-fetch-site": "cross-site" },
      });
      expect(res.statusCode).toBe(403);
    });
  });

  it("leaves other GETs alone, whoever links to them", async () => {
    const settings = await t.app.inject({
      url: "/api/webshop/settings",
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(settings.statusCode).toBe(200);
    const cart = await t.app.inject({
      url: "/api/webshop/cart",
      headers: { cookie, origin: elsewhere, referer: `${elsewhere}/x` },
    });
    expect(cart.statusCode).toBe(200);
  });

  it("accepts the address the browser used when no proxy stands in front (the demo on a LAN address)", async () => {
    const res = await signIn({ origin: "http://192.168.1.20:3000", host: "192.168.1.20:3000" });
    expectAllowed(res);
    expectCrossSite(await signIn({ origin: "http://192.168.1.20:3000", host: "localhost:3000" }));
  });
});

describe("state-changing requests behind a reverse proxy", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: "https://shop.example", TRUST_PROXY: "true" } });
  });
  afterAll(() => t.close());

  const signIn = (headers: Record<string, string | undefined>) => failedSignIn(t, headers);

  it("compares the Origin with PUBLIC_URL only, whatever Host or X-Forwarded-Host say", async () => {
    expect((await signIn({ origin: "https://shop.example" })).statusCode).toBe(401);
    expectCrossSite(
      await signIn({
        origin: "https://evil.example",
        host: "evil.example",
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "https",
      }),
    );
  });
});

describe("the log of a refused request", () => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      env: { PUBLIC_URL: "https://shop.example", TRUST_PROXY: "1" },
      logger: { level: "warn", stream: { write: (line: string) => void logLines.push(line) } },
    });
  });
  afterAll(() => t.close());

  function reasons(): string[] {
    return logLines.map((line) => (JSON.parse(line) as { reason?: string }).reason ?? "");
  }

  it("names the origin seen and the one expected (the shop opened over plain http), not the parent's data", async () => {
    logLines.length = 0;
    expectCrossSite(await failedSignIn(t, { origin: "http://localhost:3000", host: "localhost:3000" }));
    expectCrossSite(await failedSignIn(t, { origin: undefined }));
    expectCrossSite(
      await failedSignIn(t, { origin: "https://shop.example", "sec-fetch-site": "cross-site" }),
    );
    expectCrossSite(
      await t.app.inject({
        url: "/ajax/prophoto/verify_subject_code.php?code=ABCD1234",
        headers: { referer: "https://evil.example/page?code=SECRET99" },
      }),
    );
    expect(reasons()).toEqual([
      "Origin http://localhost:3000 is not the shop's https://shop.example",
      "no Origin and no Sec-Fetch-Site: same-origin",
      "Sec-Fetch-Site is cross-site",
      "the Referer's origin https://evil.example is not the shop's https://shop.example",
    ]);
    expect(logLines.join("\n")).not.toMatch(/nobody@example\.com|wrong-password|SECRET99/);
  });
});
