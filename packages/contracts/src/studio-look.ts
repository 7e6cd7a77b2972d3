import { z } from "zod";
import { PageId } from "./content.ts";

/**
 * The shop's look in the studio (issue 31, owner only; decision 0071): GET /api/studio/look, the colours
 * (PUT /api/studio/look/colors), the logo, front picture and favicon (POST/DELETE /api/studio/look/<which>, multipart
 * field `file`), and the content pages of /pages/<id> (/api/studio/look/pages…).
 */

const hexColor = (field: string) =>
  z
    .string()
    .trim()
    .max(7, { error: `${field} must be a colour like #1f4e79` })
    .regex(/^#[0-9a-fA-F]{6}$/, { error: `${field} must be a colour like #1f4e79` })
    .transform((s) => s.toLowerCase());

export const LookColors = z.object({
  primary: hexColor("The primary colour"),
  background: hexColor("The background colour"),
  text: hexColor("The text colour"),
});
export type LookColors = z.infer<typeof LookColors>;

export const ContrastPair = z.enum([
  "textOnBackground",
  "primaryOnBackground",
  "primaryOnSurface",
  "buttonTextOnPrimary",
]);

export const ContrastFigure = z.object({
  pair: ContrastPair,
  foreground: z.string().max(20),
  background: z.string().max(20),
  ratio: z.number().nullable(),
  minimum: z.number(),
  passes: z.boolean(),
  shortBy: z.number(),
});
export type ContrastFigure = z.infer<typeof ContrastFigure>;

const LookImage = z.object({ url: z.string().max(2000), width: z.number().int(), height: z.number().int() });

export const StudioLookResponse = z.object({
  shopName: z.string().max(500),
  colors: z.object({ primary: z.string().max(64), background: z.string().max(64), text: z.string().max(64) }),
  contrast: z.array(ContrastFigure).max(10),
  logo: LookImage.nullable(),
  /** The front picture at its middle size; null without one, or when it is a URL of the settings file. */
  frontPicture: LookImage.nullable(),
  /** The settings file's picture URL when it is not one the studio uploaded. */
  backgroundImage: z.string().max(2000).nullable(),
  favicon: z.object({ url: z.string().max(2000) }).nullable(),
});
export type StudioLookResponse = z.infer<typeof StudioLookResponse>;

/** The files of the look: which one a POST or DELETE of /api/studio/look/{which} changes. */
export const LookFileKind = z.enum(["logo", "front-picture", "favicon"]);
export type LookFileKind = z.infer<typeof LookFileKind>;
export const LookFileParams = z.object({ which: LookFileKind });

/** A content page as the studio's list shows it. */
export const StudioPageSummary = z.object({
  id: PageId,
  /** Title by language tag. */
  title: z.record(z.string().max(20), z.string().max(500)),
  /** The page holds modules other than text (a slider, pictures) that only the settings file edits. */
  settingsFileOnly: z.boolean(),
  /** The side menu links to it. */
  inMenu: z.boolean(),
});
export type StudioPageSummary = z.infer<typeof StudioPageSummary>;

export const StudioPagesResponse = z.object({
  pages: z.array(StudioPageSummary).max(500),
  /** The shop's languages, the default first: a page has a title and a body in each. */
  languages: z.array(z.object({ tag: z.string().max(20), name: z.string().max(100) })).max(20),
});
export type StudioPagesResponse = z.infer<typeof StudioPagesResponse>;

const title = z.string().trim().min(1, { error: "must not be empty" }).max(500);
const body = z.string().max(100_000);

export const StudioPageBody = z.object({
  title: z.record(z.string().max(20), title),
  /** HTML by language tag; stored sanitised (the allow-list of the settings file's pages). */
  body: z.record(z.string().max(20), body),
  inMenu: z.boolean().default(false),
});
export const StudioPageRequest = StudioPageBody.extend({ id: PageId });
export type StudioPageRequest = z.infer<typeof StudioPageRequest>;

export const StudioPageParams = z.object({ pageId: PageId });

export const StudioPageResponse = StudioPageSummary.extend({ body: z.record(z.string().max(20), body) });
export type StudioPageResponse = z.infer<typeof StudioPageResponse>;

/** POST /api/studio/look/pages/preview: HTML as the page would show it, through the same sanitizer. */
export const PagePreviewRequest = z.object({ html: body });
export const PagePreviewResponse = z.object({ html: body });
export type PagePreviewResponse = z.infer<typeof PagePreviewResponse>;
