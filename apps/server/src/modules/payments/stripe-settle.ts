import { type Incident, type IncidentKind, recordIncident } from "./incidents.ts";
import {
  type ApplyOutcome,
  applyPaymentResult,
  findTransactionById,
  isOpen,
  type PaymentDeps,
  type ProviderEvent,
  type TransactionRow,
} from "./service.ts";
import type { StripeClient, StripeSession } from "./stripe.ts";

/** Whether a Checkout Session is this transaction's, paid, for its amount and currency. */
export function stripeSessionPaid(t: TransactionRow, session: StripeSession): boolean {
  return (
    t.provider === "stripe" &&
    session.payment_status === "paid" &&
    session.client_reference_id === t.uuid &&
    (t.providerRef === null || t.providerRef === session.id) &&
    session.amount_total === t.amount &&
    (session.currency ?? "").toLowerCase() === t.currency.toLowerCase()
  );
}

function paymentIntentOf(session: StripeSession): string | null {
  const intent = session.payment_intent;
  if (intent === undefined || intent === null) return null;
  return typeof intent === "string" ? intent : intent.id;
}

export interface Settled {
  outcome: ApplyOutcome | "late";
  /** The money Stripe took that did not become an order, recorded (and refunded when possible). */
  incident: Incident | null;
}

/**
 * What the shop does with a paid Checkout Session, from the webhook, the browser's return or the expiry round: an
 * open transaction is paid by it (applyPaymentResult, which may refuse it: its voucher no longer holds); a cancelled
 * or expired one is never turned into an order: the payment is a late one, recorded and refunded.
 */
export async function settlePaidSession(
  deps: PaymentDeps,
  stripe: StripeClient,
  t: TransactionRow,
  session: StripeSession,
  event?: ProviderEvent,
): Promise<Settled> {
  const now = deps.now?.() ?? new Date();
  let kind: IncidentKind;
  let outcome: Settled["outcome"];
  if (isOpen(t)) {
    outcome = await applyPaymentResult(deps, t.id, "paid", event);
    if (outcome === "applied" || outcome === "replayed") return { outcome, incident: null };
    if (outcome === "refused") kind = "voucher_invalid";
    else {
      // Someone else moved it first: paid by this same session (nothing to do) or closed meanwhile (late).
      const current = await findTransactionById(deps.db, t.id);
      if (!current || isOpen(current) || current.status === "paid" || current.status === "invoiced") {
        return { outcome, incident: null };
      }
      kind = "late_payment";
    }
  } else {
    if (t.status === "paid" || t.status === "invoiced") {
      if (event) await applyPaymentResult(deps, null, "paid", event);
      return { outcome: "already-applied", incident: null };
    }
    if (event && (await applyPaymentResult(deps, null, "paid", event)) === "replayed") {
      return { outcome: "replayed", incident: null };
    }
    kind = "late_payment";
    outcome = "late";
  }
  const incident = await recordIncident(
    deps.db,
    stripe,
    {
      transactionId: t.id,
      provider: "stripe",
      providerRef: session.id,
      paymentRef: paymentIntentOf(session),
      eventId: event?.eventId ?? null,
      amount: t.amount,
      currency: t.currency,
      kind,
    },
    now,
  );
  return { outcome, incident };
}
