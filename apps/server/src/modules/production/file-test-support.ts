import { inflateSync } from "node:zlib";
import { PDFDocument, PDFRawStream } from "pdf-lib";
import yauzl from "yauzl";

/** Reading a run's files in the tests and in journey 55: the zip's entries and a packing list's text. */

/** The entries of a zip by name, read with yauzl. */
export function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error);
      const entries = new Map<string, Buffer>();
      file.on("entry", (entry: yauzl.Entry) => {
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.on("end", () => resolve(entries));
      file.on("error", reject);
      file.readEntry();
    });
  });
}

/**
 * The text a PDF of pdf-lib's standard fonts shows, page by page: its content streams inflated and their hex strings
 * read as WinAnsi (Windows-1252). No PDF text reader is installed.
 */
const winAnsi = new TextDecoder("windows-1252");

export async function pdfText(pdf: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents === undefined ? [] : "asArray" in contents ? contents.asArray() : [contents];
    let text = "";
    for (const ref of streams) {
      const stream = doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      const raw = Buffer.from(stream.contents);
      const source = stream.dict.toString().includes("FlateDecode") ? inflateSync(raw) : raw;
      for (const match of source.toString("latin1").matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        text += `${winAnsi.decode(Buffer.from(match[1] ?? "", "hex"))}\n`;
      }
    }
    return text;
  });
}
