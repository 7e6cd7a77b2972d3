import { randomUUID } from "node:crypto";
import type { AddTemplateProductBody } from "@shop/contracts/cart";
import { templateProductKind } from "@shop/domain/product-kind";
import { badRequest, notFound } from "../../../errors.ts";
import type { CartChange, NewCartLine } from "../../cart/kind.ts";
import { checkSubProducts } from "../../cart/sub-products.ts";
import { type ShopProduct, shopProducts } from "../../catalog/service.ts";
import { templateProducts } from "../../catalog/template-products.ts";
import { visibleSubject } from "../../subjects/scope.ts";
import { pictureSetNotFoundMessage } from "../digital-pictures.ts";
import { checkDesign, refuse, soldTemplateVersion } from "./design.ts";
import { designData } from "./line-data.ts";

export const quantityMessages = {
  template_quantity_below_minimum: "The quantity is below the product's minimum",
  template_quantity_above_maximum: "The quantity is above the product's maximum",
} as const;

/** Refuses a quantity outside the product's limits: its minimum order quantity and its maximum (when it has one). */
export function checkQuantity(
  product: Pick<ShopProduct, "minOrderQuantity" | "maxQuantity">,
  quantity: number,
) {
  const min = Math.max(1, product.minOrderQuantity);
  if (quantity < min)
    throw badRequest(quantityMessages.template_quantity_below_minimum, "template_quantity_below_minimum", {
      params: { min },
    });
  if (product.maxQuantity !== null && quantity > product.maxQuantity)
    throw badRequest(quantityMessages.template_quantity_above_maximum, "template_quantity_above_maximum", {
      params: { max: product.maxQuantity },
    });
}

/**
 * Adds a design of a template for a picture set to the cart (spec 02 §2 'Select quantity'): one new line per product
 * row, each of the template's product, with its quantity. The picture set must be the user's to buy for, the
 * template sold at that version and the design pass its check (design.ts). Answers the new lines' uuids.
 */
export function addTemplateProducts(body: AddTemplateProductBody): CartChange<string[]> {
  return async ({ tx, portalId, userId }) => {
    const subject = await visibleSubject(tx, { userId, portalId }, "buy", body.subject.uuid);
    if (!subject) throw notFound(pictureSetNotFoundMessage, "picture_set_not_found");
    const template = await soldTemplateVersion(tx, portalId, body);
    const [product, sold] = await Promise.all([
      shopProducts(tx, portalId).then((products) => products.get(template.productId)),
      templateProducts(tx, portalId).then((products) => products.get(template.productId)),
    ]);
    if (!product?.active || product.kind !== templateProductKind || !sold)
      throw refuse("template_unavailable");
    if (body.lines.some((line) => line.productUuid !== product.uuid)) throw refuse("template_wrong_product");
    for (const line of body.lines) {
      checkQuantity(product, line.quantity);
      checkSubProducts(sold.subProducts, line.subProductUuids);
    }
    const { instance } = await checkDesign(tx, portalId, template, subject, body, userId);
    const add: Array<NewCartLine & { uuid: string }> = body.lines.map((line) => ({
      uuid: randomUUID(),
      productId: product.id,
      subjectId: subject.id,
      templateVersionId: template.id,
      lineData: designData.stored({ instance }),
      quantity: line.quantity,
      subProductUuids: line.subProductUuids,
    }));
    return { changes: { add }, result: add.map((line) => line.uuid) };
  };
}
