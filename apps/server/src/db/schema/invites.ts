import { index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./account.ts";
import { subjects } from "./subjects.ts";

/**
 * Invites to picture sets (modules/invites, docs/decisions/0031-invites.md): one row per recipient of a share, with
 * the SHA-256 of its link's token (the token itself is only in the mail).
 */
export const invites = pgTable(
  "invites",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique().defaultRandom(),
    senderId: integer("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The recipient's address in its one stored form (normalizeEmail). */
    recipient: text("recipient").notNull(),
    /** Hex SHA-256 of the link token. */
    tokenHash: text("token_hash").notNull().unique(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The account that accepted it; null until then, and again when that account is erased (acceptedAt stays). */
    acceptedBy: integer("accepted_by").references(() => users.id, { onDelete: "set null" }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    /** The sender's list and the per-sender limit. */
    index("invites_sender_idx").on(t.senderId, t.sentAt),
    /** The per-recipient limit. */
    index("invites_recipient_idx").on(t.recipient, t.sentAt),
    /** The invites a user accepted (revoke's other grants, export, erasure). */
    index("invites_accepted_by_idx").on(t.acceptedBy),
  ],
);

/** The picture sets an invite opens. */
export const inviteSubjects = pgTable(
  "invite_subjects",
  {
    inviteId: integer("invite_id")
      .notNull()
      .references(() => invites.id, { onDelete: "cascade" }),
    subjectId: integer("subject_id")
      .notNull()
      .references(() => subjects.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.inviteId, t.subjectId] }),
    /** The sender's list narrowed to one picture set. */
    index("invite_subjects_subject_idx").on(t.subjectId),
  ],
);
