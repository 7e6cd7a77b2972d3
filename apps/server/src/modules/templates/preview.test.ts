import type { TemplateListResponse } from "@shop/contracts/templates";
import { templateProductTypes } from "@shop/domain/product-kind";
import { parseXml, type XmlNode } from "@shop/render/xml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  aTemplateDocument,
  createTemplate,
  createTemplateCategory,
  createTemplateProduct,
} from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";

function all(node: XmlNode, name: string): XmlNode[] {
  const found = node.name === name ? [node] : [];
  for (const child of node.children) found.push(...all(child, name));
  return found;
}

describe("GET /templates/all/{uuid}-{version}.svg", () => {
  let t: TestApp;
  let card: { id: number; uuid: string };

  beforeAll(async () => {
    t = await createTestApp();
    const cards = await createTemplateCategory(t, { internalName: "cards" });
    const product = await createTemplateProduct(t, { type: templateProductTypes.CARDS, name: "Card 15x15" });
    card = await createTemplate(t, {
      productId: product.id,
      categoryIds: [cards.id],
      document: aTemplateDocument({ name: "Portrait card", text: "Hugs from {firstName}" }),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: "GET", url });

  it("draws the first part with a grey box for the empty picture and the default text as outlines", async () => {
    const list = (await get("/api/webshop/templates/cards")).json() as TemplateListResponse;
    const url = list.templates[0]?.preview.large as string;
    expect(url).toBe(`/templates/all/${card.uuid}-1.svg`);

    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    const svg = parseXml(res.body);
    expect(svg.name).toBe("svg");
    expect(svg.attributes["data-mode"]).toBe("preview");
    expect(svg.attributes["data-part"]).toBe("front");
    expect(svg.attributes.viewBox).toBe("0 0 150 150");
    const empty = all(svg, "rect").find((rect) => rect.attributes["data-empty"] === "photo");
    expect(empty?.attributes.fill).toBe("#e5e7eb");
    // No <text> and no font the browser would have to load: the glyphs are paths in <defs>, placed with <use>.
    expect(all(svg, "text")).toEqual([]);
    expect(all(svg, "style")).toEqual([]);
    expect(res.body).not.toContain("font-family");
    const glyphs = all(svg, "path").filter((path) => path.attributes.id?.startsWith("p-g"));
    const uses = all(svg, "use");
    // "Hugs from Emma Nordmann": 20 visible glyphs, of which 16 differ (the sample name fills the placeholder; Lobster
    // joins some letters in forms of their own).
    expect(uses).toHaveLength(20);
    expect(glyphs).toHaveLength(16);
    expect(glyphs.every((path) => (path.attributes.d ?? "").length > 0)).toBe(true);
    const ids = new Set(glyphs.map((path) => `#${path.attributes.id}`));
    expect(uses.every((use) => ids.has(use.attributes.href ?? ""))).toBe(true);
  });

  it("answers the same drawing again", async () => {
    const first = await get(`/templates/all/${card.uuid}-1.svg`);
    const second = await get(`/templates/all/${card.uuid}-1.svg`);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
  });

  it("is 404 for an unknown template or version and 400 for a name that is not {uuid}-{version}.svg", async () => {
    expect((await get(`/templates/all/${card.uuid}-2.svg`)).statusCode).toBe(404);
    expect((await get("/templates/all/00000000-0000-4000-8000-000000000000-1.svg")).statusCode).toBe(404);
    expect((await get(`/templates/all/${card.uuid}.svg`)).statusCode).toBe(400);
    expect((await get(`/templates/all/${card.uuid}-1.png`)).statusCode).toBe(400);
    expect((await get(`/templates/all/${card.uuid}-0.svg`)).statusCode).toBe(400);
  });
});
