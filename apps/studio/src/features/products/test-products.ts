import type { StudioProduct, StudioProductsResponse } from "@shop/contracts/studio-products";

/** A product as the list answers it, for the area's tests. */
export function aProduct(values: Partial<StudioProduct> = {}): StudioProduct {
  return {
    uuid: "54ef6026-d000-47b7-bbbf-9fe81b957dcd",
    kind: "template_product",
    type: 1,
    name: "Card 15x15",
    names: { en: "Card 15x15", nb: "Kort 15x15" },
    description: "",
    descriptions: {},
    pictureType: null,
    minOrderQuantity: 1,
    prices: [],
    campaignEndsAt: null,
    subProducts: [],
    jobs: null,
    templates: [],
    active: false,
    onSale: false,
    ...values,
  };
}

export function aList(products: StudioProduct[]): StudioProductsResponse {
  return { currency: "NOK", vatRate: 2500, languages: ["en", "nb"], products };
}
