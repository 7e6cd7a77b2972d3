import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./account.ts";
import { portals } from "./content.ts";
import { staffUsers } from "./staff.ts";

export const photographers = pgTable(
  "photographers",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique().defaultRandom(),
    portalId: integer("portal_id")
      .notNull()
      .references(() => portals.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Storage key of the logo, if any. */
    logoKey: text("logo_key"),
  },
  (t) => [index("photographers_portal_idx").on(t.portalId)],
);

export const jobs = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique().defaultRandom(),
    photographerId: integer("photographer_id")
      .notNull()
      .references(() => photographers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** school | kindergarten | sport | portrait (jobTypes in @shop/domain/job-type) */
    jobType: text("job_type").notNull(),
    year: smallint("year").notNull(),
    creationTime: timestamp("creation_time", { withTimezone: true }).notNull().defaultNow(),
    yearbookPoseDeadline: timestamp("yearbook_pose_deadline", { withTimezone: true }),
    hasBeenInWebShop: boolean("has_been_in_web_shop").notNull().default(false),
    requireFineTunedPictures: boolean("require_fine_tuned_pictures").notNull().default(false),
    isArchived: boolean("is_archived").notNull().default(false),
    /** Parents may correct their child's name and group until then (decision 0035); null: no corrections. */
    nameCorrectionDeadline: timestamp("name_correction_deadline", { withTimezone: true }),
    /** The last day to order that the code letters name; null: they name none. */
    orderDeadline: timestamp("order_deadline", { withTimezone: true }),
    /** The day families return the picture packages sent home for inspection (decision 0077); null: none set. */
    inspectionDeadline: timestamp("inspection_deadline", { withTimezone: true }),
  },
  (t) => [
    index("jobs_name_idx").on(t.name),
    // The reminder round finds the jobs whose yearbook pose deadline falls in its window (decision 0036).
    index("jobs_yearbook_pose_deadline_idx")
      .on(t.yearbookPoseDeadline)
      .where(sql`${t.yearbookPoseDeadline} is not null`),
  ],
);

export const subjects = pgTable(
  "subjects",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique().defaultRandom(),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /**
     * The roster's first_name and last_name (`name` is then 'first last'); null for a subject imported with one name
     * column, a class or siblings named as one. A card's {firstName} says firstName when there is one.
     */
    firstName: text("first_name"),
    lastName: text("last_name"),
    /** The class or group, e.g. '3B'. */
    group: text("group"),
    qualifyForSelectOwnFavorites: boolean("qualify_for_select_own_favorites").notNull().default(false),
    qualifyForSelectYearbookPose: boolean("qualify_for_select_yearbook_pose").notNull().default(false),
    /**
     * A parent's correction of the name and group as printed (decision 0035); `name` and `group` stay the
     * photographer's (the job import finds its subjects by them). Set together: correctedAt marks a correction, and
     * then correctedGroup null means no group.
     */
    correctedName: text("corrected_name"),
    correctedGroup: text("corrected_group"),
    correctedAt: timestamp("corrected_at", { withTimezone: true }),
  },
  (t) => [
    index("subjects_job_idx").on(t.jobId),
    // The studio's order search by a child's name as shown (subjects/corrections.ts shownName), ILIKE '%…%' (pg_trgm).
    index("subjects_shown_name_trgm_idx").using(
      "gin",
      sql`coalesce(${t.correctedName}, ${t.name}) gin_trgm_ops`,
    ),
  ],
);

/**
 * The guardians' e-mail addresses of a subject, from the roster's guardian_emails (normalized): where a lost code is
 * sent. Personal data: deleted with the subject, replaced by a re-imported roster that has the column, never logged.
 */
export const subjectGuardians = pgTable(
  "subject_guardians",
  {
    subjectId: integer("subject_id")
      .notNull()
      .references(() => subjects.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
  },
  (t) => [primaryKey({ columns: [t.subjectId, t.email] }), index("subject_guardians_email_idx").on(t.email)],
);

/** A parent's correction as the photographer reviewed it (decision 0063): new (to review), accepted or rejected. */
export const correctionReviews = ["new", "accepted", "rejected"] as const;

/**
 * Who corrected a subject's name or group, when, from what to what (decision 0035): the operator's list of a job.
 * A parent's correction carries its review (decision 0063); the studio's own change (a rejection putting the name
 * back) has none and names the staff member instead of a parent.
 */
export const subjectCorrections = pgTable(
  "subject_corrections",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique().defaultRandom(),
    subjectId: integer("subject_id")
      .notNull()
      .references(() => subjects.id, { onDelete: "cascade" }),
    /** The parent who corrected; null once that account is deleted (the correction itself stays the job's). */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    previousName: text("previous_name").notNull(),
    previousGroup: text("previous_group"),
    name: text("name").notNull(),
    group: text("group"),
    correctedAt: timestamp("corrected_at", { withTimezone: true }).notNull(),
    /** A parent's correction: new until the photographer accepts or rejects it; null: the studio's own change. */
    review: text("review", { enum: correctionReviews }).default("new"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    /** The member who reviewed it, or whose change the studio's own row is; null once that member is deleted. */
    staffId: integer("staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** Why the photographer kept their name, if they said. */
    rejectReason: text("reject_reason"),
  },
  (t) => [
    index("subject_corrections_subject_idx").on(t.subjectId, t.correctedAt),
    index("subject_corrections_user_idx").on(t.userId),
    index("subject_corrections_staff_idx").on(t.staffId),
  ],
);

export const pictures = pgTable(
  "pictures",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique().defaultRandom(),
    subjectId: integer("subject_id")
      .notNull()
      .references(() => subjects.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    webshopId: text("webshop_id").notNull(),
    keywords: text("keywords").array().notNull().default([]),
    /** IP | SFP | GP */
    pictureType: text("picture_type").notNull(),
    /**
     * The type the shop shows and sells the picture as when it is not its own: IP for a sibling picture while the shop
     * merges the two (spec 03 §4, decision 0051); null: its type.
     */
    soldAs: text("sold_as"),
    groupPicture: boolean("group_picture").notNull().default(false),
    greenscreen: boolean("greenscreen").notNull().default(false),
    /** Storage key of the original file; pictures imported from one file (a group picture) share it. */
    originalKey: text("original_key").notNull(),
    /**
     * A green-screen picture's mask (a grey PNG of the original's size, white where the person is): with it the
     * picture is cut out and a chosen background shows behind it.
     */
    maskKey: text("mask_key"),
    /** The file name the picture was imported from (job import): a second run skips what it already holds. */
    sourceName: text("source_name"),
    /** False until the photographer has released the picture to the shop. */
    ready: boolean("ready").notNull().default(true),
  },
  (t) => [
    index("pictures_subject_idx").on(t.subjectId, t.position),
    uniqueIndex("pictures_subject_source_idx").on(t.subjectId, t.sourceName),
    /** The subjects sharing a group picture's file (templates: the names of the pupils in it). */
    index("pictures_original_key_idx").on(t.originalKey),
  ],
);

/** How a picture set came into an account. */
export type SubjectSource = "code" | "invite";

/** The picture sets of a user: a subject whose code the user redeemed, or one shared with them by invite. */
export const userSubjects = pgTable(
  "user_subjects",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subjectId: integer("subject_id")
      .notNull()
      .references(() => subjects.id, { onDelete: "cascade" }),
    /** How the set came: 'code' (the user's own, by its access code) or 'invite' (someone shared it; modules/invites). */
    source: text("source").$type<SubjectSource>().notNull().default("code"),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.subjectId] }),
    index("user_subjects_subject_idx").on(t.subjectId),
    // The studio's sales numbers of the shop: codes redeemed in a range of days.
    index("user_subjects_code_added_idx").on(t.addedAt).where(sql`${t.source} = 'code'`),
  ],
);
