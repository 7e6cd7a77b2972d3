import type { SummaryLine } from "@shop/contracts/cart";
import type { Order } from "@shop/contracts/orders";
import { deliveryAddressLines } from "@shop/domain/address-layout";
import { mailName } from "@shop/domain/names";
import {
  businessDaysKey,
  deliverySentence,
  lineNoteOrder,
  orderNotes,
  plainReceiptText,
  type ReceiptLanguage,
  type ReceiptTextKey,
} from "@shop/domain/receipt";
import { escapeHtml } from "../../platform/html.ts";
import type { MailMessage } from "../../platform/mail.ts";
import type { MailedOrder, MailNote } from "../cart/kind.ts";
import { lineKinds } from "../cart/kinds.ts";

/** The mail's own texts; what it says as the receipt does comes from packages/domain (receipt.ts). */
interface MailTexts {
  locale: string;
  subject: (reference: string) => string;
  greeting: (name: string | null) => string;
  receiptLink: string;
  /** The mail that the invoice is paid and the digital pictures are ready (`invoicePaidMail`). */
  invoicePaidSubject: (reference: string) => string;
  invoicePaid: (reference: string) => string;
  free: string;
  summary: Record<SummaryLine["kind"], string>;
}

const texts: Record<ReceiptLanguage, MailTexts> = {
  en: {
    locale: "en-GB",
    subject: (ref) => `Order confirmation #${ref}`,
    greeting: (name) => (name ? `Hi ${name},` : "Hi,"),
    receiptLink: "See the order receipt:",
    invoicePaidSubject: (ref) => `Your digital pictures of order #${ref} are ready`,
    invoicePaid: (ref) => `Thank you: the invoice of order #${ref} is paid.`,
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
    invoicePaidSubject: (ref) => `De digitale bildene dine fra ordre #${ref} er klare`,
    invoicePaid: (ref) => `Takk: fakturaen for ordre #${ref} er betalt.`,
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

/** The receipt page of an order: where its downloads are, and where the order's mails link to. */
export function receiptUrl(publicUrl: string, orderUuid: string): string {
  return `${publicUrl}/shopping-cart/checkout/payment/receipt/${orderUuid}`;
}

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
 * address in its country's layout and the delivery time or school, the notes the order's kinds give (retouch,
 * catalogue, download), contact line, the lines and the summary with the total. The text and HTML versions are made
 * from the same blocks.
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
    { kind: "p", text: t.greeting(mailName(ctx.name)) },
    { kind: "p", text: say("heading") },
    { kind: "p", text: say("reference", { reference: order.reference }) },
  ];
  const { delivery } = order;
  for (const note of orderNotes(order)) {
    switch (note.kind) {
      case "invoice":
        blocks.push({ kind: "p", text: say("invoiceNote") });
        break;
      case "invoicePaid":
        blocks.push({ kind: "p", text: say("invoicePaidNote") });
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
    }
  }
  for (const note of kindNotes(order)) blocks.push({ kind: "p", text: note.text(lang) });

  blocks.push({ kind: "p", text: say("linesTitle") });
  const rows: Array<[string, string, boolean]> = order.orderLines.map((l) => [
    `${l.quantity} × ${l.description}`,
    money(l.actualLinePrice),
    false,
  ]);
  for (const line of order.summary.lines) {
    const row = summaryRow(line, t.summary);
    if (row !== null) rows.push([row.label, money(line.linePrice), row.strong]);
  }
  blocks.push({ kind: "table", rows });
  if (order.comment !== "") blocks.push({ kind: "lines", lines: [say("comment"), order.comment] });
  blocks.push({ kind: "lines", lines: [t.receiptLink, ctx.receiptUrl] });
  const { email, phone } = ctx.shop;
  blocks.push({ kind: "p", text: say(phone ? "contactWithPhone" : "contact", { email, phone }) });
  blocks.push({ kind: "p", text: ctx.shop.name });

  const text = blocks.map(blockText).join("\n\n");
  const html = blocks.map((b) => blockHtml(b, ctx.receiptUrl)).join("\n");
  return { to: ctx.to, subject: `${t.subject(order.reference)} – ${ctx.shop.name}`, text, html };
}

/** The notes the kinds give the order, each once, in the receipt's order (packages/domain lineNoteOrder). */
function kindNotes(order: MailedOrder): MailNote[] {
  const byId = new Map<string, MailNote>();
  for (const kind of lineKinds()) {
    const note = kind.mailNote?.(order);
    if (note && !byId.has(note.id)) byId.set(note.id, note);
  }
  // A note the spec does not place (a new kind's) comes after those it does, in the kinds' order.
  const place = (id: string) => {
    const at = lineNoteOrder.indexOf(id);
    return at === -1 ? lineNoteOrder.length : at;
  };
  return [...byId.values()].sort((a, b) => place(a.id) - place(b.id));
}

/**
 * The mail that an order's invoice is paid, so its digital pictures can now be downloaded (decision 0043), in the
 * buyer's language: the reference, the kinds' download note, the link to the receipt (where the downloads are) and
 * the contact line. The buyer's name only cleaned, and never in the subject.
 */
export function invoicePaidMail(
  order: Pick<Order, "reference"> & Pick<MailedOrder, "payment" | "containDigitalProducts">,
  ctx: Pick<OrderMailContext, "to" | "name" | "lang" | "shop" | "receiptUrl">,
): MailMessage {
  const lang: ReceiptLanguage = ctx.lang === "nb" ? "nb" : "en";
  const t = texts[lang];
  const say = (key: ReceiptTextKey, values?: Record<string, string | number>) =>
    plainReceiptText(lang, key, values);
  const { email, phone } = ctx.shop;
  const blocks: Block[] = [
    { kind: "p", text: t.greeting(mailName(ctx.name)) },
    { kind: "p", text: t.invoicePaid(order.reference) },
    ...releasedNotes(order).map((note): Block => ({ kind: "p", text: note.text(lang) })),
    { kind: "lines", lines: [t.receiptLink, ctx.receiptUrl] },
    { kind: "p", text: say(phone ? "contactWithPhone" : "contact", { email, phone }) },
    { kind: "p", text: ctx.shop.name },
  ];
  return {
    to: ctx.to,
    subject: `${t.invoicePaidSubject(order.reference)} – ${ctx.shop.name}`,
    text: blocks.map(blockText).join("\n\n"),
    html: blocks.map((b) => blockHtml(b, ctx.receiptUrl)).join("\n"),
  };
}

/**
 * The kinds' notes of what the paid invoice releases: the mail is about the files alone (what is retouched or sent was
 * the confirmation mail's to say), so the kinds are asked about an order of only its digital products.
 */
function releasedNotes(order: Pick<MailedOrder, "payment" | "containDigitalProducts">): MailNote[] {
  return kindNotes({ ...order, orderLines: [], containRetouch: false, catalogueMaxDeliveryTime: null });
}

/** A summary line in the mail, the total in bold; the subtotal is left out (the lines above add up to it). */
function summaryRow(
  line: SummaryLine,
  words: Record<SummaryLine["kind"], string>,
): { label: string; strong: boolean } | null {
  switch (line.kind) {
    case "subtotal":
      return null;
    case "voucher":
    case "shipping":
    case "fee":
      return { label: `${words[line.kind]}: ${line.description}`, strong: false };
    case "total":
      return { label: words.total, strong: true };
    default:
      return { label: words[line.kind], strong: false };
  }
}

function blockText(block: Block): string {
  switch (block.kind) {
    case "p":
      return block.text;
    case "lines":
      return block.lines.join("\n");
    case "table":
      return block.rows.map(([label, value]) => `${label}: ${value}`).join("\n");
  }
}

/** A block as HTML; the line that is the receipt's address becomes its link. */
function blockHtml(block: Block, receiptUrl: string): string {
  switch (block.kind) {
    case "p":
      return `<p>${escapeHtml(block.text)}</p>`;
    case "lines": {
      const [first, ...rest] = block.lines;
      const link = rest.length === 1 && rest[0] === receiptUrl;
      const body = link
        ? `${escapeHtml(first ?? "")}<br><a href="${escapeHtml(receiptUrl)}">${escapeHtml(receiptUrl)}</a>`
        : block.lines.map(escapeHtml).join("<br>");
      return `<p>${body}</p>`;
    }
    case "table": {
      const cells = block.rows
        .map(([label, value, strong]) => {
          const wrap = (s: string) => (strong ? `<strong>${escapeHtml(s)}</strong>` : escapeHtml(s));
          return `<tr><td>${wrap(label)}</td><td style="text-align:right">${wrap(value)}</td></tr>`;
        })
        .join("");
      return `<table cellpadding="4">${cells}</table>`;
    }
  }
}
