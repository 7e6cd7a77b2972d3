import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { z } from "zod";
import {
  type Config,
  ConfigError,
  type EnvironmentConfig,
  type SecretName,
  type ShopSecrets,
  secretNames,
  secretVariables,
} from "../config.ts";
import type { Db } from "../db/client.ts";
import { shopSecrets } from "../db/schema/shop-secrets.ts";

/** Where each secret came from at this start; names only, never a value. */
export interface SecretsReport {
  fromEnvironment: SecretName[];
  /** Already in the database (made by an earlier start, or by another process starting at the same moment). */
  fromDatabase: SecretName[];
  /** Moved from DATA_DIR/secrets.json into a database that had none. */
  imported: SecretName[];
  generated: SecretName[];
  /** DATA_DIR/secrets.json holds another value than the database, which wins. */
  fileDiffers: SecretName[];
  /** DATA_DIR/secrets.json exists and everything it holds is in the database already. */
  fileRedundant: boolean;
}

const secretsFileName = "secrets.json";

/** The session, signing and access-code secrets are HMAC keys of at least 32 characters; the data key 32 bytes. */
function isValidSecret(name: SecretName, value: string): boolean {
  if (name === "dataEncryptionKey") return Buffer.from(value, "base64url").length === 32;
  return value.length >= 32;
}

/**
 * The secrets an older version generated into DATA_DIR/secrets.json. A value there that is not a valid secret is a
 * damaged file: replacing it would lock out the data made under it, so the start stops instead.
 */
function readSecretsFile(file: string): Partial<ShopSecrets> | null {
  if (!existsSync(file)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    throw new ConfigError("DATA_DIR", `holds a ${secretsFileName} that is not JSON`);
  }
  const record = z.record(z.string(), z.unknown()).safeParse(parsed);
  if (!record.success) throw new ConfigError("DATA_DIR", `holds a ${secretsFileName} that is not an object`);
  const found: Partial<ShopSecrets> = {};
  for (const name of secretNames) {
    const value = record.data[name];
    if (value === undefined) continue;
    if (typeof value !== "string" || !isValidSecret(name, value)) {
      throw new ConfigError(secretVariables[name], `in DATA_DIR/${secretsFileName} is not a valid secret`);
    }
    found[name] = value;
  }
  return found;
}

async function readStored(db: Db, names: readonly SecretName[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ name: shopSecrets.name, value: shopSecrets.value })
    .from(shopSecrets)
    .where(inArray(shopSecrets.name, [...names]));
  return new Map(rows.map((row) => [row.name, row.value]));
}

/**
 * The whole configuration: each secret from the environment when it gives one, else from the shop_secrets table.
 * A secret the table lacks is taken from DATA_DIR/secrets.json (a shop started before the secrets moved to the
 * database keeps its signed URLs, sessions, codes and encrypted data) or generated, and inserted with ON CONFLICT DO
 * NOTHING; the row is then read back, so processes starting at the same moment all use the one that was stored
 * first. Runs after migrating and before anything signs, hashes or encrypts.
 */
export async function loadShopSecrets(
  db: Db,
  config: EnvironmentConfig,
): Promise<{ config: Config; report: SecretsReport }> {
  const { givenSecrets, ...rest } = config;
  const report: SecretsReport = {
    fromEnvironment: secretNames.filter((name) => givenSecrets[name] !== undefined),
    fromDatabase: [],
    imported: [],
    generated: [],
    fileDiffers: [],
    fileRedundant: false,
  };
  const missing = secretNames.filter((name) => givenSecrets[name] === undefined);
  const secrets: Partial<ShopSecrets> = { ...givenSecrets };
  if (missing.length === 0) return { config: { ...rest, ...(secrets as ShopSecrets) }, report };

  const file = readSecretsFile(path.join(config.dataDir, secretsFileName));
  let stored = await readStored(db, missing);
  const offered = new Map<SecretName, string>();
  for (const name of missing) {
    if (!stored.has(name)) offered.set(name, file?.[name] ?? randomBytes(32).toString("base64url"));
  }
  if (offered.size > 0) {
    await db
      .insert(shopSecrets)
      .values([...offered].map(([name, value]) => ({ name, value })))
      .onConflictDoNothing({ target: shopSecrets.name });
    stored = await readStored(db, missing);
  }

  for (const name of missing) {
    const value = stored.get(name);
    if (value === undefined || !isValidSecret(name, value)) {
      throw new ConfigError(
        secretVariables[name],
        "in the database's shop_secrets table is missing or damaged",
      );
    }
    secrets[name] = value;
    const mine = offered.get(name);
    if (mine !== value) report.fromDatabase.push(name);
    else if (file?.[name] === value) report.imported.push(name);
    else report.generated.push(name);
    const inFile = file?.[name];
    if (inFile !== undefined && inFile !== value) report.fileDiffers.push(name);
  }
  report.fileRedundant =
    file !== null &&
    report.imported.length === 0 &&
    report.fileDiffers.length === 0 &&
    secretNames.every((name) => file[name] === undefined || file[name] === secrets[name]);
  return { config: { ...rest, ...(secrets as ShopSecrets) }, report };
}

const variables = (names: readonly SecretName[]) => names.map((name) => secretVariables[name]).join(", ");

/** What an operator should know about this start's secrets, without their values; the first line always. */
export function describeSecrets(report: SecretsReport): string[] {
  const sources = [
    report.fromEnvironment.length > 0 ? `${variables(report.fromEnvironment)} from the environment` : null,
    report.fromDatabase.length > 0 ? `${variables(report.fromDatabase)} from the database` : null,
  ].filter((part) => part !== null);
  const lines = sources.length > 0 ? [`Secrets: ${sources.join("; ")}.`] : [];
  if (report.imported.length > 0) {
    lines.push(
      `Secrets: moved ${variables(report.imported)} from DATA_DIR/${secretsFileName} into the database, which every process of the shop reads; the file is no longer needed.`,
    );
  }
  if (report.generated.length > 0) {
    lines.push(`Secrets: generated ${variables(report.generated)} into the database.`);
  }
  if (report.fileDiffers.length > 0) {
    lines.push(
      `Secrets: DATA_DIR/${secretsFileName} holds another ${variables(report.fileDiffers)} than the database; the database's is used and the file is ignored.`,
    );
  }
  if (report.fileRedundant) {
    lines.push(`Secrets: DATA_DIR/${secretsFileName} is no longer needed (the database holds its secrets).`);
  }
  return lines;
}
