import { aFoldedCard } from "@shop/render/test-templates";
import { describe, expect, it } from "vitest";
import { editableTextsOf, imageFieldsOf, lowQualityFields } from "./fields.ts";

const doc = aFoldedCard();
const base = { templateUuid: doc.uuid, templateVersion: 1, images: {}, texts: {} };

describe("the editor's fields", () => {
  it("lists image fields and editable texts in order", () => {
    expect(imageFieldsOf(doc).map((f) => f.id)).toEqual(["photo"]);
    expect(editableTextsOf(doc).map((f) => f.id)).toEqual(["greeting"]);
  });

  it("warns of a picture below 150 dpi at its crop, not of a sharp one", () => {
    const crop = { x: 0, y: 0, width: 1, height: 1 };
    // The field is 156 × 108 mm: about 6.1 × 4.3 inches.
    const small = {
      picture: { uuid: "a", width: 600, height: 400 },
      crop,
      rotation: 0,
      effect: "original",
    } as const;
    const large = { ...small, picture: { uuid: "b", width: 3000, height: 2000 } };
    expect(lowQualityFields(doc, { ...base, images: { photo: small } }).map((f) => f.id)).toEqual(["photo"]);
    expect(lowQualityFields(doc, { ...base, images: { photo: large } })).toEqual([]);
  });
});
