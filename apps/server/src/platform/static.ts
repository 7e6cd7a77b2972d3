import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { SettingsResponse } from "@shop/contracts/content";
import { frontPageFile, shellPageFile } from "@shop/contracts/prerendered-front-page";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { markRoutesPublic } from "./auth.ts";
import { failurePageFor } from "./browser-failure.ts";
import {
  fillPrerenderedPage,
  frontPageLanguage,
  languageCookie,
  type PrerenderedPage,
} from "./front-page.ts";
import { type PreloadTagsFor, readPreloadTags, withPreloadTags } from "./route-preloads.ts";

export const defaultWebDistDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../web/dist",
);

const apiPrefixes = ["/api", "/ajax", "/sections", "/dev", "/healthz"];

function isApiPath(url: string): boolean {
  const pathname = url.split("?")[0] ?? url;
  return apiPrefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

function wantsHtml(request: FastifyRequest): boolean {
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    (request.headers.accept ?? "").includes("text/html")
  );
}

/** An HTML page compressed as the browser takes it; made per request, so a fast level (a few KB take well under 1 ms). */
function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string | Buffer,
  vary: string,
): FastifyReply {
  const accepted = request.headers["accept-encoding"] ?? "";
  reply.status(200).type("text/html; charset=utf-8").header("cache-control", "no-cache").header("vary", vary);
  if (/\bbr\b/.test(accepted)) {
    const body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header("content-encoding", "br").send(body);
  }
  if (/\bgzip\b/.test(accepted))
    return reply.header("content-encoding", "gzip").send(gzipSync(html, { level: 6 }));
  return reply.send(html);
}

export interface WebAppOptions {
  /** The shop's settings, for the prerendered pages; without them every page is index.html as it is. */
  frontPageSettings?: () => Promise<SettingsResponse>;
}

/**
 * Serves the built web app: hashed files under /assets/ cached for a year (their Brotli or gzip copy made at build
 * when the browser takes it), everything else revalidated, the prerendered front page at `/` filled for the shop and
 * the visitor's language (front-page.ts), and for client routes (a GET that accepts HTML and is not an API path) the
 * prerendered shell filled the same way (or index.html), naming the chunks and data of the route when the build lists
 * it (route-preloads.ts). Without a build the API still runs.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | null,
  options: WebAppOptions = {},
): Promise<{ served: boolean }> {
  const indexFile = distDir === null ? null : path.join(distDir, "index.html");
  const served = indexFile !== null && existsSync(indexFile);
  let indexHtml: string | undefined;
  let preloadTags: PreloadTagsFor | undefined;
  // Read on first use and kept: a rebuild comes with a restart.
  const templates = new Map<string, string | null>();
  const templateOf = (page: PrerenderedPage, lang: string): string | null => {
    const name = page === "front" ? frontPageFile(lang) : shellPageFile(lang);
    if (!templates.has(name)) {
      const file = path.join(distDir as string, name);
      templates.set(name, existsSync(file) ? readFileSync(file, "utf8") : null);
    }
    return templates.get(name) ?? null;
  };

  function sendIndex(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    indexHtml ??= readFileSync(indexFile as string, "utf8");
    return sendHtml(request, reply, withPreloadTags(indexHtml, preloadTagsOf(request)), "accept-encoding");
  }

  function preloadTagsOf(request: FastifyRequest) {
    preloadTags ??= readPreloadTags(distDir as string);
    return preloadTags(request.url.split("?")[0] ?? request.url);
  }

  /**
   * A prerendered page filled for the shop and the visitor's language; index.html as it is when the build has no such
   * page or the settings cannot be read.
   */
  async function sendPrerendered(
    page: PrerenderedPage,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply> {
    const { frontPageSettings } = options;
    if (!frontPageSettings || templateOf(page, "en") === null) return sendIndex(request, reply);
    let settings: SettingsResponse;
    try {
      settings = await frontPageSettings();
    } catch (err) {
      request.log.error({ err }, `the ${page} page is sent without its prerendered content: no settings`);
      return sendIndex(request, reply);
    }
    const lang = frontPageLanguage(
      settings,
      request.cookies[languageCookie],
      request.headers["accept-language"],
    );
    // A language the interface has no texts for shows in English (the web app falls back the same way).
    const template = templateOf(page, lang) ?? (templateOf(page, "en") as string);
    // The front page has no route preloads (none is listed for `/`); a client route's shell names its own.
    const html = withPreloadTags(fillPrerenderedPage(template, settings, lang, page), preloadTagsOf(request));
    return sendHtml(request, reply, html, "accept-encoding, accept-language, cookie");
  }

  app.setNotFoundHandler((request, reply) => {
    if (served && wantsHtml(request) && !isApiPath(request.url))
      return sendPrerendered("shell", request, reply);
    // An old address the new shop has no row for: the browser gets the page that says so.
    const page = failurePageFor(request, "route_not_found");
    if (page) return reply.redirect(page, 302);
    return reply.status(404).send({ error: "Not found", code: "route_not_found" });
  });

  if (served && distDir !== null) {
    // The web app's files are public: every route of this scope, @fastify/static's own included.
    await app.register(async (scope) => {
      markRoutesPublic(scope);
      scope.get("/", { schema: { hide: true } }, (request, reply) =>
        sendPrerendered("front", request, reply),
      );
      await scope.register(fastifyStatic, {
        root: distDir,
        prefix: "/",
        index: false,
        wildcard: true,
        // The build writes .br and .gz copies at the highest levels (scripts/precompress.ts); they are sent as they
        // are, so no answer is compressed again.
        preCompressed: true,
        cacheControl: false,
        setHeaders(reply, filePath) {
          const relative = path.relative(distDir, filePath).split(path.sep).join("/");
          reply.header(
            "cache-control",
            relative.startsWith("assets/") ? "public, max-age=31536000, immutable" : "no-cache",
          );
        },
      });
    });
  }

  return { served };
}
