import type { ErrorResponse } from "@shop/contracts/common";
import { checkInvoice } from "@shop/domain/invoice";
import { limits } from "@shop/domain/limits";
import { confirmedStatuses, isOrderStatus } from "@shop/domain/order-lifecycle";
import { and, asc, eq, gte, inArray, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orderLines, orders, unpaidInvoiceCondition } from "../../db/schema/orders.ts";
import type { Mailer } from "../../platform/mail.ts";
import { invoiceRefusal } from "../../refusals.ts";
import { emailsOf, getProfile } from "../account/service.ts";
import { releaseVoucherRedemptions } from "../catalog/service.ts";
import { shopProfile } from "../content/service.ts";
import { grantOrder, revokeOrder } from "../entitlements/service.ts";
import { cancelKinds, grantOf } from "./grants.ts";
import { invoicePaidMail, receiptUrl } from "./mail.ts";
import { moveOrder } from "./status.ts";

const unpaidInvoice = unpaidInvoiceCondition(orders);

/**
 * Why an operator's invoice command refuses; the message says what to do. `notFound`: no such order (of the shop);
 * else the order is not an open invoice (or the reference is not one).
 */
export class InvoiceError extends Error {
  readonly notFound: boolean;
  constructor(message: string, options: { notFound?: boolean } = {}) {
    super(message);
    this.name = "InvoiceError";
    this.notFound = options.notFound ?? false;
  }
}

/** Whether the user has an invoiced order not paid yet. */
export async function hasUnpaidInvoice(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), unpaidInvoice))
    .limit(1);
  return rows.length > 0;
}

/**
 * How the shop refuses invoices of these amounts (minor units, each with its fee) to this parent: over the maximum,
 * or beside another unpaid invoice (the domain's `checkInvoice`). One answer per amount, null when it may be paid by
 * invoice; one query however many amounts.
 */
export async function invoiceRefusalsFor(
  db: Db,
  userId: number,
  invoices: { amounts: readonly number[]; maxAmount: number; currency: string },
): Promise<(ErrorResponse | null)[]> {
  const { amounts, maxAmount, currency } = invoices;
  if (amounts.length === 0) return [];
  const unpaid = await hasUnpaidInvoice(db, userId);
  return amounts.map((amount) => {
    const refused = checkInvoice({ amount, maxAmount, hasUnpaidInvoice: unpaid });
    return refused ? invoiceRefusal(refused, maxAmount, currency) : null;
  });
}

/** A lock namespace of pg_advisory_xact_lock(namespace, user id): the invoice decisions of one user. */
const invoiceLockNamespace = 8_001;

/**
 * Serializes the invoice decisions of one user until the caller's transaction ends, so two invoice payments of the
 * same parent at once see each other (PostgreSQL does not lock rows that do not exist yet; this lock does).
 */
export async function lockInvoicesOf(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${invoiceLockNamespace}::int, ${userId}::int)`);
}

export interface InvoiceListItem {
  uuid: string;
  reference: string;
  confirmedAt: Date;
  amount: number;
  currency: string;
  email: string;
  status: string;
}

/** The unpaid invoices of the shop, oldest first (the operator's list). */
export async function listUnpaidInvoices(db: Db): Promise<InvoiceListItem[]> {
  const rows = await db
    .select({
      uuid: orders.uuid,
      userId: orders.userId,
      confirmedAt: orders.confirmedAt,
      amount: orders.totalPrice,
      currency: orders.currency,
      status: orders.status,
    })
    .from(orders)
    .where(unpaidInvoice)
    .orderBy(asc(orders.confirmedAt), asc(orders.id));
  const emails = await emailsOf(
    db,
    rows.flatMap((r) => (r.userId === null ? [] : [r.userId])),
  );
  // A buyer who deleted the account (decision 0034) has no e-mail left: the list shows none.
  return rows.map((r) => toListItem({ ...r, email: (r.userId !== null && emails.get(r.userId)) || "" }));
}

function toListItem(r: {
  uuid: string;
  confirmedAt: Date | null;
  amount: number;
  currency: string;
  email: string;
  status: string;
}): InvoiceListItem {
  return {
    uuid: r.uuid,
    reference: r.uuid.slice(0, limits.orderReferenceLength),
    confirmedAt: r.confirmedAt ?? new Date(0),
    amount: r.amount,
    currency: r.currency,
    email: r.email,
    status: r.status,
  };
}

/** The national identity number kept (encrypted) with an unpaid invoice, for the operator only; null when none. */
export async function storedPersonNumber(db: Db, orderUuid: string): Promise<string | null> {
  const [row] = await db
    .select({ stored: orders.invoicePersonNumberEncrypted })
    .from(orders)
    .where(and(eq(orders.uuid, orderUuid), unpaidInvoice))
    .limit(1);
  return row?.stored ?? null;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const referencePattern = /^[0-9a-f]{8}$/;

/**
 * The order an operator names by its reference (the first 8 characters of its uuid, as the receipt and the mail
 * show it, with or without '#') or its whole uuid. A reference is the uuid's first group, so it is a range of the
 * uuid index.
 */
export async function findOrderByReference(
  db: Db,
  reference: string,
): Promise<{ id: number; uuid: string } | null> {
  const value = reference.trim().replace(/^#/, "").toLowerCase();
  let where: ReturnType<typeof and>;
  if (uuidPattern.test(value)) where = eq(orders.uuid, value);
  else if (referencePattern.test(value)) {
    where = and(
      gte(orders.uuid, `${value}-0000-0000-0000-000000000000`),
      lte(orders.uuid, `${value}-ffff-ffff-ffff-ffffffffffff`),
    );
  } else {
    throw new InvoiceError(
      `"${reference}" is not an order reference (8 characters, as #1a2b3c4d) or an order uuid.`,
    );
  }
  const rows = await db.select({ id: orders.id, uuid: orders.uuid }).from(orders).where(where).limit(2);
  if (rows.length > 1) {
    throw new InvoiceError(`More than one order starts with ${value}: give the whole order uuid.`);
  }
  return rows[0] ?? null;
}

type OrderRow = typeof orders.$inferSelect;

/** An order as an operator names it (its reference or uuid), or as another module holds it (its id). */
export type OrderNamed = string | { id: number };

/** The open invoice the reference names, locked; of one shop when `portalId` is given (the operator's route). */
async function lockedInvoice(tx: Db, reference: OrderNamed, portalId?: number): Promise<OrderRow> {
  const found = typeof reference === "string" ? await findOrderByReference(tx, reference) : reference;
  const named = typeof reference === "string" ? reference : "of this invoice";
  if (!found) throw new InvoiceError(`No order ${named}.`, { notFound: true });
  const [order] = await tx.select().from(orders).where(eq(orders.id, found.id)).for("update");
  if (!order || (portalId !== undefined && order.portalId !== portalId))
    throw new InvoiceError(`No order ${named}.`, { notFound: true });
  const ref = order.uuid.slice(0, limits.orderReferenceLength);
  if (!order.payment.isInvoice) throw new InvoiceError(`Order #${ref} is not paid by invoice.`);
  if (order.paidAt !== null) throw new InvoiceError(`The invoice of order #${ref} is already paid.`);
  if (!isOrderStatus(order.status) || !confirmedStatuses.includes(order.status)) {
    throw new InvoiceError(`Order #${ref} is ${order.status}, not an open invoice.`);
  }
  return order;
}

export interface SettledInvoice extends InvoiceListItem {
  /** The national identity number as it was stored (encrypted), for the operator's own record; now erased. */
  personNumberEncrypted: string | null;
}

async function settled(tx: Db, order: OrderRow, status: string): Promise<SettledInvoice> {
  const emails = await emailsOf(tx, order.userId === null ? [] : [order.userId]);
  return {
    ...toListItem({
      uuid: order.uuid,
      confirmedAt: order.confirmedAt,
      amount: order.totalPrice,
      currency: order.currency,
      email: (order.userId !== null && emails.get(order.userId)) || "",
      status,
    }),
    personNumberEncrypted: order.invoicePersonNumberEncrypted,
  };
}

/** How the buyer hears that an invoice is paid: the outbox's mailer and the shop's public address for the link. */
export interface InvoicePaidNotice {
  mailer: Mailer;
  publicUrl: string;
}

/**
 * The invoice is settled: the order is paid (invoiced → paid by the lifecycle; an order already in production keeps
 * its status) and gets its paidAt, and its digital files are released to the buyer (decision 0043: the
 * entitlements wait for this), who gets a mail saying they can now be downloaded, with the link to the receipt. The
 * national identity number is erased: nothing needs it any more.
 */
export async function markInvoicePaid(
  db: Db,
  reference: string,
  now: Date,
  notice: InvoicePaidNotice,
  portalId?: number,
): Promise<SettledInvoice> {
  return db.transaction((tx) => settleInvoiceOrder(tx, reference, now, notice, portalId));
}

/**
 * `markInvoicePaid` in the caller's transaction: the invoices module marks its invoice row in the same one (issue
 * 33, decision 0081), so the order and its invoice are paid together or not at all. The staff member who marked it
 * is the timeline's actor when given.
 */
export async function settleInvoiceOrder(
  tx: Db,
  reference: OrderNamed,
  now: Date,
  notice: InvoicePaidNotice,
  portalId?: number,
  staffId: number | null = null,
): Promise<SettledInvoice> {
  const order = await lockedInvoice(tx, reference, portalId);
  let status = order.status;
  if (order.status === "invoiced") {
    await moveOrder(tx, order, "paid", { staffId, at: now });
    status = "paid";
  }
  await tx
    .update(orders)
    .set({ paidAt: now, invoicePersonNumberEncrypted: null })
    .where(eq(orders.id, order.id));
  // A buyer who deleted the account (decision 0034) has nobody left to release the files to.
  if (order.userId !== null) {
    await grantOrder(tx, { id: order.id, userId: order.userId }, await grantOf(tx, [order.id]), now);
    if (order.containDigitalProducts) await enqueueInvoicePaidMail(tx, order, order.userId, notice);
  }
  return settled(tx, order, status);
}

/** The buyer's mail that the digital pictures of the order are ready, in the outbox with the payment's change. */
async function enqueueInvoicePaidMail(
  tx: Db,
  order: OrderRow,
  userId: number,
  notice: InvoicePaidNotice,
): Promise<void> {
  const [buyer, shop] = await Promise.all([getProfile(tx, userId), shopProfile(tx, order.portalId)]);
  if (!buyer) return;
  const mail = invoicePaidMail(
    {
      reference: order.uuid.slice(0, limits.orderReferenceLength),
      payment: { isInvoice: order.payment.isInvoice, paid: true },
      containDigitalProducts: order.containDigitalProducts,
    },
    {
      to: buyer.email,
      name: buyer.name,
      lang: buyer.lang,
      shop: { name: shop.name, email: shop.contactEmail || shop.email, phone: shop.phone },
      receiptUrl: receiptUrl(notice.publicUrl, order.uuid),
    },
  );
  await notice.mailer.enqueue(mail, tx);
}

/**
 * The uuid and buyer of orders: the studio's invoice list links each invoice to its order's page, and a reminder
 * goes to the buyer's account (null once deleted, decision 0034).
 */
export async function invoicedOrdersOf(
  db: Db,
  orderIds: readonly number[],
): Promise<Map<number, { uuid: string; userId: number | null }>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, uuid: orders.uuid, userId: orders.userId })
    .from(orders)
    .where(inArray(orders.id, [...new Set(orderIds)]));
  return new Map(rows.map(({ id, ...order }) => [id, order]));
}

/** The shop's orders with a line for one of these subjects (the invoice list's job filter; order_lines_subject_idx). */
export async function orderIdsOfSubjects(db: Db, subjectIds: readonly number[]): Promise<number[]> {
  if (subjectIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ orderId: orderLines.orderId })
    .from(orderLines)
    .where(inArray(orderLines.subjectId, [...subjectIds]));
  return rows.map((r) => r.orderId);
}

export interface CancelledInvoice extends SettledInvoice {
  revokedPictures: number;
  revokedSets: number;
}

/**
 * The invoice will not be paid: the order is cancelled (invoiced → cancelled by the lifecycle; an order already in
 * production cannot be), the downloads it granted are taken back (unless another placed order of the parent grants
 * the same), a once-per-user voucher it used may be used again, and the national identity number is erased.
 */
export async function cancelInvoice(db: Db, reference: string): Promise<CancelledInvoice> {
  return db.transaction((tx) => cancelInvoiceIn(tx, reference));
}

/**
 * cancelInvoice inside the caller's transaction (issue 33: the studio credits an invoice and records it in the same
 * transaction); `staffId` names the staff member on the timeline, `portalId` keeps it to one shop.
 */
export async function cancelInvoiceIn(
  tx: Db,
  reference: string,
  options: { staffId?: number | null; portalId?: number } = {},
): Promise<CancelledInvoice> {
  const order = await lockedInvoice(tx, reference, options.portalId);
  if (order.status !== "invoiced") {
    const ref = order.uuid.slice(0, limits.orderReferenceLength);
    throw new InvoiceError(
      `Order #${ref} is ${order.status.replace("_", " ")}: it can no longer be cancelled, only marked paid.`,
    );
  }
  await moveOrder(tx, order, "cancelled", { staffId: options.staffId ?? null, at: new Date() });
  await tx.update(orders).set({ invoicePersonNumberEncrypted: null }).where(eq(orders.id, order.id));
  const revoked = await revokeEntitlements(tx, order);
  await cancelKinds(tx, order.id);
  await releaseVoucherRedemptions(tx, order.id);
  return { ...(await settled(tx, order, "cancelled")), ...revoked };
}

/** Takes back what a cancelled order granted, unless another placed order of the user grants the same. */
async function revokeEntitlements(
  tx: Db,
  order: OrderRow,
): Promise<{ revokedPictures: number; revokedSets: number }> {
  const { userId } = order;
  // A buyer who deleted the account (decision 0034) has no entitlements left to take back.
  if (userId === null) return { revokedPictures: 0, revokedSets: 0 };
  const others = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.userId, userId), ne(orders.id, order.id), inArray(orders.status, [...confirmedStatuses])),
    );
  return revokeOrder(
    tx,
    { ...order, userId },
    await grantOf(tx, [order.id]),
    await grantOf(
      tx,
      others.map((o) => o.id),
    ),
  );
}
