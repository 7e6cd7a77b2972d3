import {
  migrateTemplate,
  parseTemplateInstance,
  type TemplateDocument,
  type TemplateInstance,
} from "./template.ts";

/** Small factories of template documents and instances for tests (and, later, the demo shop's seed). */

/** A folded 15×15 card: a front with a picture, a greeting and artwork, and an inside with a fixed line. */
export function aFoldedCard(): TemplateDocument {
  return migrateTemplate({
    schemaVersion: 2,
    uuid: "card-15x15-folded",
    name: "Christmas card",
    type: "CARDS",
    parts: [
      {
        id: "front",
        trim: { width: 150, height: 150 },
        bleed: 3,
        elements: [
          { kind: "image", id: "photo", x: -3, y: -3, width: 156, height: 108 },
          {
            kind: "text",
            id: "greeting",
            x: 10,
            y: 110,
            width: 130,
            height: 30,
            font: { family: "Dancing Script", size: 36, color: "#d32f2f" },
            maxLines: 2,
            defaultText: "Merry Christmas from {name}",
          },
          { kind: "artwork", id: "stars", x: 120, y: 5, width: 25, height: 25, asset: "art/stars.svg" },
        ],
      },
      {
        id: "inside",
        trim: { width: 150, height: 150 },
        elements: [
          {
            kind: "text",
            id: "credit",
            x: 10,
            y: 130,
            width: 130,
            height: 10,
            font: { family: "Roboto", size: 12, color: "#000000", align: "right" },
            editable: false,
            defaultText: "Photo {year}",
          },
        ],
      },
    ],
  });
}

/** A 20×30 wall calendar: a cover and one page per month with a picture above the month grid. */
export function aWallCalendar(): TemplateDocument {
  const months = Array.from({ length: 12 }, (_, index) => ({
    id: `month${index + 1}`,
    trim: { width: 200, height: 300 },
    elements: [
      { kind: "image", id: `photo${index + 1}`, x: 10, y: 10, width: 180, height: 140 },
      {
        kind: "monthGrid",
        id: `grid${index + 1}`,
        x: 10,
        y: 160,
        width: 180,
        height: 130,
        month: index + 1,
        family: "Montserrat",
        color: "#000000",
      },
    ],
  }));
  return migrateTemplate({
    schemaVersion: 2,
    uuid: "calendar-20x30",
    name: "Wall calendar",
    type: "CALENDAR",
    supportedYears: [2026, 2027, 2028],
    parts: [
      {
        id: "cover",
        trim: { width: 200, height: 300 },
        elements: [{ kind: "image", id: "cover", x: -3, y: -3, width: 206, height: 306 }],
      },
      ...months,
    ],
  });
}

export function aPicture(uuid = "pic-1", width = 3000, height = 2000) {
  return { uuid, width, height };
}

/** An instance with the same picture, uncropped, in every image field of the document. */
export function aFilledInstance(
  doc: TemplateDocument,
  changes: { year?: number; texts?: TemplateInstance["texts"] } = {},
): TemplateInstance {
  const images: Record<string, unknown> = {};
  for (const part of doc.parts) {
    for (const element of part.elements) {
      if (element.kind === "image") {
        images[element.id] = { picture: aPicture(), crop: { x: 0, y: 0, width: 1, height: 1 } };
      }
    }
  }
  return parseTemplateInstance({
    templateUuid: doc.uuid,
    templateVersion: doc.version,
    year: changes.year,
    images,
    texts: changes.texts ?? {},
  });
}
