import { CataloguesResponse } from "@shop/contracts/catalogues";
import { ErrorResponse } from "@shop/contracts/common";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUser } from "../../platform/auth.ts";
import { listCatalogues } from "../cart/service.ts";

export async function registerCatalog(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/ajax/user/get_catalogues.php",
    {
      schema: {
        tags: ["catalog"],
        summary: "The catalogues offered for the user's picture sets, with how many are in the cart",
        response: { 200: CataloguesResponse, 401: ErrorResponse },
      },
      config: { auth: true },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const user = currentUser(request);
      return { catalogues: await listCatalogues(app.db, app.portalId, user.id) };
    },
  );
}
