import type { ErrorCode } from "@shop/contracts/error-codes";
import type { FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * An address a person opens in the browser, from a letter, an old mail or a bookmark (the old shop's `/sections/`
     * addresses, downloads): when it fails, a browser is sent to the shop's page that says so, with a way on
     * (`linkProblemLocation`), instead of the JSON error an API client gets (decision 0045).
     */
    browserAddress?: boolean;
  }
}

/** The declaration of such a route: `config: { ...browserAddress }`. */
export const browserAddress = { browserAddress: true } as const;

/** The old shop's addresses: any path under it, even one that matches no route or is not a valid URL. */
export const legacyPrefix = "/sections/";

/** The web page that says why an address did not open (apps/web, `link-problem`). */
export function linkProblemLocation(code: ErrorCode): string {
  return `/link-problem?code=${code}`;
}

/**
 * A request the browser made to show a page: a person opened the address. The fetch metadata say so where the
 * browser sends them; an older browser is known by asking for HTML. The shop's own scripts fetch with `cors` or
 * `same-origin`, a picture in a page with `no-cors`, and a download started by a link's `download` attribute is not
 * a document either: all of them keep their JSON errors.
 */
export function isBrowserNavigation(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const dest = request.headers["sec-fetch-dest"];
  if (typeof dest === "string") return dest === "document";
  return (request.headers.accept ?? "").includes("text/html");
}

function pathOf(request: FastifyRequest): string {
  return request.url.split("?")[0] ?? request.url;
}

/**
 * Where a failed request goes instead of its JSON error: the problem page, when a browser opened a route declared a
 * browser address or any address of the old shop; null otherwise.
 */
export function failurePageFor(request: FastifyRequest, code: ErrorCode): string | null {
  if (!isBrowserNavigation(request)) return null;
  const declared = !request.is404 && request.routeOptions?.config?.browserAddress === true;
  return declared || pathOf(request).startsWith(legacyPrefix) ? linkProblemLocation(code) : null;
}
