import type { FastifyInstance } from "fastify";
import type Stripe from "stripe";
import StripePackage from "stripe";
import { buildApp } from "../../app.ts";
import { MemoryTransport, OutboxMailer } from "../../platform/mail.ts";
import { injectAsBrowser, type TestApp } from "../../test/helpers.ts";
import type { StripeClient, StripeSession } from "./stripe.ts";

/**
 * A Stripe client for tests: Checkout Sessions and refunds kept in memory, and the official package's own webhook
 * helper, so no test needs the network. It refuses what Stripe refuses (expiring a session that is not open).
 */
export function fakeStripe() {
  const sessions = new Map<string, StripeSession>();
  const created: Array<{ params: Stripe.Checkout.SessionCreateParams; idempotencyKey: string | undefined }> =
    [];
  const expired: string[] = [];
  const refunds: Array<{ paymentIntent: string; idempotencyKey: string | undefined; id: string }> = [];
  const state = { refundsFail: false };
  const client: StripeClient = {
    checkout: {
      sessions: {
        async create(params, options) {
          created.push({ params, idempotencyKey: options?.idempotencyKey });
          const id = `cs_test_${created.length}`;
          const price = params.line_items?.[0]?.price_data;
          const session: StripeSession = {
            id,
            url: `https://checkout.stripe.test/c/pay/${id}`,
            status: "open",
            payment_status: "unpaid",
            client_reference_id: params.client_reference_id ?? null,
            metadata: (params.metadata as Record<string, string>) ?? null,
            amount_total: price?.unit_amount ?? null,
            currency: price?.currency ?? null,
            payment_intent: null,
          };
          sessions.set(id, session);
          return { ...session };
        },
        async retrieve(id) {
          const session = sessions.get(id);
          if (!session) throw new Error(`No such checkout.session: ${id}`);
          return { ...session };
        },
        async expire(id) {
          const session = sessions.get(id);
          if (!session) throw new Error(`No such checkout.session: ${id}`);
          if (session.status !== "open") {
            throw new Error(`Only Checkout Sessions with a status in ["open"] can be expired.`);
          }
          expired.push(id);
          session.status = "expired";
          return { ...session };
        },
      },
    },
    refunds: {
      async create(params, options) {
        if (state.refundsFail) throw new Error("Stripe is not reachable");
        const paymentIntent = String(params.payment_intent);
        const key = options?.idempotencyKey;
        const same = refunds.find((r) => key !== undefined && r.idempotencyKey === key);
        if (same) return { id: same.id, status: "succeeded" };
        const id = `re_test_${refunds.length + 1}`;
        refunds.push({ paymentIntent, idempotencyKey: key, id });
        return { id, status: "succeeded" };
      },
    },
    webhooks: StripePackage.webhooks,
  };
  return {
    client,
    created,
    expired,
    refunds,
    /** From now on refunds fail (Stripe unreachable), until set back. */
    failRefunds(fail: boolean) {
      state.refundsFail = fail;
    },
    /** What Stripe does when the customer pays on its page. */
    complete(id: string): StripeSession {
      const session = sessions.get(id);
      if (!session) throw new Error(`No such checkout.session: ${id}`);
      session.status = "complete";
      session.payment_status = "paid";
      session.payment_intent = `pi_test_${id}`;
      return { ...session };
    },
  };
}

export type FakeStripe = ReturnType<typeof fakeStripe>;

/** A signed webhook request as Stripe sends it, for app.inject. */
export function stripeWebhookRequest(
  session: StripeSession,
  options: { eventId: string; secret: string; type?: string },
) {
  const payload = JSON.stringify({
    id: options.eventId,
    object: "event",
    type: options.type ?? "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    data: { object: { object: "checkout.session", ...session } },
  });
  const signature = StripePackage.webhooks.generateTestHeaderString({ payload, secret: options.secret });
  return {
    method: "POST" as const,
    url: "/api/webshop/payments/stripe/webhook",
    payload,
    headers: { "content-type": "application/json", "stripe-signature": signature },
  };
}

/** The test app's shop again, with Stripe configured and this fake client injected (and its own mail outbox). */
export async function appWithStripe(
  base: TestApp,
  stripe: FakeStripe,
  mailer: OutboxMailer = new OutboxMailer(base.db, new MemoryTransport()),
): Promise<FastifyInstance> {
  const app = injectAsBrowser(
    await buildApp({
      config: base.config,
      db: base.db,
      storage: base.storage,
      mailer,
      logger: false,
      webDistDir: null,
      stripe: stripe.client,
    }),
    base.config,
  );
  await app.ready();
  return app;
}

export const testStripeEnv = {
  STRIPE_SECRET_KEY: "sk_test_not_a_real_key",
  STRIPE_WEBHOOK_SECRET: "whsec_test_0123456789abcdef",
} as const;
