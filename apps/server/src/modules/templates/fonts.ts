import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";
import type { FontFamily } from "@shop/domain/template-text";
import { fontFile } from "@shop/render/fonts";

/**
 * The server's font files: the `@fontsource` package's WOFF file of each family (packages/render/src/fonts.ts
 * names them), unpacked to plain TrueType/OpenType once per process. fontkit reads it for measuring and pdf-lib
 * embeds it in print PDFs; resvg would need the same, as it reads neither WOFF nor WOFF2 (decision 0019).
 */

const require = createRequire(import.meta.url);

/** Reads a big-endian table of a WOFF 1.0 file (W3C WOFF File Format 1.0, §3–§5). */
function readDirectory(woff: Uint8Array) {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (woff.byteLength < 44 || view.getUint32(0) !== 0x774f4646) throw new Error("not a WOFF 1.0 file");
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const at = 44 + index * 20;
    return {
      tag: view.getUint32(at),
      offset: view.getUint32(at + 4),
      compLength: view.getUint32(at + 8),
      origLength: view.getUint32(at + 12),
      checksum: view.getUint32(at + 16),
    };
  });
  return { flavor, tables };
}

/**
 * WOFF 1.0 to the font it wraps: each table inflated when it was compressed, laid out again behind an sfnt offset
 * table in the WOFF directory's (tag) order, 4-byte aligned. Checksums are the ones the WOFF file carries.
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const { flavor, tables } = readDirectory(woff);
  const bodies = tables.map((table) => {
    const stored = woff.subarray(table.offset, table.offset + table.compLength);
    if (stored.byteLength !== table.compLength) throw new Error("a WOFF table runs past the file's end");
    const body = table.compLength < table.origLength ? inflateSync(stored) : stored;
    if (body.byteLength !== table.origLength) throw new Error("a WOFF table unpacks to the wrong length");
    return body;
  });
  const headerLength = 12 + tables.length * 16;
  const padded = (length: number) => (length + 3) & ~3;
  const total = bodies.reduce((sum, body) => sum + padded(body.byteLength), headerLength);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  let power = 1;
  let log = 0;
  while (power * 2 <= tables.length) {
    power *= 2;
    log++;
  }
  view.setUint32(0, flavor);
  view.setUint16(4, tables.length);
  view.setUint16(6, power * 16);
  view.setUint16(8, log);
  view.setUint16(10, tables.length * 16 - power * 16);
  let offset = headerLength;
  tables.forEach((table, index) => {
    const body = bodies[index] as Uint8Array;
    const record = 12 + index * 16;
    view.setUint32(record, table.tag);
    view.setUint32(record + 4, table.checksum);
    view.setUint32(record + 8, offset);
    view.setUint32(record + 12, body.byteLength);
    out.set(body, offset);
    offset += padded(body.byteLength);
  });
  return out;
}

const loaded = new Map<FontFamily, Promise<Uint8Array>>();

/** A family's font file as TrueType/OpenType bytes, read and unpacked once per process. */
export function fontBytes(family: FontFamily): Promise<Uint8Array> {
  let bytes = loaded.get(family);
  if (bytes === undefined) {
    bytes = readFile(require.resolve(fontFile(family, "woff"))).then((woff) => woffToSfnt(woff));
    loaded.set(family, bytes);
    // A failed read is not remembered, so a later call tries again.
    bytes.catch(() => loaded.delete(family));
  }
  return bytes;
}
