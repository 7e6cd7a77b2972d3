import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import fp from "fastify-plugin";
import { unauthorized } from "../errors.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** preHandler for protected routes: 401 `{ error: "Please sign in", code: "unauthorized" }` when signed out. */
    requireUser: preHandlerAsyncHookHandler;
  }
}

/** request.user, asserted present: use inside handlers guarded by app.requireUser. */
export function currentUser(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
  return request.user;
}

async function authPlugin(app: FastifyInstance): Promise<void> {
  const requireUser: preHandlerAsyncHookHandler = async (request) => {
    if (!request.user) throw unauthorized();
  };
  app.decorate("requireUser", requireUser);
}

export const authPluginFp = fp(authPlugin, {
  name: "shop-auth",
  fastify: "5.x",
  dependencies: ["shop-sessions"],
});
