import { describe, expect, it } from "vitest";
import {
  activeFilterChips,
  applyTemplateFilters,
  categoryTilePath,
  createProductBackPath,
  createProductPath,
  type FilterableTemplate,
  filterChoices,
  filtersFromQuery,
  hasPriceTable,
  needsPictureSetChange,
  priceTableRows,
  quantityRangeText,
  sortProductGroups,
  toggleFilterQuery,
} from "./template-lists.ts";

const sub = (internalName: string, isDefault = false) => ({ internalName, default: isDefault });

describe("where a category tile leads (spec 02 §2)", () => {
  it("sends the fixed categories to their pages", () => {
    expect(categoryTilePath({ internalName: "digitalprint", subCategories: [] })).toBe(
      "/products/digital-portraits",
    );
    expect(categoryTilePath({ internalName: "catalogues", subCategories: [] })).toBe("/products/catalogues");
    expect(categoryTilePath({ internalName: "calendar", subCategories: [] })).toBe("/templates/calendars");
    expect(categoryTilePath({ internalName: "packages", subCategories: [] })).toBe("/products/packages");
  });

  it("sends cards to the default sub-category, else the first, else plain cards", () => {
    const subs = [sub("cards-10x15"), sub("cards-15x15", true)];
    expect(categoryTilePath({ internalName: "cards", subCategories: subs })).toBe(
      "/templates/cards/cards-15x15",
    );
    expect(categoryTilePath({ internalName: "cards", subCategories: [sub("a"), sub("b")] })).toBe(
      "/templates/cards/a",
    );
    expect(categoryTilePath({ internalName: "cards", subCategories: [] })).toBe("/templates/cards");
  });

  it("sends any other category to its photo gift list", () => {
    expect(categoryTilePath({ internalName: "mugs", subCategories: [] })).toBe("/templates/photogifts/mugs");
  });
});

describe("the picture-set guard", () => {
  const qualifying = (...uuids: string[]) => ({
    firstQualifiedSubject: uuids[0] === undefined ? null : { uuid: uuids[0] },
    qualifiedSubjects: uuids,
  });

  it("asks only when the current set cannot make the category's products and another set can", () => {
    expect(needsPictureSetChange(qualifying("a"), "b")).toBe(true);
    expect(needsPictureSetChange(qualifying("a"), "a")).toBe(false);
    expect(needsPictureSetChange(qualifying(), "a")).toBe(false);
    expect(needsPictureSetChange(qualifying("a"), null)).toBe(false);
  });

  it("uses the current set when it qualifies, though a set added later qualifies first", () => {
    expect(needsPictureSetChange(qualifying("class", "emma"), "emma")).toBe(false);
    expect(needsPictureSetChange(qualifying("class", "emma"), "nora")).toBe(true);
  });
});

describe("the create-product page's links", () => {
  it("carries the list's type and category, and goes back by the template's type", () => {
    expect(createProductPath("t1", "p1", { type: "cards", category: "cards-15x15" })).toBe(
      "/templates/create/t1/p1?type=cards&category=cards-15x15",
    );
    expect(createProductPath("t1", "p1", { type: "calendars" })).toBe(
      "/templates/create/t1/p1?type=calendars",
    );
    expect(createProductBackPath("CALENDAR", "x")).toBe("/templates/calendars");
    expect(createProductBackPath("CARDS", "cards-10x15")).toBe("/templates/cards/cards-10x15");
    expect(createProductBackPath("CARDS", null)).toBe("/templates/cards");
    expect(createProductBackPath("PHOTOGIFT", "mugs")).toBe("/templates/photogifts/mugs");
  });
});

const tpl = (dimensions: string, hasText: boolean, images = 1, pages = 1): FilterableTemplate => ({
  dimensions,
  hasText,
  images,
  pages,
});

describe("the filter panel (spec 02 § Filter panel)", () => {
  it("offers a filter only with more than one option, except the text filter", () => {
    const cards = [tpl("15x15", true), tpl("15x15", false)];
    expect(filterChoices("cards", cards)).toEqual([{ key: "texts", options: ["yes", "no"] }]);
    const more = [tpl("15x15", true, 1), tpl("10x15", false, 2), tpl("15x15", false, 2)];
    expect(filterChoices("cards", more)).toEqual([
      { key: "formats", options: ["10x15", "15x15"] },
      { key: "texts", options: ["yes", "no"] },
      { key: "images", options: ["1", "2"] },
    ]);
  });

  it("gives calendars format and pages, and photo gifts none of their own", () => {
    const calendars = [tpl("20x30", false, 13, 13), tpl("21x10", false, 12, 13)];
    expect(filterChoices("calendars", calendars)).toEqual([{ key: "formats", options: ["20x30", "21x10"] }]);
    expect(filterChoices("calendars", [tpl("20x30", false, 1, 13), tpl("20x30", false, 1, 7)])).toEqual([
      { key: "pages", options: ["7", "13"] },
    ]);
    expect(filterChoices("photogifts", [tpl("a", false), tpl("b", false)])).toEqual([]);
  });

  it("offers 'With text' on every list where a template has text", () => {
    expect(filterChoices("calendars", [tpl("20x30", true, 13, 13), tpl("21x10", false, 12, 13)])).toEqual([
      { key: "formats", options: ["20x30", "21x10"] },
      { key: "texts", options: ["yes", "no"] },
    ]);
    expect(filterChoices("photogifts", [tpl("a", true), tpl("b", false)])).toEqual([
      { key: "texts", options: ["yes", "no"] },
    ]);
    // Cards keep the text filter even when none of the list's designs has a text.
    expect(filterChoices("cards", [tpl("15x15", false)])).toEqual([{ key: "texts", options: ["yes", "no"] }]);
  });

  /** A query string's pairs, decoded (what URLSearchParams gives the web app). */
  const pairs = (text: string): Array<[string, string]> =>
    text.split("&").map((pair) => {
      const [name = "", value = ""] = pair.split("=");
      return [decodeURIComponent(name), decodeURIComponent(value)];
    });
  const text = (entries: Array<[string, string]>) => entries.map(([n, v]) => `${n}=${v}`).join("&");

  it("reads repeated array parameters, drops empty values and repeats, and takes the legacy pages=", () => {
    const query = pairs("formats[]=15x15&formats[]=&formats[]=15x15&texts[]=yes&pages=13&category=x");
    expect(filtersFromQuery(query)).toEqual({
      formats: ["15x15"],
      texts: ["yes"],
      images: [],
      pages: ["13"],
    });
  });

  it("rewrites the URL on a toggle with repeated arrays, keeping the category parameter", () => {
    const on = toggleFilterQuery(pairs("category=cards-15x15"), "formats", "10x15");
    expect(text(on)).toBe("category=cards-15x15&formats[]=10x15");
    const two = toggleFilterQuery(on, "formats", "15x15");
    expect(text(two)).toBe("category=cards-15x15&formats[]=10x15&formats[]=15x15");
    const off = toggleFilterQuery(two, "formats", "10x15");
    expect(text(off)).toBe("category=cards-15x15&formats[]=15x15");
    const legacy = toggleFilterQuery(pairs("pages=13"), "pages", "7");
    expect(text(legacy)).toBe("pages[]=13&pages[]=7");
  });

  it("keeps a template that passes every filter: any chosen option of a filter, all filters", () => {
    const a = tpl("15x15", true, 1);
    const b = tpl("10x15", false, 2);
    const c = tpl("15x15", false, 2);
    const filters = { formats: ["15x15"], texts: [], images: ["2", "1"], pages: [] };
    expect(applyTemplateFilters("cards", [a, b, c], filters)).toEqual([a, c]);
    expect(applyTemplateFilters("cards", [a, b, c], { ...filters, texts: ["no"] })).toEqual([c]);
    // A calendar list without texts has no text filter: a text choice in the URL is ignored there.
    const [plain, other] = [tpl("20x30", false, 13, 13), tpl("21x10", false, 12, 13)];
    expect(
      applyTemplateFilters("calendars", [plain, other], {
        formats: [],
        texts: ["yes"],
        images: [],
        pages: [],
      }),
    ).toEqual([plain, other]);
    // One with a text has it.
    const titled = tpl("20x30", true, 13, 13);
    expect(
      applyTemplateFilters("calendars", [titled, other], {
        formats: [],
        texts: ["yes"],
        images: [],
        pages: [],
      }),
    ).toEqual([titled]);
  });

  it("shows the active filters as chips in the panel's order", () => {
    expect(activeFilterChips({ formats: ["15x15"], texts: [], images: ["1"], pages: [] })).toEqual([
      { key: "formats", value: "15x15" },
      { key: "images", value: "1" },
    ]);
  });
});

describe("product group order (spec 02 §9)", () => {
  const p = (name: string, sortOrder = 0, format?: string) => ({ name, sortOrder, format });

  it("puts calendars with 20x30 first, then those with (12, then by sortOrder and name", () => {
    const sorted = sortProductGroups("calendars", [
      p("Desk calendar", 0),
      p("Calendar (12 months)", 5),
      p("Wall calendar 20x30", 9),
      p("Another", 0),
    ]);
    expect(sorted.map((x) => x.name)).toEqual([
      "Wall calendar 20x30",
      "Calendar (12 months)",
      "Another",
      "Desk calendar",
    ]);
  });

  it("puts cards of 15x15 first, then the larger area first", () => {
    const sorted = sortProductGroups("cards", [
      p("Small", 0, "10x15"),
      p("Big", 1, "21x30"),
      p("Square", 2, "15x15"),
      p("Tiny", 3, "5x5"),
    ]);
    expect(sorted.map((x) => x.name)).toEqual(["Square", "Big", "Small", "Tiny"]);
  });

  it("orders anything else by sortOrder, then name", () => {
    const sorted = sortProductGroups("photogifts", [p("Mug", 2), p("Puzzle", 1), p("Canvas", 1)]);
    expect(sorted.map((x) => x.name)).toEqual(["Canvas", "Puzzle", "Mug"]);
  });
});

describe("the price table (spec 02 § Price table dialog)", () => {
  it("makes quantity ranges, with the campaign price only when it is lower", () => {
    const rows = priceTableRows([
      { quantity: 25, price: 1900, campaignprice: 1700 },
      { quantity: 1, price: 2900, campaignprice: null },
      { quantity: 10, price: 2400, campaignprice: 2500 },
    ]);
    expect(rows).toEqual([
      { from: 1, to: 9, price: 2900, campaignPrice: null },
      { from: 10, to: 24, price: 2400, campaignPrice: null },
      { from: 25, to: null, price: 1900, campaignPrice: 1700 },
    ]);
    expect(rows.map(quantityRangeText)).toEqual(["1–9", "10–24", "25+"]);
    expect(quantityRangeText({ from: 5, to: 5 })).toBe("5");
  });

  it("shows a promoted product's promoted price beside each regular price it is lower than (decision 0042)", () => {
    const tiers = [
      { quantity: 1, price: 19_900, campaignprice: null },
      { quantity: 10, price: 17_900, campaignprice: 16_900 },
      { quantity: 25, price: 12_900, campaignprice: null },
    ];
    expect(priceTableRows(tiers, 14_900)).toEqual([
      { from: 1, to: 9, price: 19_900, campaignPrice: 14_900 },
      { from: 10, to: 24, price: 17_900, campaignPrice: 14_900 },
      // A tier cheaper than the promoted price keeps its own price, as the cart charges it.
      { from: 25, to: null, price: 12_900, campaignPrice: null },
    ]);
    expect(priceTableRows(tiers, 16_950)[1]?.campaignPrice).toBe(16_900);
  });

  it("is offered only for a product with more than one price", () => {
    expect(hasPriceTable([{ quantity: 1, price: 1, campaignprice: null }])).toBe(false);
    expect(
      hasPriceTable([
        { quantity: 1, price: 1, campaignprice: null },
        { quantity: 2, price: 1, campaignprice: null },
      ]),
    ).toBe(true);
  });
});
