import { randomUUID } from "node:crypto";
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { DataStore, KvStore, Lock, Locker, RequestRelease } from "@tus/server";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { tusLocks, tusUploadInfo } from "../../db/schema/jobs.ts";
import { LocalStorage, type Storage } from "../../platform/storage.ts";

/**
 * The tus server's state kept where every process sees it (decision 0062): what the stores know of an upload in
 * PostgreSQL (PgKvStore), the lock of an upload in PostgreSQL (PgLocker), the bytes in the shop's storage: a file
 * under DATA_DIR/files on local storage (@tus/file-store), a multipart upload in the bucket on S3 (@tus/s3-store).
 */

/**
 * The storage folder of uploads, finished or not. An upload's id in the tus stores is its storage key,
 * `imports-tus/<32 hex digits>` (the S3 store names objects by the id); its URL ends with the hex digits alone.
 */
export const uploadsFolder = "imports-tus";

const urlIdPattern = /^[0-9a-f]{32}$/;

export function newUploadId(): string {
  return `${uploadsFolder}/${randomUUID().replaceAll("-", "")}`;
}

/** The store's id of the upload a URL's last part names, or undefined when it names none. */
export function uploadIdOfUrl(lastPart: string | undefined): string | undefined {
  return lastPart !== undefined && urlIdPattern.test(lastPart) ? `${uploadsFolder}/${lastPart}` : undefined;
}

export function urlIdOfUpload(uploadId: string): string {
  return uploadId.slice(uploadsFolder.length + 1);
}

/** The prefixes of the two stores' keys in tus_upload_info. */
const storePrefixes = ["file:", "s3:"] as const;

/** A tus key-value store on a PostgreSQL table; `prefix` keeps two stores' keys apart. */
export class PgKvStore<T> implements KvStore<T> {
  private readonly db: Db;
  private readonly prefix: string;

  constructor(db: Db, prefix: string) {
    this.db = db;
    this.prefix = prefix;
  }

  async get(key: string): Promise<T | undefined> {
    const [row] = await this.db
      .select({ value: tusUploadInfo.value })
      .from(tusUploadInfo)
      .where(eq(tusUploadInfo.key, this.prefix + key));
    return row === undefined ? undefined : (row.value as T);
  }

  async set(key: string, value: T): Promise<void> {
    // Through JSON: the stores hand over class instances (Upload), the column keeps their fields.
    const json = JSON.parse(JSON.stringify(value)) as unknown;
    await this.db
      .insert(tusUploadInfo)
      .values({ key: this.prefix + key, value: json })
      .onConflictDoUpdate({ target: tusUploadInfo.key, set: { value: json, updatedAt: sql`now()` } });
  }

  async delete(key: string): Promise<void> {
    await this.db.delete(tusUploadInfo).where(eq(tusUploadInfo.key, this.prefix + key));
  }
}

/** Forgets what the stores kept of these finished uploads (their files are deleted by the caller). */
export async function forgetUploads(db: Db, uploadIds: readonly string[]): Promise<void> {
  if (uploadIds.length === 0) return;
  const keys = uploadIds.flatMap((id) => storePrefixes.map((prefix) => prefix + id));
  await db.delete(tusUploadInfo).where(inArray(tusUploadInfo.key, keys));
}

const lockTtlMs = 30_000;
const renewEveryMs = 5_000;
const retryEveryMs = 100;
const acquireTimeoutMs = 30_000;

/**
 * A lock of an upload as a row with an expiry, renewed while held. A request that wants a held upload (a client
 * resuming after its connection dropped, while the old PATCH still hangs in some process) asks for it: the holder
 * sees that at its next renewal and lets go, as tus's own in-memory locker does within one process.
 */
export class PgLocker implements Locker {
  readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  newLock(id: string): Lock {
    return new PgLock(this.db, id);
  }
}

class PgLock implements Lock {
  private readonly db: Db;
  private readonly id: string;
  private readonly holder = randomUUID();
  private renewal: NodeJS.Timeout | undefined;

  constructor(db: Db, id: string) {
    this.db = db;
    this.id = id;
  }

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const giveUpAt = Date.now() + acquireTimeoutMs;
    for (;;) {
      if (await this.tryTake()) break;
      if (signal.aborted || Date.now() > giveUpAt) {
        throw { status_code: 500, body: "failed to acquire lock before timeout" };
      }
      await this.db.update(tusLocks).set({ releaseRequested: true }).where(eq(tusLocks.uploadId, this.id));
      await new Promise((resolve) => setTimeout(resolve, retryEveryMs));
    }
    this.renewal = setInterval(() => {
      void this.renew(requestRelease).catch(() => undefined);
    }, renewEveryMs);
    this.renewal.unref();
  }

  async unlock(): Promise<void> {
    if (this.renewal) clearInterval(this.renewal);
    this.renewal = undefined;
    await this.db
      .delete(tusLocks)
      .where(and(eq(tusLocks.uploadId, this.id), eq(tusLocks.holder, this.holder)));
  }

  private async tryTake(): Promise<boolean> {
    const expiresAt = new Date(Date.now() + lockTtlMs);
    const taken = await this.db
      .insert(tusLocks)
      .values({ uploadId: this.id, holder: this.holder, expiresAt })
      .onConflictDoUpdate({
        target: tusLocks.uploadId,
        set: { holder: this.holder, expiresAt, releaseRequested: false },
        setWhere: lt(tusLocks.expiresAt, sql`now()`),
      })
      .returning({ holder: tusLocks.holder });
    return taken[0]?.holder === this.holder;
  }

  private async renew(requestRelease: RequestRelease): Promise<void> {
    const [row] = await this.db
      .update(tusLocks)
      .set({ expiresAt: new Date(Date.now() + lockTtlMs) })
      .where(and(eq(tusLocks.uploadId, this.id), eq(tusLocks.holder, this.holder)))
      .returning({ releaseRequested: tusLocks.releaseRequested });
    if (row?.releaseRequested) await requestRelease();
  }
}

/** The tus data store on the shop's storage, and what to do once an upload is whole. */
export interface UploadStore {
  datastore: DataStore;
  /**
   * Makes the finished upload readable through the shop's storage under its id (the local and S3 stores wrote it
   * there already; the in-memory storage of tests gets a copy).
   */
  finish(uploadId: string): Promise<void>;
}

/** The store that keeps uploads where `storage` keeps its files; `scratchDir` only serves a storage of neither kind. */
export async function uploadStore(db: Db, storage: Storage, scratchDir: string): Promise<UploadStore> {
  if (storage instanceof LocalStorage) {
    const { FileStore } = await import("@tus/file-store");
    await mkdir(path.join(storage.root, uploadsFolder), { recursive: true });
    return {
      datastore: new FileStore({ directory: storage.root, configstore: new PgKvStore(db, storePrefixes[0]) }),
      finish: async () => {},
    };
  }
  // Loaded only for S3, as the storage's own adapter is.
  const { S3Storage } = await import("../../platform/s3-storage.ts");
  if (storage instanceof S3Storage) {
    const { S3Store } = await import("@tus/s3-store");
    return {
      datastore: new S3Store({
        s3ClientConfig: { ...storage.clientConfig, bucket: storage.bucket },
        cache: new PgKvStore(db, storePrefixes[1]),
      }),
      finish: async () => {},
    };
  }
  const { FileStore } = await import("@tus/file-store");
  await mkdir(path.join(scratchDir, uploadsFolder), { recursive: true });
  return {
    datastore: new FileStore({ directory: scratchDir, configstore: new PgKvStore(db, storePrefixes[0]) }),
    finish: async (uploadId) => {
      await storage.put(uploadId, await readFile(path.join(scratchDir, uploadId)));
    },
  };
}
