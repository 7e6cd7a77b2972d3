import { screen } from "@testing-library/react";
import { mockFetch } from "./fetch-mock.ts";
import { settingsFixture, userFixture } from "./fixtures.ts";
import { makePictureSet } from "./picture-set-factories.ts";
import { cardResources, makeFullTemplate } from "./template-factories.ts";
import { makeTemplateProduct } from "./template-product-factories.ts";

/** The editor's pages in tests: a card of two designs for a picture set of three pictures, and the calls they read. */
export const set = makePictureSet(3);
export const product = makeTemplateProduct(1, {
  name: "Card 15x15",
  minorderpartquantity: 2,
  productprices: [
    { quantity: 1, price: 3_000, campaignprice: null, type: 0 },
    { quantity: 5, price: 2_500, campaignprice: null, type: 0 },
  ],
});
export const template = makeFullTemplate(1, { product });
export const other = makeFullTemplate(2, { product });

export function serve(overrides: Parameters<typeof mockFetch>[0] = {}, { filled = true } = {}) {
  return mockFetch({
    "GET /api/webshop/me": { body: { user: userFixture() } },
    "GET /api/webshop/settings": { body: settingsFixture() },
    [`GET /api/webshop/templates/by-uuid/${template.uuid}`]: {
      body: { uuid: template.uuid, name: template.name, version: 2, type: "CARDS" },
    },
    [`GET /api/webshop/templates/by-uuid/${template.uuid}/2`]: { body: template },
    [`GET /api/webshop/templates/by-uuid/${other.uuid}/2`]: { body: other },
    "POST /api/webshop/user/templates/fill-template": {
      body: { userResources: cardResources(template, filled), year: 2026 },
    },
    [`GET /api/webshop/picture-sets/${set.uuid}`]: { body: set },
    "GET /api/webshop/cart/retouch": { body: { available: false, pictures: [], total: 0 } },
    ...overrides,
  });
}

/** The shop's settings with the editor's option flags of its settings file. */
export function withEditorOptions(
  editor: Partial<ReturnType<typeof settingsFixture>["webshop"]["editor"]>,
): ReturnType<typeof settingsFixture> {
  const settings = settingsFixture();
  return { ...settings, webshop: { ...settings.webshop, editor: { ...settings.webshop.editor, ...editor } } };
}

export async function editorShown() {
  return screen.findByRole("heading", { level: 1, name: template.name });
}
