import type { VippsConfig } from "../../../config.ts";

/**
 * A small client of Vipps MobilePay's APIs the shop uses (no SDK): the Access Token API, the ePayment API (create,
 * get, capture, refund, cancel) and the Webhooks API, over fetch, as developer.vippsmobilepay.com documents them.
 */

export interface VippsAmount {
  currency: string;
  value: number;
}

/** CREATED until the user acts; AUTHORIZED (reserved; captures and refunds keep it so), or ended. */
export type VippsState = "CREATED" | "AUTHORIZED" | "ABORTED" | "EXPIRED" | "TERMINATED";

export interface VippsPayment {
  reference: string;
  pspReference?: string;
  state: VippsState;
  amount: VippsAmount;
  aggregate: {
    authorizedAmount: VippsAmount;
    cancelledAmount: VippsAmount;
    capturedAmount: VippsAmount;
    refundedAmount: VippsAmount;
  };
}

export interface VippsCreatePayment {
  reference: string;
  amount: VippsAmount;
  /** MSISDN without '+' (4712345678); Vipps's landing page asks for the number when it is missing. */
  phoneNumber: string | null;
  returnUrl: string;
  paymentDescription: string;
}

/** Vipps refused (an RFC 7807 problem) or could not be reached (status 0). */
export class VippsError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = "VippsError";
    this.status = status;
  }
}

export interface VippsClient {
  createPayment(payment: VippsCreatePayment, idempotencyKey: string): Promise<{ redirectUrl: string }>;
  getPayment(reference: string): Promise<VippsPayment>;
  capture(reference: string, amount: VippsAmount, idempotencyKey: string): Promise<VippsPayment>;
  refund(reference: string, amount: VippsAmount, idempotencyKey: string): Promise<VippsPayment>;
  cancel(reference: string, idempotencyKey: string): Promise<VippsPayment>;
  registerWebhook(url: string, events: readonly string[]): Promise<{ id: string; secret: string }>;
  listWebhooks(): Promise<Array<{ id: string; url: string }>>;
  deleteWebhook(id: string): Promise<void>;
}

interface Token {
  value: string;
  expiresAt: number;
}

/**
 * Access tokens, per sales unit and API address, in this process only: a cache that is correct to lose (a process
 * without one asks for a new token, which Vipps hands out freely), so it needs no table. Refetched a few minutes
 * before it ends (1 hour in Vipps's test environment, 24 in production).
 */
const tokens = new Map<string, Token>();
const tokenMarginMs = 5 * 60_000;
const timeoutMs = 20_000;

async function problemOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  try {
    const problem = JSON.parse(text) as { title?: unknown; detail?: unknown };
    const parts = [...new Set([problem.title, problem.detail])].filter(
      (p): p is string => typeof p === "string",
    );
    if (parts.length > 0) return parts.join(": ").slice(0, 300);
  } catch {
    // not JSON: the status says it
  }
  return `HTTP ${response.status}`;
}

async function call<T>(url: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw new VippsError(0, "Vipps MobilePay could not be reached");
  }
  if (!response.ok) throw new VippsError(response.status, await problemOf(response));
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text === "" ? undefined : JSON.parse(text)) as T;
}

/** The official API (or VIPPS_API_URL's stand-in) for one sales unit. */
export function vippsClientFor(config: VippsConfig): VippsClient {
  const base = config.apiUrl;
  const unit = {
    "Ocp-Apim-Subscription-Key": config.subscriptionKey,
    "Merchant-Serial-Number": config.merchantSerialNumber,
    "Vipps-System-Name": "skolefoto-shop",
    "Vipps-System-Version": "1",
  };
  const cacheKey = `${base} ${config.clientId} ${config.merchantSerialNumber}`;

  async function token(): Promise<string> {
    const cached = tokens.get(cacheKey);
    if (cached && cached.expiresAt - tokenMarginMs > Date.now()) return cached.value;
    const answer = await call<{ access_token: string; expires_in: string | number }>(
      `${base}/accesstoken/get`,
      {
        method: "POST",
        headers: { client_id: config.clientId, client_secret: config.clientSecret, ...unit },
      },
    );
    const seconds = Number(answer.expires_in);
    const fresh = {
      value: answer.access_token,
      expiresAt: Date.now() + (Number.isFinite(seconds) ? seconds : 3600) * 1000,
    };
    tokens.set(cacheKey, fresh);
    return fresh.value;
  }

  async function api<T>(method: string, path: string, body?: unknown, idempotencyKey?: string): Promise<T> {
    const headers: Record<string, string> = { ...unit, authorization: `Bearer ${await token()}` };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (idempotencyKey !== undefined) headers["idempotency-key"] = idempotencyKey;
    try {
      return await call<T>(`${base}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      // A token Vipps no longer takes (revoked keys, a restart of theirs) is asked for again next time.
      if (error instanceof VippsError && error.status === 401) tokens.delete(cacheKey);
      throw error;
    }
  }

  const payment = (reference: string) => `/epayment/v1/payments/${encodeURIComponent(reference)}`;

  return {
    createPayment(p, idempotencyKey) {
      return api(
        "POST",
        "/epayment/v1/payments",
        {
          amount: p.amount,
          ...(p.phoneNumber ? { customer: { phoneNumber: p.phoneNumber } } : {}),
          paymentMethod: { type: "WALLET" },
          reference: p.reference,
          returnUrl: p.returnUrl,
          userFlow: "WEB_REDIRECT",
          paymentDescription: p.paymentDescription,
        },
        idempotencyKey,
      );
    },
    getPayment: (reference) => api("GET", payment(reference)),
    capture: (reference, amount, key) =>
      api("POST", `${payment(reference)}/capture`, { modificationAmount: amount }, key),
    refund: (reference, amount, key) =>
      api("POST", `${payment(reference)}/refund`, { modificationAmount: amount }, key),
    cancel: (reference, key) => api("POST", `${payment(reference)}/cancel`, {}, key),
    registerWebhook: (url, events) => api("POST", "/webhooks/v1/webhooks", { url, events }),
    async listWebhooks() {
      const answer = await api<{ webhooks?: Array<{ id: string; url: string }> }>(
        "GET",
        "/webhooks/v1/webhooks",
      );
      return answer.webhooks ?? [];
    },
    async deleteWebhook(id) {
      await api("DELETE", `/webhooks/v1/webhooks/${encodeURIComponent(id)}`);
    },
  };
}

/** The MSISDN Vipps takes (country code, no '+'): a Norwegian 8-digit number gets 47; others as written. */
export function vippsPhoneNumber(phone: string | null): string | null {
  if (phone === null) return null;
  const digits = phone
    .replace(/[^\d+]/g, "")
    .replace(/^\+/, "")
    .replace(/^00/, "");
  if (/^\d{8}$/.test(digits)) return `47${digits}`;
  return /^\d{10,15}$/.test(digits) ? digits : null;
}
