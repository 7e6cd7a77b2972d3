import { mailName } from "@shop/domain/names";
import { escapeHtml } from "../../platform/html.ts";
import type { MailMessage } from "../../platform/mail.ts";

/** What an invoice reminder says (issue 33, decision 0081): the new amount due with the fee, the KID, the new day. */
interface ReminderTexts {
  locale: string;
  greeting: (name: string | null) => string;
  subject: (number: number) => string;
  overdue: (number: number, dueDate: string) => string;
  fee: (fee: string) => string;
  pay: (amount: string, dueDate: string) => string;
  account: (account: string) => string;
  kid: (kid: string) => string;
  paid: string;
  order: string;
}

type Lang = "en" | "nb";

const texts: Record<Lang, ReminderTexts> = {
  en: {
    locale: "en-GB",
    greeting: (name) => (name ? `Hi ${name},` : "Hi,"),
    subject: (number) => `Reminder: invoice ${number}`,
    overdue: (number, dueDate) =>
      `Invoice ${number} was due ${dueDate} and we have not received the payment.`,
    fee: (fee) => `A reminder fee of ${fee} is added.`,
    pay: (amount, dueDate) => `Please pay ${amount} by ${dueDate}.`,
    account: (account) => `Account: ${account}`,
    kid: (kid) => `KID: ${kid}`,
    paid: "If you have paid in the last few days, please disregard this reminder.",
    order: "Your order:",
  },
  nb: {
    locale: "nb-NO",
    greeting: (name) => (name ? `Hei ${name},` : "Hei,"),
    subject: (number) => `Purring: faktura ${number}`,
    overdue: (number, dueDate) => `Faktura ${number} forfalt ${dueDate}, og vi har ikke mottatt betalingen.`,
    fee: (fee) => `Det er lagt til et purregebyr på ${fee}.`,
    pay: (amount, dueDate) => `Vennligst betal ${amount} innen ${dueDate}.`,
    account: (account) => `Kontonummer: ${account}`,
    kid: (kid) => `KID: ${kid}`,
    paid: "Hvis du har betalt de siste dagene, kan du se bort fra denne purringen.",
    order: "Bestillingen din:",
  },
};

function day(locale: string, isoDay: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDay}T00:00:00.000Z`),
  );
}

function money(locale: string, currency: string, minor: number): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(minor / 100);
}

export interface InvoiceReminder {
  number: number;
  kid: string | null;
  currency: string;
  /** What is due now: the invoice's amount and every reminder fee so far, this one's included. */
  due: number;
  fee: number;
  /** The invoice's own due date and the new one the reminder gives, yyyy-mm-dd. */
  dueDate: string;
  newDueDate: string;
  accountNumber: string;
  orderUrl: string;
}

/** The parent's reminder of an unpaid invoice, in their language. */
export function invoiceReminderMail(
  recipient: { to: string; name: string | null; lang: string },
  shop: { name: string },
  reminder: InvoiceReminder,
): MailMessage {
  const t = texts[recipient.lang === "nb" ? "nb" : "en"];
  const amount = (minor: number) => money(t.locale, reminder.currency, minor);
  const paragraphs = [
    t.overdue(reminder.number, day(t.locale, reminder.dueDate)),
    ...(reminder.fee > 0 ? [t.fee(amount(reminder.fee))] : []),
    t.pay(amount(reminder.due), day(t.locale, reminder.newDueDate)),
  ];
  const payment = [
    ...(reminder.accountNumber ? [t.account(reminder.accountNumber)] : []),
    ...(reminder.kid ? [t.kid(reminder.kid)] : []),
  ];
  const greeting = t.greeting(mailName(recipient.name));
  const text = [
    greeting,
    "",
    ...paragraphs,
    "",
    ...payment,
    "",
    t.paid,
    "",
    t.order,
    reminder.orderUrl,
    "",
    shop.name,
  ].join("\n");
  const url = escapeHtml(reminder.orderUrl);
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${paragraphs.map(escapeHtml).join(" ")}</p>`,
    `<p>${payment.map(escapeHtml).join("<br>")}</p>`,
    `<p>${escapeHtml(t.paid)}</p>`,
    `<p>${escapeHtml(t.order)}<br><a href="${url}">${url}</a></p>`,
    `<p>${escapeHtml(shop.name)}</p>`,
  ].join("\n");
  return { to: recipient.to, subject: `${t.subject(reminder.number)} – ${shop.name}`, text, html };
}
