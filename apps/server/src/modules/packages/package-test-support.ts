import {
  type AddPackageResponse,
  type PackageInstanceResponse,
  packageItemDesigns,
} from "@shop/contracts/packages";
import { templateProductTypes } from "@shop/domain/product-kind";
import {
  aTemplateDocument,
  createTemplate,
  createTemplateProduct,
  type FactoryApp,
} from "../../test/factories.ts";
import type { PurchaseShop } from "../../test/order-factories.ts";
import { insertPackageProduct } from "../catalog/package-products.ts";
import { insertPackageOffer, type NewPackageOffer } from "./service.ts";

/**
 * What a package is made of in a shop made by createPurchaseShop: a card product with two templates (the package's
 * card may be changed for the other), a calendar product with one, and the shop's catalogue and portrait set.
 */
export async function createPackageParts(t: FactoryApp) {
  const cardProduct = await createTemplateProduct(t, {
    type: templateProductTypes.CARDS,
    name: "Card 15x15",
  });
  const calendarProduct = await createTemplateProduct(t, {
    type: templateProductTypes.CALENDAR,
    name: "Wall calendar",
  });
  const card = await createTemplate(t, {
    productId: cardProduct.id,
    document: aTemplateDocument({ name: "Birthday card", text: "Hello {firstName}" }),
  });
  const otherCard = await createTemplate(t, {
    productId: cardProduct.id,
    document: aTemplateDocument({ name: "Christmas card" }),
  });
  const calendar = await createTemplate(t, {
    productId: calendarProduct.id,
    document: aTemplateDocument({ name: "Calendar", type: "CALENDAR", supportedYears: [2026, 2027] }),
  });
  return { cardProduct, calendarProduct, card, otherCard, calendar };
}

export type PackageParts = Awaited<ReturnType<typeof createPackageParts>>;

/**
 * A package offer of the shop's job with a card (changeable), a calendar, the catalogue and the portrait set; its own
 * product costs `originalPrice`. Values override the offer's.
 */
export async function createPackageOffer(
  t: FactoryApp,
  shop: PurchaseShop,
  parts: PackageParts,
  values: Partial<NewPackageOffer> & { originalPrice?: number } = {},
) {
  const { originalPrice, ...offer } = values;
  const name = offer.name ?? "Family package";
  const product = await insertPackageProduct(t.db, t.app.portalId, { name, price: originalPrice ?? 90_000 });
  const portraitSet = shop.digital.IP.set;
  const stored = await insertPackageOffer(t.db, t.app.portalId, {
    jobId: shop.jobId,
    productId: product.id,
    name,
    description: "Cards, a calendar, the catalogue and every portrait",
    priceIncludingDiscount: 70_000,
    items: [
      {
        type: "TEMPLATE_PRODUCT",
        productId: parts.cardProduct.id,
        templateId: parts.card.id,
        canChangeTemplate: true,
      },
      { type: "TEMPLATE_PRODUCT", productId: parts.calendarProduct.id, templateId: parts.calendar.id },
      { type: "CATALOGUE", productId: shop.catalogue.productId, catalogueId: shop.catalogue.id },
      { type: "DIGITAL_SET", productId: portraitSet.productId, pictureType: "IP" },
    ],
    ...offer,
  });
  return { ...stored, productId: product.id, productUuid: product.uuid, name };
}

/** Puts a package offer in the parent's cart as the server makes it (the parent changed nothing): its line's uuid. */
export async function addPackageAsMade(t: FactoryApp, cookie: string, offerUuid: string): Promise<string> {
  const instance = await t.app.inject({
    method: "POST",
    url: `/api/webshop/packages/${offerUuid}`,
    headers: { cookie },
  });
  const made = (instance.json() as PackageInstanceResponse).package;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/webshop/cart/packages",
    payload: {
      package: { uuid: made.uuid },
      subject: { uuid: made.subject.uuid },
      items: packageItemDesigns(made.packageItems),
    },
    headers: { cookie },
  });
  if (res.statusCode !== 200) throw new Error(`adding the package answered ${res.statusCode}: ${res.body}`);
  return (res.json() as AddPackageResponse).orderLineUuid;
}
