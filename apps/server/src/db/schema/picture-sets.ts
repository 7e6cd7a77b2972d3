import { index, integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { users } from "./account.ts";
import { pictures, subjects } from "./subjects.ts";

export const favorites = pgTable(
  "favorites",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    pictureId: integer("picture_id")
      .notNull()
      .references(() => pictures.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.pictureId] }), index("favorites_picture_idx").on(t.pictureId)],
);

/** The yearbook pose a user chose for a subject. */
export const yearbookPoseChoices = pgTable(
  "yearbook_pose_choices",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subjectId: integer("subject_id")
      .notNull()
      .references(() => subjects.id, { onDelete: "cascade" }),
    pictureId: integer("picture_id")
      .notNull()
      .references(() => pictures.id, { onDelete: "cascade" }),
    chosenAt: timestamp("chosen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.subjectId] }),
    index("yearbook_pose_choices_picture_idx").on(t.pictureId),
  ],
);
