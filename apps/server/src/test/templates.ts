import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { migrate, openDatabaseFrom } from "../db/client.ts";
import { MemoryStorage } from "../platform/storage.ts";
import { seedDemo } from "../seed/demo.ts";

/**
 * The keys every test app stores access codes under. Fixed, so the seeded template (made once, before any test app)
 * holds the demo codes hashed as the test apps look them up. Test-only values, never a shop's.
 */
export const testAccessCodeKeys = {
  accessCodeSecret: "test-access-code-secret-0123456789abcdef",
  dataEncryptionKey: Buffer.alloc(32, 7).toString("base64url"),
} as const;

/** Demo pictures in tests are 1/20 of full size (120×150): real JPEGs, made in milliseconds. */
export const testPictureScale = 0.05;

export type TemplateKind = "plain" | "seeded";

export interface Template {
  dump: Blob;
  files: MemoryStorage["files"];
}

interface DumpableClient {
  dumpDataDir(compression: "none"): Promise<Blob | File>;
}

/** A migrated (and, for "seeded", demo-filled) in-memory database as a PGlite dump, with its stored files. */
export async function buildTemplate(kind: TemplateKind): Promise<Template> {
  const opened = await openDatabaseFrom({ kind: "memory" });
  const storage = new MemoryStorage();
  try {
    await migrate(opened.db);
    if (kind === "seeded")
      await seedDemo(opened.db, storage, { keys: testAccessCodeKeys, scale: testPictureScale });
    const client = (opened.db as unknown as { $client: DumpableClient }).$client;
    return { dump: await client.dumpDataDir("none"), files: storage.files };
  } finally {
    await opened.close();
  }
}

export async function writeTemplate(dir: string, kind: TemplateKind, template: Template): Promise<void> {
  const base = path.join(dir, kind);
  await mkdir(path.join(base, "files"), { recursive: true });
  await writeFile(path.join(base, "db.tar"), Buffer.from(await template.dump.arrayBuffer()));
  for (const [key, file] of template.files) {
    const target = path.join(base, "files", key);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.data);
  }
}

async function listFiles(dir: string, prefix = ""): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory() ? listFiles(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
    ),
  );
  return nested.flat();
}

export async function readTemplate(dir: string, kind: TemplateKind): Promise<Template> {
  const base = path.join(dir, kind);
  const dump = new Blob([await readFile(path.join(base, "db.tar"))]);
  const files: Template["files"] = new Map();
  for (const key of await listFiles(path.join(base, "files"))) {
    files.set(key, { data: await readFile(path.join(base, "files", key)), contentType: undefined });
  }
  return { dump, files };
}
