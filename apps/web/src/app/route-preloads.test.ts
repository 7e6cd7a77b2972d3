import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { routePreloadList } from "./route-preloads.ts";
import { routes } from "./router.tsx";
import { signedInRoutes } from "./signed-in-routes.ts";

function pathsOf(list: RouteObject[], parent = ""): string[] {
  return list.flatMap((route) => {
    const own = route.path === undefined ? parent : `${parent}/${route.path}`.replace(/\/+/g, "/");
    // A path's optional last segment (`:category?`) stands for the path with and without it.
    const optional = own.match(/^(.*)\/:[A-Za-z]+\?$/)?.[1];
    const mine =
      route.path === undefined ? [] : optional === undefined ? [own] : [own.slice(0, -1), optional];
    return [...mine, ...pathsOf(route.children ?? [], own)];
  });
}

describe("the routes whose code and data the server preloads", () => {
  it("are routes of the router", () => {
    // The signed-in pages are children of the protected route once the router has added them (router.tsx).
    const paths = [...pathsOf(routes), ...pathsOf(signedInRoutes)];
    for (const preload of routePreloadList) expect(paths).toContain(preload.path);
  });

  it("name the signed-in routes and every page's English texts, which each signed-in page waits for", () => {
    for (const preload of routePreloadList) {
      expect(preload.modules).toContain("src/app/signed-in-routes.ts");
      expect(preload.modules).toContain("src/locales/en.json?all");
    }
  });

  it("start the user's read, which every signed-in page's guard waits for", () => {
    for (const preload of routePreloadList) expect(preload.fetches).toContain("/api/webshop/me");
  });
});
