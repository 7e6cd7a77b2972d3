import { templateAsksReplaceAll } from "@shop/domain/replace-all";
import { describe, expect, it } from "vitest";
import { coverCrop, type FillPicture } from "./fill.ts";
import { replaceAllPictures, replaceAllTemplateFacts } from "./replace.ts";
import { migrateTemplate, type TemplateDocument, type TemplateInstance } from "./template.ts";
import { aFoldedCard, aWallCalendar } from "./test-templates.ts";

const portrait = (uuid: string): FillPicture => ({
  uuid,
  width: 2400,
  height: 3000,
  type: "IP",
  groupPicture: false,
  userUploaded: false,
});

/** A photo gift with `count` image fields; the last one takes group pictures only and one takes backgrounds. */
function aCollage(count: number, type: "PHOTOGIFT" | "CARDS" | "CALENDAR" = "PHOTOGIFT"): TemplateDocument {
  return migrateTemplate({
    schemaVersion: 2,
    uuid: "collage",
    name: "Collage mug",
    type,
    supportedYears: type === "CALENDAR" ? [2027] : [],
    parts: [
      {
        id: "wrap",
        trim: { width: 200, height: 90 },
        elements: Array.from({ length: count }, (_, i) => ({
          kind: "image",
          id: `photo${i + 1}`,
          x: i * 20,
          y: 0,
          width: i === 0 ? 40 : 20,
          height: 30,
          ...(i === 1 ? { disableBackground: false } : {}),
          ...(i === count - 1 ? { allowed: { groupPicture: "only" } } : {}),
        })),
      },
    ],
  });
}

function anInstance(doc: TemplateDocument, pictureUuid: string): TemplateInstance {
  const images = Object.fromEntries(
    doc.parts[0]?.elements.map((field) => [
      field.id,
      {
        picture: { uuid: pictureUuid, width: 3000, height: 2000 },
        crop: { x: 0, y: 0, width: 0.5, height: 0.5 },
        rotation: 0 as const,
        effect: "original" as const,
      },
    ]) ?? [],
  );
  return { templateUuid: doc.uuid, templateVersion: 1, images, texts: { greeting: { text: "Hi" } } };
}

/** The template's facts as replace-all's rule takes them. */
function offersReplaceAll(doc: TemplateDocument): boolean {
  const facts = replaceAllTemplateFacts(doc);
  return templateAsksReplaceAll(facts.templateType, facts.imageFields);
}

describe("when replace-all is offered", () => {
  it("is asked for a photo gift with more than 4 image fields", () => {
    expect(offersReplaceAll(aCollage(5))).toBe(true);
  });

  it("is not asked for 4 image fields or fewer", () => {
    expect(offersReplaceAll(aCollage(4))).toBe(false);
    expect(offersReplaceAll(aFoldedCard())).toBe(false);
  });

  it("is never asked for calendars and cards, however many fields they have", () => {
    expect(offersReplaceAll(aCollage(6, "CARDS"))).toBe(false);
    expect(offersReplaceAll(aCollage(6, "CALENDAR"))).toBe(false);
    expect(offersReplaceAll(aWallCalendar())).toBe(false);
  });
});

describe("replacing all pictures", () => {
  const doc = aCollage(6);
  const before = anInstance(doc, "old");
  const after = replaceAllPictures(doc, before, portrait("new"), { rotation: 90, effect: "sepia" });

  it("puts the new picture in every field that allows it, with the new rotation and effect", () => {
    for (const id of ["photo1", "photo2", "photo3", "photo4", "photo5"]) {
      expect(after.images[id]?.picture).toEqual({ uuid: "new", width: 2400, height: 3000 });
      expect(after.images[id]?.rotation).toBe(90);
      expect(after.images[id]?.effect).toBe("sepia");
    }
  });

  it("crops the picture to cover each field at the new rotation", () => {
    const picture = portrait("new");
    expect(after.images.photo1?.crop).toEqual(coverCrop({ width: 40, height: 30 }, picture, 90));
    expect(after.images.photo2?.crop).toEqual(coverCrop({ width: 20, height: 30 }, picture, 90));
  });

  it("skips the fields that do not allow the picture", () => {
    expect(after.images.photo6).toEqual(before.images.photo6);
  });

  it("leaves the texts and the template alone, and does not change the instance it was given", () => {
    expect(after.texts).toEqual(before.texts);
    expect(after.templateUuid).toBe(before.templateUuid);
    expect(before.images.photo1?.picture.uuid).toBe("old");
  });

  it("gives a background only to the fields that take backgrounds", () => {
    const withBackground = replaceAllPictures(doc, before, portrait("new"), {
      rotation: 0,
      effect: "original",
      background: "bg-1",
    });
    expect(withBackground.images.photo2?.background).toBe("bg-1");
    expect(withBackground.images.photo1?.background).toBeUndefined();
  });

  it("fills a field that had no picture yet when it allows the new one", () => {
    const { photo3: _, ...rest } = before.images;
    const partial = { ...before, images: rest };
    expect(
      replaceAllPictures(doc, partial, portrait("new"), { rotation: 0, effect: "bw" }).images.photo3?.effect,
    ).toBe("bw");
  });
});
