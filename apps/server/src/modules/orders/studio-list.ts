import type { DeliveryType } from "@shop/contracts/delivery";
import type {
  StudioInvoiceState,
  StudioOrderFilters,
  StudioOrderListItem,
  StudioOrderListQuery,
  StudioPaymentKind,
} from "@shop/contracts/studio-orders";
import { limits } from "@shop/domain/limits";
import { isOrderStatus, type OrderStatus } from "@shop/domain/order-lifecycle";
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { withCustomPlans } from "../../db/plans.ts";
import { orderLines, orders } from "../../db/schema/orders.ts";
import { buyerIdsMatching, buyersByIds } from "../account/order-reads.ts";
import { containsPattern } from "../account/support-reads.ts";
import { subjectsByIds } from "../subjects/jobs.ts";
import { subjectIdsNamed, subjectIdsOfJob } from "../subjects/order-filters.ts";

/**
 * The studio's order list (issue 32, decision 0074): the shop's placed orders (confirmed: paid or invoiced, and
 * whatever came after), newest first, filtered and searched in one query and paged by offset with a total. The
 * filters on other modules' data (job, class, child, parent) are first turned into ids by their owners; the orders
 * are then found by their own indexes (see the migration of orders_studio_*).
 */

export interface StudioListDeps {
  db: Db;
  portalId: number;
}

/** The provider values each payment kind covers (orders.payment ->> 'provider'). */
const providersOf: Record<StudioPaymentKind, readonly string[]> = {
  card: ["card", "stripe"],
  mobile: ["mobile", "vipps"],
  invoice: ["invoice"],
};

export function paymentKindOf(provider: string): StudioPaymentKind {
  if (provider === "invoice") return "invoice";
  return provider === "mobile" ? "mobile" : "card";
}

function toStatus(value: string): OrderStatus {
  return isOrderStatus(value) ? value : "created";
}

const providerOf = sql<string>`(${orders.payment} ->> 'provider')`;
const deliveryTypeOf = sql<string>`(${orders.delivery} ->> 'type')`;

const hexReference = new RegExp(`^[0-9a-f]{${limits.orderReferenceLength}}$`, "i");

/** The uuids a reference (the first 8 hex digits) may stand for: a range the uuid's unique index reads. */
function referenceRange(reference: string): SQL {
  const r = reference.toLowerCase();
  return sql`${orders.uuid} between ${`${r}-0000-0000-0000-000000000000`}::uuid and ${`${r}-ffff-ffff-ffff-ffffffffffff`}::uuid`;
}

/** The orders with a line for one of these subjects (order_lines_subject_idx). */
function withSubjects(subjectIds: readonly number[]): SQL {
  return inArray(
    orders.id,
    sql`(select ${orderLines.orderId} from ${orderLines} where ${inArray(orderLines.subjectId, [...subjectIds])})`,
  );
}

/** The start of the day (UTC) and the start of the next one. */
function dayStart(day: string, next = false): Date {
  const at = new Date(`${day}T00:00:00.000Z`);
  if (next) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

/** The WHERE of the filters; null when a filter can match nothing (a job of another shop, a search finding nobody). */
async function conditionsOf(deps: StudioListDeps, filters: StudioOrderFilters): Promise<SQL[] | null> {
  const { db, portalId } = deps;
  const where: SQL[] = [eq(orders.portalId, portalId), isNotNull(orders.confirmedAt)];
  if (filters.status) where.push(eq(orders.status, filters.status));
  if (filters.delivery) where.push(sql`${deliveryTypeOf} = ${filters.delivery}`);
  if (filters.payment) where.push(inArray(providerOf, [...providersOf[filters.payment]]));
  if (filters.invoice)
    where.push(filters.invoice === "paid" ? isNotNull(orders.paidAt) : isNull(orders.paidAt));
  if (filters.from) where.push(gte(orders.confirmedAt, dayStart(filters.from)));
  if (filters.to) where.push(lt(orders.confirmedAt, dayStart(filters.to, true)));
  if (filters.job) {
    const subjectIds = await subjectIdsOfJob(db, portalId, filters.job, filters.class);
    if (subjectIds.length === 0) return null;
    where.push(withSubjects(subjectIds));
  }
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    // Planned for the pattern, so the trigram indexes serve it (a generic plan guesses a scan is cheaper).
    const { buyerIds, childIds } = await withCustomPlans(db, async (tx) => ({
      buyerIds: await buyerIdsMatching(tx, portalId, pattern),
      childIds: await subjectIdsNamed(tx, portalId, pattern),
    }));
    const found: SQL[] = [];
    if (hexReference.test(filters.q)) found.push(referenceRange(filters.q));
    if (buyerIds.length > 0) found.push(inArray(orders.userId, buyerIds));
    if (childIds.length > 0) found.push(withSubjects(childIds));
    const any = or(...found);
    if (!any) return null;
    where.push(any);
  }
  return where;
}

const listColumns = {
  id: orders.id,
  uuid: orders.uuid,
  userId: orders.userId,
  status: orders.status,
  confirmedAt: orders.confirmedAt,
  totalPrice: orders.totalPrice,
  currency: orders.currency,
  delivery: deliveryTypeOf,
  provider: providerOf,
  isInvoice: sql<boolean>`coalesce((${orders.payment} ->> 'isInvoice') = 'true', false)`,
  paidAt: orders.paidAt,
};
interface ListRow {
  id: number;
  uuid: string;
  userId: number | null;
  status: string;
  confirmedAt: Date | null;
  totalPrice: number;
  currency: string;
  delivery: string;
  provider: string;
  isInvoice: boolean;
  paidAt: Date | null;
}

/** The page's orders as the list shows them: two reads for the page's buyers and children, whatever its size. */
async function toItems(deps: StudioListDeps, rows: readonly ListRow[]): Promise<StudioOrderListItem[]> {
  const { db, portalId } = deps;
  if (rows.length === 0) return [];
  const lineSubjects = await db
    .selectDistinct({ orderId: orderLines.orderId, subjectId: orderLines.subjectId })
    .from(orderLines)
    .where(
      and(
        inArray(
          orderLines.orderId,
          rows.map((r) => r.id),
        ),
        isNotNull(orderLines.subjectId),
      ),
    );
  const [buyers, subjects] = await Promise.all([
    buyersByIds(
      db,
      portalId,
      rows.flatMap((r) => (r.userId === null ? [] : [r.userId])),
    ),
    subjectsByIds(
      db,
      lineSubjects.flatMap((l) => (l.subjectId === null ? [] : [l.subjectId])),
    ),
  ]);
  return rows.map((r) => {
    const buyer = r.userId === null ? undefined : buyers.get(r.userId);
    const children = lineSubjects
      .filter((l) => l.orderId === r.id)
      .flatMap((l) => {
        const subject = l.subjectId === null ? undefined : subjects.get(l.subjectId);
        return subject ? [{ name: subject.name, group: subject.group, job: subject.jobName }] : [];
      })
      .sort((a, b) => a.name.localeCompare(b.name));
    const invoice: StudioInvoiceState | null = r.isInvoice ? (r.paidAt === null ? "unpaid" : "paid") : null;
    return {
      uuid: r.uuid,
      reference: r.uuid.slice(0, limits.orderReferenceLength),
      confirmedAt: (r.confirmedAt ?? new Date(0)).toISOString(),
      status: toStatus(r.status),
      totalPrice: r.totalPrice,
      currency: r.currency,
      delivery: r.delivery as DeliveryType,
      payment: paymentKindOf(r.provider),
      invoice,
      parent: buyer ? { email: buyer.email, name: buyer.name } : null,
      children,
    };
  });
}

/** One page of the list and how many orders the filters find. */
export async function studioOrderList(
  deps: StudioListDeps,
  query: StudioOrderListQuery,
): Promise<{ orders: StudioOrderListItem[]; total: number; page: number; size: number }> {
  const { page, size, ...filters } = query;
  const where = await conditionsOf(deps, filters);
  if (!where) return { orders: [], total: 0, page, size };
  // Planned for the filters' values: a status, a payment kind or a day finds a few orders or most of them.
  const { rows, total } = await withCustomPlans(deps.db, async (tx) => {
    const found = await tx
      .select(listColumns)
      .from(orders)
      .where(and(...where))
      .orderBy(desc(orders.confirmedAt), desc(orders.id))
      .limit(size)
      .offset((page - 1) * size);
    const [counted] = await tx
      .select({ total: count() })
      .from(orders)
      .where(and(...where));
    return { rows: found, total: counted?.total ?? 0 };
  });
  return { orders: await toItems(deps, rows), total, page, size };
}

/** How many orders the CSV reads at a time: what it holds in memory, whatever the list's length. */
export const csvBatchSize = 500;

/**
 * Every order the filters find, newest first, a batch at a time: each batch continues after the last row of the one
 * before (confirmed_at, id), so no batch reads the ones before it again and the whole list is never in memory.
 */
export async function* studioOrderBatches(
  deps: StudioListDeps,
  filters: StudioOrderFilters,
): AsyncGenerator<StudioOrderListItem[]> {
  const where = await conditionsOf(deps, filters);
  if (!where) return;
  let after: { confirmedAt: Date; id: number } | null = null;
  for (;;) {
    const rows: ListRow[] = await withCustomPlans(deps.db, (tx) =>
      tx
        .select(listColumns)
        .from(orders)
        .where(
          and(
            ...where,
            after === null
              ? undefined
              : sql`(${orders.confirmedAt}, ${orders.id}) < (${after.confirmedAt}, ${after.id})`,
          ),
        )
        .orderBy(desc(orders.confirmedAt), desc(orders.id))
        .limit(csvBatchSize),
    );
    if (rows.length === 0) return;
    yield await toItems(deps, rows);
    const last = rows[rows.length - 1];
    if (!last?.confirmedAt || rows.length < csvBatchSize) return;
    after = { confirmedAt: last.confirmedAt, id: last.id };
  }
}
