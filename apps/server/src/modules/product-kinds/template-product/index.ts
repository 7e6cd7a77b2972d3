import { toUserResources } from "@shop/contracts/template-resources";
import { linePrices } from "@shop/domain/pricing";
import { type TemplateInstance, templateInstanceSchema } from "@shop/render/template";
import { type TemplateVersionRecord, templateVersionsByIds } from "../../templates/versions.ts";
import type { KindCartLine, LineDesign, OrderLineKind } from "../kind.ts";

/** Where a template product line is changed: the template editor with 'Update cart' (spec 02 §2 edit links). */
export function templateEditLink(orderLineUuid: string): string {
  return `/shopping-cart/edit/${orderLineUuid}`;
}

/** A stored design read back; null when it no longer reads as a template instance. */
export function readInstance(raw: unknown): TemplateInstance | null {
  const parsed = templateInstanceSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** The line's design as the cart and an order answer it (without the picture URLs, which the caller signs). */
export function lineDesign(
  template: TemplateVersionRecord,
  instance: TemplateInstance,
  webshopIds: ReadonlyMap<string, string>,
): LineDesign {
  return {
    templateVersionId: template.id,
    instance,
    line: {
      uuid: template.uuid,
      version: template.version,
      name: template.name,
      type: template.document.type,
      categories: template.categories,
      data: {
        year: instance.year ?? null,
        userResources: toUserResources(template.document, instance, webshopIds),
      },
    },
  };
}

/**
 * A template product (cards, calendars, photo gifts): a parent's design of a template for a picture set, in any
 * quantity from the product's minimum, priced by the product's tiers plus its chosen sub-products, and made in
 * production (it entitles to no download). The design is the template version it was made with and render's
 * template instance; a line whose template or version is no longer sold, or that places a picture no longer in the
 * set, sells nothing.
 */
export const templateProduct: OrderLineKind = {
  name: "template_product",
  fulfilment: "production",

  async cartLines(db, rows, facts) {
    const versions = await templateVersionsByIds(
      db,
      rows.flatMap((r) => (r.templateVersionId === null ? [] : [r.templateVersionId])),
    );
    const lines = new Map<number, KindCartLine>();
    for (const row of rows) {
      const template = row.templateVersionId === null ? undefined : versions.get(row.templateVersionId);
      const prices = facts.prices.get(row.product.id);
      const instance = readInstance(row.templateInstance);
      if (!template?.active || template.productId !== row.product.id || !prices || !instance) continue;
      const setPictures = new Map(
        (facts.picturesBySubject.get(row.subject.id) ?? []).map((p) => [p.uuid, p]),
      );
      const placed = Object.values(instance.images).map((choice) => setPictures.get(choice.picture.uuid));
      if (placed.some((p) => p === undefined)) continue;
      const pictures = [...new Map(placed.flatMap((p) => (p ? [[p.id, p] as const] : []))).values()];
      const priced = linePrices(prices, row.quantity, { extraPerUnit: facts.extraPerUnit.get(row.id) ?? 0 });
      lines.set(row.id, {
        ...priced,
        canChangeQuantity: true,
        minimumQuantity: Math.max(1, row.product.minOrderQuantity),
        maximumQuantity: row.product.maxQuantity,
        description: `${template.name} – ${row.subject.name}`,
        pictureType: null,
        pictures: pictures.map((p) => ({ id: p.id, uuid: p.uuid })),
        catalogue: null,
        template: lineDesign(template, instance, new Map(pictures.map((p) => [p.uuid, p.webshopId]))),
        editLink: templateEditLink(row.uuid),
      });
    }
    return lines;
  },

  entitlements() {
    return { pictureIds: [], sets: [] };
  },

  downloads() {
    return { files: [], sets: [] };
  },
};
