import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { requireListedErrorCodes } from "./listed-error-codes.ts";

describe("the test apps' check of error codes", () => {
  const app = Fastify({ logger: false });
  app.get("/listed", async (_request, reply) =>
    reply.code(404).send({ error: "x", code: "picture_not_found" }),
  );
  app.get("/unlisted", async (_request, reply) =>
    reply.code(409).send({ error: "x", code: "already_bought" }),
  );
  app.get("/missing", async (_request, reply) => reply.code(400).send({ error: "x" }));
  app.get("/fine", async () => ({ code: "anything" }));
  requireListedErrorCodes(app);
  afterAll(() => app.close());

  it("lets an error with a listed code through", async () => {
    const res = await app.inject({ url: "/listed" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "x", code: "picture_not_found" });
  });

  it.each(["/unlisted", "/missing"])(
    "turns an error answer of %s without a listed code into a 500 that names it",
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(500);
      expect(res.json().error).toContain(`answer to GET ${url}`);
    },
  );

  it("leaves answers that are not errors alone", async () => {
    const res = await app.inject({ url: "/fine" });
    expect(res.statusCode).toBe(200);
  });
});
