import type { PDFFont, PDFPage } from "pdf-lib";

/** One child's parcel on a class's packing list: what one order holds for one child. */
export interface PackingEntry {
  child: string;
  reference: string;
  products: string[];
}

export type PackingLanguage = "en" | "nb";

const texts: Record<
  PackingLanguage,
  { title: string; child: string; products: string; reference: string; page: string; noClass: string }
> = {
  en: {
    title: "Packing list",
    child: "Child",
    products: "Products",
    reference: "Order",
    page: "Page",
    noClass: "No class",
  },
  nb: {
    title: "Pakkeliste",
    child: "Barn",
    products: "Produkter",
    reference: "Ordre",
    page: "Side",
    noClass: "Ingen klasse",
  },
};

/** The language of the shop's packing lists: Norwegian for a shop whose default is a Norwegian tag, else English. */
export function packingLanguage(defaultLanguage: string): PackingLanguage {
  return /^(nb|nn|no)\b/i.test(defaultLanguage) ? "nb" : "en";
}

const a4: [number, number] = [595.28, 841.89];
const margin = 48;
const rowGap = 6;
const size = 10;

/** Cuts a text into lines no wider than `width` in the font, at spaces where it can. */
function wrap(text: string, font: PDFFont, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line === "" ? word : `${line} ${word}`;
    if (font.widthOfTextAtSize(next, size) <= width) line = next;
    else {
      if (line !== "") lines.push(line);
      line = word;
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
  }
  if (line !== "") lines.push(line);
  return lines.length === 0 ? [""] : lines;
}

/** Helvetica (WinAnsi) draws Norwegian letters; what it cannot draw becomes '?' rather than failing the run. */
function drawable(text: string, font: PDFFont): string {
  let out = "";
  for (const char of text) {
    try {
      font.encodeText(char);
      out += char;
    } catch {
      out += "?";
    }
  }
  return out;
}

/**
 * A class's packing list for school delivery: A4, the job and class at the top of every page, then per child a box to
 * tick, the child's name, the products (one a line) and the order's reference, rows kept whole across page breaks.
 */
export async function packingListPdf(input: {
  jobName: string;
  group: string | null;
  entries: readonly PackingEntry[];
  language: PackingLanguage;
}): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import("pdf-lib");
  const t = texts[input.language];
  const doc = await PDFDocument.create();
  doc.setTitle(`${t.title} ${input.jobName} ${input.group ?? t.noClass}`);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const columns = { box: margin, child: margin + 24, products: margin + 190, reference: a4[0] - margin - 70 };
  const lineHeight = size * 1.3;
  const pages: PDFPage[] = [];
  let page: PDFPage;
  let y = 0;
  const newPage = () => {
    page = doc.addPage(a4);
    pages.push(page);
    y = a4[1] - margin;
    page.drawText(drawable(`${t.title}: ${input.jobName} — ${input.group ?? t.noClass}`, bold), {
      x: margin,
      y: y - 14,
      size: 14,
      font: bold,
    });
    y -= 40;
    for (const [x, label] of [
      [columns.child, t.child],
      [columns.products, t.products],
      [columns.reference, t.reference],
    ] as const) {
      page.drawText(label, { x, y, size, font: bold });
    }
    y -= 6;
    page.drawLine({ start: { x: margin, y }, end: { x: a4[0] - margin, y }, thickness: 0.5 });
    y -= lineHeight;
  };
  newPage();
  for (const entry of input.entries) {
    const child = wrap(drawable(entry.child, font), font, columns.products - columns.child - 8);
    const products = entry.products.flatMap((p) =>
      wrap(drawable(p, font), font, columns.reference - columns.products - 8),
    );
    const rows = Math.max(child.length, products.length, 1);
    if (y - rows * lineHeight < margin + 20) newPage();
    // biome-ignore lint/style/noNonNullAssertion: newPage has set it
    const p = page!;
    p.drawRectangle({
      x: columns.box,
      y: y - 2,
      width: 10,
      height: 10,
      borderColor: rgb(0, 0, 0),
      borderWidth: 0.8,
    });
    for (const [i, text] of child.entries()) {
      p.drawText(text, { x: columns.child, y: y - i * lineHeight, size, font });
    }
    for (const [i, text] of products.entries()) {
      p.drawText(text, { x: columns.products, y: y - i * lineHeight, size, font });
    }
    p.drawText(entry.reference, { x: columns.reference, y, size, font });
    y -= rows * lineHeight + rowGap;
  }
  for (const [i, p] of pages.entries()) {
    p.drawText(`${t.page} ${i + 1}/${pages.length}`, {
      x: a4[0] - margin - 50,
      y: margin / 2,
      size: 8,
      font,
    });
  }
  return doc.save();
}
