import {
  AddTemplateProductBody,
  AddTemplateProductResponse,
  type Cart,
  CartResponse,
  UpdateTemplateLineBody,
} from "@shop/contracts/cart";
import type { Picture } from "@shop/contracts/picture-sets";
import { textChoice } from "@shop/contracts/template-resources";
import {
  FillTemplateResponse,
  type FillUserStringsRequest,
  FillUserStringsResponse,
  type FullTemplate,
  UserTemplatesResponse,
} from "@shop/contracts/templates";
import type { TextChoice } from "@shop/render/template";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend, withQuery } from "../../lib/api.ts";
import { invalidateCartViews } from "../../lib/queries/cart.ts";
import { templateSummaryQuery } from "../../lib/queries/template-summary.ts";
import { queryKeys } from "../../lib/query-keys.ts";
import { editorKeys, fullTemplateQuery } from "../template-preview/template-query.ts";
import type { EditorPicture } from "./types.ts";

/** The current version of a template (by-uuid/{uuid}), then that version in full. */
export async function fetchCurrentTemplate(
  client: ReturnType<typeof useQueryClient>,
  uuid: string,
): Promise<FullTemplate> {
  const summary = await client.ensureQueryData(templateSummaryQuery(uuid));
  return client.ensureQueryData(fullTemplateQuery(uuid, summary.version));
}

/** POST /api/webshop/user/templates/fill-template — the template filled for a picture set. */
export const fillTemplateQuery = (templateUuid: string, subjectUuid: string) =>
  queryOptions({
    queryKey: editorKeys.fill(templateUuid, subjectUuid),
    queryFn: () =>
      apiSend(
        "POST",
        "/api/webshop/user/templates/fill-template",
        { template: { uuid: templateUuid }, subject: { uuid: subjectUuid } },
        FillTemplateResponse,
      ),
    staleTime: 5 * 60_000,
  });

/**
 * GET /api/webshop/user/templates/by-product/{productUuid}?subject= — the product's templates the picture set
 * qualifies for, filled from it, each with its filled preview.
 */
export const productTemplatesQuery = (productUuid: string, subjectUuid: string) =>
  queryOptions({
    queryKey: editorKeys.byProduct(productUuid, subjectUuid),
    queryFn: () =>
      apiGet(
        withQuery(`/api/webshop/user/templates/by-product/${encodeURIComponent(productUuid)}`, {
          subject: subjectUuid || undefined,
        }),
        UserTemplatesResponse,
      ),
    staleTime: 60_000,
  });

/** A picture of the set as the editor places it. */
export function toEditorPicture(picture: Picture): EditorPicture {
  return {
    uuid: picture.uuid,
    webshopId: picture.webshopId,
    width: picture.dimensions.width,
    height: picture.dimensions.height,
    type: picture.pictureType,
    groupPicture: picture.groupPicture,
    userUploaded: picture.keywords.includes("user_uploaded"),
    greenscreen: picture.greenscreen,
    thumbnailUrl: picture.urls.thumbnail,
    previewUrl: picture.urls.preview,
    cutoutUrl: picture.urls.cutout,
  };
}

/** POST /api/webshop/cart/template-products; the cart's answer is written to the cache. */
export function useAddTemplateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: queryKeys.cart.write,
    scope: { id: "cart" },
    mutationFn: (body: AddTemplateProductBody) =>
      apiSend(
        "POST",
        "/api/webshop/cart/template-products",
        AddTemplateProductBody.parse(body),
        AddTemplateProductResponse,
      ),
    onSuccess: (res) => {
      client.setQueryData<Cart>(queryKeys.cart.all, res.cart);
      void invalidateCartViews(client, { cart: false });
    },
  });
}

/** PUT /api/webshop/cart/lines/{orderLineUuid}/template — 'Update cart'. */
export function useUpdateTemplateLine() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: queryKeys.cart.write,
    scope: { id: "cart" },
    mutationFn: ({ orderLineUuid, body }: { orderLineUuid: string; body: UpdateTemplateLineBody }) =>
      apiSend(
        "PUT",
        `/api/webshop/cart/lines/${encodeURIComponent(orderLineUuid)}/template`,
        UpdateTemplateLineBody.parse(body),
        CartResponse,
      ),
    onSuccess: (res) => {
      client.setQueryData<Cart>(queryKeys.cart.all, res.cart);
      void invalidateCartViews(client, { cart: false });
    },
  });
}

/**
 * POST /api/webshop/templates/fill-user-strings-by-picture: the texts that name the people of the picture just put in
 * an image field ({names}), as the text choices the editor keeps.
 */
export async function fillUserStrings(body: FillUserStringsRequest): Promise<Record<string, TextChoice>> {
  const res = await apiSend(
    "POST",
    "/api/webshop/templates/fill-user-strings-by-picture",
    body,
    FillUserStringsResponse,
  );
  const texts: Record<string, TextChoice> = {};
  for (const [id, resource] of Object.entries(res.userStringResources)) texts[id] = textChoice(resource);
  return texts;
}
