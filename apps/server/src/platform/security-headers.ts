import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";

/**
 * The security headers helmet sets for these options, worked out once: helmet's middleware is run on a stand-in
 * response at start and its headers are kept. Its headers depend on the options only, never on the request, and
 * @fastify/helmet built the middleware (parsing the content security policy) again for every request, about 4 % of a
 * hot read's CPU (decision 0015).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: unknown) {
      headers.set(name, String(value));
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error("helmet did not finish at once");
  return Object.fromEntries(headers);
}

/** Sets the headers of `securityHeaders(options)` on every reply. */
export const securityHeadersPluginFp = fp(
  async (app: FastifyInstance, options: HelmetOptions) => {
    const headers = securityHeaders(options);
    app.addHook("onRequest", (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: "security-headers" },
);

/**
 * Marks every answer of the calling plugin's scope (a module's routes) as personal: never kept by a shared cache, nor
 * by the browser.
 */
export function answersArePrivate(app: FastifyInstance): void {
  app.addHook("onRequest", (_request, reply, done) => {
    reply.header("cache-control", "private, no-store");
    done();
  });
}
