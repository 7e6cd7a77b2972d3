import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { portals } from "./content.ts";

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
  },
  (t) => [index("jobs_name_idx").on(t.name)],
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
    /** The class or group, e.g. '3B'. */
    group: text("group"),
    qualifyForSelectOwnFavorites: boolean("qualify_for_select_own_favorites").notNull().default(false),
    qualifyForSelectYearbookPose: boolean("qualify_for_select_yearbook_pose").notNull().default(false),
  },
  (t) => [index("subjects_job_idx").on(t.jobId)],
);

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
    groupPicture: boolean("group_picture").notNull().default(false),
    greenscreen: boolean("greenscreen").notNull().default(false),
    /** Storage key of the original file; pictures imported from one file (a group picture) share it. */
    originalKey: text("original_key").notNull(),
    /** The file name the picture was imported from (job import): a second run skips what it already holds. */
    sourceName: text("source_name"),
    /** False until the photographer has released the picture to the shop. */
    ready: boolean("ready").notNull().default(true),
  },
  (t) => [
    index("pictures_subject_idx").on(t.subjectId, t.position),
    uniqueIndex("pictures_subject_source_idx").on(t.subjectId, t.sourceName),
  ],
);

export const imageBackgrounds = pgTable("image_backgrounds", {
  id: serial("id").primaryKey(),
  uuid: uuid("uuid").notNull().unique().defaultRandom(),
  portalId: integer("portal_id")
    .notNull()
    .references(() => portals.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  storageKey: text("storage_key").notNull(),
  isDefault: boolean("is_default").notNull().default(false),
});
