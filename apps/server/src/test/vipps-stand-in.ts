import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { vippsSignatureHeaders } from "../modules/payments/providers/vipps-webhooks.ts";

/**
 * A local HTTP server that answers as Vipps MobilePay's API reference documents (developer.vippsmobilepay.com), for
 * the shop's own client pointed at it (VIPPS_API_URL): the Access Token API (POST /accesstoken/get with the client_id,
 * client_secret and Ocp-Apim-Subscription-Key headers), the ePayment API (create with Idempotency-Key, get, events,
 * capture, refund, cancel; states CREATED, AUTHORIZED, ABORTED, EXPIRED, TERMINATED and the aggregate amounts), errors
 * as RFC 7807 problems, and the Webhooks API (register, list, delete) with events signed as Vipps signs them
 * (HMAC-SHA256 over the method, path, x-ms-date, host and x-ms-content-sha256). It serves the 'app' too: the landing
 * page a payment's redirectUrl names, where the parent approves or rejects.
 */

export interface StandInPayment {
  reference: string;
  pspReference: string;
  state: "CREATED" | "AUTHORIZED" | "ABORTED" | "EXPIRED" | "TERMINATED";
  amount: { currency: string; value: number };
  aggregate: {
    authorizedAmount: { currency: string; value: number };
    cancelledAmount: { currency: string; value: number };
    capturedAmount: { currency: string; value: number };
    refundedAmount: { currency: string; value: number };
  };
  returnUrl: string;
  phoneNumber: string | null;
  events: StandInEvent[];
}

export interface StandInEvent {
  reference: string;
  pspReference: string;
  name: string;
  amount: { currency: string; value: number };
  timestamp: string;
  idempotencyKey: string | null;
  success: boolean;
}

export interface StandInCall {
  method: string;
  path: string;
  idempotencyKey: string | null;
  body: unknown;
}

/**
 * How the webhooks go: once each (as Vipps does), twice each, held back until `sendHeld()` (then in reverse order:
 * out of order), or not at all (the shop must poll).
 */
export type WebhookMode = "once" | "twice" | "held" | "none";

export interface VippsStandIn {
  /** The API's address, for VIPPS_API_URL. */
  url: string;
  clientId: string;
  clientSecret: string;
  subscriptionKey: string;
  merchantSerialNumber: string;
  payments: Map<string, StandInPayment>;
  webhooks: Map<string, { url: string; events: string[]; secret: string }>;
  /** Every API call as it arrived (the token's excepted). */
  calls: StandInCall[];
  webhookMode: WebhookMode;
  /** The next call to this path's last segment (capture, refund, cancel, payments) is refused with this problem. */
  refuseNext(operation: "payments" | "capture" | "refund" | "cancel", status: number, title: string): void;
  /** What the landing page's buttons do. */
  approve(reference: string): Promise<StandInPayment>;
  reject(reference: string): Promise<StandInPayment>;
  /** The user did not act in time. */
  expire(reference: string): Promise<StandInPayment>;
  /** Sends the webhooks held back (webhookMode "held"), newest first. */
  sendHeld(): Promise<void>;
  close(): Promise<void>;
}

class Problem extends Error {
  readonly status: number;
  readonly detail: string;
  constructor(status: number, title: string, detail = title) {
    super(title);
    this.status = status;
    this.detail = detail;
  }
}

const eventTypes: Record<string, string> = {
  CREATED: "epayments.payment.created.v1",
  AUTHORIZED: "epayments.payment.authorized.v1",
  ABORTED: "epayments.payment.aborted.v1",
  EXPIRED: "epayments.payment.expired.v1",
  CANCELLED: "epayments.payment.cancelled.v1",
  CAPTURED: "epayments.payment.captured.v1",
  REFUNDED: "epayments.payment.refunded.v1",
  TERMINATED: "epayments.payment.terminated.v1",
};

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function send(response: ServerResponse, status: number, body: unknown, type = "application/json"): void {
  response.writeHead(status, { "content-type": type });
  response.end(JSON.stringify(body));
}

function amountOf(value: unknown): { currency: string; value: number } | null {
  if (typeof value !== "object" || value === null) return null;
  const { currency, value: minor } = value as { currency?: unknown; value?: unknown };
  if (typeof currency !== "string" || typeof minor !== "number" || !Number.isInteger(minor) || minor < 0)
    return null;
  return { currency, value: minor };
}

/** Starts the stand-in on a free port of 127.0.0.1 (or `port`). */
export async function startVippsStandIn(options: { port?: number } = {}): Promise<VippsStandIn> {
  const clientId = randomUUID();
  const clientSecret = randomBytes(16).toString("base64url");
  const subscriptionKey = randomBytes(16).toString("hex");
  const merchantSerialNumber = "123456";
  const tokens = new Set<string>();
  const payments = new Map<string, StandInPayment>();
  const webhooks = new Map<string, { url: string; events: string[]; secret: string }>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const calls: StandInCall[] = [];
  const held: Array<{ url: string; secret: string; body: string }> = [];
  const refusals = new Map<string, { status: number; title: string }>();
  let url = "";

  async function deliver(target: { url: string; secret: string }, body: string): Promise<void> {
    const response = await fetch(target.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...vippsSignatureHeaders(target.secret, target.url, body),
      },
      body,
    }).catch(() => null);
    await response?.arrayBuffer();
  }

  async function emit(payment: StandInPayment, name: string, value: number, key: string | null) {
    const event: StandInEvent = {
      reference: payment.reference,
      pspReference: randomUUID(),
      name,
      amount: { currency: payment.amount.currency, value },
      timestamp: new Date().toISOString(),
      idempotencyKey: key,
      success: true,
    };
    payment.events.push(event);
    const type = eventTypes[name];
    const body = JSON.stringify({ msn: merchantSerialNumber, ...event });
    for (const hook of webhooks.values()) {
      if (!type || !hook.events.includes(type)) continue;
      if (standIn.webhookMode === "none") continue;
      if (standIn.webhookMode === "held") {
        held.push({ url: hook.url, secret: hook.secret, body });
        continue;
      }
      await deliver(hook, body);
      if (standIn.webhookMode === "twice") await deliver(hook, body);
    }
  }

  function paymentOf(reference: string): StandInPayment {
    const payment = payments.get(reference);
    if (!payment) throw new Problem(404, "Payment not found", `No payment with reference ${reference}`);
    return payment;
  }

  function view(p: StandInPayment) {
    return {
      reference: p.reference,
      pspReference: p.pspReference,
      state: p.state,
      amount: p.amount,
      aggregate: p.aggregate,
      paymentMethod: { type: "WALLET" },
      profile: {},
      ...(p.state === "CREATED" ? { redirectUrl: `${url}/landing/${p.reference}` } : {}),
    };
  }

  function refusalFor(operation: string): void {
    const refusal = refusals.get(operation);
    if (!refusal) return;
    refusals.delete(operation);
    throw new Problem(refusal.status, refusal.title);
  }

  async function create(body: Record<string, unknown>) {
    refusalFor("payments");
    const reference = body.reference;
    const amount = amountOf(body.amount);
    if (typeof reference !== "string" || !/^[a-zA-Z0-9-]{8,64}$/.test(reference)) {
      throw new Problem(
        400,
        "Bad Request",
        "The field Reference must match the regular expression '^[a-zA-Z0-9-]{8,64}$'.",
      );
    }
    if (!amount) throw new Problem(400, "Bad Request", "The Amount field is required.");
    if (typeof body.returnUrl !== "string" || body.userFlow !== "WEB_REDIRECT") {
      throw new Problem(400, "Bad Request", "WEB_REDIRECT needs a returnUrl.");
    }
    if (payments.has(reference)) throw new Problem(409, "Conflict", "The reference is already used");
    const customer = body.customer as { phoneNumber?: unknown } | undefined;
    const zero = { currency: amount.currency, value: 0 };
    const payment: StandInPayment = {
      reference,
      pspReference: randomUUID(),
      state: "CREATED",
      amount,
      aggregate: {
        authorizedAmount: zero,
        cancelledAmount: zero,
        capturedAmount: zero,
        refundedAmount: zero,
      },
      returnUrl: body.returnUrl,
      phoneNumber: typeof customer?.phoneNumber === "string" ? customer.phoneNumber : null,
      events: [],
    };
    payments.set(reference, payment);
    await emit(payment, "CREATED", amount.value, null);
    return { redirectUrl: `${url}/landing/${reference}`, reference };
  }

  async function modify(
    reference: string,
    operation: string,
    body: Record<string, unknown>,
    key: string | null,
  ) {
    const payment = paymentOf(reference);
    refusalFor(operation);
    const a = payment.aggregate;
    const money = (value: number) => ({ currency: payment.amount.currency, value });
    if (operation === "cancel") {
      if (payment.state === "CREATED") {
        payment.state = "TERMINATED";
        a.cancelledAmount = money(payment.amount.value);
        await emit(payment, "TERMINATED", payment.amount.value, key);
        return view(payment);
      }
      if (payment.state !== "AUTHORIZED") throw new Problem(400, "Payment not in a cancellable state");
      const left = a.authorizedAmount.value - a.capturedAmount.value - a.cancelledAmount.value;
      if (left <= 0) throw new Problem(400, "Cannot cancel a fully captured payment");
      a.cancelledAmount = money(a.cancelledAmount.value + left);
      await emit(payment, "CANCELLED", left, key);
      return view(payment);
    }
    const amount = amountOf(body.modificationAmount);
    if (!amount || amount.value <= 0) throw new Problem(400, "Bad Request", "modificationAmount is required");
    if (payment.state !== "AUTHORIZED") {
      throw new Problem(400, "Cannot capture before reservation", "The user must accept the payment first.");
    }
    if (operation === "capture") {
      const left = a.authorizedAmount.value - a.capturedAmount.value - a.cancelledAmount.value;
      if (amount.value > left) throw new Problem(400, "Capture amount too high");
      a.capturedAmount = money(a.capturedAmount.value + amount.value);
      await emit(payment, "CAPTURED", amount.value, key);
    } else {
      const left = a.capturedAmount.value - a.refundedAmount.value;
      if (amount.value > left)
        throw new Problem(400, "Refund amount too high", "You cannot refund more than captured.");
      a.refundedAmount = money(a.refundedAmount.value + amount.value);
      await emit(payment, "REFUNDED", amount.value, key);
    }
    return view(payment);
  }

  async function api(method: string, path: string, body: Record<string, unknown>, key: string | null) {
    const parts = path.split("/").filter(Boolean);
    if (path === "/epayment/v1/payments" && method === "POST") return create(body);
    if (parts[0] === "epayment" && parts[2] === "payments" && parts[3]) {
      const reference = decodeURIComponent(parts[3]);
      if (method === "GET" && parts.length === 4) return view(paymentOf(reference));
      if (method === "GET" && parts[4] === "events") return paymentOf(reference).events;
      if (
        method === "POST" &&
        parts.length === 5 &&
        ["capture", "refund", "cancel"].includes(parts[4] ?? "")
      ) {
        return modify(reference, parts[4] ?? "", body, key);
      }
    }
    if (path === "/webhooks/v1/webhooks" && method === "POST") {
      if (typeof body.url !== "string" || !Array.isArray(body.events)) throw new Problem(400, "Bad Request");
      const id = randomUUID();
      const secret = randomBytes(48).toString("base64");
      webhooks.set(id, { url: body.url, events: body.events.map(String), secret });
      return { id, secret };
    }
    if (path === "/webhooks/v1/webhooks" && method === "GET") {
      return { webhooks: [...webhooks].map(([id, h]) => ({ id, url: h.url, events: h.events })) };
    }
    if (parts[0] === "webhooks" && parts[2] === "webhooks" && parts[3] && method === "DELETE") {
      if (!webhooks.delete(parts[3])) throw new Problem(404, "Not Found");
      return undefined;
    }
    throw new Problem(404, "Not Found", `No such operation: ${method} ${path}`);
  }

  async function landing(method: string, path: string, response: ServerResponse): Promise<void> {
    const [, , reference = "", action] = path.split("/");
    const payment = payments.get(reference);
    if (!payment) {
      response.writeHead(404, { "content-type": "text/plain" }).end("No such payment");
      return;
    }
    if (method === "POST" && (action === "approve" || action === "reject")) {
      await (action === "approve" ? standIn.approve(reference) : standIn.reject(reference));
      response.writeHead(303, { location: payment.returnUrl }).end();
      return;
    }
    const amount = (payment.amount.value / 100).toFixed(2);
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(
      `<!doctype html><html lang="en"><title>Vipps MobilePay stand-in</title><main>` +
        `<h1>Pay ${amount} ${payment.amount.currency} with Vipps MobilePay</h1>` +
        `<form method="post" action="/landing/${reference}/approve"><button type="submit">Approve</button></form>` +
        `<form method="post" action="/landing/${reference}/reject"><button type="submit">Reject</button></form>` +
        `</main></html>`,
    );
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? "GET";
    const path = new URL(request.url ?? "/", "http://stand-in").pathname;
    const raw = await bodyOf(request);
    if (path.startsWith("/landing/")) {
      await landing(method, path, response);
      return;
    }
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === "string" ? value : null;
    };
    const problem = (status: number, title: string, detail = title) =>
      send(
        response,
        status,
        {
          type: `https://httpstatuses.io/${status}`,
          title,
          status,
          detail,
          instance: path,
          traceId: randomUUID(),
        },
        "application/problem+json",
      );
    if (header("ocp-apim-subscription-key") !== subscriptionKey) {
      problem(401, "Unauthorized", "Access denied due to invalid subscription key.");
      return;
    }
    if (path === "/accesstoken/get" && method === "POST") {
      if (header("client_id") !== clientId || header("client_secret") !== clientSecret) {
        problem(401, "Unauthorized", "The client_id or client_secret is wrong");
        return;
      }
      const token = randomBytes(24).toString("base64url");
      tokens.add(token);
      send(response, 200, {
        token_type: "Bearer",
        expires_in: "3600",
        ext_expires_in: "3600",
        access_token: token,
      });
      return;
    }
    const bearer = /^Bearer (.+)$/.exec(header("authorization") ?? "")?.[1];
    if (!bearer || !tokens.has(bearer) || header("merchant-serial-number") !== merchantSerialNumber) {
      problem(401, "Unauthorized", "The access token or the merchant serial number is wrong");
      return;
    }
    let body: Record<string, unknown> = {};
    try {
      body = raw === "" ? {} : (JSON.parse(raw) as Record<string, unknown>);
    } catch {
      problem(400, "Bad Request", "The body is not JSON");
      return;
    }
    const key = header("idempotency-key");
    calls.push({ method, path, idempotencyKey: key, body });
    const remembered = method === "POST" && key ? idempotent.get(`${path} ${key}`) : undefined;
    if (remembered) {
      send(response, remembered.status, remembered.body);
      return;
    }
    try {
      const result = await api(method, path, body, key);
      if (method === "POST" && key) idempotent.set(`${path} ${key}`, { status: 200, body: result });
      if (result === undefined) response.writeHead(204).end();
      else send(response, 200, result);
    } catch (error) {
      if (!(error instanceof Problem)) throw error;
      problem(error.status, error.message, error.detail);
    }
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, 500, { title: "Internal Server Error", status: 500, detail: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function finish(reference: string, state: "AUTHORIZED" | "ABORTED" | "EXPIRED") {
    const payment = paymentOf(reference);
    if (payment.state !== "CREATED") return payment;
    payment.state = state;
    if (state === "AUTHORIZED") payment.aggregate.authorizedAmount = { ...payment.amount };
    await emit(payment, state, payment.amount.value, null);
    return payment;
  }

  const standIn: VippsStandIn = {
    url,
    clientId,
    clientSecret,
    subscriptionKey,
    merchantSerialNumber,
    payments,
    webhooks,
    calls,
    webhookMode: "once",
    refuseNext(operation, status, title) {
      refusals.set(operation, { status, title });
    },
    approve: (reference) => finish(reference, "AUTHORIZED"),
    reject: (reference) => finish(reference, "ABORTED"),
    expire: (reference) => finish(reference, "EXPIRED"),
    async sendHeld() {
      const queued = held.splice(0).reverse();
      for (const event of queued) await deliver(event, event.body);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
    },
  };
  return standIn;
}

/** The shop's VIPPS_* settings for the stand-in. */
export function vippsStandInEnv(
  standIn: Pick<
    VippsStandIn,
    "url" | "clientId" | "clientSecret" | "subscriptionKey" | "merchantSerialNumber"
  >,
) {
  return {
    VIPPS_CLIENT_ID: standIn.clientId,
    VIPPS_CLIENT_SECRET: standIn.clientSecret,
    VIPPS_SUBSCRIPTION_KEY: standIn.subscriptionKey,
    VIPPS_MSN: standIn.merchantSerialNumber,
    VIPPS_API_URL: standIn.url,
  };
}
