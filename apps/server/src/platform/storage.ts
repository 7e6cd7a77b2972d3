import { createReadStream, createWriteStream, type Dirent } from "node:fs";
import { access, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Config } from "../config.ts";

/** One stored file as a listing gives it. */
export interface StoredFile {
  key: string;
  /** Bytes. */
  size: number;
}

/**
 * Where the shop keeps files (originals, derivatives, backgrounds, generated files). Keys are relative paths such
 * as `originals/<uuid>.jpg`; every adapter refuses a key that checkStorageKey refuses.
 */
export interface Storage {
  /** The whole file, or null when there is none under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Stores the file, replacing any under the same key. */
  put(key: string, data: Buffer, contentType?: string): Promise<void>;
  /** Stores what the stream gives as it comes (a made zip of any size), never holding it whole; replaces as put. */
  putStream(key: string, data: Readable, contentType?: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The file as a stream read as it is consumed (never buffered whole), or null when there is none. */
  stream(key: string): Promise<Readable | null>;
  /** Removes the file; removing a key that holds none is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every file whose key starts with the prefix (all files without one). The order is the adapter's: Amazon S3
   * lists by key, some S3-compatible servers and the local folder go folder by folder.
   */
  list(prefix?: string): AsyncIterable<StoredFile>;
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = "InvalidStorageKeyError";
  }
}

/** Keys come partly from data (uuids); a key must never climb out of the storage root. */
export function checkStorageKey(key: string): string {
  const parts = key.split("/");
  const valid =
    key.length > 0 &&
    key.length <= 512 &&
    !key.startsWith("/") &&
    !key.includes("\\") &&
    !key.includes("\0") &&
    parts.every((p) => p !== "" && p !== "." && p !== "..");
  if (!valid) throw new InvalidStorageKeyError(key);
  return key;
}

/** A listing prefix is empty, a folder (`originals/`) or the start of a key (`originals/4f`). */
export function checkStoragePrefix(prefix: string): string {
  if (prefix !== "") checkStorageKey(prefix.endsWith("/") ? prefix.slice(0, -1) : prefix);
  return prefix;
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

/** LocalStorage writes a file beside its target first; a listing must not offer such a half-written file. */
const partialWrite = /\.\d+\.\d+\.tmp$/;

export class LocalStorage implements Storage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private file(key: string): string {
    return path.join(this.root, checkStorageKey(key));
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.file(key));
    } catch (error) {
      if (errorCode(error) === "ENOENT") return null;
      throw error;
    }
  }

  /** The content type is not kept: files are served with the type their route knows. */
  async put(key: string, data: Buffer, _contentType?: string): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write beside and rename, so a reader never sees half a file.
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
    try {
      await writeFile(temp, data);
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async putStream(key: string, data: Readable, _contentType?: string): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
    try {
      await pipeline(data, createWriteStream(temp));
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    const file = this.file(key);
    try {
      await access(file);
      return true;
    } catch {
      return false;
    }
  }

  async stream(key: string): Promise<Readable | null> {
    const file = this.file(key);
    if (!(await this.exists(key))) return null;
    return createReadStream(file);
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  async *list(prefix = ""): AsyncIterable<StoredFile> {
    checkStoragePrefix(prefix);
    const slash = prefix.lastIndexOf("/");
    yield* this.walk(slash < 0 ? "" : prefix.slice(0, slash), prefix);
  }

  private async *walk(folder: string, prefix: string): AsyncIterable<StoredFile> {
    let entries: Dirent[];
    try {
      entries = await readdir(path.join(this.root, folder), { withFileTypes: true });
    } catch (error) {
      if (errorCode(error) === "ENOENT" || errorCode(error) === "ENOTDIR") return;
      throw error;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const key = folder === "" ? entry.name : `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        if (key.startsWith(prefix) || prefix.startsWith(`${key}/`)) yield* this.walk(key, prefix);
      } else if (entry.isFile() && key.startsWith(prefix) && !partialWrite.test(entry.name)) {
        try {
          const { size } = await stat(path.join(this.root, key));
          yield { key, size };
        } catch (error) {
          // Deleted between the listing of its folder and now.
          if (errorCode(error) !== "ENOENT") throw error;
        }
      }
    }
  }
}

export class MemoryStorage implements Storage {
  readonly files = new Map<string, { data: Buffer; contentType: string | undefined }>();

  async get(key: string): Promise<Buffer | null> {
    return this.files.get(checkStorageKey(key))?.data ?? null;
  }

  async put(key: string, data: Buffer, contentType?: string): Promise<void> {
    this.files.set(checkStorageKey(key), { data: Buffer.from(data), contentType });
  }

  async putStream(key: string, data: Readable, contentType?: string): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of data) chunks.push(chunk as Buffer);
    await this.put(key, Buffer.concat(chunks), contentType);
  }

  async exists(key: string): Promise<boolean> {
    return this.files.has(checkStorageKey(key));
  }

  async stream(key: string): Promise<Readable | null> {
    const data = await this.get(key);
    return data === null ? null : Readable.from([data]);
  }

  async delete(key: string): Promise<void> {
    this.files.delete(checkStorageKey(key));
  }

  async *list(prefix = ""): AsyncIterable<StoredFile> {
    checkStoragePrefix(prefix);
    const keys = [...this.files.keys()].filter((k) => k.startsWith(prefix)).sort();
    for (const key of keys) {
      const file = this.files.get(key);
      if (file) yield { key, size: file.data.length };
    }
  }
}

/** The storage the configuration names: the data folder's files/ by default, an S3-compatible bucket when set. */
export async function openStorage(config: Pick<Config, "storage">): Promise<Storage> {
  const { storage } = config;
  switch (storage.kind) {
    case "local":
      return new LocalStorage(storage.dir);
    case "s3": {
      // Loaded only here, so a shop on local files never loads the AWS SDK.
      const { S3Storage } = await import("./s3-storage.ts");
      const s3 = new S3Storage(storage);
      await s3.checkBucket();
      return s3;
    }
  }
}
