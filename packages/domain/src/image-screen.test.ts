import { describe, expect, it } from "vitest";
import { type ImageScreenFacts, imageScreenTabs, showsPinchHint } from "./image-screen.ts";

const facts = (changes: Partial<ImageScreenFacts> = {}): ImageScreenFacts => ({
  hasImage: true,
  toolboxDisabled: false,
  backgroundsDisabled: false,
  greenscreen: true,
  backgroundsExist: true,
  ...changes,
});

describe("the image screen's tabs (spec 02 §2)", () => {
  it("shows all three tabs for a green-screen picture in a field that allows everything", () => {
    expect(imageScreenTabs(facts())).toEqual(["inbox", "edit", "backgrounds"]);
  });

  it("shows only the image inbox until an image is chosen", () => {
    expect(imageScreenTabs(facts({ hasImage: false }))).toEqual(["inbox"]);
  });

  it("hides 'Edit image' when the toolbox is disabled", () => {
    expect(imageScreenTabs(facts({ toolboxDisabled: true }))).toEqual(["inbox", "backgrounds"]);
  });

  it("hides 'Backgrounds' when they are disabled, when none exist or for a picture that is not green-screen", () => {
    expect(imageScreenTabs(facts({ backgroundsDisabled: true }))).toEqual(["inbox", "edit"]);
    expect(imageScreenTabs(facts({ backgroundsExist: false }))).toEqual(["inbox", "edit"]);
    expect(imageScreenTabs(facts({ greenscreen: false }))).toEqual(["inbox", "edit"]);
  });
});

describe("the pinch hint (spec 02 §4)", () => {
  const hint = {
    hasImage: true,
    zoomDisabled: false,
    toolboxDisabled: false,
    fieldRotation: 0,
    shownThisSession: false,
  };

  it("shows when the field has an image, zoom and the toolbox are enabled and nothing is turned", () => {
    expect(showsPinchHint(hint)).toBe(true);
  });

  it.each([
    ["no image", { hasImage: false }],
    ["zoom disabled", { zoomDisabled: true }],
    ["toolbox disabled", { toolboxDisabled: true }],
    ["a turned field", { fieldRotation: 15 }],
    ["already shown this session", { shownThisSession: true }],
  ])("does not show with %s", (_, change) => {
    expect(showsPinchHint({ ...hint, ...change })).toBe(false);
  });
});
