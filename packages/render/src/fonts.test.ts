import { describe, expect, it } from "vitest";
import { familiesOf } from "./fonts.ts";
import { aFoldedCard } from "./test-templates.ts";

const doc = aFoldedCard();
const base = { templateUuid: doc.uuid, templateVersion: 1, images: {}, texts: {} };

describe("the fonts a design draws with", () => {
  it("names the template's and the design's font families", () => {
    expect(
      familiesOf(doc, { ...base, texts: { greeting: { text: "x", family: "Lobster" } } }).sort(),
    ).toEqual(["Dancing Script", "Lobster", "Roboto"]);
  });
});
