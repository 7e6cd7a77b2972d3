import { describe, expect, it } from "vitest";
import { renderPart } from "./render.ts";
import { byAttribute, byName, findAll, parseXml } from "./test-svg.ts";
import { aFilledInstance, aFoldedCard } from "./test-templates.ts";
import {
  acceptSize,
  clampFontSize,
  fitText,
  type Measure,
  mmPerPt,
  placeText,
  sizeAfterFontChange,
  sizeOnOpen,
  textBoxOf,
  textFits,
  wrapText,
} from "./text-fit.ts";

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

describe("the text screen's size rules (spec 02 §5)", () => {
  /** A font whose characters are twice as wide as fixedWidth's: 'Pacifico' here stands for any wider face. */
  const wideFont: Measure = (text, family, sizePt) =>
    text.length * sizePt * (family === "Pacifico" ? 0.4 : 0.2);
  // At size s a line of n characters is 0.2 n s mm wide; one line of s pt is 0.3528 s mm tall.
  const oneLine = { width: 100, height: 20, maxLines: 1, lineHeight: 1.2 };

  it("on open, the size is reduced step by step, down to 12, until the text fits the height", () => {
    // Two lines at s pt take 2.2 s × 0.3528 mm: 20 mm holds s = 25.
    const twoLines = { width: 100, height: 20, maxLines: 2, lineHeight: 1.2 };
    expect(sizeOnOpen("Emma\nOla", "Roboto", 60, twoLines, fixedWidth)).toBe(25);
    expect(textFits("Emma\nOla", "Roboto", 25, twoLines, fixedWidth)).toBe(true);
    expect(textFits("Emma\nOla", "Roboto", 26, twoLines, fixedWidth)).toBe(false);
  });

  it("on open, a size that fits is kept", () => {
    expect(sizeOnOpen("Emma", "Roboto", 40, oneLine, fixedWidth)).toBe(40);
  });

  it("on open, the size stops at 12 when even 12 is too big", () => {
    expect(
      sizeOnOpen(
        "A greeting far too long for this little field",
        "Roboto",
        40,
        { ...oneLine, width: 30 },
        fixedWidth,
      ),
    ).toBe(12);
  });

  it("a size making the text wider than its area is rejected and the previous value kept", () => {
    // 'Happy birthday' is 14 characters: 100 mm holds 35 pt.
    expect(acceptSize("Happy birthday", "Roboto", 30, 35, oneLine, fixedWidth)).toBe(35);
    expect(acceptSize("Happy birthday", "Roboto", 30, 36, oneLine, fixedWidth)).toBe(30);
  });

  it("a size making the text taller than its area is rejected and the previous value kept", () => {
    // 20 mm holds one line of 56 pt (56 × 0.3528 = 19.76 mm); 57 pt is 20.1 mm.
    expect(acceptSize("Hi", "Roboto", 40, 56, oneLine, fixedWidth)).toBe(56);
    expect(acceptSize("Hi", "Roboto", 40, 57, oneLine, fixedWidth)).toBe(40);
  });

  it("a smaller size is taken even when the text does not fit at the previous one", () => {
    const narrow = { ...oneLine, width: 30 };
    const text = "A greeting far too long for this little field";
    expect(textFits(text, "Roboto", 14, narrow, fixedWidth)).toBe(false);
    expect(acceptSize(text, "Roboto", 14, 12, narrow, fixedWidth)).toBe(12);
    expect(acceptSize(text, "Roboto", 12, 14, narrow, fixedWidth)).toBe(12);
  });

  it("the slider's sizes run from 12 to 110 in whole points", () => {
    expect([clampFontSize(4), clampFontSize(33.6), clampFontSize(400)]).toEqual([12, 34, 110]);
    expect(acceptSize("Hi", "Roboto", 20, 5, oneLine, fixedWidth)).toBe(12);
  });

  it("changing the font keeps the size when the text still fits", () => {
    // 'Emma' in the wide face at 40 pt: 4 × 16 mm = 64 mm.
    expect(sizeAfterFontChange("Emma", "Pacifico", 40, 30, oneLine, wideFont)).toBe(40);
  });

  it("changing the font resets the size to the template default if the text would not fit", () => {
    // 'Happy birthday' at 30 pt is 84 mm in Roboto, 168 mm in the wide face; at the default 16 pt it is 89.6 mm.
    expect(sizeOnOpen("Happy birthday", "Roboto", 30, oneLine, wideFont)).toBe(30);
    expect(sizeAfterFontChange("Happy birthday", "Pacifico", 30, 16, oneLine, wideFont)).toBe(16);
  });

  it("changing the font reduces the template default too when even that would not fit", () => {
    // In the wide face 100 mm holds 'Happy birthday' at 17 pt at most.
    expect(sizeAfterFontChange("Happy birthday", "Pacifico", 30, 24, oneLine, wideFont)).toBe(17);
  });

  it("fits into the field's own box", () => {
    const field = aFoldedCard().parts[0]?.elements.find((element) => element.kind === "text");
    if (field?.kind !== "text") throw new Error("the card has a greeting");
    expect(textBoxOf(field)).toEqual({ width: 130, height: 30, maxLines: 2, lineHeight: 1.2 });
  });
});

describe("placing the lines", () => {
  it("puts them where the renderer draws them", () => {
    const card = aFoldedCard();
    const field = card.parts[0]?.elements.find((element) => element.kind === "text");
    if (field?.kind !== "text") throw new Error("the card has a greeting");
    for (const align of ["left", "center", "right"] as const) {
      const instance = aFilledInstance(card, { texts: { greeting: { text: "Emma\nOla", size: 20, align } } });
      const part = renderPart(card, instance, "front", {
        assets: { picture: () => "", artwork: () => "", background: () => "" },
        measure: fixedWidth,
        mode: "preview",
      });
      const spans = findAll(parseXml(part.svg), byAttribute("data-field", "greeting")).flatMap((text) =>
        findAll(text, byName("tspan")),
      );
      const fitted = part.texts.greeting;
      if (fitted === undefined) throw new Error("the greeting was drawn");
      const placed = placeText(field, fitted, { ...field.font, align }, { ascent: 0.8 });
      expect(spans.map((span) => Number(span.attributes.x))).toEqual(placed.baselines.map(() => placed.x));
      spans.forEach((span, index) => {
        expect(Number(span.attributes.y)).toBeCloseTo(placed.baselines[index] ?? 0, 2);
      });
    }
  });

  it("centres a face's ascent and descent in each line box, so a tall face overflows evenly, not at the bottom", () => {
    const box = { x: 0, y: 10, width: 100, height: 40 };
    const fitted = { size: 20, lines: ["Emma", "Ola"] };
    const layout = { align: "left", verticalAlign: "top", lineHeight: 1.2 } as const;
    const sizeMm = 20 * mmPerPt;
    // Pacifico-like: ascent 1.303 and descent 0.453 take 1.756 of a 1.2 line, 0.278 of the size more on each side.
    const tall = placeText(box, fitted, layout, { ascent: 1.303, descent: 0.453 });
    expect(tall.baselines[0]).toBeCloseTo(10 + (1.303 - 0.278) * sizeMm, 6);
    expect(tall.baselines[1]).toBeCloseTo(10 + (1.2 + 1.303 - 0.278) * sizeMm, 6);
    // The last line's descent ends as far below the block as the first line's ascent starts above it.
    const blockBottom = 10 + 2 * 1.2 * sizeMm;
    const above = 10 - ((tall.baselines[0] ?? 0) - 1.303 * sizeMm);
    const below = (tall.baselines[1] ?? 0) + 0.453 * sizeMm - blockBottom;
    expect(below).toBeCloseTo(above, 6);
    // Roboto-like: ascent and descent fit the line; without a descent the first baseline is one ascent down.
    const roboto = placeText(box, fitted, layout, { ascent: 0.927, descent: 0.244 });
    expect((roboto.baselines[1] ?? 0) + 0.244 * sizeMm).toBeLessThan(blockBottom);
    expect(placeText(box, fitted, layout, { ascent: 0.927 }).baselines[0]).toBeCloseTo(
      10 + 0.927 * sizeMm,
      6,
    );
  });
});
