import { limits } from "@shop/domain/limits";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { paymentIncidents, transactions } from "../../db/schema/payments.ts";
import { ordersToPay } from "../orders/service.ts";
import type { StripeClient } from "./stripe.ts";

/** late_payment: paid after the transaction was cancelled or expired. voucher_invalid: refused when applied. */
export type IncidentKind = "late_payment" | "voucher_invalid";
/** refunded by the shop; needs_operator: the refund failed or could not be made; resolved by the operator. */
export type IncidentStatus = "refunded" | "needs_operator" | "resolved";

export interface Incident {
  id: number;
  kind: IncidentKind;
  status: IncidentStatus;
  provider: string;
  providerRef: string;
  paymentRef: string | null;
  refundRef: string | null;
  amount: number;
  currency: string;
  createdAt: Date;
}

export interface NewIncident {
  transactionId: number;
  provider: "stripe";
  /** The Checkout Session that was paid. */
  providerRef: string;
  /** The PaymentIntent that holds the money, which a refund names; null when Stripe did not say. */
  paymentRef: string | null;
  eventId: string | null;
  amount: number;
  currency: string;
  kind: IncidentKind;
}

function toIncident(row: typeof paymentIncidents.$inferSelect): Incident {
  return {
    id: row.id,
    kind: row.kind as IncidentKind,
    status: row.status as IncidentStatus,
    provider: row.provider,
    providerRef: row.providerRef,
    paymentRef: row.paymentRef,
    refundRef: row.refundRef,
    amount: row.amount,
    currency: row.currency,
    createdAt: row.createdAt,
  };
}

/**
 * Records money a provider took that the shop will not turn into an order, once per paid session, and refunds it
 * through Stripe (an idempotency key per session, so a webhook and the browser's return at once refund once).
 * When the refund cannot be made the incident stays for the operator (needs_operator); a later report of the same
 * payment tries the refund again.
 */
export async function recordIncident(
  db: Db,
  stripe: StripeClient,
  input: NewIncident,
  now: Date,
): Promise<Incident> {
  const [inserted] = await db
    .insert(paymentIncidents)
    .values({ ...input, status: "needs_operator", createdAt: now })
    .onConflictDoNothing()
    .returning();
  const row =
    inserted ??
    (
      await db
        .select()
        .from(paymentIncidents)
        .where(
          and(
            eq(paymentIncidents.provider, input.provider),
            eq(paymentIncidents.providerRef, input.providerRef),
          ),
        )
        .limit(1)
    )[0];
  if (!row) throw new Error("the payment incident was neither recorded nor found");
  if (row.status === "refunded" || row.paymentRef === null) return toIncident(row);
  try {
    const refund = await stripe.refunds.create(
      { payment_intent: row.paymentRef },
      { idempotencyKey: `refund:${row.providerRef}` },
    );
    const [refunded] = await db
      .update(paymentIncidents)
      .set({ status: "refunded", refundRef: refund.id, resolvedAt: now })
      .where(eq(paymentIncidents.id, row.id))
      .returning();
    return toIncident(refunded ?? row);
  } catch {
    return toIncident(row);
  }
}

export interface IncidentListItem extends Incident {
  transactionUuid: string | null;
  orderReference: string | null;
}

/** The payment incidents, newest first: only those left to the operator unless `all`. */
export async function listIncidents(db: Db, options: { all: boolean }): Promise<IncidentListItem[]> {
  const rows = await db
    .select({
      incident: paymentIncidents,
      transactionUuid: transactions.uuid,
      orderId: transactions.orderId,
    })
    .from(paymentIncidents)
    .leftJoin(transactions, eq(transactions.id, paymentIncidents.transactionId))
    .where(options.all ? undefined : eq(paymentIncidents.status, "needs_operator"))
    .orderBy(desc(paymentIncidents.createdAt), desc(paymentIncidents.id));
  const orders = await ordersToPay(
    db,
    rows.flatMap((r) => (r.orderId === null ? [] : [r.orderId])),
  );
  return rows.map((r) => {
    const order = r.orderId === null ? undefined : orders.get(r.orderId);
    return {
      ...toIncident(r.incident),
      transactionUuid: r.transactionUuid,
      orderReference: order === undefined ? null : order.uuid.slice(0, limits.orderReferenceLength),
    };
  });
}

/** The operator refunded or settled an incident by hand: it leaves the list. */
export async function resolveIncident(db: Db, id: number, now: Date): Promise<Incident | null> {
  const [row] = await db
    .update(paymentIncidents)
    .set({ status: "resolved", resolvedAt: now })
    .where(and(eq(paymentIncidents.id, id), eq(paymentIncidents.status, "needs_operator")))
    .returning();
  return row ? toIncident(row) : null;
}
