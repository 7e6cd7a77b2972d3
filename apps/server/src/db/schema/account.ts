import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { portals } from "./content.ts";
import { subjects } from "./subjects.ts";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique().defaultRandom(),
    portalId: integer("portal_id")
      .notNull()
      .references(() => portals.id, { onDelete: "cascade" }),
    /** Normalized: trimmed, lower case. */
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    name: text("name"),
    lang: text("lang").notNull().default("en"),
    mobilePhone: text("mobile_phone"),
    address: text("address"),
    address2: text("address2"),
    postalCode: text("postal_code"),
    city: text("city"),
    state: text("state"),
    /** ISO 3166-1 alpha-2 of the stored address. */
    country: text("country"),
    acceptMail: boolean("accept_mail").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_portal_email_idx").on(t.portalId, t.email),
    // The studio's order search (issue 32, decision 0074): ILIKE '%…%' on the e-mail address or the name (pg_trgm).
    index("users_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    index("users_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
  ],
);

export const passwordResetKeys = pgTable(
  "password_reset_keys",
  {
    id: serial("id").primaryKey(),
    /** SHA-256 of the key, hex. */
    keyHash: text("key_hash").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("password_reset_keys_hash_idx").on(t.keyHash),
    index("password_reset_keys_user_idx").on(t.userId),
  ],
);

/** A browser's session: signed in (a user) or not (at most a pending code). */
export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie token, hex; the token itself is never stored. */
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** An access code verified while signed out, kept until sign-in or registration uses it. */
    pendingSubjectId: integer("pending_subject_id").references(() => subjects.id, { onDelete: "set null" }),
    /** When the pending subject was set: it is forgotten an hour later. */
    pendingSubjectAt: timestamp("pending_subject_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** Absolute expiry; the idle expiry is computed from lastSeenAt. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /**
     * Support's simulated session (decision 0033): the operator's name when the session was opened by a one-time
     * simulation link, else null. Its expiresAt is then the simulation's end.
     */
    simulatedBy: text("simulated_by"),
  },
  (t) => [
    index("sessions_user_idx").on(t.userId),
    // The hourly purge removes sessions past either expiry.
    index("sessions_expires_idx").on(t.expiresAt),
    index("sessions_last_seen_idx").on(t.lastSeenAt),
  ],
);

/**
 * The parent's reminder choice per picture set (spec 01 §2.6 Communication). No row: reminders are on, the shop's
 * default; a row keeps the last choice.
 */
export const subjectReminderSettings = pgTable(
  "subject_reminder_settings",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subjectId: integer("subject_id")
      .notNull()
      .references(() => subjects.id, { onDelete: "cascade" }),
    remindersEnabled: boolean("reminders_enabled").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The primary key serves the per-user read (user_id first) and the upsert.
  (t) => [primaryKey({ columns: [t.userId, t.subjectId] })],
);

/**
 * A picture package sent home for inspection (spec 01 §3): the operator marks the user's subject; the parent keeps
 * it (enabled) or sends it back (enabled false) on /my-account/cancel-picture-packages.
 */
export const packagesForInspection = pgTable(
  "packages_for_inspection",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subjectId: integer("subject_id")
      .notNull()
      .references(() => subjects.id, { onDelete: "cascade" }),
    enabled: boolean("enabled").notNull().default(true),
    markedAt: timestamp("marked_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the parent last changed the choice; null until then. */
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.subjectId] }),
    // The studio's inspection page: the packages of a job's subjects (decision 0077).
    index("packages_for_inspection_subject_idx").on(t.subjectId),
  ],
);

/**
 * Support's one-time links that open a simulated session as a user (decision 0033): the token only in the link, its
 * SHA-256 here; valid for simulationLimits.linkValidMs and used once (used_at set by the one UPDATE that consumes it).
 */
export const simulationLinks = pgTable(
  "simulation_links",
  {
    id: serial("id").primaryKey(),
    /** SHA-256 of the link's token, hex. */
    tokenHash: text("token_hash").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The support person's name, as the operator gave it. */
    operator: text("operator").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("simulation_links_token_idx").on(t.tokenHash),
    index("simulation_links_user_idx").on(t.userId),
    // The hourly purge removes links long past their expiry.
    index("simulation_links_expires_idx").on(t.expiresAt),
  ],
);

/**
 * What a simulated session read and changed: one row per request that read the session (decision 0041; a GET or HEAD
 * is a read), with the route's pattern (never the raw URL, which can hold personal data), the answer's status and the
 * operator's name.
 */
export const simulationActions = pgTable(
  "simulation_actions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    operator: text("operator").notNull(),
    method: text("method").notNull(),
    /** The route's pattern, e.g. /ajax/user/update_password.php or /api/webshop/cart/lines/:lineUuid. */
    route: text("route").notNull(),
    status: integer("status").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The operator reads a user's log, newest first.
  (t) => [index("simulation_actions_user_at_idx").on(t.userId, t.at)],
);
