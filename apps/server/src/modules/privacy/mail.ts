import { escapeHtml } from "../../platform/html.ts";
import type { MailMessage } from "../../platform/mail.ts";

interface DeletedMailTexts {
  subject: string;
  greeting: (name: string | null) => string;
  done: string;
  erased: string;
  kept: (orders: number) => string;
  noOrders: string;
  notYou: string;
}

const texts: Record<"en" | "nb", DeletedMailTexts> = {
  en: {
    subject: "Your account has been deleted",
    greeting: (name) => (name ? `Hi ${name},` : "Hi,"),
    done: "As you asked, we have deleted your account in our web shop.",
    erased:
      "We erased your profile and contact information, your sign-ins, the picture sets in your account, your favorites and yearbook choices, your cart, your own uploaded pictures, your invites and the e-mails we had sent you.",
    kept: (orders) =>
      `The law requires the photographer to keep the accounts of what was sold, so your ${orders === 1 ? "order is" : `${orders} orders are`} kept for the photographer's accounting, anonymised: with the order number, dates, products, prices and VAT, but without your name, e-mail, address or phone number.`,
    noOrders: "You had no orders, so nothing of yours is kept.",
    notYou:
      "This is the last e-mail you will get from us. If you did not delete the account yourself, contact the shop.",
  },
  nb: {
    subject: "Kontoen din er slettet",
    greeting: (name) => (name ? `Hei ${name},` : "Hei,"),
    done: "Som du ba om, har vi slettet kontoen din i nettbutikken vår.",
    erased:
      "Vi har slettet profilen og kontaktinformasjonen din, innloggingene dine, bildesettene i kontoen, favorittene og katalogbildevalgene, handlekurven, bildene du selv lastet opp, invitasjonene dine og e-postene vi hadde sendt deg.",
    kept: (orders) =>
      `Loven krever at fotografen tar vare på regnskapet for det som er solgt, så ${orders === 1 ? "bestillingen din beholdes" : `de ${orders} bestillingene dine beholdes`} i fotografens regnskap, anonymisert: med ordrenummer, datoer, produkter, priser og mva., men uten navn, e-post, adresse eller telefonnummer.`,
    noOrders: "Du hadde ingen bestillinger, så ingenting av ditt er tatt vare på.",
    notYou:
      "Dette er den siste e-posten du får fra oss. Hvis du ikke slettet kontoen selv, ta kontakt med butikken.",
  },
};

/** The mail that confirms an account's deletion, in the user's language (English for any other). */
export function accountDeletedMail(options: {
  to: string;
  name: string | null;
  lang: string;
  ordersKept: number;
  shopName: string;
}): MailMessage {
  const t = options.lang === "nb" ? texts.nb : texts.en;
  const kept = options.ordersKept > 0 ? t.kept(options.ordersKept) : t.noOrders;
  const paragraphs = [t.greeting(options.name), t.done, t.erased, kept, t.notYou, options.shopName];
  return {
    to: options.to,
    subject: `${t.subject} – ${options.shopName}`,
    text: paragraphs.join("\n\n"),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n"),
  };
}
