import { ErrorResponse } from "@shop/contracts/common";
import { studioAreaRoles } from "@shop/contracts/studio";
import {
  StudioSettingsBody,
  StudioSettingsExport,
  StudioSettingsResult,
} from "@shop/contracts/studio-settings";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { bodyLimits } from "../../platform/input-guard.ts";
import { currentStaff, studioRoute } from "../../platform/studio-auth.ts";
import { exportShopSettings } from "./export.ts";
import { studioSettings } from "./studio.ts";

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse } as const;

/**
 * The studio's settings (owner only): the settings file read back from the shop (export), what a file or one of its
 * sections would change (preview), and applying it, recorded. A file's problems are an answer (200, `ok: false`,
 * each with its path), not an error: the studio shows them at their fields.
 */
export async function registerStudioSettings(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const owner = studioRoute(studioAreaRoles.settings);

  r.get(
    "/api/studio/settings",
    {
      schema: {
        tags: ["studio-settings"],
        summary: "The shop's settings as a settings file (version 2, amounts as text): the export",
        response: { 200: StudioSettingsExport, ...errors },
      },
      config: owner,
    },
    async (request, reply) => {
      currentStaff(request);
      const file = await exportShopSettings(app.db, app.portalId, app.clock());
      return reply
        .header("cache-control", "no-store")
        .send({ file: file === null ? null : `${JSON.stringify(file, null, 2)}\n` });
    },
  );

  r.post(
    "/api/studio/settings/preview",
    {
      schema: {
        tags: ["studio-settings"],
        summary: "What applying a settings file, or one section of it, would change; or the file's problems",
        body: StudioSettingsBody,
        response: { 200: StudioSettingsResult, ...errors },
      },
      config: owner,
      bodyLimit: bodyLimits.settingsFile,
    },
    async (request) => {
      currentStaff(request);
      return studioSettings(app.db, app.portalId, request.body, { apply: false }, app.clock());
    },
  );

  r.post(
    "/api/studio/settings",
    {
      schema: {
        tags: ["studio-settings"],
        summary:
          "Apply a settings file, or one section of it, in one transaction; recorded in the studio record",
        body: StudioSettingsBody,
        response: { 200: StudioSettingsResult, ...errors },
      },
      config: owner,
      bodyLimit: bodyLimits.settingsFile,
    },
    async (request) => {
      const staff = currentStaff(request);
      return studioSettings(app.db, app.portalId, request.body, { apply: true, actor: staff }, app.clock());
    },
  );
}
