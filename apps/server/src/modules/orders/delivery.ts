import type { StudioDeliveryResponse } from "@shop/contracts/studio-order-status";
import { type DeliveryKind, deliveryAllows } from "@shop/domain/order-fulfilment";
import { confirmedStatuses, type OrderStatus } from "@shop/domain/order-lifecycle";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orderLines, orders } from "../../db/schema/orders.ts";
import { classesOfJob } from "../subjects/job-classes.ts";
import { jobsOfShop } from "../subjects/jobs.ts";

/** What the delivery page counts: the placed orders and those refunded (so a class's count adds up). */
const countedStatuses: readonly OrderStatus[] = [...confirmedStatuses, "refunded"];

interface JobOrder {
  id: number;
  status: OrderStatus;
  deliveryType: DeliveryKind;
  group: string | null;
}

/**
 * The job's orders by class: an order with lines for children of two classes is in both (each class's box gets its
 * part). By the job's subjects, then their lines (order_lines_subject_idx), then the orders by id.
 */
async function ordersOfJob(
  db: Db,
  portalId: number,
  jobUuid: string,
  statuses: readonly OrderStatus[],
): Promise<{ job: { id: number; uuid: string; name: string }; orders: JobOrder[] } | null> {
  const [job] = await jobsOfShop(db, portalId, { uuid: jobUuid.toLowerCase() });
  if (!job) return null;
  const classOf = await classesOfJob(db, job.id);
  if (classOf.size === 0 || statuses.length === 0) return { job, orders: [] };
  const rows = await db
    .selectDistinct({
      id: orders.id,
      status: orders.status,
      deliveryType: sql<string>`${orders.delivery} ->> 'type'`,
      subjectId: orderLines.subjectId,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        inArray(orderLines.subjectId, [...classOf.keys()]),
        eq(orders.portalId, portalId),
        inArray(orders.status, [...statuses]),
      ),
    );
  const seen = new Set<string>();
  const found: JobOrder[] = [];
  for (const row of rows) {
    const group = row.subjectId === null ? null : (classOf.get(row.subjectId) ?? null);
    const key = `${row.id}:${group}`;
    if (seen.has(key)) continue;
    seen.add(key);
    found.push({
      id: row.id,
      status: row.status as OrderStatus,
      deliveryType: row.deliveryType as DeliveryKind,
      group,
    });
  }
  return { job, orders: found };
}

/** The job's placed orders counted by class, status and delivery (the studio's delivery page); null: no such job. */
export async function deliveryCounts(
  db: Db,
  portalId: number,
  jobUuid: string,
): Promise<StudioDeliveryResponse | null> {
  const found = await ordersOfJob(db, portalId, jobUuid, countedStatuses);
  if (!found) return null;
  const counts = new Map<string, StudioDeliveryResponse["counts"][number]>();
  for (const o of found.orders) {
    const key = JSON.stringify([o.group, o.status, o.deliveryType]);
    const entry = counts.get(key) ?? {
      group: o.group,
      status: o.status,
      deliveryType: o.deliveryType,
      count: 0,
    };
    entry.count += 1;
    counts.set(key, entry);
  }
  const sorted = [...counts.values()].sort(
    (a, b) =>
      (a.group ?? "").localeCompare(b.group ?? "", "nb", { numeric: true }) ||
      a.status.localeCompare(b.status) ||
      a.deliveryType.localeCompare(b.deliveryType),
  );
  return { job: { uuid: found.job.uuid, name: found.job.name }, counts: sorted };
}

/**
 * 'This class's orders': the job's orders of the class now in `from` whose delivery fits `to` (a class's orders are at
 * the school: those to be picked up there, not those sent by post). Null: no such job.
 */
export async function ordersOfClass(
  db: Db,
  portalId: number,
  query: {
    jobUuid: string;
    group: string | null;
    from: OrderStatus;
    to: OrderStatus;
    deliveryType?: DeliveryKind | undefined;
  },
): Promise<number[] | null> {
  const found = await ordersOfJob(db, portalId, query.jobUuid, [query.from]);
  if (!found) return null;
  return found.orders
    .filter(
      (o) =>
        o.group === query.group &&
        deliveryAllows(o.deliveryType, query.to) &&
        (query.deliveryType === undefined || o.deliveryType === query.deliveryType),
    )
    .map((o) => o.id);
}

/** The ids of the shop's orders by uuid; another shop's, or an unknown uuid, is left out. */
export async function orderIdsOfShop(
  db: Db,
  portalId: number,
  uuids: readonly string[],
): Promise<Map<string, number>> {
  if (uuids.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, uuid: orders.uuid })
    .from(orders)
    .where(
      and(
        eq(orders.portalId, portalId),
        inArray(orders.uuid, [...new Set(uuids.map((u) => u.toLowerCase()))]),
      ),
    );
  return new Map(rows.map((r) => [r.uuid, r.id]));
}
