import fastifyCookie from "@fastify/cookie";
import { type StaffRole, staffRoles, studioAreaRoles } from "@shop/contracts/studio";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { studioSessionsPluginFp } from "../modules/staff/sessions.ts";
import { createUser, signedInCookie } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/helpers.ts";
import { apiRoutes, fillPath } from "../test/routes.ts";
import { createStaff, studioCookie } from "../test/staff-factories.ts";
import { studioAllows, studioAuthPluginFp, studioRoute } from "./studio-auth.ts";
import { isStudioApiPath } from "./studio-paths.ts";

/**
 * Every route under /api/studio/, as the app registered them (so the routes other modules add later are walked
 * without editing this file), called as each role, as a signed-in parent and signed out. A route answers a caller its
 * declaration does not allow with 401 (signed out, a parent) or 403 (another role), before its input is read.
 */
describe("the studio's authorization", () => {
  let t: TestApp;
  const cookies = new Map<string, string>();
  beforeAll(async () => {
    t = await createTestApp();
    for (const role of staffRoles)
      cookies.set(role, await studioCookie(t, (await createStaff(t, { role })).id));
    const parent = await createUser(t);
    cookies.set("parent", await signedInCookie(t, parent.id));
  });
  afterAll(() => t.close());

  const studioRoutes = () => apiRoutes(t.routes).filter((route) => isStudioApiPath(route.url));

  it("finds the studio's routes, each with a declaration", () => {
    const routes = studioRoutes();
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(["POST /api/studio/session", "GET /api/studio/me", "GET /api/studio/staff"]),
    );
    for (const route of routes) expect(route.config?.studio, `${route.method} ${route.url}`).toBeDefined();
  });

  it("walks the job page's name-correction reviews (decision 0063) with the jobs area's roles", () => {
    const reviews = studioRoutes().filter((route) =>
      route.url.startsWith("/api/studio/jobs/:jobUuid/corrections/"),
    );
    expect(reviews.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      "POST /api/studio/jobs/:jobUuid/corrections/:correctionUuid/accept",
      "POST /api/studio/jobs/:jobUuid/corrections/:correctionUuid/reject",
      "POST /api/studio/jobs/:jobUuid/corrections/accept-all",
    ]);
    for (const route of reviews) {
      for (const role of staffRoles)
        expect(studioAllows(route.config?.studio, role)).toBe(studioAreaRoles.jobs.some((r) => r === role));
    }
  });

  it("declares on every route no role its area does not name (issue 30's roles, studioAreaRoles)", () => {
    for (const route of studioRoutes()) {
      const access = route.config?.studio;
      if (access === undefined || "open" in access) continue;
      const area = route.url.split("/")[3] ?? "";
      const label = `${route.method} ${route.url}`;
      expect(Object.keys(studioAreaRoles), `${label}: an area the role table does not name`).toContain(area);
      const named: readonly StaffRole[] = studioAreaRoles[area as keyof typeof studioAreaRoles];
      for (const role of staffRoles)
        if (studioAllows(access, role)) expect(named, `${label} answers ${role}`).toContain(role);
    }
  });

  it("refuses to start with a studio route that declares no roles", async () => {
    const app = Fastify();
    await app.register(fastifyCookie);
    await app.register(studioSessionsPluginFp, { db: t.db, config: t.config });
    await app.register(studioAuthPluginFp);
    const registering = app.register(async (scope) => {
      scope.get("/api/studio/undeclared", async () => ({}));
    });
    await expect(registering).rejects.toThrow(/GET \/api\/studio\/undeclared declares no studio roles/);
  });

  const callers: Array<{ name: string; role: StaffRole | null }> = [
    ...staffRoles.map((role) => ({ name: role, role })),
    { name: "parent", role: null },
    { name: "signed out", role: null },
  ];

  it.each(callers)("answers $name only where the route's declaration allows", async ({ name, role }) => {
    for (const route of studioRoutes()) {
      const access = route.config?.studio;
      if (access === undefined || "open" in access) continue;
      const cookie = cookies.get(name);
      const res = await t.app.inject({
        method: route.method as "GET",
        url: fillPath(route.url, () => "00000000-0000-4000-8000-000000000000"),
        ...(cookie === undefined ? {} : { headers: { cookie } }),
      });
      const label = `${route.method} ${route.url} as ${name}`;
      if (studioAllows(access, role)) {
        expect([401, 403], label).not.toContain(res.statusCode);
      } else {
        expect(res.statusCode, label).toBe(role === null ? 401 : 403);
        expect(res.json().code, label).toBe(role === null ? "unauthorized" : "studio_forbidden");
      }
    }
  });

  it("lets every caller reach the open calls, which check what they are given themselves", async () => {
    for (const route of studioRoutes()) {
      const access = route.config?.studio;
      if (access === undefined || !("open" in access)) continue;
      const res = await t.app.inject({
        method: route.method as "GET",
        url: fillPath(route.url, () => "not-a-token"),
        payload: {},
      });
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(res.statusCode);
    }
  });

  it("says which roles a declaration allows", () => {
    expect(studioAllows(studioRoute(["owner"]).studio, "owner")).toBe(true);
    expect(studioAllows(studioRoute(["owner"]).studio, "support")).toBe(false);
    expect(studioAllows(studioRoute(["owner", "staff"]).studio, null)).toBe(false);
    expect(studioAllows(undefined, "owner")).toBe(false);
  });
});
