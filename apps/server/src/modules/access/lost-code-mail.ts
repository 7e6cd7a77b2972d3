import { escapeHtml } from "../../platform/html.ts";
import type { MailMessage } from "../../platform/mail.ts";

interface LostCodeMailTexts {
  subject: string;
  greeting: string;
  body: string;
  code: string;
  open: string;
  ignore: string;
}

const texts: Record<"en" | "nb", LostCodeMailTexts> = {
  en: {
    subject: "Your access code",
    greeting: "Hi,",
    body: "You asked for the access code of the pictures. This address is on the photographer's list for:",
    code: "Access code",
    open: "Open the pictures",
    ignore: "If you did not ask for this, you can ignore this e-mail. Share the code only with family.",
  },
  nb: {
    subject: "Tilgangskoden din",
    greeting: "Hei,",
    body: "Du ba om tilgangskoden til bildene. Denne adressen står på fotografens liste for:",
    code: "Tilgangskode",
    open: "Åpne bildene",
    ignore: "Hvis du ikke ba om dette, kan du se bort fra e-posten. Del koden bare med familien.",
  },
};

/**
 * The mail 'Lost your code?' sends to a guardian's address: each subject's name, code and link. The subject line
 * names no child: the mail goes to whoever typed the address only when the address is the guardian's, but a subject
 * line shows on a locked phone.
 */
export function lostCodeMail(options: {
  to: string;
  language: "en" | "nb";
  shopName: string;
  subjects: ReadonlyArray<{ name: string; code: string; link: string }>;
}): MailMessage {
  const t = texts[options.language];
  const text = [
    t.greeting,
    "",
    t.body,
    "",
    ...options.subjects.flatMap((s) => [s.name, `${t.code}: ${s.code}`, `${t.open}: ${s.link}`, ""]),
    t.ignore,
    "",
    options.shopName,
  ].join("\n");
  const html = [
    `<p>${escapeHtml(t.greeting)}</p>`,
    `<p>${escapeHtml(t.body)}</p>`,
    ...options.subjects.map((s) => {
      const link = escapeHtml(s.link);
      return `<p><strong>${escapeHtml(s.name)}</strong><br>${escapeHtml(t.code)}: <strong>${escapeHtml(s.code)}</strong><br><a href="${link}">${escapeHtml(t.open)}</a></p>`;
    }),
    `<p>${escapeHtml(t.ignore)}</p>`,
    `<p>${escapeHtml(options.shopName)}</p>`,
  ].join("\n");
  return { to: options.to, subject: `${t.subject} – ${options.shopName}`, text, html };
}
