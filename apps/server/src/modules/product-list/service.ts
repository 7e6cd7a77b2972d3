import type { StudioProduct, StudioProductsResponse } from "@shop/contracts/studio-products";
import type { Translations } from "@shop/domain/localised-text";
import type { TemplateDocument } from "@shop/render/template";
import type { Db } from "../../db/client.ts";
import { localised } from "../../platform/request-language.ts";
import { type ShopProductRow, shopProductRows } from "../catalog/studio-products.ts";
import { getLanguages, shopProfile } from "../content/service.ts";
import { offerJobsByProduct } from "../packages/records.ts";
import { jobsOfShop } from "../subjects/jobs.ts";
import { type CatalogTemplate, templateCatalog } from "../templates/catalog.ts";

/**
 * The studio's Products area (issue 31): every product of the shop with its prices, sub-products, the jobs it is sold
 * in and its templates. A module of its own because it reads through catalog, packages and templates, which depend on
 * catalog themselves; it owns no table.
 */

/** A row's text per language: the default language's is the row's own, the others its translations. */
function textsOf(own: string, translations: Translations | undefined, defaultLanguage: string): Translations {
  return { ...(own === "" ? {} : { [defaultLanguage]: own }), ...translations };
}

/** What pictures a template's fields take, over all of them (the rule is each field's, in the template file). */
function pictureRules(document: TemplateDocument): { pictureTypes: string[]; userUploads: boolean } {
  const types = new Set<string>();
  let userUploads = false;
  for (const part of document.parts) {
    for (const element of part.elements) {
      if (element.kind !== "image") continue;
      for (const type of element.allowed.pictureTypes) types.add(type);
      userUploads ||= element.allowed.userUploads;
    }
  }
  return { pictureTypes: [...types], userUploads };
}

export async function studioProductList(db: Db, portalId: number): Promise<StudioProductsResponse> {
  const [rows, profile, { languages, defaultLanguage }, packageJobs, jobs, catalog] = await Promise.all([
    shopProductRows(db, portalId),
    shopProfile(db, portalId),
    getLanguages(db, portalId),
    offerJobsByProduct(db, portalId),
    jobsOfShop(db, portalId),
    templateCatalog(db, portalId),
  ]);
  const jobById = new Map(jobs.map((j) => [j.id, { uuid: j.uuid, name: j.name }]));
  const jobsOf = (ids: readonly number[]) => ids.flatMap((id) => jobById.get(id) ?? []);
  const templatesOf = (row: ShopProductRow) =>
    catalog.templates
      .filter((t: CatalogTemplate) => t.productId === row.id)
      .map((t) => ({ uuid: t.uuid, name: t.name, ...pictureRules(t.document) }));
  const soldIn = (row: ShopProductRow): StudioProduct["jobs"] => {
    if (row.kind === "catalogue") return jobsOf(row.catalogueJobIds);
    const packageJob = packageJobs.get(row.id);
    return packageJob === undefined ? null : jobsOf([packageJob]);
  };
  const tags = [defaultLanguage, ...languages.map((l) => l.long).filter((tag) => tag !== defaultLanguage)];
  return {
    currency: profile.currency,
    vatRate: profile.vatRate,
    languages: tags,
    products: rows.map((row) => ({
      uuid: row.uuid,
      kind: row.kind,
      type: row.type,
      name: localised(row.name, row.translations.name),
      names: textsOf(row.name, row.translations.name, defaultLanguage),
      description: localised(row.description, row.translations.description),
      descriptions: textsOf(row.description, row.translations.description, defaultLanguage),
      pictureType: row.pictureType,
      minOrderQuantity: row.minOrderQuantity,
      prices: row.prices,
      campaignEndsAt: row.campaignEndsAt?.toISOString() ?? null,
      subProducts: row.subProducts.map((s) => ({
        uuid: s.uuid,
        name: localised(s.name, s.translations.name),
        names: textsOf(s.name, s.translations.name, defaultLanguage),
        extraPrice: s.extraPrice,
      })),
      jobs: soldIn(row),
      templates: row.kind === "template_product" ? templatesOf(row) : [],
      active: row.active,
      onSale: row.active && row.prices.length > 0,
    })),
  };
}
