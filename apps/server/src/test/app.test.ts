import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import {
  frontPageFile,
  prerenderedLanguages,
  shellPageFile,
  shopNameSlot,
} from "@shop/contracts/prerendered-front-page";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { z } from "zod";
import { precompress } from "../../../../scripts/precompress.ts";
import { badRequest, conflict, forbidden, notFound, registerErrorHandler, unauthorized } from "../errors.ts";
import { languageCookie } from "../platform/front-page.ts";
import { createShopContent } from "./factories.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

function makeDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "shop-dist-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(
    path.join(dir, "index.html"),
    '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dir, "route-preloads.json"),
    JSON.stringify([
      { path: "/shopping-cart", modules: ["/assets/CartPage-ghi789.js"], fetches: ["/api/webshop/cart"] },
    ]),
  );
  writeFileSync(
    path.join(dir, "assets", "index-abc123.js"),
    `console.log(${JSON.stringify("x".repeat(4000))});`,
  );
  writeFileSync(
    path.join(dir, "assets", "precompressed-def456.js"),
    `console.log(${JSON.stringify("y".repeat(4000))});`,
  );
  writeFileSync(path.join(dir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  return dir;
}

describe("the app with a built web app", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDistDir: makeDist() });
  });
  afterAll(() => t.close());

  it("answers a client route with index.html, revalidated on every visit", async () => {
    const res = await t.app.inject({ url: "/my-account/picture-sets", headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toContain('<div id="root">');
  });

  it("names the chunks and reads of a route the build lists in the index.html it answers for that route", async () => {
    const res = await t.app.inject({ url: "/shopping-cart?from=menu", headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<title>Shop</title><link rel="preload" href="/api/webshop/cart" as="fetch" crossorigin><link rel="modulepreload" crossorigin href="/assets/CartPage-ghi789.js"></head>',
    );
    const other = await t.app.inject({ url: "/my-account/orders", headers: { accept: "text/html" } });
    expect(other.body).not.toContain("preload");
  });

  it("answers the front page with index.html", async () => {
    const res = await t.app.inject({ url: "/", headers: { accept: "text/html,application/xhtml+xml" } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });

  it("serves hashed assets with a year of immutable caching, compressed", async () => {
    const res = await t.app.inject({
      url: "/assets/index-abc123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-encoding"]).toBe("gzip");
  });

  it("sends the Brotli copy the build made of an asset, as it is, to a browser that takes Brotli", async () => {
    const dist = makeDist();
    precompress(dist);
    const own = await createTestApp({ webDistDir: dist });
    onTestFinished(() => own.close());
    const res = await own.app.inject({
      url: "/assets/precompressed-def456.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.rawPayload.equals(readFileSync(path.join(dist, "assets", "precompressed-def456.js.br")))).toBe(
      true,
    );
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain("yyyy");
  });

  it("serves other files of the build revalidated", async () => {
    const res = await t.app.inject({ url: "/favicon.svg" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("answers an unknown API path with a JSON 404, even to a browser", async () => {
    for (const url of ["/api/webshop/nothing-here", "/ajax/nothing.php", "/api"]) {
      const res = await t.app.inject({ url, headers: { accept: "text/html" } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: "Not found", code: "route_not_found" });
    }
    // An old shop's address without a row is a person's link: the browser gets the shop's page about it.
    const old = await t.app.inject({ url: "/sections/x", headers: { accept: "text/html" } });
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe("/link-problem?code=route_not_found");
    const fetched = await t.app.inject({ url: "/sections/x", headers: { accept: "application/json" } });
    expect(fetched.json()).toEqual({ error: "Not found", code: "route_not_found" });
  });

  it("answers a missing asset that is not a page with a JSON 404", async () => {
    const res = await t.app.inject({ url: "/assets/missing.js", headers: { accept: "*/*" } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "Not found", code: "route_not_found" });
  });

  it("answers a POST to a client route with a JSON 404", async () => {
    const res = await t.app.inject({ method: "POST", url: "/my-account", headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(404);
  });

  it("sends the security headers", async () => {
    const res = await t.app.inject({ url: "/healthz" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("serves the OpenAPI document at /api/docs", async () => {
    const res = await t.app.inject({ url: "/api/docs" });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; info: { title: string }; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe("Photo web shop API");
    expect(doc.paths["/healthz"]).toBeDefined();
    expect(doc.paths["/api/docs"]).toBeUndefined();
  });

  it("keeps the development mail list out of the OpenAPI document but serves it", async () => {
    const res = await t.app.inject({ url: "/dev/mail.json" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe("the app behind https", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: "https://shop.example.no" } });
  });
  afterAll(() => t.close());

  it("asks browsers for https only", async () => {
    const res = await t.app.inject({ url: "/healthz" });
    expect(res.headers["strict-transport-security"]).toContain("max-age=");
    expect(String(res.headers["content-security-policy"])).toContain("upgrade-insecure-requests");
  });
});

describe("the prerendered front page", () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = makeDist();
    const page = (lang: string) =>
      `<!doctype html><html lang="en"><head><title>Photo shop</title></head><body><div id="root"><h1>${lang}</h1><span>${shopNameSlot}</span></div></body></html>`;
    for (const lang of prerenderedLanguages) writeFileSync(path.join(dist, frontPageFile(lang)), page(lang));
    t = await createTestApp({ webDistDir: dist });
    await createShopContent(t);
  });
  afterAll(() => t.close());

  it("is sent at / in the browser's language, with the shop's name and settings filled in", async () => {
    const res = await t.app.inject({
      url: "/",
      headers: { accept: "text/html", "accept-language": "nb-NO,en;q=0.5" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers.vary).toContain("accept-language");
    expect(res.body).toContain('<html lang="nb" data-shop-language="nb">');
    expect(res.body).toContain("<h1>nb</h1><span>Testfoto AS</span>");
    expect(res.body).toContain('<script type="application/json" id="shop-settings">');
  });

  it("is in the language the visitor chose, whatever the browser asks for", async () => {
    const res = await t.app.inject({
      url: "/",
      headers: { accept: "text/html", "accept-language": "nb-NO", cookie: `${languageCookie}=en` },
    });
    expect(res.body).toContain("<h1>en</h1>");
  });

  it("is compressed with Brotli for a browser that takes it", async () => {
    const res = await t.app.inject({
      url: "/",
      headers: { accept: "text/html", "accept-encoding": "gzip, br" },
    });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain("<span>Testfoto AS</span>");
  });

  it("is not what another page of the app starts from", async () => {
    const res = await t.app.inject({ url: "/my-account", headers: { accept: "text/html" } });
    expect(res.body).toBe(
      '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>',
    );
  });
});

describe("the prerendered shell of every other page", () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = makeDist();
    const page = (kind: string, lang: string) =>
      `<!doctype html><html lang="en"><head><title>Photo shop</title></head><body><div id="root"><h1>${kind} ${lang}</h1><span>${shopNameSlot}</span></div></body></html>`;
    for (const lang of prerenderedLanguages) {
      writeFileSync(path.join(dist, frontPageFile(lang)), page("front", lang));
      writeFileSync(path.join(dist, shellPageFile(lang)), page("shell", lang));
    }
    t = await createTestApp({ webDistDir: dist });
    await createShopContent(t);
  });
  afterAll(() => t.close());

  it("is what a client route starts from: the shop's name, language and settings, and the route's preloads", async () => {
    const res = await t.app.inject({
      url: "/shopping-cart?x=1",
      headers: { accept: "text/html", "accept-language": "nb-NO,en;q=0.5" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers.vary).toContain("cookie");
    expect(res.body).toContain('<html lang="nb" data-shop-language="nb">');
    expect(res.body).toContain("<h1>shell nb</h1><span>Testfoto AS</span>");
    expect(res.body).toContain('<script type="application/json" id="shop-settings">');
    expect(res.body).toContain('<link rel="preload" href="/api/webshop/cart" as="fetch" crossorigin>');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/CartPage-ghi789.js">');
    // The front picture is the front page's only.
    expect(res.body).toContain("--front-background:");
    expect(res.body).not.toContain('as="image"');
  });

  it("leaves the front page as it was", async () => {
    const res = await t.app.inject({ url: "/", headers: { accept: "text/html" } });
    expect(res.body).toContain("<h1>front en</h1>");
    expect(res.body).toContain('as="image"');
    expect(res.body).not.toContain("modulepreload");
  });
});

describe("the app without a web build", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDistDir: path.join(os.tmpdir(), "shop-no-such-dist") });
  });
  afterAll(() => t.close());

  it("still serves the API and says the web app is not served", async () => {
    expect(t.app.webAppServed).toBe(false);
    expect((await t.app.inject({ url: "/healthz" })).statusCode).toBe(200);
    const page = await t.app.inject({ url: "/my-account", headers: { accept: "text/html" } });
    expect(page.statusCode).toBe(404);
  });

  it("has a portal for a database the demo was not seeded into", () => {
    expect(t.app.portalId).toBeGreaterThan(0);
  });
});

describe("the error handler", () => {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get("/bad", async () => {
    throw badRequest("That's too short!", "too_short");
  });
  typed.get("/custom", async () => {
    throw badRequest("That's too short!", "too_short", { data: ["password"] });
  });
  typed.get("/401", async () => {
    throw unauthorized("Please sign in", "unauthorized");
  });
  typed.get("/403", async () => {
    throw forbidden("Not allowed", "download_not_allowed");
  });
  typed.get("/404", async () => {
    throw notFound("Picture set not found", "picture_set_not_found");
  });
  typed.get("/409", async () => {
    throw conflict("An account with this e-mail already exists", "email_taken");
  });
  typed.get("/boom", async () => {
    throw new Error("secret detail for kari@example.com");
  });
  typed.get(
    "/validated",
    { schema: { querystring: z.object({ code: z.string().min(4, "The code is too short") }) } },
    async () => ({ ok: true }),
  );
  typed.get(
    "/leaky",
    { schema: { response: { 200: z.object({ id: z.number() }) } } },
    async () => ({ id: "not a number" }) as unknown as { id: number },
  );
  typed.post("/json", { schema: { body: z.object({ a: z.string() }) } }, async () => ({ ok: true }));
  afterAll(() => app.close());

  it("turns an HttpError into its status and { error, code }", async () => {
    const res = await app.inject({ url: "/bad" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "That's too short!", code: "too_short" });
  });

  it("sends an HttpError's own fields beside its error and code", async () => {
    const res = await app.inject({ url: "/custom" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "That's too short!", code: "too_short", data: ["password"] });
  });

  it.each([
    ["/401", 401, { error: "Please sign in", code: "unauthorized" }],
    ["/403", 403, { error: "Not allowed", code: "download_not_allowed" }],
    ["/404", 404, { error: "Picture set not found", code: "picture_set_not_found" }],
    ["/409", 409, { error: "An account with this e-mail already exists", code: "email_taken" }],
  ])("answers %s with its status and body", async (url, status, body) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(body);
  });

  it("answers invalid input with the first issue's message", async () => {
    const res = await app.inject({ url: "/validated?code=ab" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "The code is too short", code: "invalid_input" });
  });

  it("hides the details of a 500", async () => {
    const res = await app.inject({ url: "/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: "Something went wrong", code: "server_error" });
  });

  it("hides a response that does not match its schema", async () => {
    const res = await app.inject({ url: "/leaky" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: "Something went wrong", code: "server_error" });
  });

  it("keeps the status of a malformed JSON body", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/json",
      headers: { "content-type": "application/json" },
      payload: "{",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: expect.any(String), code: "malformed_json" });
  });
});
