import { confirmedStatuses } from "@shop/domain/order-lifecycle";
import type { SummaryLine } from "@shop/domain/summary";
import { and, asc, eq, gt, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orderLines, orders } from "../../db/schema/orders.ts";

/**
 * The sales module's reads of the orders (issue 32, decision 0078): aggregates in SQL over the placed orders (paid,
 * invoiced and on: not created, awaiting payment, cancelled or refunded) of one shop, by the time each was placed
 * (`confirmed_at`). A job's are the lines of its subjects (`order_lines_subject_idx`); the whole shop's are found by
 * `orders_portal_confirmed_idx`. A line's VAT is taken out of its price at its order's rate, as the summary does.
 */
export interface SalesFilter {
  portalId: number;
  /** Placed at or after. */
  from: Date;
  /** Placed before. */
  to: Date;
  /** Only the lines of these subjects (a job's); absent: every line. */
  subjectIds?: readonly number[];
  /** The rate of an order made before orders kept theirs (the backfill left none; a test's bare row may). */
  fallbackVatRate: number;
}

const placed = sql.raw(confirmedStatuses.map((s) => `'${s}'`).join(", "));

function rateOf(filter: SalesFilter): SQL<number> {
  // A literal, not a parameter: GROUP BY matches the select's expression only when both are the same text.
  const fallback = sql.raw(String(Math.trunc(filter.fallbackVatRate)));
  return sql<number>`coalesce(${orders.vatRate}, ${fallback})`;
}

function linesWhere(filter: SalesFilter): SQL | undefined {
  return and(
    eq(orders.portalId, filter.portalId),
    sql`${orders.status} in (${placed})`,
    gte(orders.confirmedAt, filter.from),
    lt(orders.confirmedAt, filter.to),
    filter.subjectIds === undefined ? undefined : inArray(orderLines.subjectId, [...filter.subjectIds]),
  );
}

// What a line sold for less what was paid back of it (a partial refund lowers the revenue; a whole refund already
// leaves the order out, its status refunded).
const gross = sql<number>`(${orderLines.actualLinePrice} - ${orderLines.refundedAmount})`;

export interface SalesAtRate {
  /** Basis points; null on the row of all rates together. */
  rate: number | null;
  gross: number;
  vat: number;
  orders: number;
}

/** What the lines sold per VAT rate, and (rate null) all together with the number of orders, in one statement. */
export async function salesByRate(db: Db, filter: SalesFilter): Promise<SalesAtRate[]> {
  if (filter.subjectIds?.length === 0) return [{ rate: null, gross: 0, vat: 0, orders: 0 }];
  const rate = rateOf(filter);
  const rows = await db
    .select({
      rate: sql<number | null>`case when grouping(${rate}) = 1 then null else ${rate} end`,
      gross: sql<number>`coalesce(sum(${gross}), 0)::bigint`,
      vat: sql<number>`coalesce(sum(round(${gross}::numeric * ${rate} / (10000 + ${rate}))), 0)::bigint`,
      orders: sql<number>`count(distinct ${orders.id})::int`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(linesWhere(filter))
    .groupBy(sql`rollup (${rate})`);
  const all = rows.map((r) => ({ ...r, gross: Number(r.gross), vat: Number(r.vat) }));
  if (!all.some((r) => r.rate === null)) all.push({ rate: null, gross: 0, vat: 0, orders: 0 });
  return all;
}

export interface SalesOfDay {
  /** YYYY-MM-DD, UTC. */
  date: string;
  revenue: number;
  orders: number;
}

/** The revenue and orders of each day that had any, oldest first. */
export async function salesByDay(db: Db, filter: SalesFilter): Promise<SalesOfDay[]> {
  if (filter.subjectIds?.length === 0) return [];
  const day = sql<string>`to_char(${orders.confirmedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      date: day,
      revenue: sql<number>`sum(${gross})::bigint`,
      orders: sql<number>`count(distinct ${orders.id})::int`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(linesWhere(filter))
    .groupBy(day)
    .orderBy(day);
  return rows.map((r) => ({ ...r, revenue: Number(r.revenue) }));
}

export interface ProductSales {
  name: string;
  revenue: number;
  quantity: number;
}

/** The products that sold for the most, and the most items, by the name the lines kept; `limit` of each. */
export async function topProducts(
  db: Db,
  filter: SalesFilter,
  limit: number,
): Promise<{ byRevenue: ProductSales[]; byQuantity: ProductSales[] }> {
  if (filter.subjectIds?.length === 0) return { byRevenue: [], byQuantity: [] };
  const revenue = sql<number>`sum(${gross})::bigint`;
  const quantity = sql<number>`sum(${orderLines.quantity})::int`;
  const ranked = db
    .select({
      name: orderLines.productName,
      revenue: revenue.as("revenue"),
      quantity: quantity.as("quantity"),
      byRevenue: sql<number>`row_number() over (order by ${revenue} desc, ${orderLines.productName})`.as(
        "by_revenue",
      ),
      byQuantity: sql<number>`row_number() over (order by ${quantity} desc, ${orderLines.productName})`.as(
        "by_quantity",
      ),
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(linesWhere(filter))
    .groupBy(orderLines.productName)
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(or(sql`${ranked.byRevenue} <= ${limit}`, sql`${ranked.byQuantity} <= ${limit}`));
  const product = (r: (typeof rows)[number]): ProductSales => ({
    name: r.name,
    revenue: Number(r.revenue),
    quantity: r.quantity,
  });
  return {
    byRevenue: rows
      .filter((r) => r.byRevenue <= limit)
      .sort((a, b) => a.byRevenue - b.byRevenue)
      .map(product),
    byQuantity: rows
      .filter((r) => r.byQuantity <= limit)
      .sort((a, b) => a.byQuantity - b.byQuantity)
      .map(product),
  };
}

/** Of these subjects, those with a line in a placed order of the shop (any time): a redeemed code that ordered. */
export async function subjectsThatOrdered(
  db: Db,
  portalId: number,
  subjectIds: readonly number[],
): Promise<Set<number>> {
  if (subjectIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ subjectId: orderLines.subjectId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        inArray(orderLines.subjectId, [...subjectIds]),
        eq(orders.portalId, portalId),
        sql`${orders.status} in (${placed})`,
      ),
    );
  return new Set(rows.flatMap((r) => (r.subjectId === null ? [] : [r.subjectId])));
}

/** The first and last time a placed order of these subjects was placed (a job's window), if any was. */
export async function placedSpan(
  db: Db,
  portalId: number,
  subjectIds: readonly number[],
): Promise<{ first: Date; last: Date } | null> {
  if (subjectIds.length === 0) return null;
  const [row] = await db
    .select({
      first: sql<string | null>`min(${orders.confirmedAt})`,
      last: sql<string | null>`max(${orders.confirmedAt})`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        inArray(orderLines.subjectId, [...subjectIds]),
        eq(orders.portalId, portalId),
        sql`${orders.status} in (${placed})`,
      ),
    );
  if (!row?.first || !row.last) return null;
  return { first: new Date(row.first), last: new Date(row.last) };
}

/** A placed order as the accounting CSV lists it, with its lines (a job's only, when asked for one). */
export interface AccountingOrder {
  id: number;
  uuid: string;
  confirmedAt: Date;
  vatRate: number;
  /** The order's own amounts (shipping, fees, voucher) from its summary. */
  summary: SummaryLine[];
  lines: Array<{ subjectId: number | null; productName: string; quantity: number; gross: number }>;
}

/**
 * One page of the placed orders in the range, oldest first, after `after` (the last order of the page before):
 * keyset paging, so the CSV streams page by page whatever its size.
 */
export async function accountingPage(
  db: Db,
  filter: SalesFilter,
  after: { confirmedAt: Date; id: number } | null,
  size: number,
): Promise<AccountingOrder[]> {
  if (filter.subjectIds?.length === 0) return [];
  const ofJob =
    filter.subjectIds === undefined
      ? undefined
      : inArray(
          orders.id,
          db
            .select({ id: orderLines.orderId })
            .from(orderLines)
            .where(inArray(orderLines.subjectId, [...filter.subjectIds])),
        );
  const page = await db
    .select({
      id: orders.id,
      uuid: orders.uuid,
      confirmedAt: orders.confirmedAt,
      vatRate: rateOf(filter),
      summary: orders.summary,
    })
    .from(orders)
    .where(
      and(
        eq(orders.portalId, filter.portalId),
        sql`${orders.status} in (${placed})`,
        gte(orders.confirmedAt, filter.from),
        lt(orders.confirmedAt, filter.to),
        ofJob,
        after === null
          ? undefined
          : or(
              gt(orders.confirmedAt, after.confirmedAt),
              and(eq(orders.confirmedAt, after.confirmedAt), gt(orders.id, after.id)),
            ),
      ),
    )
    .orderBy(asc(orders.confirmedAt), asc(orders.id))
    .limit(size);
  if (page.length === 0) return [];
  const lines = await db
    .select({
      orderId: orderLines.orderId,
      subjectId: orderLines.subjectId,
      productName: orderLines.productName,
      quantity: orderLines.quantity,
      gross,
    })
    .from(orderLines)
    .where(
      and(
        inArray(
          orderLines.orderId,
          page.map((o) => o.id),
        ),
        filter.subjectIds === undefined ? undefined : inArray(orderLines.subjectId, [...filter.subjectIds]),
      ),
    )
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  const byOrder = new Map<number, AccountingOrder["lines"]>();
  for (const { orderId, ...line } of lines) {
    const list = byOrder.get(orderId) ?? [];
    list.push({ ...line, gross: Number(line.gross) });
    byOrder.set(orderId, list);
  }
  return page.map((o) => ({
    ...o,
    confirmedAt: o.confirmedAt ?? filter.from,
    vatRate: Number(o.vatRate),
    lines: byOrder.get(o.id) ?? [],
  }));
}
