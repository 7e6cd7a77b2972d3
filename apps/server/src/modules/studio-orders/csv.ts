import type { StudioOrderListItem } from "@shop/contracts/studio-orders";
import { csvAmount, csvBom, csvRow, csvText } from "../../platform/spreadsheet-csv.ts";

/** The order list as CSV for Excel (decision 0074), written as the studio's other files (platform/spreadsheet-csv.ts). */
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

function unique(values: readonly (string | null)[]): string {
  return [...new Set(values.filter((v): v is string => v !== null && v !== ""))].join(", ");
}

function orderRow(order: StudioOrderListItem): string {
  const texts = [
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
  ];
  return csvRow([...texts.map(csvText), csvAmount(order.totalPrice), csvText(order.currency)]);
}

/** The file, a batch of rows at a time as the list reads them. */
export async function* studioOrdersCsv(
  batches: AsyncIterable<StudioOrderListItem[]>,
): AsyncGenerator<string> {
  yield `${csvBom}${csvRow(csvHeader)}`;
  for await (const batch of batches) yield batch.map(orderRow).join("");
}

export function csvFileName(now: Date): string {
  return `orders-${now.toISOString().slice(0, 10)}.csv`;
}
