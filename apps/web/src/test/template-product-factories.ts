import type { Category, TemplateListItem, TemplateProduct } from "@shop/contracts/templates";
import { uuidOf } from "./shop-factories.ts";

/** Small factories for the template lists' component tests. */
export function makeCategory(internalName: string, overrides: Partial<Category> = {}): Category {
  const first = overrides.firstQualifiedSubject ?? null;
  return {
    internalName,
    title: `Title ${internalName}`,
    description: `About ${internalName}`,
    image: null,
    placeholder: null,
    subCategories: [],
    firstQualifiedSubject: null,
    qualifiedSubjects: first ? [first.uuid] : [],
    ...overrides,
  };
}

export function makeTemplateProduct(n: number, overrides: Partial<TemplateProduct> = {}): TemplateProduct {
  return {
    uuid: uuidOf("9d", n),
    name: `Product ${n}`,
    type: 1,
    producttype: "CARDS",
    sortOrder: n,
    minorderpartquantity: 1,
    subproducts: [],
    productprices: [{ quantity: 1, price: 2_900, campaignprice: null, type: 0 }],
    campaignrequirement: null,
    promotedPrice: null,
    ...overrides,
  };
}

export function makeTemplateItem(
  n: number,
  product: TemplateProduct,
  overrides: Partial<TemplateListItem> = {},
): TemplateListItem {
  const uuid = uuidOf("7e", n);
  return {
    uuid,
    version: 1,
    name: `Template ${n}`,
    product: { uuid: product.uuid, name: product.name },
    width: 156,
    height: 156,
    preview: { large: `/templates/all/${uuid}-1.svg` },
    userResources: {},
    categories: [],
    type: product.producttype,
    supportedYears: [],
    dimensions: "15x15",
    separateFromBackground: false,
    parts: [{ id: "front", descriptions: ["Front"] }],
    images: 1,
    hasText: true,
    ...overrides,
  };
}
