import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { routePreloadList } from "./route-preloads.ts";
import { routes } from "./router.tsx";

function pathsOf(list: RouteObject[], parent = ""): string[] {
  return list.flatMap((route) => {
    const own = route.path === undefined ? parent : `${parent}/${route.path}`.replace(/\/+/g, "/");
    return [...(route.path === undefined ? [] : [own]), ...pathsOf(route.children ?? [], own)];
  });
}

describe("the routes whose code and data the server preloads", () => {
  it("are routes of the router", () => {
    const paths = pathsOf(routes);
    for (const preload of routePreloadList) expect(paths).toContain(preload.path);
  });

  it("start the user's read, which every signed-in page's guard waits for", () => {
    for (const preload of routePreloadList) expect(preload.fetches).toContain("/api/webshop/me");
  });
});
