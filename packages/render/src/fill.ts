import type { PictureRotation } from "@shop/domain/template-text";
import { isPictureAllowed, type PictureFacts } from "./picture-rules.ts";
import { effectiveDpi } from "./quality.ts";
import {
  type Crop,
  fillPlaceholders,
  type ImageChoice,
  type ImageField,
  type TemplateDocument,
  type TextChoice,
  type TextField,
} from "./template.ts";

/**
 * Filling a template from a picture set (spec 02 §7 fill-template): each image field gets the best picture it
 * allows, each text field its default text with the placeholders filled. The server fills the lists and
 * `fill-template`; the editor may fill again after a set change with the same rules.
 */

/** A picture of the set as the fill sees it: its facts for the field rules and its size for the print quality. */
export interface FillPicture extends PictureFacts {
  readonly uuid: string;
  readonly width: number;
  readonly height: number;
}

/** The largest centred crop of the picture with the field's shape, in fractions of the (rotated) picture. */
export function coverCrop(
  field: { readonly width: number; readonly height: number },
  picture: { readonly width: number; readonly height: number },
  rotation: PictureRotation = 0,
): Crop {
  const turned = rotation === 90 || rotation === 270;
  const width = turned ? picture.height : picture.width;
  const height = turned ? picture.width : picture.height;
  const fieldRatio = field.width / field.height;
  const pictureRatio = width / height;
  if (pictureRatio > fieldRatio) {
    const w = fieldRatio / pictureRatio;
    return { x: (1 - w) / 2, y: 0, width: w, height: 1 };
  }
  const h = pictureRatio / fieldRatio;
  return { x: 0, y: (1 - h) / 2, width: 1, height: h };
}

/** The image fields of the document, in part and element order. */
export function imageFields(doc: TemplateDocument): readonly ImageField[] {
  return doc.parts.flatMap((part) => part.elements.filter((e): e is ImageField => e.kind === "image"));
}

export function textFields(doc: TemplateDocument): readonly TextField[] {
  return doc.parts.flatMap((part) => part.elements.filter((e): e is TextField => e.kind === "text"));
}

/**
 * The best allowed picture for the field: allowed by the field's rules (`isPictureAllowed`), then the largest
 * effective resolution at the covering crop; between equals a picture no other field took yet, then the set's
 * order. Null when the set holds no allowed picture.
 */
export function bestPicture(
  field: ImageField,
  pictures: readonly FillPicture[],
  taken: ReadonlySet<string> = new Set(),
): FillPicture | null {
  let best: { picture: FillPicture; dpi: number; fresh: boolean } | null = null;
  for (const picture of pictures) {
    if (!isPictureAllowed(field, picture)) continue;
    const dpi = effectiveDpi(field, picture, coverCrop(field, picture));
    const fresh = !taken.has(picture.uuid);
    // Resolutions within half a dot per inch are the same picture size: the first by the set's order wins.
    const better =
      best === null || dpi > best.dpi + 0.5 || (Math.abs(dpi - best.dpi) <= 0.5 && fresh && !best.fresh);
    if (better) best = { picture, dpi, fresh };
  }
  return best?.picture ?? null;
}

/** Whether the set can fill every image field of the template: the template qualifies for the set. */
export function templateQualifies(doc: TemplateDocument, pictures: readonly FillPicture[]): boolean {
  return imageFields(doc).every((field) => pictures.some((picture) => isPictureAllowed(field, picture)));
}

export interface FilledTemplate {
  /** Keyed by image field id; a field without an allowed picture is left out (the template is not complete). */
  readonly images: Readonly<Record<string, ImageChoice>>;
  /** Keyed by text field id: every text field with its default text filled. */
  readonly texts: Readonly<Record<string, TextChoice>>;
}

/**
 * The placeholders that name a picture set's subject in a text: {name} says the subject's name as the set gives it
 * ('Emma Nordmann', 'Emma og Jonas Nordmann', 'Klasse 3B'), {group} its group, {firstName} the roster's first name
 * when the roster gave one in its own column ('Ida'). Without it, {firstName} says the whole name: the first word of
 * 'Emma og Jonas Nordmann' or of 'Olsen, Ida' is not a first name, so no part of a name is guessed.
 */
export function subjectPlaceholders(
  subject: {
    readonly name: string;
    readonly firstName?: string | null;
    readonly group: string | null;
  } | null,
): Record<string, string> {
  if (subject === null) return {};
  return { name: subject.name, firstName: subject.firstName || subject.name, group: subject.group ?? "" };
}

/** Fills the template's image fields with the set's best pictures and its texts with the values ({name}, {year}). */
export function fillTemplate(
  doc: TemplateDocument,
  pictures: readonly FillPicture[],
  values: Readonly<Record<string, string | number>>,
): FilledTemplate {
  const images: Record<string, ImageChoice> = {};
  const taken = new Set<string>();
  for (const field of imageFields(doc)) {
    const picture = bestPicture(field, pictures, taken);
    if (picture === null) continue;
    taken.add(picture.uuid);
    images[field.id] = {
      picture: { uuid: picture.uuid, width: picture.width, height: picture.height },
      crop: coverCrop(field, picture),
      rotation: 0,
      effect: "original",
    };
  }
  const texts: Record<string, TextChoice> = {};
  for (const field of textFields(doc)) {
    texts[field.id] = { text: fillPlaceholders(field.defaultText, values).trim() };
  }
  return { images, texts };
}

/**
 * The year a new instance starts with (spec 02 §5: the current year). A calendar that does not support the current
 * year starts with the first supported year after it, else its last.
 */
export function defaultTemplateYear(doc: TemplateDocument, now: Date): number {
  const current = now.getUTCFullYear();
  const years = [...doc.supportedYears].sort((a, b) => a - b);
  if (years.length === 0 || years.includes(current)) return current;
  return years.find((y) => y > current) ?? (years.at(-1) as number);
}
