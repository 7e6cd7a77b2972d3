import type {
  InvoicePaidVia,
  StudioInvoiceListItem,
  StudioInvoiceListQuery,
  StudioInvoiceStatus,
} from "@shop/contracts/studio-invoices";
import { daysOverdue } from "@shop/domain/invoice-reminder";
import { and, count, desc, eq, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type InvoiceLineSnapshot, invoices } from "../../db/schema/invoices.ts";
import { containsPattern } from "../account/support-reads.ts";
import { invoicedOrdersOf, orderIdsOfSubjects } from "../orders/invoices.ts";
import { subjectIdsOfJob } from "../subjects/order-filters.ts";

/**
 * The studio's invoice list (issue 33, decision 0081): the shop's invoices (credit notes are shown on their order),
 * newest first, a page at a time with the total. Which index serves a filter:
 * - open, overdue: invoices_open_due_idx (portal_id, due_date) where status = 'open' and kind = 'invoice' — the
 *   overdue filter is a range of it (due_date < today);
 * - paid, credited, none: invoices_portal_issued_idx (portal_id, issued_at), read newest first, the status checked
 *   on the rows;
 * - a job: its orders (order_lines_subject_idx, by the orders module), then invoices_order_idx;
 * - a number or a KID: invoices_number_idx / invoices_kid_idx (equality); a parent's name or e-mail: the buyer as
 *   printed on the invoice, matched on the shop's rows (no index: a shop's invoices are thousands, not millions).
 */

export interface InvoiceListDeps {
  db: Db;
  portalId: number;
}

const today = (now: Date) => now.toISOString().slice(0, 10);

async function conditionsOf(
  deps: InvoiceListDeps,
  query: Omit<StudioInvoiceListQuery, "page" | "size">,
  now: Date,
): Promise<SQL[] | null> {
  const where: SQL[] = [eq(invoices.portalId, deps.portalId), eq(invoices.kind, "invoice")];
  if (query.status === "overdue") where.push(eq(invoices.status, "open"), lt(invoices.dueDate, today(now)));
  else if (query.status) where.push(eq(invoices.status, query.status));
  if (query.job) {
    const orderIds = await orderIdsOfSubjects(
      deps.db,
      await subjectIdsOfJob(deps.db, deps.portalId, query.job),
    );
    if (orderIds.length === 0) return null;
    where.push(inArray(invoices.orderId, orderIds));
  }
  if (query.q) {
    const q = query.q.replace(/\s+/g, "");
    const pattern = containsPattern(query.q);
    const found: SQL[] = [];
    // Digits are a number or a KID; anything else a parent's name or e-mail.
    if (/^\d{1,9}$/.test(q)) found.push(eq(invoices.number, Number(q)));
    if (/^\d{2,25}-?$/.test(q)) found.push(eq(invoices.kid, q));
    if (found.length === 0) {
      found.push(
        ilike(sql`${invoices.buyer} ->> 'name'`, pattern),
        ilike(sql`${invoices.buyer} ->> 'email'`, pattern),
      );
    }
    where.push(or(...found) as SQL);
  }
  return where;
}

/** The products in short, as a row of the list has room for: "2 × Print 13×18, Digital file" (no fees, no delivery). */
export function itemsInShort(lines: readonly InvoiceLineSnapshot[]): string {
  return lines
    .filter((l) => l.kind === "product")
    .map((l) => (l.quantity > 1 ? `${l.quantity} × ${l.description}` : l.description))
    .join(", ")
    .slice(0, 500);
}

const listColumns = {
  id: invoices.id,
  uuid: invoices.uuid,
  number: invoices.number,
  kid: invoices.kid,
  orderId: invoices.orderId,
  buyer: invoices.buyer,
  lines: invoices.lines,
  currency: invoices.currency,
  amount: invoices.amount,
  reminderFees: invoices.reminderFees,
  issuedAt: invoices.issuedAt,
  dueDate: invoices.dueDate,
  remindersSent: invoices.remindersSent,
  status: invoices.status,
  paidAt: invoices.paidAt,
  paidVia: invoices.paidVia,
};

export async function studioInvoiceList(
  deps: InvoiceListDeps,
  query: StudioInvoiceListQuery,
  now: Date,
): Promise<{ invoices: StudioInvoiceListItem[]; total: number; page: number; size: number }> {
  const { page, size, ...filters } = query;
  const where = await conditionsOf(deps, filters, now);
  if (!where) return { invoices: [], total: 0, page, size };
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select(listColumns)
      .from(invoices)
      .where(and(...where))
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(size)
      .offset((page - 1) * size),
    deps.db
      .select({ total: count() })
      .from(invoices)
      .where(and(...where)),
  ]);
  const ordersOf = await invoicedOrdersOf(
    deps.db,
    rows.map((r) => r.orderId),
  );
  return {
    invoices: rows.map((r) => ({
      uuid: r.uuid,
      number: r.number,
      kid: r.kid,
      orderUuid: ordersOf.get(r.orderId)?.uuid ?? r.uuid,
      parent: { name: r.buyer.name, email: r.buyer.email ?? "" },
      items: itemsInShort(r.lines),
      currency: r.currency,
      amount: r.amount,
      reminderFees: r.reminderFees,
      issuedAt: r.issuedAt.toISOString(),
      dueDate: r.dueDate,
      daysOverdue: r.status === "open" ? daysOverdue(r.dueDate, now) : 0,
      remindersSent: r.remindersSent,
      status: r.status as StudioInvoiceStatus,
      paidAt: r.paidAt?.toISOString() ?? null,
      paidVia: (r.paidVia as InvoicePaidVia | null) ?? null,
    })),
    total: counted?.total ?? 0,
    page,
    size,
  };
}

/** The shop's invoices of these uuids: their ids (the routes take uuids; marking paid takes ids). */
export async function invoiceIdsOf(
  db: Db,
  portalId: number,
  uuids: readonly string[],
): Promise<Map<string, { id: number; number: number }>> {
  if (uuids.length === 0) return new Map();
  const rows = await db
    .select({ id: invoices.id, uuid: invoices.uuid, number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.portalId, portalId), inArray(invoices.uuid, [...uuids])));
  return new Map(rows.map((r) => [r.uuid, { id: r.id, number: r.number }]));
}
