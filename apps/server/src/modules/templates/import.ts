import { templateProductTypes } from "@shop/domain/product-kind";
import { migrateTemplate, type TemplateDocument } from "@shop/render/template";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { templateCategories, templates } from "../../db/schema/templates.ts";
import { allTemplateProducts } from "../catalog/template-products.ts";
import { askPreviewsOfSellingJobs } from "./previews-ahead.ts";
import { insertTemplate, insertTemplateVersion } from "./records.ts";

/** Why a template file could not be imported, in words the photographer can act on. */
export class TemplateImportError extends Error {
  /** What is wrong by the field it is about: a path in the file (parts.0.trim.width), `product` or `categories`. */
  readonly fields: ReadonlyArray<{ field: string; message: string }>;
  constructor(message: string, fields: ReadonlyArray<{ field: string; message: string }> = []) {
    super(message);
    this.name = "TemplateImportError";
    this.fields = fields;
  }
}

export interface TemplateImport {
  /** The template file's content (JSON), checked and upgraded by `@shop/render/template`. */
  document: unknown;
  /** The product it is sold as: a template product's name or uuid. */
  product: string;
  /** Internal names of the categories that list it (a card in `cards` and in its sub-category). */
  categories: readonly string[];
}

export interface TemplateImported {
  /** A new template, or a new version of the template the file's uuid names. */
  action: "created" | "new version";
  uuid: string;
  version: number;
  name: string;
  product: string;
  categories: readonly string[];
}

/** A template file's document checked and upgraded, or the refusal that names each wrong field. */
export function readTemplateDocument(raw: unknown): TemplateDocument {
  try {
    return migrateTemplate(raw);
  } catch (error) {
    throw new TemplateImportError(`The template file is not valid: ${describe(error)}`, fieldsOf(error));
  }
}

/**
 * Imports one template file (the format of `docs/examples/template-card.json`): a template the shop does not have yet
 * becomes a new template of the product, listed in the categories; a file whose `uuid` is one of the shop's
 * templates becomes that template's next version, which the lists show from then on (orders keep the version they
 * were made with). Nothing is written when anything is wrong.
 */
export async function importTemplate(
  db: Db,
  portalId: number,
  request: TemplateImport,
  /** Written in the import's transaction (the studio records who saved it). */
  record?: (tx: Tx, imported: TemplateImported) => Promise<void>,
): Promise<TemplateImported> {
  const document = readTemplateDocument(request.document);
  // A product not on sale yet counts: the starter library's products get their own templates before their prices.
  const products = await allTemplateProducts(db, portalId);
  const product = products.find((p) => p.uuid === request.product || p.name === request.product);
  if (!product) {
    const message = `No template product "${request.product}". The shop's template products: ${products.map((p) => `"${p.name}"`).join(", ") || "none"}.`;
    throw new TemplateImportError(message, [{ field: "product", message }]);
  }
  if (product.type !== templateProductTypes[document.type]) {
    const message = `"${product.name}" does not sell templates of type ${document.type}.`;
    throw new TemplateImportError(message, [{ field: "product", message }]);
  }
  const wanted = [...new Set(request.categories)];
  const found =
    wanted.length === 0
      ? []
      : await db
          .select({ id: templateCategories.id, internalName: templateCategories.internalName })
          .from(templateCategories)
          .where(
            and(eq(templateCategories.portalId, portalId), inArray(templateCategories.internalName, wanted)),
          );
  const missing = wanted.filter((name) => !found.some((c) => c.internalName === name));
  if (missing.length > 0) {
    const message = `No category ${missing.map((n) => `"${n}"`).join(", ")}.`;
    throw new TemplateImportError(message, [{ field: "categories", message }]);
  }

  return db.transaction(async (tx) => {
    // A new template or version may be what a tile or an offer shows.
    await askPreviewsOfSellingJobs(tx, portalId);
    const [existing] = await tx
      .select({ id: templates.id, uuid: templates.uuid, productId: templates.productId })
      .from(templates)
      .where(and(eq(templates.portalId, portalId), sql`${templates.uuid}::text = ${document.uuid}`));
    if (existing) {
      if (existing.productId !== product.id) {
        const message = `Template ${existing.uuid} belongs to another product.`;
        throw new TemplateImportError(message, [{ field: "product", message }]);
      }
      const version = await insertTemplateVersion(tx, existing.id, document);
      const imported: TemplateImported = {
        action: "new version",
        uuid: existing.uuid,
        version,
        name: document.name,
        product: product.name,
        categories: wanted,
      };
      await record?.(tx, imported);
      return imported;
    }
    // A new template comes after the product's others: the lists parents know do not change their first pick.
    const [last] = await tx
      .select({ next: sql<number>`coalesce(max(${templates.sortOrder}) + 1, 0)::int` })
      .from(templates)
      .where(eq(templates.productId, product.id));
    const created = await insertTemplate(tx, portalId, {
      productId: product.id,
      document,
      categoryIds: found.map((c) => c.id),
      sortOrder: last?.next ?? 0,
    });
    const imported: TemplateImported = {
      action: "created",
      uuid: created.uuid,
      version: 1,
      name: document.name,
      product: product.name,
      categories: wanted,
    };
    await record?.(tx, imported);
    return imported;
  });
}

/** A refused document's problems by their path in the file; `(file)` for the file as a whole. */
function fieldsOf(error: unknown): Array<{ field: string; message: string }> {
  const issues = (error as { issues?: Array<{ path: PropertyKey[]; message: string }> }).issues;
  if (Array.isArray(issues)) {
    return issues.map((issue) => ({
      field: issue.path.map(String).join(".") || "(file)",
      message: issue.message,
    }));
  }
  return [{ field: "(file)", message: error instanceof Error ? error.message : String(error) }];
}

function describe(error: unknown): string {
  if (!Array.isArray((error as { issues?: unknown }).issues)) {
    return error instanceof Error ? error.message : String(error);
  }
  return fieldsOf(error)
    .map((f) => `${f.field}: ${f.message}`)
    .join("; ");
}
