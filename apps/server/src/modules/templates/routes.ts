import { ErrorResponse } from "@shop/contracts/common";
import { SignedQuery } from "@shop/contracts/images";
import {
  CardCategoriesResponse,
  CategoriesResponse,
  CategoryParams,
  FilledPreviewParams,
  FillTemplateRequest,
  FillTemplateResponse,
  FillUserStringsRequest,
  FillUserStringsResponse,
  FullTemplate,
  GreenScreenBackgroundsResponse,
  JobUuidParams,
  LangQuery,
  PhotogiftCategoryInfo,
  ProductUuidParams,
  PromotedProductsResponse,
  TemplateListCategoryParams,
  TemplateListCategorySubjectParams,
  TemplateListParams,
  TemplateListResponse,
  TemplateListSubjectParams,
  TemplatePreviewParams,
  TemplateSummary,
  TemplateUuidParams,
  TemplateVersionParams,
  UserTemplatesQuery,
  UserTemplatesResponse,
} from "@shop/contracts/templates";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden, notFound } from "../../errors.ts";
import { currentUser, publicRoute } from "../../platform/auth.ts";
import { sendRaw } from "../../platform/binary-reply.ts";
import { answersArePrivate } from "../../platform/security-headers.ts";
import { derivedContentType, derivedFormatFor, logNotStored } from "../images/service.ts";
import { signGreenScreenBackground } from "../images/signing.ts";
import {
  checkFilledPreview,
  filledPreviewMaker,
  filledPreviewPlaceholder,
  signFilledPreview,
  storedFilledPreview,
  withFilledPreviews,
} from "./filled-preview.ts";
import { templatePreview } from "./preview.ts";
import {
  type Asker,
  cardCategories,
  fillTemplateFor,
  fillUserStringsByPicture,
  fullTemplate,
  greenScreenBackgroundsOf,
  type ListType,
  listCategories,
  listTemplates,
  photogiftCategoryInfo,
  promotedProductsFor,
  templateSummary,
  userTemplatesByProduct,
} from "./service.ts";
import { registerStudioTemplateEditor } from "./studio-editor-routes.ts";
import { registerStudioTemplates } from "./studio-routes.ts";

const categoryNotFound = () => notFound("Category not found", "category_not_found");

export async function registerTemplates(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Lists filled with a parent's pictures and names: never kept by a shared cache.
  answersArePrivate(app);
  await registerStudioTemplates(app);

  const asker = (request: FastifyRequest, lang?: string): Asker => ({
    db: app.db,
    portalId: app.portalId,
    viewer: request.user ? { userId: request.user.id, portalId: app.portalId } : null,
    lang: lang ?? "en",
    now: new Date(),
  });
  const signedIn = (request: FastifyRequest) => {
    const user = currentUser(request);
    return { ...asker(request), viewer: { userId: user.id, portalId: app.portalId } };
  };

  r.get(
    "/templates/all/:preview",
    {
      schema: {
        tags: ["templates"],
        summary: "A template's preview: its first part as SVG with its default texts and grey image fields",
        params: TemplatePreviewParams,
        // An SVG document, sent as it is (not JSON).
        response: { 200: z.string(), 400: ErrorResponse, 404: ErrorResponse },
      },
      config: publicRoute,
    },
    async (request, reply) => {
      const name = request.params.preview.slice(0, -".svg".length);
      const uuid = name.slice(0, 36);
      const version = Number(name.slice(37));
      const svg = await templatePreview(
        { db: app.db, storage: app.storage, portalId: app.portalId, now: new Date() },
        uuid,
        version,
      );
      if (svg === null) throw notFound("Template not found", "template_not_found");
      // The same for everyone, and a version never changes: the URL carries it.
      reply.header("cache-control", "public, max-age=31536000, immutable");
      return reply.type("image/svg+xml; charset=utf-8").send(svg);
    },
  );

  const filledPreview = filledPreviewMaker({
    db: app.db,
    storage: app.storage,
    portalId: app.portalId,
    notStored: logNotStored(app.log),
  });
  r.get(
    "/api/webshop/templates/filled/:uuid/:version/:subjectUuid",
    {
      schema: {
        tags: ["templates"],
        summary:
          "A template list item's preview filled with the picture set's pictures and names, through the signed URL the list gave",
        params: FilledPreviewParams,
        querystring: SignedQuery,
        response: { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      },
      config: publicRoute,
    },
    async (request, reply) => {
      const { exp, sig } = request.query;
      const now = new Date();
      const check = checkFilledPreview(app.config, request.params, exp, sig, now);
      if (check === "expired") throw forbidden("This link has expired", "link_expired");
      if (check === "invalid") throw forbidden("Not allowed", "link_invalid");
      const format = derivedFormatFor(request.headers.accept);
      // Made once, then served on the signature alone, as a thumbnail is.
      const data =
        (await storedFilledPreview(app.storage, request.params, format)) ??
        (await filledPreview(request.params, format));
      if (data === null) throw notFound("Template not found", "template_not_found");
      return sendRaw(
        reply,
        200,
        {
          "content-type": derivedContentType[format],
          "cache-control": `private, max-age=${Math.max(0, exp - Math.floor(now.getTime() / 1000))}, immutable`,
          vary: "Accept",
        },
        data,
      );
    },
  );

  r.get(
    "/ajax/template/get_categories.php",
    {
      schema: {
        tags: ["templates"],
        summary: "The product category overview's tiles, each with the user's first qualified picture set",
        querystring: LangQuery,
        response: { 200: CategoriesResponse, 400: ErrorResponse },
      },
      config: publicRoute,
    },
    async (request) => {
      const who = asker(request, request.query.lang);
      return listCategories(who, {
        filled: (key) => signFilledPreview(app.config, key, who.now),
        child: (pictures) => filledPreviewPlaceholder(app.config, pictures, who.now),
      });
    },
  );

  r.get(
    "/api/webshop/templates/cards/categories",
    {
      schema: {
        tags: ["templates"],
        summary: "The cards category row and its default",
        querystring: LangQuery,
        response: { 200: CardCategoriesResponse, 400: ErrorResponse },
      },
      config: publicRoute,
    },
    async (request) => cardCategories(asker(request, request.query.lang)),
  );

  r.get(
    "/api/webshop/templates/photogift/categories/:category/info",
    {
      schema: {
        tags: ["templates"],
        summary: "A photo gift category's names, user image previews and separateFromBackground",
        params: CategoryParams,
        response: { 200: PhotogiftCategoryInfo, 400: ErrorResponse, 404: ErrorResponse },
      },
      config: publicRoute,
    },
    async (request) => {
      const info = await photogiftCategoryInfo(asker(request), request.params.category);
      if (!info) throw categoryNotFound();
      return info;
    },
  );

  const list = async (
    request: FastifyRequest,
    type: ListType,
    only: { category?: string; subjectUuid?: string },
    lang?: string,
  ) => {
    const who = asker(request, lang);
    const answer = await listTemplates(who, type, only);
    if (!answer) throw categoryNotFound();
    return withFilledPreviews(app.config, answer, only.subjectUuid, who.now);
  };
  const listSchema = { tags: ["templates"], querystring: LangQuery } as const;
  const listResponses = { 200: TemplateListResponse, 400: ErrorResponse, 404: ErrorResponse };

  r.get(
    "/api/webshop/templates/:type",
    {
      schema: {
        ...listSchema,
        summary: "The templates of a type (cards, calendars, photogifts), with their products",
        params: TemplateListParams,
        response: listResponses,
      },
      config: publicRoute,
    },
    async (request) => list(request, request.params.type, {}, request.query.lang),
  );

  r.get(
    "/api/webshop/templates/:type/categories/:category",
    {
      schema: {
        ...listSchema,
        summary: "The templates of a type in a category and its sub-categories",
        params: TemplateListCategoryParams,
        response: listResponses,
      },
      config: publicRoute,
    },
    async (request) =>
      list(request, request.params.type, { category: request.params.category }, request.query.lang),
  );

  r.get(
    "/api/webshop/templates/:type/subjects/:subjectUuid",
    {
      schema: {
        ...listSchema,
        summary: "The templates of a type the picture set qualifies for, filled with its pictures",
        params: TemplateListSubjectParams,
        response: { ...listResponses, 401: ErrorResponse },
      },
    },
    async (request) =>
      list(request, request.params.type, { subjectUuid: request.params.subjectUuid }, request.query.lang),
  );

  r.get(
    "/api/webshop/templates/:type/categories/:category/subjects/:subjectUuid",
    {
      schema: {
        ...listSchema,
        summary:
          "The templates of a type in a category the picture set qualifies for, filled with its pictures",
        params: TemplateListCategorySubjectParams,
        response: { ...listResponses, 401: ErrorResponse },
      },
    },
    async (request) =>
      list(
        request,
        request.params.type,
        { category: request.params.category, subjectUuid: request.params.subjectUuid },
        request.query.lang,
      ),
  );

  r.get(
    "/api/webshop/templates/by-uuid/:uuid",
    {
      schema: {
        tags: ["templates"],
        summary: "A template's name and current version",
        params: TemplateUuidParams,
        response: { 200: TemplateSummary, 400: ErrorResponse, 404: ErrorResponse },
      },
      config: publicRoute,
    },
    async (request) => templateSummary(asker(request), request.params.uuid),
  );

  r.get(
    "/api/webshop/templates/by-uuid/:uuid/:version",
    {
      schema: {
        tags: ["templates"],
        summary: "The full template of that version, with its document",
        params: TemplateVersionParams,
        response: { 200: FullTemplate, 400: ErrorResponse, 404: ErrorResponse },
      },
      config: publicRoute,
    },
    async (request) => fullTemplate(asker(request), request.params.uuid, request.params.version),
  );

  r.get(
    "/api/webshop/user/templates/by-product/:productUuid",
    {
      schema: {
        tags: ["templates"],
        summary:
          "Each template of the product, filled from the given picture set or the user's most recent qualifying one",
        params: ProductUuidParams,
        querystring: UserTemplatesQuery,
        response: { 200: UserTemplatesResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const who = signedIn(request);
      return userTemplatesByProduct(
        who,
        request.params.productUuid,
        (key) => signFilledPreview(app.config, key, who.now),
        request.query.subject,
      );
    },
  );

  r.post(
    "/api/webshop/user/templates/fill-template",
    {
      schema: {
        tags: ["templates"],
        summary: "The template's user resources filled from the picture set, and the year",
        body: FillTemplateRequest,
        response: { 200: FillTemplateResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) =>
      fillTemplateFor(signedIn(request), request.body.template.uuid, request.body.subject.uuid),
  );

  r.post(
    "/api/webshop/templates/fill-user-strings-by-picture",
    {
      schema: {
        tags: ["templates"],
        summary: "The text fields that name the people in the picture put in an image field",
        body: FillUserStringsRequest,
        response: {
          200: FillUserStringsResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) =>
      fillUserStringsByPicture(signedIn(request), {
        templateUuid: request.body.template.uuid,
        subjectUuid: request.body.subject.uuid,
        pictureUuid: request.body.picture.uuid,
        resourceId: request.body.resource.id,
      }),
  );

  r.get(
    "/api/webshop/green-screen-backgrounds/:jobUuid",
    {
      schema: {
        tags: ["templates"],
        summary: "The backgrounds of a job's green-screen pictures",
        params: JobUuidParams,
        response: {
          200: GreenScreenBackgroundsResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) => {
      const who = signedIn(request);
      return greenScreenBackgroundsOf(who, request.params.jobUuid, (view) =>
        signGreenScreenBackground(app.config, view, who.now),
      );
    },
  );

  r.get(
    "/api/webshop/promoted-products",
    {
      schema: {
        tags: ["templates"],
        summary: "'Other popular products': promoted categories and templates with their labels and prices",
        querystring: LangQuery,
        response: { 200: PromotedProductsResponse, 400: ErrorResponse },
      },
      config: publicRoute,
    },
    async (request) => {
      const who = asker(request, request.query.lang);
      return promotedProductsFor(who, (key) => signFilledPreview(app.config, key, who.now));
    },
  );

  await registerStudioTemplateEditor(app);
}
