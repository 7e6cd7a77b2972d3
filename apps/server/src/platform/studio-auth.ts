import type { StaffRole } from "@shop/contracts/studio";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { forbidden, signInMessage, unauthorized } from "../errors.ts";
import type { StaffUser } from "../modules/staff/sessions.ts";
import { isStudioApiPath } from "./studio-paths.ts";

/**
 * Who may call a studio route: the roles of a signed-in member, or `open` for the calls that come before a session
 * (signing in and out, the set-up link).
 */
export type StudioAccess = { roles: readonly StaffRole[] } | { open: true };

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Every route under /api/studio/ declares who may call it (`config: studioRoute(["owner"])`); one that does not
     * stops the start. The parent's auth hook leaves these routes to the studio's.
     */
    studio?: StudioAccess;
  }
}

/** The declaration of a studio route that the signed-in members of these roles may call. */
export function studioRoute(roles: readonly StaffRole[]) {
  return { studio: { roles } } as const;
}

/**
 * The declaration of a studio call made before a session exists (sign-in, set-up). `public` tells the parent's auth
 * hook and the route lists (platform/auth.test.ts) that no parent is needed either.
 */
export const studioOpenRoute = { public: true, studio: { open: true } } as const;

export const studioForbiddenMessage = "Your role in the studio does not allow this";

/** request.staff, asserted present: use inside the handlers of routes declared with studioRoute. */
export function currentStaff(request: FastifyRequest): StaffUser {
  if (!request.staff) throw unauthorized(signInMessage, "unauthorized");
  return request.staff;
}

/** Whether the declaration lets a signed-in member of this role in (false for signed out, whatever the route). */
export function studioAllows(access: StudioAccess | undefined, role: StaffRole | null): boolean {
  if (access === undefined) return false;
  if ("open" in access) return true;
  return role !== null && access.roles.includes(role);
}

/**
 * The one studio-auth hook, the studio's twin of platform/auth.ts: in onRequest, after the studio's sessions plugin
 * has loaded request.staff and before the body is read, a signed-out call answers 401 and a member whose role the
 * route does not name answers 403. Routes under /api/studio/ without a declaration are refused when they are
 * registered, so a forgotten declaration stops the start instead of opening a call.
 */
async function studioAuthPlugin(app: FastifyInstance): Promise<void> {
  app.addHook("onRoute", (route: RouteOptions) => {
    if (isStudioApiPath(route.url) && route.config?.studio === undefined)
      throw new Error(
        `${String(route.method)} ${route.url} declares no studio roles (config: studioRoute([...]))`,
      );
  });
  app.addHook("onRequest", async (request) => {
    if (request.is404) return;
    const access = request.routeOptions.config?.studio;
    if (access === undefined || "open" in access) return;
    if (!request.staff) throw unauthorized(signInMessage, "unauthorized");
    if (!access.roles.includes(request.staff.role))
      throw forbidden(studioForbiddenMessage, "studio_forbidden");
  });
}

export const studioAuthPluginFp = fp(studioAuthPlugin, {
  name: "studio-auth",
  fastify: "5.x",
  dependencies: ["studio-sessions"],
});
