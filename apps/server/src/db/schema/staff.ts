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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("staff_users_email_idx").on(t.email)],
);

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
