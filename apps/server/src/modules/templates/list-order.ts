import type { TemplateProduct } from "../catalog/template-products.ts";
import type { CatalogTemplate } from "./catalog.ts";

/** A template list's order (spec 02 § Template list pages): by product, then the product's templates in their order. */
export function inListOrder(
  a: { template: CatalogTemplate; product: TemplateProduct },
  b: { template: CatalogTemplate; product: TemplateProduct },
): number {
  return (
    a.product.sortOrder - b.product.sortOrder ||
    a.product.id - b.product.id ||
    a.template.sortOrder - b.template.sortOrder ||
    a.template.name.localeCompare(b.template.name)
  );
}
