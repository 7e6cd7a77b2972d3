import type { LineTemplate } from "@shop/contracts/cart";
import { toUserResources } from "@shop/contracts/template-resources";
import type { FullTemplate, TemplateProduct, UserResources } from "@shop/contracts/templates";
import { type TemplateInstance, templateDocumentSchema } from "@shop/render/template";
import { aFoldedCard } from "@shop/render/test-templates";
import { makePicture } from "./picture-set-factories.ts";
import { uuidOf } from "./shop-factories.ts";
import { makeTemplateProduct } from "./template-product-factories.ts";

/** Factories for the editor's component tests: a folded card (a photo, an editable greeting, a fixed credit). */
export function makeFullTemplate(n: number, overrides: Partial<FullTemplate> = {}): FullTemplate {
  const uuid = uuidOf("c7", n);
  const product: TemplateProduct = overrides.product ?? makeTemplateProduct(1, { name: "Card 15x15" });
  return {
    uuid,
    version: 2,
    name: `Card design ${n}`,
    type: "CARDS",
    product,
    categories: [],
    supportedYears: [],
    separateFromBackground: false,
    document: templateDocumentSchema.parse({ ...aFoldedCard(), uuid, version: 2, name: `Card design ${n}` }),
    ...overrides,
  };
}

export const picture = makePicture(1);

/** The card's resources: with the set's first picture in the photo field, or empty. */
export function cardResources(template: FullTemplate, filled = true): UserResources {
  const instance: TemplateInstance = {
    templateUuid: template.uuid,
    templateVersion: template.version,
    images: filled
      ? {
          photo: {
            picture: {
              uuid: picture.uuid,
              width: picture.dimensions.width,
              height: picture.dimensions.height,
            },
            crop: { x: 0, y: 0.2, width: 1, height: 0.55 },
            rotation: 0,
            effect: "original",
          },
        }
      : {},
    texts: { greeting: { text: "Merry Christmas" } },
  };
  return toUserResources(template.document, instance, new Map([[picture.uuid, picture.webshopId]]));
}

export function makeLineTemplate(template: FullTemplate): LineTemplate {
  return {
    uuid: template.uuid,
    version: template.version,
    name: template.name,
    type: template.type,
    categories: [],
    data: { year: null, userResources: cardResources(template) },
    pictureUrls: { [picture.uuid]: picture.urls.preview },
    cutoutUrls: {},
    backgroundUrls: {},
  };
}
