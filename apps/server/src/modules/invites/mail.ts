import { mailName } from "@shop/domain/names";
import { escapeHtml } from "../../platform/html.ts";
import type { MailMessage } from "../../platform/mail.ts";

interface InviteMailTexts {
  locale: string;
  subject: string;
  greeting: string;
  shared: (sender: string) => string;
  open: string;
  noCode: string;
  expiry: (date: string) => string;
  ignore: string;
}

const texts: Record<"en" | "nb", InviteMailTexts> = {
  en: {
    locale: "en-GB",
    subject: "Pictures have been shared with you",
    greeting: "Hi,",
    shared: (sender) => `${sender} has shared these picture sets with you in our web shop:`,
    open: "Open them here, with an account of your own (make one from the link if you have none):",
    noCode: "You do not need the photographer's code: the link stands for it.",
    expiry: (date) => `The link works for one account and expires on ${date}.`,
    ignore: "If you did not expect this, you can ignore this e-mail.",
  },
  nb: {
    locale: "nb-NO",
    subject: "Det er delt bilder med deg",
    greeting: "Hei,",
    shared: (sender) => `${sender} har delt disse bildesettene med deg i nettbutikken vår:`,
    open: "Åpne dem her, med en egen konto (lag en fra lenken hvis du ikke har en):",
    noCode: "Du trenger ikke fotografens kode: lenken gjelder i stedet.",
    expiry: (date) => `Lenken kan brukes av én konto og utløper ${date}.`,
    ignore: "Hvis du ikke ventet dette, kan du se bort fra e-posten.",
  },
};

/**
 * The invite mail in the sender's language (English for any language without its own text): who shared (their name
 * as a mail may say it, or their address), the names of the sets, the link and when it expires. Never the code, never
 * the sender's other data, and nothing the sender typed in the subject: anyone may make an account and send invites.
 */
export function inviteMail(options: {
  to: string;
  /** The sender's profile name (any text they typed) and their address, said when the name leaves nothing. */
  sender: { name: string | null; email: string };
  lang: string;
  pictureSets: readonly string[];
  link: string;
  expiresAt: Date;
  shopName: string;
}): MailMessage {
  const t = options.lang === "nb" ? texts.nb : texts.en;
  const expires = new Intl.DateTimeFormat(t.locale, { dateStyle: "long", timeZone: "UTC" }).format(
    options.expiresAt,
  );
  const sender = mailName(options.sender.name) ?? options.sender.email;
  const pictureSets = options.pictureSets.map((name) => mailName(name) ?? "");
  const subject = `${t.subject} – ${options.shopName}`;
  const text = [
    t.greeting,
    "",
    t.shared(sender),
    ...pictureSets.map((name) => `- ${name}`),
    "",
    t.open,
    options.link,
    "",
    t.noCode,
    t.expiry(expires),
    t.ignore,
    "",
    options.shopName,
  ].join("\n");
  const link = escapeHtml(options.link);
  const html = [
    `<p>${escapeHtml(t.greeting)}</p>`,
    `<p>${escapeHtml(t.shared(sender))}</p>`,
    `<ul>${pictureSets.map((name) => `<li>${escapeHtml(name)}</li>`).join("")}</ul>`,
    `<p>${escapeHtml(t.open)}<br><a href="${link}">${link}</a></p>`,
    `<p>${escapeHtml(t.noCode)} ${escapeHtml(t.expiry(expires))}</p>`,
    `<p>${escapeHtml(t.ignore)}</p>`,
    `<p>${escapeHtml(options.shopName)}</p>`,
  ].join("\n");
  return { to: options.to, subject, text, html };
}
