import { vatIncluded } from "./summary.ts";

/**
 * What an invoice of an order says (issue 33), computed from the order as it was placed: its lines (the order's lines,
 * then the voucher, delivery and fees of its summary, so the lines add up to the order's total), the VAT of each line
 * and per rate, and the due date.
 */

export interface InvoiceLine {
  /** An order line ('product'), or the summary's voucher, delivery or fee. */
  kind: "product" | "voucher" | "rebate" | "shipping" | "fee";
  description: string;
  quantity: number;
  /** The line's total with VAT, minor units (a voucher's is negative). */
  amount: number;
  /** Basis points, e.g. 2500 for 25 %. */
  vatRate: number;
  vatAmount: number;
}

export interface InvoiceVatGroup {
  /** Basis points. */
  rate: number;
  /** The lines' total with VAT at this rate. */
  gross: number;
  vat: number;
}

export interface InvoiceOrder {
  lines: ReadonlyArray<{ description: string; quantity: number; amount: number }>;
  /** The summary's voucher, delivery and fee lines as the order keeps them. */
  summary: ReadonlyArray<{ kind: string; description: string; linePrice: number }>;
  /** Basis points; one rate per order (orders.vat_rate). */
  vatRate: number;
  totalPrice: number;
}

const extraKinds = new Set<string>(["voucher", "rebate", "shipping", "fee"] satisfies InvoiceLine["kind"][]);

function isExtraKind(kind: string): kind is Exclude<InvoiceLine["kind"], "product"> {
  return extraKinds.has(kind);
}

/** The invoice's lines: each order line, then the summary's voucher, delivery and fees (a free delivery left out). */
export function invoiceLinesOf(order: InvoiceOrder): InvoiceLine[] {
  const lines: InvoiceLine[] = order.lines.map((l) => ({
    kind: "product",
    description: l.description,
    quantity: l.quantity,
    amount: l.amount,
    vatRate: order.vatRate,
    vatAmount: vatIncluded(l.amount, order.vatRate),
  }));
  for (const s of order.summary) {
    if (!isExtraKind(s.kind) || (s.kind === "shipping" && s.linePrice === 0)) continue;
    lines.push({
      kind: s.kind,
      description: s.description,
      quantity: 1,
      amount: s.linePrice,
      vatRate: order.vatRate,
      vatAmount: vatIncluded(s.linePrice, order.vatRate),
    });
  }
  return lines;
}

/**
 * The VAT per rate: each rate's VAT is computed once from its lines' total (as the order's own VAT is), so the
 * invoice's VAT is the order's even where rounding each line would differ by an øre.
 */
export function vatByRate(lines: readonly InvoiceLine[]): InvoiceVatGroup[] {
  const gross = new Map<number, number>();
  for (const line of lines) gross.set(line.vatRate, (gross.get(line.vatRate) ?? 0) + line.amount);
  return [...gross]
    .sort(([a], [b]) => b - a)
    .map(([rate, total]) => ({ rate, gross: total, vat: vatIncluded(total, rate) }));
}

/** The lines' total with VAT. */
export function invoiceTotal(lines: readonly InvoiceLine[]): number {
  return lines.reduce((sum, line) => sum + line.amount, 0);
}

/** The shop's time zone: a Norwegian shop's day (the invoice's date, its due date) is Oslo's. */
export const shopTimeZone = "Europe/Oslo";

/** The day (YYYY-MM-DD) an instant falls on in the time zone. */
export function dayOf(at: Date, timeZone: string = shopTimeZone): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
}

/** The due date: the invoice's day in the shop's time zone, plus the days the settings give. */
export function dueDateOf(issuedAt: Date, dueDays: number, timeZone: string = shopTimeZone): string {
  const [year, month, day] = dayOf(issuedAt, timeZone).split("-").map(Number);
  const due = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + dueDays));
  return due.toISOString().slice(0, 10);
}

/** The fewest and most days the settings allow between an invoice's date and its due date. */
export const dueDaysRange = { min: 1, max: 90 } as const;
