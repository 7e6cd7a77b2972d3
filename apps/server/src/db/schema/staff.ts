import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * The studio's people (DESIGN § The studio): the photographer (owner) and their staff. Apart from the parents'
 * `users`: a staff member never signs in to the shop with these, and a parent's account never opens the studio.
 */
export const staffUsers = pgTable(
  "staff_users",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique().defaultRandom(),
    /** Normalized: trimmed, lower case. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** owner | staff | support (packages/contracts studio.ts). */
    role: text("role").notNull(),
    /** invited (no password yet; set up through a one-time link) | active. */
    state: text("state").notNull().default("invited"),
    /** argon2id, as the parents' (platform/passwords.ts); null until the set-up link was used. */
    passwordHash: text("password_hash"),
    /** The TOTP secret once confirmed, encrypted with the shop's data encryption key (platform/crypto.ts). */
    totpSecret: text("totp_secret"),
    /** A secret being set up (shown as a QR code), until a code from it confirms it; encrypted too. */
    totpPendingSecret: text("totp_pending_secret"),
    /**
     * The TOTP time step (Unix time / 30 s) of the last code accepted from the member, at sign-in or confirming: a
     * code of that step or an earlier one is refused, so a code seen over a shoulder or in a log opens nothing. In the
     * database, so every server process refuses it (decision 0059).
     */
    totpLastStep: integer("totp_last_step"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("staff_users_email_idx").on(t.email)],
);

/** How a studio session was opened: a passkey, or a password with or without a TOTP code (or a recovery code). */
export const staffSessionFactors = ["password", "password+totp", "passkey"] as const;

/** A signed-in studio browser. The token is stored only as its SHA-256 hash. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    /** createdAt + the absolute lifetime (12 h); the idle limit is read from lastSeenAt. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** staffSessionFactors: in production an owner's or staff's password-only session reaches only the set-up. */
    factor: text("factor").notNull().default("password"),
  },
  (t) => [
    index("staff_sessions_staff_idx").on(t.staffId),
    index("staff_sessions_expires_idx").on(t.expiresAt),
  ],
);

/** A one-time link to choose a password (the first owner, an invited member, a re-issued link): 15 minutes, used once. */
export const staffSetupTokens = pgTable(
  "staff_setup_tokens",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("staff_setup_tokens_hash_idx").on(t.tokenHash),
    index("staff_setup_tokens_staff_idx").on(t.staffId),
  ],
);

/**
 * Every change made in the studio (recordStudioChange): who, what, which object, when. The staff member's row may be
 * removed later; the record keeps the e-mail it was made under.
 */
export const studioRecord = pgTable(
  "studio_record",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
    staffEmail: text("staff_email").notNull(),
    action: text("action").notNull(),
    objectType: text("object_type").notNull(),
    objectId: text("object_id"),
    detail: jsonb("detail")
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The Record page reads newest first by id (the primary key's index), a page at a time below the last id shown.
  (t) => [index("studio_record_staff_idx").on(t.staffId)],
);

/** A member's passkeys (WebAuthn credentials): the public key and the signature counter, never a secret. */
export const staffPasskeys = pgTable(
  "staff_passkeys",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique().defaultRandom(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    /** The credential's id, base64url, as the browser names it. */
    credentialId: text("credential_id").notNull(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("staff_passkeys_credential_idx").on(t.credentialId),
    index("staff_passkeys_staff_idx").on(t.staffId),
  ],
);

/**
 * A WebAuthn challenge between its options and the browser's answer (a few minutes, used once): in the database, so
 * the answer may reach any server process.
 */
export const staffWebauthnChallenges = pgTable(
  "staff_webauthn_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    challenge: text("challenge").notNull(),
    /** register (a signed-in member adds a passkey) | authenticate (signing in). */
    kind: text("kind").notNull(),
    staffId: integer("staff_id").references(() => staffUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("staff_webauthn_challenges_expires_idx").on(t.expiresAt)],
);

/** Recovery codes, shown once when TOTP is set up; stored as keyed hashes, each used once. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("staff_recovery_codes_staff_idx").on(t.staffId)],
);
