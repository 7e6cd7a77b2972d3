import type {
  StudioEditorProduct,
  StudioEditorSaveResponse,
  StudioEditorTemplateResponse,
} from "@shop/contracts/studio-template-editor";
import { type TemplateProductType, templateProductTypes } from "@shop/domain/product-kind";
import type { TemplateType } from "@shop/render/template";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { templateCategories, templateCategoryLinks, templates } from "../../db/schema/templates.ts";
import type { Storage } from "../../platform/storage.ts";
import { allTemplateProducts } from "../catalog/template-products.ts";
import { recordStudioChange, type StudioActor } from "../staff/service.ts";
import { missingArtwork } from "./artwork.ts";
import { importTemplate, readTemplateDocument, TemplateImportError } from "./import.ts";
import { templateVersionByUuid } from "./versions.ts";

/**
 * The studio's simple template editor (issue 31, decision 0069): what it saves goes through `importTemplate`, the
 * service of `template import`, so a drawn template and an imported file are checked and versioned alike.
 */

const typeOfProduct = new Map<number, TemplateType>(
  Object.entries(templateProductTypes).map(([type, number]) => [number, type as TemplateType]),
);

/** Every template product of the shop, on sale or not (a new product gets its templates before its prices). */
export async function editorProducts(db: Db, portalId: number): Promise<StudioEditorProduct[]> {
  const products = await allTemplateProducts(db, portalId);
  return products.flatMap((p) => {
    const type = typeOfProduct.get(p.type as TemplateProductType);
    return type === undefined ? [] : [{ uuid: p.uuid, name: p.name, type }];
  });
}

/** The categories a product's templates are listed in, so a new one is listed beside them. */
async function categoriesOfProduct(db: Db, portalId: number, productUuid: string): Promise<string[]> {
  const products = await allTemplateProducts(db, portalId);
  const product = products.find((p) => p.uuid === productUuid);
  if (!product) return [];
  const rows = await db
    .selectDistinct({
      internalName: templateCategories.internalName,
      sortOrder: templateCategories.sortOrder,
      id: templateCategories.id,
    })
    .from(templateCategoryLinks)
    .innerJoin(templateCategories, eq(templateCategories.id, templateCategoryLinks.categoryId))
    .innerJoin(templates, eq(templates.id, templateCategoryLinks.templateId))
    .where(and(eq(templates.portalId, portalId), eq(templates.productId, product.id)))
    .orderBy(asc(templateCategories.sortOrder), asc(templateCategories.id));
  return rows.map((r) => r.internalName);
}

/**
 * Saves the editor's document for a template product: a new template (listed in the categories of the product's
 * other templates), or the next version of the template the document's uuid names. Recorded in the studio record.
 */
export async function saveEditorTemplate(
  ctx: { db: Db; storage: Storage },
  portalId: number,
  request: { product: string; document: unknown },
  actor: StudioActor,
): Promise<StudioEditorSaveResponse> {
  const document = readTemplateDocument(request.document);
  const missing = await missingArtwork(ctx.storage, document);
  if (missing.length > 0)
    throw new TemplateImportError(`No background picture ${missing.join(", ")} in the shop`);
  const [known] = await ctx.db
    .select({ id: templates.id })
    .from(templates)
    .where(and(eq(templates.portalId, portalId), sql`${templates.uuid}::text = ${document.uuid}`));
  const categories = known ? [] : await categoriesOfProduct(ctx.db, portalId, request.product);
  const imported = await importTemplate(
    ctx.db,
    portalId,
    { document, product: request.product, categories },
    (tx, done) =>
      recordStudioChange(tx, {
        staff: actor,
        action: done.action === "created" ? "template.create" : "template.new-version",
        objectType: "template",
        objectId: done.uuid,
        detail: { name: done.name, product: done.product, version: done.version },
      }),
  );
  return {
    action: imported.action,
    uuid: imported.uuid,
    version: imported.version,
    name: imported.name,
    product: imported.product,
  };
}

/** The template's current version with its product, as the editor opens it; null when the shop has none. */
export async function editorTemplate(
  db: Db,
  portalId: number,
  uuid: string,
): Promise<StudioEditorTemplateResponse | null> {
  const [row] = await db
    .select({ productId: templates.productId, version: templates.currentVersion })
    .from(templates)
    .where(and(eq(templates.portalId, portalId), sql`${templates.uuid}::text = ${uuid}`));
  if (!row) return null;
  const record = await templateVersionByUuid(db, portalId, uuid, row.version);
  const products = await allTemplateProducts(db, portalId);
  const product = products.find((p) => p.id === row.productId);
  const type = product && typeOfProduct.get(product.type as TemplateProductType);
  if (!record || !product || !type) return null;
  return {
    uuid: record.uuid,
    version: record.version,
    product: { uuid: product.uuid, name: product.name, type },
    document: record.document as StudioEditorTemplateResponse["document"],
  };
}
