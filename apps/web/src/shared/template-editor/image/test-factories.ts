import { migrateTemplate, type TemplateDocument, type TemplateInstance } from "@shop/render/template";
import type { EditorPicture } from "../types.ts";

/** Small factories for the image screen's tests and its demo harness. */

type FieldChanges = Record<string, unknown>;

/** A photo gift (or another type) with `count` 40×30 mm image fields; `changes` by field id. */
export function anImageTemplate(
  count = 1,
  changes: Record<string, FieldChanges> = {},
  type: "PHOTOGIFT" | "CARDS" | "CALENDAR" = "PHOTOGIFT",
): TemplateDocument {
  return migrateTemplate({
    schemaVersion: 2,
    uuid: "mug-template",
    name: "Photo mug",
    type,
    supportedYears: type === "CALENDAR" ? [2027] : [],
    parts: [
      {
        id: "wrap",
        trim: { width: 200, height: 90 },
        elements: Array.from({ length: count }, (_, i) => {
          const id = `photo${i + 1}`;
          return { kind: "image", id, x: 5 + i * 45, y: 10, width: 40, height: 30, ...changes[id] };
        }),
      },
    ],
  });
}

export function anEmptyInstance(doc: TemplateDocument): TemplateInstance {
  return { templateUuid: doc.uuid, templateVersion: doc.version, images: {}, texts: {} };
}

/** A landscape 3000×2000 individual picture of the set; `n` makes its uuid and picture id. */
export function aPicture(n: number, changes: Partial<EditorPicture> = {}): EditorPicture {
  return {
    uuid: `picture-${n}`,
    webshopId: `P-${1000 + n}`,
    width: 3000,
    height: 2000,
    type: "IP",
    groupPicture: false,
    userUploaded: false,
    greenscreen: false,
    thumbnailUrl: `/pictures/${n}/320.jpg`,
    previewUrl: `/pictures/${n}/640.jpg`,
    cutoutUrl: null,
    ...changes,
  };
}
