import type { LinePackage } from "@shop/contracts/cart";
import type { GreenScreenBackgroundView } from "@shop/contracts/images";
import { packagePrice } from "@shop/domain/package-offer";
import type {
  KindCartLine,
  LinePackageDesign,
  LineView,
  OrderLineKind,
  UnsignedPackageItem,
} from "../../cart/kind.ts";
import { signDigitalSetZipUrl } from "../../downloads/urls.ts";
import { offerPrices, offersByProductIds } from "../../packages/service.ts";
import { designBackgroundViews } from "../../templates/backgrounds.ts";
import { type TemplateVersionRecord, templateVersionsByIds } from "../../templates/versions.ts";
import {
  type LineUrlSigner,
  lineDesign,
  signedLineTemplate,
  templateEditLink,
} from "../template-product/index.ts";
import { registerPackageRoutes } from "./routes.ts";
import { packageData, readStoredPackage, type StoredPackage } from "./stored.ts";

/** The template versions a package line's template items name. */
export function packageVersionIds(stored: StoredPackage): number[] {
  return stored.items.flatMap((i) => (i.templateVersionId === null ? [] : [i.templateVersionId]));
}

/** The pictures a package line's template items place, by uuid. */
export function packagePictureUuids(stored: StoredPackage): string[] {
  return [
    ...new Set(
      stored.items.flatMap((i) =>
        i.instance ? Object.values(i.instance.images).map((c) => c.picture.uuid) : [],
      ),
    ),
  ];
}

/**
 * A stored package as the contract's LinePackage without the template items' picture URLs; null when a template item
 * names a version that is gone. `views`: the backgrounds of the package's job, as it shows them.
 */
export function unsignedLinePackage(
  stored: StoredPackage,
  versions: ReadonlyMap<number, TemplateVersionRecord>,
  webshopIds: ReadonlyMap<string, string>,
  views: ReadonlyMap<string, GreenScreenBackgroundView> = new Map(),
): LinePackageDesign["line"] | null {
  const packageItems: UnsignedPackageItem[] = [];
  for (const item of stored.items) {
    let template: UnsignedPackageItem["template"] = null;
    if (item.type === "TEMPLATE_PRODUCT") {
      const version = item.templateVersionId === null ? undefined : versions.get(item.templateVersionId);
      if (!version || !item.instance) return null;
      template = lineDesign(version, item.instance, webshopIds, new Set(), views).line;
    }
    packageItems.push({
      uuid: item.uuid,
      type: item.type,
      product: item.product,
      template,
      version: item.version,
      canChangeTemplate: item.canChangeTemplate,
      catalogue: item.catalogue,
      digitalSet: item.type === "DIGITAL_SET" && item.pictureType ? { type: item.pictureType } : null,
    });
  }
  return { uuid: stored.uuid, name: stored.name, packageItems };
}

/** The LinePackage with each template item's signed previews, cut-outs and backgrounds (as a template line's). */
export function signedLinePackage(line: LinePackageDesign["line"], sign: LineUrlSigner): LinePackage {
  return {
    ...line,
    packageItems: line.packageItems.map((item) => {
      if (item.template === null) return { ...item, template: null };
      const placed = Object.values(item.template.data.userResources).flatMap((r) =>
        r.kind === "image" && r.image !== null ? [r.image.uuid] : [],
      );
      return {
        ...item,
        template: signedLineTemplate(
          item.template,
          Object.fromEntries(placed.map((uuid) => [uuid, sign.picture(uuid, "640")])),
          sign,
        ),
      };
    }),
  };
}

/**
 * A package (spec 02 §2 Packages, order-line type 200): one offer of a job for one picture set, its template items
 * designed by the parent, a catalogue and a digital set. One per line, priced by packages/domain's packagePrice at
 * the time of pricing (the time-limited price while it holds) against the package product's regular price. A line
 * whose offer is gone, disabled or changed its items, or whose designs name a template no longer sold or a picture
 * no longer in the set, sells nothing. It is made and sent (production prints each template item), and its digital
 * set entitles to the set's downloads once paid.
 */
export const packageKind: OrderLineKind = {
  name: "package",
  fulfilment: "production",
  routes: registerPackageRoutes,

  async cartLines(db, rows, facts) {
    const stored = new Map(rows.map((r) => [r.id, readStoredPackage(r.lineData)]));
    const [offers, versions, views] = await Promise.all([
      offersByProductIds(
        db,
        rows.map((r) => r.product.id),
      ),
      templateVersionsByIds(
        db,
        [...stored.values()].flatMap((s) => (s ? packageVersionIds(s) : [])),
      ),
      designBackgroundViews(
        db,
        facts.portalId,
        rows.flatMap((r) =>
          (stored.get(r.id)?.items ?? []).map((item) => ({
            jobId: r.subject.jobId,
            instance: item.instance,
          })),
        ),
      ),
    ]);
    const lines = new Map<number, KindCartLine>();
    for (const row of rows) {
      const design = stored.get(row.id);
      const offer = offers.get(row.product.id);
      if (!design || !offer || offer.type !== "package" || offer.disabledReason !== null) continue;
      const offered = offer.items.map((i) => i.uuid).join(",");
      if (design.items.map((i) => i.uuid).join(",") !== offered) continue;
      if (packageVersionIds(design).some((id) => !versions.get(id)?.active)) continue;
      const setPictures = new Map(
        (facts.picturesBySubject.get(row.subject.id) ?? []).map((p) => [p.uuid, p]),
      );
      const placed = packagePictureUuids(design).map((uuid) => setPictures.get(uuid));
      if (placed.some((p) => p === undefined)) continue;
      const pictures = placed.flatMap((p) => (p ? [p] : []));
      const line = unsignedLinePackage(
        design,
        versions,
        new Map(pictures.map((p) => [p.uuid, p.webshopId])),
        views.get(row.subject.jobId),
      );
      if (!line) continue;
      const prices = offerPrices(offer, facts.prices);
      lines.set(row.id, {
        linePrice: prices.originalPrice,
        actualLinePrice: packagePrice(prices, facts.now),
        canChangeQuantity: false,
        minimumQuantity: 1,
        maximumQuantity: 1,
        description: `${offer.name} – ${row.subject.name}`,
        pictureType: null,
        pictures: pictures.map((p) => ({ id: p.id, uuid: p.uuid })),
        catalogue: null,
        template: null,
        package: { line },
        editLink: templateEditLink(row.uuid),
        kept: { lineData: packageData.stored(design) },
      });
    }
    return lines;
  },

  lineView(priced, sign) {
    return priced.package ? { package: signedLinePackage(priced.package.line, sign) } : {};
  },

  async orderLineViews(db, lines, { portalId, pictureById, sign }) {
    const packages = lines.flatMap((line) => {
      const stored = readStoredPackage(line.lineData);
      return stored ? [{ line, stored }] : [];
    });
    const [versions, views] = await Promise.all([
      templateVersionsByIds(
        db,
        packages.flatMap((p) => packageVersionIds(p.stored)),
      ),
      designBackgroundViews(
        db,
        portalId,
        packages.flatMap(({ line, stored }) =>
          line.jobId === undefined
            ? []
            : stored.items.map((item) => ({ jobId: line.jobId as number, instance: item.instance })),
        ),
      ),
    ]);
    const found = new Map<number, LineView>();
    for (const { line, stored } of packages) {
      const placed = line.pictureIds.flatMap((id) => {
        const p = pictureById.get(id);
        return p ? [p] : [];
      });
      const unsigned = unsignedLinePackage(
        stored,
        versions,
        new Map(placed.map((p) => [p.uuid, p.webshopId])),
        line.jobId === undefined ? undefined : views.get(line.jobId),
      );
      if (unsigned) found.set(line.id, { package: signedLinePackage(unsigned, sign) });
    }
    return found;
  },

  printDesigns({ lineData }) {
    return (readStoredPackage(lineData)?.items ?? []).flatMap((item, position) =>
      item.templateVersionId === null || item.instance === null
        ? []
        : [
            {
              templateVersionId: item.templateVersionId,
              instance: item.instance,
              item: { uuid: item.uuid, position },
            },
          ],
    );
  },

  entitlements(line) {
    const stored = readStoredPackage(line.lineData);
    const { subjectId } = line;
    if (!stored || subjectId === null) return { pictureIds: [], sets: [] };
    return {
      pictureIds: [],
      sets: stored.items.flatMap((i) =>
        i.type === "DIGITAL_SET" && i.pictureType ? [{ subjectId, pictureType: i.pictureType }] : [],
      ),
    };
  },

  downloads(line, { config, now }) {
    const stored = readStoredPackage(line.lineData);
    const { subjectUuid } = line;
    if (!stored || subjectUuid === null) return { files: [], sets: [] };
    return {
      files: [],
      sets: stored.items.flatMap((i) =>
        i.type === "DIGITAL_SET" && i.pictureType
          ? [
              {
                subjectUuid,
                subjectName: line.subjectName ?? "",
                pictureType: i.pictureType,
                url: signDigitalSetZipUrl(config, subjectUuid, i.pictureType, now),
              },
            ]
          : [],
      ),
    };
  },
};
