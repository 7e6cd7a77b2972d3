import { digitalFilesReleased } from "./invoice.ts";

/**
 * What the order receipt and the order confirmation mail say (spec 03 §2.6): which notes an order gets, and their
 * texts. The web app keeps the same texts under `receipt.*` in its locales, word for word (a test there compares
 * them); the mail fills them in from here. `{{name}}` is a value; `<email>…</email>` marks a link on the receipt.
 */
export const receiptTexts = {
  en: {
    heading: "Thank you for the order!",
    reference: "Order reference: #{{reference}}",
    invoiceNote:
      "You pay this order by invoice. The invoice is sent separately; please pay it by its due date.",
    invoicePaidNote: "You paid this order by invoice, and the invoice is paid. Thank you!",
    postage: "The order is sent by post to:",
    storePickup: "The order can be picked up at {{place}}.",
    express: "Express",
    schoolPickup: "The order is delivered to {{school}}, where it can be picked up.",
    digitalDelivery: "The order is delivered digitally.",
    deliveryTime: "Delivery time: {{time}}, at the earliest {{date}}.",
    businessDays_one: "{{count}} business day",
    businessDays_other: "{{count}} business days",
    retouchNote:
      "Retouching is done by hand, so the retouched pictures are ready some days after the order. They appear in your picture sets when they are done.",
    catalogueNote: "The catalogue is shipped separately within {{days}} days after the last photo day.",
    digitalNote:
      "Your digital pictures are ready to download from the order receipt and from your picture sets.",
    digitalAfterInvoiceNote:
      "Your digital pictures can be downloaded when the invoice is paid. They will then be ready on this receipt and in your picture sets.",
    linesTitle: "Your order",
    comment: "Your comment:",
    contact: "Questions about the order? Contact us at <email>{{email}}</email>.",
    contactWithPhone:
      "Questions about the order? Contact us at <email>{{email}}</email> or <phone>{{phone}}</phone>.",
  },
  nb: {
    heading: "Takk for bestillingen!",
    reference: "Ordrereferanse: #{{reference}}",
    invoiceNote:
      "Du betaler denne bestillingen med faktura. Fakturaen sendes separat; betal den innen forfall.",
    invoicePaidNote: "Du betalte denne bestillingen med faktura, og fakturaen er betalt. Takk!",
    postage: "Bestillingen sendes i posten til:",
    storePickup: "Bestillingen kan hentes hos {{place}}.",
    express: "Ekspress",
    schoolPickup: "Bestillingen leveres til {{school}}, der den kan hentes.",
    digitalDelivery: "Bestillingen leveres digitalt.",
    deliveryTime: "Leveringstid: {{time}}, tidligst {{date}}.",
    businessDays_one: "{{count}} virkedag",
    businessDays_other: "{{count}} virkedager",
    retouchNote:
      "Retusjeringen gjøres for hånd, så de retusjerte bildene er klare noen dager etter bestillingen. De kommer i bildesettene dine når de er ferdige.",
    catalogueNote: "Katalogen sendes separat innen {{days}} dager etter siste fotodag.",
    digitalNote: "De digitale bildene dine kan lastes ned fra kvitteringen og fra bildesettene dine.",
    digitalAfterInvoiceNote:
      "De digitale bildene dine kan lastes ned når fakturaen er betalt. Da ligger de klare på denne kvitteringen og i bildesettene dine.",
    linesTitle: "Bestillingen din",
    comment: "Din kommentar:",
    contact: "Spørsmål om bestillingen? Kontakt oss på <email>{{email}}</email>.",
    contactWithPhone:
      "Spørsmål om bestillingen? Kontakt oss på <email>{{email}}</email> eller <phone>{{phone}}</phone>.",
  },
} as const satisfies Record<string, Record<string, string>>;

export type ReceiptLanguage = keyof typeof receiptTexts;
export type ReceiptTextKey = keyof (typeof receiptTexts)["en"];

/** The facts of an order that decide its notes (the shape of the order contract). */
export interface ReceiptFacts {
  payment: { isInvoice: boolean; paid: boolean };
  containRetouch: boolean;
  /** Days after the last photo day within which a bought catalogue is shipped; null without one. */
  catalogueMaxDeliveryTime: number | null;
  containDigitalProducts: boolean;
}

/** One note of the receipt and the mail; `delivery` is always there. */
export type ReceiptNote =
  | { kind: "invoice" }
  | { kind: "invoicePaid" }
  | { kind: "delivery" }
  | { kind: "retouch" }
  | { kind: "catalogue"; days: number }
  | { kind: "digital" }
  | { kind: "digitalAfterInvoice" };

/** A note of the order itself rather than of its lines. */
export type OrderNote = Extract<ReceiptNote, { kind: "invoice" | "invoicePaid" | "delivery" }>;

/**
 * The notes in the order both show them: paid by invoice (to pay by its due date, or paid since), how it is
 * delivered, retouching takes some days, the catalogue comes separately, the digital pictures are ready to download,
 * or (an invoice not paid yet) will be once it is paid.
 */
export function receiptNotes(order: ReceiptFacts): ReceiptNote[] {
  const notes: ReceiptNote[] = orderNotes(order);
  if (order.containRetouch) notes.push({ kind: "retouch" });
  if (order.catalogueMaxDeliveryTime !== null) {
    notes.push({ kind: "catalogue", days: order.catalogueMaxDeliveryTime });
  }
  if (order.containDigitalProducts)
    notes.push({ kind: digitalFilesReleased(order.payment) ? "digital" : "digitalAfterInvoice" });
  return notes;
}

/**
 * The notes of the order itself, before those its lines give: paid by invoice (to pay by its due date, or paid
 * since) and how it is delivered.
 */
export function orderNotes(order: Pick<ReceiptFacts, "payment">): OrderNote[] {
  const notes: OrderNote[] = [];
  if (order.payment.isInvoice) notes.push({ kind: order.payment.paid ? "invoicePaid" : "invoice" });
  notes.push({ kind: "delivery" });
  return notes;
}

/**
 * The notes an order's lines give, in the order the receipt and the mail show them after the delivery (the kinds
 * give them in the mail, each by its id); a note of a kind the spec does not name comes after these.
 */
export const lineNoteOrder: readonly string[] = ["retouch", "catalogue", "download"];

/** How an order is delivered (the shape of the order contract's delivery). */
export interface ReceiptDelivery {
  type: "postage" | "store-pickup" | "school-pickup" | "digital-delivery";
  name: string;
  schoolName: string | null;
  pickupLocation: {
    name: string;
    address1: string;
    postalCode: string;
    city: string;
    isExpress: boolean;
  } | null;
}

/**
 * The sentence that says how the order reaches the customer, with its values. `express` is the word for an express
 * pickup place, in the reader's language.
 */
export function deliverySentence(
  delivery: ReceiptDelivery,
  express: string,
): { key: "postage" | "storePickup" | "schoolPickup" | "digitalDelivery"; values: Record<string, string> } {
  switch (delivery.type) {
    case "postage":
      return { key: "postage", values: {} };
    case "store-pickup": {
      const p = delivery.pickupLocation;
      const place = p
        ? `${p.isExpress ? `${p.name} (${express})` : p.name}, ${p.address1}, ${p.postalCode} ${p.city}`
        : delivery.name;
      return { key: "storePickup", values: { place } };
    }
    case "school-pickup":
      return { key: "schoolPickup", values: { school: delivery.schoolName ?? delivery.name } };
    case "digital-delivery":
      return { key: "digitalDelivery", values: {} };
  }
}

/** The plural form of 'business days' that English and Norwegian Bokmål use for a count. */
export function businessDaysKey(count: number): "businessDays_one" | "businessDays_other" {
  return count === 1 ? "businessDays_one" : "businessDays_other";
}

/** A receipt text as plain text: the values filled in and the link marks left out. */
export function plainReceiptText(
  lang: ReceiptLanguage,
  key: ReceiptTextKey,
  values: Record<string, string | number> = {},
): string {
  return receiptTexts[lang][key]
    .replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""))
    .replace(/<\/?\w+>/g, "");
}
