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

  /** A browser sends Origin with every non-GET request, and Sec-Fetch-Site where it is a secure context. */
  function comesFromShop(request: FastifyRequest): boolean {
    const origin = header(request, "origin");
    const site = header(request, "sec-fetch-site");
    if (site !== undefined && site !== "same-origin") return false;
    if (origin !== undefined) return isOwnOrigin(request, origin);
    return site === "same-origin";
  }

  /** A GET cannot be required to carry Origin (a typed address has none); refuse only what names another site. */
  function markedCrossSite(request: FastifyRequest): boolean {
    const site = header(request, "sec-fetch-site");
    if (site === "cross-site" || site === "same-site") return true;
    const origin = header(request, "origin");
    if (origin !== undefined && !isOwnOrigin(request, origin)) return true;
    const referer = header(request, "referer");
    if (referer === undefined) return false;
    const refererOrigin = originOf(referer);
    return refererOrigin === null || !isOwnOrigin(request, refererOrigin);
  }

  /** Marked as the shop's own: Sec-Fetch-Site same-origin, or the shop's Origin, or a Referer of the shop. */
  function markedOwnPage(request: FastifyRequest): boolean {
    if (markedCrossSite(request)) return false;
    if (header(request, "sec-fetch-site") === "same-origin") return true;
    if (header(request, "origin") !== undefined) return true;
    return header(request, "referer") !== undefined;
  }

  app.addHook("onRequest", async (request) => {
    if (request.routeOptions.config?.allowCrossSite === true) return;
    if (safeMethods.has(request.method)) {
      if (
        request.method !== "OPTIONS" &&
        stateChangingGetPaths.has(routePath(request)) &&
        markedCrossSite(request)
      )
        throw forbidden(crossSiteError.error, crossSiteError.code);
      return;
    }
    if (!comesFromShop(request)) throw forbidden(crossSiteError.error, crossSiteError.code);
  });

  // After the auth hook: a signed-out call of such a route answers 401 as every protected route does.
  app.addHook("preHandler", async (request) => {
    if (request.method === "OPTIONS" || !ownPagesOnlyGetPaths.has(routePath(request))) return;
    if (!markedOwnPage(request)) throw forbidden(crossSiteError.error, crossSiteError.code);
  });
}

/** Refuses state-changing requests from other sites (403 `cross_site`); see docs/decisions/0009-hardened-inputs.md. */
export const originCheckPluginFp = fp(originCheckPlugin, { name: "shop-origin-check", fastify: "5.x" });
