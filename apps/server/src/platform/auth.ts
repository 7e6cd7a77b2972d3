import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { signInMessage, unauthorized } from "../errors.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route answers without a signed-in user: `config: { public: true }`. Every other route needs one: signed
     * out, it answers 401 `{ error: "Please sign in", code: "unauthorized" }` before the body is read or validated.
     * A route that forgets to say is protected, so a forgotten flag fails safe.
     */
    public?: boolean;
  }
}

/** The declaration of a route that needs no signed-in user. */
export const publicRoute = { public: true } as const;

/** request.user, asserted present: use inside handlers of protected routes (those not declared public). */
export function currentUser(request: FastifyRequest) {
  if (!request.user) throw unauthorized(signInMessage, "unauthorized");
  return request.user;
}

/** Whether a route needs a signed-in user: every route not declared public (the tests enumerate them with it). */
export function isProtectedRoute(config: { public?: boolean } | undefined): boolean {
  return config?.public !== true;
}

/**
 * Declares public every route registered in this plugin scope from now on: for plugins that register routes of their
 * own (the web app's static files), whose options cannot carry the declaration.
 */
export function markRoutesPublic(scope: FastifyInstance): void {
  scope.addHook("onRoute", (route: RouteOptions) => {
    route.config = { ...route.config, ...publicRoute };
  });
}

/**
 * The one authentication hook. It runs in onRequest, after the sessions plugin's own onRequest hook has loaded
 * request.user and before the body is parsed, so a signed-out caller learns nothing about the route's input rules:
 * whatever it sends, the answer is 401. A request that matches no route goes on to the not-found handler, which
 * serves the web app's page or a 404 and nothing else.
 */
async function authPlugin(app: FastifyInstance): Promise<void> {
  app.addHook("onRequest", async (request) => {
    if (request.is404) return;
    // The studio's calls answer to a staff member, never to a parent: the studio-auth hook checks them.
    if (request.routeOptions.config?.studio !== undefined) return;
    if (isProtectedRoute(request.routeOptions.config) && !request.user)
      throw unauthorized(signInMessage, "unauthorized");
  });
}

export const authPluginFp = fp(authPlugin, {
  name: "shop-auth",
  fastify: "5.x",
  dependencies: ["shop-sessions"],
});
