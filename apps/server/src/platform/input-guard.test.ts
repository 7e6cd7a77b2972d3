import { invalidCharactersError } from "@shop/contracts/common";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/helpers.ts";
import { bodyLimits, holdsUnstorableText, isStorableText } from "./input-guard.ts";

describe("storable text", () => {
  it("refuses a NUL character and lone surrogates, and accepts paired ones", () => {
    expect(isStorableText("Kari Nordmann")).toBe(true);
    expect(isStorableText("smile 😀")).toBe(true);
    expect(isStorableText("a\u0000b")).toBe(false);
    expect(isStorableText("\ud800")).toBe(false);
    expect(isStorableText("x\udc00")).toBe(false);
    expect(isStorableText("\udc00\ud800")).toBe(false);
  });

  it("looks at every string of a value, keys included, at any depth", () => {
    expect(holdsUnstorableText({ a: [{ b: "fine" }], c: 1, d: null })).toBe(false);
    expect(holdsUnstorableText({ a: [{ b: "bad\u0000" }] })).toBe(true);
    expect(holdsUnstorableText({ a: { "key\ud800": 1 } })).toBe(true);
    expect(holdsUnstorableText(["ok", ["\udfff"]])).toBe(true);
    expect(holdsUnstorableText(Buffer.from("a\u0000b"))).toBe(false);
  });

  it("looks into objects without a prototype of their own, as the query parser makes them", () => {
    function Empty() {}
    Empty.prototype = Object.create(null);
    const query = Object.assign(Object.create(Empty.prototype), { code: "AB\u0000CD" });
    expect(holdsUnstorableText(query)).toBe(true);
    expect(holdsUnstorableText(Object.assign(Object.create(null), { code: "\ud800" }))).toBe(true);
  });

  it("walks a value nested deeper than the call stack would allow", () => {
    let deep: unknown = "\u0000";
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(holdsUnstorableText(deep)).toBe(true);
  });
});

describe("the input guard", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: "sk_test_not_a_real_key",
        STRIPE_WEBHOOK_SECRET: "whsec_test_0123456789abcdef",
      },
    });
  });
  afterAll(() => t.close());

  const signIn = (payload: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/webshop/session",
      payload,
      headers: { "content-type": "application/json" },
    });

  it.each([
    ["a NUL in a value", '{"username":"kari\\u0000@example.com","password":"secret123"}'],
    ["a lone high surrogate", '{"username":"\\ud800@example.com","password":"secret123"}'],
    ["a lone low surrogate", '{"username":"kari@example.com","password":"\\udc00"}'],
    ["a NUL in a key", '{"username":"kari@example.com","password":"secret123","\\u0000":1}'],
    ["a NUL deep inside", '{"username":"kari@example.com","password":"x","extra":[[{"a":["\\u0000"]}]]}'],
  ])("answers 400 with the contract's message to a body with %s", async (_name, payload) => {
    const res = await signIn(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidCharactersError);
  });

  it("lets text with paired surrogates through to the route", async () => {
    const res = await signIn('{"username":"kari\\ud83d\\ude00@example.com","password":"secret123"}');
    expect(res.statusCode).toBe(401);
  });

  it("answers 400 to a NUL in the query or in a path parameter", async () => {
    const query = await t.app.inject({ url: "/ajax/prophoto/verify_subject_code.php?code=AB%00CD" });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual(invalidCharactersError);
    const param = await t.app.inject({ url: "/api/webshop/reset-password/abc%00def" });
    expect(param.statusCode).toBe(400);
    expect(param.json()).toEqual(invalidCharactersError);
  });

  it("answers 413 to a body over the limit", async () => {
    const res = await signIn(JSON.stringify({ username: "x".repeat(bodyLimits.json), password: "x" }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: "body_too_large" });
  });

  it("answers 415 with its code to a body of a type no call reads", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/webshop/session",
      payload: "username=kari",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: "unsupported_media_type" });
  });

  it("answers a path no call has with route_not_found", async () => {
    const res = await t.app.inject({ url: "/api/webshop/no-such-call" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "Not found", code: "route_not_found" });
  });

  it("takes a webhook event of several hundred KiB", async () => {
    const payload = JSON.stringify({ id: "evt_1", padding: "x".repeat(400 * 1024) });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/webshop/payments/stripe/webhook",
      payload,
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=forged" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "invalid_signature" });
  });
});
