import { ErrorResponse } from "@shop/contracts/common";
import {
  CreatePackageBody,
  PackageInstanceResponse,
  PackageOffersResponse,
  PackageParams,
  PackageSubjectParams,
} from "@shop/contracts/packages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../platform/auth.ts";
import { answersArePrivate } from "../../platform/security-headers.ts";
import { registerPreviewWork } from "./previews.ts";
import { offersForSubject, type PackageAsker, packageInstance } from "./service.ts";

/** Packages (spec 02 §2 Packages, §7 `POST /api/webshop/packages/{uuid}`): the offers of a job and an instance. */
export async function registerPackages(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Prices that hold until a moment, filled with a parent's pictures: never kept by a shared cache.
  answersArePrivate(app);
  registerPreviewWork(app);

  const asker = (request: FastifyRequest): PackageAsker => ({
    db: app.db,
    config: app.config,
    portalId: app.portalId,
    viewer: { userId: currentUser(request).id, portalId: app.portalId },
    now: app.clock(),
  });

  r.get(
    "/api/webshop/packages/subjects/:subjectUuid",
    {
      schema: {
        tags: ["packages"],
        summary: "The package offers of the picture set's job ('Exclusive deals'), priced now",
        params: PackageSubjectParams,
        response: { 200: PackageOffersResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => offersForSubject(asker(request), request.params.subjectUuid),
  );

  r.post(
    "/api/webshop/packages/:packageUuid",
    {
      schema: {
        tags: ["packages"],
        summary: "A package instance: the package's items filled from the picture set's pictures, priced now",
        params: PackageParams,
        // Spec 02 §7 sends no payload: Fastify reads a missing body as null, the contract's "no body".
        body: z.preprocess((body) => body ?? undefined, CreatePackageBody),
        response: {
          200: PackageInstanceResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
        },
      },
    },
    async (request) => ({
      package: await packageInstance(asker(request), request.params.packageUuid, request.body?.subject?.uuid),
    }),
  );
}
