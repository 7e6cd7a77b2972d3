import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { fontFamilies } from "@shop/domain/template-text";
import { fontFile } from "@shop/render/fonts";
import { fitText, mmPerPt } from "@shop/render/text-fit";
import { describe, expect, it } from "vitest";
import { fontBytes, woffToSfnt } from "./fonts.ts";
import { loadServerFonts } from "./measure.ts";

const require = createRequire(import.meta.url);

describe("server fonts", () => {
  it("reads every one of the spec's 15 fonts from its @fontsource package as TrueType", async () => {
    for (const family of fontFamilies) {
      const bytes = await fontBytes(family);
      // An sfnt starts with version 1.0 (TrueType outlines) or 'OTTO' (CFF outlines).
      const version = new DataView(bytes.buffer, bytes.byteOffset).getUint32(0);
      expect([0x00010000, 0x4f54544f], family).toContain(version);
      const font = fontkit.create(bytes);
      expect((font.familyName ?? "").replace(/\s/g, "").toLowerCase(), family).toContain(
        family.replace(/\s/g, "").toLowerCase(),
      );
      for (const character of "AaÆØÅæøå09") {
        expect(font.hasGlyphForCodePoint(character.codePointAt(0) ?? 0), `${family} ${character}`).toBe(true);
      }
    }
  });

  it("unpacks WOFF to a font that lays text out as the WOFF file itself does", async () => {
    const woff = await readFile(require.resolve(fontFile("Lobster", "woff")));
    const fromWoff = fontkit.create(woff);
    const fromSfnt = fontkit.create(woffToSfnt(woff));
    expect(fromSfnt.numGlyphs).toBe(fromWoff.numGlyphs);
    expect(fromSfnt.layout("Hilsen fra Åse").advanceWidth).toBe(
      fromWoff.layout("Hilsen fra Åse").advanceWidth,
    );
    expect(() => woffToSfnt(new Uint8Array(64))).toThrow(/WOFF/);
  });
});

describe("measure", () => {
  it("gives the same width for the same text every time, from one measurer or a fresh one", async () => {
    const first = await loadServerFonts();
    const second = await loadServerFonts(["Dancing Script"]);
    const text = "Merry Christmas from Åse";
    const width = first.measure(text, "Dancing Script", 36);
    expect(width).toBeGreaterThan(0);
    expect(first.measure(text, "Dancing Script", 36)).toBe(width);
    expect(second.measure(text, "Dancing Script", 36)).toBe(width);
  });

  it("measures a longer text wider, and scales with the size", async () => {
    const fonts = await loadServerFonts();
    for (const family of fontFamilies) {
      const short = fonts.measure("Anna", family, 24);
      expect(fonts.measure("Anna og Ola", family, 24), family).toBeGreaterThan(short);
      expect(fonts.measure("Anna", family, 48), family).toBeCloseTo(short * 2, 9);
    }
  });

  it("uses the font's kerning: 'AV' is narrower than 'A' and 'V' apart in a kerned font", async () => {
    const fonts = await loadServerFonts(["Roboto"]);
    const pair = fonts.measure("AV", "Roboto", 100);
    const apart = fonts.measure("A", "Roboto", 100) + fonts.measure("V", "Roboto", 100);
    expect(pair).toBeLessThan(apart);
  });

  it("gives each font's ascent and descent as fractions of its size, and the ascent to the renderer", async () => {
    const fonts = await loadServerFonts();
    for (const family of fontFamilies) {
      const { ascent, descent } = fonts.metrics(family);
      expect(ascent, family).toBeGreaterThan(0.5);
      expect(ascent, family).toBeLessThan(1.5);
      expect(descent, family).toBeLessThan(0);
      expect(descent, family).toBeGreaterThan(-0.6);
      expect(fonts.faces[family]?.ascent).toBe(ascent);
      expect(fonts.faces[family]?.src).toBeUndefined();
    }
  });

  it("fits text with the renderer's rules: a long greeting goes smaller or onto more lines", async () => {
    const fonts = await loadServerFonts(["Pacifico"]);
    const box = { width: 100, height: 30, maxLines: 2, lineHeight: 1.2 };
    const fitted = fitText("Gratulerer med dagen, kjære bestemor!", "Pacifico", 60, box, fonts.measure);
    expect(fitted.fits).toBe(true);
    expect(fitted.size).toBeLessThan(60);
    for (const line of fitted.lines)
      expect(fonts.measure(line, "Pacifico", fitted.size)).toBeLessThanOrEqual(100);
    expect(fitted.size * mmPerPt * (1 + (fitted.lines.length - 1) * 1.2)).toBeLessThanOrEqual(30 + 1e-6);
  });
});
