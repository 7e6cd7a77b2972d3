import type {
  StudioTemplate,
  StudioTemplateDetail,
  StudioTemplatesResponse,
} from "@shop/contracts/studio-templates";
import { migrateTemplate } from "@shop/render/template";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  templateCategories,
  templateCategoryLinks,
  templateJobExclusions,
  templates,
  templateVersions,
} from "../../db/schema/templates.ts";
import { badRequest, notFound } from "../../errors.ts";
import { localised as inRequestLanguage, requestLanguages } from "../../platform/request-language.ts";
import { allTemplateProducts } from "../catalog/template-products.ts";
import { recordStudioChange, type StudioActor } from "../staff/service.ts";
import { jobsOfShop } from "../subjects/jobs.ts";
import { localised } from "./catalog.ts";
import { importTemplate, TemplateImportError } from "./import.ts";
import { askPreviewsOfJobs, askPreviewsOfSellingJobs } from "./previews-ahead.ts";
import { dimensionsOf } from "./service.ts";
import { installStarterTemplates } from "./starter.ts";

/**
 * The studio's Templates area (issue 31): every template of the shop, the ones switched off included, with what the
 * parents' lists make of it; switching a template off (per product: `active`) or leaving it out of a job's lists
 * (template_job_exclusions), and its place among its product's templates. Every change is recorded.
 */

const notTemplateCategories = new Set(["digitalprint", "catalogues", "packages"]);

export const studioTemplateNotFound = () => notFound("No such template", "studio_template_not_found");

/** The URL of a template version's preview drawn with a sample child's pictures (studio-preview.ts). */
export function studioPreviewPath(uuid: string, version: number): string {
  return `/api/studio/templates/${uuid}/preview/${version}`;
}

async function templateRows(db: Db, portalId: number, uuid?: string) {
  return db
    .select({
      id: templates.id,
      uuid: templates.uuid,
      name: templates.name,
      translations: templates.translations,
      type: templates.type,
      productId: templates.productId,
      version: templates.currentVersion,
      active: templates.active,
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
    .where(
      and(
        eq(templates.portalId, portalId),
        uuid === undefined ? undefined : sql`${templates.uuid}::text = ${uuid.toLowerCase()}`,
      ),
    )
    .orderBy(asc(templates.sortOrder), asc(templates.id));
}

async function categoryNamesByTemplate(
  db: Db,
  templateIds: readonly number[],
): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>();
  if (templateIds.length === 0) return names;
  const links = await db
    .select({ templateId: templateCategoryLinks.templateId, internalName: templateCategories.internalName })
    .from(templateCategoryLinks)
    .innerJoin(templateCategories, eq(templateCategories.id, templateCategoryLinks.categoryId))
    .where(inArray(templateCategoryLinks.templateId, [...templateIds]))
    .orderBy(
      sql`${templateCategories.parentId} is not null`,
      asc(templateCategories.sortOrder),
      asc(templateCategories.id),
    );
  for (const link of links)
    names.set(link.templateId, [...(names.get(link.templateId) ?? []), link.internalName]);
  return names;
}

async function exclusionCounts(db: Db, templateIds: readonly number[]): Promise<Map<number, number>> {
  if (templateIds.length === 0) return new Map();
  const rows = await db
    .select({ templateId: templateJobExclusions.templateId, n: count() })
    .from(templateJobExclusions)
    .where(inArray(templateJobExclusions.templateId, [...templateIds]))
    .groupBy(templateJobExclusions.templateId);
  return new Map(rows.map((r) => [r.templateId, r.n]));
}

async function studioTemplatesOf(
  db: Db,
  portalId: number,
  uuid?: string,
): Promise<{
  list: Array<StudioTemplate & { id: number }>;
  products: Awaited<ReturnType<typeof allTemplateProducts>>;
}> {
  const [rows, products] = await Promise.all([
    templateRows(db, portalId, uuid),
    allTemplateProducts(db, portalId),
  ]);
  const ids = rows.map((r) => r.id);
  const [categories, excluded] = await Promise.all([
    categoryNamesByTemplate(db, ids),
    exclusionCounts(db, ids),
  ]);
  const productOrder = new Map(products.map((p, i) => [p.id, i]));
  const list = rows.flatMap((row) => {
    const product = products.find((p) => p.id === row.productId);
    if (!product) return [];
    return [
      {
        id: row.id,
        uuid: row.uuid,
        name: inRequestLanguage(row.name, row.translations.name),
        type: (row.type === "CALENDAR" || row.type === "PHOTOGIFT"
          ? row.type
          : "CARDS") as StudioTemplate["type"],
        product: { uuid: product.uuid, name: product.name },
        categories: categories.get(row.id) ?? [],
        size: dimensionsOf(migrateTemplate(row.document)),
        version: row.version,
        active: row.active,
        sortOrder: row.sortOrder,
        excludedJobs: excluded.get(row.id) ?? 0,
        preview: studioPreviewPath(row.uuid, row.version),
      },
    ];
  });
  // The parents' order (service.ts listTemplates): by product, then the template's place.
  const productIdOf = new Map(rows.map((r) => [r.uuid, r.productId]));
  list.sort(
    (a, b) =>
      (productOrder.get(productIdOf.get(a.uuid) ?? 0) ?? 0) -
        (productOrder.get(productIdOf.get(b.uuid) ?? 0) ?? 0) ||
      a.sortOrder - b.sortOrder ||
      a.name.localeCompare(b.name),
  );
  return { list, products };
}

/** GET /api/studio/templates */
export async function studioTemplates(db: Db, portalId: number): Promise<StudioTemplatesResponse> {
  const lang = requestLanguages()[0] ?? "en";
  const [{ list, products }, categories] = await Promise.all([
    studioTemplatesOf(db, portalId),
    db
      .select({ internalName: templateCategories.internalName, title: templateCategories.title })
      .from(templateCategories)
      .where(eq(templateCategories.portalId, portalId))
      .orderBy(
        sql`${templateCategories.parentId} is not null`,
        asc(templateCategories.sortOrder),
        asc(templateCategories.id),
      ),
  ]);
  return {
    templates: list.map(({ id: _id, ...t }) => t),
    products: products.map((p) => ({ uuid: p.uuid, name: p.name, type: String(p.type) })),
    // The categories that can list templates: the overview's tiles of other products (digital pictures, catalogues,
    // packages) cannot.
    categories: categories
      .filter((c) => !notTemplateCategories.has(c.internalName))
      .map((c) => ({ internalName: c.internalName, title: localised(c.title, lang) })),
  };
}

async function oneTemplate(db: Db, portalId: number, uuid: string) {
  const { list } = await studioTemplatesOf(db, portalId, uuid);
  const template = list[0];
  if (!template) throw studioTemplateNotFound();
  return template;
}

/** GET /api/studio/templates/{uuid}: the template with its versions and, per job still selling, whether it is offered. */
export async function studioTemplate(db: Db, portalId: number, uuid: string): Promise<StudioTemplateDetail> {
  const { id, ...template } = await oneTemplate(db, portalId, uuid);
  const [versions, jobs, excluded] = await Promise.all([
    db
      .select({ version: templateVersions.version, createdAt: templateVersions.createdAt })
      .from(templateVersions)
      .where(eq(templateVersions.templateId, id))
      .orderBy(asc(templateVersions.version)),
    jobsOfShop(db, portalId, { selling: true }),
    db
      .select({ jobId: templateJobExclusions.jobId })
      .from(templateJobExclusions)
      .where(eq(templateJobExclusions.templateId, id)),
  ]);
  const left = new Set(excluded.map((e) => e.jobId));
  return {
    ...template,
    versions: versions.map((v) => ({ version: v.version, createdAt: v.createdAt.toISOString() })),
    jobs: jobs.map((j) => ({ uuid: j.uuid, name: j.name, year: j.year, offered: !left.has(j.id) })),
  };
}

/** Switches a template on or off in the parents' lists (orders made with it keep it). */
export async function setTemplateActive(
  db: Db,
  portalId: number,
  uuid: string,
  active: boolean,
  actor: StudioActor,
): Promise<void> {
  const template = await oneTemplate(db, portalId, uuid);
  await db.transaction(async (tx) => {
    await tx.update(templates).set({ active }).where(eq(templates.id, template.id));
    // Switched on it may be an offer's or a tile's first template; switched off, the next one is.
    await askPreviewsOfSellingJobs(tx, portalId);
    await recordStudioChange(tx, {
      staff: actor,
      action: active ? "template.switch-on" : "template.switch-off",
      objectType: "template",
      objectId: template.uuid,
      detail: { template: template.name, product: template.product.name },
    });
  });
}

/** Whether a job's picture sets' lists show the template. */
export async function setTemplateOfferedInJob(
  db: Db,
  portalId: number,
  request: { templateUuid: string; jobUuid: string; offered: boolean },
  actor: StudioActor,
): Promise<void> {
  const template = await oneTemplate(db, portalId, request.templateUuid);
  const [job] = await jobsOfShop(db, portalId, { uuid: request.jobUuid.toLowerCase() });
  if (!job) throw notFound("No such job", "studio_job_not_found");
  await db.transaction(async (tx) => {
    if (request.offered) {
      await tx
        .delete(templateJobExclusions)
        .where(
          and(eq(templateJobExclusions.jobId, job.id), eq(templateJobExclusions.templateId, template.id)),
        );
    } else {
      await tx
        .insert(templateJobExclusions)
        .values({ jobId: job.id, templateId: template.id })
        .onConflictDoNothing();
    }
    // The job's tiles show their first template not left out of it.
    await askPreviewsOfJobs(tx, [job.id]);
    await recordStudioChange(tx, {
      staff: actor,
      action: request.offered ? "template.offer-in-job" : "template.leave-out-of-job",
      objectType: "template",
      objectId: template.uuid,
      detail: { template: template.name, job: job.name },
    });
  });
}

/**
 * The templates of one product in the order given, first first; the product's templates left out of the request
 * come after them in their own order.
 */
export async function orderTemplates(
  db: Db,
  portalId: number,
  uuids: readonly string[],
  actor: StudioActor,
): Promise<void> {
  const wanted = [...new Set(uuids.map((u) => u.toLowerCase()))];
  const rows = await db
    .select({ id: templates.id, uuid: templates.uuid, productId: templates.productId })
    .from(templates)
    .where(and(eq(templates.portalId, portalId), inArray(templates.uuid, wanted)));
  if (rows.length !== wanted.length) throw studioTemplateNotFound();
  const productIds = new Set(rows.map((r) => r.productId));
  const [productId] = productIds;
  if (productIds.size !== 1 || productId === undefined) {
    throw badRequest("The templates ordered must be of one product", "studio_template_refused", {
      fields: [{ field: "templates", message: "The templates ordered must be of one product" }],
    });
  }
  const others = await db
    .select({ id: templates.id, uuid: templates.uuid })
    .from(templates)
    .where(and(eq(templates.portalId, portalId), eq(templates.productId, productId)))
    .orderBy(asc(templates.sortOrder), asc(templates.id));
  const ordered = [
    ...wanted.flatMap((uuid) => rows.filter((r) => r.uuid === uuid)),
    ...others.filter((o) => !wanted.includes(o.uuid)),
  ];
  const product = (await allTemplateProducts(db, portalId)).find((p) => p.id === productId);
  await db.transaction(async (tx) => {
    for (const [sortOrder, row] of ordered.entries()) {
      await tx.update(templates).set({ sortOrder }).where(eq(templates.id, row.id));
    }
    // A tile shows its category's first template.
    await askPreviewsOfSellingJobs(tx, portalId);
    await recordStudioChange(tx, {
      staff: actor,
      action: "template.order",
      objectType: "product",
      objectId: product?.uuid ?? null,
      detail: {
        product: product?.name ?? null,
        templates: ordered
          .map((r) => r.uuid)
          .join(", ")
          .slice(0, 1000),
      },
    });
  });
}

/**
 * A template file uploaded in the studio: read as `template import` reads it (the same service, the same messages),
 * refused by field, and recorded.
 */
export async function importStudioTemplate(
  db: Db,
  portalId: number,
  request: { file: string; product: string; categories: readonly string[] },
  actor: StudioActor,
) {
  let document: unknown;
  try {
    document = JSON.parse(request.file);
  } catch (error) {
    const message = `The file is not JSON: ${error instanceof Error ? error.message : String(error)}`;
    throw new TemplateImportError(message, [{ field: "file", message }]);
  }
  const imported = await importTemplate(db, portalId, {
    document,
    product: request.product,
    categories: request.categories,
  });
  await recordStudioChange(db, {
    staff: actor,
    action: imported.action === "created" ? "template.upload" : "template.new-version",
    objectType: "template",
    objectId: imported.uuid,
    detail: { template: imported.name, product: imported.product, version: imported.version },
  });
  return imported;
}

/** Installs the starter library as the command does, and records what it added. */
export async function installStarterFromStudio(db: Db, portalId: number, actor: StudioActor) {
  const installed = await installStarterTemplates(db, portalId);
  await recordStudioChange(db, {
    staff: actor,
    action: "template.install-starter",
    objectType: "template",
    detail: {
      added: installed.templatesAdded.length,
      updated: installed.templatesUpdated.length,
      products: installed.productsAdded.join(", "),
    },
  });
  return installed;
}
