import { and, asc, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { refunds, transactions } from "../../../db/schema/payments.ts";
import { captureReadiness } from "../../orders/capture-ready.ts";
import type { PaymentDeps } from "../service.ts";
import { VippsError } from "./vipps-client.ts";

/** A paid Vipps payment whose reservation is not settled yet (the partial index transactions_uncaptured_idx). */
const uncaptured = () =>
  and(eq(transactions.provider, "vipps"), eq(transactions.status, "paid"), isNull(transactions.capturedAt));

/** How many payments one round asks about or captures at most; the next round takes the rest. */
const batchSize = 50;

/** What the studio refunded of a payment before its money was captured: the capture takes that much less. */
export async function refundedBefore(deps: Pick<PaymentDeps, "db">, transactionId: number): Promise<number> {
  const [row] = await deps.db
    .select({ sum: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.transactionId, transactionId), eq(refunds.status, "succeeded")));
  return row?.sum ?? 0;
}

/** The reservation needs nothing more (released by a whole refund before capture): the capture round leaves it. */
export async function markSettled(
  deps: Pick<PaymentDeps, "db" | "now">,
  transactionId: number,
): Promise<void> {
  const now = deps.now?.() ?? new Date();
  await deps.db.update(transactions).set({ capturedAt: now }).where(eq(transactions.id, transactionId));
}

/**
 * Captures a paid Vipps payment whose order is delivered (decision 0079: a digital order at once, a printed one from
 * in_production), less what was refunded before, and releases the rest; an order cancelled or refunded whole first
 * has its reservation released. Settled once: captured_at is set (a payment that needs nothing more gets it too).
 * A failure is counted and kept on the transaction with Vipps's words, and the next round tries again; the
 * idempotency keys make a second process's capture of the same payment the same capture.
 */
export async function captureTransaction(
  deps: PaymentDeps,
  transactionId: number,
  log: FastifyBaseLogger | null,
): Promise<"captured" | "released" | "waiting" | "failed"> {
  const [t] = await deps.db
    .select({
      id: transactions.id,
      uuid: transactions.uuid,
      orderId: transactions.orderId,
      amount: transactions.amount,
      currency: transactions.currency,
      providerRef: transactions.providerRef,
    })
    .from(transactions)
    .where(and(eq(transactions.id, transactionId), uncaptured(), isNotNull(transactions.providerRef)));
  const vipps = deps.vipps;
  if (!t || t.providerRef === null || !vipps) return "waiting";
  const readiness = (await captureReadiness(deps.db, [t.orderId])).get(t.orderId) ?? "waiting";
  if (readiness === "waiting") return "waiting";
  const reference = t.providerRef;
  const now = deps.now?.() ?? new Date();
  try {
    const amount = readiness === "released" ? 0 : t.amount - (await refundedBefore(deps, t.id));
    if (amount > 0) {
      await vipps.capture(
        reference,
        { currency: t.currency.toUpperCase(), value: amount },
        `capture:${t.uuid}`,
      );
    }
    if (amount < t.amount) await vipps.cancel(reference, `release:${reference}`);
    await deps.db
      .update(transactions)
      .set({ capturedAt: now, captureError: null })
      .where(eq(transactions.id, t.id));
    return amount > 0 ? "captured" : "released";
  } catch (error) {
    const message = error instanceof VippsError ? error.message : "unexpected error";
    await deps.db
      .update(transactions)
      .set({ captureAttempts: sql`${transactions.captureAttempts} + 1`, captureError: message.slice(0, 300) })
      .where(eq(transactions.id, t.id));
    log?.warn(
      { transaction: t.uuid, err: { status: (error as VippsError).status } },
      "capturing a Vipps payment failed; the next round tries again",
    );
    return "failed";
  }
}

/**
 * The reserved Vipps payments not yet captured whose orders are delivered, cancelled or refunded, oldest first (those
 * still waiting for production are read and left: a shop holds a few hundred of them at most).
 */
async function dueForCapture(deps: PaymentDeps): Promise<number[]> {
  const rows = await deps.db
    .select({ id: transactions.id, orderId: transactions.orderId })
    .from(transactions)
    .where(uncaptured())
    .orderBy(asc(transactions.id))
    .limit(20 * batchSize);
  const readiness = await captureReadiness(
    deps.db,
    rows.map((r) => r.orderId),
  );
  return rows
    .filter((r) => (readiness.get(r.orderId) ?? "waiting") !== "waiting")
    .slice(0, batchSize)
    .map((r) => r.id);
}

/** The open Vipps payments started more than a minute ago: their webhook may never come. */
async function openPayments(deps: PaymentDeps, now: Date) {
  return deps.db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.provider, "vipps"),
        inArray(transactions.status, ["pending", "declined"]),
        isNotNull(transactions.providerRef),
        lt(transactions.createdAt, new Date(now.getTime() - 60_000)),
      ),
    )
    .orderBy(asc(transactions.createdAt))
    .limit(batchSize);
}

export interface VippsRoundDeps {
  /** Asks Vipps the state of one open transaction's payment and applies it (the provider's own rules). */
  poll(id: number): Promise<void>;
}

/**
 * The Vipps round of a running shop (start.ts, every minute beside the payment expiry): asks Vipps the state of each
 * open payment whose webhook has not come (so a lost webhook delays a payment by a round at most), then captures the
 * delivered orders' payments and retries the captures that failed. Returns what it did, for the tests and the log.
 */
export async function vippsRound(
  deps: PaymentDeps,
  round: VippsRoundDeps,
  log: FastifyBaseLogger | null,
): Promise<{ polled: number; captured: number; failed: number }> {
  if (!deps.vipps) return { polled: 0, captured: 0, failed: 0 };
  const now = deps.now?.() ?? new Date();
  const open = await openPayments(deps, now);
  for (const t of open) await round.poll(t.id).catch(() => undefined);
  let captured = 0;
  let failed = 0;
  for (const id of await dueForCapture(deps)) {
    const outcome = await captureTransaction(deps, id, log);
    if (outcome === "captured" || outcome === "released") captured += 1;
    if (outcome === "failed") failed += 1;
  }
  return { polled: open.length, captured, failed };
}

export interface FailedCapture {
  transactionUuid: string;
  orderId: number;
  amount: number;
  currency: string;
  attempts: number;
  error: string | null;
}

/** The Vipps payments whose capture failed and is still being tried, for the operator (`payments captures`). */
export async function failedCaptures(db: PaymentDeps["db"]): Promise<FailedCapture[]> {
  return db
    .select({
      transactionUuid: transactions.uuid,
      orderId: transactions.orderId,
      amount: transactions.amount,
      currency: transactions.currency,
      attempts: transactions.captureAttempts,
      error: transactions.captureError,
    })
    .from(transactions)
    .where(and(uncaptured(), sql`${transactions.captureAttempts} > 0`))
    .orderBy(asc(transactions.id));
}
