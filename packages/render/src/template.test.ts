import { describe, expect, it } from "vitest";
import { isPictureAllowed, isTemplateComplete, missingImageFields } from "./picture-rules.ts";
import {
  fillPlaceholders,
  findElement,
  type ImageField,
  imageFieldSchema,
  migrateTemplate,
  parseTemplateInstance,
  TemplateVersionError,
  templateMigrations,
} from "./template.ts";
import { aFilledInstance, aFoldedCard, aWallCalendar } from "./test-templates.ts";

/** A card as the legacy list item described it (spec 02 §3): sheet size with bleed, a trim box, horizontalAlign. */
const v1Card = {
  uuid: "legacy-card",
  name: "Legacy card",
  type: "CARDS",
  parts: [
    {
      id: "front",
      width: 156,
      height: 106,
      trimBox: { width: 150, height: 100 },
      elements: [
        { kind: "image", id: "photo", x: 0, y: 0, width: 156, height: 70 },
        {
          kind: "text",
          id: "name",
          x: 13,
          y: 75,
          width: 130,
          height: 20,
          font: { family: "Lobster", size: 30, color: "#000000", horizontalAlign: "left" },
        },
      ],
    },
  ],
};

/** A deep copy; the package has no Node or DOM types, so no structuredClone. */
function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

describe("the template document", () => {
  it("fills the defaults a designer leaves out", () => {
    const card = aFoldedCard();
    const photo = findElement(card, "photo");
    expect(photo).toMatchObject({
      kind: "image",
      rotation: 0,
      allowed: { pictureTypes: ["IP", "SFP", "GP"], groupPicture: "any", userUploads: true },
    });
    expect(findElement(card, "greeting")).toMatchObject({
      editable: true,
      font: { align: "center", verticalAlign: "middle", lineHeight: 1.2 },
    });
    expect(card.parts[1]).toMatchObject({ bleed: 3, safeMargin: 5, background: "#ffffff" });
  });

  it("refuses an element id used twice in one document", () => {
    const raw = clone(v1Card);
    raw.parts[0]?.elements.push({ kind: "image", id: "photo", x: 0, y: 0, width: 10, height: 10 });
    expect(() => migrateTemplate(raw)).toThrow(/element id photo is used twice/);
  });

  it("refuses a calendar without supported years", () => {
    const raw = { ...clone(v1Card), type: "CALENDAR" };
    expect(() => migrateTemplate(raw)).toThrow(/supported years/);
  });

  it("refuses a font the spec does not list and a size outside 12 to 110", () => {
    const withFont = (font: object) => {
      const raw = clone(v1Card);
      Object.assign(raw.parts[0]?.elements[1] ?? {}, { font });
      return raw;
    };
    expect(() =>
      migrateTemplate(withFont({ family: "Comic Sans MS", size: 30, color: "#000000" })),
    ).toThrow();
    expect(() => migrateTemplate(withFont({ family: "Lobster", size: 11, color: "#000000" }))).toThrow();
    expect(() => migrateTemplate(withFont({ family: "Lobster", size: 111, color: "#000000" }))).toThrow();
  });

  it("refuses ids that could not be SVG ids", () => {
    const raw = clone(v1Card);
    Object.assign(raw.parts[0]?.elements[0] ?? {}, { id: 'x" onload="alert(1)' });
    expect(() => migrateTemplate(raw)).toThrow();
  });
});

describe("migrations", () => {
  it("are named", () => {
    expect(templateMigrations.map((migration) => migration.name)).toEqual(["v1-to-v2-trim-box-and-bleed"]);
  });

  it("upgrade a version 1 document: trim box and bleed from the sheet, coordinates from the trim corner", () => {
    const doc = migrateTemplate(v1Card);
    expect(doc.schemaVersion).toBe(2);
    const front = doc.parts[0];
    expect(front?.trim).toEqual({ width: 150, height: 100 });
    expect(front?.bleed).toBe(3);
    expect(front?.elements[0]).toMatchObject({ id: "photo", x: -3, y: -3, width: 156, height: 70 });
    expect(front?.elements[1]).toMatchObject({
      id: "name",
      x: 10,
      y: 72,
      font: { family: "Lobster", align: "left" },
    });
    expect(front?.elements[1]).not.toHaveProperty("font.horizontalAlign");
  });

  it("read a version 1 part without a trim box as having no bleed", () => {
    const raw = clone(v1Card);
    delete (raw.parts[0] as { trimBox?: unknown }).trimBox;
    const front = migrateTemplate({ ...raw, schemaVersion: 1 }).parts[0];
    expect(front?.trim).toEqual({ width: 156, height: 106 });
    expect(front?.bleed).toBe(0);
    expect(front?.elements[1]).toMatchObject({ x: 13, y: 75 });
  });

  it("leave a current document as it is", () => {
    const card = aFoldedCard();
    expect(migrateTemplate(clone(card))).toEqual(card);
  });

  it("refuse a version from the future", () => {
    expect(() => migrateTemplate({ ...v1Card, schemaVersion: 3 })).toThrow(TemplateVersionError);
    expect(() => migrateTemplate({ ...v1Card, schemaVersion: "2" })).toThrow(TemplateVersionError);
  });
});

describe("the template instance", () => {
  it("keeps a crop inside the picture", () => {
    const instance = (crop: object) => ({
      templateUuid: "t",
      templateVersion: 1,
      images: { photo: { picture: { uuid: "p", width: 10, height: 10 }, crop } },
    });
    expect(() => parseTemplateInstance(instance({ x: 0.5, y: 0, width: 0.5, height: 1 }))).not.toThrow();
    expect(() => parseTemplateInstance(instance({ x: 0.6, y: 0, width: 0.5, height: 1 }))).toThrow(/inside/);
    expect(() => parseTemplateInstance(instance({ x: 0, y: 0, width: 0, height: 1 }))).toThrow();
  });

  it("takes rotations of 0, 90, 180 and 270 only and the spec's effects", () => {
    const instance = (choice: object) => ({
      templateUuid: "t",
      templateVersion: 1,
      images: {
        photo: {
          picture: { uuid: "p", width: 10, height: 10 },
          crop: { x: 0, y: 0, width: 1, height: 1 },
          ...choice,
        },
      },
    });
    expect(parseTemplateInstance(instance({})).images.photo).toMatchObject({
      rotation: 0,
      effect: "original",
    });
    expect(parseTemplateInstance(instance({ rotation: 270, effect: "sepia" })).images.photo?.rotation).toBe(
      270,
    );
    expect(() => parseTemplateInstance(instance({ rotation: 45 }))).toThrow();
    expect(() => parseTemplateInstance(instance({ effect: "vintage" }))).toThrow();
  });

  it("is complete when every image field has a picture", () => {
    const calendar = aWallCalendar();
    const filled = aFilledInstance(calendar);
    expect(isTemplateComplete(calendar, filled)).toBe(true);
    const { photo3: _, ...rest } = filled.images;
    const missing = { ...filled, images: rest };
    expect(missingImageFields(calendar, missing)).toEqual(["photo3"]);
    expect(isTemplateComplete(calendar, missing)).toBe(false);
  });
});

describe("placeholders", () => {
  it("fill the child's name and the year and leave unknown ones", () => {
    expect(fillPlaceholders("Hugs from {name}, {year} {unknown}", { name: "Emma", year: 2027 })).toBe(
      "Hugs from Emma, 2027 {unknown}",
    );
  });
});

describe("which pictures an image field takes (spec 02 §5)", () => {
  const field = (allowed: object): ImageField =>
    imageFieldSchema.parse({ kind: "image", id: "f", x: 0, y: 0, width: 10, height: 10, allowed });
  const portrait = { type: "IP", groupPicture: false, userUploaded: false } as const;
  const group = { type: "GP", groupPicture: true, userUploaded: false } as const;
  const upload = { type: null, groupPicture: false, userUploaded: true } as const;

  it("takes any picture by default", () => {
    for (const picture of [portrait, group, upload]) expect(isPictureAllowed(field({}), picture)).toBe(true);
  });

  it("keeps to the field's picture types", () => {
    expect(isPictureAllowed(field({ pictureTypes: ["IP", "SFP"] }), portrait)).toBe(true);
    expect(isPictureAllowed(field({ pictureTypes: ["IP", "SFP"] }), group)).toBe(false);
  });

  it("keeps to the group rule", () => {
    expect(isPictureAllowed(field({ groupPicture: "only" }), portrait)).toBe(false);
    expect(isPictureAllowed(field({ groupPicture: "only" }), group)).toBe(true);
    expect(isPictureAllowed(field({ groupPicture: "never" }), group)).toBe(false);
  });

  it("takes the parent's uploads only when the field allows them", () => {
    expect(isPictureAllowed(field({ userUploads: false }), upload)).toBe(false);
    expect(isPictureAllowed(field({ userUploads: true, pictureTypes: ["GP"] }), upload)).toBe(true);
  });

  it("takes an untyped picture only where every type is allowed", () => {
    const untyped = { type: null, groupPicture: false, userUploaded: false } as const;
    expect(isPictureAllowed(field({}), untyped)).toBe(true);
    expect(isPictureAllowed(field({ pictureTypes: ["IP"] }), untyped)).toBe(false);
  });
});
