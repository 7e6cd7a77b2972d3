import { vatByRate } from "@shop/domain/invoice-document";
import { formatAccountNumber, formatOrganisationNumber } from "@shop/domain/norwegian-numbers";
import type { PDFFont, PDFPage } from "pdf-lib";
import type { InvoiceRow } from "./service.ts";

/** The language an invoice is printed in: the shop's (Norwegian for a Norwegian default language). */
export type InvoiceLanguage = "en" | "nb";

export function invoiceLanguage(defaultLanguage: string): InvoiceLanguage {
  return /^(nb|nn|no)\b/i.test(defaultLanguage) ? "nb" : "en";
}

const texts = {
  en: {
    invoice: "Invoice",
    creditNote: "Credit note",
    number: "Invoice no.",
    creditNumber: "Credit note no.",
    credits: "Credits invoice no.",
    date: "Invoice date",
    due: "Due date",
    orgNo: "Org. no.",
    account: "Account",
    kid: "KID",
    order: "Order",
    description: "Description",
    quantity: "Qty",
    vat: "VAT",
    amount: "Amount",
    vatOf: (rate: string) => `VAT ${rate} of`,
    total: "Total",
    credited: "Total credited",
    payTo: "Pay to account",
    locale: "en-GB",
  },
  nb: {
    invoice: "Faktura",
    creditNote: "Kreditnota",
    number: "Fakturanr.",
    creditNumber: "Kreditnotanr.",
    credits: "Krediterer faktura nr.",
    date: "Fakturadato",
    due: "Forfallsdato",
    orgNo: "Org.nr.",
    account: "Kontonr.",
    kid: "KID",
    order: "Ordre",
    description: "Beskrivelse",
    quantity: "Ant.",
    vat: "MVA",
    amount: "Beløp",
    vatOf: (rate: string) => `MVA ${rate} av`,
    total: "Å betale",
    credited: "Kreditert",
    payTo: "Betales til konto",
    locale: "nb-NO",
  },
} as const;

const a4: [number, number] = [595.28, 841.89];
const margin = 56;
const size = 10;
const lineHeight = 14;

/**
 * Helvetica draws what WinAnsi holds (Norwegian letters too); the narrow spaces and the minus sign (U+2212) Intl puts
 * in Norwegian money become a space and a hyphen.
 */
function drawable(text: string, font: PDFFont): string {
  let out = "";
  for (const char of text.replace(/[\u202f\u2009]/g, " ").replace(/\u2212/g, "-")) {
    try {
      font.encodeText(char);
      out += char;
    } catch {
      out += "?";
    }
  }
  return out;
}

/** Cut to the width, with an ellipsis: an invoice line is one row. */
function fit(text: string, font: PDFFont, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

function money(minor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(minor / 100);
}

function percent(basisPoints: number, locale: string): string {
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(basisPoints / 100)} %`;
}

function day(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

export interface InvoicePdfInput {
  document: Pick<
    InvoiceRow,
    "kind" | "number" | "kid" | "dueDate" | "currency" | "amount" | "lines" | "seller" | "buyer"
  > & {
    /** The invoice's day (YYYY-MM-DD, the shop's). */
    issuedDay: string;
    orderReference: string;
    /** A credit note's invoice number. */
    creditsNumber: number | null;
  };
  language: InvoiceLanguage;
}

/**
 * The invoice or credit note as a PDF (A4, Helvetica as the packing lists): the shop's name, organisation number and
 * address, the buyer's name and address, number, date, due date, the lines with their VAT rate, the VAT per rate, the
 * total, the account and the KID.
 */
export async function invoicePdf(input: InvoicePdfInput): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await import("pdf-lib");
  const { document: d, language } = input;
  const t = texts[language];
  const credit = d.kind === "credit_note";
  const doc = await PDFDocument.create();
  doc.setTitle(`${credit ? t.creditNote : t.invoice} ${d.number}`);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = doc.addPage(a4);
  const right = a4[0] - margin;
  let y = a4[1] - margin;
  const text = (
    value: string,
    x: number,
    at: number,
    options: { bold?: boolean; alignRight?: boolean } = {},
  ) => {
    const f = options.bold ? bold : font;
    const shown = drawable(value, f);
    const dx = options.alignRight ? x - f.widthOfTextAtSize(shown, size) : x;
    page.drawText(shown, { x: dx, y: at, size, font: f });
  };

  page.drawText(drawable(credit ? t.creditNote : t.invoice, bold), {
    x: margin,
    y: y - 18,
    size: 22,
    font: bold,
  });
  y -= 48;

  // The seller on the left, the document's facts on the right.
  const sellerLines = [
    d.seller.name,
    ...d.seller.address,
    ...(d.seller.organisationNumber
      ? [`${t.orgNo} ${formatOrganisationNumber(d.seller.organisationNumber)} MVA`]
      : []),
  ];
  const facts: Array<[string, string]> = [
    [credit ? t.creditNumber : t.number, String(d.number)],
    [t.date, day(d.issuedDay, t.locale)],
    ...(credit && d.creditsNumber !== null ? [[t.credits, String(d.creditsNumber)] as [string, string]] : []),
    ...(d.dueDate ? [[t.due, day(d.dueDate, t.locale)] as [string, string]] : []),
    ...(d.kid ? [[t.kid, d.kid] as [string, string]] : []),
    ...(!credit && d.seller.accountNumber
      ? [[t.account, formatAccountNumber(d.seller.accountNumber)] as [string, string]]
      : []),
    [t.order, `#${d.orderReference}`],
  ];
  const top = y;
  for (const [i, line] of sellerLines.entries()) text(line, margin, y - i * lineHeight, { bold: i === 0 });
  for (const [i, [label, value]] of facts.entries()) {
    text(label, right - 220, top - i * lineHeight);
    text(value, right, top - i * lineHeight, { alignRight: true, bold: true });
  }
  y = top - Math.max(sellerLines.length, facts.length) * lineHeight - 24;

  for (const [i, line] of [d.buyer.name, ...d.buyer.address].entries()) {
    text(line, margin, y - i * lineHeight, { bold: i === 0 });
  }
  y -= (1 + d.buyer.address.length) * lineHeight + 28;

  const columns = { quantity: right - 190, vat: right - 120, amount: right };
  const heading = () => {
    text(t.description, margin, y, { bold: true });
    text(t.quantity, columns.quantity, y, { bold: true, alignRight: true });
    text(t.vat, columns.vat, y, { bold: true, alignRight: true });
    text(t.amount, columns.amount, y, { bold: true, alignRight: true });
    y -= 6;
    page.drawLine({ start: { x: margin, y }, end: { x: right, y }, thickness: 0.5 });
    y -= lineHeight;
  };
  // Every line is printed: a long order goes on over pages, each with the document's name and number on top.
  const room = (height: number) => {
    if (y - height >= margin) return;
    page = doc.addPage(a4);
    y = a4[1] - margin;
    text(`${credit ? t.creditNote : t.invoice} ${d.number}`, margin, y, { bold: true });
    y -= 2 * lineHeight;
  };
  heading();
  for (const line of d.lines) {
    room(lineHeight);
    text(fit(drawable(line.description, font), font, columns.quantity - margin - 40), margin, y);
    text(String(line.quantity), columns.quantity, y, { alignRight: true });
    text(percent(line.vatRate, t.locale), columns.vat, y, { alignRight: true });
    text(money(line.amount, d.currency, t.locale), columns.amount, y, { alignRight: true });
    y -= lineHeight;
  }
  const groups = vatByRate(d.lines);
  room((groups.length + 6) * lineHeight);
  y -= 4;
  page.drawLine({ start: { x: columns.quantity - 60, y }, end: { x: right, y }, thickness: 0.5 });
  y -= lineHeight;
  for (const group of groups) {
    text(
      `${t.vatOf(percent(group.rate, t.locale))} ${money(group.gross, d.currency, t.locale)}`,
      columns.vat,
      y,
      { alignRight: true },
    );
    text(money(group.vat, d.currency, t.locale), columns.amount, y, { alignRight: true });
    y -= lineHeight;
  }
  text(credit ? t.credited : t.total, columns.vat, y, { bold: true, alignRight: true });
  text(money(d.amount, d.currency, t.locale), columns.amount, y, { bold: true, alignRight: true });
  y -= lineHeight * 3;

  if (!credit && d.seller.accountNumber && d.kid) {
    text(`${t.payTo} ${formatAccountNumber(d.seller.accountNumber)}`, margin, y, { bold: true });
    text(`${t.kid} ${d.kid}`, margin, y - lineHeight, { bold: true });
    if (d.dueDate) text(`${t.due} ${day(d.dueDate, t.locale)}`, margin, y - 2 * lineHeight);
  }
  return doc.save();
}
