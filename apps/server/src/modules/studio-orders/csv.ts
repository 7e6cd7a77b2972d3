import type { StudioOrderListItem } from "@shop/contracts/studio-orders";

/**
 * The order list as CSV for Excel (decision 0074): UTF-8 with a byte-order mark (without it Excel reads the file as
 * the machine's code page and breaks 'ø'), ';' between fields and a decimal comma, as Excel expects them where the
 * decimal separator is a comma (Norway, the shop's home); Excel reads a ',' file there as one column.
 */

const bom = "\uFEFF";
const separator = ";";

export const csvHeader = [
  "Reference",
  "Placed",
  "Status",
  "Parent",
  "E-mail",
  "Children",
  "Classes",
  "Jobs",
  "Delivery",
  "Payment",
  "Invoice",
  "Total",
  "Currency",
] as const;

/**
 * A field quoted when it must be; a text a parent typed that starts like a formula (= + - @, tab, CR) is kept as
 * text with a leading apostrophe, so opening the file runs nothing.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function amount(minor: number): string {
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

function unique(values: readonly (string | null)[]): string {
  return [...new Set(values.filter((v): v is string => v !== null && v !== ""))].join(", ");
}

export function csvRow(order: StudioOrderListItem): string {
  return [
    order.reference,
    order.confirmedAt,
    order.status,
    order.parent?.name ?? "",
    order.parent?.email ?? "",
    unique(order.children.map((c) => c.name)),
    unique(order.children.map((c) => c.group)),
    unique(order.children.map((c) => c.job)),
    order.delivery,
    order.payment,
    order.invoice ?? "",
    amount(order.totalPrice),
    order.currency,
  ]
    .map(csvField)
    .join(separator);
}

/** The file, a batch of rows at a time as the list reads them. */
export async function* studioOrdersCsv(
  batches: AsyncIterable<StudioOrderListItem[]>,
): AsyncGenerator<string> {
  yield `${bom}${csvHeader.join(separator)}\r\n`;
  for await (const batch of batches) yield batch.map((order) => `${csvRow(order)}\r\n`).join("");
}

export function csvFileName(now: Date): string {
  return `orders-${now.toISOString().slice(0, 10)}.csv`;
}
