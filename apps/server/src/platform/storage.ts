import { createReadStream } from "node:fs";
import { access, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { Config } from "../config.ts";

/** Where the shop keeps files (originals, derivatives, backgrounds). Keys are relative paths such as `originals/<uuid>.jpg`. */
export interface Storage {
  get(key: string): Promise<Buffer | null>;
  put(key: string, data: Buffer, contentType?: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  stream(key: string): Promise<NodeJS.ReadableStream | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
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

function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === "ENOENT";
}

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
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write beside and rename, so a reader never sees half a file.
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temp, data);
    await rename(temp, file);
  }

  async exists(key: string): Promise<boolean> {
    try {
      await access(this.file(key));
      return true;
    } catch {
      return false;
    }
  }

  async stream(key: string): Promise<NodeJS.ReadableStream | null> {
    const file = this.file(key);
    if (!(await this.exists(key))) return null;
    return createReadStream(file);
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
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

  async exists(key: string): Promise<boolean> {
    return this.files.has(checkStorageKey(key));
  }

  async stream(key: string): Promise<NodeJS.ReadableStream | null> {
    const data = await this.get(key);
    return data === null ? null : Readable.from([data]);
  }

  async delete(key: string): Promise<void> {
    this.files.delete(checkStorageKey(key));
  }
}

/** The storage the configuration names: the data folder's files/ by default, an S3-compatible bucket when set. */
export async function openStorage(config: Pick<Config, "storage">): Promise<Storage> {
  const { storage } = config;
  switch (storage.kind) {
    case "local":
      return new LocalStorage(storage.dir);
    case "s3":
      throw new Error("S3 storage is not available yet");
  }
}
