import { z } from "zod";
import type { ShopSettings } from "./shop-settings.ts";

/**
 * The studio's settings area (issue 31, owner only): the shop's settings file read back from the shop (an export),
 * a preview of what applying a file or one section of it would change (the dry run), and applying it.
 */

/** The settings file as it is written (amounts as text, dates as text): what the export gives and import reads. */
export type ShopSettingsFile = z.input<typeof ShopSettings>;

/** The largest settings file the studio takes or gives, in characters of its JSON text. */
export const settingsFileMaxChars = 900_000;

/**
 * GET /api/studio/settings: the shop's settings file as its JSON text (what 'Export' downloads); null while the shop
 * was never set up (import one then). The file travels as text, whose size is bounded, and is read by the settings
 * module, which names each problem's field in the file's words.
 */
export const StudioSettingsExport = z.object({ file: z.string().max(settingsFileMaxChars).nullable() });
export type StudioSettingsExport = z.infer<typeof StudioSettingsExport>;

/** The sections of the file, each a form of the studio at /studio/settings/<section>. */
export const settingsSections = [
  "portal",
  "webshop",
  "page",
  "menu",
  "pages",
  "checkout",
  "digital",
  "catalogues",
  "retouch",
  "templateProducts",
  "prints",
  "deliveryOptions",
  "paymentOptions",
  "vouchers",
] as const;
export const SettingsSection = z.enum(settingsSections);
export type SettingsSection = z.infer<typeof SettingsSection>;

/**
 * POST /api/studio/settings/preview and POST /api/studio/settings: a whole file (its JSON text), or one section (the
 * JSON text of its value) that replaces that section of the shop's current file.
 */
export const StudioSettingsBody = z.union([
  z.strictObject({ file: z.string().max(settingsFileMaxChars) }),
  z.strictObject({ section: SettingsSection, value: z.string().max(settingsFileMaxChars) }),
]);
export type StudioSettingsBody = z.infer<typeof StudioSettingsBody>;

export const SettingsChangeAction = z.enum([
  "created",
  "updated",
  "unchanged",
  "retired",
  "removed",
  "skipped",
]);

/** One change applying would make (or made): what, which one, and the fields an update changes. */
export const StudioSettingsChange = z.object({
  what: z.string().max(200),
  key: z.string().max(1000),
  action: SettingsChangeAction,
  fields: z.array(z.string().max(200)).max(200).optional(),
  note: z.string().max(2000).optional(),
});
export type StudioSettingsChange = z.infer<typeof StudioSettingsChange>;

/** One problem of the file: where (`deliveryOptions[2].price`) and what. */
export const StudioSettingsIssue = z.object({ path: z.string().max(500), message: z.string().max(2000) });
export type StudioSettingsIssue = z.infer<typeof StudioSettingsIssue>;

/** The answer of preview and apply: the changes, or the file's problems (nothing applied). */
export const StudioSettingsResult = z.discriminatedUnion("ok", [
  z.object({ ok: z.literal(true), applied: z.boolean(), changes: z.array(StudioSettingsChange).max(10_000) }),
  z.object({ ok: z.literal(false), issues: z.array(StudioSettingsIssue).max(10_000) }),
]);
export type StudioSettingsResult = z.infer<typeof StudioSettingsResult>;
