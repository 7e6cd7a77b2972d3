import type { LinePrint } from "@shop/contracts/cart";
import { linePrices } from "@shop/domain/pricing";
import {
  cropFitsPage,
  type PrintSize,
  pictureOrientation,
  printedPage,
  printSizeLabel,
} from "@shop/domain/print-size";
import { printDocumentFor, printInstance } from "@shop/render/print-page";
import type { KindCartLine, LineSigners, OrderLineKind } from "../../cart/kind.ts";
import { printKind, printProductName, printProducts } from "../../catalog/print-products.ts";
import { printData } from "./line-data.ts";
import { registerPrintRoutes } from "./routes.ts";

/** Where a print line is changed: the cart's edit page, which opens the size and the crop screen again. */
export function printEditLink(orderLineUuid: string): string {
  return `/shopping-cart/edit/${orderLineUuid}`;
}

/** A print line's text (cart, receipt, mail, history): the product's name with its size said once, and the picture. */
export function printDescription(name: string, size: PrintSize, webshopId: string): string {
  const named = [printSizeLabel(size, "."), printSizeLabel(size)].some((label) => name.includes(label));
  return [named ? name : `${name} ${printSizeLabel(size, ".")} cm`, webshopId]
    .filter((p) => p !== "")
    .join(", ");
}

/** The line's print as the contract answers it, from what the line keeps (its size once ordered). */
function linePrint(lineData: unknown, sign: LineSigners): LinePrint | null {
  const data = printData.read(lineData);
  if (!data?.size || !data.productUuid) return null;
  return {
    productUuid: data.productUuid,
    ...data.size,
    picture: data.picture,
    crop: data.crop,
    previewUrl: sign.picture(data.picture.uuid, "640"),
  };
}

/**
 * A plain print (issue 31, decision 0067): one picture of a picture set at a paper size, cropped by the parent,
 * priced by its product's tiers, made in production as a PDF of the size and its bleed (render's print page drawn by
 * the templates' print path). A line whose size is no longer on sale, whose picture left the set, or whose crop no
 * longer fits a changed size sells nothing.
 */
export const print: OrderLineKind = {
  name: printKind,
  fulfilment: "production",
  routes: registerPrintRoutes,

  async cartLines(db, rows, facts) {
    const products = new Map(
      (await printProducts(db, facts.portalId, { onSale: true })).map((p) => [p.id, p]),
    );
    const lines = new Map<number, KindCartLine>();
    for (const row of rows) {
      const data = printData.read(row.lineData);
      const product = products.get(row.product.id);
      const picture = row.pictureId === null ? undefined : facts.pictureById.get(row.pictureId);
      const prices = facts.prices.get(row.product.id);
      if (!data || !product || !prices || !picture) continue;
      if (picture.subjectId !== row.subject.id || picture.uuid !== data.picture.uuid) continue;
      if (!cropFitsPage(data.crop, data.picture, printedPage(product.size, pictureOrientation(data.picture))))
        continue;
      lines.set(row.id, {
        ...linePrices(prices, row.quantity),
        canChangeQuantity: true,
        minimumQuantity: Math.max(1, row.product.minOrderQuantity),
        maximumQuantity: row.product.maxQuantity,
        description: printDescription(printProductName(product), product.size, picture.webshopId),
        pictureType: null,
        pictures: [{ id: picture.id, uuid: picture.uuid }],
        catalogue: null,
        template: null,
        editLink: printEditLink(row.uuid),
        kept: {
          lineData: printData.stored({
            ...data,
            size: product.size,
            name: product.name,
            productUuid: product.uuid,
          }),
        },
      });
    }
    return lines;
  },

  lineView(priced, sign) {
    return { print: linePrint(priced.kept?.lineData, sign) };
  },

  async orderLineViews(_db, lines, { sign }) {
    return new Map(lines.map((line) => [line.id, { print: linePrint(line.lineData, sign) }]));
  },

  printDesigns({ lineData }) {
    const data = printData.read(lineData);
    if (!data?.size) return [];
    const document = printDocumentFor(data.name ?? "print", data.size, data.picture);
    return [
      {
        templateVersionId: null,
        document,
        instance: printInstance(document, data.picture, data.crop),
        item: null,
      },
    ];
  },

  entitlements() {
    return { pictureIds: [], sets: [] };
  },

  downloads() {
    return { files: [], sets: [] };
  },
};
