import { ErrorResponse } from "@shop/contracts/common";
import {
  DigitalPortraitParams,
  DigitalPortraitResponse,
  DigitalPortraitsResponse,
} from "@shop/contracts/digital";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { notFound } from "../../errors.ts";
import { currentUser } from "../../platform/auth.ts";
import { answersArePrivate } from "../../platform/security-headers.ts";
import { getDigitalPortrait, listDigitalPortraits } from "./service.ts";

export const pictureSetNotFoundMessage = "Picture set not found";

export async function registerDigital(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Pictures of children, prices and purchases of this user: never cached by a shared cache, nor kept.
  answersArePrivate(app);

  r.get(
    "/api/webshop/digital-portraits",
    {
      schema: {
        tags: ["digital"],
        summary: "A card per picture set of the user that offers digital pictures",
        response: { 200: DigitalPortraitsResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return listDigitalPortraits(app.db, app.config, app.portalId, user.id);
    },
  );

  r.get(
    "/api/webshop/digital-portraits/:subjectUuid",
    {
      schema: {
        tags: ["digital"],
        summary: "One picture set's digital files and sets, by picture type",
        params: DigitalPortraitParams,
        response: {
          200: DigitalPortraitResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const portrait = await getDigitalPortrait(
        app.db,
        app.config,
        app.portalId,
        user.id,
        request.params.subjectUuid,
      );
      if (!portrait) throw notFound(pictureSetNotFoundMessage, "picture_set_not_found");
      return portrait;
    },
  );
}
