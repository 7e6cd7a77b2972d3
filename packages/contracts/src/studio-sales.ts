import { z } from "zod";
import { Money, Uuid } from "./common.ts";

/**
 * The studio's sales numbers (issue 32, area `sales`): GET /api/studio/sales (the whole shop, the start page),
 * GET /api/studio/sales/jobs/{jobUuid} (a job's page) and GET /api/studio/sales/lines.csv (the order lines with VAT for
 * accounting). Money is in minor units of `currency`, VAT included unless a field says net. Days are calendar days in
 * UTC, as the shop's other dates.
 */

/** The longest range the numbers are asked for at once: a year and a day (a leap year's window). */
export const salesMaxDays = 367;

/** A calendar day, YYYY-MM-DD. */
export const SalesDate = z.iso.date();

/** The range asked for, both ends included; the shop's numbers default to the last 30 days, a job's to its window. */
const dayMs = 86_400_000;

/** Both ends in order and at most salesMaxDays apart, when both are given (an open end is bounded by the server). */
function rangeRefined<T extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(
  schema: T,
) {
  return schema
    .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
      message: "from must not be after to",
      path: ["from"],
    })
    .refine(
      (q) =>
        q.from === undefined ||
        q.to === undefined ||
        (Date.parse(q.to) - Date.parse(q.from)) / dayMs < salesMaxDays,
      { message: `A range of at most ${salesMaxDays} days`, path: ["from"] },
    );
}

export const SalesRangeQuery = rangeRefined(
  z.object({ from: SalesDate.optional(), to: SalesDate.optional() }),
);
export type SalesRangeQuery = z.infer<typeof SalesRangeQuery>;

export const StudioSalesJobParams = z.object({ jobUuid: Uuid });

/** The CSV of order lines: every placed order's lines in the range, or a job's. */
export const SalesCsvQuery = rangeRefined(
  z.object({ job: Uuid.optional(), from: SalesDate.optional(), to: SalesDate.optional() }),
);
export type SalesCsvQuery = z.infer<typeof SalesCsvQuery>;

/** One day of the range: what the placed orders of that day sold, and how many orders. */
export const SalesDay = z.object({ date: SalesDate, revenue: Money, orders: z.number().int().min(0) });
export type SalesDay = z.infer<typeof SalesDay>;

/** A product as sold in the range: by the name the order lines kept. */
export const SalesProduct = z.object({
  name: z.string().max(500),
  revenue: Money,
  /** Items sold: the sum of the lines' quantities. */
  quantity: z.number().int().min(0),
});
export type SalesProduct = z.infer<typeof SalesProduct>;

/** What was sold at one VAT rate (basis points: 2500 = 25 %). */
export const SalesVatRate = z.object({ rate: z.number().int().min(0), net: Money, vat: Money, gross: Money });
export type SalesVatRate = z.infer<typeof SalesVatRate>;

export const SalesFigures = z.object({
  currency: z.string().length(3),
  from: SalesDate,
  to: SalesDate,
  /** What the placed orders' lines sold for, VAT included (an order's shipping, fees and voucher belong to no job). */
  revenue: Money,
  /** The VAT the revenue includes. */
  vat: Money,
  /** Placed orders (paid, invoiced and on; not cancelled, unpaid or refunded). */
  orders: z.number().int().min(0),
  /** revenue / orders, rounded; 0 without orders. */
  averageOrder: Money,
  /** Subjects whose access code was redeemed, and how many of them have a placed order. */
  codesRedeemed: z.number().int().min(0),
  codesOrdered: z.number().int().min(0),
  vatRates: z.array(SalesVatRate).max(20),
  topByRevenue: z.array(SalesProduct).max(10),
  topByQuantity: z.array(SalesProduct).max(10),
  days: z.array(SalesDay).max(salesMaxDays),
});
export type SalesFigures = z.infer<typeof SalesFigures>;

export const StudioJobSalesResponse = SalesFigures.extend({
  job: z.object({ uuid: Uuid, name: z.string().max(500) }),
});
export type StudioJobSalesResponse = z.infer<typeof StudioJobSalesResponse>;

/** The CSV's columns, in order: the header line says them in English, as accounting programs import them. */
export const salesCsvColumns = [
  "date",
  "order_reference",
  "job",
  "product",
  "quantity",
  "net",
  "vat_rate",
  "vat",
  "gross",
] as const;
