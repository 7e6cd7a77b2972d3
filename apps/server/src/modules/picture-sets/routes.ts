import { ErrorResponse } from "@shop/contracts/common";
import {
  FavoriteBody,
  FavoriteResponse,
  PictureParams,
  PictureSet,
  PictureSetListResponse,
  PictureSetParams,
  SubjectCorrectionBody,
  SubjectCorrectionError,
  SubjectCorrectionResponse,
  YearbookPoseBody,
  YearbookPoseResponse,
} from "@shop/contracts/picture-sets";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { badRequest, forbidden, notFound } from "../../errors.ts";
import { currentUser } from "../../platform/auth.ts";
import { answersArePrivate } from "../../platform/security-headers.ts";
import type { SessionRouteConfig } from "../account/sessions.ts";
import {
  type CorrectionResult,
  chooseYearbookPose,
  correctPictureSetSubject,
  getPictureSet,
  listPictureSets,
  type PictureChoiceResult,
  pictureNotFoundMessage,
  pictureSetNotFoundMessage,
  setDetailWithSession,
  setFavorite,
  setListWithSession,
  yearbookExpiredMessage,
} from "./service.ts";

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

function throwUnlessOk(result: PictureChoiceResult): void {
  switch (result.kind) {
    case "ok":
      return;
    case "set-not-found":
      throw notFound(pictureSetNotFoundMessage, "picture_set_not_found");
    case "picture-not-found":
      throw notFound(pictureNotFoundMessage, "picture_not_found");
    case "expired":
      throw forbidden(yearbookExpiredMessage, "yearbook_expired");
  }
}

export const notEditableMessage = "This picture set can no longer be edited.";

function correctedOrThrow(result: CorrectionResult) {
  switch (result.kind) {
    case "ok":
      return { subject: result.subject };
    case "set-not-found":
      throw notFound(pictureSetNotFoundMessage, "picture_set_not_found");
    case "not-editable":
      throw forbidden(notEditableMessage, "picture_set_not_editable");
    case "invalid":
      throw result.problem === "required"
        ? badRequest("This is required!", "required", { field: result.field })
        : badRequest("The text is too long.", "name_too_long", { field: result.field });
  }
}

export async function registerPictureSets(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The hook stays inside this module's plugin scope (modules/index.ts registers each module as a plugin).
  // Picture sets are personal (pictures of children): never cached by a shared cache, nor kept by the browser.
  answersArePrivate(app);

  r.get(
    "/api/webshop/picture-sets",
    {
      config: { readWithSession: setListWithSession } satisfies SessionRouteConfig,
      schema: {
        tags: ["picture-sets"],
        summary: "The signed-in user's picture sets, newest first, with the first pictures of each",
        response: { 200: PictureSetListResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return { pictureSets: await listPictureSets(app.db, app.config, user.id, app.portalId) };
    },
  );

  r.get(
    "/api/webshop/picture-sets/:pictureSetUuid",
    {
      config: { readWithSession: setDetailWithSession } satisfies SessionRouteConfig,
      schema: {
        tags: ["picture-sets"],
        summary: "One of the user's picture sets with every picture",
        params: PictureSetParams,
        response: { 200: PictureSet, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const set = await getPictureSet(
        app.db,
        app.config,
        user.id,
        app.portalId,
        request.params.pictureSetUuid,
      );
      if (!set) throw notFound(pictureSetNotFoundMessage, "picture_set_not_found");
      return set;
    },
  );

  r.put(
    "/api/webshop/picture-sets/:pictureSetUuid/pictures/:pictureUuid/favorite",
    {
      schema: {
        tags: ["picture-sets"],
        summary: "Mark or unmark a picture as the user's favorite",
        params: PictureParams,
        body: FavoriteBody,
        response: { 200: FavoriteResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { pictureSetUuid, pictureUuid } = request.params;
      const { favorite } = request.body;
      throwUnlessOk(await setFavorite(app.db, user.id, app.portalId, pictureSetUuid, pictureUuid, favorite));
      return { isUserFavorite: favorite };
    },
  );

  r.put(
    "/api/webshop/picture-sets/:pictureSetUuid/yearbook-pose",
    {
      schema: {
        tags: ["picture-sets"],
        summary: "Choose the picture for the yearbook",
        params: PictureSetParams,
        body: YearbookPoseBody,
        response: { 200: YearbookPoseResponse, 403: ErrorResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { pictureUuid } = request.body;
      throwUnlessOk(
        await chooseYearbookPose(app.db, user.id, app.portalId, request.params.pictureSetUuid, pictureUuid),
      );
      return { pictureUuid };
    },
  );

  r.put(
    "/api/webshop/picture-sets/:pictureSetUuid/subject",
    {
      schema: {
        tags: ["picture-sets"],
        summary: "Correct the name and group of an editable picture set's subject, as they will be printed",
        params: PictureSetParams,
        body: SubjectCorrectionBody,
        response: {
          200: SubjectCorrectionResponse,
          403: ErrorResponse,
          ...errors,
          400: SubjectCorrectionError,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return correctedOrThrow(
        await correctPictureSetSubject(
          app.db,
          user.id,
          app.portalId,
          request.params.pictureSetUuid,
          request.body,
        ),
      );
    },
  );
}
