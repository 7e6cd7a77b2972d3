import { unitPriceWith } from "./pricing.ts";

/**
 * The rules of the product category overview and the template lists (spec 02 §2 "Product category overview",
 * "Template list pages", "Filter panel", "Price table dialog"; §9 product group sorting): where a category tile
 * leads, which filters a list shows, how the URL carries them, which templates they keep, and in which order the
 * product groups come.
 */

export const templateListTypes = ["cards", "calendars", "photogifts"] as const;
export type TemplateListType = (typeof templateListTypes)[number];

export function isTemplateListType(value: string | undefined): value is TemplateListType {
  return (templateListTypes as readonly string[]).includes(value ?? "");
}

/** The template list of a type, optionally of one category (the cards sub-category or the photo gift category). */
export function templateListPath(type: TemplateListType, category?: string | null): string {
  return category ? `/templates/${type}/${encodeURIComponent(category)}` : `/templates/${type}`;
}

/** The create-product page of a template of a product, with the list it came from in the query. */
export function createProductPath(
  templateUuid: string,
  productUuid: string,
  list: { type: TemplateListType; category?: string | null },
): string {
  const category = list.category ? `&category=${encodeURIComponent(list.category)}` : "";
  return `/templates/create/${templateUuid}/${productUuid}?type=${list.type}${category}`;
}

/** Where the create-product page's back link goes: by the template's type (CALENDAR, CARDS, other). */
export function createProductBackPath(templateType: string, category: string | null): string {
  if (templateType === "CALENDAR") return templateListPath("calendars");
  if (templateType === "CARDS") return templateListPath("cards", category);
  return templateListPath("photogifts", category);
}

export interface CategoryTileFacts {
  readonly internalName: string;
  readonly subCategories: readonly { readonly internalName: string; readonly default: boolean }[];
}

/**
 * Where a category tile leads: digital pictures, catalogues, the cards list of the default sub-category (or the
 * first, or plain cards without any), calendars, packages, and any other category to its photo gift list.
 */
export function categoryTilePath(category: CategoryTileFacts): string {
  switch (category.internalName) {
    case "digitalprint":
      return "/products/digital-portraits";
    case "catalogues":
      return "/products/catalogues";
    case "cards": {
      const sub = category.subCategories.find((s) => s.default) ?? category.subCategories[0];
      return templateListPath("cards", sub?.internalName);
    }
    case "calendar":
      return templateListPath("calendars");
    case "packages":
      return "/products/packages";
    default:
      return templateListPath("photogifts", category.internalName);
  }
}

/** What the picture-set guard reads of a category: the user's sets that qualify for it, most recent first. */
export interface PictureSetGuardFacts {
  readonly firstQualifiedSubject: { readonly uuid: string } | null;
  readonly qualifiedSubjects: readonly string[];
}

/**
 * The picture-set guard: a tile asks first ('Change picture set') only when the set the parent shops for cannot make
 * the category's products and another of their sets can (the first qualified one is offered). A current set that
 * qualifies is used even when a set added later qualifies too. Without a current set, or without a qualified one,
 * it goes on.
 */
export function needsPictureSetChange(
  category: PictureSetGuardFacts,
  currentSubjectUuid: string | null,
): boolean {
  return (
    category.firstQualifiedSubject !== null &&
    currentSubjectUuid !== null &&
    !category.qualifiedSubjects.includes(currentSubjectUuid)
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Filters

export const templateFilterKeys = ["formats", "texts", "images", "pages"] as const;
export type TemplateFilterKey = (typeof templateFilterKeys)[number];
export type TemplateFilters = Readonly<Record<TemplateFilterKey, readonly string[]>>;

/** Which filters each list offers: cards by format, text and images; calendars by format and pages. */
export const filtersOfListType: Readonly<Record<TemplateListType, readonly TemplateFilterKey[]>> = {
  cards: ["formats", "texts", "images"],
  calendars: ["formats", "pages"],
  photogifts: [],
};

/** What a template shows to the filters. */
export interface FilterableTemplate {
  /** The trim size in centimetres, 15x15. */
  readonly dimensions: string;
  readonly hasText: boolean;
  /** The number of image fields. */
  readonly images: number;
  /** The number of parts (pages or sides). */
  readonly pages: number;
}

/** The text filter's values. */
export const textFilterValues = ["yes", "no"] as const;

function filterValue(template: FilterableTemplate, key: TemplateFilterKey): string {
  switch (key) {
    case "formats":
      return template.dimensions;
    case "texts":
      return template.hasText ? "yes" : "no";
    case "images":
      return String(template.images);
    case "pages":
      return String(template.pages);
  }
}

const byNumberThenText = (a: string, b: string) => {
  const numbers = [Number.parseFloat(a), Number.parseFloat(b)];
  const [x = Number.NaN, y = Number.NaN] = numbers;
  if (!Number.isNaN(x) && !Number.isNaN(y) && x !== y) return x - y;
  return a.localeCompare(b);
};

/** A URL's query as name and value pairs, in order (a URLSearchParams is one). */
export type QueryEntries = Iterable<readonly [string, string]>;

export interface FilterChoice {
  readonly key: TemplateFilterKey;
  readonly options: readonly string[];
}

/**
 * The filters a list offers: those of its type, and 'With text' on any list where a template has text (a calendar's
 * cover, a mug's name), so a parent can find the designs with or without a text wherever there are both kinds.
 */
export function offeredFilters(
  type: TemplateListType,
  templates: readonly FilterableTemplate[],
): TemplateFilterKey[] {
  const ofType = filtersOfListType[type];
  const withText = templates.some((t) => t.hasText);
  return templateFilterKeys.filter((key) => ofType.includes(key) || (key === "texts" && withText));
}

/**
 * The filters the panel shows for a list and its templates, each with its options: a filter appears only when its
 * templates differ in it (more than one option), except the text filter, which always appears (Yes and No).
 */
export function filterChoices(
  type: TemplateListType,
  templates: readonly FilterableTemplate[],
): FilterChoice[] {
  const choices: FilterChoice[] = [];
  for (const key of offeredFilters(type, templates)) {
    if (key === "texts") {
      choices.push({ key, options: [...textFilterValues] });
      continue;
    }
    const options = [...new Set(templates.map((t) => filterValue(t, key)).filter((v) => v !== ""))].sort(
      byNumberThenText,
    );
    if (options.length > 1) choices.push({ key, options });
  }
  return choices;
}

/**
 * The filters a URL's query sets: repeated `formats[]=`, `texts[]=`, `images[]=`, `pages[]=` (a plain `pages=` of
 * the legacy route too); empty values are dropped, and each value counts once.
 */
export function filtersFromQuery(query: QueryEntries): TemplateFilters {
  const entries = [...query];
  const all = (name: string) => entries.filter(([n]) => n === name).map(([, value]) => value);
  const read = (key: TemplateFilterKey) => {
    const values = [...all(`${key}[]`), ...(key === "pages" ? all("pages") : [])];
    return [...new Set(values.map((v) => v.trim()).filter((v) => v !== ""))];
  };
  return { formats: read("formats"), texts: read("texts"), images: read("images"), pages: read("pages") };
}

/**
 * The query after toggling one option: the filter parameters written again as repeated arrays in a fixed order,
 * every other parameter (the category) kept, options with empty values dropped.
 */
export function toggleFilterQuery(
  query: QueryEntries,
  key: TemplateFilterKey,
  value: string,
): Array<[string, string]> {
  const filters = filtersFromQuery(query);
  const current = filters[key];
  const next = {
    ...filters,
    [key]: current.includes(value) ? current.filter((v) => v !== value) : [...current, value],
  };
  return queryWithFilters(query, next);
}

/** The query with these filters, every other parameter kept. */
export function queryWithFilters(query: QueryEntries, filters: TemplateFilters): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const [name, value] of query) {
    if (name === "pages" || templateFilterKeys.some((key) => name === `${key}[]`)) continue;
    out.push([name, value]);
  }
  for (const key of templateFilterKeys) {
    for (const value of filters[key]) if (value.trim() !== "") out.push([`${key}[]`, value]);
  }
  return out;
}

/** The active filters as chips, in the panel's order. */
export function activeFilterChips(
  filters: TemplateFilters,
): Array<{ key: TemplateFilterKey; value: string }> {
  return templateFilterKeys.flatMap((key) => filters[key].map((value) => ({ key, value })));
}

/**
 * The templates the filters keep: a template passes a filter with no option chosen, or when its value is one of the
 * chosen options; it must pass every filter the list offers. Filters the list does not offer are ignored.
 */
export function applyTemplateFilters<T extends FilterableTemplate>(
  type: TemplateListType,
  templates: readonly T[],
  filters: TemplateFilters,
): T[] {
  const keys = offeredFilters(type, templates);
  return templates.filter((template) =>
    keys.every((key) => filters[key].length === 0 || filters[key].includes(filterValue(template, key))),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Product groups

export interface SortableProduct {
  readonly name: string;
  readonly sortOrder: number;
  /** The format of the product's templates (15x15), for cards. */
  readonly format?: string;
}

function area(format: string | undefined): number {
  const match = /(\d+(?:[.,]\d+)?)\s*x\s*(\d+(?:[.,]\d+)?)/i.exec(format ?? "");
  if (!match) return 0;
  return Number((match[1] ?? "0").replace(",", ".")) * Number((match[2] ?? "0").replace(",", "."));
}

function rank(type: TemplateListType, product: SortableProduct): number[] {
  if (type === "calendars") {
    return [product.name.includes("20x30") ? 0 : product.name.includes("(12") ? 1 : 2];
  }
  if (type === "cards") {
    const format = product.format ?? product.name;
    return [/\b15x15\b/i.test(format) ? 0 : 1, -area(format)];
  }
  return [];
}

/**
 * The order of the product groups (spec 02 §9): calendars with 20x30 in the name first, then those with "(12";
 * cards of 15x15 first, then the larger area first; then, and for everything else, by sortOrder and then by name.
 */
export function sortProductGroups<T extends SortableProduct>(
  type: TemplateListType,
  products: readonly T[],
): T[] {
  return [...products].sort((a, b) => {
    const ra = rank(type, a);
    const rb = rank(type, b);
    for (let i = 0; i < ra.length; i++) {
      const d = (ra[i] ?? 0) - (rb[i] ?? 0);
      if (d !== 0) return d;
    }
    return a.sortOrder - b.sortOrder || a.name.localeCompare(b.name);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Price table

export interface PriceTier {
  readonly quantity: number;
  readonly price: number;
  readonly campaignprice: number | null;
}

export interface PriceTableRow {
  /** The first quantity of the range. */
  readonly from: number;
  /** The last quantity of the range; null for the open last range. */
  readonly to: number | null;
  readonly price: number;
  /**
   * What one piece of the range costs when that is lower than its price: its campaign price, or the product's
   * promoted price (decision 0042) when lower still; null when the range pays its price.
   */
  readonly campaignPrice: number | null;
}

/**
 * A product's price tiers as quantity ranges (1–9, 10–24, 25+), lowest first, each with the price the cart charges
 * for a piece of it (`unitPriceWith`): a promoted product's promoted price beside the struck-out regular price, as
 * everywhere else that product is priced.
 */
export function priceTableRows(
  tiers: readonly PriceTier[],
  promotedPrice: number | null = null,
): PriceTableRow[] {
  const sorted = [...tiers].sort((a, b) => a.quantity - b.quantity);
  const prices = sorted.map((t) => ({
    quantity: t.quantity,
    price: t.price,
    campaignPrice: t.campaignprice,
  }));
  return sorted.map((tier, index) => {
    const next = sorted[index + 1];
    const unit = unitPriceWith(prices, tier.quantity, promotedPrice);
    return {
      from: tier.quantity,
      to: next === undefined ? null : next.quantity - 1,
      price: tier.price,
      campaignPrice: unit.actual < tier.price ? unit.actual : null,
    };
  });
}

/** A range's quantities as the '%s pcs' label shows them: "1–9", "10", "25+". */
export function quantityRangeText(row: Pick<PriceTableRow, "from" | "to">): string {
  if (row.to === null) return `${row.from}+`;
  return row.to === row.from ? String(row.from) : `${row.from}–${row.to}`;
}

/** The '(Prices)' link shows only when a product has more than one price. */
export function hasPriceTable(tiers: readonly PriceTier[]): boolean {
  return tiers.length > 1;
}
