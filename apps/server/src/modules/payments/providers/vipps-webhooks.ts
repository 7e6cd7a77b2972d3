import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { transactions, vippsWebhooks } from "../../../db/schema/payments.ts";
import { badRequest, notFound } from "../../../errors.ts";
import { decryptText, encryptText } from "../../../platform/crypto.ts";
import { findTransactionById, type PaymentDeps } from "../service.ts";
import { applyVippsState } from "./vipps.ts";
import type { VippsPayment } from "./vipps-client.ts";

export const vippsWebhookPath = "/api/webshop/payments/vipps/webhook";

/** The ePayment events the shop listens to (Vipps's Webhooks API names). */
export const vippsWebhookEvents = [
  "epayments.payment.authorized.v1",
  "epayments.payment.aborted.v1",
  "epayments.payment.expired.v1",
  "epayments.payment.cancelled.v1",
  "epayments.payment.captured.v1",
  "epayments.payment.refunded.v1",
  "epayments.payment.terminated.v1",
] as const;

/**
 * Registers the shop's webhook at Vipps's Webhooks API once per address (decision 0079: at start-up, so no operator
 * step is forgotten) and keeps the secret Vipps answers with, which signs every call. A registration of the same
 * address whose secret the shop no longer has is replaced. Two processes starting at once may both register: the
 * one that stores its secret first wins, the other deletes its own registration.
 */
export async function ensureVippsWebhook(deps: PaymentDeps): Promise<"registered" | "present" | "off"> {
  const vipps = deps.vipps;
  if (!vipps) return "off";
  const url = `${deps.config.publicUrl}${vippsWebhookPath}`;
  const [stored] = await deps.db.select().from(vippsWebhooks).where(eq(vippsWebhooks.url, url));
  if (stored) return "present";
  for (const old of await vipps.listWebhooks()) {
    if (old.url === url) await vipps.deleteWebhook(old.id);
  }
  const made = await vipps.registerWebhook(url, vippsWebhookEvents);
  const inserted = await deps.db
    .insert(vippsWebhooks)
    .values({
      url,
      webhookId: made.id,
      secretEncrypted: encryptText(deps.config.dataEncryptionKey, made.secret),
    })
    .onConflictDoNothing()
    .returning({ id: vippsWebhooks.id });
  if (inserted.length === 0) await vipps.deleteWebhook(made.id);
  return "registered";
}

export interface SignedRequest {
  /** The exact bytes Vipps signed. */
  body: Buffer;
  /** The path and query the call came to. */
  pathAndQuery: string;
  host: string;
  date: string | undefined;
  contentHash: string | undefined;
  authorization: string | undefined;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Vipps's request authentication: x-ms-content-sha256 is the body's SHA-256 (base64), and the Authorization's
 * Signature the HMAC-SHA256 (base64, keyed with the registration's secret) of
 * `POST\n<path and query>\n<x-ms-date>;<host>;<content hash>`.
 */
export function vippsSignatureValid(secret: string, request: SignedRequest): boolean {
  const { date, contentHash, authorization } = request;
  if (!date || !contentHash || !authorization) return false;
  const hash = createHash("sha256").update(request.body).digest("base64");
  if (!sameText(hash, contentHash)) return false;
  const signed = `POST\n${request.pathAndQuery}\n${date};${request.host};${hash}`;
  const signature = createHmac("sha256", secret).update(signed).digest("base64");
  return sameText(
    authorization,
    `HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256&Signature=${signature}`,
  );
}

/** The Authorization header Vipps sends for a body (the stand-in signs with it; tests sign their own calls). */
export function vippsSignatureHeaders(secret: string, url: string, body: string, date = new Date()) {
  const { host, pathname, search } = new URL(url);
  const hash = createHash("sha256").update(body).digest("base64");
  const when = date.toUTCString();
  const signature = createHmac("sha256", secret)
    .update(`POST\n${pathname}${search}\n${when};${host};${hash}`)
    .digest("base64");
  return {
    "x-ms-date": when,
    "x-ms-content-sha256": hash,
    authorization: `HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256&Signature=${signature}`,
  };
}

interface VippsEvent {
  reference: string;
  pspReference?: string;
  name: string;
}

function eventOf(body: Buffer): VippsEvent | null {
  try {
    const parsed = JSON.parse(body.toString("utf8")) as Record<string, unknown>;
    const { reference, pspReference, name } = parsed;
    if (typeof reference !== "string" || typeof name !== "string") return null;
    return { reference, name, ...(typeof pspReference === "string" ? { pspReference } : {}) };
  } catch {
    return null;
  }
}

/**
 * A signed ePayment event: checked against the secrets of the shop's registrations, recorded once, and then the
 * payment's state is asked of Vipps and applied (applyVippsState), so a repeated or late event does nothing new.
 * The host and path checked are those of the registered address (a proxy in front may name another host).
 */
export async function handleVippsWebhook(
  deps: PaymentDeps,
  log: FastifyBaseLogger,
  request: Omit<SignedRequest, "host" | "pathAndQuery"> & { search: string },
): Promise<void> {
  const vipps = deps.vipps;
  if (!vipps) throw notFound("Not found", "route_not_found");
  const registrations = await deps.db.select().from(vippsWebhooks);
  const valid = registrations.some((r) => {
    const url = new URL(r.url);
    return vippsSignatureValid(decryptText(deps.config.dataEncryptionKey, r.secretEncrypted), {
      ...request,
      host: url.host,
      pathAndQuery: `${url.pathname}${request.search}`,
    });
  });
  if (!valid) throw badRequest("Invalid signature", "invalid_signature");
  const event = eventOf(request.body);
  if (!event) throw badRequest("Invalid signature", "invalid_signature");
  const [row] = await deps.db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.provider, "vipps"), eq(transactions.providerRef, event.reference)))
    .limit(1);
  const t = row ? await findTransactionById(deps.db, row.id) : null;
  const recorded = {
    provider: "vipps",
    eventId: `${event.reference}:${event.name}:${event.pspReference ?? ""}`,
    type: event.name,
  };
  if (!t) {
    log.warn({ eventType: event.name }, "a Vipps event matched no transaction of this shop");
    return;
  }
  let payment: VippsPayment;
  try {
    payment = await vipps.getPayment(event.reference);
  } catch {
    // Vipps sends the event again when the answer is not 2xx; the polling round asks meanwhile.
    throw new Error("Vipps could not be asked about a payment of its event");
  }
  await applyVippsState(deps, log, t, payment, recorded);
}
