import { formatAccountNumber } from "@shop/domain/norwegian-numbers";
import { escapeHtml } from "../../platform/html.ts";
import type { MailMessage } from "../../platform/mail.ts";
import type { InvoiceRow } from "./service.ts";

const texts = {
  en: {
    invoiceSubject: (n: number) => `Invoice ${n}`,
    creditSubject: (n: number) => `Credit note ${n}`,
    greeting: "Hello,",
    invoice: (ref: string) => `Here is the invoice for your order #${ref}.`,
    credit: (ref: string, n: number | null) =>
      `Your order #${ref} is credited${n === null ? "" : ` (invoice ${n})`}: you owe nothing for it.`,
    amount: "Amount",
    due: "Due date",
    account: "Account",
    kid: "KID",
    pdf: "The invoice (PDF) is on your order's page:",
    creditPdf: "The credit note (PDF) is on your order's page:",
    locale: "en-GB",
  },
  nb: {
    invoiceSubject: (n: number) => `Faktura ${n}`,
    creditSubject: (n: number) => `Kreditnota ${n}`,
    greeting: "Hei,",
    invoice: (ref: string) => `Her er fakturaen for ordren din #${ref}.`,
    credit: (ref: string, n: number | null) =>
      `Ordren din #${ref} er kreditert${n === null ? "" : ` (faktura ${n})`}: du skylder ingenting for den.`,
    amount: "Beløp",
    due: "Forfallsdato",
    account: "Kontonr.",
    kid: "KID",
    pdf: "Fakturaen (PDF) ligger på ordresiden din:",
    creditPdf: "Kreditnotaen (PDF) ligger på ordresiden din:",
    locale: "nb-NO",
  },
} as const;

/**
 * The parent's mail of an invoice or credit note, in their language: what to pay, to which account, with which KID
 * and by when, and the order page that links the PDF (the outbox carries no attachments; the page is the parent's
 * own, behind sign-in). No name in it: the address is enough to reach them.
 */
export function invoiceMail(
  document: Pick<InvoiceRow, "kind" | "number" | "kid" | "dueDate" | "currency" | "amount" | "seller">,
  ctx: {
    to: string;
    lang: string;
    shopName: string;
    orderReference: string;
    orderUrl: string;
    creditsNumber: number | null;
  },
): MailMessage {
  const t = texts[ctx.lang === "nb" ? "nb" : "en"];
  const credit = document.kind === "credit_note";
  const amount = new Intl.NumberFormat(t.locale, { style: "currency", currency: document.currency }).format(
    document.amount / 100,
  );
  const facts: Array<[string, string]> = [
    [t.amount, amount],
    ...(document.dueDate ? [[t.due, document.dueDate] as [string, string]] : []),
    ...(!credit && document.seller.accountNumber
      ? [[t.account, formatAccountNumber(document.seller.accountNumber)] as [string, string]]
      : []),
    ...(document.kid ? [[t.kid, document.kid] as [string, string]] : []),
  ];
  const intro = credit ? t.credit(ctx.orderReference, ctx.creditsNumber) : t.invoice(ctx.orderReference);
  const link = credit ? t.creditPdf : t.pdf;
  const text = [
    t.greeting,
    intro,
    facts.map(([label, value]) => `${label}: ${value}`).join("\n"),
    `${link}\n${ctx.orderUrl}`,
    ctx.shopName,
  ].join("\n\n");
  const html = [
    `<p>${escapeHtml(t.greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${facts.map(([label, value]) => `${escapeHtml(label)}: <strong>${escapeHtml(value)}</strong>`).join("<br>")}</p>`,
    `<p>${escapeHtml(link)}<br><a href="${escapeHtml(ctx.orderUrl)}">${escapeHtml(ctx.orderUrl)}</a></p>`,
    `<p>${escapeHtml(ctx.shopName)}</p>`,
  ].join("\n");
  const subject = credit ? t.creditSubject(document.number) : t.invoiceSubject(document.number);
  return { to: ctx.to, subject: `${subject} – ${ctx.shopName}`, text, html };
}
