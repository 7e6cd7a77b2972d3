import { formatMoney } from "@shop/domain/money-display";
import { mailName } from "@shop/domain/names";
import { escapeHtml } from "../../platform/html.ts";
import type { MailMessage } from "../../platform/mail.ts";

export interface RefundMailFacts {
  reference: string;
  amount: number;
  currency: string;
  whole: boolean;
  /** The names of the lines refunded. */
  lines: string[];
}

export interface RefundMailContext {
  to: string;
  name: string | null;
  lang: string;
  shop: { name: string; email: string };
  receiptUrl: string;
}

const texts = {
  en: {
    locale: "en-GB",
    subject: (ref: string) => `Your refund of order #${ref}`,
    greeting: (name: string | null) => (name ? `Hi ${name},` : "Hi,"),
    refunded: (amount: string, ref: string) =>
      `We have refunded ${amount} of order #${ref} to the card you paid with. It may take 5–10 days before the money is in your account.`,
    whole: "The whole order is refunded.",
    lines: "Refunded:",
    downloads: "Digital pictures that were refunded can no longer be downloaded.",
    receipt: "See the order:",
    contact: (email: string) => `Questions? Write to ${email}.`,
  },
  nb: {
    locale: "nb-NO",
    subject: (ref: string) => `Refusjon av ordre #${ref}`,
    greeting: (name: string | null) => (name ? `Hei ${name},` : "Hei,"),
    refunded: (amount: string, ref: string) =>
      `Vi har refundert ${amount} av ordre #${ref} til kortet du betalte med. Det kan ta 5–10 dager før pengene er på kontoen din.`,
    whole: "Hele ordren er refundert.",
    lines: "Refundert:",
    downloads: "Digitale bilder som er refundert, kan ikke lastes ned lenger.",
    receipt: "Se ordren:",
    contact: (email: string) => `Spørsmål? Skriv til ${email}.`,
  },
} as const;

/**
 * The parent's mail that money is on its way back (issue 32), in the parent's language: how much, of which order,
 * which lines, and that refunded downloads are gone. The buyer's name only cleaned, and never in the subject.
 */
export function refundMail(facts: RefundMailFacts, ctx: RefundMailContext): MailMessage {
  const t = ctx.lang === "nb" ? texts.nb : texts.en;
  const amount = formatMoney(facts.amount, facts.currency, ctx.lang === "nb" ? "nb" : "en");
  const paragraphs = [
    t.greeting(mailName(ctx.name)),
    t.refunded(amount, facts.reference),
    facts.whole ? t.whole : `${t.lines} ${facts.lines.join(", ")}`,
    t.downloads,
    `${t.receipt}\n${ctx.receiptUrl}`,
    t.contact(ctx.shop.email),
    ctx.shop.name,
  ];
  return {
    to: ctx.to,
    subject: `${t.subject(facts.reference)} – ${ctx.shop.name}`,
    text: paragraphs.join("\n\n"),
    html: paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll("\n", "<br>")}</p>`).join("\n"),
  };
}
