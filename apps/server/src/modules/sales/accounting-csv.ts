import { type SalesCsvQuery, salesCsvColumns } from "@shop/contracts/studio-sales";
import { limits } from "@shop/domain/limits";
import { vatIncluded } from "@shop/domain/summary";
import type { Db } from "../../db/client.ts";
import { csvAmount, csvBom, csvRate, csvRow, csvText } from "../../platform/spreadsheet-csv.ts";
import { shopProfile } from "../content/service.ts";
import { type AccountingOrder, accountingPage, type SalesFilter } from "../orders/sales-reads.ts";
import { subjectsByIds } from "../subjects/jobs.ts";
import { addDays, dayOf, salesJob, shopRange, startOf } from "./service.ts";

/**
 * The order lines of the placed orders with their VAT, for accounting (issue 32, decision 0078): UTF-8 with a byte
 * order mark, fields separated by semicolons, amounts in the currency's major unit with a decimal comma, as Excel in
 * Norwegian and the Norwegian accounting programs read them without an import dialog. One row per order line (a job's
 * lines only, when a job is asked for); the whole shop's file adds each order's shipping, fees and voucher as rows of
 * their own, so its gross sums to what the parents paid. Streamed a page of orders at a time.
 */

const pageSize = 500;
function orderRows(order: AccountingOrder, jobNames: ReadonlyMap<number, string>, withOrderAmounts: boolean) {
  const date = dayOf(order.confirmedAt);
  const reference = order.uuid.slice(0, limits.orderReferenceLength);
  const line = (job: string, product: string, quantity: number, gross: number) => {
    const vat = vatIncluded(gross, order.vatRate);
    return csvRow([
      date,
      reference,
      csvText(job),
      csvText(product),
      String(quantity),
      csvAmount(gross - vat),
      csvRate(order.vatRate),
      csvAmount(vat),
      csvAmount(gross),
    ]);
  };
  let text = "";
  for (const l of order.lines) {
    const job = l.subjectId === null ? "" : (jobNames.get(l.subjectId) ?? "");
    text += line(job, l.productName, l.quantity, l.gross);
  }
  if (withOrderAmounts) {
    for (const s of order.summary) {
      if ((s.kind === "shipping" || s.kind === "fee" || s.kind === "voucher") && s.linePrice !== 0) {
        text += line("", s.description, 1, s.linePrice);
      }
    }
  }
  return text;
}

/**
 * The file's text, piece by piece: the byte order mark and header, then each page of orders. The job is looked up
 * before the stream is handed back, so an unknown one answers 404 rather than a broken file. A job's file without a
 * range holds all its orders; the shop's, the last 30 days.
 */
export async function accountingCsv(
  db: Db,
  portalId: number,
  query: SalesCsvQuery,
  now = new Date(),
): Promise<AsyncGenerator<string>> {
  const job = query.job === undefined ? null : await salesJob(db, portalId, query.job);
  const profile = await shopProfile(db, portalId);
  const whole = job !== null && query.from === undefined && query.to === undefined;
  const range = shopRange({ from: query.from, to: query.to }, now);
  const filter: SalesFilter = {
    portalId,
    from: whole ? new Date(0) : startOf(range.from),
    to: startOf(addDays(range.to, 1)),
    fallbackVatRate: profile.vatRate,
    ...(job === null ? {} : { subjectIds: job.subjectIds }),
  };
  return pages(db, filter, job === null);
}

async function* pages(db: Db, filter: SalesFilter, withOrderAmounts: boolean): AsyncGenerator<string> {
  yield `${csvBom}${csvRow(salesCsvColumns)}`;
  const jobNames = new Map<number, string>();
  let after: { confirmedAt: Date; id: number } | null = null;
  for (;;) {
    const page = await accountingPage(db, filter, after, pageSize);
    if (page.length === 0) return;
    const subjectIds = page.flatMap((o) =>
      o.lines.flatMap((l) => (l.subjectId === null ? [] : [l.subjectId])),
    );
    const found = await subjectsByIds(
      db,
      subjectIds.filter((id) => !jobNames.has(id)),
    );
    for (const [id, subject] of found) jobNames.set(id, subject.jobName);
    yield page.map((o) => orderRows(o, jobNames, withOrderAmounts)).join("");
    const last = page[page.length - 1] as AccountingOrder;
    after = { confirmedAt: last.confirmedAt, id: last.id };
    if (page.length < pageSize) return;
  }
}
