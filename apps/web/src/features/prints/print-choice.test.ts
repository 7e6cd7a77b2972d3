import type { PrintOffer } from "@shop/contracts/prints";
import { describe, expect, it } from "vitest";
import { cropForSize, type PrintPicture, ratePrintDpi } from "./print-choice.ts";

const picture: PrintPicture = {
  uuid: "0b6f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4",
  webshopId: "1001",
  width: 3000,
  height: 4000,
  type: "IP",
  groupPicture: false,
  userUploaded: false,
  greenscreen: false,
  thumbnailUrl: "/t",
  previewUrl: "/p",
  cutoutUrl: null,
};
const offer = (widthMm: number, heightMm: number): PrintOffer => ({
  uuid: "7d1f7a80-0000-4000-8000-000000000010",
  name: "Print",
  widthMm,
  heightMm,
  bleedMm: 3,
  price: 2900,
});

describe("a print's crop and light", () => {
  it("keeps a crop that fits the size, and starts in the middle where it does not", () => {
    const first = cropForSize(picture, offer(100, 150), null);
    expect(first.height).toBe(1);
    expect(first.x).toBeGreaterThan(0);
    const zoomed = { ...first, width: first.width / 2, height: first.height / 2 };
    expect(cropForSize(picture, offer(100, 150), zoomed)).toEqual(zoomed);
    // 20×20 is another shape: the crop starts again in the middle.
    const square = cropForSize(picture, offer(200, 200), zoomed);
    expect(square.width * picture.width).toBeCloseTo(square.height * picture.height);
  });

  it("says the print's quality in the editor's words", () => {
    expect([ratePrintDpi(260), ratePrintDpi(200), ratePrintDpi(100)]).toEqual([
      "good",
      "acceptable",
      "too-low",
    ]);
  });
});
