import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { paymentEvents, transactions } from "../../db/schema/payments.ts";

/**
 * An order's payment attempts and the provider events applied to them, oldest first: the studio's order page
 * (issue 32). By transactions_order_idx, then the events of those transactions.
 */
export async function paymentsOfOrder(db: Db, orderId: number) {
  const attempts = await db
    .select({
      id: transactions.id,
      uuid: transactions.uuid,
      provider: transactions.provider,
      amount: transactions.amount,
      currency: transactions.currency,
      status: transactions.status,
      createdAt: transactions.createdAt,
      completedAt: transactions.completedAt,
      lastError: transactions.lastError,
    })
    .from(transactions)
    .where(eq(transactions.orderId, orderId))
    .orderBy(asc(transactions.createdAt), asc(transactions.id));
  const events =
    attempts.length === 0
      ? []
      : await db
          .select({
            provider: paymentEvents.provider,
            type: paymentEvents.type,
            receivedAt: paymentEvents.receivedAt,
          })
          .from(paymentEvents)
          .where(
            inArray(
              paymentEvents.transactionId,
              attempts.map((a) => a.id),
            ),
          )
          .orderBy(asc(paymentEvents.receivedAt), asc(paymentEvents.id));
  return { transactions: attempts, events };
}
