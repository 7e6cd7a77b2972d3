import type {
  RefundBlock,
  RefundReason,
  StudioRefundBody,
  StudioRefundEntry,
  StudioRefundOrder,
  StudioRefundResult,
} from "@shop/contracts/studio-refunds";
import { limits } from "@shop/domain/limits";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { paymentEvents, refundLines, refunds, transactions } from "../../db/schema/payments.ts";
import { badRequest, conflict, HttpError, notFound } from "../../errors.ts";
import type { Mailer } from "../../platform/mail.ts";
import { getProfile } from "../account/service.ts";
import { shopProfile } from "../content/service.ts";
import { receiptUrl } from "../orders/mail.ts";
import {
  lockOrderStatus,
  markLinesRefunded,
  type RefundableOrder,
  recordOrderRefund,
  refundableOrder,
  revokeLineDownloads,
} from "../orders/refund-orders.ts";
import { recordStudioChange, type StudioActor } from "../staff/service.ts";
import { refundVipps } from "./providers/vipps.ts";
import type { VippsClient } from "./providers/vipps-client.ts";
import { refundMail } from "./refunds-mail.ts";
import type { StripeClient } from "./stripe.ts";

/**
 * Refunds of orders paid through Stripe (issue 32, decision 0076) or Vipps MobilePay (issue 33, decision 0079), whole
 * or per line, made by the owner in the studio: never more than was paid less what was refunded, through the
 * provider's refund API with an idempotency key, recorded as payment events and refund lines; a whole refund makes
 * the order `refunded`, a refunded line's downloads go.
 */

export interface RefundDeps {
  db: Db;
  stripe: StripeClient | null;
  vipps?: VippsClient | null;
  mailer: Mailer;
  config: Pick<Config, "publicUrl">;
  portalId: number;
  now?: () => Date;
}

export const refundTexts = {
  notFound: "Order not found",
  notCard:
    "This order was not paid by card through Stripe, so the shop cannot refund it: credit an invoice, or return the money outside the shop",
  notPaid: "This order is not paid, so there is nothing to refund",
  refunded: "This order is refunded already",
  lineRefunded: "A line chosen is refunded already, or its refund is under way",
  unknownLine: "A line chosen is not one of this order's",
  nothingLeft: "Nothing of this order is left to refund",
  stripeOff: "Stripe is not set up in this shop, so it cannot refund",
  stripeFailed: (message: string) => `Stripe did not make the refund: ${message}`,
  vippsOff: "Vipps MobilePay is not set up in this shop, so it cannot refund",
  vippsFailed: (message: string) => `Vipps MobilePay did not make the refund: ${message}`,
} as const;

/** The statuses of an order that a refund may start from: paid and after, as the lifecycle lets them go to refunded. */
const refundableStatuses = new Set([
  "paid",
  "in_production",
  "shipped",
  "ready_for_pickup",
  "delivered",
  "collected",
]);

/** The providers whose payments the shop refunds itself. */
const refundingProviders = new Set(["stripe", "vipps"]);

interface PaidTransaction {
  id: number;
  provider: string;
  amount: number;
  currency: string;
  providerRef: string | null;
}

async function paidTransactionOf(db: Db, orderId: number): Promise<PaidTransaction | null> {
  const [row] = await db
    .select({
      id: transactions.id,
      provider: transactions.provider,
      amount: transactions.amount,
      currency: transactions.currency,
      providerRef: transactions.providerRef,
    })
    .from(transactions)
    .where(and(eq(transactions.orderId, orderId), eq(transactions.status, "paid")))
    .limit(1);
  return row ?? null;
}

async function refundsOf(db: Db, orderId: number) {
  const rows = await db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.createdAt);
  const lines =
    rows.length === 0
      ? []
      : await db
          .select({
            refundId: refundLines.refundId,
            orderLineId: refundLines.orderLineId,
            amount: refundLines.amount,
          })
          .from(refundLines)
          .where(
            inArray(
              refundLines.refundId,
              rows.map((r) => r.id),
            ),
          );
  return { rows, lines };
}

function blockOf(order: RefundableOrder, paid: PaidTransaction | null): RefundBlock | null {
  if (order.status === "refunded") return "refunded";
  if (!refundableStatuses.has(order.status)) return order.payment.isInvoice ? "not_card" : "not_paid";
  if (paid === null || !refundingProviders.has(paid.provider)) return "not_card";
  return null;
}

function entryOf(row: typeof refunds.$inferSelect): StudioRefundEntry {
  return {
    uuid: row.uuid,
    amount: row.amount,
    whole: row.whole,
    reason: row.reason as RefundReason,
    status: row.status as StudioRefundEntry["status"],
    at: row.createdAt.toISOString(),
  };
}

async function viewOf(db: Db, order: RefundableOrder): Promise<StudioRefundOrder> {
  const paid = await paidTransactionOf(db, order.id);
  const { rows, lines } = await refundsOf(db, order.id);
  const statusOf = new Map(rows.map((r) => [r.id, r.status]));
  const held = (status: string | undefined) => status === "succeeded" || status === "pending";
  return {
    orderUuid: order.uuid,
    reference: order.uuid.slice(0, limits.orderReferenceLength),
    status: order.status,
    currency: order.currency,
    paymentTitle: order.payment.title,
    ...(paid ? { provider: paid.provider } : {}),
    paid: paid?.amount ?? 0,
    refunded: rows.filter((r) => r.status === "succeeded").reduce((sum, r) => sum + r.amount, 0),
    block: blockOf(order, paid),
    lines: order.lines.map((line) => {
      const own = lines.filter((l) => l.orderLineId === line.id && held(statusOf.get(l.refundId)));
      return {
        uuid: line.uuid,
        productName: line.productName,
        description: line.description,
        quantity: line.quantity,
        paid: line.actualLinePrice,
        refunded: own
          .filter((l) => statusOf.get(l.refundId) === "succeeded")
          .reduce((sum, l) => sum + l.amount, 0),
        pending: own.some((l) => statusOf.get(l.refundId) === "pending"),
      };
    }),
    refunds: rows.map(entryOf),
  };
}

/** What the studio's refund page shows of the order; null when the shop has no such order. */
export async function refundView(
  db: Db,
  portalId: number,
  orderUuid: string,
): Promise<StudioRefundOrder | null> {
  const order = await refundableOrder(db, portalId, orderUuid);
  return order ? viewOf(db, order) : null;
}

function refusalOf(block: RefundBlock): HttpError {
  if (block === "not_card") return conflict(refundTexts.notCard, "studio_refund_not_card");
  return conflict(
    block === "refunded" ? refundTexts.refunded : refundTexts.notPaid,
    "studio_refund_not_refundable",
  );
}

interface Planned {
  refundId: number;
  refundUuid: string;
  amount: number;
  whole: boolean;
  lineIds: number[];
  /** What the refund returns of each line. */
  shares: Array<{ orderLineId: number; amount: number }>;
}

/**
 * Holds what is to be refunded as a pending refund, under the order's lock: the lines still refundable, and the amount
 * (the lines' prices, or all that is left for a whole refund), never more than was paid less what was refunded.
 */
async function plan(
  tx: Db,
  order: RefundableOrder,
  paid: PaidTransaction,
  paymentRef: string,
  body: StudioRefundBody,
  actor: StudioActor,
  now: Date,
): Promise<Planned> {
  const status = await lockOrderStatus(tx, order.id);
  const block = blockOf({ ...order, status: status ?? order.status }, paid);
  if (block) throw refusalOf(block);
  const taken = await tx
    .select({ orderLineId: refundLines.orderLineId, amount: refundLines.amount })
    .from(refundLines)
    .innerJoin(refunds, eq(refunds.id, refundLines.refundId))
    .where(and(eq(refunds.orderId, order.id), inArray(refunds.status, ["pending", "succeeded"])));
  const [held] = await tx
    .select({ sum: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), inArray(refunds.status, ["pending", "succeeded"])));
  const left = paid.amount - (held?.sum ?? 0);
  const takenIds = new Set(taken.map((t) => t.orderLineId));
  const open = order.lines.filter((l) => !takenIds.has(l.id));
  let chosen = open;
  if (!body.whole) {
    const byUuid = new Map(order.lines.map((l) => [l.uuid, l]));
    chosen = [...new Set(body.lineUuids)].map((uuid) => {
      const line = byUuid.get(uuid);
      if (!line) throw badRequest(refundTexts.unknownLine, "invalid_input");
      if (takenIds.has(line.id)) throw conflict(refundTexts.lineRefunded, "studio_refund_line_refunded");
      return line;
    });
  }
  const linesSum = chosen.reduce((sum, l) => sum + l.actualLinePrice, 0);
  const everything = chosen.length === open.length;
  // The whole of what is left goes with the last lines: shipping, fees, and what a voucher took off are the order's.
  const amount = body.whole || everything ? left : Math.min(linesSum, left);
  if (amount <= 0) throw conflict(refundTexts.nothingLeft, "studio_refund_not_refundable");
  // A line's share: its price, the last line of a whole refund taking what is left over (never below 0).
  let remaining = amount;
  const shares = chosen.map((line, i) => {
    const share = i === chosen.length - 1 ? remaining : Math.min(line.actualLinePrice, remaining);
    remaining -= share;
    return { orderLineId: line.id, amount: Math.max(share, 0) };
  });
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      transactionId: paid.id,
      amount,
      currency: paid.currency,
      whole: everything,
      reason: body.reason,
      status: "pending",
      // Stored before Stripe is asked: its charge.refunded may arrive before the refund is recorded.
      paymentRef,
      staffId: actor.id,
      createdAt: now,
    })
    .returning({ id: refunds.id, uuid: refunds.uuid });
  if (!row) throw new Error("inserting a refund returned no row");
  if (shares.length > 0) await tx.insert(refundLines).values(shares.map((s) => ({ ...s, refundId: row.id })));
  return {
    refundId: row.id,
    refundUuid: row.uuid,
    amount,
    whole: everything,
    lineIds: chosen.map((l) => l.id),
    shares,
  };
}

/** Stripe's own words when it refused (its error's message), else that it could not be reached. */
function stripeMessage(error: unknown): string {
  const raw = (error as { raw?: { message?: unknown } }).raw?.message;
  const message = typeof raw === "string" ? raw : error instanceof Error ? error.message : "";
  return (message || "Stripe could not be reached").slice(0, 300);
}

function stripeRefusal(error: unknown): HttpError {
  const message = stripeMessage(error);
  return new HttpError(502, refundTexts.stripeFailed(message), "studio_refund_stripe_failed", {
    fields: [{ field: "stripe", message }],
  });
}

/** The PaymentIntent that holds the money of the paid Checkout Session: a refund names it. */
async function paymentIntentOf(stripe: StripeClient, paid: PaidTransaction): Promise<string> {
  if (paid.providerRef === null) throw new Error("a paid Stripe transaction without its Checkout Session");
  const session = await stripe.checkout.sessions.retrieve(paid.providerRef);
  const intent = session.payment_intent;
  if (intent === undefined || intent === null)
    throw new Error("Stripe names no payment for the Checkout Session");
  return typeof intent === "string" ? intent : intent.id;
}

function vippsRefusal(error: unknown): HttpError {
  const message = (
    error instanceof Error && error.message ? error.message : "Vipps could not be reached"
  ).slice(0, 300);
  return new HttpError(502, refundTexts.vippsFailed(message), "studio_refund_vipps_failed", {
    fields: [{ field: "vipps", message }],
  });
}

interface ProviderRefunds {
  /** What the refund names at the provider (Stripe's PaymentIntent, Vipps's payment reference). */
  paymentRef(): Promise<string>;
  refund(
    paymentRef: string,
    planned: Planned,
    body: StudioRefundBody,
    orderUuid: string,
  ): Promise<{ id: string; status: string | null }>;
  refusal(error: unknown): HttpError;
}

/** How the paid transaction's provider refunds; a 409 when that provider is not configured (any more). */
function providerRefunds(deps: RefundDeps, paid: PaidTransaction): ProviderRefunds {
  if (paid.provider === "vipps") {
    const vipps = deps.vipps;
    if (!vipps) throw conflict(refundTexts.vippsOff, "studio_refund_not_card");
    return {
      async paymentRef() {
        if (paid.providerRef === null) throw new Error("a paid Vipps transaction without its reference");
        return paid.providerRef;
      },
      // A retry of this same refund (the client's own, or ours) makes one refund at Vipps.
      refund: (_ref, planned) =>
        refundVipps({ ...deps, vipps }, paid, planned.amount, `refund-${planned.refundUuid}`),
      refusal: vippsRefusal,
    };
  }
  const stripe = deps.stripe;
  if (!stripe) throw conflict(refundTexts.stripeOff, "studio_refund_not_card");
  return {
    paymentRef: () => paymentIntentOf(stripe, paid),
    refund: (paymentIntent, planned, body, orderUuid) =>
      stripe.refunds.create(
        {
          payment_intent: paymentIntent,
          amount: planned.amount,
          reason: body.reason,
          metadata: { orderUuid, refundUuid: planned.refundUuid },
        },
        // A retry of this same refund (the client's own, or ours) makes one refund at Stripe.
        { idempotencyKey: `refund:${planned.refundUuid}` },
      ),
    refusal: stripeRefusal,
  };
}

/**
 * Refunds the order whole or the lines named, as the owner asked in the studio (or the command line). Stripe is asked
 * outside any transaction, between two: the first holds the lines (a pending refund), the second records what Stripe
 * did; when Stripe refuses, the pending refund is deleted and its reason is the answer (502), nothing recorded.
 */
export async function refundOrder(
  deps: RefundDeps,
  orderUuid: string,
  body: StudioRefundBody,
  actor: StudioActor,
): Promise<StudioRefundResult> {
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  const order = await refundableOrder(db, deps.portalId, orderUuid);
  if (!order) throw notFound(refundTexts.notFound, "studio_order_not_found");
  const paid = await paidTransactionOf(db, order.id);
  const block = blockOf(order, paid);
  if (block || paid === null) throw refusalOf(block ?? "not_card");
  const provider = providerRefunds(deps, paid);
  let paymentRef: string;
  try {
    paymentRef = await provider.paymentRef();
  } catch (error) {
    throw provider.refusal(error);
  }
  const planned = await db.transaction((tx) => plan(tx, order, paid, paymentRef, body, actor, now));

  let providerRefund: { id: string; status: string | null };
  try {
    providerRefund = await provider.refund(paymentRef, planned, body, order.uuid);
  } catch (error) {
    await db.delete(refunds).where(eq(refunds.id, planned.refundId));
    throw provider.refusal(error);
  }

  await db.transaction(async (tx) => {
    await tx
      .update(refunds)
      .set({
        status: providerRefund.status === "failed" ? "failed" : "succeeded",
        providerRef: providerRefund.id,
      })
      .where(eq(refunds.id, planned.refundId));
    await tx
      .insert(paymentEvents)
      .values({
        provider: paid.provider,
        eventId: providerRefund.id,
        type: "refund",
        transactionId: paid.id,
        receivedAt: now,
      })
      .onConflictDoNothing();
    const refundedIds = new Set(planned.lineIds);
    const kept = order.lines.filter((l) => !refundedIds.has(l.id)).map((l) => l.id);
    // The lines refunded before are gone already; only this refund's and the lines still paid for matter.
    const before = await tx
      .select({ orderLineId: refundLines.orderLineId })
      .from(refundLines)
      .innerJoin(refunds, eq(refunds.id, refundLines.refundId))
      .where(and(eq(refunds.orderId, order.id), eq(refunds.status, "succeeded")));
    const refundedBefore = new Set(before.map((b) => b.orderLineId));
    const revoked = await revokeLineDownloads(
      tx,
      order,
      planned.lineIds,
      kept.filter((id) => !refundedBefore.has(id)),
    );
    await markLinesRefunded(tx, planned.shares);
    await recordOrderRefund(tx, order.id, {
      whole: planned.whole,
      lineNames: order.lines.filter((l) => refundedIds.has(l.id)).map((l) => l.productName),
      staffId: actor.id,
      at: now,
    });
    await recordStudioChange(tx, {
      staff: actor,
      action: "order.refund",
      objectType: "order",
      objectId: order.uuid,
      detail: {
        amount: planned.amount,
        currency: paid.currency,
        whole: planned.whole,
        lines: planned.lineIds.length,
        reason: body.reason,
        revokedPictures: revoked.revokedPictures,
        revokedSets: revoked.revokedSets,
      },
    });
    await enqueueRefundMail(tx, deps, order, planned);
  });

  const view = await viewOf(db, (await refundableOrder(db, deps.portalId, orderUuid)) ?? order);
  const [row] = await db.select().from(refunds).where(eq(refunds.id, planned.refundId));
  if (!row) throw new Error("the refund just made is gone");
  return { refund: entryOf(row), order: view };
}

/** The parent's mail that the money is on its way, in the outbox with the refund's record. */
async function enqueueRefundMail(
  tx: Db,
  deps: RefundDeps,
  order: RefundableOrder,
  planned: Planned,
): Promise<void> {
  if (order.userId === null) return;
  const [buyer, shop] = await Promise.all([getProfile(tx, order.userId), shopProfile(tx, deps.portalId)]);
  if (!buyer) return;
  const names = new Set(planned.lineIds);
  const mail = refundMail(
    {
      reference: order.uuid.slice(0, limits.orderReferenceLength),
      amount: planned.amount,
      currency: order.currency,
      whole: planned.whole,
      lines: order.lines.filter((l) => names.has(l.id)).map((l) => l.productName),
    },
    {
      to: buyer.email,
      name: buyer.name,
      lang: buyer.lang,
      shop: { name: shop.name, email: shop.contactEmail || shop.email },
      receiptUrl: receiptUrl(deps.config.publicUrl, order.uuid),
    },
  );
  await deps.mailer.enqueue(mail, tx);
}

/**
 * Stripe's later word on a refund the studio made, once per event: refund.updated names the refund (one Stripe could
 * not make after all is marked failed, for the owner to see, and its lines may be refunded again; the downloads it
 * took back stay taken, the owner decides what comes next), charge.refunded the PaymentIntent; both are recorded with the payment's transaction.
 */
export async function refundEventFromStripe(
  db: Db,
  event: {
    id: string;
    type: string;
    refund: { id: string; status: string | null } | null;
    paymentIntent: string | null;
  },
): Promise<"applied" | "replayed" | "unknown"> {
  return db.transaction(async (tx) => {
    const where = event.refund
      ? eq(refunds.providerRef, event.refund.id)
      : event.paymentIntent
        ? eq(refunds.paymentRef, event.paymentIntent)
        : undefined;
    const [row] =
      where === undefined
        ? []
        : await tx
            .select({ id: refunds.id, transactionId: refunds.transactionId })
            .from(refunds)
            .where(where)
            .limit(1);
    const inserted = await tx
      .insert(paymentEvents)
      .values({
        provider: "stripe",
        eventId: event.id,
        type: event.type,
        transactionId: row?.transactionId ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (inserted.length === 0) return "replayed";
    if (!row) return "unknown";
    if (event.refund && (event.refund.status === "failed" || event.refund.status === "canceled")) {
      await tx.update(refunds).set({ status: "failed" }).where(eq(refunds.id, row.id));
      // Its lines may be refunded again (each line is in one refund's lines at most).
      await tx.delete(refundLines).where(eq(refundLines.refundId, row.id));
    }
    return "applied";
  });
}
