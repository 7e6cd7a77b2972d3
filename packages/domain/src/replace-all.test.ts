import { describe, expect, it } from "vitest";
import {
  packageReplaceAllMode,
  type ReplaceAllFacts,
  replaceAllQuestion,
  templateAsksReplaceAll,
} from "./replace-all.ts";

/** A new picture in a photo gift with 5 image fields, outside a package. */
const newPicture: ReplaceAllFacts = {
  packageMode: null,
  templateType: "PHOTOGIFT",
  imageFields: 5,
  imageChanged: true,
  backgroundChanged: false,
  effectChanged: false,
  pictureDiffers: true,
};

describe("spec 02 §4: the package replace-all confirmation", () => {
  const inPackage = (facts: Partial<ReplaceAllFacts>): ReplaceAllFacts => ({
    ...newPicture,
    packageMode: packageReplaceAllMode,
    templateType: "CARDS",
    imageFields: 1,
    ...facts,
  });

  it("appears when the image changed, the subject-change mode is 4 and the picture differs", () => {
    expect(replaceAllQuestion(inPackage({}))).toBe("package");
  });

  it("appears when the background or the effect changed with the picture", () => {
    const background = { imageChanged: false, backgroundChanged: true };
    expect(replaceAllQuestion(inPackage(background))).toBe("package");
    expect(replaceAllQuestion(inPackage({ imageChanged: false, effectChanged: true }))).toBe("package");
  });

  it("does not appear when nothing of the image, background or effect changed", () => {
    expect(
      replaceAllQuestion(inPackage({ imageChanged: false, backgroundChanged: false, effectChanged: false })),
    ).toBeNull();
  });

  it("does not appear when the picture is the one the field had (a new crop, effect or background of it)", () => {
    expect(replaceAllQuestion(inPackage({ pictureDiffers: false }))).toBeNull();
    expect(
      replaceAllQuestion(inPackage({ imageChanged: false, effectChanged: true, pictureDiffers: false })),
    ).toBeNull();
  });

  it("does not appear in a package of another subject-change mode", () => {
    for (const packageMode of [0, 1, 2, 3]) {
      expect(replaceAllQuestion(inPackage({ packageMode }))).toBeNull();
    }
  });

  it("is the only question of a mode-4 package's item, also when its template would ask 'Replace all pictures?'", () => {
    expect(replaceAllQuestion(inPackage({ templateType: "PHOTOGIFT", imageFields: 6 }))).toBe("package");
    expect(
      replaceAllQuestion(inPackage({ templateType: "PHOTOGIFT", imageFields: 6, pictureDiffers: false })),
    ).toBeNull();
  });
});

describe("spec 02 §4, §9: 'Replace all pictures?' of a template", () => {
  it("appears for a new picture in a template with more than 4 images that is not a calendar or cards", () => {
    expect(replaceAllQuestion(newPicture)).toBe("template");
  });

  it("does not appear with 4 images or fewer", () => {
    expect(replaceAllQuestion({ ...newPicture, imageFields: 4 })).toBeNull();
    expect(replaceAllQuestion({ ...newPicture, imageFields: 1 })).toBeNull();
  });

  it("does not appear for a calendar or cards, however many images", () => {
    expect(replaceAllQuestion({ ...newPicture, templateType: "CALENDAR", imageFields: 13 })).toBeNull();
    expect(replaceAllQuestion({ ...newPicture, templateType: "CARDS", imageFields: 8 })).toBeNull();
  });

  it("does not appear without a new picture", () => {
    expect(replaceAllQuestion({ ...newPicture, pictureDiffers: false })).toBeNull();
  });

  it("appears in an item of a package of another mode, as in the template editor", () => {
    for (const packageMode of [0, 1, 2, 3])
      expect(replaceAllQuestion({ ...newPicture, packageMode })).toBe("template");
  });

  it("is decided by type and number of images alone for the image screen", () => {
    expect(templateAsksReplaceAll("PHOTOGIFT", 5)).toBe(true);
    expect(templateAsksReplaceAll("PHOTOGIFT", 4)).toBe(false);
    expect(templateAsksReplaceAll("CALENDAR", 13)).toBe(false);
    expect(templateAsksReplaceAll("CARDS", 5)).toBe(false);
  });
});
