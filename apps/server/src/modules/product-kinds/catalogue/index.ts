import { linePrices } from "@shop/domain/pricing";
import { catalogueMaxQuantity } from "@shop/domain/quantity";
import { plainReceiptText } from "@shop/domain/receipt";
import type { KindCartLine, OrderLineKind } from "../../cart/kind.ts";
import { cataloguesById } from "../../catalog/service.ts";
import { orderedCatalogueData } from "./line-data.ts";
import { setCatalogueQuantities } from "./quantities.ts";
import { registerCatalogueRoutes } from "./routes.ts";
import { catalogueDeliveryDays, catalogueUpsell } from "./upsell.ts";

/** Where catalogue lines are changed. */
export const cataloguesLink = "/products/catalogues";

/**
 * A printed catalogue of a picture set's job: any quantity within its limits, priced by the product's tiers plus
 * its chosen sub-products, and made in production (it entitles to no download).
 */
export const catalogue: OrderLineKind = {
  name: "catalogue",
  fulfilment: "production",
  routes: registerCatalogueRoutes,
  // A package's catalogue items count too: the order's delivery time of its catalogues is set at checkout.
  mailNote: ({ catalogueMaxDeliveryTime: days }) =>
    days === null
      ? null
      : { id: "catalogue", text: (lang) => plainReceiptText(lang, "catalogueNote", { days }) },
  upsell: (purchase) => (purchase.type === "CATALOGUE" ? setCatalogueQuantities(purchase.catalogues) : null),
  upsellOffer: catalogueUpsell,
  deliveryDays: catalogueDeliveryDays,

  async cartLines(db, rows, facts) {
    const ids = [...new Set(rows.flatMap((r) => (r.catalogueId === null ? [] : [r.catalogueId])))];
    const catalogues = await cataloguesById(db, ids);
    const lines = new Map<number, KindCartLine>();
    for (const row of rows) {
      const named = row.catalogueId === null ? undefined : catalogues.get(row.catalogueId);
      const prices = facts.prices.get(row.product.id);
      // A catalogue of another job does not belong to this line's picture set; one gone sells nothing.
      if (!named || named.jobId !== row.subject.jobId || !prices) continue;
      const priced = linePrices(prices, row.quantity, { extraPerUnit: facts.extraPerUnit.get(row.id) ?? 0 });
      lines.set(row.id, {
        ...priced,
        canChangeQuantity: true,
        minimumQuantity: Math.max(1, row.product.minOrderQuantity),
        maximumQuantity: catalogueMaxQuantity(named.maxQuantity, row.product.maxQuantity),
        description: `${named.name} – ${row.subject.name}`,
        pictureType: null,
        pictures: [],
        catalogue: { uuid: named.uuid, name: named.name },
        template: null,
        editLink: cataloguesLink,
        kept: {
          lineData: orderedCatalogueData.stored({ catalogue: { uuid: named.uuid, name: named.name } }),
        },
      });
    }
    return lines;
  },

  async orderLineViews(_db, lines) {
    return new Map(
      lines.map((line) => [
        line.id,
        { catalogue: orderedCatalogueData.read(line.lineData)?.catalogue ?? null },
      ]),
    );
  },

  entitlements() {
    return { pictureIds: [], sets: [] };
  },

  downloads() {
    return { files: [], sets: [] };
  },
};
