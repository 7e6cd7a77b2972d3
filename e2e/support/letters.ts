import { decodePDFRawStream, PDFArray, PDFDocument, type PDFRawStream } from "pdf-lib";

/** The first page's code of the letters, as printed (groups of four), read from the PDF's text. */
export async function firstCode(pdf: Buffer): Promise<string> {
  const doc = await PDFDocument.load(pdf);
  const page = doc.getPage(0);
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
  const text = streams
    .map((s) => Buffer.from(decodePDFRawStream(s as PDFRawStream).decode()).toString("latin1"))
    .join("\n");
  const lines = [...text.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) =>
    Buffer.from(m[1] ?? "", "hex").toString("latin1"),
  );
  const code = lines.find((line) => /^[A-Z0-9]{4}( [A-Z0-9]{4})+$/.test(line));
  if (!code) throw new Error(`no code on the letter's first page: ${lines.join(" | ")}`);
  return code;
}
