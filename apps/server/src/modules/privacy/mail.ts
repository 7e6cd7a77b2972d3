import { mailName } from "@shop/domain/names";
import { escapeHtml } from "../../platform/html.ts";
import type { MailMessage } from "../../platform/mail.ts";

interface DeletedMailTexts {
  subject: string;
  greeting: (name: string | null) => string;
  done: string;
  erased: string;
  kept: string;
  count: (orders: number) => string;
  /** Issue 33: an issued invoice is kept as it was sent (decision 0080). */
  invoicesKept: string;
  notYou: string;
}

const texts: Record<"en" | "nb", DeletedMailTexts> = {
  en: {
    subject: "Your account has been deleted",
    greeting: (name) => (name ? `Hi ${name},` : "Hi,"),
    done: "As you asked, we have deleted your account in our web shop.",
    erased:
      "We erased your profile and contact information, your sign-ins, the picture sets in your account, your favorites and yearbook choices, your cart, your own uploaded pictures, your invites and the e-mails we had sent you.",
    kept: "Orders are kept for the photographer's accounting, as the law requires, but anonymised: with the order number, dates, products, prices and VAT, and without your name, e-mail, address or phone number.",
    count: (orders) =>
      orders === 0
        ? "You had no orders, so none of yours is kept."
        : orders === 1
          ? "This applies to your order."
          : `This applies to your ${orders} orders.`,
    invoicesKept:
      "The invoices and credit notes we sent you are kept as they were sent, with your name and address, for five years, as the accounting law requires.",
    notYou:
      "This is the last e-mail you will get from us. If you did not delete the account yourself, contact the shop.",
  },
  nb: {
    subject: "Kontoen din er slettet",
    greeting: (name) => (name ? `Hei ${name},` : "Hei,"),
    done: "Som du ba om, har vi slettet kontoen din i nettbutikken vår.",
    erased:
      "Vi har slettet profilen og kontaktinformasjonen din, innloggingene dine, bildesettene i kontoen, favorittene og katalogbildevalgene, handlekurven, bildene du selv lastet opp, invitasjonene dine og e-postene vi hadde sendt deg.",
    kept: "Bestillinger tas vare på i fotografens regnskap, slik loven krever, men anonymisert: med ordrenummer, datoer, produkter, priser og mva., og uten navn, e-post, adresse eller telefonnummer.",
    count: (orders) =>
      orders === 0
        ? "Du hadde ingen bestillinger, så ingen av dine tas vare på."
        : orders === 1
          ? "Dette gjelder bestillingen din."
          : `Dette gjelder de ${orders} bestillingene dine.`,
    invoicesKept:
      "Fakturaene og kreditnotaene vi sendte deg tas vare på slik de ble sendt, med navn og adresse, i fem år, slik bokføringsloven krever.",
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
  /** The invoices and credit notes kept as sent (issue 33); none when not given. */
  invoicesKept?: number;
  shopName: string;
}): MailMessage {
  const t = options.lang === "nb" ? texts.nb : texts.en;
  const kept = [
    t.kept,
    t.count(options.ordersKept),
    ...((options.invoicesKept ?? 0) > 0 ? [t.invoicesKept] : []),
  ].join(" ");
  const paragraphs = [t.greeting(mailName(options.name)), t.done, t.erased, kept, t.notYou, options.shopName];
  return {
    to: options.to,
    subject: `${t.subject} – ${options.shopName}`,
    text: paragraphs.join("\n\n"),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n"),
  };
}
