import { existsSync } from "node:fs";
import { readdir, rename } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../config.ts";
import { embeddedHolder } from "../db/embedded-holder.ts";
import { CliError } from "./command.ts";
import { readTar, writeTar } from "./tar.ts";

/**
 * A backup of a shop on the embedded database: its whole data folder (the database's folder, the stored files, the
 * secrets file and the mail folder of a shop without SMTP), copied with the shop stopped. The embedded database
 * allows one process, so a stopped shop's folder is consistent as it lies; a copy taken while the shop writes would
 * not be. PGlite's own dump (dumpDataDir) was not used: it builds the whole database in memory before writing it.
 */
export type BackupConfig = Pick<Config, "dataDir" | "database" | "storage">;

const description = "shop-backup.json";
const root = "shop/";

interface BackupDescription {
  format: 1;
  madeAt: string;
  /** Where the stored files were: in the backup (local) or left in the bucket (s3). */
  files: "local" | "s3";
}

/** What to use instead on PostgreSQL, where the database is not in the data folder. */
export const postgresBackupHelp =
  "DATABASE_URL is set: the database is on PostgreSQL, not in the data folder. Back it up with PostgreSQL's own " +
  "tools (pg_dump -Fc, restored with pg_restore; or the server's continuous archiving), and the stored files with " +
  "a copy of DATA_DIR/files or, on S3, the bucket's versioning or replication (docs/operating.md, Backups).";

function refusePostgres(config: BackupConfig): void {
  if (config.database.kind !== "pglite") throw new CliError(postgresBackupHelp);
  // A copy of the folder while a process writes it is no backup, and a restore under it breaks that process.
  const holder = embeddedHolder(config.database.dataDir);
  if (holder) {
    throw new CliError(
      `${holder.kind === "shop" ? "The shop" : `The command "${holder.name}"`} is running on this data folder (process ${holder.pid}): stop it first, then run this again.`,
    );
  }
}

export interface BackupSummary {
  files: number;
  bytes: number;
  /** The stored files are in the S3 bucket, not in the backup. */
  filesInBucket: boolean;
}

export async function backupShop(config: BackupConfig, file: string): Promise<BackupSummary> {
  refusePostgres(config);
  if (!existsSync(path.join(config.dataDir, "db"))) {
    throw new CliError(`${config.dataDir} holds no shop (no db folder): is DATA_DIR right?`);
  }
  if (existsSync(file)) throw new CliError(`${file} already exists: name a new file.`);
  const filesInBucket = config.storage.kind === "s3";
  const about: BackupDescription = {
    format: 1,
    madeAt: new Date().toISOString(),
    files: filesInBucket ? "s3" : "local",
  };
  const { files, bytes } = await writeTar(file, {
    buffers: [{ name: description, data: Buffer.from(`${JSON.stringify(about, null, 2)}\n`) }],
    folders: [{ name: root, folder: config.dataDir }],
  });
  return { files, bytes, filesInBucket };
}

async function isEmptyFolder(folder: string): Promise<boolean> {
  return !existsSync(folder) || (await readdir(folder)).length === 0;
}

export interface RestoreSummary {
  files: number;
  /** Where the data folder that was there is kept (with --replace), or null. */
  keptAside: string | null;
  filesInBucket: boolean;
}

/**
 * Unpacks a backup into DATA_DIR. A folder that holds a shop is never written over: it is refused, or with
 * `replace` renamed aside (`<DATA_DIR>.before-restore-<time>`) first, so a wrong file can be undone.
 */
export async function restoreShop(
  config: BackupConfig,
  file: string,
  options: { replace?: boolean; now?: Date } = {},
): Promise<RestoreSummary> {
  refusePostgres(config);
  if (!existsSync(file)) throw new CliError(`There is no file ${file} to restore from.`);
  let keptAside: string | null = null;
  if (!(await isEmptyFolder(config.dataDir))) {
    if (!options.replace) {
      throw new CliError(
        `${config.dataDir} is not empty: it holds a shop. Restore into an empty DATA_DIR, or add --replace to ` +
          "keep the folder aside under a new name and restore in its place.",
      );
    }
    const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, "-");
    keptAside = `${config.dataDir}.before-restore-${stamp}`;
    await rename(config.dataDir, keptAside);
  }
  let about: BackupDescription | null = null;
  let files = 0;
  await readTar(file, async (entry, data) => {
    if (entry.name === description) {
      about = JSON.parse((await data()).toString("utf8")) as BackupDescription;
      return null;
    }
    if (about === null)
      throw new CliError(`${file} is not a backup of the shop (it does not start with ${description}).`);
    if (!entry.name.startsWith(root)) return null;
    if (entry.type === "file") files += 1;
    return { into: config.dataDir, strip: root };
  });
  const made = about as BackupDescription | null;
  if (made === null) throw new CliError(`${file} is not a backup of the shop (it holds no ${description}).`);
  return { files, keptAside, filesInBucket: made.files === "s3" };
}
