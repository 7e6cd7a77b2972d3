import { describe, expect, it } from "vitest";
import {
  centredCrop,
  cropFitsPage,
  orientedTrim,
  pictureOrientation,
  printDpi,
  printedPage,
  printQualityLevel,
  printSizeLabel,
  printSizeProblem,
} from "./print-size.ts";

const tenByFifteen = { widthMm: 100, heightMm: 150, bleedMm: 3 };

describe("print sizes", () => {
  it("turns the page to the picture, square pictures portrait", () => {
    expect(pictureOrientation({ width: 4000, height: 3000 })).toBe("landscape");
    expect(pictureOrientation({ width: 3000, height: 4000 })).toBe("portrait");
    expect(pictureOrientation({ width: 3000, height: 3000 })).toBe("portrait");
    expect(orientedTrim({ widthMm: 150, heightMm: 100, bleedMm: 0 }, "portrait")).toEqual({
      widthMm: 100,
      heightMm: 150,
    });
    expect(printedPage(tenByFifteen, "landscape")).toEqual({ widthMm: 156, heightMm: 106 });
  });

  it("starts the crop in the middle at the page's aspect, which it then fits", () => {
    const picture = { width: 4000, height: 3000 };
    const page = printedPage(tenByFifteen, "portrait");
    const crop = centredCrop(picture, page);
    expect(crop.height).toBe(1);
    expect(crop.x).toBeCloseTo((1 - crop.width) / 2);
    expect(cropFitsPage(crop, picture, page)).toBe(true);
    expect(cropFitsPage({ x: 0, y: 0, width: 1, height: 1 }, picture, page)).toBe(false);
  });

  it.each([
    // picture px, crop width share, dpi, level
    [{ width: 3000, height: 2000 }, 1, 479, "good"],
    [{ width: 1650, height: 1100 }, 1, 263, "good"],
    [{ width: 1500, height: 1000 }, 1, 239, "fair"],
    [{ width: 960, height: 640 }, 1, 153, "fair"],
    [{ width: 1500, height: 1000 }, 0.5, 119, "poor"],
  ] as const)(
    "a %o picture cropped to %f of its width prints at %i dpi: %s",
    (picture, share, dpi, level) => {
      const page = printedPage(tenByFifteen, "landscape");
      const full = centredCrop(picture, page);
      const crop = { ...full, width: full.width * share, height: full.height * share };
      const found = printDpi(crop, picture, page);
      expect(Math.floor(found)).toBe(dpi);
      expect(printQualityLevel(found)).toBe(level);
    },
  );

  it.each([
    [250, "good"],
    [249.9, "fair"],
    [150, "fair"],
    [149.9, "poor"],
  ] as const)("%f dpi is %s", (dpi, level) => expect(printQualityLevel(dpi)).toBe(level));

  it("names a size in centimetres, short side first", () => {
    expect(printSizeLabel({ widthMm: 150, heightMm: 100 })).toBe("10×15");
    expect(printSizeLabel({ widthMm: 89, heightMm: 127 })).toBe("8,9×12,7");
    expect(printSizeLabel({ widthMm: 89, heightMm: 127 }, ".")).toBe("8.9×12.7");
  });

  it("refuses sizes a lab cannot print", () => {
    expect(printSizeProblem(tenByFifteen)).toBeNull();
    expect(printSizeProblem({ ...tenByFifteen, widthMm: 10 })).toEqual({
      field: "widthMm",
      problem: "too-small",
    });
    expect(printSizeProblem({ ...tenByFifteen, heightMm: 2000 })).toEqual({
      field: "heightMm",
      problem: "too-large",
    });
    expect(printSizeProblem({ ...tenByFifteen, bleedMm: 11 })).toEqual({
      field: "bleedMm",
      problem: "bleed-too-large",
    });
    expect(printSizeProblem({ ...tenByFifteen, widthMm: 100.5 })).toEqual({
      field: "widthMm",
      problem: "not-whole-mm",
    });
  });
});
