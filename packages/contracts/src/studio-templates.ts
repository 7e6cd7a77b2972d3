import { z } from "zod";

/**
 * The studio's Templates area (issue 31): every template of the shop with a preview drawn with a sample child's
 * pictures, switched on and off per product and per job, ordered in the lists, uploaded as a template file (the
 * format `template import` reads) and the starter library installed in one action.
 */

const name = z.string().max(500);

/** A template as the studio's grid shows it. */
export const StudioTemplate = z.object({
  uuid: z.uuid(),
  name,
  type: z.enum(["CARDS", "CALENDAR", "PHOTOGIFT"]),
  product: z.object({ uuid: z.uuid(), name }),
  /** The internal names of the categories that list it, top-level ones first. */
  categories: z.array(z.string().max(200)).max(50),
  /** The trim size in centimetres as the Format filter names it (15x15). */
  size: z.string().max(20),
  version: z.number().int().min(1),
  /** Whether the parents' lists show it (a template switched off is kept, with its versions and orders). */
  active: z.boolean(),
  /** Its place among its product's templates in the parents' lists, first first. */
  sortOrder: z.number().int(),
  /** Jobs that leave it out of their picture sets' lists. */
  excludedJobs: z.number().int().min(0),
  /** Its first part drawn with a sample child's pictures (an image of the studio's own call). */
  preview: z.string().max(500),
});
export type StudioTemplate = z.infer<typeof StudioTemplate>;

/** GET /api/studio/templates: the shop's templates in the parents' order (product, then sortOrder). */
export const StudioTemplatesResponse = z.object({
  templates: z.array(StudioTemplate).max(10_000),
  /** The template products the grid filters by and a file is uploaded for, on sale or not. */
  products: z.array(z.object({ uuid: z.uuid(), name, type: z.string().max(50) })).max(1_000),
  /** The categories the grid filters by and an uploaded file may be listed in. */
  categories: z.array(z.object({ internalName: z.string().max(200), title: name })).max(1_000),
});
export type StudioTemplatesResponse = z.infer<typeof StudioTemplatesResponse>;

export const StudioTemplateParams = z.object({ templateUuid: z.uuid() });
export const StudioTemplatePreviewParams = z.object({
  templateUuid: z.uuid(),
  version: z.coerce.number().int().min(1).max(1_000_000),
});
export const StudioTemplateJobParams = z.object({ templateUuid: z.uuid(), jobUuid: z.uuid() });

/** GET /api/studio/templates/{templateUuid}: the template's page. */
export const StudioTemplateDetail = StudioTemplate.extend({
  versions: z
    .array(z.object({ version: z.number().int().min(1), createdAt: z.iso.datetime({ offset: true }) }))
    .max(10_000),
  /** The shop's jobs not archived, each with whether its picture sets' lists show the template. */
  jobs: z
    .array(
      z.object({ uuid: z.uuid(), name: z.string().max(200), year: z.number().int(), offered: z.boolean() }),
    )
    .max(10_000),
});
export type StudioTemplateDetail = z.infer<typeof StudioTemplateDetail>;

/** PATCH /api/studio/templates/{templateUuid}: switch it on or off in the parents' lists. */
export const UpdateStudioTemplateRequest = z.object({ active: z.boolean() });
export type UpdateStudioTemplateRequest = z.infer<typeof UpdateStudioTemplateRequest>;

/** PUT /api/studio/templates/{templateUuid}/jobs/{jobUuid}: whether the job's picture sets' lists show it. */
export const StudioTemplateJobRequest = z.object({ offered: z.boolean() });
export type StudioTemplateJobRequest = z.infer<typeof StudioTemplateJobRequest>;

/**
 * PUT /api/studio/templates/order: these templates, all of one product, take these places in its lists (the first
 * first); the product's other templates keep theirs after them.
 */
export const StudioTemplateOrderRequest = z.object({ templates: z.array(z.uuid()).min(1).max(1_000) });
export type StudioTemplateOrderRequest = z.infer<typeof StudioTemplateOrderRequest>;

/** POST /api/studio/templates/import: a template file's text, as `template import` reads it. */
export const StudioTemplateImportRequest = z.object({
  file: z.string().min(1).max(60_000),
  /** The template product's uuid. */
  product: z.uuid(),
  categories: z.array(z.string().min(1).max(200)).max(20).default([]),
});
export type StudioTemplateImportRequest = z.infer<typeof StudioTemplateImportRequest>;

export const StudioTemplateImportResponse = z.object({
  action: z.enum(["created", "new version"]),
  uuid: z.uuid(),
  version: z.number().int().min(1),
  name,
});
export type StudioTemplateImportResponse = z.infer<typeof StudioTemplateImportResponse>;

/** A refused template file (400): what is wrong, by the field of the file or of the form it is about. */
export const StudioTemplateRefusal = z.object({
  error: z.string().max(10_000),
  code: z.literal("studio_template_refused"),
  fields: z.array(z.object({ field: z.string().max(500), message: z.string().max(2_000) })).max(100),
});
export type StudioTemplateRefusal = z.infer<typeof StudioTemplateRefusal>;

/** POST /api/studio/templates/starter: what the install added, as the command says it. */
export const StudioStarterInstallResponse = z.object({
  categoriesAdded: z.array(z.string().max(200)).max(1_000),
  productsAdded: z.array(name).max(1_000),
  templatesAdded: z.array(name).max(1_000),
  templatesUpdated: z.array(name).max(1_000),
  templatesUnchanged: z.array(name).max(1_000),
  lines: z.array(z.string().max(5_000)).max(100),
});
export type StudioStarterInstallResponse = z.infer<typeof StudioStarterInstallResponse>;
