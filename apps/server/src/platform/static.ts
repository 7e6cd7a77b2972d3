import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { markRoutesPublic } from "./auth.ts";
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

/**
 * Serves the built web app: hashed files under /assets/ cached for a year (their Brotli or gzip copy made at build
 * when the browser takes it), everything else revalidated, and
 * index.html for client routes (a GET that accepts HTML and is not an API path), naming the chunks and data of the
 * route when the build lists it (route-preloads.ts). Without a build the API still runs.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | null,
): Promise<{ served: boolean }> {
  const indexFile = distDir === null ? null : path.join(distDir, "index.html");
  const served = indexFile !== null && existsSync(indexFile);
  let indexHtml: string | undefined;
  let preloadTags: PreloadTagsFor | undefined;

  function sendIndex(reply: FastifyReply, url: string): FastifyReply {
    // Read on first use and kept: a rebuild comes with a restart.
    indexHtml ??= readFileSync(indexFile as string, "utf8");
    preloadTags ??= readPreloadTags(distDir as string);
    const pathname = url.split("?")[0] ?? url;
    return reply
      .status(200)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(withPreloadTags(indexHtml, preloadTags(pathname)));
  }

  app.setNotFoundHandler((request, reply) => {
    if (served && wantsHtml(request) && !isApiPath(request.url)) return sendIndex(reply, request.url);
    return reply.status(404).send({ error: "Not found", code: "route_not_found" });
  });

  if (served && distDir !== null) {
    // The web app's files are public: every route of this scope, @fastify/static's own included.
    await app.register(async (scope) => {
      markRoutesPublic(scope);
      scope.get("/", { schema: { hide: true } }, async (request, reply) => sendIndex(reply, request.url));
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
