import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./account.ts";
import { subjects } from "./subjects.ts";

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
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);
