import type { PictureType } from "@shop/contracts/common";
import type { JobType } from "@shop/domain/job-type";
import { cleanName, cleanOptionalName } from "@shop/domain/names";
import { soldAs } from "@shop/domain/picture-type";
import { and, asc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { jobs, photographers, pictures, subjectGuardians, subjects } from "../../db/schema/subjects.ts";

/**
 * The rows of a job as the shop makes them: the job import, the demo seed and the tests' factories all write jobs,
 * subjects and pictures through these, so a picture's webshop id or a subject's qualifications mean the same
 * everywhere.
 */

/** The photographer of the shop's jobs: the portal's first, or a new one of the given name (the shop's). */
export async function shopPhotographer(db: Db | Tx, portalId: number, nameIfNew: string): Promise<number> {
  const [existing] = await db
    .select({ id: photographers.id })
    .from(photographers)
    .where(eq(photographers.portalId, portalId))
    .orderBy(asc(photographers.id))
    .limit(1);
  if (existing) return existing.id;
  const [created] = await db
    .insert(photographers)
    .values({ portalId, name: nameIfNew })
    .returning({ id: photographers.id });
  if (!created) throw new Error("the photographer was not created");
  return created.id;
}

export interface NewJob {
  photographerId: number;
  name: string;
  type: JobType;
  /** The school year the pictures belong to; its last two digits start every picture's webshop id. */
  year: number;
  creationTime?: Date;
  /** When set, subjects that qualify may choose a yearbook pose until then. */
  yearbookPoseDeadline?: Date | null;
  hasBeenInWebShop?: boolean;
  isArchived?: boolean;
  /** When set, parents may correct their child's name and group until then (decision 0035). */
  nameCorrectionDeadline?: Date | null;
  /** The last day to order that the code letters name. */
  orderDeadline?: Date | null;
}

export async function insertJob(db: Db | Tx, job: NewJob) {
  const [created] = await db
    .insert(jobs)
    .values({
      photographerId: job.photographerId,
      name: job.name,
      jobType: job.type,
      year: job.year,
      ...(job.creationTime === undefined ? {} : { creationTime: job.creationTime }),
      yearbookPoseDeadline: job.yearbookPoseDeadline ?? null,
      hasBeenInWebShop: job.hasBeenInWebShop ?? false,
      isArchived: job.isArchived ?? false,
      nameCorrectionDeadline: job.nameCorrectionDeadline ?? null,
      orderDeadline: job.orderDeadline ?? null,
    })
    .returning();
  if (!created) throw new Error("the job was not created");
  return created;
}

export interface NewSubject {
  jobId: number;
  name: string;
  /** The roster's first_name and last_name, when it had them (`name` is then both). */
  firstName?: string | null;
  lastName?: string | null;
  /** The class or group; null for none. */
  group: string | null;
  /** The subject may mark its own favorites. */
  favorites: boolean;
  /** The subject may choose a yearbook pose (while the job's deadline has not passed). */
  yearbook: boolean;
}

export async function insertSubject(db: Db | Tx, subject: NewSubject) {
  const [created] = await db
    .insert(subjects)
    .values({
      jobId: subject.jobId,
      name: cleanName(subject.name),
      firstName: cleanOptionalName(subject.firstName),
      lastName: cleanOptionalName(subject.lastName),
      group: cleanOptionalName(subject.group),
      qualifyForSelectOwnFavorites: subject.favorites,
      qualifyForSelectYearbookPose: subject.yearbook,
    })
    .returning();
  if (!created) throw new Error("a subject was not created");
  return created;
}

/**
 * A re-imported roster's name of a subject it found under its old name ('Olsen, Ida' becomes 'Ida Olsen' with its
 * first and last name): the subject, its pictures and its code stay.
 */
export async function renameSubject(
  db: Db | Tx,
  subjectId: number,
  names: { name: string; firstName: string | null; lastName: string | null },
): Promise<void> {
  await db
    .update(subjects)
    .set({
      name: cleanName(names.name),
      firstName: cleanOptionalName(names.firstName),
      lastName: cleanOptionalName(names.lastName),
    })
    .where(eq(subjects.id, subjectId));
}

/** The guardians' addresses of each of these subjects (normalized), by subject id; a subject without any is left out. */
export async function guardiansOfSubjects(
  db: Db | Tx,
  subjectIds: readonly number[],
): Promise<Map<number, string[]>> {
  const held = new Map<number, string[]>();
  if (subjectIds.length === 0) return held;
  const rows = await db
    .select({ subjectId: subjectGuardians.subjectId, email: subjectGuardians.email })
    .from(subjectGuardians)
    .where(inArray(subjectGuardians.subjectId, [...subjectIds]))
    .orderBy(asc(subjectGuardians.email));
  for (const row of rows) held.set(row.subjectId, [...(held.get(row.subjectId) ?? []), row.email]);
  return held;
}

/** Sets a subject's guardians' addresses to these (normalized by the caller): the roster's column is the whole list. */
export async function replaceSubjectGuardians(
  db: Db | Tx,
  subjectId: number,
  emails: readonly string[],
): Promise<void> {
  await db.delete(subjectGuardians).where(eq(subjectGuardians.subjectId, subjectId));
  if (emails.length === 0) return;
  await db
    .insert(subjectGuardians)
    .values([...new Set(emails)].map((email) => ({ subjectId, email })))
    .onConflictDoNothing();
}

/** Sets the last day to order that the job's code letters name. */
export async function setJobOrderDeadline(
  db: Db | Tx,
  jobId: number,
  orderDeadline: Date | null,
): Promise<void> {
  await db.update(jobs).set({ orderDeadline }).where(eq(jobs.id, jobId));
}

/** The id a picture is shown and downloaded by: the job's year, the subject and the picture's place, 26-0042-03. */
export function webshopId(year: number, subjectId: number, position: number): string {
  return `${String(year).slice(-2)}-${String(subjectId).padStart(4, "0")}-${String(position + 1).padStart(2, "0")}`;
}

export interface NewPicture {
  subjectId: number;
  /** The picture's place in its set, from 0. */
  position: number;
  /** The job's year (see webshopId). */
  year: number;
  width: number;
  height: number;
  pictureType: PictureType;
  /** Where the original file is in storage. */
  originalKey: string;
  uuid?: string;
  keywords?: string[];
  greenscreen?: boolean;
  /** A green-screen picture's mask in storage. */
  maskKey?: string;
  /** The file the picture was imported from; a later import skips it. */
  sourceName?: string | null;
  /** The type the shop sells it as, when not its own (packages/domain picture-type.ts soldAs). */
  soldAs?: PictureType | null;
  /** False while the photographer has not released it; released by default. */
  ready?: boolean;
}

export async function insertPictures(db: Db | Tx, rows: readonly NewPicture[]) {
  if (rows.length === 0) return [];
  return db
    .insert(pictures)
    .values(
      rows.map((p) => ({
        ...(p.uuid === undefined ? {} : { uuid: p.uuid }),
        subjectId: p.subjectId,
        position: p.position,
        width: p.width,
        height: p.height,
        webshopId: webshopId(p.year, p.subjectId, p.position),
        keywords: p.keywords ?? [],
        pictureType: p.pictureType,
        soldAs: p.soldAs ?? null,
        groupPicture: p.pictureType === "GP",
        greenscreen: p.greenscreen ?? false,
        originalKey: p.originalKey,
        maskKey: p.maskKey ?? null,
        sourceName: p.sourceName ?? null,
        ready: p.ready ?? true,
      })),
    )
    .returning();
}

/**
 * Makes the shop's pictures follow its merged mode (spec 03 §4, decision 0051): each sibling picture is sold as an
 * individual one while `merge` is on, and as its own type again when it is off. Answers how many pictures changed.
 */
export async function applySiblingPictureMerge(
  tx: Db | Tx,
  portalId: number,
  merge: boolean,
): Promise<number> {
  const ofShop = tx
    .select({ id: subjects.id })
    .from(subjects)
    .innerJoin(jobs, eq(jobs.id, subjects.jobId))
    .innerJoin(photographers, eq(photographers.id, jobs.photographerId))
    .where(eq(photographers.portalId, portalId));
  const changed = await tx
    .update(pictures)
    .set({ soldAs: soldAs("SFP", merge) })
    .where(
      and(
        eq(pictures.pictureType, "SFP"),
        merge ? isNull(pictures.soldAs) : isNotNull(pictures.soldAs),
        inArray(pictures.subjectId, ofShop),
      ),
    )
    .returning({ id: pictures.id });
  return changed.length;
}
