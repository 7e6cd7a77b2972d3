import { hiddenCategoryName } from "@shop/domain/product-kind";
import { templateQualifies } from "@shop/render/fill";
import type { TemplateProduct } from "../catalog/template-products.ts";
import type { PictureFacts } from "../subjects/pictures.ts";
import type { CatalogTemplate, TemplateCatalog } from "./catalog.ts";
import { inListOrder } from "./list-order.ts";
import { type ListType, listTypes, templatesOfList } from "./service.ts";

/**
 * How many templates of each template list are made ahead for a picture set (issue 34): two rows of a phone's two
 * columns and the third row's start, what a list shows above the fold; the rest are made as the parent scrolls to
 * them (loading="lazy"). Measured on the demo: see decision 0083.
 */
export const listPreviewsAhead = 6;

/**
 * The templates whose filled previews the set's template lists show first: of each list (a type, and a type in each
 * category that has some), the first `count` the set qualifies for, in the list's order, without those its job leaves
 * out, as listTemplates answers them. Each template once.
 */
export function firstListedTemplates(
  catalog: TemplateCatalog,
  products: ReadonlyMap<number, TemplateProduct>,
  pictures: readonly PictureFacts[],
  leftOut: ReadonlySet<number>,
  count = listPreviewsAhead,
): CatalogTemplate[] {
  const chosen = new Map<number, CatalogTemplate>();
  const categories = [
    undefined,
    ...catalog.categories.filter((c) => c.internalName !== hiddenCategoryName).map((c) => c.internalName),
  ];
  for (const type of Object.keys(listTypes) as ListType[]) {
    for (const category of categories) {
      const listed = (templatesOfList(catalog, type, category) ?? []).flatMap((template) => {
        const product = products.get(template.productId);
        return product && !leftOut.has(template.id) && templateQualifies(template.document, pictures)
          ? [{ template, product }]
          : [];
      });
      for (const { template } of listed.sort(inListOrder).slice(0, count)) chosen.set(template.id, template);
    }
  }
  return [...chosen.values()];
}
