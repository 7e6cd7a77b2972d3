import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helpers.ts";

const token = randomBytes(32).toString("base64url");
const printPath = (orderUuid: string, lineUuid: string) =>
  `/api/operator/orders/${orderUuid}/lines/${lineUuid}/print.pdf`;

describe("the operator's routes without OPERATOR_TOKEN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("do not exist", async () => {
    const answer = await t.app.inject({
      method: "GET",
      url: printPath(randomUUID(), randomUUID()),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().code).toBe("route_not_found");
    expect(t.routes.some((route) => String(route.url).startsWith("/api/operator/"))).toBe(false);
  });
});

describe("the operator's routes with OPERATOR_TOKEN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { OPERATOR_TOKEN: token },
      rateLimits: { operatorTokenPerIp: { max: 3, windowMs: 60_000 } },
    });
  });
  afterAll(() => t.close());

  it("refuse a call without the token, or with another, and never cache", async () => {
    const url = printPath(randomUUID(), randomUUID());
    for (const authorization of [undefined, "Bearer", `Basic ${token}`, `Bearer ${token}x`]) {
      const answer = await t.app.inject({
        method: "GET",
        url,
        headers: authorization === undefined ? {} : { authorization },
        remoteAddress: "192.0.2.10",
      });
      if (answer.statusCode === 429) break;
      expect(answer.statusCode).toBe(401);
      expect(answer.json().code).toBe("unauthorized");
      expect(answer.headers["cache-control"]).toBe("private, no-store");
    }
  });

  it("refuse an address after too many wrong tokens, even with the right one, but not other addresses", async () => {
    const url = printPath(randomUUID(), randomUUID());
    for (let i = 0; i < 3; i++) {
      await t.app.inject({
        method: "GET",
        url,
        headers: { authorization: "Bearer wrong" },
        remoteAddress: "192.0.2.20",
      });
    }
    const refused = await t.app.inject({
      method: "GET",
      url,
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: "192.0.2.20",
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("rate_limited");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    const other = await t.app.inject({
      method: "GET",
      url,
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: "192.0.2.21",
    });
    expect(other.statusCode).toBe(404);
  });

  it("answer 404 order_not_found for an order the shop does not have", async () => {
    const answer = await t.app.inject({
      method: "GET",
      url: printPath(randomUUID(), randomUUID()),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().code).toBe("order_not_found");
  });

  it("check the path's uuids with the contract", async () => {
    const answer = await t.app.inject({
      method: "GET",
      url: "/api/operator/orders/not-a-uuid/lines/x/print.pdf",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe("invalid_input");
  });
});
