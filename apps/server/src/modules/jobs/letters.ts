import { formatAccessCode } from "@shop/domain/access-code";
import { addressLines } from "@shop/domain/address-layout";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import QRCode from "qrcode";

/** The link a letter's QR code opens: the front page with the code filled in (and then redeemed). */
export function codeLink(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/?code=${encodeURIComponent(code)}`;
}

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
  group: string | null;
  /** Normalized. */
  code: string;
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
    code: string;
    steps: (host: string) => string[];
    scan: string;
    keep: string;
  }
> = {
  en: {
    heading: "Your pictures are ready",
    forSubject: "Picture set of",
    group: "Group",
    code: "Access code",
    steps: (host) => [
      `1. Scan the QR code, or go to ${host} and enter the access code.`,
      "2. Create an account with your e-mail address, or sign in if you have one.",
      "3. Look at the pictures, choose your favorites and order prints or digital files.",
    ],
    scan: "Scan to open the shop with the code filled in",
    keep: "Keep this letter. The code opens these pictures: share it only with family.",
  },
  nb: {
    heading: "Bildene er klare",
    forSubject: "Bildesett for",
    group: "Gruppe",
    code: "Tilgangskode",
    steps: (host) => [
      `1. Skann QR-koden, eller gå til ${host} og skriv inn tilgangskoden.`,
      "2. Opprett en konto med e-postadressen din, eller logg inn om du har en.",
      "3. Se bildene, velg favoritter og bestill papirbilder eller digitale filer.",
    ],
    scan: "Skann for å åpne butikken med koden fylt inn",
    keep: "Ta vare på brevet. Koden åpner disse bildene: del den bare med familien.",
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

function drawLetter(
  page: PDFPage,
  fonts: Fonts,
  shop: LetterShop,
  subject: LetterSubject,
  t: (typeof texts)[LetterLanguage],
  qr: QrMatrix,
): void {
  const width = a4[0] - 2 * margin;
  let y = a4[1] - margin - 18;
  y = line(page, fonts.bold, shop.name, { x: margin, y, size: 18, maxWidth: width });
  const contact = [
    ...addressLines(shop),
    [shop.email, shop.phone].filter((v) => v.trim() !== "").join("  ·  "),
  ];
  for (const text of contact.filter((v) => v.trim() !== "")) {
    y = line(page, fonts.regular, text, { x: margin, y, size: 10, maxWidth: width, color: muted });
  }

  y -= 40;
  y = line(page, fonts.bold, t.heading, { x: margin, y, size: 22, maxWidth: width });
  y -= 6;
  y = line(page, fonts.regular, t.forSubject, { x: margin, y, size: 11, maxWidth: width, color: muted });
  y = line(page, fonts.bold, subject.name, { x: margin, y, size: 16, maxWidth: width });
  if (subject.group) {
    y = line(page, fonts.regular, `${t.group}: ${subject.group}`, {
      x: margin,
      y,
      size: 12,
      maxWidth: width,
    });
  }

  y -= 24;
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
  y -= boxHeight + 20;

  const host = new URL(shop.publicUrl).host;
  for (const step of t.steps(host)) {
    y = line(page, fonts.regular, step, { x: margin, y, size: 11, maxWidth: width });
  }

  const qrWidth = 170;
  const qrY = y - qrWidth - 20;
  drawQr(page, qr, margin, qrY, qrWidth);
  line(page, fonts.regular, t.scan, {
    x: margin + qrWidth + 16,
    y: qrY + qrWidth / 2,
    size: 11,
    maxWidth: width - qrWidth - 16,
  });

  line(page, fonts.regular, t.keep, { x: margin, y: margin, size: 9, maxWidth: width, color: muted });
}

/** One A4 page per subject: the shop, the subject, the code, how to use it and a QR code of the shop's link. */
export async function buildLetters(
  shop: LetterShop,
  subjects: LetterSubject[],
  options: { language?: LetterLanguage; makeQr?: MakeQr; title?: string } = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(options.title ?? shop.name);
  doc.setCreator("Photo web shop");
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const t = texts[options.language ?? "en"];
  const qr = options.makeQr ?? makeQr;
  for (const subject of subjects) {
    const page = doc.addPage(a4);
    drawLetter(page, fonts, shop, subject, t, qr(codeLink(shop.publicUrl, subject.code)));
  }
  return doc.save();
}
