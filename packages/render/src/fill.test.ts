import { describe, expect, it } from "vitest";
import {
  bestPicture,
  coverCrop,
  defaultTemplateYear,
  type FillPicture,
  fillTemplate,
  subjectPlaceholders,
  templateQualifies,
} from "./fill.ts";
import { migrateTemplate } from "./template.ts";
import { aFoldedCard, aWallCalendar } from "./test-templates.ts";

const portrait = (uuid: string, width = 2400, height = 3000): FillPicture => ({
  uuid,
  width,
  height,
  type: "IP",
  groupPicture: false,
  userUploaded: false,
});
const group = (uuid: string): FillPicture => ({
  ...portrait(uuid, 3000, 2000),
  type: "GP",
  groupPicture: true,
});

function aGroupOnlyCard() {
  return migrateTemplate({
    schemaVersion: 2,
    uuid: "class-card",
    name: "Class card",
    type: "CARDS",
    parts: [
      {
        id: "front",
        trim: { width: 150, height: 100 },
        elements: [
          {
            kind: "image",
            id: "photo",
            x: 0,
            y: 0,
            width: 150,
            height: 100,
            allowed: { groupPicture: "only" },
          },
        ],
      },
    ],
  });
}

describe("filling a template from a picture set", () => {
  it("crops the middle of the picture to the field's shape", () => {
    expect(coverCrop({ width: 100, height: 100 }, { width: 2000, height: 1000 })).toEqual({
      x: 0.25,
      y: 0,
      width: 0.5,
      height: 1,
    });
    expect(coverCrop({ width: 200, height: 100 }, { width: 1000, height: 1000 })).toEqual({
      x: 0,
      y: 0.25,
      width: 1,
      height: 0.5,
    });
  });

  it("takes an allowed picture before a larger one the field does not allow", () => {
    const field = aGroupOnlyCard().parts[0]?.elements[0];
    if (field?.kind !== "image") throw new Error("no image field");
    expect(bestPicture(field, [portrait("big", 6000, 9000), group("class")])?.uuid).toBe("class");
    expect(bestPicture(field, [portrait("only")])).toBeNull();
  });

  it("takes the largest effective resolution, and between equals a picture not used yet", () => {
    const card = aFoldedCard();
    const field = card.parts[0]?.elements[0];
    if (field?.kind !== "image") throw new Error("no image field");
    expect(bestPicture(field, [portrait("small", 600, 750), portrait("large")])?.uuid).toBe("large");
    expect(bestPicture(field, [portrait("a"), portrait("b")], new Set(["a"]))?.uuid).toBe("b");
  });

  it("gives each month of a calendar a picture, spreading the set's pictures, and fills the texts", () => {
    const filled = fillTemplate(aWallCalendar(), [portrait("a"), portrait("b")], { year: 2027 });
    const used = Object.values(filled.images).map((choice) => choice.picture.uuid);
    expect(used).toHaveLength(13);
    expect(used.slice(0, 2)).toEqual(["a", "b"]);
    const card = fillTemplate(aFoldedCard(), [portrait("a")], { name: "Nora", year: 2026 });
    expect(card.texts).toEqual({
      greeting: { text: "Merry Christmas from Nora" },
      credit: { text: "Photo 2026" },
    });
  });

  it("qualifies a set that can fill every image field", () => {
    expect(templateQualifies(aGroupOnlyCard(), [portrait("a")])).toBe(false);
    expect(templateQualifies(aGroupOnlyCard(), [portrait("a"), group("g")])).toBe(true);
    expect(templateQualifies(aFoldedCard(), [])).toBe(false);
  });

  it("starts with the current year, or a calendar's next supported year", () => {
    const now = new Date("2026-11-26T00:00:00Z");
    expect(defaultTemplateYear(aFoldedCard(), now)).toBe(2026);
    expect(defaultTemplateYear(aWallCalendar(), now)).toBe(2026);
    expect(defaultTemplateYear(aWallCalendar(), new Date("2025-05-01T00:00:00Z"))).toBe(2026);
    expect(defaultTemplateYear(aWallCalendar(), new Date("2030-05-01T00:00:00Z"))).toBe(2028);
  });
});

describe("the texts that name the subject", () => {
  it("say the picture set's name as given, for a child, siblings and a class", () => {
    expect(subjectPlaceholders({ name: "Emma Nordmann", group: "3B" })).toEqual({
      name: "Emma Nordmann",
      firstName: "Emma Nordmann",
      group: "3B",
    });
    const siblings = subjectPlaceholders({ name: "Emma og Jonas Nordmann", group: null });
    expect(siblings).toMatchObject({ name: "Emma og Jonas Nordmann", firstName: "Emma og Jonas Nordmann" });
    const card = migrateTemplate({
      schemaVersion: 2,
      uuid: "card",
      name: "Card",
      type: "CARDS",
      supportedYears: [],
      parts: [
        {
          id: "front",
          trim: { width: 100, height: 100 },
          elements: [
            {
              kind: "text",
              id: "greeting",
              x: 0,
              y: 0,
              width: 100,
              height: 20,
              font: { family: "Roboto", size: 12, color: "#000000" },
              defaultText: "Merry Christmas from {firstName}",
            },
          ],
        },
      ],
    });
    expect(fillTemplate(card, [], { ...siblings, year: 2026 }).texts.greeting?.text).toBe(
      "Merry Christmas from Emma og Jonas Nordmann",
    );
    expect(subjectPlaceholders({ name: "Klasse 3B", group: "3B" }).firstName).toBe("Klasse 3B");
    expect(subjectPlaceholders(null)).toEqual({});
  });

  it("say the roster's first name for {firstName} when the roster had a first_name column", () => {
    expect(subjectPlaceholders({ name: "Ida Olsen", firstName: "Ida", group: "3B" })).toEqual({
      name: "Ida Olsen",
      firstName: "Ida",
      group: "3B",
    });
    expect(subjectPlaceholders({ name: "Olsen, Ida", firstName: null, group: "3B" }).firstName).toBe(
      "Olsen, Ida",
    );
  });
});
