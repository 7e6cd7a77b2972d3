import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import StripePackage from "stripe";

/**
 * A local HTTP server that answers as Stripe's API reference documents, for the official `stripe` package pointed at
 * it (STRIPE_API_URL): Checkout Sessions (create, retrieve, expire), refunds (create, retrieve), form-encoded bodies,
 * the Bearer key, the Idempotency-Key header, the error shape `{ error: { type, code, message } }`, and webhooks signed
 * with the package's own scheme (checkout.session.completed, charge.refunded, refund.updated). It also serves a tiny
 * payment page (`/pay/<session>`) that completes the session as a customer paying on Stripe's page would.
 */
export interface StripeStandIn {
  /** The API's address, for STRIPE_API_URL. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Where the webhooks go; set once the shop's address is known. */
  webhookUrl: string | null;
  sessions: Map<string, StandInSession>;
  refunds: Map<string, StandInRefund>;
  /** Every API request as it arrived: method, path, the Idempotency-Key header and the decoded form. */
  requests: StandInRequest[];
  /** The next refund is refused with this error (once). */
  refuseNextRefund(error: StandInError): void;
  /** What the payment page does: completes the session and sends checkout.session.completed. */
  pay(sessionId: string): Promise<StandInSession>;
  /** A refund Stripe could not make after all (status failed) and its refund.updated event. */
  failRefund(refundId: string): Promise<void>;
  close(): Promise<void>;
}

export interface StandInRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  form: Record<string, FormValue>;
}

export interface StandInError {
  status: number;
  type: string;
  code?: string;
  message: string;
}

export interface StandInSession {
  id: string;
  object: "checkout.session";
  url: string | null;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid";
  client_reference_id: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  mode: string;
  success_url: string | null;
  cancel_url: string | null;
  expires_at: number;
  created: number;
  payment_intent: string | null;
  livemode: false;
}

export interface StandInRefund {
  id: string;
  object: "refund";
  amount: number;
  charge: string;
  currency: string;
  created: number;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: "succeeded" | "pending" | "failed" | "canceled";
  failure_reason?: string;
}

/** A decoded form: `a[b][0][c]=1` as Stripe's clients encode nested values. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

/** Decodes a form body the way Stripe reads one: bracketed keys make objects, numeric ones arrays. */
export function decodeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== "");
    let node: Record<string, FormValue> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      if (typeof next !== "object" || next === null) node[part] = {};
      node = node[part] as Record<string, FormValue>;
    });
  }
  return root;
}

const reasons = new Set(["duplicate", "fraudulent", "requested_by_customer"]);

function id(prefix: string): string {
  return `${prefix}_test_${randomBytes(12).toString("hex")}`;
}

function text(value: FormValue | undefined): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function record(value: FormValue | undefined): Record<string, string> {
  if (typeof value !== "object" || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((e): e is [string, string] => typeof e[1] === "string"),
  );
}

class ApiError extends Error {
  readonly error: StandInError;
  constructor(error: StandInError) {
    super(error.message);
    this.error = error;
  }
}

function invalid(message: string, code?: string, status = 400): ApiError {
  return new ApiError({ status, type: "invalid_request_error", message, ...(code ? { code } : {}) });
}

function missing(kind: string, value: string): ApiError {
  return invalid(`No such ${kind}: '${value}'`, "resource_missing", 404);
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
  response.end(JSON.stringify(body));
}

/** Starts the stand-in on a free port of 127.0.0.1 (or `port`). */
export async function startStripeStandIn(
  options: { port?: number; secretKey?: string; webhookSecret?: string; webhookUrl?: string } = {},
): Promise<StripeStandIn> {
  const secretKey = options.secretKey ?? `sk_test_standin${randomBytes(8).toString("hex")}`;
  const webhookSecret = options.webhookSecret ?? `whsec_standin${randomBytes(8).toString("hex")}`;
  const sessions = new Map<string, StandInSession>();
  const refunds = new Map<string, StandInRefund>();
  /** PaymentIntent → what was paid, refunded, and its charge. */
  const payments = new Map<string, { amount: number; refunded: number; charge: string; currency: string }>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const requests: StandInRequest[] = [];
  let refusal: StandInError | null = null;
  let url = "";
  const now = () => Math.floor(Date.now() / 1000);

  async function sendEvent(type: string, object: object): Promise<void> {
    if (!standIn.webhookUrl) return;
    const payload = JSON.stringify({
      id: id("evt"),
      object: "event",
      api_version: "2025-01-27.acacia",
      created: now(),
      livemode: false,
      type,
      data: { object },
    });
    const header = StripePackage.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const response = await fetch(standIn.webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": header },
      body: payload,
    });
    await response.arrayBuffer();
  }

  function chargeOf(paymentIntent: string) {
    const paid = payments.get(paymentIntent);
    if (!paid) throw missing("payment_intent", paymentIntent);
    return {
      id: paid.charge,
      object: "charge",
      amount: paid.amount,
      amount_refunded: paid.refunded,
      currency: paid.currency,
      paid: true,
      refunded: paid.refunded >= paid.amount,
      payment_intent: paymentIntent,
      status: "succeeded",
    };
  }

  function createSession(form: Record<string, FormValue>): StandInSession {
    const items = form.line_items;
    const first = Array.isArray(items) ? items[0] : typeof items === "object" ? items["0"] : undefined;
    const price = typeof first === "object" && !Array.isArray(first) ? first.price_data : undefined;
    const priceData = typeof price === "object" && !Array.isArray(price) ? price : {};
    const amount = Number(text(priceData.unit_amount));
    const currency = text(priceData.currency);
    if (!Number.isInteger(amount) || amount < 0)
      throw invalid("Missing required param: line_items[0][price_data][unit_amount].", "parameter_missing");
    if (!currency)
      throw invalid("Missing required param: line_items[0][price_data][currency].", "parameter_missing");
    const sessionId = id("cs");
    const session: StandInSession = {
      id: sessionId,
      object: "checkout.session",
      url: `${url}/pay/${sessionId}`,
      status: "open",
      payment_status: "unpaid",
      client_reference_id: text(form.client_reference_id) ?? null,
      metadata: record(form.metadata),
      amount_total:
        amount * Number(text(typeof first === "object" && !Array.isArray(first) ? first.quantity : "1") ?? 1),
      currency,
      mode: text(form.mode) ?? "payment",
      success_url: text(form.success_url) ?? null,
      cancel_url: text(form.cancel_url) ?? null,
      expires_at: Number(text(form.expires_at) ?? now() + 86_400),
      created: now(),
      payment_intent: null,
      livemode: false,
    };
    sessions.set(sessionId, session);
    return session;
  }

  function sessionOf(sessionId: string): StandInSession {
    const session = sessions.get(sessionId);
    if (!session) throw missing("checkout.session", sessionId);
    return session;
  }

  async function createRefund(form: Record<string, FormValue>): Promise<StandInRefund> {
    const paymentIntent = text(form.payment_intent);
    if (!paymentIntent) throw invalid("Missing required param: payment_intent.", "parameter_missing");
    const paid = payments.get(paymentIntent);
    if (!paid) throw missing("payment_intent", paymentIntent);
    if (refusal) {
      const error = refusal;
      refusal = null;
      throw new ApiError(error);
    }
    const left = paid.amount - paid.refunded;
    if (left <= 0)
      throw invalid(`Charge ${paid.charge} has already been refunded.`, "charge_already_refunded");
    const amount = form.amount === undefined ? left : Number(text(form.amount));
    if (!Number.isInteger(amount) || amount <= 0)
      throw invalid("Invalid positive integer", "parameter_invalid_integer");
    if (amount > left) {
      throw invalid(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        "amount_too_large",
      );
    }
    const reason = text(form.reason);
    if (reason !== undefined && !reasons.has(reason))
      throw invalid(
        `Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer`,
        "parameter_invalid_string",
      );
    paid.refunded += amount;
    const refund: StandInRefund = {
      id: id("re"),
      object: "refund",
      amount,
      charge: paid.charge,
      currency: paid.currency,
      created: now(),
      metadata: record(form.metadata),
      payment_intent: paymentIntent,
      reason: reason ?? null,
      status: "succeeded",
    };
    refunds.set(refund.id, refund);
    queueMicrotask(() => void sendEvent("charge.refunded", chargeOf(paymentIntent)).catch(() => undefined));
    return refund;
  }

  async function api(method: string, path: string, form: Record<string, FormValue>): Promise<unknown> {
    const parts = path.split("/").filter(Boolean);
    if (method === "POST" && path === "/v1/checkout/sessions") return createSession(form);
    if (method === "GET" && parts[1] === "checkout" && parts[2] === "sessions" && parts.length === 4) {
      return sessionOf(parts[3] ?? "");
    }
    if (method === "POST" && parts[1] === "checkout" && parts[4] === "expire" && parts.length === 5) {
      const session = sessionOf(parts[3] ?? "");
      if (session.status !== "open") {
        throw invalid(`Only Checkout Sessions with a status in ["open"] can be expired.`);
      }
      session.status = "expired";
      session.url = null;
      return session;
    }
    if (method === "POST" && path === "/v1/refunds") return createRefund(form);
    if (method === "GET" && parts[1] === "refunds" && parts.length === 3) {
      const refund = refunds.get(parts[2] ?? "");
      if (!refund) throw missing("refund", parts[2] ?? "");
      return refund;
    }
    throw invalid(`Unrecognized request URL (${method}: ${path}).`, undefined, 404);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? "GET";
    const path = new URL(request.url ?? "/", "http://stand-in").pathname;
    const body = await bodyOf(request);
    if (path.startsWith("/pay/")) {
      await payPage(method, path.slice("/pay/".length), response);
      return;
    }
    const key = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    if (key !== secretKey) {
      send(response, 401, {
        error: {
          type: "invalid_request_error",
          message: `Invalid API Key provided: ${(key ?? "").slice(0, 8)}***`,
        },
      });
      return;
    }
    const form = decodeForm(request.headers["content-type"]?.includes("x-www-form-urlencoded") ? body : "");
    const idempotencyKey = (request.headers["idempotency-key"] as string | undefined) ?? null;
    requests.push({ method, path, idempotencyKey, form });
    const remembered =
      method === "POST" && idempotencyKey ? idempotent.get(`${path} ${idempotencyKey}`) : undefined;
    if (remembered) {
      response.setHeader("idempotent-replayed", "true");
      send(response, remembered.status, remembered.body);
      return;
    }
    let status = 200;
    let result: unknown;
    try {
      result = await api(method, path, form);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const { status: code, ...shape } = error.error;
      status = code;
      result = { error: shape };
    }
    // Stripe keeps a key's answer, errors included, except those of a server fault.
    if (method === "POST" && idempotencyKey && status < 500)
      idempotent.set(`${path} ${idempotencyKey}`, { status, body: result });
    send(response, status, result);
  }

  async function payPage(method: string, sessionId: string, response: ServerResponse): Promise<void> {
    const session = sessions.get(sessionId);
    if (!session) {
      response.writeHead(404, { "content-type": "text/plain" }).end("No such session");
      return;
    }
    if (method === "POST") {
      await standIn.pay(sessionId);
      const back = (session.success_url ?? "/").replace("{CHECKOUT_SESSION_ID}", sessionId);
      response.writeHead(303, { location: back }).end();
      return;
    }
    const amount = (session.amount_total / 100).toFixed(2);
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(
      `<!doctype html><html lang="en"><title>Stripe stand-in</title><main><h1>Pay ${amount} ${session.currency.toUpperCase()}</h1>` +
        `<form method="post"><button type="submit">Pay</button></form></main></html>`,
    );
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, 500, { error: { type: "api_error", message: String(error) } });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const standIn: StripeStandIn = {
    url,
    secretKey,
    webhookSecret,
    webhookUrl: options.webhookUrl ?? null,
    sessions,
    refunds,
    requests,
    refuseNextRefund(error) {
      refusal = error;
    },
    async pay(sessionId) {
      const session = sessionOf(sessionId);
      if (session.status === "open") {
        session.status = "complete";
        session.payment_status = "paid";
        session.payment_intent = id("pi");
        payments.set(session.payment_intent, {
          amount: session.amount_total,
          refunded: 0,
          charge: id("ch"),
          currency: session.currency,
        });
        await sendEvent("checkout.session.completed", session);
      }
      return session;
    },
    async failRefund(refundId) {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`No such refund: ${refundId}`);
      refund.status = "failed";
      refund.failure_reason = "expired_or_canceled_card";
      const paid = payments.get(refund.payment_intent);
      if (paid) paid.refunded -= refund.amount;
      await sendEvent("refund.updated", refund);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
    },
  };
  return standIn;
}

/** What the official client takes to talk to the stand-in: the parts of STRIPE_API_URL. */
export function standInEnv(standIn: Pick<StripeStandIn, "url" | "secretKey" | "webhookSecret">) {
  return {
    STRIPE_SECRET_KEY: standIn.secretKey,
    STRIPE_WEBHOOK_SECRET: standIn.webhookSecret,
    STRIPE_API_URL: standIn.url,
  };
}
