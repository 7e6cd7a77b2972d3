import { crossSiteError } from "@shop/contracts/common";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { forbidden } from "../errors.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * A server-to-server call that proves who sends it by other means (a signed webhook, a bearer token) and never
     * acts on a browser's cookie: it needs no Origin of the shop.
     */
    allowCrossSite?: boolean;
  }
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The spec's GET calls that change state (route paths). They keep their method, so a link or an image on another
 * site could fire them with the parent's cookie (SameSite=Lax lets top-level GETs through): a request the browser
 * marks as coming from elsewhere is refused. Listed by path so a call is covered from the day it is built.
 */
export const stateChangingGetPaths: ReadonlySet<string> = new Set([
  "/ajax/prophoto/verify_subject_code.php",
  "/ajax/prophoto/add_picture_set_by_code.php",
  "/sections/prophoto/ajax/send_password_reminder.php",
  "/sections/prophoto/ajax/do_tipafriend.php",
  "/api/webshop/checkout/:checkoutUuid/delivery-options/:deliveryOptionUuid/payment-options/:paymentOptionUuid",
]);

/**
 * Of those, the GETs that send mail to addresses the request names (do_tipafriend.php, the invites): they must show
 * that they come from the shop's own pages (Sec-Fetch-Site same-origin, or the shop's Origin or Referer), not only
 * that they do not come from elsewhere, so a link on another site, or in a mail, cannot send invites
 * (docs/decisions/0031-invites.md).
 */
export const ownPagesOnlyGetPaths: ReadonlySet<string> = new Set([
  "/sections/prophoto/ajax/do_tipafriend.php",
]);

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** A header's value as the log shows it: any client sends what it likes, so only its start. */
function shown(value: string): string {
  return value.length > 100 ? `${value.slice(0, 100)}…` : value;
}

function routePath(request: FastifyRequest): string {
  return request.routeOptions.url ?? request.url.split("?", 1)[0] ?? request.url;
}

export interface OriginCheckOptions {
  config: Pick<Config, "publicUrl" | "trustProxy">;
}

async function originCheckPlugin(app: FastifyInstance, { config }: OriginCheckOptions): Promise<void> {
  const publicOrigin = new URL(config.publicUrl).origin;

  /**
   * PUBLIC_URL's origin is the shop's. Without a proxy in front, the Host header also names it (the demo opened on
   * a LAN address): another site's page cannot make the browser send the shop's Host with its own Origin. Behind a
   * proxy, Host and X-Forwarded-Host are whatever the proxy passes on, so only PUBLIC_URL counts.
   */
  function isOwnOrigin(request: FastifyRequest, origin: string): boolean {
    if (origin === publicOrigin) return true;
    return config.trustProxy === false && origin === `${request.protocol}://${request.host}`;
  }

  /** The origins the shop takes as its own for this request, for the log. */
  function ownOrigins(request: FastifyRequest): string {
    const used = `${request.protocol}://${request.host}`;
    return config.trustProxy === false && used !== publicOrigin ? `${publicOrigin} or ${used}` : publicOrigin;
  }

  function foreignOrigin(request: FastifyRequest, name: string, origin: string): string {
    return `${name} ${shown(origin)} is not the shop's ${ownOrigins(request)}`;
  }

  /**
   * Why a non-GET request does not come from the shop's own pages, or null when it does. A browser sends Origin with
   * every non-GET request, and Sec-Fetch-Site where it is a secure context.
   */
  function notFromShop(request: FastifyRequest): string | null {
    const origin = header(request, "origin");
    const site = header(request, "sec-fetch-site");
    if (site !== undefined && site !== "same-origin") return `Sec-Fetch-Site is ${shown(site)}`;
    if (origin !== undefined)
      return isOwnOrigin(request, origin) ? null : foreignOrigin(request, "Origin", origin);
    return site === "same-origin" ? null : "no Origin and no Sec-Fetch-Site: same-origin";
  }

  /**
   * Why a GET is marked as coming from another site, or null. A GET cannot be required to carry Origin (a typed
   * address has none); refuse only what names another site. Of a Referer only its origin is named: its path may hold
   * a code.
   */
  function markedCrossSite(request: FastifyRequest): string | null {
    const site = header(request, "sec-fetch-site");
    if (site === "cross-site" || site === "same-site") return `Sec-Fetch-Site is ${shown(site)}`;
    const origin = header(request, "origin");
    if (origin !== undefined && !isOwnOrigin(request, origin))
      return foreignOrigin(request, "Origin", origin);
    const referer = header(request, "referer");
    if (referer === undefined) return null;
    const refererOrigin = originOf(referer);
    if (refererOrigin === null) return "the Referer is no address";
    return isOwnOrigin(request, refererOrigin)
      ? null
      : foreignOrigin(request, "the Referer's origin", refererOrigin);
  }

  /** Why a GET is not marked as the shop's own (Sec-Fetch-Site same-origin, the shop's Origin or Referer), or null. */
  function notMarkedOwnPage(request: FastifyRequest): string | null {
    const crossSite = markedCrossSite(request);
    if (crossSite !== null) return crossSite;
    if (header(request, "sec-fetch-site") === "same-origin") return null;
    if (header(request, "origin") !== undefined) return null;
    return header(request, "referer") !== undefined ? null : "no Sec-Fetch-Site, Origin or Referer";
  }

  /**
   * The parent sees only that the request did not come from the shop's pages; the log says why, so that an operator
   * finds a wrong PUBLIC_URL or TRUST_PROXY, or a shop opened over http, without guessing (docs/operating.md).
   */
  function refuse(request: FastifyRequest, reason: string): never {
    request.log.warn({ reason }, `refused as not from the shop's own pages: ${reason}`);
    throw forbidden(crossSiteError.error, crossSiteError.code);
  }

  app.addHook("onRequest", async (request) => {
    if (request.routeOptions.config?.allowCrossSite === true) return;
    if (safeMethods.has(request.method)) {
      if (request.method === "OPTIONS" || !stateChangingGetPaths.has(routePath(request))) return;
      const crossSite = markedCrossSite(request);
      if (crossSite !== null) refuse(request, crossSite);
      return;
    }
    const reason = notFromShop(request);
    if (reason !== null) refuse(request, reason);
  });

  // After the auth hook: a signed-out call of such a route answers 401 as every protected route does.
  app.addHook("preHandler", async (request) => {
    if (request.method === "OPTIONS" || !ownPagesOnlyGetPaths.has(routePath(request))) return;
    const reason = notMarkedOwnPage(request);
    if (reason !== null) refuse(request, reason);
  });
}

/** Refuses state-changing requests from other sites (403 `cross_site`); see docs/decisions/0009-hardened-inputs.md. */
export const originCheckPluginFp = fp(originCheckPlugin, { name: "shop-origin-check", fastify: "5.x" });
