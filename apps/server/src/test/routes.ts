import type { RouteOptions } from "fastify";

/** One method and path of the app, as registered. */
export interface AppRoute {
  method: string;
  url: string;
  schema: RouteOptions["schema"];
  config: RouteOptions["config"];
}

/**
 * The app's routes one method at a time, without the HEAD twins Fastify adds to every GET and without the web app's
 * catch-all, so a test walks every call of the API, including the ones added after it was written.
 */
export function apiRoutes(routes: readonly RouteOptions[]): AppRoute[] {
  const seen = new Set<string>();
  const list: AppRoute[] = [];
  for (const route of routes) {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const key = `${method} ${route.url}`;
      if (method === "HEAD" || route.url.includes("*") || seen.has(key)) continue;
      seen.add(key);
      list.push({ method, url: route.url, schema: route.schema, config: route.config });
    }
  }
  return list;
}

/** The route's path with each `:name` parameter replaced by fill(name) (URL-encoded by the caller as needed). */
export function fillPath(url: string, fill: (name: string) => string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => fill(name));
}
