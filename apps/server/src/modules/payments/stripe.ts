import type Stripe from "stripe";
import type { Config } from "../../config.ts";

/** What the shop reads of a Stripe Checkout Session. */
export interface StripeSession {
  id: string;
  url: string | null;
  /** open | complete | expired */
  status: string | null;
  /** paid | unpaid | no_payment_required */
  payment_status: string;
  client_reference_id: string | null;
  metadata: Record<string, string> | null;
  amount_total: number | null;
  currency: string | null;
  /** The PaymentIntent holding the money once paid (an id, or the object when expanded). */
  payment_intent?: string | { id: string } | null;
}

/** What the shop reads of a refund. */
export interface StripeRefund {
  id: string;
  status: string | null;
}

/**
 * The part of the official Stripe client the shop uses. A `new Stripe(key)` is one; tests pass an object with the
 * same shape (and the package's own webhook helper), so they need no network.
 */
export interface StripeClient {
  checkout: {
    sessions: {
      create(
        params: Stripe.Checkout.SessionCreateParams,
        options?: { idempotencyKey?: string },
      ): Promise<StripeSession>;
      retrieve(id: string): Promise<StripeSession>;
      expire(id: string): Promise<StripeSession>;
    };
  };
  refunds: {
    create(params: Stripe.RefundCreateParams, options?: { idempotencyKey?: string }): Promise<StripeRefund>;
  };
  webhooks: {
    constructEvent(
      payload: string | Buffer,
      header: string | string[] | Buffer,
      secret: string,
    ): Stripe.Event;
  };
}

const official = new Map<string, StripeClient>();
let officialClass: typeof Stripe | undefined;

/**
 * Loads the official client's package when a secret key is configured; the app awaits it as it starts, so a shop
 * without Stripe never loads it (about 13 MB of an idle process, decision 0016).
 */
export async function loadStripe(config: Pick<Config, "stripeSecretKey">): Promise<void> {
  if (config.stripeSecretKey !== undefined) officialClass ??= (await import("stripe")).default;
}

/** The injected client, else the official one when a secret key is configured, else none (Stripe is off). */
export function stripeClientFor(
  config: Pick<Config, "stripeSecretKey"> & Partial<Pick<Config, "stripeApiUrl">>,
  injected: StripeClient | null | undefined,
): StripeClient | null {
  const key = config.stripeSecretKey;
  if (key === undefined) return null;
  if (injected) return injected;
  const cacheKey = `${key} ${config.stripeApiUrl ?? ""}`;
  let client = official.get(cacheKey);
  if (!client) {
    if (officialClass === undefined) throw new Error("loadStripe(config) was not awaited at the start");
    client = new officialClass(key, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...apiAddress(config.stripeApiUrl),
    });
    official.set(cacheKey, client);
  }
  return client;
}

/** STRIPE_API_URL as the official client takes it: protocol, host and port (a stand-in in the tests). */
function apiAddress(url: string | undefined): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (url === undefined) return {};
  const { protocol, hostname, port } = new URL(url);
  const scheme = protocol === "http:" ? "http" : "https";
  return {
    protocol: scheme,
    host: hostname,
    port: port === "" ? (scheme === "http" ? 80 : 443) : Number(port),
  };
}
