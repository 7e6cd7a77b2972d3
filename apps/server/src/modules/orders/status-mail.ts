import { limits } from "@shop/domain/limits";
import { mailName } from "@shop/domain/names";
import type { OrderStatus } from "@shop/domain/order-lifecycle";
import { plainReceiptText, type ReceiptLanguage } from "@shop/domain/receipt";
import { and, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { orders } from "../../db/schema/orders.ts";
import { escapeHtml } from "../../platform/html.ts";
import type { Mailer, MailMessage } from "../../platform/mail.ts";
import { getProfile } from "../account/service.ts";
import { shopProfile } from "../content/service.ts";

/** What changed, as the mail tells it. */
export type StatusNews =
  | {
      kind: "status";
      to: OrderStatus;
      carrier?: string | null | undefined;
      trackingUrl?: string | null | undefined;
      pickupPlace?: string | null | undefined;
      note?: string | null | undefined;
    }
  | { kind: "expected_date"; expectedDate: string; note: string };

/** The shop's own texts (issue 32; not in the spec), short: what happened, and where to read the whole timeline. */
const texts: Record<
  ReceiptLanguage,
  {
    locale: string;
    greeting: (name: string | null) => string;
    subject: (reference: string) => string;
    status: Partial<Record<OrderStatus, (reference: string) => string>>;
    carrier: (carrier: string) => string;
    tracking: string;
    pickupPlace: (place: string) => string;
    delay: (reference: string, date: string) => string;
    because: (reason: string) => string;
    link: string;
  }
> = {
  en: {
    locale: "en-GB",
    greeting: (name) => (name ? `Hi ${name},` : "Hi,"),
    subject: (ref) => `News about order #${ref}`,
    status: {
      in_production: (ref) => `Order #${ref} is being made.`,
      shipped: (ref) => `Order #${ref} has been shipped.`,
      ready_for_pickup: (ref) => `Order #${ref} is ready for pickup.`,
      delivered: (ref) => `Order #${ref} has been delivered.`,
      collected: (ref) => `Order #${ref} has been collected.`,
      refunded: (ref) => `Order #${ref} has been refunded.`,
      paid: (ref) => `Order #${ref} is paid.`,
      cancelled: (ref) => `Order #${ref} has been cancelled.`,
    },
    carrier: (carrier) => `Carrier: ${carrier}`,
    tracking: "Track the parcel:",
    pickupPlace: (place) => `Pick it up at: ${place}`,
    delay: (ref, date) => `Order #${ref} is now expected on ${date}.`,
    because: (reason) => `Why: ${reason}`,
    link: "See your order:",
  },
  nb: {
    locale: "nb-NO",
    greeting: (name) => (name ? `Hei ${name},` : "Hei,"),
    subject: (ref) => `Nytt om ordre #${ref}`,
    status: {
      in_production: (ref) => `Ordre #${ref} blir laget nå.`,
      shipped: (ref) => `Ordre #${ref} er sendt.`,
      ready_for_pickup: (ref) => `Ordre #${ref} er klar til henting.`,
      delivered: (ref) => `Ordre #${ref} er levert.`,
      collected: (ref) => `Ordre #${ref} er hentet.`,
      refunded: (ref) => `Ordre #${ref} er refundert.`,
      paid: (ref) => `Ordre #${ref} er betalt.`,
      cancelled: (ref) => `Ordre #${ref} er kansellert.`,
    },
    carrier: (carrier) => `Transportør: ${carrier}`,
    tracking: "Spor pakken:",
    pickupPlace: (place) => `Hentes på: ${place}`,
    delay: (ref, date) => `Ordre #${ref} ventes nå ${date}.`,
    because: (reason) => `Hvorfor: ${reason}`,
    link: "Se ordren din:",
  },
};

/** The parent's order page, where the timeline is. */
export function orderPageUrl(publicUrl: string, orderUuid: string): string {
  return `${publicUrl}/my-account/orders/${orderUuid}`;
}

type Paragraph = { text: string } | { label: string; url: string };

/**
 * The mail of a change to an order (issue 32), in the parent's language: what changed (the carrier and tracking
 * link, the pickup place, a delay's date and reason, the studio's note), the link to the order's page and the shop's
 * contact line.
 */
export function statusMail(
  news: StatusNews,
  ctx: {
    reference: string;
    to: string;
    name: string | null;
    lang: string;
    shop: { name: string; email: string; phone: string };
    orderUrl: string;
  },
): MailMessage {
  const lang: ReceiptLanguage = ctx.lang === "nb" ? "nb" : "en";
  const t = texts[lang];
  const date = (iso: string) =>
    new Intl.DateTimeFormat(t.locale, { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  const paragraphs: Paragraph[] = [{ text: t.greeting(mailName(ctx.name)) }];
  if (news.kind === "expected_date") {
    paragraphs.push(
      { text: t.delay(ctx.reference, date(news.expectedDate)) },
      { text: t.because(news.note) },
    );
  } else {
    const said = t.status[news.to];
    paragraphs.push({ text: said ? said(ctx.reference) : t.subject(ctx.reference) });
    if (news.carrier) paragraphs.push({ text: t.carrier(news.carrier) });
    if (news.trackingUrl) paragraphs.push({ label: t.tracking, url: news.trackingUrl });
    if (news.pickupPlace) paragraphs.push({ text: t.pickupPlace(news.pickupPlace) });
    if (news.note) paragraphs.push({ text: news.note });
  }
  paragraphs.push({ label: t.link, url: ctx.orderUrl });
  const { email, phone } = ctx.shop;
  paragraphs.push({ text: plainReceiptText(lang, phone ? "contactWithPhone" : "contact", { email, phone }) });
  paragraphs.push({ text: ctx.shop.name });
  const text = paragraphs.map((p) => ("url" in p ? `${p.label}\n${p.url}` : p.text)).join("\n\n");
  const html = paragraphs
    .map((p) =>
      "url" in p
        ? `<p>${escapeHtml(p.label)}<br><a href="${escapeHtml(p.url)}">${escapeHtml(p.url)}</a></p>`
        : `<p>${escapeHtml(p.text)}</p>`,
    )
    .join("\n");
  return { to: ctx.to, subject: `${t.subject(ctx.reference)} – ${ctx.shop.name}`, text, html };
}

/** Puts the parent's mail of the change in the outbox, in the change's transaction; none when the buyer is gone. */
export async function enqueueStatusMail(
  tx: Db | Tx,
  order: Pick<typeof orders.$inferSelect, "uuid" | "userId" | "portalId">,
  news: StatusNews,
  deps: { mailer: Mailer; publicUrl: string },
): Promise<void> {
  // A buyer who deleted the account (decision 0034) has nobody left to tell.
  if (order.userId === null) return;
  const [buyer, shop] = await Promise.all([
    getProfile(tx as Db, order.userId),
    shopProfile(tx as Db, order.portalId),
  ]);
  if (!buyer) return;
  const mail = statusMail(news, {
    reference: order.uuid.slice(0, limits.orderReferenceLength),
    to: buyer.email,
    name: buyer.name,
    lang: buyer.lang,
    shop: { name: shop.name, email: shop.contactEmail || shop.email, phone: shop.phone },
    orderUrl: orderPageUrl(deps.publicUrl, order.uuid),
  });
  await deps.mailer.enqueue(mail, tx);
}

/**
 * The parents' mails of orders moved to `to` at once (background work `orders:status-mails`, a production run's
 * start): one mail per order still in that status, in one transaction with the outbox.
 */
export async function mailStatusMoves(
  db: Db,
  orderIds: readonly number[],
  to: OrderStatus,
  deps: { mailer: Mailer; publicUrl: string },
): Promise<void> {
  if (orderIds.length === 0) return;
  await db.transaction(async (tx) => {
    const moved = await tx
      .select({ uuid: orders.uuid, userId: orders.userId, portalId: orders.portalId })
      .from(orders)
      .where(and(inArray(orders.id, [...orderIds]), eq(orders.status, to)));
    for (const order of moved) await enqueueStatusMail(tx, order, { kind: "status", to }, deps);
  });
}
