import { ErrorResponse } from "@shop/contracts/common";
import { studioAreaRoles } from "@shop/contracts/studio";
import { StarterInstallResponse } from "@shop/contracts/studio-products";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentStaff, studioRoute } from "../../platform/studio-auth.ts";
import { recordStudioChange } from "../staff/service.ts";
import { installStarterLibrary, loadStarterLibrary } from "./starter.ts";

/**
 * The button of an empty Products list (issue 31): installs the starter library as `template install-starter` does
 * (products not on sale until priced), and records who did.
 */
export async function registerStudioStarterInstall(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/studio/templates/starter",
    {
      schema: {
        tags: ["studio templates"],
        summary:
          "Installs the starter templates (templates/starter/) as `template install-starter` does; a second call adds nothing",
        response: { 200: StarterInstallResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
      config: studioRoute(studioAreaRoles.templates),
    },
    async (request) => {
      const library = await loadStarterLibrary();
      return app.db.transaction(async (tx) => {
        const installed = await installStarterLibrary(tx, app.portalId, library);
        await recordStudioChange(tx, {
          staff: currentStaff(request),
          action: "templates.install-starter",
          objectType: "templates",
          detail: {
            products: installed.productsAdded.join(", "),
            templates: installed.templatesAdded.length + installed.templatesUpdated.length,
          },
        });
        return installed;
      });
    },
  );
}
