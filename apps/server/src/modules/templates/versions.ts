import { migrateTemplate, type TemplateDocument } from "@shop/render/template";
import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  templateCategories,
  templateCategoryLinks,
  templates,
  templateVersions,
} from "../../db/schema/templates.ts";

/**
 * Template versions as a template product line names them (the cart's and an order's lines): the version's own
 * document (versions never change, so a line keeps its design), the template's product and whether it is still sold.
 */
export interface TemplateVersionRecord {
  /** The version's id (template_versions.id), what a line stores. */
  id: number;
  templateId: number;
  /** The template's uuid. */
  uuid: string;
  version: number;
  /** The version's name (its document's). */
  name: string;
  productId: number;
  portalId: number;
  /** The template is sold (listed); an inactive template's lines sell nothing. */
  active: boolean;
  document: TemplateDocument;
  /** The internal names of the template's categories, top-level ones first. */
  categories: string[];
}

const columns = {
  id: templateVersions.id,
  templateId: templateVersions.templateId,
  uuid: templates.uuid,
  version: templateVersions.version,
  productId: templates.productId,
  portalId: templates.portalId,
  active: templates.active,
  document: templateVersions.document,
};

async function withCategories(
  db: Db,
  rows: ReadonlyArray<
    Omit<TemplateVersionRecord, "name" | "document" | "categories"> & { document: unknown }
  >,
): Promise<TemplateVersionRecord[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({
      templateId: templateCategoryLinks.templateId,
      internalName: templateCategories.internalName,
      parentId: templateCategories.parentId,
    })
    .from(templateCategoryLinks)
    .innerJoin(templateCategories, eq(templateCategories.id, templateCategoryLinks.categoryId))
    .where(inArray(templateCategoryLinks.templateId, [...new Set(rows.map((r) => r.templateId))]))
    .orderBy(asc(templateCategories.sortOrder), asc(templateCategories.id));
  return rows.map((row) => {
    const document = migrateTemplate(row.document);
    const categories = links
      .filter((l) => l.templateId === row.templateId)
      .sort((a, b) => Number(a.parentId !== null) - Number(b.parentId !== null))
      .map((l) => l.internalName);
    return {
      id: row.id,
      templateId: row.templateId,
      uuid: row.uuid,
      version: row.version,
      name: document.name,
      productId: row.productId,
      portalId: row.portalId,
      active: row.active,
      document,
      categories,
    };
  });
}

/** Template versions by id (ids a line stored), sold or not. */
export async function templateVersionsByIds(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, TemplateVersionRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(columns)
    .from(templateVersions)
    .innerJoin(templates, eq(templates.id, templateVersions.templateId))
    .where(inArray(templateVersions.id, [...new Set(ids)]));
  const records = await withCategories(db, rows);
  return new Map(records.map((r) => [r.id, r]));
}

/**
 * The documents of the shop's template versions named by uuid and version (the designs of an order's lines), sold or
 * not, in one query; a version the shop does not have is left out.
 */
export async function templateDocumentsOf(
  db: Db,
  portalId: number,
  refs: ReadonlyArray<{ uuid: string; version: number }>,
): Promise<Array<{ uuid: string; version: number; document: TemplateDocument }>> {
  if (refs.length === 0) return [];
  const rows = await db
    .select({ uuid: templates.uuid, version: templateVersions.version, document: templateVersions.document })
    .from(templates)
    .innerJoin(templateVersions, eq(templateVersions.templateId, templates.id))
    .where(
      and(
        eq(templates.portalId, portalId),
        or(...refs.map((r) => and(eq(templates.uuid, r.uuid), eq(templateVersions.version, r.version)))),
      ),
    );
  return rows.map((r) => ({ uuid: r.uuid, version: r.version, document: migrateTemplate(r.document) }));
}

/** The shop's template at a version, by the template's uuid; null when the shop has no such template or version. */
export async function templateVersionByUuid(
  db: Db,
  portalId: number,
  uuid: string,
  version: number,
): Promise<TemplateVersionRecord | null> {
  const rows = await db
    .select(columns)
    .from(templates)
    .innerJoin(templateVersions, eq(templateVersions.templateId, templates.id))
    .where(
      and(eq(templates.uuid, uuid), eq(templates.portalId, portalId), eq(templateVersions.version, version)),
    )
    .limit(1);
  const [record] = await withCategories(db, rows);
  return record ?? null;
}
