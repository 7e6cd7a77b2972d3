import { accessCodeLink, formatAccessCode } from "@shop/domain/access-code";
import { addressLines } from "@shop/domain/address-layout";
import { defaultLetterTemplates, fillLetterTemplate } from "@shop/domain/letter-template";
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import QRCode from "qrcode";

/** The link a letter's QR code opens (the domain's accessCodeLink, under the name the letters' tests know). */
export const codeLink = accessCodeLink;

export interface LetterShop {
  name: string;
  address: string;
  postalCode: string;
  city: string;
  state: string | null;
  country: string;
  email: string;
  phone: string;
  publicUrl: string;
}

export interface LetterSubject {
  name: string;
  /** The roster's first name, for the template's {firstName}; the name when absent. */
  firstName?: string | null;
  group: string | null;
  /** Normalized. */
  code: string;
}

/** What a job gives every letter of it. */
export interface LetterJob {
  /** The job's name: the school (or kindergarten, team) as the parents know it. */
  name: string;
  /** 'class' for a school's or kindergarten's groups, else 'group'. */
  groupLabel: "class" | "group";
  /** The last day to order; null: none is printed. */
  orderDeadline: Date | null;
}

/** A price a letter lists: the product as the shop names it and the price as written. */
export interface LetterPrice {
  label: string;
  price: string;
}

export type LetterLanguage = "en" | "nb";

/** The square modules of a QR code: size × size, dark or light. */
export interface QrMatrix {
  size: number;
  isDark(row: number, column: number): boolean;
}

export type MakeQr = (text: string) => QrMatrix;

/** Medium error correction survives a crease or a smudge on a printed letter. */
export const makeQr: MakeQr = (text) => {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  return { size: modules.size, isDark: (row, column) => Boolean(modules.get(row, column)) };
};

const texts: Record<
  LetterLanguage,
  {
    heading: string;
    forSubject: string;
    group: string;
    class: string;
    school: string;
    orderBy: string;
    prices: string;
    code: string;
    scan: string;
    locale: string;
  }
> = {
  en: {
    heading: "Your pictures are ready",
    forSubject: "Picture set of",
    group: "Group",
    class: "Class",
    school: "School",
    orderBy: "Order by",
    prices: "Prices",
    code: "Access code",
    scan: "Scan to open the shop with the code filled in",
    locale: "en-GB",
  },
  nb: {
    heading: "Bildene er klare",
    forSubject: "Bildesett for",
    group: "Gruppe",
    class: "Klasse",
    school: "Skole",
    orderBy: "Bestill innen",
    prices: "Priser",
    code: "Tilgangskode",
    scan: "Skann for å åpne butikken med koden fylt inn",
    locale: "nb-NO",
  },
};

/**
 * The text as the standard font can draw it: Helvetica covers Windows-1252 (Norwegian, most of Western Europe).
 * Other letters lose their accents where they have one (Ș → S), the rest become '?', so no name stops the letters.
 */
export function drawableText(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    if (supported.has(code)) {
      out += char;
      continue;
    }
    const base = char.normalize("NFKD").replace(/\p{M}/gu, "");
    out += [...base].every((c) => supported.has(c.codePointAt(0) as number)) && base !== "" ? base : "?";
  }
  return out;
}

const a4: [number, number] = [595.28, 841.89];
const margin = 56;
const ink = rgb(0.1, 0.1, 0.1);
const muted = rgb(0.35, 0.35, 0.35);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Draws one line of text, shrunk to fit the width; returns the y of the next line. */
function line(
  page: PDFPage,
  font: PDFFont,
  text: string,
  options: { x: number; y: number; size: number; maxWidth: number; color?: ReturnType<typeof rgb> },
): number {
  const drawable = drawableText(font, text);
  let size = options.size;
  while (size > 6 && font.widthOfTextAtSize(drawable, size) > options.maxWidth) size -= 0.5;
  page.drawText(drawable, { x: options.x, y: options.y, size, font, color: options.color ?? ink });
  return options.y - size * 1.45;
}

function drawQr(page: PDFPage, matrix: QrMatrix, x: number, y: number, width: number): void {
  // Four light modules around the code are part of the standard: scanners need the quiet zone.
  const cell = width / (matrix.size + 8);
  page.drawRectangle({ x, y, width, height: width, color: rgb(1, 1, 1) });
  // A run of dark modules is one rectangle, so viewers draw no hairline seams between them.
  for (let row = 0; row < matrix.size; row++) {
    let column = 0;
    while (column < matrix.size) {
      if (!matrix.isDark(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < matrix.size && matrix.isDark(row, column)) column++;
      page.drawRectangle({
        x: x + (start + 4) * cell,
        y: y + width - (row + 5) * cell,
        width: (column - start) * cell,
        height: cell * 1.02,
        color: rgb(0, 0, 0),
      });
    }
  }
}

/** Draws a text wrapped at word boundaries to the width; returns the y of the next line. */
function paragraph(
  page: PDFPage,
  font: PDFFont,
  text: string,
  options: { x: number; y: number; size: number; maxWidth: number },
): number {
  const words = drawableText(font, text).split(/\s+/);
  let y = options.y;
  let current = "";
  for (const word of words) {
    const candidate = current === "" ? word : `${current} ${word}`;
    if (current !== "" && font.widthOfTextAtSize(candidate, options.size) > options.maxWidth) {
      y = line(page, font, current, { ...options, y });
      current = word;
    } else {
      current = candidate;
    }
  }
  return line(page, font, current, { ...options, y });
}

interface LetterPage {
  shop: LetterShop;
  job: LetterJob | null;
  subject: LetterSubject;
  t: (typeof texts)[LetterLanguage];
  template: string;
  qr: QrMatrix;
  logo: PDFImage | null;
  prices: readonly LetterPrice[];
}

function drawLetter(page: PDFPage, fonts: Fonts, letter: LetterPage): void {
  const { shop, job, subject, t, qr, logo } = letter;
  const width = a4[0] - 2 * margin;
  let y = a4[1] - margin - 18;
  let headerWidth = width;
  if (logo) {
    // At most 56 pt high and a third of the width, in the top right corner.
    const scale = Math.min(56 / logo.height, width / 3 / logo.width);
    const size = { width: logo.width * scale, height: logo.height * scale };
    page.drawImage(logo, { x: a4[0] - margin - size.width, y: a4[1] - margin - size.height, ...size });
    headerWidth = width - size.width - 16;
  }
  y = line(page, fonts.bold, shop.name, { x: margin, y, size: 18, maxWidth: headerWidth });
  const contact = [
    ...addressLines(shop),
    [shop.email, shop.phone].filter((v) => v.trim() !== "").join("  ·  "),
  ];
  for (const text of contact.filter((v) => v.trim() !== "")) {
    y = line(page, fonts.regular, text, { x: margin, y, size: 10, maxWidth: headerWidth, color: muted });
  }

  y -= 32;
  y = line(page, fonts.bold, t.heading, { x: margin, y, size: 22, maxWidth: width });
  y -= 6;
  y = line(page, fonts.regular, t.forSubject, { x: margin, y, size: 11, maxWidth: width, color: muted });
  y = line(page, fonts.bold, subject.name, { x: margin, y, size: 16, maxWidth: width });
  const facts = [
    job ? `${t.school}: ${job.name}` : null,
    subject.group ? `${job?.groupLabel === "class" ? t.class : t.group}: ${subject.group}` : null,
    job?.orderDeadline ? `${t.orderBy}: ${longDate(t.locale, job.orderDeadline)}` : null,
  ];
  for (const fact of facts) {
    if (fact !== null) y = line(page, fonts.regular, fact, { x: margin, y, size: 12, maxWidth: width });
  }

  y -= 20;
  const boxHeight = 74;
  page.drawRectangle({
    x: margin,
    y: y - boxHeight + 20,
    width,
    height: boxHeight,
    borderColor: ink,
    borderWidth: 1.5,
    color: rgb(0.97, 0.97, 0.97),
  });
  line(page, fonts.regular, t.code, { x: margin + 16, y: y, size: 10, maxWidth: width - 32, color: muted });
  line(page, fonts.bold, formatAccessCode(subject.code), {
    x: margin + 16,
    y: y - 36,
    size: 30,
    maxWidth: width - 32,
  });
  y -= boxHeight + 16;

  const link = codeLink(shop.publicUrl, subject.code);
  const lines = fillLetterTemplate(letter.template, {
    name: subject.name,
    firstName: subject.firstName || subject.name,
    class: subject.group ?? "",
    school: job?.name ?? "",
    code: formatAccessCode(subject.code),
    link,
    host: new URL(shop.publicUrl).host,
    deadline: job?.orderDeadline ? longDate(t.locale, job.orderDeadline) : "",
    shop: shop.name,
  });
  const qrWidth = 150;
  for (const filled of lines) {
    if (filled.kind === "qr") {
      const qrY = y - qrWidth - 4;
      drawQr(page, qr, margin, qrY, qrWidth);
      line(page, fonts.regular, t.scan, {
        x: margin + qrWidth + 16,
        y: qrY + qrWidth / 2,
        size: 11,
        maxWidth: width - qrWidth - 16,
      });
      y = qrY - 16;
    } else if (filled.text.trim() === "") {
      y -= 8;
    } else {
      y = paragraph(page, fonts.regular, filled.text, { x: margin, y, size: 11, maxWidth: width });
    }
  }

  if (letter.prices.length > 0) {
    y -= 10;
    y = line(page, fonts.bold, t.prices, { x: margin, y, size: 11, maxWidth: width });
    for (const price of letter.prices) {
      const priceWidth = fonts.regular.widthOfTextAtSize(drawableText(fonts.regular, price.price), 10);
      page.drawText(drawableText(fonts.regular, price.price), {
        x: margin + width - priceWidth,
        y,
        size: 10,
        font: fonts.regular,
        color: ink,
      });
      y = line(page, fonts.regular, price.label, {
        x: margin,
        y,
        size: 10,
        maxWidth: width - priceWidth - 16,
      });
    }
  }
}

function longDate(locale: string, at: Date): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(at);
}

/** A logo file the letters can show: PNG or JPEG, told apart by their first bytes. */
export interface LetterLogo {
  bytes: Uint8Array;
}

async function embedLogo(doc: PDFDocument, logo: LetterLogo | null | undefined): Promise<PDFImage | null> {
  if (!logo) return null;
  const { bytes } = logo;
  try {
    if (bytes[0] === 0x89 && bytes[1] === 0x50) return await doc.embedPng(bytes);
    if (bytes[0] === 0xff && bytes[1] === 0xd8) return await doc.embedJpg(bytes);
  } catch {
    // A logo that does not decode is left out rather than stopping the letters.
  }
  return null;
}

/**
 * One A4 page per subject: the shop (with its logo), the subject with the school and class, the order deadline, the
 * code, the shop's text (its template, else today's) with the QR code of the shop's link, and optionally the prices.
 */
export async function buildLetters(
  shop: LetterShop,
  subjects: LetterSubject[],
  options: {
    language?: LetterLanguage;
    makeQr?: MakeQr;
    title?: string;
    job?: LetterJob;
    /** The shop's text in the letters' language; today's text when absent. */
    template?: string | null;
    logo?: LetterLogo | null;
    prices?: readonly LetterPrice[];
  } = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(options.title ?? shop.name);
  doc.setCreator("Photo web shop");
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const language = options.language ?? "en";
  const qr = options.makeQr ?? makeQr;
  const logo = await embedLogo(doc, options.logo);
  for (const subject of subjects) {
    const page = doc.addPage(a4);
    drawLetter(page, fonts, {
      shop,
      job: options.job ?? null,
      subject,
      t: texts[language],
      template: options.template ?? defaultLetterTemplates[language],
      qr: qr(codeLink(shop.publicUrl, subject.code)),
      logo,
      prices: options.prices ?? [],
    });
  }
  return doc.save();
}
