import { readFile } from "node:fs/promises";
import { templateProductTypes } from "@shop/domain/product-kind";
import { migrateTemplate, type TemplateDocument } from "@shop/render/template";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Db, Tx } from "../../db/client.ts";
import { templateCategories, templates, templateVersions } from "../../db/schema/templates.ts";
import { insertTemplateProduct, templateProductsByUuid } from "../catalog/template-products.ts";
import { askPreviewsOfSellingJobs } from "./previews-ahead.ts";
import { insertCategory, insertTemplate, insertTemplateVersion } from "./records.ts";

/**
 * The starter library (templates/starter/, decision 0065): the template products, categories and templates a new shop
 * can install in one action. Products come without prices and are not on sale until the photographer prices them.
 */

export const starterLibraryFolder = new URL("../../../../../templates/starter/", import.meta.url);

const Names = z.object({ en: z.string().min(1), nb: z.string().min(1) });

const LibraryFile = z.object({
  formatVersion: z.literal(1),
  categories: z.array(
    z.object({
      internalName: z.string().min(1),
      parent: z.string().min(1).optional(),
      title: Names,
      description: Names.optional(),
      isDefault: z.boolean().optional(),
      userImagePreviews: z.boolean().optional(),
      separateFromBackground: z.boolean().optional(),
    }),
  ),
  products: z.array(
    z.object({
      uuid: z.uuid(),
      name: Names,
      type: z.enum(["CARDS", "CALENDAR", "PHOTOGIFT"]),
      categories: z.array(z.string().min(1)),
      templates: z.array(z.object({ file: z.string().regex(/^[a-z0-9-]+\.json$/), name: Names })),
    }),
  ),
});

type LibraryCategory = z.infer<typeof LibraryFile>["categories"][number];

export interface StarterLibrary {
  categories: readonly LibraryCategory[];
  products: ReadonlyArray<
    Omit<z.infer<typeof LibraryFile>["products"][number], "templates"> & {
      templates: ReadonlyArray<{
        file: string;
        name: { en: string; nb: string };
        document: TemplateDocument;
      }>;
    }
  >;
}

/** Reads library.json and every template file it names; a broken file is named in the error. */
export async function loadStarterLibrary(folder: URL = starterLibraryFolder): Promise<StarterLibrary> {
  const library = LibraryFile.parse(JSON.parse(await readFile(new URL("library.json", folder), "utf8")));
  const products = [];
  for (const product of library.products) {
    const files = [];
    for (const entry of product.templates) {
      let document: TemplateDocument;
      try {
        document = migrateTemplate(JSON.parse(await readFile(new URL(entry.file, folder), "utf8")));
      } catch (error) {
        throw new Error(
          `starter template ${entry.file}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (templateProductTypes[document.type] !== templateProductTypes[product.type]) {
        throw new Error(`starter template ${entry.file} is ${document.type}, its product ${product.type}`);
      }
      files.push({ ...entry, document });
    }
    products.push({ ...product, templates: files });
  }
  return { categories: library.categories, products };
}

export interface StarterInstalled {
  categoriesAdded: string[];
  productsAdded: string[];
  templatesAdded: string[];
  templatesUpdated: string[];
  templatesUnchanged: string[];
  /** Each template's name with its id and product's id, for callers that go on with them (the demo seed). */
  templates: Map<string, { id: number; productId: number }>;
  /** Each product's id by its English name. */
  products: Map<string, number>;
  /** Each category's id by its internal name. */
  categoryIds: Map<string, number>;
}

/**
 * Installs the starter library into the shop: what it lacks is added, a template whose file changed gets a new
 * version (as `template import` makes one), and the rest is left alone, so a second install adds nothing. Products it
 * adds have no price and are not on sale; products and categories the shop has keep their prices, names and order.
 */
export async function installStarterLibrary(
  db: Db | Tx,
  portalId: number,
  library: StarterLibrary,
): Promise<StarterInstalled> {
  return db.transaction(async (tx) => {
    const result: StarterInstalled = {
      categoriesAdded: [],
      productsAdded: [],
      templatesAdded: [],
      templatesUpdated: [],
      templatesUnchanged: [],
      templates: new Map(),
      products: new Map(),
      categoryIds: new Map(),
    };
    const categoryIds = await installCategories(tx, portalId, library.categories, result);
    result.categoryIds = categoryIds;
    const existingProducts = await templateProductsByUuid(
      tx,
      portalId,
      library.products.map((p) => p.uuid),
    );
    for (const [sortOrder, product] of library.products.entries()) {
      let productId = existingProducts.get(product.uuid)?.id;
      if (productId === undefined) {
        ({ id: productId } = await insertTemplateProduct(tx, portalId, {
          uuid: product.uuid,
          name: product.name,
          type: templateProductTypes[product.type],
          sortOrder,
          prices: [],
        }));
        result.productsAdded.push(product.name.en);
      }
      result.products.set(product.name.en, productId);
      const categories = product.categories.map((name) => {
        const id = categoryIds.get(name);
        if (id === undefined) throw new Error(`the starter library has no category ${name}`);
        return id;
      });
      for (const [order, template] of product.templates.entries()) {
        const id = await installTemplate(tx, portalId, productId, categories, order, template, result);
        result.templates.set(template.document.name, { id, productId });
      }
    }
    if (result.templatesAdded.length + result.templatesUpdated.length > 0) {
      // New templates and versions may be what a tile shows: previews are made ahead again (as import.ts does).
      await askPreviewsOfSellingJobs(tx, portalId);
    }
    return result;
  });
}

async function installCategories(
  tx: Tx,
  portalId: number,
  wanted: readonly LibraryCategory[],
  result: StarterInstalled,
): Promise<Map<string, number>> {
  const existing = await tx
    .select({ id: templateCategories.id, internalName: templateCategories.internalName })
    .from(templateCategories)
    .where(
      and(
        eq(templateCategories.portalId, portalId),
        inArray(
          templateCategories.internalName,
          wanted.map((c) => c.internalName),
        ),
      ),
    );
  const ids = new Map(existing.map((c) => [c.internalName, c.id]));
  // Parents first, then their sub-categories; each ordered among its siblings as the library lists it.
  const ordered = [...wanted.filter((c) => !c.parent), ...wanted.filter((c) => c.parent)];
  for (const category of ordered) {
    if (ids.has(category.internalName)) continue;
    const siblings = wanted.filter((c) => c.parent === category.parent);
    const parentId = category.parent === undefined ? null : ids.get(category.parent);
    if (parentId === undefined) throw new Error(`the starter library has no category ${category.parent}`);
    const made = await insertCategory(tx, portalId, {
      internalName: category.internalName,
      title: category.title,
      description: category.description ?? {},
      parentId,
      isDefault: category.isDefault ?? false,
      userImagePreviews: category.userImagePreviews ?? false,
      separateFromBackground: category.separateFromBackground ?? false,
      sortOrder: siblings.indexOf(category),
    });
    ids.set(category.internalName, made.id);
    result.categoriesAdded.push(category.internalName);
  }
  return ids;
}

async function installTemplate(
  tx: Tx,
  portalId: number,
  productId: number,
  categoryIds: readonly number[],
  sortOrder: number,
  template: StarterLibrary["products"][number]["templates"][number],
  result: StarterInstalled,
): Promise<number> {
  const { document } = template;
  const [existing] = await tx
    .select({ id: templates.id, document: templateVersions.document })
    .from(templates)
    .innerJoin(
      templateVersions,
      and(
        eq(templateVersions.templateId, templates.id),
        eq(templateVersions.version, templates.currentVersion),
      ),
    )
    .where(and(eq(templates.portalId, portalId), eq(templates.uuid, document.uuid)));
  if (!existing) {
    const made = await insertTemplate(tx, portalId, {
      uuid: document.uuid,
      productId,
      categoryIds,
      document,
      sortOrder,
      names: template.name,
    });
    result.templatesAdded.push(document.name);
    return made.id;
  }
  if (sameDocument(existing.document, document)) {
    result.templatesUnchanged.push(document.name);
  } else {
    await insertTemplateVersion(tx, existing.id, document);
    result.templatesUpdated.push(document.name);
  }
  return existing.id;
}

/** Whether a stored version says what the file says (jsonb keeps no key order; the version number is the store's). */
function sameDocument(stored: unknown, file: TemplateDocument): boolean {
  const { version: _stored, ...a } = migrateTemplate(stored) as TemplateDocument & { version?: number };
  const { version: _file, ...b } = file as TemplateDocument & { version?: number };
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : v,
  );
}

/** The install as the operator reads it: what changed, or that nothing did. */
export function starterInstalledLines(installed: StarterInstalled): string[] {
  const { categoriesAdded, productsAdded, templatesAdded, templatesUpdated, templatesUnchanged } = installed;
  if (categoriesAdded.length + productsAdded.length + templatesAdded.length + templatesUpdated.length === 0) {
    return [
      `The starter library is installed already: nothing added (${templatesUnchanged.length} templates unchanged).`,
    ];
  }
  const lines = [
    `Starter library: ${categoriesAdded.length} categories, ${productsAdded.length} products and ${templatesAdded.length} templates added, ${templatesUpdated.length} templates updated, ${templatesUnchanged.length} unchanged.`,
  ];
  if (productsAdded.length > 0) {
    lines.push(`  Added, not on sale until they have a price: ${productsAdded.join(", ")}.`);
  }
  if (templatesUpdated.length > 0) {
    lines.push(
      `  A new version of: ${templatesUpdated.join(", ")} (orders keep the version they were made with).`,
    );
  }
  return lines;
}

/** Loads the repository's starter library and installs it; what the command and the operator route do. */
export async function installStarterTemplates(
  db: Db,
  portalId: number,
): Promise<Omit<StarterInstalled, "templates" | "products" | "categoryIds"> & { lines: string[] }> {
  const installed = await installStarterLibrary(db, portalId, await loadStarterLibrary());
  const { categoriesAdded, productsAdded, templatesAdded, templatesUpdated, templatesUnchanged } = installed;
  return {
    categoriesAdded,
    productsAdded,
    templatesAdded,
    templatesUpdated,
    templatesUnchanged,
    lines: starterInstalledLines(installed),
  };
}
