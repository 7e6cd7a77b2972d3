import { mailName } from "@shop/domain/names";
import { escapeHtml } from "../../platform/html.ts";
import type { MailMessage } from "../../platform/mail.ts";

/** What every reminder mail says around its own lines. */
interface CommonTexts {
  locale: string;
  greeting: (name: string | null) => string;
  why: string;
  turnOff: string;
}

interface PoseTexts {
  subject: (subject: string) => string;
  body: (subject: string, job: string, deadline: string) => string;
  action: string;
}

interface PriceTexts {
  subject: (offer: string, subject: string) => string;
  body: (offer: string, price: string, ends: string, subject: string, job: string) => string;
  after: (price: string) => string;
  action: string;
}

type Lang = "en" | "nb";

const common: Record<Lang, CommonTexts> = {
  en: {
    locale: "en-GB",
    greeting: (name) => (name ? `Hi ${name},` : "Hi,"),
    why: "You get this reminder because reminders are on for this picture set in your account.",
    turnOff: "Turn reminders off on the Communication page:",
  },
  nb: {
    locale: "nb-NO",
    greeting: (name) => (name ? `Hei ${name},` : "Hei,"),
    why: "Du får denne påminnelsen fordi påminnelser er slått på for dette bildesettet i kontoen din.",
    turnOff: "Slå av påminnelser på siden Kommunikasjon:",
  },
};

const pose: Record<Lang, PoseTexts> = {
  en: {
    subject: (subject) => `Choose the yearbook pose for ${subject}`,
    body: (subject, job, deadline) =>
      `The time to choose the yearbook pose of ${subject} (${job}) ends ${deadline}. No pose has been chosen yet.`,
    action: "Choose the yearbook pose here:",
  },
  nb: {
    subject: (subject) => `Velg årbokbilde for ${subject}`,
    body: (subject, job, deadline) =>
      `Fristen for å velge årbokbilde for ${subject} (${job}) går ut ${deadline}. Det er ikke valgt noe bilde ennå.`,
    action: "Velg årbokbildet her:",
  },
};

const price: Record<Lang, PriceTexts> = {
  en: {
    subject: (offer, subject) => `The offer price of ${offer} for ${subject} ends soon`,
    body: (offer, amount, ends, subject, job) =>
      `${offer} costs ${amount} for the picture set of ${subject} (${job}) until ${ends}.`,
    after: (amount) => `After that it costs ${amount}.`,
    action: "See the packages here:",
  },
  nb: {
    subject: (offer, subject) => `Tilbudsprisen på ${offer} for ${subject} går snart ut`,
    body: (offer, amount, ends, subject, job) =>
      `${offer} koster ${amount} for bildesettet til ${subject} (${job}) til ${ends}.`,
    after: (amount) => `Etter det koster den ${amount}.`,
    action: "Se pakkene her:",
  },
};

function langOf(lang: string): Lang {
  return lang === "nb" ? "nb" : "en";
}

/** The moment in the mail's language, in UTC and saying so (the shop keeps no time zone of its own). */
function moment(locale: string, at: Date): string {
  const formatted = new Intl.DateTimeFormat(locale, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(at);
  return `${formatted} UTC`;
}

function money(locale: string, currency: string, minor: number): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(minor / 100);
}

interface Recipient {
  to: string;
  name: string | null;
  lang: string;
}

interface Shop {
  name: string;
  /** The shop's address without a trailing slash (PUBLIC_URL). */
  publicUrl: string;
}

/** Builds the text and HTML of a reminder from its paragraphs: plain lines, and one link after its label. */
function build(
  recipient: Recipient,
  shop: Shop,
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string },
): MailMessage {
  const c = common[langOf(recipient.lang)];
  const greeting = c.greeting(mailName(recipient.name));
  const communication = `${shop.publicUrl}/my-account/communication`;
  const text = [
    greeting,
    "",
    ...paragraphs,
    action.label,
    action.url,
    "",
    c.why,
    c.turnOff,
    communication,
    "",
    shop.name,
  ].join("\n");
  const link = (url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${paragraphs.map(escapeHtml).join(" ")}</p>`,
    `<p>${escapeHtml(action.label)}<br>${link(action.url)}</p>`,
    `<p>${escapeHtml(c.why)} ${escapeHtml(c.turnOff)}<br>${link(communication)}</p>`,
    `<p>${escapeHtml(shop.name)}</p>`,
  ].join("\n");
  return { to: recipient.to, subject: `${subject} – ${shop.name}`, text, html };
}

/** The reminder before the job's yearbook pose deadline, with a link to the set's yearbook pose page. */
export function yearbookPoseReminderMail(
  recipient: Recipient,
  shop: Shop,
  set: { uuid: string; name: string; jobName: string; deadline: Date },
): MailMessage {
  const lang = langOf(recipient.lang);
  const t = pose[lang];
  return build(
    recipient,
    shop,
    t.subject(set.name),
    [t.body(set.name, set.jobName, moment(common[lang].locale, set.deadline))],
    {
      label: t.action,
      url: `${shop.publicUrl}/my-account/picture-sets/${encodeURIComponent(set.uuid)}/yearbook-pose`,
    },
  );
}

/** The reminder before a package offer's time-limited price ends, in the shop's currency, linking to the packages. */
export function packagePriceReminderMail(
  recipient: Recipient,
  shop: Shop & { currency: string },
  offer: {
    name: string;
    price: number;
    priceAfter: number;
    ends: Date;
    subjectName: string;
    jobName: string;
  },
): MailMessage {
  const lang = langOf(recipient.lang);
  const t = price[lang];
  const { locale } = common[lang];
  const amount = (minor: number) => money(locale, shop.currency, minor);
  return build(
    recipient,
    shop,
    t.subject(offer.name, offer.subjectName),
    [
      t.body(offer.name, amount(offer.price), moment(locale, offer.ends), offer.subjectName, offer.jobName),
      t.after(amount(offer.priceAfter)),
    ],
    { label: t.action, url: `${shop.publicUrl}/products/packages` },
  );
}
