import type { LineTemplate } from "@shop/contracts/cart";
import type { GreenScreenBackgroundView } from "@shop/contracts/images";
import { picturesOnBackgrounds, toUserResources } from "@shop/contracts/template-resources";
import { linePrices } from "@shop/domain/pricing";
import type { TemplateInstance } from "@shop/render/template";
import type {
  KindCartLine,
  LineDesign,
  LineView,
  OrderLineKind,
  UnsignedLineTemplate,
} from "../../cart/kind.ts";
import { templateProducts } from "../../catalog/template-products.ts";
import { designBackgrounds, designBackgroundViews } from "../../templates/backgrounds.ts";
import { productPromotions, promotedPriceOf } from "../../templates/promotions.ts";
import { type TemplateVersionRecord, templateVersionsByIds } from "../../templates/versions.ts";
import { uploadsByUuid } from "../../uploads/service.ts";
import { designData } from "./line-data.ts";
import { registerTemplateProductRoutes } from "./routes.ts";

/** Where a template product line is changed: the template editor with 'Update cart' (spec 02 §2 edit links). */
export function templateEditLink(orderLineUuid: string): string {
  return `/shopping-cart/edit/${orderLineUuid}`;
}

/** A line's stored design read back (its line data); null when it no longer reads as a template instance. */
export function readInstance(lineData: unknown): TemplateInstance | null {
  return designData.read(lineData)?.instance ?? null;
}

/**
 * The line's design as the cart and an order answer it (without the picture URLs, which the caller signs), with the
 * backgrounds it lays pictures on as its job shows them (`views`: the job's, templates/backgrounds.ts).
 */
export function lineDesign(
  template: TemplateVersionRecord,
  instance: TemplateInstance,
  webshopIds: ReadonlyMap<string, string>,
  /** The uuids of the parent's own pictures it places (marked userSupplied). */
  uploaded: ReadonlySet<string> = new Set(),
  views: ReadonlyMap<string, GreenScreenBackgroundView> = new Map(),
): LineDesign {
  return {
    line: {
      uuid: template.uuid,
      version: template.version,
      name: template.name,
      type: template.document.type,
      categories: template.categories,
      data: {
        year: instance.year ?? null,
        userResources: toUserResources(template.document, instance, webshopIds, uploaded),
      },
      backgrounds: [...new Set(designBackgrounds(instance))].flatMap((uuid) => {
        const view = views.get(uuid);
        return view ? [view] : [];
      }),
    },
  };
}

/** How a caller signs a design's URLs: a picture's 640 preview or cut-out, and a background as its job shows it. */
export interface LineUrlSigner {
  picture: (uuid: string, size: "640" | "640c") => string;
  background: (view: GreenScreenBackgroundView) => string;
}

/**
 * The contract's LineTemplate of a design: the previews of the pictures it places (`pictureUrls`, which the caller
 * signs: the parent's own open only in their uploader's session), the cut-outs of those it lays on a background and
 * the backgrounds as its job shows them.
 */
export function signedLineTemplate(
  { backgrounds, ...line }: UnsignedLineTemplate,
  pictureUrls: Record<string, string>,
  sign: LineUrlSigner,
): LineTemplate {
  return {
    ...line,
    pictureUrls,
    cutoutUrls: Object.fromEntries(
      picturesOnBackgrounds(line.data.userResources).map((uuid) => [uuid, sign.picture(uuid, "640c")]),
    ),
    backgroundUrls: Object.fromEntries(backgrounds.map((view) => [view.uuid, sign.background(view)])),
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
  routes: registerTemplateProductRoutes,

  async cartLines(db, rows, facts) {
    const versions = await templateVersionsByIds(
      db,
      rows.flatMap((r) => (r.templateVersionId === null ? [] : [r.templateVersionId])),
    );
    const instances = new Map(rows.map((row) => [row.id, readInstance(row.lineData)]));
    // A placed uuid that is not a picture of the line's set may be one of the parent's own pictures (its design was
    // checked for its user when it was put in the cart).
    const notInSet = rows.flatMap((row) => {
      const instance = instances.get(row.id);
      const inSet = new Set((facts.picturesBySubject.get(row.subject.id) ?? []).map((p) => p.uuid));
      return instance
        ? Object.values(instance.images).flatMap((c) => (inSet.has(c.picture.uuid) ? [] : [c.picture.uuid]))
        : [];
    });
    const [uploads, promotions, products, views] = await Promise.all([
      uploadsByUuid(db, notInSet),
      productPromotions(db, facts.portalId),
      templateProducts(db, facts.portalId),
      designBackgroundViews(
        db,
        facts.portalId,
        rows.map((row) => ({ jobId: row.subject.jobId, instance: instances.get(row.id) ?? null })),
      ),
    ]);
    const lines = new Map<number, KindCartLine>();
    for (const row of rows) {
      const template = row.templateVersionId === null ? undefined : versions.get(row.templateVersionId);
      const prices = facts.prices.get(row.product.id);
      const product = products.get(row.product.id);
      const instance = instances.get(row.id);
      if (!template?.active || template.productId !== row.product.id || !prices || !product || !instance)
        continue;
      const setPictures = new Map(
        (facts.picturesBySubject.get(row.subject.id) ?? []).map((p) => [p.uuid, p]),
      );
      const uuids = Object.values(instance.images).map((choice) => choice.picture.uuid);
      if (uuids.some((uuid) => !setPictures.has(uuid) && !uploads.has(uuid))) continue;
      const placed = uuids.map((uuid) => setPictures.get(uuid));
      const placedUploads = [
        ...new Map(
          uuids.flatMap((uuid) => {
            const upload = uploads.get(uuid);
            return upload ? [[uuid, upload] as const] : [];
          }),
        ).values(),
      ];
      const pictures = [...new Map(placed.flatMap((p) => (p ? [[p.id, p] as const] : []))).values()];
      // A promotion of the product that still holds prices each piece (decision 0042), as on every screen.
      const priced = linePrices(prices, row.quantity, {
        rebatedUnitPrice: promotedPriceOf(promotions, product, facts.now),
        extraPerUnit: facts.extraPerUnit.get(row.id) ?? 0,
      });
      const chosen = product.subProducts.filter((s) => row.subProductUuids.includes(s.uuid));
      lines.set(row.id, {
        ...priced,
        canChangeQuantity: true,
        minimumQuantity: Math.max(1, row.product.minOrderQuantity),
        maximumQuantity: row.product.maxQuantity,
        // The chosen sub-products are named in the description, which the order, receipt and mail keep.
        description: [`${template.name} – ${row.subject.name}`, ...chosen.map((s) => s.name)].join(", "),
        subProducts: product.subProducts,
        pictureType: null,
        pictures: pictures.map((p) => ({ id: p.id, uuid: p.uuid })),
        uploads: placedUploads.map((u) => ({ uuid: u.uuid, userId: u.userId })),
        catalogue: null,
        template: lineDesign(
          template,
          instance,
          new Map([...pictures, ...placedUploads].map((p) => [p.uuid, p.webshopId])),
          new Set(placedUploads.map((u) => u.uuid)),
          views.get(row.subject.jobId),
        ),
        editLink: templateEditLink(row.uuid),
        kept: { lineData: designData.stored({ instance }), templateVersionId: template.id },
      });
    }
    return lines;
  },

  lineView(priced, sign) {
    if (priced.template === null) return {};
    // The editor's previews of the pictures the design places (signed like the thumbnails), and of the parent's own
    // pictures it places, which open only in their uploader's session (decision 0039).
    const previews = Object.fromEntries([
      ...priced.pictures.map((p) => [p.uuid, sign.picture(p.uuid, "640")]),
      ...(priced.uploads ?? []).map((u) => [u.uuid, sign.upload(u.uuid, u.userId)]),
    ]);
    return { template: signedLineTemplate(priced.template.line, previews, sign) };
  },

  async orderLineViews(db, lines, { portalId, pictureById, sign }) {
    const designs = lines.flatMap((line) => {
      const instance = line.templateVersionId === null ? null : readInstance(line.lineData);
      return instance && line.templateVersionId !== null
        ? [{ line, instance, versionId: line.templateVersionId }]
        : [];
    });
    // The parent's own pictures a design places are not among the line's pictures (never sold as files).
    const known = new Set([...pictureById.values()].map((p) => p.uuid));
    const placedUuids = designs.flatMap((d) => Object.values(d.instance.images).map((c) => c.picture.uuid));
    const [versions, uploadByUuid, views] = await Promise.all([
      templateVersionsByIds(
        db,
        designs.map((d) => d.versionId),
      ),
      uploadsByUuid(
        db,
        placedUuids.filter((uuid) => !known.has(uuid)),
      ),
      designBackgroundViews(
        db,
        portalId,
        designs.flatMap((d) =>
          d.line.jobId === undefined ? [] : [{ jobId: d.line.jobId, instance: d.instance }],
        ),
      ),
    ]);
    const found = new Map<number, LineView>();
    for (const { line, instance, versionId } of designs) {
      const template = versions.get(versionId);
      if (!template) continue;
      const placed = line.pictureIds.flatMap((id) => {
        const p = pictureById.get(id);
        return p ? [p] : [];
      });
      const uploaded = Object.values(instance.images).flatMap((c) => {
        const upload = uploadByUuid.get(c.picture.uuid);
        return upload ? [upload] : [];
      });
      const { line: design } = lineDesign(
        template,
        instance,
        new Map([...placed, ...uploaded].map((p) => [p.uuid, p.webshopId])),
        new Set(uploaded.map((u) => u.uuid)),
        line.jobId === undefined ? undefined : views.get(line.jobId),
      );
      // The parent's own pictures open only in their uploader's session (decision 0039).
      const previews = Object.fromEntries([
        ...placed.map((p) => [p.uuid, sign.picture(p.uuid, "640")]),
        ...uploaded.map((u) => [u.uuid, sign.upload(u.uuid, u.userId)]),
      ]);
      found.set(line.id, { template: signedLineTemplate(design, previews, sign) });
    }
    return found;
  },

  printDesigns({ templateVersionId, lineData }) {
    const instance = readInstance(lineData);
    return templateVersionId === null || instance === null
      ? []
      : [{ templateVersionId, instance, item: null }];
  },

  entitlements() {
    return { pictureIds: [], sets: [] };
  },

  downloads() {
    return { files: [], sets: [] };
  },
};
