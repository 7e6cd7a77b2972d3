import { pictureTypes } from "@shop/domain/picture-type";
import { fontFamilies, fontSizeLimits, pictureEffects, pictureRotations } from "@shop/domain/template-text";
import { z } from "zod";

/**
 * The template document (what a photographer designs) and the template instance (what a parent chose), shared by
 * the editor, the server and the print path. Every length is in millimetres, in the coordinates of a part's trim
 * box: (0, 0) is the trim box's top-left corner, and an element may reach into the bleed with negative or larger
 * coordinates. Font sizes are in points, as the editor's slider shows them.
 */

export const templateSchemaVersion = 2;

type DeepReadonly<T> = T extends (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

/** Element and part ids end up in SVG ids and instance keys, so they are plain names. */
const idSchema = z
  .string()
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, "an id is a letter then letters, digits, - or _");
const mm = z.number().finite();
const lengthMm = z.number().finite().positive().max(5000);
const colourSchema = z
  .string()
  .max(7)
  .regex(/^#[0-9a-fA-F]{6}$/, "a colour is #rrggbb");
const fontSizeSchema = z.number().int().min(fontSizeLimits.min).max(fontSizeLimits.max);

const boxShape = {
  id: idSchema,
  x: mm,
  y: mm,
  width: lengthMm,
  height: lengthMm,
  /** Degrees clockwise around the element's centre, as the designer placed it. */
  rotation: z.number().finite().min(-360).max(360).default(0),
};

export const imageFieldSchema = z.object({
  kind: z.literal("image"),
  ...boxShape,
  /** Which pictures the field takes (spec 02 §5 'Image allowed'). */
  allowed: z
    .object({
      pictureTypes: z
        .array(z.enum(pictureTypes))
        .min(1)
        .max(pictureTypes.length)
        .default([...pictureTypes]),
      groupPicture: z.enum(["any", "only", "never"]).default("any"),
      userUploads: z.boolean().default(true),
    })
    .prefault({}),
  disableZoom: z.boolean().default(false),
  disableEdit: z.boolean().default(false),
  disableBackground: z.boolean().default(true),
});

export const textFieldSchema = z.object({
  kind: z.literal("text"),
  ...boxShape,
  font: z.object({
    family: z.enum(fontFamilies),
    size: fontSizeSchema,
    color: colourSchema,
    align: z.enum(["left", "center", "right"]).default("center"),
    verticalAlign: z.enum(["top", "middle", "bottom"]).default("middle"),
    /** Line height as a multiple of the font size. */
    lineHeight: z.number().min(0.8).max(3).default(1.2),
  }),
  maxLines: z.number().int().min(1).max(50).default(1),
  /** A fixed text is part of the design; an editable one is the parent's. */
  editable: z.boolean().default(true),
  /** Placeholders in braces ({name}, {year}) are filled when the template is filled or drawn. */
  defaultText: z.string().max(2000).default(""),
});

export const artworkSchema = z.object({
  kind: z.literal("artwork"),
  ...boxShape,
  /** A reference the caller's asset resolver turns into a URL or data URL. */
  asset: z.string().min(1).max(300),
});

export const monthGridSchema = z.object({
  kind: z.literal("monthGrid"),
  ...boxShape,
  month: z.number().int().min(1).max(12),
  /** 1 for a calendar that runs into the next year (a school year's calendar from August, say). */
  yearOffset: z.number().int().min(0).max(1).default(0),
  family: z.enum(fontFamilies),
  color: colourSchema,
  sundayColor: colourSchema.default("#d32f2f"),
  showTitle: z.boolean().default(true),
  showWeekNumbers: z.boolean().default(false),
});

export const templateElementSchema = z.discriminatedUnion("kind", [
  imageFieldSchema,
  textFieldSchema,
  artworkSchema,
  monthGridSchema,
]);

export const templatePartSchema = z.object({
  id: idSchema,
  name: z.string().max(200).optional(),
  trim: z.object({ width: lengthMm, height: lengthMm }),
  bleed: z.number().finite().min(0).max(50).default(3),
  /** Distance inside the trim box that cutting may not touch; the editor shows it as a guide. */
  safeMargin: z.number().finite().min(0).max(100).default(5),
  background: colourSchema.default("#ffffff"),
  elements: z.array(templateElementSchema).max(500),
});

export const templateTypes = ["CARDS", "CALENDAR", "PHOTOGIFT"] as const;

export const templateDocumentSchema = z
  .object({
    schemaVersion: z.literal(templateSchemaVersion),
    uuid: z.string().min(1).max(64),
    version: z.number().int().min(1).default(1),
    name: z.string().min(1).max(200),
    type: z.enum(templateTypes),
    supportedYears: z.array(z.number().int().min(2000).max(2200)).max(200).default([]),
    parts: z.array(templatePartSchema).min(1).max(60),
  })
  .superRefine((doc, ctx) => {
    const partIds = new Set<string>();
    const elementIds = new Set<string>();
    doc.parts.forEach((part, partIndex) => {
      if (partIds.has(part.id)) {
        ctx.addIssue({
          code: "custom",
          message: `part id ${part.id} is used twice`,
          path: ["parts", partIndex, "id"],
        });
      }
      partIds.add(part.id);
      part.elements.forEach((element, elementIndex) => {
        // Instances key their choices by element id alone, so ids are unique across the whole document.
        if (elementIds.has(element.id)) {
          ctx.addIssue({
            code: "custom",
            message: `element id ${element.id} is used twice`,
            path: ["parts", partIndex, "elements", elementIndex, "id"],
          });
        }
        elementIds.add(element.id);
      });
    });
    if (doc.type === "CALENDAR" && doc.supportedYears.length === 0) {
      ctx.addIssue({
        code: "custom",
        message: "a calendar names its supported years",
        path: ["supportedYears"],
      });
    }
  });

export type TemplateDocument = DeepReadonly<z.output<typeof templateDocumentSchema>>;
export type TemplatePart = TemplateDocument["parts"][number];
export type TemplateElement = TemplatePart["elements"][number];
export type ImageField = Extract<TemplateElement, { kind: "image" }>;
export type TextField = Extract<TemplateElement, { kind: "text" }>;
export type Artwork = Extract<TemplateElement, { kind: "artwork" }>;
export type MonthGridElement = Extract<TemplateElement, { kind: "monthGrid" }>;
export type TemplateType = (typeof templateTypes)[number];

/** A rectangle in fractions 0–1 of the picture as the parent sees it, that is after its rotation. */
export const cropSchema = z
  .object({
    x: z.number().min(0).max(1),
    y: z.number().min(0).max(1),
    width: z.number().gt(0).max(1),
    height: z.number().gt(0).max(1),
  })
  .refine((crop) => crop.x + crop.width <= 1 + 1e-9 && crop.y + crop.height <= 1 + 1e-9, {
    message: "the crop stays inside the picture",
  });

export const imageChoiceSchema = z.object({
  picture: z.object({
    uuid: z.string().min(1).max(64),
    /** The picture's full size in pixels, before rotation. */
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
  crop: cropSchema,
  rotation: z.literal(pictureRotations).default(0),
  effect: z.enum(pictureEffects).default("original"),
  /** A chosen background (green-screen pictures); the picture is then the cut-out. */
  background: z.string().min(1).max(64).optional(),
});

export const textChoiceSchema = z.object({
  text: z.string().max(2000),
  family: z.enum(fontFamilies).optional(),
  size: fontSizeSchema.optional(),
  color: colourSchema.optional(),
  align: z.enum(["left", "center", "right"]).optional(),
});

export const templateInstanceSchema = z.object({
  templateUuid: z.string().min(1).max(64),
  templateVersion: z.number().int().min(1),
  year: z.number().int().min(2000).max(2200).optional(),
  /** Keyed by image field id. */
  images: z.record(idSchema, imageChoiceSchema).default({}),
  /** Keyed by text field id. */
  texts: z.record(idSchema, textChoiceSchema).default({}),
});

export type Crop = z.output<typeof cropSchema>;
export type ImageChoice = DeepReadonly<z.output<typeof imageChoiceSchema>>;
export type TextChoice = DeepReadonly<z.output<typeof textChoiceSchema>>;
export type TemplateInstance = DeepReadonly<z.output<typeof templateInstanceSchema>>;

export class TemplateVersionError extends Error {
  readonly schemaVersion: unknown;

  constructor(schemaVersion: unknown) {
    super(
      `template schemaVersion ${String(schemaVersion)} is not one this shop reads (1 to ${templateSchemaVersion})`,
    );
    this.name = "TemplateVersionError";
    this.schemaVersion = schemaVersion;
  }
}

interface TemplateMigration {
  readonly name: string;
  readonly from: number;
  readonly up: (raw: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * Version 1 is the legacy list item's shape (spec 02 §3): a part's `width` and `height` are the full sheet with
 * bleed, an optional `trimBox` of the same centre names the cut size, element coordinates start at the sheet's
 * corner, and text alignment is `font.horizontalAlign`.
 */
const v1PartSchema = z.looseObject({
  width: lengthMm,
  height: lengthMm,
  trimBox: z.object({ width: lengthMm, height: lengthMm }).optional(),
  elements: z.array(
    z.looseObject({
      x: mm,
      y: mm,
      font: z.looseObject({ horizontalAlign: z.enum(["left", "center", "right"]).optional() }).optional(),
    }),
  ),
});
const v1DocumentSchema = z.looseObject({ parts: z.array(v1PartSchema) });

function trimBoxAndBleed(raw: Record<string, unknown>): Record<string, unknown> {
  const doc = v1DocumentSchema.parse(raw);
  return {
    ...doc,
    schemaVersion: 2,
    parts: doc.parts.map(({ width, height, trimBox, elements, ...part }) => {
      const trim = trimBox ?? { width, height };
      const bleedX = (width - trim.width) / 2;
      const bleedY = (height - trim.height) / 2;
      return {
        ...part,
        trim,
        bleed: Math.max(0, Math.min(bleedX, bleedY)),
        elements: elements.map(({ font, ...element }) => {
          const moved = { ...element, x: element.x - bleedX, y: element.y - bleedY };
          if (font === undefined) return moved;
          const { horizontalAlign, ...rest } = font;
          return {
            ...moved,
            font: horizontalAlign === undefined ? rest : { ...rest, align: horizontalAlign },
          };
        }),
      };
    }),
  };
}

/** Each migration upgrades a document from `from` to `from + 1`; names say what changed. */
export const templateMigrations: readonly TemplateMigration[] = [
  { name: "v1-to-v2-trim-box-and-bleed", from: 1, up: trimBoxAndBleed },
];

/**
 * Reads a stored or imported template document of any known version, upgrades it through the named migrations and
 * validates it against the current schema. A document without `schemaVersion` is version 1.
 */
export function migrateTemplate(raw: unknown): TemplateDocument {
  let doc = z.looseObject({}).parse(raw);
  let version = doc.schemaVersion ?? 1;
  if (
    typeof version !== "number" ||
    !Number.isInteger(version) ||
    version < 1 ||
    version > templateSchemaVersion
  ) {
    throw new TemplateVersionError(version);
  }
  for (const migration of templateMigrations) {
    if (migration.from === version) {
      doc = migration.up(doc);
      version = migration.from + 1;
    }
  }
  return templateDocumentSchema.parse(doc);
}

export function parseTemplateInstance(raw: unknown): TemplateInstance {
  return templateInstanceSchema.parse(raw);
}

export function findElement(doc: TemplateDocument, id: string): TemplateElement | undefined {
  for (const part of doc.parts) {
    const element = part.elements.find((candidate) => candidate.id === id);
    if (element !== undefined) return element;
  }
  return undefined;
}

/** The placeholder a text names the people of a picture with (the pupils of a group picture). */
export const namesPlaceholder = "{names}";

/** Whether a text field names the people of the picture placed beside it (spec 02 §4, group pictures). */
export function namesThePeople(field: { readonly defaultText: string }): boolean {
  return field.defaultText.includes(namesPlaceholder);
}

/** Fills {name}, {year} and other placeholders; unknown placeholders stay as written. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{([A-Za-z]+)\}/g, (whole, key: string) => {
    const value = values[key];
    return value === undefined ? whole : String(value);
  });
}
