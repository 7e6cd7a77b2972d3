import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { forgetForRequest, memoizedForRequest, requestMemoPluginFp } from "./request-memo.ts";

describe("the request memo", () => {
  it("reads once per request what several services of the request ask, and again in the next request", async () => {
    const app = Fastify();
    await app.register(requestMemoPluginFp);
    const db = {};
    let reads = 0;
    const load = async () => ++reads;
    app.get("/", async () => {
      const first = await memoizedForRequest(db, "scope:1", load);
      const second = await memoizedForRequest(db, "scope:1", load);
      forgetForRequest("scope:");
      const afterChange = await memoizedForRequest(db, "scope:1", load);
      return { first, second, afterChange };
    });
    expect((await app.inject({ method: "GET", url: "/" })).json()).toEqual({
      first: 1,
      second: 1,
      afterChange: 2,
    });
    expect((await app.inject({ method: "GET", url: "/" })).json()).toEqual({
      first: 3,
      second: 3,
      afterChange: 4,
    });
    await app.close();
  });

  it("keeps nothing outside a request", async () => {
    let reads = 0;
    const db = {};
    await memoizedForRequest(db, "k", async () => ++reads);
    await memoizedForRequest(db, "k", async () => ++reads);
    expect(reads).toBe(2);
  });
});
