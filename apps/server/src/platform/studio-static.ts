import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { markRoutesPublic } from "./auth.ts";

export const defaultStudioDistDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../studio/dist",
);

/**
 * Serves the built studio (apps/studio) at /studio/: its hashed files under /studio/assets/ cached for a year, and
 * its one page (index.html, revalidated) for every other address under /studio/, where its router takes over. Apart
 * from the web app's files, so nothing of it reaches a parent's page. The Content-Security-Policy is the app's.
 */
export async function registerStudioApp(
  app: FastifyInstance,
  distDir: string | null,
): Promise<{ served: boolean }> {
  const indexFile = distDir === null ? null : path.join(distDir, "index.html");
  if (distDir === null || indexFile === null || !existsSync(indexFile)) return { served: false };
  let indexHtml: string | undefined;
  await app.register(async (scope) => {
    markRoutesPublic(scope);
    const sendIndex = (_request: unknown, reply: import("fastify").FastifyReply) => {
      indexHtml ??= readFileSync(indexFile, "utf8");
      return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(indexHtml);
    };
    scope.get("/studio", { schema: { hide: true } }, (_request, reply) => reply.redirect("/studio/", 301));
    scope.get("/studio/", { schema: { hide: true } }, sendIndex);
    scope.get("/studio/*", { schema: { hide: true } }, sendIndex);
    await scope.register(fastifyStatic, {
      root: path.join(distDir, "assets"),
      prefix: "/studio/assets/",
      decorateReply: false,
      index: false,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply) {
        reply.header("cache-control", "public, max-age=31536000, immutable");
      },
    });
  });
  return { served: true };
}
