import { templateDocumentSchema, templateTypes } from "@shop/render/template";
import { z } from "zod";
import { ArtworkAsset } from "./template-artwork.ts";

/**
 * The studio's simple template editor (issue 31): the template products a template may be made for, a background
 * picture stored as the template's artwork, saving a document through the service `template import` uses, and
 * opening a template's current document again.
 */

/** GET /api/studio/templates/editor/products — every template product, on sale or not. */
export const StudioEditorProduct = z.object({
  uuid: z.uuid(),
  name: z.string().max(500),
  type: z.enum(templateTypes),
});
export type StudioEditorProduct = z.infer<typeof StudioEditorProduct>;

export const StudioEditorProductsResponse = z.object({ products: z.array(StudioEditorProduct).max(1_000) });
export type StudioEditorProductsResponse = z.infer<typeof StudioEditorProductsResponse>;

/** POST /api/studio/templates/editor/artwork (multipart, one field `file`): the picture checked and stored. */
export const StudioArtworkResponse = z.object({
  asset: ArtworkAsset,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type StudioArtworkResponse = z.infer<typeof StudioArtworkResponse>;

/** POST /api/studio/templates/editor — a new template, or a new version of the template the document's uuid names. */
export const StudioEditorSaveRequest = z.object({
  product: z.uuid(),
  /** A template document of the current schemaVersion; the import service checks it again, as it checks a file. */
  document: templateDocumentSchema,
});
export type StudioEditorSaveRequest = z.input<typeof StudioEditorSaveRequest>;

export const StudioEditorSaveResponse = z.object({
  action: z.enum(["created", "new version"]),
  uuid: z.uuid(),
  version: z.number().int().min(1),
  name: z.string().max(200),
  product: z.string().max(500),
});
export type StudioEditorSaveResponse = z.infer<typeof StudioEditorSaveResponse>;

export const StudioEditorTemplateParams = z.object({ templateUuid: z.uuid() });

/** GET /api/studio/templates/{templateUuid}/editor — the template's current version as the editor opens it. */
export const StudioEditorTemplateResponse = z.object({
  uuid: z.uuid(),
  version: z.number().int().min(1),
  product: StudioEditorProduct,
  document: templateDocumentSchema,
});
export type StudioEditorTemplateResponse = z.infer<typeof StudioEditorTemplateResponse>;
