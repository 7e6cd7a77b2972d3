import { OrderDelivery } from "@shop/contracts/orders";
import { limits } from "@shop/domain/limits";
import { deliveryAllows } from "@shop/domain/order-fulfilment";
import {
  assertTransition,
  isConfirmedStatus,
  isOrderStatus,
  type OrderStatus,
  OrderTransitionError,
} from "@shop/domain/order-lifecycle";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { orderEvents, orders } from "../../db/schema/orders.ts";
import { backgroundWorkKinds, enqueueBackgroundWork } from "../../platform/background-work.ts";
import type { Mailer } from "../../platform/mail.ts";
import { recordStudioChange, type StudioActor } from "../staff/service.ts";
import { isInvoiceOrder } from "./invoice-source.ts";
import { enqueueStatusMail } from "./status-mail.ts";

/** What an event says besides its kind: the carrier and tracking link, the pickup place, a new date, a note. */
export interface OrderEventDetails {
  carrier?: string | null | undefined;
  trackingUrl?: string | null | undefined;
  pickupPlace?: string | null | undefined;
  expectedDate?: string | null | undefined;
  note?: string | null | undefined;
}

export interface NewOrderEvent extends OrderEventDetails {
  orderId: number;
  /** refund: part of the order paid back (its lines named in the note); a whole refund is the status `refunded`. */
  kind: "status" | "expected_date" | "note" | "refund";
  from?: OrderStatus | null;
  to?: OrderStatus | null;
  /** The staff member; null: the shop itself (a payment, the expiry, the command line). */
  staffId: number | null;
  at: Date;
}

/** Writes one event of the order's timeline, in the caller's transaction (the one that changes the order). */
export async function recordOrderEvent(tx: Db | Tx, event: NewOrderEvent): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId: event.orderId,
    kind: event.kind,
    fromStatus: event.from ?? null,
    toStatus: event.to ?? null,
    carrier: event.carrier ?? null,
    trackingUrl: event.trackingUrl ?? null,
    pickupPlace: event.pickupPlace ?? null,
    expectedDate: event.expectedDate ?? null,
    note: event.note ?? null,
    staffId: event.staffId,
    createdAt: event.at,
  });
}

/**
 * Moves an order the caller has locked (FOR UPDATE) along the transition table and writes the move to its timeline:
 * the one place a status changes, whoever changes it (payments, invoices, expiry, the studio, production, refunds).
 * Throws OrderTransitionError when the table forbids the move; the caller's transaction then changes nothing.
 */
export async function moveOrder(
  tx: Db | Tx,
  order: { id: number; status: string },
  to: OrderStatus,
  event: OrderEventDetails & { staffId: number | null; at: Date },
): Promise<OrderStatus> {
  const from = order.status;
  if (!isOrderStatus(from)) throw new Error(`order ${order.id} has an unknown status`);
  assertTransition(from, to);
  await tx.update(orders).set({ status: to }).where(eq(orders.id, order.id));
  await recordOrderEvent(tx, { orderId: order.id, kind: "status", from, to, ...event });
  if (await concernsInvoice(tx, order.id, from, to)) {
    await enqueueBackgroundWork(tx, backgroundWorkKinds.orderInvoicing, [{ orderId: order.id, to }]);
  }
  return from;
}

/**
 * Whether the move makes or credits an invoice (issue 33, decision 0080): an invoice order invoiced, or a placed
 * invoice order cancelled or refunded. The invoices module does the work, in the background, so orders knows nothing
 * of it (invoices reads orders).
 */
async function concernsInvoice(
  tx: Db | Tx,
  orderId: number,
  from: OrderStatus,
  to: OrderStatus,
): Promise<boolean> {
  if (to === "invoiced") return true;
  if (to !== "cancelled" && to !== "refunded") return false;
  return isConfirmedStatus(from) && (await isInvoiceOrder(tx, orderId));
}

/** Where a parent picks the order up, as its delivery names it: the school, or the store and its address. */
export function pickupPlaceOf(delivery: OrderDelivery): string | null {
  if (delivery.type === "school-pickup") return delivery.schoolName ?? delivery.name;
  if (delivery.type !== "store-pickup") return null;
  const location = delivery.pickupLocation;
  if (!location) return delivery.name;
  return [location.name, location.address1, `${location.postalCode} ${location.city}`.trim()]
    .filter((part) => part.length > 0)
    .join(", ");
}

export interface StatusChange {
  orderIds: readonly number[];
  to: OrderStatus;
  /** The studio's member, the operator or the command line (recorded in the studio record). */
  by: StudioActor;
  carrier?: string | undefined;
  trackingUrl?: string | undefined;
  pickupPlace?: string | undefined;
  note?: string | undefined;
}

export interface StatusChangeDeps {
  mailer: Mailer;
  publicUrl: string;
  now: Date;
}

export interface StatusChangeOrder {
  id: number;
  uuid: string;
  reference: string;
  from: OrderStatus;
}

export interface StatusChangeResult {
  moved: StatusChangeOrder[];
  refused: Array<StatusChangeOrder & { message: string }>;
}

const deliveryMessages: Partial<Record<OrderStatus, string>> = {
  shipped: "Only an order sent by post is shipped",
  ready_for_pickup: "Only an order picked up at a school or store is made ready for pickup",
  collected: "Only an order picked up at a school or store is collected",
  in_production: "A digital order has nothing to make",
};

function refusalOf(from: string, to: OrderStatus): string {
  return new OrderTransitionError(isOrderStatus(from) ? from : "created", to).message
    .replace(/_/g, " ")
    .concat(".");
}

/**
 * Moves each order to `to` (issue 32, decision 0073): each order in a transaction of its own, all or nothing for it
 * (the status, the timeline's event, the parent's mail in the outbox, the studio record's line), so an order the table
 * or its delivery forbids is reported back with the reason while the others move. An order not in the list of ids
 * (of another shop: the caller resolves ids within the shop) is not touched.
 */
export async function changeOrderStatus(
  db: Db,
  change: StatusChange,
  deps: StatusChangeDeps,
): Promise<StatusChangeResult> {
  const result: StatusChangeResult = { moved: [], refused: [] };
  for (const orderId of new Set(change.orderIds)) {
    const outcome = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
      if (!order) return null;
      const from = isOrderStatus(order.status) ? order.status : "created";
      const named = {
        id: order.id,
        uuid: order.uuid,
        reference: order.uuid.slice(0, limits.orderReferenceLength),
        from,
      };
      const delivery = OrderDelivery.safeParse(order.delivery);
      const deliveryType = delivery.success ? delivery.data.type : "postage";
      if (!deliveryAllows(deliveryType, change.to)) {
        return {
          ...named,
          message: `${deliveryMessages[change.to] ?? "The order's delivery does not allow it"}.`,
        };
      }
      const pickupPlace =
        change.to === "ready_for_pickup"
          ? (change.pickupPlace ?? (delivery.success ? pickupPlaceOf(delivery.data) : null))
          : null;
      const details = {
        carrier: change.to === "shipped" ? change.carrier : null,
        trackingUrl: change.to === "shipped" ? change.trackingUrl : null,
        pickupPlace,
        note: change.note ?? null,
      };
      try {
        await moveOrder(tx, order, change.to, { ...details, staffId: change.by.id, at: deps.now });
      } catch (error) {
        if (error instanceof OrderTransitionError) return { ...named, message: refusalOf(from, change.to) };
        throw error;
      }
      await enqueueStatusMail(tx, order, { kind: "status", to: change.to, ...details }, deps);
      await recordStudioChange(tx, {
        staff: change.by,
        action: "order.status",
        objectType: "order",
        objectId: order.uuid,
        detail: { from, to: change.to, ...definedOf(details) },
      });
      return named;
    });
    if (outcome === null) continue;
    if ("message" in outcome) result.refused.push(outcome);
    else result.moved.push(outcome);
  }
  return result;
}

function definedOf(values: Record<string, string | null | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/** Placed and not yet handed over, cancelled or refunded: the orders whose expected date still means something. */
const delayable = new Set<string>(["paid", "invoiced", "in_production", "shipped", "ready_for_pickup"]);

export type DelayResult = { expectedDate: string } | "no-order" | "not-placed";

/**
 * A delay (issue 32): the order's new expected date and the reason, as an event of its timeline and a mail to the
 * parent, recorded. Only a placed order not yet handed over has a date to move.
 */
export async function delayOrder(
  db: Db,
  input: { orderId: number; expectedDate: string; reason: string; by: StudioActor },
  deps: StatusChangeDeps,
): Promise<DelayResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for("update");
    if (!order) return "no-order";
    if (!delayable.has(order.status)) return "not-placed";
    const previous = order.expectedDate;
    await tx.update(orders).set({ expectedDate: input.expectedDate }).where(eq(orders.id, order.id));
    const details = { expectedDate: input.expectedDate, note: input.reason };
    await recordOrderEvent(tx, {
      orderId: order.id,
      kind: "expected_date",
      ...details,
      staffId: input.by.id,
      at: deps.now,
    });
    await enqueueStatusMail(tx, order, { kind: "expected_date", ...details }, deps);
    await recordStudioChange(tx, {
      staff: input.by,
      action: "order.expected-date",
      objectType: "order",
      objectId: order.uuid,
      detail: { from: previous ?? "", to: input.expectedDate, reason: input.reason },
    });
    return { expectedDate: input.expectedDate };
  });
}
