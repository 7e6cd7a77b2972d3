import { mailName } from "@shop/domain/names";
import { escapeHtml } from "../../platform/html.ts";
import type { MailMessage } from "../../platform/mail.ts";

interface ResetMailTexts {
  subject: string;
  greeting: (name: string | null) => string;
  body: string;
  action: string;
  expiry: string;
  ignore: string;
}

const texts: Record<"en" | "nb", ResetMailTexts> = {
  en: {
    subject: "Reset your password",
    greeting: (name) => (name ? `Hi ${name},` : "Hi,"),
    body: "We received a request to reset the password of your account in our web shop.",
    action: "Choose a new password here:",
    expiry: "The link works once and expires in one hour.",
    ignore: "If you did not ask for this, you can ignore this e-mail; your password stays the same.",
  },
  nb: {
    subject: "Tilbakestill passordet ditt",
    greeting: (name) => (name ? `Hei ${name},` : "Hei,"),
    body: "Vi har fått en forespørsel om å tilbakestille passordet til kontoen din i nettbutikken vår.",
    action: "Velg et nytt passord her:",
    expiry: "Lenken kan brukes én gang og utløper om én time.",
    ignore: "Hvis du ikke ba om dette, kan du se bort fra e-posten; passordet ditt forblir det samme.",
  },
};

/** The password reset mail in the user's language (English for any language without its own text). */
export function passwordResetMail(options: {
  to: string;
  name: string | null;
  lang: string;
  link: string;
  shopName: string;
}): MailMessage {
  const t = options.lang === "nb" ? texts.nb : texts.en;
  const name = mailName(options.name);
  const subject = `${t.subject} – ${options.shopName}`;
  const text = [
    t.greeting(name),
    "",
    t.body,
    t.action,
    options.link,
    "",
    t.expiry,
    t.ignore,
    "",
    options.shopName,
  ].join("\n");
  const link = escapeHtml(options.link);
  const html = [
    `<p>${escapeHtml(t.greeting(name))}</p>`,
    `<p>${escapeHtml(t.body)}</p>`,
    `<p>${escapeHtml(t.action)}<br><a href="${link}">${link}</a></p>`,
    `<p>${escapeHtml(t.expiry)} ${escapeHtml(t.ignore)}</p>`,
    `<p>${escapeHtml(options.shopName)}</p>`,
  ].join("\n");
  return { to: options.to, subject, text, html };
}
