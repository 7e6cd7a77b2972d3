import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AssetResolver,
  imageTransform,
  RenderError,
  type RenderOptions,
  renderPart,
  renderTemplate,
  type TextOutliner,
} from "./render.ts";
import { migrateTemplate, parseTemplateInstance, type TemplateInstance } from "./template.ts";
import { byAttribute, byName, findAll, parseXml, textOf, type XmlNode } from "./test-svg.ts";
import { aFilledInstance, aFoldedCard, aPicture, aWallCalendar } from "./test-templates.ts";
import type { Measure } from "./text-fit.ts";

const assets: AssetResolver = {
  picture: (uuid, mode) => `/pictures/${uuid}/${mode === "print" ? "full" : "640"}`,
  artwork: (ref) => `/artwork/${ref}`,
  background: (uuid) => `/backgrounds/${uuid}`,
  cutout: (uuid) => `/cutouts/${uuid}`,
};
/** Every character is 0.2 mm wide per point of size. */
const measure: Measure = (text, _family, sizePt) => text.length * sizePt * 0.2;

const preview: RenderOptions = { assets, measure, mode: "preview", placeholders: { name: "Emma" } };
const print: RenderOptions = { ...preview, mode: "print" };

function withImage(instance: TemplateInstance, field: string, choice: object): TemplateInstance {
  return parseTemplateInstance({
    ...instance,
    images: { ...instance.images, [field]: { ...instance.images[field], ...choice } },
  });
}

function svgOf(svg: string): XmlNode {
  const root = parseXml(svg);
  expect(root.name).toBe("svg");
  return root;
}

function one(root: XmlNode, match: (node: XmlNode) => boolean): XmlNode {
  const found = findAll(root, match);
  expect(found).toHaveLength(1);
  return found[0] as XmlNode;
}

describe("the page's box", () => {
  const card = aFoldedCard();
  const instance = aFilledInstance(card);

  it("prints the trim box with its bleed, sized in millimetres", () => {
    const [front] = renderTemplate(card, instance, print);
    const root = svgOf(front?.svg ?? "");
    expect(root.attributes).toMatchObject({ viewBox: "-3 -3 156 156", width: "156mm", height: "156mm" });
    expect(front).toMatchObject({ partId: "front", width: 156, height: 156 });
  });

  it("previews the trim box alone", () => {
    const root = svgOf(renderPart(card, instance, "front", preview).svg);
    expect(root.attributes.viewBox).toBe("0 0 150 150");
    expect(root.attributes.width).toBeUndefined();
    expect(
      svgOf(renderPart(card, instance, "front", { ...preview, widthPx: 300 }).svg).attributes,
    ).toMatchObject({
      width: "300",
      height: "300",
    });
  });

  it("shows the trim line and the safe zone in a preview with guides, around the bleed", () => {
    const root = svgOf(renderPart(card, instance, "front", { ...preview, guides: true }).svg);
    expect(root.attributes.viewBox).toBe("-3 -3 156 156");
    const guides = one(root, byAttribute("data-layer", "guides"));
    expect(one(guides, byAttribute("data-guide", "trim")).attributes).toMatchObject({
      width: "150",
      height: "150",
    });
    expect(one(guides, byAttribute("data-guide", "safe")).attributes).toMatchObject({ x: "5", width: "140" });
  });

  it("never draws guides into the print file", () => {
    const svg = renderPart(card, instance, "front", { ...print, guides: true }).svg;
    expect(findAll(svgOf(svg), byAttribute("data-layer"))).toEqual([]);
  });

  it("renders one SVG per part, in order", () => {
    const parts = renderTemplate(aWallCalendar(), aFilledInstance(aWallCalendar()), preview);
    expect(parts.map((part) => part.partId)).toEqual([
      "cover",
      ...Array.from({ length: 12 }, (_, i) => `month${i + 1}`),
    ]);
  });

  it("refuses an instance of another template", () => {
    const other = { ...instance, templateUuid: "another" };
    expect(() => renderPart(card, other, "front", preview)).toThrow(RenderError);
  });
});

describe("image fields", () => {
  const card = aFoldedCard();
  const instance = aFilledInstance(card);

  it("clip the picture to the field", () => {
    const root = svgOf(renderPart(card, instance, "front", print).svg);
    const clip = one(root, byName("clipPath"));
    expect(clip.attributes.id).toBe("t-clip-photo");
    expect(clip.children[0]?.attributes).toMatchObject({ x: "-3", y: "-3", width: "156", height: "108" });
    const group = one(root, byAttribute("data-field", "photo"));
    expect(group.attributes["clip-path"]).toBe("url(#t-clip-photo)");
    expect(one(group, byName("image")).attributes).toMatchObject({
      href: "/pictures/pic-1/full",
      width: "3000",
      height: "2000",
      "data-picture": "pic-1",
    });
  });

  it("asks for the screen rendition in a preview and the full picture in print", () => {
    const image = one(svgOf(renderPart(card, instance, "front", preview).svg), byAttribute("data-picture"));
    expect(image.attributes.href).toBe("/pictures/pic-1/640");
  });

  it("scales the crop to the field", () => {
    // A 4000 × 3000 picture cropped to its middle half (2000 × 3000 px) on a 100 × 150 mm field: 0.05 mm a pixel.
    const crop = { x: 0.25, y: 0, width: 0.5, height: 1 };
    const field = { x: 0, y: 0, width: 100, height: 150 };
    expect(imageTransform(field, { picture: aPicture("p", 4000, 3000), crop, rotation: 0 })).toEqual([
      0.05, 0, 0, 0.05, -50, 0,
    ]);
  });

  it("turns the picture clockwise by its rotation", () => {
    const whole = { x: 0, y: 0, width: 1, height: 1 };
    const field = { x: 0, y: 0, width: 100, height: 150 };
    // Turned, the picture is 3000 × 4000: it covers the field at 0.0375 mm a pixel, 112.5 mm wide, centred.
    const [a, b, c, d, e, f] = imageTransform(field, {
      picture: aPicture("p", 4000, 3000),
      crop: whole,
      rotation: 90,
    });
    expect([a, b, c, d]).toEqual([0, 0.0375, -0.0375, 0]);
    expect(e).toBeCloseTo(106.25, 9);
    expect(f).toBeCloseTo(0, 9);
  });

  it("writes the transform on the picture", () => {
    const rotated = withImage(instance, "photo", { rotation: 180 });
    const image = one(svgOf(renderPart(card, rotated, "front", print).svg), byAttribute("data-picture"));
    expect(image.attributes.transform).toMatch(/^matrix\(-0\.054 0 0 -0\.054 /);
  });

  it("never writes a number with an exponent, even for a crop far below a pixel or a font of huge units", () => {
    const tiny = withImage(instance, "photo", { crop: { x: 0.5, y: 0.5, width: 1e-20, height: 1e-20 } });
    const hugeUnits: TextOutliner = (text) => ({
      unitsPerEm: 1e12,
      advance: text.length * 6e11,
      glyphs: [...text].map((_, index) => ({ id: index, d: "M0 0h5e11v7e11h-5e11z", x: index * 6e11, y: 0 })),
    });
    for (const options of [print, { ...preview, outline: hugeUnits, widthPx: 1e-9 }]) {
      const { svg } = renderPart(card, tiny, "front", options);
      const numbers = [...svg.matchAll(/="([^"]*)"/g)].map(([, value]) => value ?? "");
      expect(numbers.filter((value) => /\d[eE][-+]?\d/.test(value))).toEqual([]);
    }
  });

  it("always covers the field and centres the crop, whatever the crop and rotation", () => {
    const pictures = fc.record({
      width: fc.integer({ min: 100, max: 8000 }),
      height: fc.integer({ min: 100, max: 8000 }),
    });
    const crops = fc
      .record({
        x: fc.double({ min: 0, max: 0.9, noNaN: true }),
        y: fc.double({ min: 0, max: 0.9, noNaN: true }),
      })
      .chain(({ x, y }) =>
        fc.record({
          x: fc.constant(x),
          y: fc.constant(y),
          width: fc.double({ min: 0.05, max: 1 - x, noNaN: true }),
          height: fc.double({ min: 0.05, max: 1 - y, noNaN: true }),
        }),
      );
    const rotations = fc.constantFrom(0 as const, 90 as const, 180 as const, 270 as const);
    fc.assert(
      fc.property(pictures, crops, rotations, (size, crop, rotation) => {
        const field = { x: 10, y: 20, width: 80, height: 50 };
        const [a, b, c, d, e, f] = imageTransform(field, { picture: { uuid: "p", ...size }, crop, rotation });
        const map = (u: number, v: number) => [a * u + c * v + e, b * u + d * v + f] as const;
        const corners = [map(0, 0), map(size.width, 0), map(0, size.height), map(size.width, size.height)];
        const xs = corners.map(([x]) => x);
        const ys = corners.map(([, y]) => y);
        const slack = 1e-6;
        expect(Math.min(...xs)).toBeLessThanOrEqual(field.x + slack);
        expect(Math.max(...xs)).toBeGreaterThanOrEqual(field.x + field.width - slack);
        expect(Math.min(...ys)).toBeLessThanOrEqual(field.y + slack);
        expect(Math.max(...ys)).toBeGreaterThanOrEqual(field.y + field.height - slack);
        // The crop's centre in the turned picture, taken back to the picture's own pixels, lands mid-field.
        const turned = rotation === 90 || rotation === 270;
        const frameX = (crop.x + crop.width / 2) * (turned ? size.height : size.width);
        const frameY = (crop.y + crop.height / 2) * (turned ? size.width : size.height);
        const [u, v] =
          rotation === 0
            ? [frameX, frameY]
            : rotation === 90
              ? [frameY, size.height - frameX]
              : rotation === 180
                ? [size.width - frameX, size.height - frameY]
                : [size.width - frameY, frameX];
        const [centreX, centreY] = map(u, v);
        expect(centreX).toBeCloseTo(field.x + field.width / 2, 6);
        expect(centreY).toBeCloseTo(field.y + field.height / 2, 6);
      }),
    );
  });

  it.each([
    ["bw", "0.2126 0.7152 0.0722"],
    ["sepia", "0.393 0.769 0.189"],
  ] as const)("draws the %s effect through an SVG filter", (effect, firstRow) => {
    const root = svgOf(renderPart(card, withImage(instance, "photo", { effect }), "front", print).svg);
    const filter = one(root, byName("filter"));
    expect(filter.attributes.id).toBe(`t-fx-${effect}`);
    expect(one(filter, byName("feColorMatrix")).attributes.values?.startsWith(firstRow)).toBe(true);
    expect(one(root, byAttribute("data-picture")).attributes.filter).toBe(`url(#t-fx-${effect})`);
  });

  it("draws the original picture without a filter", () => {
    const root = svgOf(renderPart(card, instance, "front", print).svg);
    expect(findAll(root, byName("filter"))).toEqual([]);
    expect(one(root, byAttribute("data-picture")).attributes.filter).toBeUndefined();
  });

  it("draws a chosen background under the cut-out picture", () => {
    const root = svgOf(
      renderPart(card, withImage(instance, "photo", { background: "bg-7" }), "front", print).svg,
    );
    const group = one(root, byAttribute("data-field", "photo"));
    expect(
      group.children.map((child) => Object.keys(child.attributes).find((key) => key.startsWith("data-"))),
    ).toEqual(["data-background", "data-picture"]);
    expect(group.children[0]?.attributes.href).toBe("/backgrounds/bg-7");
    expect(group.children[1]?.attributes.href).toBe(`/cutouts/${instance.images.photo?.picture.uuid}`);
  });

  it("draws the picture itself over a background where no cut-out is known in a preview, and refuses to print it", () => {
    const { cutout: _, ...withoutCutouts } = assets;
    const onBackground = withImage(instance, "photo", { background: "bg-7" });
    const root = svgOf(renderPart(card, onBackground, "front", { ...preview, assets: withoutCutouts }).svg);
    expect(one(root, byAttribute("data-picture")).attributes.href).toMatch(/^\/pictures\/.+\/640$/);
    expect(() => renderPart(card, onBackground, "front", { ...print, assets: withoutCutouts })).toThrow(
      /no cutout/,
    );
  });

  it("shows an empty field in a preview and refuses to print it", () => {
    const { photo: _, ...rest } = instance.images;
    const empty = { ...instance, images: rest };
    const root = svgOf(renderPart(card, empty, "front", preview).svg);
    expect(one(root, byAttribute("data-empty", "photo")).name).toBe("rect");
    expect(one(root, byAttribute("data-empty-mark", "photo")).name).toBe("g");
    expect(() => renderPart(card, empty, "front", print)).toThrow(
      expect.objectContaining({ name: "RenderError", code: "missing-picture" }),
    );
  });

  it("refuses to print when a picture's file is missing", () => {
    const noFiles: RenderOptions = { ...print, assets: { ...assets, picture: () => undefined } };
    expect(() => renderPart(card, instance, "front", noFiles)).toThrow(
      expect.objectContaining({ code: "missing-asset" }),
    );
  });

  it("gives each render its own ids when asked", () => {
    const root = svgOf(renderPart(card, instance, "front", { ...preview, idPrefix: "list3" }).svg);
    expect(one(root, byName("clipPath")).attributes.id).toBe("list3-clip-photo");
    expect(() => renderPart(card, instance, "front", { ...preview, idPrefix: '"><script>' })).toThrow(
      RenderError,
    );
  });
});

describe("text fields", () => {
  const card = aFoldedCard();

  it("fill the default text's placeholders and draw the fitted lines", () => {
    const part = renderPart(card, aFilledInstance(card), "front", preview);
    const text = one(svgOf(part.svg), byAttribute("data-field", "greeting"));
    // 'Merry Christmas from Emma' (25 characters) is 180 mm wide at 36 pt, more than the field's 130 mm: it takes
    // two lines, and the size drops until they fit the 30 mm height.
    expect(part.texts.greeting?.fits).toBe(true);
    expect(findAll(text, byName("tspan")).map(textOf)).toEqual(part.texts.greeting?.lines);
    expect(part.texts.greeting?.lines.join(" ")).toBe("Merry Christmas from Emma");
    expect(text.attributes["data-size-pt"]).toBe(String(part.texts.greeting?.size));
    expect(text.attributes).toMatchObject({
      "font-family": "'Dancing Script'",
      fill: "#d32f2f",
      "text-anchor": "middle",
    });
  });

  it("draw the parent's text, font, size and colour, with the size in millimetres", () => {
    const instance = aFilledInstance(card, {
      texts: { greeting: { text: "Hi", family: "Pacifico", size: 20, color: "#1565c0", align: "left" } },
    });
    const text = one(
      svgOf(renderPart(card, instance, "front", preview).svg),
      byAttribute("data-field", "greeting"),
    );
    expect(text.attributes).toMatchObject({
      "font-family": "'Pacifico'",
      "font-size": "7.056",
      fill: "#1565c0",
      "text-anchor": "start",
      "data-size-pt": "20",
    });
    expect(one(text, byName("tspan")).attributes.x).toBe("10");
  });

  it("place lines one line height apart, the block centred in the field", () => {
    const instance = aFilledInstance(card, { texts: { greeting: { text: "Emma\nOla", size: 20 } } });
    const text = one(
      svgOf(renderPart(card, instance, "front", preview).svg),
      byAttribute("data-field", "greeting"),
    );
    const [first, second] = findAll(text, byName("tspan")).map((span) => Number(span.attributes.y));
    const sizeMm = (20 * 25.4) / 72;
    expect((second ?? 0) - (first ?? 0)).toBeCloseTo(1.2 * sizeMm, 2);
    const blockTop = 110 + (30 - sizeMm * 2.2) / 2;
    expect(first).toBeCloseTo(blockTop + 0.8 * sizeMm, 2);
  });

  it("take the first baseline from the font's ascent when given", () => {
    const instance = aFilledInstance(card, { texts: { greeting: { text: "Emma", size: 20 } } });
    const options = { ...preview, fonts: { "Dancing Script": { ascent: 0.9 } } };
    const y = Number(
      one(svgOf(renderPart(card, instance, "front", options).svg), byName("tspan")).attributes.y,
    );
    const sizeMm = (20 * 25.4) / 72;
    expect(y).toBeCloseTo(110 + (30 - sizeMm) / 2 + 0.9 * sizeMm, 2);
  });

  it("escape what the parent writes", () => {
    const instance = aFilledInstance(card, {
      texts: { greeting: { text: '</text><script>alert("x")</script> & co' } },
    });
    const root = svgOf(renderPart(card, instance, "front", preview).svg);
    expect(findAll(root, byName("script"))).toEqual([]);
    expect(textOf(one(root, byAttribute("data-field", "greeting")))).toContain('<script>alert("x")</script>');
  });

  it("keep a fixed text as the designer wrote it, with the year filled", () => {
    const instance = aFilledInstance(card, { year: 2027, texts: { credit: { text: "Changed" } } });
    const part = renderPart(card, instance, "inside", print);
    const text = one(svgOf(part.svg), byAttribute("data-field", "credit"));
    expect(textOf(text)).toBe("Photo 2027");
    expect(text.attributes["text-anchor"]).toBe("end");
    expect(one(text, byName("tspan")).attributes.x).toBe("140");
  });

  it("draw nothing for an empty text", () => {
    const instance = aFilledInstance(card, { texts: { greeting: { text: "  " } } });
    expect(
      findAll(svgOf(renderPart(card, instance, "front", preview).svg), byAttribute("data-field", "greeting")),
    ).toEqual([]);
  });

  it("embed the fonts they use when given a source, and only those", () => {
    const options = {
      ...print,
      fonts: { "Dancing Script": { src: "data:font/woff2;base64,AAAA" }, Anton: { src: "x" } },
    };
    const style = one(svgOf(renderPart(card, aFilledInstance(card), "front", options).svg), byName("style"));
    expect(style.text).toBe(
      `@font-face{font-family:'Dancing Script';src:url("data:font/woff2;base64,AAAA")}`,
    );
  });
});

describe("artwork", () => {
  it("is drawn from its asset reference", () => {
    const card = aFoldedCard();
    const root = svgOf(renderPart(card, aFilledInstance(card), "front", print).svg);
    expect(one(root, byAttribute("data-artwork")).attributes).toMatchObject({
      href: "/artwork/art/stars.svg",
      x: "120",
      width: "25",
    });
  });
});

describe("elements the designer turned", () => {
  it("are drawn turned around their centre", () => {
    const card = migrateTemplate({
      ...aFoldedCard(),
      parts: [
        {
          id: "front",
          trim: { width: 100, height: 100 },
          elements: [
            {
              kind: "artwork",
              id: "ribbon",
              x: 10,
              y: 20,
              width: 30,
              height: 40,
              rotation: -15,
              asset: "r.png",
            },
          ],
        },
      ],
    });
    const root = svgOf(renderPart(card, aFilledInstance(card), "front", print).svg);
    const artwork = one(root, byAttribute("data-artwork"));
    const turned = one(root, (node) => node.children.includes(artwork));
    expect(turned.attributes.transform).toBe("rotate(-15 25 40)");
  });
});

describe("calendar pages", () => {
  const calendar = aWallCalendar();

  it("draw the month of the chosen year in the portal's language, weeks from Monday in Norwegian", () => {
    const instance = aFilledInstance(calendar, { year: 2028 });
    const part = renderPart(calendar, instance, "month2", { ...preview, locale: "nb" });
    const grid = one(svgOf(part.svg), byAttribute("data-field", "grid2"));
    expect(grid.attributes["data-month"]).toBe("2028-02");
    const texts = findAll(grid, byName("text")).map(textOf);
    expect(texts[0]).toBe("Februar 2028");
    expect(texts.slice(1, 8)).toEqual(["Man", "Tir", "Ons", "Tor", "Fre", "Lør", "Søn"]);
    expect(texts.slice(8)).toEqual(Array.from({ length: 29 }, (_, i) => String(i + 1)));
  });

  it("start English weeks on Sunday and colour Sundays", () => {
    const instance = aFilledInstance(calendar, { year: 2026 });
    const grid = one(
      svgOf(renderPart(calendar, instance, "month3", { ...preview, locale: "en" }).svg),
      byAttribute("data-field", "grid3"),
    );
    const texts = findAll(grid, byName("text"));
    expect(texts.slice(1, 8).map(textOf)).toEqual(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]);
    expect(texts[1]?.attributes.fill).toBe("#d32f2f");
    // 1 March 2026 is a Sunday.
    const first = texts.find((text) => textOf(text) === "1");
    expect(first?.attributes.fill).toBe("#d32f2f");
    expect(first?.attributes.x).toBe(texts[1]?.attributes.x);
  });

  it("number the weeks when the template asks", () => {
    const withWeeks = migrateTemplate({
      ...calendar,
      parts: calendar.parts.map((part) => ({
        ...part,
        elements: part.elements.map((el) =>
          el.kind === "monthGrid" ? { ...el, showWeekNumbers: true } : el,
        ),
      })),
    });
    const instance = aFilledInstance(withWeeks, { year: 2026 });
    const root = svgOf(renderPart(withWeeks, instance, "month12", { ...preview, locale: "nb" }).svg);
    expect(findAll(root, byAttribute("data-week")).map(textOf)).toEqual(["49", "50", "51", "52", "53"]);
  });

  it("use the template's first supported year when the instance names none", () => {
    const { year: _, ...instance } = aFilledInstance(calendar);
    const grid = one(
      svgOf(renderPart(calendar, instance, "month1", preview).svg),
      byAttribute("data-field", "grid1"),
    );
    expect(grid.attributes["data-month"]).toBe("2026-01");
  });

  it("print all 13 pages as well-formed SVG", () => {
    const parts = renderTemplate(calendar, aFilledInstance(calendar, { year: 2027 }), print);
    expect(parts).toHaveLength(13);
    for (const part of parts) expect(svgOf(part.svg).attributes.viewBox).toBe("-3 -3 206 306");
  });
});

describe("text as glyph outlines (the list previews)", () => {
  /** Every character is one glyph of 600 units in a 1000-unit em; a space has no outline. */
  const outline: TextOutliner = (text) => ({
    unitsPerEm: 1000,
    advance: text.length * 600,
    glyphs: [...text].map((character, index) => ({
      id: character.codePointAt(0) ?? 0,
      d: character === " " ? "" : "M0 0h500v700h-500z",
      x: index * 600,
      y: 0,
    })),
  });
  /** The measure that matches it: 0.6 em per character, in millimetres. */
  const outlineMeasure: Measure = (text, _family, sizePt) => text.length * 0.6 * sizePt * (25.4 / 72);
  const outlined: RenderOptions = { ...preview, measure: outlineMeasure, outline };

  it("draws each line as <use> of glyphs defined once, centred on the field, with no <text> or @font-face", () => {
    const card = aFoldedCard();
    const rendered = renderPart(card, aFilledInstance(card), "front", { ...outlined, idPrefix: "p" });
    const root = svgOf(rendered.svg);
    expect(findAll(root, byName("text"))).toEqual([]);
    expect(findAll(root, byName("style"))).toEqual([]);
    const field = one(root, byAttribute("data-field", "greeting"));
    expect(field.attributes.fill).toBe("#d32f2f");
    // "Merry Christmas from Emma" without its three spaces; Dancing Script is the fourth family.
    expect(findAll(field, byName("use"))).toHaveLength(22);
    const defined = findAll(
      root,
      (node) => node.name === "path" && (node.attributes.id ?? "").startsWith("p-g"),
    );
    expect(defined.map((path) => path.attributes.id).sort()).toEqual(
      [...new Set("MerryChristmasfromEmma")].map((c) => `p-g3-${c.codePointAt(0)}`).sort(),
    );
    // Each line is centred in the 130 mm field from x 10: its left edge is half the room left over from 10.
    const fitted = rendered.texts.greeting;
    const lines = findAll(field, (node) => node.name === "g" && node.attributes.transform !== undefined);
    expect(lines).toHaveLength(fitted?.lines.length ?? -1);
    lines.forEach((line, index) => {
      const [, left, scale] = /translate\(([-\d.]+) [-\d.]+\) scale\(([-\d.e]+)/.exec(
        line.attributes.transform ?? "",
      ) as RegExpExecArray;
      const width = (fitted?.lines[index]?.length ?? 0) * 600 * Number(scale);
      expect(Number(left)).toBeCloseTo(10 + (130 - width) / 2, 2);
    });
  });

  it("draws a month grid's names and days as outlines too", () => {
    const calendar = aWallCalendar();
    const instance = aFilledInstance(calendar, { year: 2027 });
    const page = calendar.parts[1]?.id as string;
    const root = svgOf(renderPart(calendar, instance, page, outlined).svg);
    expect(findAll(root, byName("text"))).toEqual([]);
    expect(findAll(root, byName("use")).length).toBeGreaterThan(31);
  });
});
