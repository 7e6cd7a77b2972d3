import { readFile, writeFile } from "node:fs/promises";
import { migrate, openDatabaseFrom } from "../db/client.ts";

/** The keys every test app stores access codes under. Test-only values, never a shop's. */
export const testAccessCodeKeys = {
  accessCodeSecret: "test-access-code-secret-0123456789abcdef",
  dataEncryptionKey: Buffer.alloc(32, 7).toString("base64url"),
} as const;

/** Demo pictures in tests (seed/demo.test.ts) are 1/20 of full size (120×150): real JPEGs, made in milliseconds. */
export const testPictureScale = 0.05;

interface DumpableClient {
  dumpDataDir(compression: "none"): Promise<Blob | File>;
}

/** A migrated, empty in-memory database as a PGlite dump. */
export async function buildTemplate(): Promise<Blob> {
  const opened = await openDatabaseFrom({ kind: "memory" });
  try {
    await migrate(opened.db);
    const client = (opened.db as unknown as { $client: DumpableClient }).$client;
    return await client.dumpDataDir("none");
  } finally {
    await opened.close();
  }
}

export async function writeTemplate(file: string, dump: Blob): Promise<void> {
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
}

export async function readTemplate(file: string): Promise<Blob> {
  return new Blob([await readFile(file)]);
}
