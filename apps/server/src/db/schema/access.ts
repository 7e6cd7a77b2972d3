import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { subjects } from "./subjects.ts";

/**
 * An access code is stored as a keyed hash (HMAC-SHA-256 under config.accessCodeSecret) for lookups, and encrypted
 * (AES-256-GCM under config.dataEncryptionKey) so the operator's letters and codes.csv can print it again; never as
 * plain text. See modules/access/codes.ts.
 */
export const accessCodes = pgTable(
  "access_codes",
  {
    id: serial("id").primaryKey(),
    /** keyedHash(accessCodeSecret, normalizeAccessCode(code)). Null only on a row not yet re-keyed (below). */
    codeHash: text("code_hash"),
    /** encryptText(dataEncryptionKey, normalized code). */
    codeEncrypted: text("code_encrypted"),
    /**
     * The plain code of a database made before codes were hashed. The start-up (rekeyPlainAccessCodes) hashes and
     * encrypts it and empties this column, so it is null on every row of a started shop.
     */
    legacyPlainCode: text("code"),
    subjectId: integer("subject_id")
      .notNull()
      .references(() => subjects.id, { onDelete: "cascade" }),
    /** Where the shop sends the visitor instead of the set, if anywhere. */
    redirect: text("redirect"),
  },
  (t) => [
    uniqueIndex("access_codes_code_hash_idx").on(t.codeHash),
    index("access_codes_subject_idx").on(t.subjectId),
    index("access_codes_legacy_plain_idx").on(t.id).where(sql`${t.legacyPlainCode} is not null`),
    check(
      "access_codes_stored_check",
      sql`(${t.codeHash} is not null and ${t.codeEncrypted} is not null) or ${t.legacyPlainCode} is not null`,
    ),
  ],
);
