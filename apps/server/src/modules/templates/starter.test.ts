import { readdir } from "node:fs/promises";
import { type AssetResolver, type RenderOptions, renderTemplate } from "@shop/render/render";
import { aFilledInstance } from "@shop/render/test-templates";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, templateCategories, templates } from "../../db/schema/index.ts";
import { createTemplateCategory } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { templateProducts } from "../catalog/template-products.ts";
import {
  installStarterLibrary,
  installStarterTemplates,
  loadStarterLibrary,
  type StarterLibrary,
  starterLibraryFolder,
} from "./starter.ts";
import { templateVersionByUuid } from "./versions.ts";

const assets: AssetResolver = {
  picture: (uuid) => `/pictures/${uuid}`,
  artwork: (ref) => `/artwork/${ref}`,
  background: (uuid) => `/backgrounds/${uuid}`,
  cutout: (uuid) => `/cutouts/${uuid}`,
};
const render: RenderOptions = {
  assets,
  measure: (text, _family, size) => text.length * size * 0.2,
  mode: "print",
  placeholders: { name: "Emma", year: "2027" },
};

describe("the starter library's files (templates/starter/)", () => {
  it("are each named once in library.json, and each parses and renders every part with a child's pictures", async () => {
    const library = await loadStarterLibrary();
    const named = library.products.flatMap((p) => p.templates.map((t) => t.file));
    const files = (await readdir(starterLibraryFolder)).filter(
      (f) => f.endsWith(".json") && f !== "library.json",
    );
    expect([...named].sort()).toEqual(files.sort());
    expect(new Set(library.products.flatMap((p) => p.templates.map((t) => t.document.uuid))).size).toBe(
      named.length,
    );
    for (const product of library.products) {
      for (const { file, document } of product.templates) {
        const parts = renderTemplate(document, aFilledInstance(document, { year: 2027 }), render);
        expect(parts, file).toHaveLength(document.parts.length);
        for (const part of parts) expect(part.svg, file).toMatch(/^<svg/);
      }
    }
  });

  it("hold at least the demo's products: cards 15x15 and 10x15, wall and desk calendars, mug, mouse pad, canvas, puzzle", async () => {
    const library = await loadStarterLibrary();
    expect(library.products.map((p) => [p.name.en, p.type])).toEqual([
      ["Card 15x15", "CARDS"],
      ["Card 10x15", "CARDS"],
      ["Wall calendar 20x30", "CALENDAR"],
      ["Desk calendar", "CALENDAR"],
      ["Mug", "PHOTOGIFT"],
      ["Mouse pad", "PHOTOGIFT"],
      ["Canvas 30x40", "PHOTOGIFT"],
      ["Puzzle 500 pieces", "PHOTOGIFT"],
    ]);
  });
});

describe("installing the starter library", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const count = async () => ({
    products: (await t.db.select().from(products).where(eq(products.portalId, t.app.portalId))).length,
    templates: (await t.db.select().from(templates).where(eq(templates.portalId, t.app.portalId))).length,
    categories: (
      await t.db.select().from(templateCategories).where(eq(templateCategories.portalId, t.app.portalId))
    ).length,
  });

  it("adds its categories, products not on sale, and templates to an empty shop; a second install adds nothing", async () => {
    // A category the shop has already is kept as it is, not added twice.
    await createTemplateCategory(t, { internalName: "calendar", title: { en: "Our calendars" } });
    const first = await installStarterTemplates(t.db, t.app.portalId);
    expect(first.categoriesAdded).toEqual(["cards", "mugs", "wallart", "cards-15x15", "cards-10x15"]);
    expect(first.productsAdded).toHaveLength(8);
    expect(first.templatesAdded).toHaveLength(12);
    expect(first.lines[0]).toBe(
      "Starter library: 5 categories, 8 products and 12 templates added, 0 templates updated, 0 unchanged.",
    );
    expect(first.lines[1]).toMatch(
      /^ {2}Added, not on sale until they have a price: Card 15x15, Card 10x15, /,
    );
    // Not on sale: no price, so nothing lists them and no parent can order one.
    expect((await templateProducts(t.db, t.app.portalId)).size).toBe(0);
    const stored = await t.db.select({ active: products.active }).from(products);
    expect(stored.every((p) => !p.active)).toBe(true);
    const calendar = await t.db
      .select({ title: templateCategories.title })
      .from(templateCategories)
      .where(eq(templateCategories.internalName, "calendar"));
    expect(calendar).toEqual([{ title: { en: "Our calendars" } }]);
    const before = await count();
    expect(before).toEqual({ products: 8, templates: 12, categories: 6 });

    const second = await installStarterTemplates(t.db, t.app.portalId);
    expect(second).toMatchObject({
      categoriesAdded: [],
      productsAdded: [],
      templatesAdded: [],
      templatesUpdated: [],
    });
    expect(second.lines).toEqual([
      "The starter library is installed already: nothing added (12 templates unchanged).",
    ]);
    expect(await count()).toEqual(before);
  });

  it("makes a changed template file the template's next version, and leaves the others", async () => {
    const library = await loadStarterLibrary();
    const changed: StarterLibrary = {
      ...library,
      products: library.products.map((p) =>
        p.name.en === "Mug"
          ? {
              ...p,
              templates: p.templates.map((x) => ({
                ...x,
                document: {
                  ...x.document,
                  parts: x.document.parts.map((part) => ({ ...part, background: "#fafafa" })),
                },
              })),
            }
          : p,
      ),
    };
    const installed = await installStarterLibrary(t.db, t.app.portalId, changed);
    expect(installed.templatesUpdated).toEqual(["Photo mug"]);
    expect(installed.templatesUnchanged).toHaveLength(11);
    const mug = library.products.find((p) => p.name.en === "Mug")?.templates[0]?.document.uuid ?? "";
    const second = await templateVersionByUuid(t.db, t.app.portalId, mug, 2);
    expect(second?.document.parts[0]?.background).toBe("#fafafa");
    expect((await templateVersionByUuid(t.db, t.app.portalId, mug, 1))?.document.parts[0]?.background).toBe(
      "#ffffff",
    );
  });
});

describe("installing the starter library in a production shop, through the operator's route", () => {
  const token = "starter-operator-token-0123456789";
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        OPERATOR_TOKEN: token,
        SHOP_MODE: "production",
        PUBLIC_URL: "https://foto.example.test",
        SMTP_URL: "smtp://127.0.0.1:2525",
        INVOICE_ENABLED: "true",
      },
    });
  });
  afterAll(() => t.close());

  it("needs the operator's token, installs once, and says so the second time", async () => {
    expect(t.config.mode).toBe("production");
    const url = "/api/operator/templates/starter";
    expect((await t.app.inject({ method: "POST", url })).statusCode).toBe(401);
    const call = () => t.app.inject({ method: "POST", url, headers: { authorization: `Bearer ${token}` } });
    const first = await call();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      templatesAdded: expect.arrayContaining(["Christmas card", "Photo puzzle"]),
    });
    const second = await call();
    expect(second.json()).toMatchObject({
      productsAdded: [],
      templatesAdded: [],
      lines: ["The starter library is installed already: nothing added (12 templates unchanged)."],
    });
  });
});
