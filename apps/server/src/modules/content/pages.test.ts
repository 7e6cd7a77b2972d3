import type { ShopSettings } from "@shop/contracts/shop-settings";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPages } from "../../db/schema/content.ts";
import { createShopContent } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { settingsDocument } from "../settings/convert.ts";
import { applyShopSettings } from "../settings/service.ts";
import { parseShopSettings } from "../settings/validation.ts";

const hostile =
  '<p>Hello <strong>there</strong><script>alert(1)</script></p><img src="https://example.com/x.jpg" onerror="alert(2)">' +
  '<a href="javascript:alert(3)">bad</a> <a href="https://example.com/ok">ok</a> <a href="/contact-us">contact</a>';

function withPages(settings: ShopSettings, pages: unknown[]): ShopSettings {
  const parsed = parseShopSettings({ ...settingsDocument(settings), pages });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.settings;
}

describe("content pages", () => {
  let t: TestApp;
  let settings: ShopSettings;
  beforeAll(async () => {
    t = await createTestApp();
    settings = await createShopContent(t);
    await applyShopSettings(
      t.db,
      withPages(settings, [
        {
          id: "about",
          title: "About the photo day",
          modules: [
            { type: "title", text: "About the photo day" },
            {
              type: "slider",
              slides: [{ background: "/a.jpg", title: "A", text: "a", buttonText: "Go", link: "/products" }],
            },
            {
              type: "promoteCategory",
              categories: [
                { category: "cards", link: "/products/cards", image: "", title: "Cards", text: "" },
                { category: "photobook", link: "/products/photobook", image: "", title: "Books", text: "" },
              ],
            },
            { type: "paragraph", isHTML: true, content: hostile },
            { type: "paragraph", isHTML: false, content: "Plain <b>text</b> stays text" },
            { type: "image", src: "/x.jpg", link: "", openInNewWindow: false },
            { type: "richText", content: hostile },
          ],
        },
      ]),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers a page's modules", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/webshop/legacy-pages/about" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.title).toBe("About the photo day");
    expect(body.modules.map((m: { type: string }) => m.type)).toEqual([
      "title",
      "slider",
      "promoteCategory",
      "paragraph",
      "paragraph",
      "image",
      "richText",
    ]);
    expect(body.modules[4].content).toBe("Plain <b>text</b> stays text");
  });

  it("an unknown page is 'Page not found'", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/webshop/legacy-pages/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "page_not_found", error: "Page not found" });
    const bad = await t.app.inject({ method: "GET", url: "/api/webshop/legacy-pages/..%2Fx" });
    expect(bad.statusCode).toBe(400);
  });

  it("HTML is sanitised: no script, no event handler, no javascript: link", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/webshop/legacy-pages/about" });
    for (const m of [res.json().modules[3], res.json().modules[6]]) {
      const html: string = m.content;
      expect(html).toContain("<strong>there</strong>");
      expect(html).not.toMatch(/<script|alert\(1\)/);
      expect(html).not.toMatch(/onerror/i);
      expect(html).not.toMatch(/javascript:/i);
      expect(html).toContain('<img src="https://example.com/x.jpg" />');
      expect(html).toContain('href="https://example.com/ok" rel="noopener noreferrer" target="_blank"');
      expect(html).toContain('<a href="/contact-us">contact</a>');
    }
  });

  it("stored HTML is sanitised too, and a row written by hand is sanitised again when answered", async () => {
    const [row] = await t.db.select().from(contentPages).where(eq(contentPages.slug, "about"));
    expect(JSON.stringify(row?.modules)).not.toMatch(/script|onerror|javascript:/i);
    await t.db.insert(contentPages).values({
      portalId: t.app.portalId,
      slug: "by-hand",
      title: "By hand",
      modules: [{ type: "richText", content: hostile }],
    });
    const res = await t.app.inject({ method: "GET", url: "/api/webshop/legacy-pages/by-hand" });
    expect(res.statusCode).toBe(200);
    expect(res.json().modules[0].content).not.toMatch(/<script|onerror|javascript:/i);
  });

  it("answers a page written per language in the page's language, its HTML sanitised in each", async () => {
    await applyShopSettings(
      t.db,
      withPages(settings, [
        {
          id: "accessibility",
          title: { en: "Accessibility statement", nb: "Tilgjengelighetserklæring" },
          modules: {
            en: [{ type: "title", text: "What we aim for" }],
            nb: [
              { type: "title", text: "Hva vi sikter mot" },
              { type: "richText", content: hostile },
            ],
          },
        },
      ]),
    );
    const read = (headers: Record<string, string>) =>
      t.app.inject({ method: "GET", url: "/api/webshop/legacy-pages/accessibility", headers });
    const nb = (await read({ "x-shop-language": "nb" })).json();
    expect(nb.title).toBe("Tilgjengelighetserklæring");
    expect(nb.modules[0]).toEqual({ type: "title", text: "Hva vi sikter mot" });
    expect(nb.modules[1].content).not.toMatch(/<script|onerror|javascript:/i);
    const en = (await read({ "x-shop-language": "en" })).json();
    expect(en).toEqual({
      title: "Accessibility statement",
      modules: [{ type: "title", text: "What we aim for" }],
    });
    // Another language reads the shop's default language's page.
    expect((await read({ "accept-language": "sv" })).json().title).toBe("Accessibility statement");
  });

  it("the settings file validates pages and removes the ones it no longer lists", async () => {
    const bad = parseShopSettings({
      ...settingsDocument(settings),
      pages: [{ id: "About Us", title: "x", modules: [{ type: "image", src: "javascript:alert(1)" }] }],
    });
    expect(bad.ok).toBe(false);
    await applyShopSettings(t.db, withPages(settings, []));
    const res = await t.app.inject({ method: "GET", url: "/api/webshop/legacy-pages/about" });
    expect(res.statusCode).toBe(404);
  });
});
