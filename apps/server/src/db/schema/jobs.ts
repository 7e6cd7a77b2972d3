import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { portals } from "./content.ts";

/**
 * The studio's job imports (modules/jobs, decision 0062): a batch is the files of one job (a folder's photos and
 * roster.csv, or one zip) sent by tus, then checked, then applied by the background work. Every process reads the
 * same rows, so an upload started through one process is resumed through another and a page can be left and opened
 * again.
 */
export const importBatches = pgTable(
  "import_batches",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique().defaultRandom(),
    portalId: integer("portal_id")
      .notNull()
      .references(() => portals.id, { onDelete: "cascade" }),
    /** What the job import is asked for: name, type, year, deadlines, favorites (ImportBatchOptions). */
    options: jsonb("options").$type<Record<string, unknown>>().notNull(),
    /** uploading → checked (or refused) → importing → imported (or failed); then thumbnails are made. */
    state: text("state").notNull().default("uploading"),
    /**
     * The roster check's problems, or the import's, each `{ line, code, params }` (line 0: not of a line); rows
     * stored before codes hold `{ line, message }`, read by import-batches' storedProblems.
     */
    problems: jsonb("problems").$type<unknown[]>().notNull().default([]),
    /** What the checked import keeps, skips or replaces (checkRoster's warnings), stored as `problems` is. */
    warnings: jsonb("warnings").$type<unknown[]>().notNull().default([]),
    filesDone: integer("files_done").notNull().default(0),
    filesTotal: integer("files_total").notNull().default(0),
    thumbnailsDone: integer("thumbnails_done").notNull().default(0),
    thumbnailsTotal: integer("thumbnails_total").notNull().default(0),
    /** The job the import made or added to, once imported. */
    jobUuid: uuid("job_uuid"),
    /** What the import did (ImportJobResult without its local file), once imported. */
    result: jsonb("result").$type<Record<string, unknown>>(),
    /** Touched while a process imports: another process leaves a batch alone while this is recent. */
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("import_batches_portal_idx").on(t.portalId, t.createdAt)],
);

/** One file of a batch: a tus upload, bound to its batch when it was created. */
export const importBatchFiles = pgTable(
  "import_batch_files",
  {
    id: serial("id").primaryKey(),
    batchId: integer("batch_id")
      .notNull()
      .references(() => importBatches.id, { onDelete: "cascade" }),
    /** The tus upload id (the last part of its URL). */
    uploadId: text("upload_id").notNull().unique(),
    /** The file's name in the job folder (roster.csv, a picture, a mask) or the zip's. */
    name: text("name").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    /** Where the finished file is in the shop's storage. */
    storageKey: text("storage_key").notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("import_batch_files_batch_idx").on(t.batchId, t.name)],
);

/** What the tus stores keep about an upload (its length, metadata, an S3 multipart id), shared by every process. */
export const tusUploadInfo = pgTable("tus_upload_info", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The lock of an upload while one request writes it; a lock whose holder died is taken once it expires. */
export const tusLocks = pgTable("tus_locks", {
  uploadId: text("upload_id").primaryKey(),
  holder: text("holder").notNull(),
  /** Another request waits for the upload: the holder (in whichever process) lets go at its next renewal. */
  releaseRequested: boolean("release_requested").notNull().default(false),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
