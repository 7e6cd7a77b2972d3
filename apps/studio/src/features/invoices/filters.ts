import { StudioInvoiceFilter, studioInvoicePageSizes } from "@shop/contracts/studio-invoices";

/** The list's filters as the URL holds them (so a filtered list can be linked and reloaded). */
export type InvoiceFilterName = "status" | "job" | "q";

export type InvoiceFilters = Partial<Record<InvoiceFilterName, string>>;

const names: readonly InvoiceFilterName[] = ["status", "job", "q"];

export function invoiceFiltersOf(params: URLSearchParams): InvoiceFilters {
  const filters: InvoiceFilters = {};
  for (const name of names) {
    const value = params.get(name);
    if (!value) continue;
    if (name === "status" && !StudioInvoiceFilter.safeParse(value).success) continue;
    filters[name] = value;
  }
  return filters;
}

export function invoicePageOf(params: URLSearchParams): { page: number; size: number } {
  const page = Math.max(1, Number(params.get("page")) || 1);
  const size = Number(params.get("size"));
  return { page, size: (studioInvoicePageSizes as readonly number[]).includes(size) ? size : 25 };
}

/** The server's query of the URL: its filters, the page and its size. */
export function invoiceServerQuery(params: URLSearchParams): string {
  const query = new URLSearchParams(invoiceFiltersOf(params));
  const { page, size } = invoicePageOf(params);
  if (page > 1) query.set("page", String(page));
  if (size !== 25) query.set("size", String(size));
  return query.toString();
}

/** The URL with one filter changed (empty: removed), back on the first page. */
export function withInvoiceFilter(
  params: URLSearchParams,
  name: InvoiceFilterName,
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(name, value);
  else next.delete(name);
  next.delete("page");
  return next;
}
