import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./account.ts";
import { subjects } from "./subjects.ts";

/**
 * The reminder mails sent (decision 0036): one row per parent, picture set, kind and what it is about — the job of a
 * yearbook pose reminder or the package offer of a package price reminder — and the moment it is about (the deadline
 * or the end of the time-limited price). The unique key makes each reminder go out once, however many processes or
 * runs find it due: the row is inserted with `on conflict do nothing` and the mail enqueued in the same transaction
 * only when the row was new. A moved deadline or end is a new moment, so it is reminded of again.
 */
export const remindersSent = pgTable(
  "reminders_sent",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subjectId: integer("subject_id")
      .notNull()
      .references(() => subjects.id, { onDelete: "cascade" }),
    /** ReminderKind of @shop/domain/reminders: 'yearbook_pose' | 'package_price'. */
    kind: text("kind").notNull(),
    /** The job's id (yearbook_pose) or the package offer's id (package_price). */
    aboutId: integer("about_id").notNull(),
    /** The deadline or the end of the time-limited price the mail named. */
    aboutMoment: timestamp("about_moment", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The once-only key; user_id first, so it also serves deleting a user's rows (cascade).
    uniqueIndex("reminders_sent_once_idx").on(t.userId, t.subjectId, t.kind, t.aboutId, t.aboutMoment),
    // Deleting a subject removes its rows (cascade).
    index("reminders_sent_subject_idx").on(t.subjectId),
  ],
);
