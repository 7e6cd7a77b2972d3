import { createWriteStream } from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import yauzl from "yauzl";

/**
 * A job handed in as one zip (the photographer zipped the folder): its files by their own names, wherever the zip
 * put them (a zip of a folder holds `Class 3B/roster.csv`), so the import reads it as the folder it was.
 */

export const zipLimits = {
  entries: 20_000,
  /** Of all files together, unpacked: a zip bomb stops here. */
  unpackedBytes: 50 * 1024 * 1024 * 1024,
} as const;

export class ZipFolderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ZipFolderError";
  }
}

/** Files a computer adds beside the photographer's: macOS's resource forks and folder settings, Windows' thumbnails. */
function isClutter(entryName: string): boolean {
  const base = path.posix.basename(entryName);
  return entryName.startsWith("__MACOSX/") || base.startsWith(".") || base === "Thumbs.db";
}

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: true }, (error, zip) => {
      if (error || !zip) reject(new ZipFolderError(`the zip cannot be read: ${error?.message ?? "no zip"}`));
      else resolve(zip);
    });
  });
}

function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream)
        reject(new ZipFolderError(`${entry.fileName}: ${error?.message ?? "unreadable"}`));
      else resolve(stream);
    });
  });
}

/**
 * Calls `visit` for each file of the zip (not folders, not clutter) with its name and a way to read it, one at a time.
 * Refuses a zip with two files of one name, too many files, or more bytes than zipLimits take.
 */
export async function eachZipFile(
  file: string,
  visit: (name: string, size: number, open: () => Promise<Readable>) => Promise<void>,
): Promise<void> {
  const zip = await openZip(file);
  const seen = new Set<string>();
  let bytes = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on("error", (error: Error) =>
        reject(new ZipFolderError(`the zip cannot be read: ${error.message}`)),
      );
      zip.on("end", () => resolve());
      zip.on("entry", (entry: yauzl.Entry) => {
        const next = async () => {
          if (entry.fileName.endsWith("/") || isClutter(entry.fileName)) return;
          const name = path.posix.basename(entry.fileName);
          if (seen.has(name)) throw new ZipFolderError(`the zip holds two files named ${name}`);
          seen.add(name);
          if (seen.size > zipLimits.entries)
            throw new ZipFolderError(`the zip holds over ${zipLimits.entries} files`);
          bytes += entry.uncompressedSize;
          if (bytes > zipLimits.unpackedBytes)
            throw new ZipFolderError("the zip unpacks to more than the shop takes");
          await visit(name, entry.uncompressedSize, () => openEntry(zip, entry));
        };
        next().then(
          () => zip.readEntry(),
          (error: unknown) => {
            zip.close();
            reject(error);
          },
        );
      });
      zip.readEntry();
    });
  } finally {
    if (zip.isOpen) zip.close();
  }
}

/** Unpacks the zip's files into `folder` by their own names (see eachZipFile); answers the names. */
export async function unpackZip(file: string, folder: string): Promise<string[]> {
  const names: string[] = [];
  await eachZipFile(file, async (name, _size, open) => {
    await pipeline(await open(), createWriteStream(path.join(folder, name)));
    names.push(name);
  });
  return names;
}
