import { studioOrderPageSizes } from "@shop/contracts/studio-orders";

/**
 * The list's filters live in the page's URL (a link can be shared, Back goes to the filters before): these are the
 * names the server's query takes, so the URL's query is handed on as it is, less what is empty or not a filter.
 */
export const filterNames = [
  "job",
  "class",
  "status",
  "delivery",
  "payment",
  "invoice",
  "from",
  "to",
  "q",
] as const;
export type FilterName = (typeof filterNames)[number];

/** The filters of a URL's query, each either set or absent. */
export function filtersOf(params: URLSearchParams): Partial<Record<FilterName, string>> {
  const filters: Partial<Record<FilterName, string>> = {};
  for (const name of filterNames) {
    const value = params.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return filters;
}

/** The page and its size of a URL's query, within what the server takes. */
export function pageOf(params: URLSearchParams): { page: number; size: number } {
  const page = Number(params.get("page"));
  const size = Number(params.get("size"));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: (studioOrderPageSizes as readonly number[]).includes(size) ? size : studioOrderPageSizes[0],
  };
}

/**
 * The query after one filter changes: a class belongs to its job and an invoice's state to the invoice payment, so
 * they go when those do; a new filter starts at the first page.
 */
export function withFilter(params: URLSearchParams, name: FilterName, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value.trim()) next.set(name, value.trim());
  else next.delete(name);
  if (name === "job") next.delete("class");
  if (name === "payment" && value !== "invoice") next.delete("invoice");
  next.delete("page");
  return next;
}

/** The server's query of the filters alone (the CSV), or of the filters and the page (the list). */
export function serverQuery(params: URLSearchParams, withPage: boolean): string {
  const query = new URLSearchParams(filtersOf(params));
  if (withPage) {
    const { page, size } = pageOf(params);
    if (page > 1) query.set("page", String(page));
    if (size !== studioOrderPageSizes[0]) query.set("size", String(size));
  }
  return query.toString();
}
