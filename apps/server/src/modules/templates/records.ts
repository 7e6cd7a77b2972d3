import type { Translations } from "@shop/domain/localised-text";
import type { PictureEffect, PictureRotation } from "@shop/domain/template-text";
import { migrateTemplate, type TemplateDocument } from "@shop/render/template";
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import {
  greenScreenBackgrounds,
  type LocalisedText,
  promotedProducts,
  templateCategories,
  templateCategoryLinks,
  templates,
  templateVersions,
} from "../../db/schema/templates.ts";
import { imageBackgroundIdsByUuid } from "../images/service.ts";

/** The writes of the templates module: what the demo seed, the tests' factories and a later import command make. */

export interface NewCategory {
  internalName: string;
  title: LocalisedText;
  description?: LocalisedText;
  image?: string | null;
  parentId?: number | null;
  isDefault?: boolean;
  userImagePreviews?: boolean;
  separateFromBackground?: boolean;
  sortOrder?: number;
}

export async function insertCategory(
  db: Db | Tx,
  portalId: number,
  category: NewCategory,
): Promise<{ id: number; uuid: string; internalName: string }> {
  const [row] = await db
    .insert(templateCategories)
    .values({ portalId, ...category, description: category.description ?? {} })
    .returning({
      id: templateCategories.id,
      uuid: templateCategories.uuid,
      internalName: templateCategories.internalName,
    });
  if (!row) throw new Error("the category was not stored");
  return row;
}

/**
 * Adds a template of a product with its first version. The document is checked (and upgraded) by
 * `@shop/render/template` on the way in and stored under the template's own uuid.
 */
export async function insertTemplate(
  db: Db | Tx,
  portalId: number,
  template: {
    /** Its own uuid (the starter library's templates keep their file's); random when left out. */
    uuid?: string;
    productId: number;
    document: unknown;
    categoryIds: readonly number[];
    sortOrder?: number;
    /** The template's name per language, beside the document's (the demo seed). */
    names?: Translations;
  },
): Promise<{ id: number; uuid: string; document: TemplateDocument }> {
  const parsed = migrateTemplate(template.document);
  const [row] = await db
    .insert(templates)
    .values({
      ...(template.uuid === undefined ? {} : { uuid: template.uuid }),
      portalId,
      productId: template.productId,
      type: parsed.type,
      name: parsed.name,
      translations: { name: template.names ?? {} },
      sortOrder: template.sortOrder ?? 0,
      currentVersion: 1,
    })
    .returning({ id: templates.id, uuid: templates.uuid });
  if (!row) throw new Error("the template was not stored");
  const document = migrateTemplate({ ...parsed, uuid: row.uuid, version: 1 });
  await db.insert(templateVersions).values({ templateId: row.id, version: 1, document });
  if (template.categoryIds.length > 0) {
    await db
      .insert(templateCategoryLinks)
      .values(template.categoryIds.map((categoryId) => ({ categoryId, templateId: row.id })));
  }
  return { ...row, document };
}

/** A new version of the template's document, which the lists show from now on; returns its number. */
export async function insertTemplateVersion(db: Db | Tx, templateId: number, raw: unknown): Promise<number> {
  const [current] = await db
    .select({ uuid: templates.uuid, version: sql<number>`max(${templateVersions.version})::int` })
    .from(templates)
    .innerJoin(templateVersions, eq(templateVersions.templateId, templates.id))
    .where(eq(templates.id, templateId))
    .groupBy(templates.uuid);
  if (!current) throw new Error("no such template");
  const version = current.version + 1;
  const document = migrateTemplate({ ...migrateTemplate(raw), uuid: current.uuid, version });
  await db.insert(templateVersions).values({ templateId, version, document });
  await db
    .update(templates)
    .set({ currentVersion: version, name: document.name })
    .where(eq(templates.id, templateId));
  return version;
}

export async function insertPromotedProduct(
  db: Db | Tx,
  portalId: number,
  promoted: {
    type: "category" | "template";
    categoryId?: number;
    productId?: number;
    templateId?: number;
    label: "special_offer" | "best_seller";
    rebatedPrice?: number | null;
    endsAt?: Date | null;
    sortOrder?: number;
  },
): Promise<{ uuid: string }> {
  const [row] = await db
    .insert(promotedProducts)
    .values({ portalId, ...promoted })
    .returning({ uuid: promotedProducts.uuid });
  if (!row) throw new Error("the promoted product was not stored");
  return row;
}

/** Gives a job's green-screen pictures these of the shop's image backgrounds, in this order. */
export async function insertGreenScreenBackgrounds(
  db: Db | Tx,
  portalId: number,
  jobId: number,
  backgrounds: ReadonlyArray<{
    backgroundUuid: string;
    rotation?: PictureRotation;
    effect?: PictureEffect;
    isDefault?: boolean;
  }>,
): Promise<void> {
  const ids = await imageBackgroundIdsByUuid(
    db,
    portalId,
    backgrounds.map((b) => b.backgroundUuid),
  );
  // Added to a job that offers backgrounds already, they come after its own, and its default stays the one default.
  const [held] = await db
    .select({
      next: sql<number>`coalesce(max(${greenScreenBackgrounds.sortOrder}) + 1, 0)::int`,
      hasDefault: sql<boolean>`coalesce(bool_or(${greenScreenBackgrounds.isDefault}), false)`,
    })
    .from(greenScreenBackgrounds)
    .where(eq(greenScreenBackgrounds.jobId, jobId));
  const rows = backgrounds.map((b, i) => {
    const backgroundId = ids.get(b.backgroundUuid);
    if (backgroundId === undefined) throw new Error(`no image background ${b.backgroundUuid} in this shop`);
    return {
      jobId,
      backgroundId,
      rotation: b.rotation ?? 0,
      effect: b.effect ?? "original",
      isDefault: (b.isDefault ?? false) && !held?.hasDefault,
      sortOrder: (held?.next ?? 0) + i,
    };
  });
  if (rows.length > 0) await db.insert(greenScreenBackgrounds).values(rows);
}
