import { createHash } from "node:crypto";
import { ErrorResponse } from "@shop/contracts/common";
import {
  LegacyPageParams,
  LegacyPageResponse,
  PrivacyPolicyResponse,
  SettingsResponse,
} from "@shop/contracts/content";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { notFound } from "../../errors.ts";
import { publicRoute } from "../../platform/auth.ts";
import { sendRaw } from "../../platform/binary-reply.ts";
import {
  frontBackgroundKey,
  frontBackgroundPath,
  getLegacyPage,
  getPrivacyPolicy,
  getSettings,
} from "./service.ts";

export async function registerContent(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/webshop/settings",
    {
      schema: {
        tags: ["content"],
        summary: "Portal, webshop and page settings and the menu: everything the shell needs",
        response: { 200: SettingsResponse },
      },
      config: publicRoute,
    },
    async (request, reply) => {
      const settings = await getSettings(app.db, app.portalId, app.config.consentScriptUrl);
      // Revalidated on every load so a changed setting shows at once, yet an unchanged one costs a 304.
      const etag = `"${createHash("sha256").update(JSON.stringify(settings)).digest("base64url").slice(0, 27)}"`;
      reply.header("cache-control", "no-cache");
      reply.header("etag", etag);
      if (request.headers["if-none-match"] === etag) return sendRaw(reply, 304, {});
      return settings;
    },
  );

  r.get(
    "/api/webshop/privacy-policy",
    {
      schema: {
        tags: ["content"],
        summary: "The webshop's privacy policy text",
        response: { 200: PrivacyPolicyResponse, 404: ErrorResponse },
      },
      config: publicRoute,
    },
    async (_request, reply) => {
      const privacyPolicy = await getPrivacyPolicy(app.db, app.portalId);
      if (privacyPolicy === null) throw notFound("Page not found", "page_not_found");
      reply.header("cache-control", "public, max-age=300");
      return { data: { privacyPolicy } };
    },
  );

  r.get(
    "/api/webshop/legacy-pages/:id",
    {
      schema: {
        tags: ["content"],
        summary: "A content page of /pages/:id: its title and modules, HTML sanitised",
        params: LegacyPageParams,
        response: { 200: LegacyPageResponse, 404: ErrorResponse },
      },
      config: publicRoute,
    },
    async (request, reply) => {
      const page = await getLegacyPage(app.db, app.portalId, request.params.id);
      if (page === null) throw notFound("Page not found", "page_not_found");
      reply.header("cache-control", "public, max-age=60");
      return page;
    },
  );

  r.get(
    frontBackgroundPath,
    {
      schema: {
        tags: ["content"],
        summary: "The front page's background image",
        response: { 404: ErrorResponse },
      },
      config: publicRoute,
    },
    async (_request, reply) => {
      const data = await app.storage.get(frontBackgroundKey);
      if (data === null) throw notFound("Not found", "front_background_not_found");
      return sendRaw(
        reply,
        200,
        { "content-type": "image/jpeg", "cache-control": "public, max-age=86400" },
        data,
      );
    },
  );
}
