import { describe, expect, it } from "vitest";
import { fitText, type Measure, mmPerPt, textFits, wrapText } from "./text-fit.ts";

/** Every character is 0.2 mm wide per point of size: at 20 pt a character is 4 mm. */
const fixedWidth: Measure = (text, _family, sizePt) => text.length * sizePt * 0.2;

describe("wrapping words", () => {
  it("breaks between words when the next word would not fit", () => {
    // At 10 pt a character is 2 mm: 20 mm holds 10 characters.
    expect(wrapText("Happy birthday dear Emma", "Roboto", 10, 20, fixedWidth)).toEqual({
      lines: ["Happy", "birthday", "dear Emma"],
      tooWide: false,
    });
  });

  it("keeps the text's own line breaks and drops extra spaces", () => {
    expect(wrapText("  Emma   and\nOla  ", "Roboto", 10, 100, fixedWidth).lines).toEqual(["Emma and", "Ola"]);
  });

  it("says when a single word is wider than the box", () => {
    expect(wrapText("Supercalifragilistic", "Roboto", 10, 20, fixedWidth).tooWide).toBe(true);
  });

  it("gives no lines for an empty text", () => {
    expect(wrapText("   ", "Roboto", 10, 20, fixedWidth).lines).toEqual([]);
  });
});

describe("fitting the size", () => {
  const oneLine = { width: 40, height: 30, maxLines: 1, lineHeight: 1.2 };

  it("keeps the chosen size when the text fits", () => {
    // 'Emma' at 40 pt: 4 × 8 mm = 32 mm wide, 40 pt ≈ 14.1 mm tall.
    expect(fitText("Emma", "Lobster", 40, oneLine, fixedWidth)).toEqual({
      size: 40,
      lines: ["Emma"],
      fits: true,
    });
  });

  it("reduces the size step by step until the text fits the width", () => {
    // 'Emma Hansen' is 11 characters: 40 mm ÷ 11 ÷ 0.2 = 18.2, so 18 pt.
    expect(fitText("Emma Hansen", "Lobster", 60, oneLine, fixedWidth)).toEqual({
      size: 18,
      lines: ["Emma Hansen"],
      fits: true,
    });
  });

  it("reduces the size until the lines fit the height", () => {
    // Two lines of 'Emma' at size s take s × (1 + 1.2) pt; 10 mm holds 10 ÷ 0.3528 ÷ 2.2 = 12.9 pt.
    const box = { width: 20, height: 10, maxLines: 3, lineHeight: 1.2 };
    const fitted = fitText("Emma Emma", "Roboto", 30, box, fixedWidth);
    expect(fitted).toEqual({ size: 12, lines: ["Emma", "Emma"], fits: true });
  });

  it("uses more lines at a smaller size when the field allows them", () => {
    const box = { width: 40, height: 40, maxLines: 2, lineHeight: 1.2 };
    const fitted = fitText("Merry Christmas", "Pacifico", 40, box, fixedWidth);
    // One line of 15 characters would need 13 pt; two lines ('Merry', 'Christmas') fit at 22 pt (9 × 4.4 mm = 39.6).
    expect(fitted).toEqual({ size: 22, lines: ["Merry", "Christmas"], fits: true });
  });

  it("never goes below 12 and says when the text does not fit even then", () => {
    const fitted = fitText("A much too long greeting", "Roboto", 30, { ...oneLine, width: 20 }, fixedWidth);
    expect(fitted.size).toBe(12);
    expect(fitted.fits).toBe(false);
  });

  it("clamps a chosen size above 110", () => {
    const roomy = { width: 1000, height: 1000, maxLines: 1, lineHeight: 1.2 };
    expect(fitText("Hi", "Anton", 500, roomy, fixedWidth).size).toBe(110);
  });

  it("rejects a size that makes the text taller than its field", () => {
    const box = { width: 100, height: 12 * mmPerPt, maxLines: 1, lineHeight: 1.2 };
    expect(textFits("Hi", "Roboto", 12, box, fixedWidth)).toBe(true);
    expect(textFits("Hi", "Roboto", 13, box, fixedWidth)).toBe(false);
  });
});
