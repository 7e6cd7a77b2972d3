import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open, readdir, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";

/**
 * A plain POSIX tar (ustar, with a pax record for a name longer than the header holds), so that a backup can be
 * looked into and unpacked with `tar` as well as restored by the shop. Not compressed: the pictures are JPEGs, which
 * do not shrink, and an uncompressed archive is read by offsets, each file streamed and never held whole.
 */
const block = 512;
const end = Buffer.alloc(block * 2);

export interface TarEntry {
  /** The path inside the archive, with forward slashes; a folder's ends without one. */
  name: string;
  type: "file" | "folder";
  size: number;
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, "0")}\0`;
}

function header(name: string, type: "0" | "5" | "x", size: number, mtime: number): Buffer {
  const buffer = Buffer.alloc(block);
  buffer.write(name, 0, 100, "utf8");
  buffer.write(octal(type === "5" ? 0o755 : 0o644, 8), 100, "ascii");
  buffer.write(octal(0, 8), 108, "ascii");
  buffer.write(octal(0, 8), 116, "ascii");
  buffer.write(octal(size, 12), 124, "ascii");
  buffer.write(octal(Math.floor(mtime / 1000), 12), 136, "ascii");
  buffer.write("        ", 148, "ascii");
  buffer.write(type, 156, "ascii");
  buffer.write("ustar\u000000", 257, "ascii");
  let sum = 0;
  for (const byte of buffer) sum += byte;
  buffer.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "ascii");
  return buffer;
}

/** The headers of one entry: a pax record naming it first when the name does not fit the header's 100 bytes. */
function headersOf(name: string, type: "0" | "5", size: number, mtime: number): Buffer[] {
  if (Buffer.byteLength(name) < 100) return [header(name, type, size, mtime)];
  const body = ` path=${name}\n`;
  let length = Buffer.byteLength(body);
  length += String(length + String(length).length).length;
  const record = Buffer.from(`${length}${body}`);
  return [
    header("././@PaxHeader", "x", record.length, mtime),
    Buffer.concat([record, Buffer.alloc(padding(record.length))]),
    header(name.slice(0, 99), type, size, mtime),
  ];
}

function padding(size: number): number {
  return (block - (size % block)) % block;
}

/** Every folder and file under the folder, folders before what they hold, in a stable order. */
async function* walk(
  folder: string,
  prefix: string,
): AsyncGenerator<{ full: string; name: string; folder: boolean }> {
  const entries = (await readdir(folder, { withFileTypes: true })).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  for (const entry of entries) {
    const full = path.join(folder, entry.name);
    const name = `${prefix}${entry.name}`;
    if (entry.isDirectory()) {
      yield { full, name: `${name}/`, folder: true };
      yield* walk(full, `${name}/`);
    } else if (entry.isFile()) {
      yield { full, name, folder: false };
    }
  }
}

export interface TarSource {
  /** A small file written first (the backup's description). */
  buffers: ReadonlyArray<{ name: string; data: Buffer }>;
  /** Folders written whole under a name in the archive (`shop/` → every file of DATA_DIR). */
  folders: ReadonlyArray<{ name: string; folder: string }>;
}

/** Writes the archive; returns how many files and bytes of file it holds. */
export async function writeTar(file: string, source: TarSource): Promise<{ files: number; bytes: number }> {
  const out = createWriteStream(file, { flags: "wx" });
  const written = new Promise<void>((resolve, reject) => {
    out.on("finish", resolve);
    out.on("error", reject);
  });
  const write = (data: Buffer) =>
    new Promise<void>((resolve, reject) => out.write(data, (error) => (error ? reject(error) : resolve())));
  let files = 0;
  let bytes = 0;
  const now = Date.now();
  try {
    for (const { name, data } of source.buffers) {
      for (const part of headersOf(name, "0", data.length, now)) await write(part);
      await write(Buffer.concat([data, Buffer.alloc(padding(data.length))]));
    }
    for (const { name: root, folder } of source.folders) {
      for (const part of headersOf(root, "5", 0, now)) await write(part);
      for await (const entry of walk(folder, root)) {
        const info = await stat(entry.full);
        if (entry.folder) {
          for (const part of headersOf(entry.name, "5", 0, info.mtimeMs)) await write(part);
          continue;
        }
        for (const part of headersOf(entry.name, "0", info.size, info.mtimeMs)) await write(part);
        // Only the size the header gave: a file that grew since (a log) must not overrun its entry.
        if (info.size > 0) {
          for await (const chunk of createReadStream(entry.full, { end: info.size - 1 })) {
            if (!out.write(chunk)) await once(out, "drain");
          }
        }
        await write(Buffer.alloc(padding(info.size)));
        files += 1;
        bytes += info.size;
      }
    }
    await write(end);
  } finally {
    out.end();
  }
  await written;
  return { files, bytes };
}

function text(buffer: Buffer, start: number, length: number): string {
  const raw = buffer.subarray(start, start + length);
  const zero = raw.indexOf(0);
  return raw.subarray(0, zero === -1 ? raw.length : zero).toString("utf8");
}

/** A name that stays inside the folder it is unpacked into. */
function safeName(name: string): string {
  const parts = name.split("/").filter((part) => part !== "" && part !== ".");
  if (name.startsWith("/") || parts.includes("..") || parts.length === 0) {
    throw new Error(`The archive names a path outside its folder: ${JSON.stringify(name)}`);
  }
  return parts.join("/");
}

/**
 * Reads the archive's entries one by one; `take` is told each and may return a folder to unpack a file or folder
 * into (the entry's name, cut by the prefix it gives, below it), or null to skip it.
 */
export async function readTar(
  file: string,
  take: (entry: TarEntry, data: () => Promise<Buffer>) => Promise<{ into: string; strip: string } | null>,
): Promise<void> {
  const handle = await open(file, "r");
  try {
    const { size: total } = await handle.stat();
    let offset = 0;
    let paxPath: string | undefined;
    const headerBuffer = Buffer.alloc(block);
    while (offset + block <= total) {
      await handle.read(headerBuffer, 0, block, offset);
      if (headerBuffer.every((byte) => byte === 0)) return;
      const size = Number.parseInt(text(headerBuffer, 124, 12).trim() || "0", 8);
      const type = text(headerBuffer, 156, 1) || "0";
      const prefix = text(headerBuffer, 345, 155);
      const short = text(headerBuffer, 0, 100);
      const start = offset + block;
      offset = start + size + padding(size);
      const read = async () => {
        const data = Buffer.alloc(size);
        await handle.read(data, 0, size, start);
        return data;
      };
      if (type === "x") {
        paxPath = /(?:^|\n)\d+ path=([^\n]*)\n/.exec((await read()).toString("utf8"))?.[1];
        continue;
      }
      const name = paxPath ?? (prefix ? `${prefix}/${short}` : short);
      paxPath = undefined;
      if (type !== "0" && type !== "5") continue;
      const entry: TarEntry = { name, type: type === "5" ? "folder" : "file", size };
      const target = await take(entry, read);
      if (target === null) continue;
      const relative = name.startsWith(target.strip) ? name.slice(target.strip.length) : name;
      if (relative === "" || relative === "/") continue;
      const destination = path.join(target.into, safeName(relative));
      if (entry.type === "folder") {
        await mkdir(destination, { recursive: true });
      } else {
        await mkdir(path.dirname(destination), { recursive: true });
        const source =
          size === 0
            ? [Buffer.alloc(0)]
            : createReadStream("", { fd: handle.fd, start, end: start + size - 1, autoClose: false });
        await pipeline(source, createWriteStream(destination, { flags: "wx" }));
      }
    }
    throw new Error("The archive ends before its end marker: it is cut short.");
  } finally {
    await handle.close();
  }
}
