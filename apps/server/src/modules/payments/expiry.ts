import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { withCustomPlans } from "../../db/plans.ts";
import { transactions } from "../../db/schema/payments.ts";
import { cancelOrder } from "../orders/service.ts";
import type { DuePayment } from "./providers/provider.ts";
import { providerOf } from "./providers/registry.ts";
import {
  findTransactionById,
  isOpen,
  openTransactionStatuses,
  type PaymentDeps,
  paymentDepsOf,
  type TransactionRow,
} from "./service.ts";

/** How many open payments one round expires at most; the next round takes the rest. */
const batchSize = 100;

/** Whether an open payment may be expired now: its provider closes it first, where it has a side of its own. */
async function closable(deps: PaymentDeps, t: DuePayment): Promise<boolean> {
  const close = providerOf(t.provider)?.closeBeforeExpiry;
  return close ? close(deps, t) : true;
}

/**
 * Expires the open payments (pending or declined) older than PAYMENT_EXPIRY_MINUTES: each transaction becomes
 * expired, its order is cancelled by the lifecycle, and its provider closes it (Stripe's Checkout Session). The cart was never
 * touched by an open payment, so it stays as it is. Safe with several server processes at once: the final update
 * is conditional (only open rows change, each by one process), and closing a Stripe session twice is harmless.
 * Returns how many it expired. `transactionId` limits it to one payment (the lazy check when one is read or paid).
 */
export async function expireOpenPayments(
  deps: PaymentDeps,
  now: Date,
  options: { transactionId?: number } = {},
): Promise<number> {
  const cutoff = new Date(now.getTime() - deps.config.paymentExpiryMs);
  const { transactionId } = options;
  const read = (db: Db) =>
    db
      .select({
        id: transactions.id,
        uuid: transactions.uuid,
        provider: transactions.provider,
        providerRef: transactions.providerRef,
        amount: transactions.amount,
        currency: transactions.currency,
      })
      .from(transactions)
      .where(
        and(
          inArray(transactions.status, [...openTransactionStatuses]),
          lt(transactions.createdAt, cutoff),
          transactionId === undefined ? undefined : eq(transactions.id, transactionId),
        ),
      )
      .orderBy(asc(transactions.createdAt))
      .limit(batchSize);
  // The round reads the open payments older than a time, planned for that time; one payment is found by its id.
  const due = await (transactionId === undefined ? withCustomPlans(deps.db, read) : read(deps.db));
  const closed: number[] = [];
  for (const t of due) if (await closable(deps, t)) closed.push(t.id);
  if (closed.length === 0) return 0;
  return deps.db.transaction(async (tx) => {
    const expired = await tx
      .update(transactions)
      .set({
        status: "expired",
        // Set aside like a cancelled one's, so the same cart and choices may start afresh.
        fingerprint: sql`${transactions.fingerprint} || ':expired:' || ${transactions.id}`,
      })
      .where(
        and(
          inArray(transactions.id, closed),
          inArray(transactions.status, [...openTransactionStatuses]),
          lt(transactions.createdAt, cutoff),
        ),
      )
      .returning({ orderId: transactions.orderId });
    for (const t of expired) await cancelOrder(tx, t.orderId);
    return expired.length;
  });
}

/** Whether an open transaction is past its expiry. */
export function isDue(deps: Pick<PaymentDeps, "config">, t: TransactionRow, now: Date): boolean {
  return isOpen(t) && now.getTime() - t.createdAt.getTime() > deps.config.paymentExpiryMs;
}

/**
 * The lazy side of the expiry: a transaction read or paid after its time is expired now, even if the periodic
 * round has not come yet, so an expired payment is never taken. Returns the transaction as it is afterwards.
 */
export async function expireIfDue(deps: PaymentDeps, t: TransactionRow): Promise<TransactionRow> {
  const now = deps.now?.() ?? new Date();
  if (!isDue(deps, t, now)) return t;
  await expireOpenPayments(deps, now, { transactionId: t.id });
  return (await findTransactionById(deps.db, t.id)) ?? t;
}

/** The periodic expiry round of a running shop (start.ts calls it every minute). */
export function paymentExpiryRound(app: FastifyInstance): () => Promise<number> {
  const deps = paymentDepsOf(app);
  return () => expireOpenPayments(deps, new Date());
}
