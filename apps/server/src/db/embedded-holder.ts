import { readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";

/**
 * The embedded database (PGlite) is one process's: two processes writing one data folder corrupt it, and neither
 * notices. So the process that opens it (the shop, or an operator's command) first writes a holder file beside the
 * folder, and a second process that finds a live holder does not open it (decision 0060).
 */
export interface EmbeddedHolder {
  pid: number;
  /** The running shop, or an operator's command (its name). */
  kind: "shop" | "command";
  name: string;
  /** The shop's port, where its operator routes answer, and its public address (the letters' links). */
  port?: number;
  publicUrl?: string;
  startedAt: string;
}

/** A live process holds the embedded database. */
export class EmbeddedDatabaseBusy extends Error {
  readonly holder: EmbeddedHolder;
  readonly file: string;
  constructor(holder: EmbeddedHolder, file: string) {
    super(
      holder.kind === "shop"
        ? `The shop is running on this database (process ${holder.pid}, since ${holder.startedAt}).`
        : `The command "${holder.name}" is using this database (process ${holder.pid}, since ${holder.startedAt}).`,
    );
    this.name = "EmbeddedDatabaseBusy";
    this.holder = holder;
    this.file = file;
  }
}

/** Where the holder of a PGlite data folder is written: beside it (a backup of DATA_DIR carries no lock inside db/). */
export function holderFile(dataDir: string): string {
  return `${path.resolve(dataDir)}.holder.json`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but is another user's.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readHolder(file: string): EmbeddedHolder | null {
  try {
    const holder = JSON.parse(readFileSync(file, "utf8")) as EmbeddedHolder;
    return typeof holder.pid === "number" ? holder : null;
  } catch {
    return null;
  }
}

/** The live holder of the data folder, if any (a holder whose process ended is stale and ignored). */
export function embeddedHolder(dataDir: string): EmbeddedHolder | null {
  const holder = readHolder(holderFile(dataDir));
  return holder && holder.pid !== process.pid && isAlive(holder.pid) ? holder : null;
}

/**
 * Takes the data folder for this process, or throws EmbeddedDatabaseBusy at once when a live process holds it. The
 * file is created exclusively, so of two processes starting together one wins. Returns the release, which removes
 * the file only while it is still this process's.
 */
export async function holdEmbeddedDatabase(
  dataDir: string,
  holder: Omit<EmbeddedHolder, "pid" | "startedAt">,
): Promise<() => void> {
  const file = holderFile(dataDir);
  await mkdir(path.dirname(file), { recursive: true });
  const mine: EmbeddedHolder = { pid: process.pid, startedAt: new Date().toISOString(), ...holder };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, `${JSON.stringify(mine)}\n`, { flag: "wx" });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        if (readHolder(file)?.pid === process.pid) unlinkSync(file);
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const current = readHolder(file);
      if (current && current.pid !== process.pid && isAlive(current.pid)) {
        throw new EmbeddedDatabaseBusy(current, file);
      }
      // A holder that ended without removing its file (killed, a power cut): the folder is free.
      unlinkSync(file);
    }
  }
  throw new Error(`could not take ${file}`);
}
