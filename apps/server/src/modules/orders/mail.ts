import type { SummaryLine } from "@shop/contracts/cart";
import type { Order } from "@shop/contracts/orders";
import { deliveryAddressLines } from "@shop/domain/address-layout";
import type { MailMessage } from "../../platform/mail.ts";

type Lang = "en" | "nb";

interface MailTexts {
  locale: string;
  subject: (reference: string) => string;
  heading: string;
  greeting: (name: string | null) => string;
  reference: (reference: string) => string;
  invoiceNote: string;
  postage: string;
  storePickup: (place: string) => string;
  expressPickup: string;
  schoolPickup: (school: string) => string;
  digitalDelivery: string;
  deliveryTime: (time: string, afterDate: string) => string;
  retouchNote: string;
  catalogueNote: (days: number) => string;
  digitalNote: string;
  receiptLink: string;
  contact: (email: string, phone: string) => string;
  lines: string;
  free: string;
  summary: Record<SummaryLine["kind"], string>;
  businessDays: (days: number) => string;
  comment: string;
}

const texts: Record<Lang, MailTexts> = {
  en: {
    locale: "en-GB",
    subject: (ref) => `Order confirmation #${ref}`,
    heading: "Thank you for the order!",
    greeting: (name) => (name ? `Hi ${name},` : "Hi,"),
    reference: (ref) => `Order reference: #${ref}`,
    invoiceNote:
      "You pay this order by invoice. The invoice is sent separately; please pay it by its due date.",
    postage: "The order is sent by post to:",
    storePickup: (place) => `The order can be picked up at ${place}.`,
    expressPickup: "Express",
    schoolPickup: (school) => `The order is delivered to ${school}, where it can be picked up.`,
    digitalDelivery: "The order is delivered digitally.",
    deliveryTime: (time, after) => `Delivery time: ${time}, at the earliest ${after}.`,
    retouchNote:
      "Retouching is done by hand, so the retouched pictures are ready some days after the order. They appear in your picture sets when they are done.",
    catalogueNote: (days) =>
      `The catalogue is shipped separately within ${days} days after the last photo day.`,
    digitalNote:
      "Your digital pictures are ready to download from the order receipt and from your picture sets.",
    receiptLink: "See the order receipt:",
    contact: (email, phone) =>
      `Questions about the order? Contact us at ${email}${phone ? ` or ${phone}` : ""}.`,
    lines: "Your order",
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
    businessDays: (days) => (days === 1 ? "1 business day" : `${days} business days`),
    comment: "Your comment:",
  },
  nb: {
    locale: "nb-NO",
    subject: (ref) => `Ordrebekreftelse #${ref}`,
    heading: "Takk for bestillingen!",
    greeting: (name) => (name ? `Hei ${name},` : "Hei,"),
    reference: (ref) => `Ordrereferanse: #${ref}`,
    invoiceNote:
      "Du betaler denne bestillingen med faktura. Fakturaen sendes separat; betal den innen forfall.",
    postage: "Bestillingen sendes i posten til:",
    storePickup: (place) => `Bestillingen kan hentes hos ${place}.`,
    expressPickup: "Ekspress",
    schoolPickup: (school) => `Bestillingen leveres til ${school}, der den kan hentes.`,
    digitalDelivery: "Bestillingen leveres digitalt.",
    deliveryTime: (time, after) => `Leveringstid: ${time}, tidligst ${after}.`,
    retouchNote:
      "Retusjeringen gjøres for hånd, så de retusjerte bildene er klare noen dager etter bestillingen. De kommer i bildesettene dine når de er ferdige.",
    catalogueNote: (days) => `Katalogen sendes separat innen ${days} dager etter siste fotodag.`,
    digitalNote: "De digitale bildene dine kan lastes ned fra kvitteringen og fra bildesettene dine.",
    receiptLink: "Se kvitteringen:",
    contact: (email, phone) =>
      `Spørsmål om bestillingen? Kontakt oss på ${email}${phone ? ` eller ${phone}` : ""}.`,
    lines: "Bestillingen din",
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
    businessDays: (days) => (days === 1 ? "1 virkedag" : `${days} virkedager`),
    comment: "Din kommentar:",
  },
};

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
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
 * address in its country's layout and the delivery time or school, retouch, catalogue and download notes, contact line,
 * the lines and the summary with the total. The text and HTML versions are made from the same blocks.
 */
export function orderConfirmationMail(order: Order, ctx: OrderMailContext): MailMessage {
  const t = ctx.lang === "nb" ? texts.nb : texts.en;
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
    { kind: "p", text: t.heading },
    { kind: "p", text: t.reference(order.reference) },
  ];
  if (order.payment.isInvoice) blocks.push({ kind: "p", text: t.invoiceNote });

  const { delivery } = order;
  switch (delivery.type) {
    case "postage":
      blocks.push({ kind: "p", text: t.postage });
      if (delivery.address) {
        const a = delivery.address;
        blocks.push({
          kind: "lines",
          lines: deliveryAddressLines(a),
        });
      }
      break;
    case "store-pickup": {
      const p = delivery.pickupLocation;
      const place = p
        ? `${p.name}${p.isExpress ? ` (${t.expressPickup})` : ""}, ${p.address1}, ${p.postalCode} ${p.city}`
        : delivery.name;
      blocks.push({ kind: "p", text: t.storePickup(place) });
      break;
    }
    case "school-pickup":
      blocks.push({ kind: "p", text: t.schoolPickup(delivery.schoolName ?? delivery.name) });
      break;
    case "digital-delivery":
      blocks.push({ kind: "p", text: t.digitalDelivery });
      break;
  }
  if (delivery.deliveryTime) {
    blocks.push({
      kind: "p",
      text: t.deliveryTime(t.businessDays(delivery.deliveryTime.days), date(delivery.deliveryTime.afterDate)),
    });
  }
  if (order.containRetouch) blocks.push({ kind: "p", text: t.retouchNote });
  if (order.catalogueMaxDeliveryTime !== null) {
    blocks.push({ kind: "p", text: t.catalogueNote(order.catalogueMaxDeliveryTime) });
  }
  if (order.containDigitalProducts) blocks.push({ kind: "p", text: t.digitalNote });

  blocks.push({ kind: "p", text: t.lines });
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
  if (order.comment !== "") blocks.push({ kind: "lines", lines: [t.comment, order.comment] });
  blocks.push({ kind: "lines", lines: [t.receiptLink, ctx.receiptUrl] });
  blocks.push({ kind: "p", text: t.contact(ctx.shop.email, ctx.shop.phone) });
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
