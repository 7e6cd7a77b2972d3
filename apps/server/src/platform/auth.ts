import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { signInMessage, unauthorized } from "../errors.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route needs a signed-in user: `config: { auth: true }`. Signed out, it answers 401
     * `{ error: "Please sign in", code: "unauthorized" }` before the body is read or validated.
     */
    auth?: boolean;
  }
}

/** request.user, asserted present: use inside handlers of routes declared with `config: { auth: true }`. */
export function currentUser(request: FastifyRequest) {
  if (!request.user) throw unauthorized(signInMessage, "unauthorized");
  return request.user;
}

/** Whether a route is declared protected (the tests enumerate the app's routes with it). */
export function isProtectedRoute(config: { auth?: boolean } | undefined): boolean {
  return config?.auth === true;
}

/**
 * The one authentication hook. It runs in onRequest, after the sessions plugin's own onRequest hook has loaded
 * request.user and before the body is parsed, so a signed-out caller learns nothing about the route's input rules:
 * whatever it sends, the answer is 401.
 */
async function authPlugin(app: FastifyInstance): Promise<void> {
  app.addHook("onRequest", async (request) => {
    if (isProtectedRoute(request.routeOptions.config) && !request.user)
      throw unauthorized(signInMessage, "unauthorized");
  });
}

export const authPluginFp = fp(authPlugin, {
  name: "shop-auth",
  fastify: "5.x",
  dependencies: ["shop-sessions"],
});
