import type { SummaryLine } from "@shop/contracts/cart";
import type { Order } from "@shop/contracts/orders";
import { deliveryAddressLines } from "@shop/domain/address-layout";
import {
  businessDaysKey,
  deliverySentence,
  plainReceiptText,
  type ReceiptLanguage,
  type ReceiptTextKey,
  receiptNotes,
} from "@shop/domain/receipt";
import { escapeHtml } from "../../platform/html.ts";
import type { MailMessage } from "../../platform/mail.ts";

/** The mail's own texts; what it says as the receipt does comes from packages/domain (receipt.ts). */
interface MailTexts {
  locale: string;
  subject: (reference: string) => string;
  greeting: (name: string | null) => string;
  receiptLink: string;
  free: string;
  summary: Record<SummaryLine["kind"], string>;
}

const texts: Record<ReceiptLanguage, MailTexts> = {
  en: {
    locale: "en-GB",
    subject: (ref) => `Order confirmation #${ref}`,
    greeting: (name) => (name ? `Hi ${name},` : "Hi,"),
    receiptLink: "See the order receipt:",
    free: "Free",
    summary: {
      subtotal: "Subtotal",
      rebate: "Rebate",
      voucher: "Voucher",
      shipping: "Shipping",
      fee: "Fee",
      total: "Total",
      tax: "VAT included",
    },
  },
  nb: {
    locale: "nb-NO",
    subject: (ref) => `Ordrebekreftelse #${ref}`,
    greeting: (name) => (name ? `Hei ${name},` : "Hei,"),
    receiptLink: "Se kvitteringen:",
    free: "Gratis",
    summary: {
      subtotal: "Delsum",
      rebate: "Rabatt",
      voucher: "Rabattkode",
      shipping: "Frakt",
      fee: "Gebyr",
      total: "Totalt",
      tax: "Inkludert mva.",
    },
  },
};

export interface OrderMailContext {
  to: string;
  name: string | null;
  lang: string;
  shop: { name: string; email: string; phone: string };
  /** Absolute URL of the receipt page. */
  receiptUrl: string;
}

/** A block of the mail: a paragraph, or a list of lines kept together (an address, the order lines). */
type Block =
  | { kind: "p"; text: string }
  | { kind: "lines"; lines: string[] }
  | { kind: "table"; rows: Array<[string, string, boolean]> };

/**
 * The order confirmation with the receipt's content (spec 03 §2.6): reference, invoice note, delivery with the
 * address in its country's layout and the delivery time or school, retouch, catalogue and download notes, contact line,
 * the lines and the summary with the total. The text and HTML versions are made from the same blocks.
 */
export function orderConfirmationMail(order: Order, ctx: OrderMailContext): MailMessage {
  const lang: ReceiptLanguage = ctx.lang === "nb" ? "nb" : "en";
  const t = texts[lang];
  const say = (key: ReceiptTextKey, values?: Record<string, string | number>) =>
    plainReceiptText(lang, key, values);
  const money = (minor: number) =>
    minor === 0
      ? t.free
      : new Intl.NumberFormat(t.locale, { style: "currency", currency: order.summary.currency }).format(
          minor / 100,
        );
  const date = (iso: string) =>
    new Intl.DateTimeFormat(t.locale, { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(`${iso}T00:00:00Z`),
    );

  const blocks: Block[] = [
    { kind: "p", text: t.greeting(ctx.name) },
    { kind: "p", text: say("heading") },
    { kind: "p", text: say("reference", { reference: order.reference }) },
  ];
  const { delivery } = order;
  for (const note of receiptNotes(order)) {
    switch (note.kind) {
      case "invoice":
        blocks.push({ kind: "p", text: say("invoiceNote") });
        break;
      case "delivery": {
        const sentence = deliverySentence(delivery, say("express"));
        blocks.push({ kind: "p", text: say(sentence.key, sentence.values) });
        if (delivery.type === "postage" && delivery.address) {
          blocks.push({ kind: "lines", lines: deliveryAddressLines(delivery.address) });
        }
        if (delivery.deliveryTime) {
          const { days, afterDate } = delivery.deliveryTime;
          const time = say(businessDaysKey(days), { count: days });
          blocks.push({ kind: "p", text: say("deliveryTime", { time, date: date(afterDate) }) });
        }
        break;
      }
      case "retouch":
        blocks.push({ kind: "p", text: say("retouchNote") });
        break;
      case "catalogue":
        blocks.push({ kind: "p", text: say("catalogueNote", { days: note.days }) });
        break;
      case "digital":
        blocks.push({ kind: "p", text: say("digitalNote") });
        break;
    }
  }

  blocks.push({ kind: "p", text: say("linesTitle") });
  const rows: Array<[string, string, boolean]> = order.orderLines.map((l) => [
    `${l.quantity} × ${l.description}`,
    money(l.actualLinePrice),
    false,
  ]);
  for (const s of order.summary.lines) {
    if (s.kind === "subtotal") continue;
    const label =
      s.kind === "voucher" || s.kind === "shipping" || s.kind === "fee"
        ? `${t.summary[s.kind]}: ${s.description}`
        : t.summary[s.kind];
    rows.push([label, money(s.linePrice), s.kind === "total"]);
  }
  blocks.push({ kind: "table", rows });
  if (order.comment !== "") blocks.push({ kind: "lines", lines: [say("comment"), order.comment] });
  blocks.push({ kind: "lines", lines: [t.receiptLink, ctx.receiptUrl] });
  const { email, phone } = ctx.shop;
  blocks.push({ kind: "p", text: say(phone ? "contactWithPhone" : "contact", { email, phone }) });
  blocks.push({ kind: "p", text: ctx.shop.name });

  const text = blocks
    .map((b) =>
      b.kind === "p"
        ? b.text
        : b.kind === "lines"
          ? b.lines.join("\n")
          : b.rows.map(([l, v]) => `${l}: ${v}`).join("\n"),
    )
    .join("\n\n");
  const html = blocks
    .map((b) => {
      if (b.kind === "p") return `<p>${escapeHtml(b.text)}</p>`;
      if (b.kind === "lines") {
        const [first, ...rest] = b.lines;
        const link = rest.length === 1 && rest[0] === ctx.receiptUrl;
        const body = link
          ? `${escapeHtml(first ?? "")}<br><a href="${escapeHtml(ctx.receiptUrl)}">${escapeHtml(ctx.receiptUrl)}</a>`
          : b.lines.map(escapeHtml).join("<br>");
        return `<p>${body}</p>`;
      }
      const cells = b.rows
        .map(([l, v, strong]) => {
          const wrap = (s: string) => (strong ? `<strong>${escapeHtml(s)}</strong>` : escapeHtml(s));
          return `<tr><td>${wrap(l)}</td><td style="text-align:right">${wrap(v)}</td></tr>`;
        })
        .join("");
      return `<table cellpadding="4">${cells}</table>`;
    })
    .join("\n");
  return { to: ctx.to, subject: `${t.subject(order.reference)} – ${ctx.shop.name}`, text, html };
}
