import { generateAccessCode, normalizeAccessCode } from "@shop/domain/access-code";
import { asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db, Tx } from "../../db/client.ts";
import { accessCodes } from "../../db/schema/access.ts";
import { decryptText, encryptText, keyedHash } from "../../platform/crypto.ts";

/**
 * How access codes are kept: a keyed hash finds a code (so a copy of the database alone does not reveal or confirm
 * any code), and the encrypted code lets the operator print it again. Neither is plain text.
 */
export type AccessCodeKeys = Pick<Config, "accessCodeSecret" | "dataEncryptionKey">;

/** The lookup key of a code as a visitor may type it (case and spaces ignored). */
export function accessCodeHash(keys: AccessCodeKeys, rawCode: string): string {
  return keyedHash(keys.accessCodeSecret, normalizeAccessCode(rawCode));
}

/** The stored columns of a code. */
export function sealAccessCode(
  keys: AccessCodeKeys,
  rawCode: string,
): { codeHash: string; codeEncrypted: string } {
  const code = normalizeAccessCode(rawCode);
  return {
    codeHash: keyedHash(keys.accessCodeSecret, code),
    codeEncrypted: encryptText(keys.dataEncryptionKey, code),
  };
}

/** The normalized code of a stored row, for the operator's letters and codes.csv. */
export function revealAccessCode(keys: AccessCodeKeys, codeEncrypted: string): string {
  return decryptText(keys.dataEncryptionKey, codeEncrypted);
}

/** Stores a code made elsewhere (the demo's fixed codes, tests) for a subject. */
export async function insertAccessCode(
  db: Db | Tx,
  keys: AccessCodeKeys,
  subjectId: number,
  rawCode: string,
  redirect: string | null = null,
): Promise<void> {
  await db.insert(accessCodes).values({ ...sealAccessCode(keys, rawCode), subjectId, redirect });
}

/**
 * Gives the subject a new generated code and returns it. A collision with an existing code (about one in 2^55 per
 * stored code) is skipped by the unique hash and another code drawn, without aborting the caller's transaction.
 */
export async function issueAccessCode(
  db: Db | Tx,
  keys: AccessCodeKeys,
  subjectId: number,
  generate: () => string = generateAccessCode,
): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const code = generate();
    const inserted = await db
      .insert(accessCodes)
      .values({ ...sealAccessCode(keys, code), subjectId })
      .onConflictDoNothing({ target: accessCodes.codeHash })
      .returning({ id: accessCodes.id });
    if (inserted.length > 0) return code;
  }
  throw new Error("no free access code after 10 attempts: is the code generator random?");
}

/** The first code of each of these subjects (decrypted), by subject id; subjects without a code are absent. */
export async function accessCodesOfSubjects(
  db: Db | Tx,
  keys: AccessCodeKeys,
  subjectIds: number[],
): Promise<Map<number, string>> {
  const codes = new Map<number, string>();
  if (subjectIds.length === 0) return codes;
  const rows = await db
    .select({ subjectId: accessCodes.subjectId, codeEncrypted: accessCodes.codeEncrypted })
    .from(accessCodes)
    .where(inArray(accessCodes.subjectId, subjectIds))
    .orderBy(asc(accessCodes.id));
  for (const row of rows) {
    if (row.codeEncrypted === null || codes.has(row.subjectId)) continue;
    codes.set(row.subjectId, revealAccessCode(keys, row.codeEncrypted));
  }
  return codes;
}

/**
 * Databases made before codes were hashed hold them in plain text. This hashes and encrypts every such row and
 * empties its plain column, in one transaction, so it can run at every start (it finds nothing the second time).
 * Returns how many rows it converted.
 */
export async function rekeyPlainAccessCodes(db: Db, keys: AccessCodeKeys): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: accessCodes.id, code: accessCodes.legacyPlainCode })
      .from(accessCodes)
      .where(isNotNull(accessCodes.legacyPlainCode))
      .for("update");
    for (const row of rows) {
      if (row.code === null) continue;
      await tx
        .update(accessCodes)
        .set({ ...sealAccessCode(keys, row.code), legacyPlainCode: null })
        .where(eq(accessCodes.id, row.id));
    }
    return rows.length;
  });
}
