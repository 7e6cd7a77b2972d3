import type { Cart, OrderLine, Summary, SummaryLine } from "@shop/contracts/cart";
import type { PaymentProvider } from "@shop/contracts/checkout";
import { Order, OrderDelivery, type OrderListItem } from "@shop/contracts/orders";
import { expectedDeliveryDate } from "@shop/domain/expected-date";
import { digitalFilesReleased } from "@shop/domain/invoice";
import { limits } from "@shop/domain/limits";
import {
  assertTransition,
  confirmedStatuses,
  isConfirmedStatus,
  isOrderStatus,
  type OrderStatus,
} from "@shop/domain/order-lifecycle";
import { isPictureType, type PictureType } from "@shop/domain/picture-type";
import { and, asc, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db, Tx } from "../../db/client.ts";
import { orderLines, orders } from "../../db/schema/orders.ts";
import type { LineSigners, LineView, OrderedLine, OrderLineKind, PrintDesign } from "../cart/kind.ts";
import { lineKind, lineKinds } from "../cart/kinds.ts";
import { contractLine } from "../cart/order-line.ts";
import type { PricedLine } from "../cart/service.ts";
import { shopProfile } from "../content/service.ts";
import { deliveryTimeFrom } from "../delivery/service.ts";
import { grantOrder, holdOrderForInvoice } from "../entitlements/service.ts";
import { signGreenScreenBackground, signPictureUrl, signUploadUrl } from "../images/signing.ts";
import { subjectsByIds } from "../subjects/jobs.ts";
import { picturesByIds, releasedCounts } from "../subjects/pictures.ts";
import { confirmKinds, grantOf } from "./grants.ts";
import { moveOrder, recordOrderEvent } from "./status.ts";

export const orderNotFoundMessage = "Order not found";

export interface NewOrder {
  portalId: number;
  userId: number;
  checkoutId: number;
  cart: Cart;
  lines: PricedLine[];
  voucherId: number | null;
  /** The order's delivery; its time is counted from now and again from the confirmation. */
  delivery: Omit<OrderDelivery, "deliveryTime">;
  deliveryDays: number;
  paymentOptionId: number;
  payment: { provider: PaymentProvider; title: string; isInvoice: boolean };
  comment: string;
  client: "desktop" | "mobile";
  catalogueMaxDeliveryTime: number | null;
  /** An invoice order's national identity number, already encrypted; null for every other order. */
  invoicePersonNumberEncrypted?: string | null;
  now: Date;
}

function deliveryWithTime(
  delivery: Omit<OrderDelivery, "deliveryTime">,
  days: number,
  from: Date,
): OrderDelivery {
  // A digital delivery has no delivery time: the files are there as soon as the order is confirmed.
  const deliveryTime = delivery.type === "digital-delivery" ? null : deliveryTimeFrom(days, from);
  return { ...delivery, deliveryTime };
}

/** The order's expected date counted from `from` (packages/domain expected-date.ts). */
function expectedDateOf(
  delivery: Pick<OrderDelivery, "type">,
  days: number,
  catalogueMaxDeliveryTime: number | null,
  from: Date,
): string {
  const deliveryDays = delivery.type === "digital-delivery" ? null : days;
  return expectedDeliveryDate({ from, deliveryDays, catalogueMaxDeliveryTime });
}

/** Whether a line is a download, or (a package's digital set) entitles to one once paid. */
function containsDownloads(l: PricedLine): boolean {
  const kind = lineKind(l.kind);
  if (!kind) return false;
  if (kind.fulfilment === "download") return true;
  const grant = kind.entitlements({
    productKind: l.kind,
    pictureType: l.pictureType,
    subjectId: l.subjectId,
    subjectUuid: null,
    subjectName: null,
    pictureIds: l.pictureIds,
    lineData: l.kept.lineData,
  });
  return grant.pictureIds.length > 0 || grant.sets.length > 0;
}

/**
 * Snapshots the cart into an order awaiting payment, inside the caller's transaction. The lines keep their
 * product, prices and the pictures they concern, so the order reads the same whatever changes later.
 */
export async function insertOrder(tx: Db, input: NewOrder): Promise<{ id: number; uuid: string }> {
  assertTransition("created", "awaiting_payment");
  const { summary } = input.cart;
  // The rate the cart's summary was priced with (cart/read-model.ts reads the same profile), kept for accounting.
  const { vatRate } = await shopProfile(tx, input.portalId);
  const [order] = await tx
    .insert(orders)
    .values({
      portalId: input.portalId,
      userId: input.userId,
      checkoutId: input.checkoutId,
      status: "awaiting_payment",
      currency: summary.currency,
      totalPrice: summary.totalPrice,
      vatAmount: summary.vatAmount,
      summary: summary.lines,
      voucherId: input.voucherId,
      rebateCode: input.cart.rebateCode?.code ?? null,
      delivery: deliveryWithTime(input.delivery, input.deliveryDays, input.now),
      paymentOptionId: input.paymentOptionId,
      payment: input.payment,
      comment: input.comment,
      client: input.client,
      containDigitalProducts: input.lines.some(containsDownloads),
      catalogueMaxDeliveryTime: input.catalogueMaxDeliveryTime,
      invoicePersonNumberEncrypted: input.invoicePersonNumberEncrypted ?? null,
      expectedDate: expectedDateOf(
        input.delivery,
        input.deliveryDays,
        input.catalogueMaxDeliveryTime,
        input.now,
      ),
      vatRate,
      createdAt: input.now,
    })
    .returning({ id: orders.id, uuid: orders.uuid });
  if (!order) throw new Error("the order was not created");
  await recordOrderEvent(tx, {
    orderId: order.id,
    kind: "status",
    from: "created",
    to: "awaiting_payment",
    staffId: null,
    at: input.now,
  });

  if (input.lines.length > 0) {
    await tx.insert(orderLines).values(
      input.lines.map((l, position) => ({
        orderId: order.id,
        position,
        type: l.line.type,
        productUuid: l.line.product.uuid,
        productKind: l.kind,
        productType: l.line.product.type,
        productName: l.line.product.name,
        quantity: l.line.quantity,
        description: l.line.description,
        linePrice: l.line.linePrice,
        actualLinePrice: l.line.actualLinePrice,
        pictureType: l.pictureType,
        subjectId: l.subjectId,
        // The pictures the line showed (its kind chose them): a file's picture, a set's first pictures.
        pictureIds: l.pictureIds,
        subProductUuids: l.line.subProductUuids,
        // What the kind keeps of the line (a design, a package's items, a catalogue's name), as it was ordered.
        templateVersionId: l.kept.templateVersionId ?? null,
        lineData: l.kept.lineData,
      })),
    );
  }
  return order;
}

/** What paying an order reads of it: its reference and shop, the payment's title, the money and the voucher. */
export interface OrderToPay {
  id: number;
  uuid: string;
  portalId: number;
  /** Null once the buyer deleted the account (decision 0034); such an order is never paid again. */
  userId: number | null;
  voucherId: number | null;
  rebateCode: string | null;
  totalPrice: number;
  currency: string;
  paymentTitle: string;
}

/** Orders to pay, by id. */
export async function ordersToPay(db: Db, ids: readonly number[]): Promise<Map<number, OrderToPay>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: orders.id,
      uuid: orders.uuid,
      portalId: orders.portalId,
      userId: orders.userId,
      voucherId: orders.voucherId,
      rebateCode: orders.rebateCode,
      totalPrice: orders.totalPrice,
      currency: orders.currency,
      payment: orders.payment,
    })
    .from(orders)
    .where(inArray(orders.id, [...new Set(ids)]));
  return new Map(rows.map(({ payment, ...r }) => [r.id, { ...r, paymentTitle: payment.title }]));
}

/** An order to pay whose buyer still has an account: every open payment is cancelled when an account is deleted. */
export type BuyersOrder = OrderToPay & { userId: number };

export async function orderToPay(db: Db, orderId: number): Promise<BuyersOrder> {
  const order = (await ordersToPay(db, [orderId])).get(orderId);
  if (!order) throw new Error(`order ${orderId} does not exist`);
  const { userId } = order;
  if (userId === null) throw new Error(`order ${orderId} has no buyer: the account was deleted`);
  return { ...order, userId };
}

/** What each line of an order costs, with its product's uuid (a voucher's scope names products). */
export async function lineAmountsOf(
  db: Db,
  orderId: number,
): Promise<Array<{ productUuid: string | null; actualLinePrice: number }>> {
  return db
    .select({ productUuid: orderLines.productUuid, actualLinePrice: orderLines.actualLinePrice })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
}

/** Cancels an order nobody paid for, inside the caller's transaction; false when it was no longer cancellable. */
export async function cancelOrder(tx: Db, orderId: number, now: Date = new Date()): Promise<boolean> {
  const [order] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  if (!order || !isOrderStatus(order.status) || order.status === "cancelled") return false;
  await moveOrder(tx, { id: orderId, status: order.status }, "cancelled", { staffId: null, at: now });
  return true;
}

export interface ConfirmedOrder {
  id: number;
  uuid: string;
  userId: number;
  portalId: number;
  createdAt: Date;
}

/**
 * Confirms a paid or invoiced order inside the caller's transaction: the status by the lifecycle, the
 * confirmation time, the delivery dates counted from now, and the entitlements to what it bought (each bought file,
 * and every picture of each bought set): downloadable once paid, held for the invoice's payment when invoiced.
 */
export async function confirmOrder(
  tx: Db,
  orderId: number,
  to: "paid" | "invoiced",
  now: Date,
): Promise<ConfirmedOrder> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order) throw new Error(`order ${orderId} does not exist`);
  const { userId } = order;
  // Deleting an account cancels its open payments first, so an order without its buyer is never confirmed.
  if (userId === null) throw new Error(`order ${orderId} has no buyer: the account was deleted`);
  const delivery = OrderDelivery.parse(order.delivery);
  const days = delivery.deliveryTime?.days ?? 0;
  await moveOrder(tx, order, to, { staffId: null, at: now });
  await tx
    .update(orders)
    .set({
      confirmedAt: now,
      paidAt: to === "paid" ? now : null,
      delivery: deliveryWithTime(delivery, days, now),
      expectedDate: expectedDateOf(delivery, days, order.catalogueMaxDeliveryTime, now),
    })
    .where(eq(orders.id, orderId));

  // An invoice's digital files wait for its payment (decision 0043): they are ordered now, so no page sells them to
  // the buyer again, and markInvoicePaid releases them.
  const grant = await grantOf(tx, [orderId]);
  if (digitalFilesReleased({ isInvoice: order.payment.isInvoice, paid: to === "paid" })) {
    await grantOrder(tx, { id: order.id, userId }, grant, now);
  } else {
    await holdOrderForInvoice(tx, { id: order.id, userId }, grant, now);
  }
  await confirmKinds(tx, orderId, userId, now);
  return {
    id: order.id,
    uuid: order.uuid,
    userId,
    portalId: order.portalId,
    createdAt: order.createdAt,
  };
}

type OrderRow = typeof orders.$inferSelect;

function toStatus(value: string): OrderStatus {
  return isOrderStatus(value) ? value : "created";
}

function toSummary(row: OrderRow): Summary {
  return {
    lines: row.summary as SummaryLine[],
    totalPrice: row.totalPrice,
    vatAmount: row.vatAmount,
    currency: row.currency,
  };
}

const asPictureType = (value: string | null): PictureType | null => (isPictureType(value) ? value : null);

/** A retouch line's picture (its kind's `retouchedPicture`); null on other lines. */
type StoredLine = typeof orderLines.$inferSelect & { subjectUuid: string | null; subjectName: string | null };

interface OrderLinesView {
  lines: OrderLine[];
  /** The stored lines behind them, for the downloads. */
  rows: StoredLine[];
  pictureById: Map<number, { uuid: string; webshopId: string }>;
}

/** What each kind of the order's lines shows of its own (a design, a package's items), by order line id. */
async function orderLineViews(
  db: Db,
  config: Pick<Config, "signingSecret">,
  portalId: number,
  stored: ReadonlyArray<typeof orderLines.$inferSelect>,
  subjectById: ReadonlyMap<number, { jobId: number }>,
  pictureById: ReadonlyMap<number, { uuid: string; webshopId: string }>,
  now: Date,
): Promise<Map<number, LineView>> {
  const byKind = new Map<OrderLineKind, OrderedLine[]>();
  for (const line of stored) {
    const kind = lineKind(line.productKind);
    if (!kind?.orderLineViews) continue;
    const jobId = line.subjectId === null ? undefined : subjectById.get(line.subjectId)?.jobId;
    byKind.set(kind, [...(byKind.get(kind) ?? []), { ...line, jobId }]);
  }
  const sign: LineSigners = {
    picture: (uuid, size) => signPictureUrl(config, uuid, size, now),
    upload: (uuid, ownerId) => signUploadUrl(config, uuid, "640", ownerId, now),
    background: (view) => signGreenScreenBackground(config, view, now),
  };
  const views = await Promise.all(
    [...byKind].map(([kind, lines]) => kind.orderLineViews?.(db, lines, { portalId, pictureById, sign })),
  );
  return new Map(views.flatMap((found) => [...(found ?? [])]));
}

/** The lines of an order as the contract's order lines, with signed thumbnails. */
async function linesOf(
  db: Db,
  config: Pick<Config, "signingSecret">,
  order: { id: number; portalId: number },
  now: Date,
): Promise<OrderLinesView> {
  const stored = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position));
  const pictureIds = stored.flatMap((l) => l.pictureIds);
  const subjectIds = [...new Set(stored.flatMap((l) => (l.subjectId === null ? [] : [l.subjectId])))];
  const [subjectById, pictureById, countOf] = await Promise.all([
    subjectsByIds(db, subjectIds),
    picturesByIds(db, pictureIds),
    releasedCounts(db, subjectIds),
  ]);
  const views = await orderLineViews(db, config, order.portalId, stored, subjectById, pictureById, now);
  const rows = stored.map((line) => {
    const subject = line.subjectId === null ? undefined : subjectById.get(line.subjectId);
    return {
      line,
      subjectUuid: subject?.uuid ?? null,
      subjectName: subject?.name ?? null,
      group: subject?.group ?? null,
      jobName: subject?.jobName ?? null,
    };
  });
  const thumbnail = (uuid: string) => signPictureUrl(config, uuid, "320", now);
  const lines: OrderLine[] = rows.map(({ line, subjectUuid, subjectName, group, jobName }) =>
    contractLine(
      {
        uuid: line.uuid,
        type: line.type as OrderLine["type"],
        product: {
          uuid: line.productUuid ?? line.uuid,
          type: line.productType,
          name: line.productName,
          kind: line.productKind as OrderLine["product"]["kind"],
        },
        quantity: line.quantity,
        description: line.description,
        linePrice: line.linePrice,
        actualLinePrice: line.actualLinePrice,
        // A placed order's lines are no longer changed.
        canChangeQuantity: false,
        minimumQuantity: 1,
        maximumQuantity: line.quantity,
        subProductUuids: line.subProductUuids,
        subProducts: [],
        pictureType: asPictureType(line.pictureType),
        subject:
          subjectUuid === null || line.subjectId === null
            ? null
            : {
                uuid: subjectUuid,
                name: subjectName ?? "",
                group,
                numImages: countOf.get(line.subjectId) ?? 0,
                jobName: jobName ?? "",
              },
        pictures: line.pictureIds.flatMap((id) => {
          const p = pictureById.get(id);
          return p ? [p] : [];
        }),
        catalogue: views.get(line.id)?.catalogue ?? null,
        view: views.get(line.id) ?? {},
        dependents: [],
        editLink: null,
      },
      thumbnail,
    ),
  );
  return {
    lines,
    rows: rows.map((r) => ({ ...r.line, subjectUuid: r.subjectUuid, subjectName: r.subjectName })),
    pictureById,
  };
}

/**
 * The user's order as the receipt shows it; null when it is not the user's. Download URLs only once the order is
 * paid (an invoiced order: once its invoice is marked paid).
 */
export async function getOrder(
  db: Db,
  config: Pick<Config, "signingSecret">,
  portalId: number,
  userId: number,
  orderUuid: string,
  now: Date = new Date(),
): Promise<Order | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.uuid, orderUuid), eq(orders.userId, userId), eq(orders.portalId, portalId)))
    .limit(1);
  if (!row) return null;
  return toOrder(db, config, row, now);
}

/** The order by id, for the confirmation mail inside the payment's transaction. */
export async function getOrderById(
  db: Db,
  config: Pick<Config, "signingSecret">,
  orderId: number,
  now: Date = new Date(),
): Promise<Order | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row ? toOrder(db, config, row, now) : null;
}

async function toOrder(
  db: Db,
  config: Pick<Config, "signingSecret">,
  row: OrderRow,
  now: Date,
): Promise<Order> {
  const status = toStatus(row.status);
  const payment = row.payment;
  const released =
    isConfirmedStatus(status) &&
    digitalFilesReleased({ isInvoice: payment.isInvoice, paid: row.paidAt !== null });
  const { lines, rows, pictureById } = await linesOf(db, config, row, now);
  // What the kind of each line offers to download, once the order is paid (an invoice: once the invoice is).
  const downloads = released
    ? rows
        // A refunded line's files are the parent's no more (issue 32).
        .filter((l) => l.refundedAmount === 0)
        .map((l) => lineKind(l.productKind)?.downloads(l, { config, now, pictureById }))
    : [];
  const files = downloads.flatMap((d) => d?.files ?? []);
  const sets = downloads.flatMap((d) => d?.sets ?? []);
  return Order.parse({
    uuid: row.uuid,
    reference: row.uuid.slice(0, limits.orderReferenceLength),
    status,
    createdAt: row.createdAt.toISOString(),
    confirmTime: row.confirmedAt === null ? null : row.confirmedAt.toISOString(),
    orderLines: lines,
    summary: toSummary(row),
    rebateCode: row.rebateCode,
    payment: {
      provider: payment.provider,
      title: payment.title,
      isInvoice: payment.isInvoice,
      paid: row.paidAt !== null,
    },
    delivery: OrderDelivery.parse(row.delivery),
    comment: row.comment,
    containDigitalProducts: row.containDigitalProducts,
    catalogueMaxDeliveryTime: row.catalogueMaxDeliveryTime,
    containRetouch: rows.some((l) => (lineKind(l.productKind)?.retouchedPicture?.(l) ?? null) !== null),
    downloads: { files, sets },
  });
}

/** The user's placed orders (paid or invoiced and later), newest first. */
export async function listOrders(db: Db, portalId: number, userId: number): Promise<OrderListItem[]> {
  const rows = await db
    .select({
      uuid: orders.uuid,
      confirmedAt: orders.confirmedAt,
      status: orders.status,
      totalPrice: orders.totalPrice,
      currency: orders.currency,
      containDigitalProducts: orders.containDigitalProducts,
      payment: orders.payment,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.portalId, portalId),
        isNotNull(orders.confirmedAt),
        inArray(orders.status, [...confirmedStatuses]),
      ),
    )
    .orderBy(desc(orders.confirmedAt), desc(orders.id));
  return rows.map((r) => ({
    uuid: r.uuid,
    confirmTime: (r.confirmedAt ?? new Date(0)).toISOString(),
    status: toStatus(r.status),
    totalPrice: r.totalPrice,
    currency: r.currency,
    digitalAfterInvoice:
      r.containDigitalProducts &&
      !digitalFilesReleased({ isInvoice: r.payment.isInvoice, paid: r.paidAt !== null }),
  }));
}

/** The lines, voucher and summary of one of the user's placed orders (the order history's expanded row). */
export async function orderDetails(
  db: Db,
  config: Pick<Config, "signingSecret">,
  portalId: number,
  userId: number,
  orderUuid: string,
  now: Date = new Date(),
): Promise<{ orderLines: OrderLine[]; rebateCode: string | null; summary: Summary } | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.uuid, orderUuid),
        eq(orders.userId, userId),
        eq(orders.portalId, portalId),
        inArray(orders.status, [...confirmedStatuses]),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { lines } = await linesOf(db, config, row, now);
  return { orderLines: lines, rebateCode: row.rebateCode, summary: toSummary(row) };
}

/** A design production prints (its line's kind says which: a template product line, a package's template item). */
export interface PrintableLine extends PrintDesign {
  uuid: string;
  position: number;
  subjectId: number | null;
}

/**
 * An order of the portal with the designs its lines' kinds print (a template product line's, a package line's
 * template items), as production needs them: the template version and instance each was ordered with, its picture
 * set, and for a package item the item (its uuid and place in the package). Null when the portal has no such order.
 */
export async function templateLinesOfOrder(
  db: Db,
  portalId: number,
  orderUuid: string,
): Promise<{
  reference: string;
  status: string;
  lines: PrintableLine[];
} | null> {
  const [order] = await db
    .select({ id: orders.id, uuid: orders.uuid, status: orders.status })
    .from(orders)
    .where(and(eq(orders.uuid, orderUuid), eq(orders.portalId, portalId)))
    .limit(1);
  if (!order) return null;
  const printing = lineKinds().flatMap((kind) => (kind.printDesigns ? [kind.name] : []));
  const rows = await db
    .select({
      id: orderLines.id,
      uuid: orderLines.uuid,
      position: orderLines.position,
      productKind: orderLines.productKind,
      subjectId: orderLines.subjectId,
      pictureIds: orderLines.pictureIds,
      templateVersionId: orderLines.templateVersionId,
      lineData: orderLines.lineData,
    })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), inArray(orderLines.productKind, printing)))
    .orderBy(asc(orderLines.position));
  return {
    reference: order.uuid.slice(0, limits.orderReferenceLength),
    status: order.status,
    lines: rows.flatMap((row): PrintableLine[] => {
      const designs = lineKind(row.productKind)?.printDesigns?.({ ...row, jobId: undefined }) ?? [];
      return designs.map((design) => ({
        ...design,
        uuid: row.uuid,
        position: row.position,
        subjectId: row.subjectId,
      }));
    }),
  };
}

/**
 * Of these users, which products each has in a placed order (paid or invoiced, or later: `confirmedStatuses`), and
 * for which picture set, as `userId:subjectId:productUuid` keys (the reminder round asks whether a package offer was
 * ordered for a set). By the users' orders (orders_user_confirmed_idx), then their lines (order_lines_order_idx).
 */
export async function orderedProductsOfUsers(
  db: Db | Tx,
  userIds: readonly number[],
  productUuids: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0 || productUuids.length === 0) return new Set();
  const rows = await db
    .select({ userId: orders.userId, subjectId: orderLines.subjectId, productUuid: orderLines.productUuid })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        inArray(orders.userId, [...new Set(userIds)]),
        inArray(orders.status, [...confirmedStatuses]),
        inArray(orderLines.productUuid, [...new Set(productUuids)]),
      ),
    );
  return new Set(rows.map((r) => `${r.userId}:${r.subjectId}:${r.productUuid}`));
}

/**
 * Every order of the user, oldest first, as the data export shows it (decision 0034): its reference, dates, status,
 * lines, summary (totals and VAT), delivery and payment. No signed links: a file of the export outlives them.
 */
export async function ordersForExport(
  db: Db,
  config: Pick<Config, "signingSecret">,
  portalId: number,
  userId: number,
  now: Date = new Date(),
): Promise<Array<Record<string, unknown>>> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.portalId, portalId)))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const exported: Array<Record<string, unknown>> = [];
  for (const row of rows) {
    const order = await toOrder(db, config, row, now);
    exported.push({
      reference: order.reference,
      status: order.status,
      createdAt: order.createdAt,
      confirmedAt: order.confirmTime,
      lines: order.orderLines.map((l) => ({
        product: l.product.name,
        description: l.description,
        quantity: l.quantity,
        pictureType: l.pictureType,
        pictureSets: l.subjects.map((s) => s.name),
        linePrice: l.linePrice,
        actualLinePrice: l.actualLinePrice,
      })),
      summary: order.summary,
      rebateCode: order.rebateCode,
      delivery: order.delivery,
      payment: { title: order.payment.title, isInvoice: order.payment.isInvoice, paid: order.payment.paid },
      comment: order.comment,
    });
  }
  return exported;
}

/**
 * The order's delivery without the person: the kind and option, the pickup place, the dates and the school stay; the
 * address keeps only its country (the VAT of what was shipped abroad), the contact goes.
 */
export function anonymisedDelivery(delivery: Record<string, unknown>): Record<string, unknown> {
  const parsed = OrderDelivery.safeParse(delivery);
  if (!parsed.success) return {};
  const d = parsed.data;
  return {
    ...d,
    address:
      d.address === null
        ? null
        : {
            name: "",
            address1: "",
            address2: "",
            city: "",
            state: "",
            postalCode: "",
            country: d.address.country,
          },
    contact: null,
  };
}

/**
 * Anonymises the user's orders inside the caller's transaction, before the account is deleted (decision 0034): the
 * delivery's name, address and contact, the comment and an invoice's national identity number go, and the order no
 * longer names its checkout. Number, dates, status, lines, prices, VAT, voucher and payment stay for the
 * photographer's accounts; deleting the user then sets the order's user to null. Answers the orders' ids.
 */
export async function anonymiseOrdersOf(tx: Db | Tx, userId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: orders.id, delivery: orders.delivery })
    .from(orders)
    .where(eq(orders.userId, userId))
    .for("update");
  for (const row of rows) {
    await tx
      .update(orders)
      .set({
        delivery: anonymisedDelivery(row.delivery),
        comment: "",
        invoicePersonNumberEncrypted: null,
        checkoutId: null,
      })
      .where(eq(orders.id, row.id));
  }
  return rows.map((r) => r.id);
}
