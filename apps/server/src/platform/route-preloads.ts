import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { escapeHtml } from "./html.ts";

/**
 * The web build's `route-preloads.json` (apps/web/vite-plugins/route-preloads.ts): for the pages a parent opens first,
 * the page's chunks and the API reads its loaders start. Named in the page's HTML, they load while the main chunk
 * does, instead of after it in a chain (main chunk → page chunk → data → pictures).
 */
const RoutePreloadsFile = z.array(
  z.object({
    path: z.string().startsWith("/"),
    modules: z.array(z.string().startsWith("/")),
    fetches: z.array(z.string().startsWith("/")),
  }),
);
type RoutePreloadsFile = z.infer<typeof RoutePreloadsFile>;

export const routePreloadsFileName = "route-preloads.json";

/** A path parameter is filled into URLs the browser then fetches: only ids, nothing that could leave the path. */
const parameterValue = /^[A-Za-z0-9_-]{1,100}$/;

/** A route's tags: its reads go first in the head, its chunks after the main chunk's. */
export interface PreloadTags {
  fetches: string;
  modules: string;
}
const noTags: PreloadTags = { fetches: "", modules: "" };

interface Route {
  segments: string[];
  tags: (values: Map<string, string>) => PreloadTags;
}

function fill(template: string, values: Map<string, string>): string {
  return template
    .split("/")
    .map((segment) => (segment.startsWith(":") ? (values.get(segment.slice(1)) ?? segment) : segment))
    .join("/");
}

function routeOf(entry: RoutePreloadsFile[number]): Route {
  const modules = entry.modules
    .map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`)
    .join("");
  return {
    segments: entry.path.split("/").filter(Boolean),
    // `crossorigin` makes the preload a CORS request with same-origin credentials, the mode of the app's fetch(),
    // so the browser hands the preloaded answer to that fetch instead of asking twice.
    tags: (values) => ({
      fetches: entry.fetches
        .map((href) => `<link rel="preload" href="${escapeHtml(fill(href, values))}" as="fetch" crossorigin>`)
        .join(""),
      modules,
    }),
  };
}

function matchOf(route: Route, segments: string[]): Map<string, string> | null {
  if (route.segments.length !== segments.length) return null;
  const values = new Map<string, string>();
  for (const [index, wanted] of route.segments.entries()) {
    const actual = segments[index] ?? "";
    if (wanted.startsWith(":")) {
      if (!parameterValue.test(actual)) return null;
      values.set(wanted.slice(1), actual);
    } else if (wanted !== actual) return null;
  }
  return values;
}

export type PreloadTagsFor = (pathname: string) => PreloadTags;

export function preloadTagsFrom(file: unknown): PreloadTagsFor {
  const routes = RoutePreloadsFile.parse(file).map(routeOf);
  return (pathname) => {
    const segments = pathname.split("/").filter(Boolean);
    for (const route of routes) {
      const values = matchOf(route, segments);
      if (values !== null) return route.tags(values);
    }
    return noTags;
  };
}

/** The build's preloads, or none when the build has no such file (an older build, or tests with a made-up one). */
export function readPreloadTags(distDir: string): PreloadTagsFor {
  const file = path.join(distDir, routePreloadsFileName);
  if (!existsSync(file)) return () => noTags;
  return preloadTagsFrom(JSON.parse(readFileSync(file, "utf8")));
}

/**
 * index.html with a route's tags in its head. The reads go before the main chunk's script: the page waits for them
 * and the server answers them while the browser still fetches the scripts (over HTTP/1.1 a browser opens six
 * connections to a host, so whatever is named first is asked first). The route's chunks go last, after the main
 * chunk's, which run first.
 */
export function withPreloadTags(html: string, { fetches, modules }: PreloadTags): string {
  const end = html.indexOf("</head>");
  if (end === -1 || (fetches === "" && modules === "")) return html;
  const script = html.indexOf("<script", html.indexOf("<head"));
  const start = script !== -1 && script < end ? script : end;
  return `${html.slice(0, start)}${fetches}${html.slice(start, end)}${modules}${html.slice(end)}`;
}
