import {
  type SalesFigures,
  type SalesRangeQuery,
  type StudioJobSalesResponse,
  salesMaxDays,
} from "@shop/contracts/studio-sales";
import type { Db } from "../../db/client.ts";
import { shopProfile } from "../content/service.ts";
import {
  placedSpan,
  type SalesFilter,
  salesByDay,
  salesByRate,
  subjectsThatOrdered,
  topProducts,
} from "../orders/sales-reads.ts";
import { subjectIdsOfJobs } from "../subjects/job-summaries.ts";
import { type JobRow, jobsOfShop } from "../subjects/jobs.ts";
import { redeemedInRange, redeemedOfSubjects } from "../subjects/redeemed-codes.ts";

/**
 * The studio's sales numbers (issue 32, decision 0078): the whole shop's over a range of days (the last 30 by default)
 * and a job's over its order window. Every figure is an aggregate the orders and subjects modules compute in SQL
 * (orders/sales-reads.ts, subjects/redeemed-codes.ts); this module only puts them together.
 */

const dayMs = 86_400_000;
/** How many products each top list names. */
const topCount = 5;
const shopDefaultDays = 30;

export class SalesJobNotFoundError extends Error {}

/** A UTC calendar day as YYYY-MM-DD. */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function startOf(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

export function addDays(day: string, days: number): string {
  return dayOf(new Date(startOf(day).getTime() + days * dayMs));
}

/** A range of whole days, both ends included, never longer than the contract allows (the later end kept). */
export interface DayRange {
  from: string;
  to: string;
}

function bounded(range: DayRange): DayRange {
  const earliest = addDays(range.to, -(salesMaxDays - 1));
  return { from: maxDay(range.from, earliest), to: range.to };
}

/** The shop's range: what was asked, an open end filled in (today; 30 days up to the end). */
export function shopRange(query: SalesRangeQuery, now: Date): DayRange {
  const to = query.to ?? (query.from === undefined ? dayOf(now) : maxDay(query.from, dayOf(now)));
  return bounded({ from: query.from ?? addDays(to, -(shopDefaultDays - 1)), to });
}

function maxDay(a: string, b: string): string {
  return a > b ? a : b;
}

/**
 * A job's order window: from its first placed order (today, before any) to its order deadline, or to
 * today while it has none or is not past it, and to the last order placed after it (an invoice settled late).
 */
function jobWindow(job: JobRow, span: { first: Date; last: Date } | null, now: Date) {
  const today = dayOf(now);
  const from = span ? dayOf(span.first) : today;
  let to = job.orderDeadline ? dayOf(job.orderDeadline) : today;
  if (to < from) to = from;
  if (span && dayOf(span.last) > to) to = dayOf(span.last);
  return { from, to };
}

async function figures(
  db: Db,
  filter: Omit<SalesFilter, "from" | "to" | "fallbackVatRate">,
  range: DayRange,
  codes: () => Promise<number[]>,
): Promise<SalesFigures> {
  const profile = await shopProfile(db, filter.portalId);
  const full: SalesFilter = {
    ...filter,
    from: startOf(range.from),
    to: startOf(addDays(range.to, 1)),
    fallbackVatRate: profile.vatRate,
  };
  const [rates, days, top, redeemed] = await Promise.all([
    salesByRate(db, full),
    salesByDay(db, full),
    topProducts(db, full, topCount),
    codes(),
  ]);
  const ordered = await subjectsThatOrdered(db, filter.portalId, redeemed);
  const all = rates.find((r) => r.rate === null) ?? { gross: 0, vat: 0, orders: 0 };
  const perDay = new Map(days.map((d) => [d.date, d]));
  const series = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    series.push(perDay.get(day) ?? { date: day, revenue: 0, orders: 0 });
  }
  return {
    currency: profile.currency,
    from: range.from,
    to: range.to,
    revenue: all.gross,
    vat: all.vat,
    orders: all.orders,
    averageOrder: all.orders === 0 ? 0 : Math.round(all.gross / all.orders),
    codesRedeemed: redeemed.length,
    codesOrdered: ordered.size,
    vatRates: rates
      .flatMap((r) =>
        r.rate === null ? [] : [{ rate: r.rate, gross: r.gross, vat: r.vat, net: r.gross - r.vat }],
      )
      .sort((a, b) => b.rate - a.rate),
    topByRevenue: top.byRevenue,
    topByQuantity: top.byQuantity,
    days: series,
  };
}

/** The whole shop's numbers over the range; codes are those redeemed in it, and how many of them ever ordered. */
export async function shopSales(
  db: Db,
  portalId: number,
  query: SalesRangeQuery,
  now = new Date(),
): Promise<SalesFigures> {
  const range = shopRange(query, now);
  return figures(db, { portalId }, range, () =>
    redeemedInRange(db, portalId, startOf(range.from), startOf(addDays(range.to, 1))),
  );
}

/** The job of this shop by uuid, and its subjects; another shop's answers as unknown. */
export async function salesJob(
  db: Db,
  portalId: number,
  jobUuid: string,
): Promise<{ job: JobRow; subjectIds: number[] }> {
  const [job] = await jobsOfShop(db, portalId, { uuid: jobUuid.toLowerCase() });
  if (!job) throw new SalesJobNotFoundError("No such job");
  const subjectIds = (await subjectIdsOfJobs(db, [job.id])).get(job.id) ?? [];
  return { job, subjectIds };
}

/**
 * A job's numbers over its order window, or the range asked for; codes are every subject of the job whose code was
 * redeemed, and how many of them ordered.
 */
export async function jobSales(
  db: Db,
  portalId: number,
  jobUuid: string,
  query: SalesRangeQuery,
  now = new Date(),
): Promise<StudioJobSalesResponse> {
  const { job, subjectIds } = await salesJob(db, portalId, jobUuid);
  const window =
    query.from !== undefined && query.to !== undefined
      ? { from: query.from, to: query.to }
      : jobWindow(job, await placedSpan(db, portalId, subjectIds), now);
  const range = bounded({
    from: query.from ?? window.from,
    to: query.to ?? maxDay(window.to, query.from ?? ""),
  });
  const numbers = await figures(db, { portalId, subjectIds }, range, () =>
    redeemedOfSubjects(db, subjectIds),
  );
  return { ...numbers, job: { uuid: job.uuid, name: job.name } };
}
