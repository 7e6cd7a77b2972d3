import type { Translations } from "@shop/domain/localised-text";
import { migrateTemplate, type TemplateDocument } from "@shop/render/template";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  type LocalisedText,
  templateCategories,
  templateCategoryLinks,
  templates,
  templateVersions,
} from "../../db/schema/templates.ts";
import { cachedRead } from "../../platform/read-cache.ts";
import { localised as inRequestLanguage, localisedCopy } from "../../platform/request-language.ts";

/** The shop's categories and templates with their current documents, read once and kept in the read cache. */

export interface CatalogCategory {
  id: number;
  internalName: string;
  title: LocalisedText;
  description: LocalisedText;
  image: string | null;
  parentId: number | null;
  isDefault: boolean;
  userImagePreviews: boolean;
  separateFromBackground: boolean;
  sortOrder: number;
}

export interface CatalogTemplate {
  id: number;
  uuid: string;
  productId: number;
  /** In the request's language. */
  name: string;
  names: Translations | undefined;
  version: number;
  sortOrder: number;
  document: TemplateDocument;
  categoryIds: number[];
}

export interface TemplateCatalog {
  categories: CatalogCategory[];
  templates: CatalogTemplate[];
}

/** The shop's categories and templates, the templates named in the request's language. */
export async function templateCatalog(db: Db, portalId: number): Promise<TemplateCatalog> {
  const stored = await templateCatalogRows(db, portalId);
  return localisedCopy(stored, () => ({
    ...stored,
    templates: stored.templates.map((t) => ({ ...t, name: inRequestLanguage(t.name, t.names) })),
  }));
}

const templateCatalogRows = cachedRead(
  "templateCatalog",
  ["template_categories", "templates", "template_versions", "template_category_links"],
  async (db: Db, portalId: number): Promise<TemplateCatalog> => {
    const [categoryRows, templateRows, links] = await Promise.all([
      db
        .select({
          id: templateCategories.id,
          internalName: templateCategories.internalName,
          title: templateCategories.title,
          description: templateCategories.description,
          image: templateCategories.image,
          parentId: templateCategories.parentId,
          isDefault: templateCategories.isDefault,
          userImagePreviews: templateCategories.userImagePreviews,
          separateFromBackground: templateCategories.separateFromBackground,
          sortOrder: templateCategories.sortOrder,
        })
        .from(templateCategories)
        .where(eq(templateCategories.portalId, portalId))
        .orderBy(asc(templateCategories.sortOrder), asc(templateCategories.id)),
      db
        .select({
          id: templates.id,
          uuid: templates.uuid,
          productId: templates.productId,
          name: templates.name,
          translations: templates.translations,
          version: templates.currentVersion,
          sortOrder: templates.sortOrder,
          document: templateVersions.document,
        })
        .from(templates)
        .innerJoin(
          templateVersions,
          and(
            eq(templateVersions.templateId, templates.id),
            eq(templateVersions.version, templates.currentVersion),
          ),
        )
        .where(and(eq(templates.portalId, portalId), eq(templates.active, true)))
        .orderBy(asc(templates.sortOrder), asc(templates.id)),
      db
        .select({
          categoryId: templateCategoryLinks.categoryId,
          templateId: templateCategoryLinks.templateId,
        })
        .from(templateCategoryLinks)
        .innerJoin(templateCategories, eq(templateCategories.id, templateCategoryLinks.categoryId))
        .where(eq(templateCategories.portalId, portalId)),
    ]);
    return {
      categories: categoryRows,
      templates: templateRows.map(({ document, translations, ...row }) => ({
        ...row,
        names: translations.name,
        // Validated on the way out as on the way in: a stored document of an older schema is upgraded here.
        document: migrateTemplate(document),
        categoryIds: links.filter((l) => l.templateId === row.id).map((l) => l.categoryId),
      })),
    };
  },
);

/** A text in the language asked for, else English, else the first one it has. */
export function localised(text: LocalisedText, lang: string): string {
  return text[lang] ?? text.en ?? Object.values(text)[0] ?? "";
}
