import { type PictureType, pictureTypes } from "@shop/domain/picture-type";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  digitalSetEntitlements,
  jobs,
  photographers,
  pictureEntitlements,
  pictures,
  subjects,
  userSubjects,
} from "../../db/schema/index.ts";
import { effectivePictureType } from "../digital/picture-type.ts";
import type { StoredCartLine } from "./kind.ts";

export const pictureNotFoundMessage = "Picture not found";
export const pictureSetNotFoundMessage = "Picture set not found";
export const pictureBoughtMessage = "You have already bought this picture";
export const setInCartMessage = "The whole picture set is already in your cart";
export const setBoughtMessage = "You have already bought this digital set";
export const wrongTypeMessage = "The picture is not of this picture type";
export const notForSaleMessage = "Digital pictures of this type are not for sale";
export const noSetOfTypeMessage = "There are no pictures of this type in the picture set";

/** One of the user's picture sets (subject) in this shop, by its uuid. */
export async function ownedSubject(
  db: Db,
  portalId: number,
  userId: number,
  subjectUuid: string,
): Promise<{ id: number; uuid: string } | null> {
  const [row] = await db
    .select({ id: subjects.id, uuid: subjects.uuid })
    .from(userSubjects)
    .innerJoin(subjects, eq(subjects.id, userSubjects.subjectId))
    .innerJoin(jobs, eq(jobs.id, subjects.jobId))
    .innerJoin(photographers, eq(photographers.id, jobs.photographerId))
    .where(
      and(
        eq(userSubjects.userId, userId),
        eq(subjects.uuid, subjectUuid),
        eq(photographers.portalId, portalId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A released picture of one of the user's picture sets in this shop, by its uuid. */
export async function ownedPicture(
  db: Db,
  portalId: number,
  userId: number,
  pictureUuid: string,
): Promise<{ id: number; subjectId: number; pictureType: PictureType } | null> {
  const [row] = await db
    .select({ id: pictures.id, subjectId: pictures.subjectId, pictureType: effectivePictureType })
    .from(pictures)
    .innerJoin(
      userSubjects,
      and(eq(userSubjects.subjectId, pictures.subjectId), eq(userSubjects.userId, userId)),
    )
    .innerJoin(subjects, eq(subjects.id, pictures.subjectId))
    .innerJoin(jobs, eq(jobs.id, subjects.jobId))
    .innerJoin(photographers, eq(photographers.id, jobs.photographerId))
    .where(
      and(eq(pictures.uuid, pictureUuid), eq(pictures.ready, true), eq(photographers.portalId, portalId)),
    )
    .limit(1);
  return row ?? null;
}

/** The picture types of a subject's released pictures, in the order of pictureTypes. */
export async function releasedTypes(db: Db, subjectId: number): Promise<PictureType[]> {
  const rows = await db
    .selectDistinct({ pictureType: effectivePictureType })
    .from(pictures)
    .where(and(eq(pictures.subjectId, subjectId), eq(pictures.ready, true)));
  const present = new Set(rows.map((r) => r.pictureType));
  return pictureTypes.filter((t) => present.has(t));
}

export async function setBought(
  db: Db,
  userId: number,
  subjectId: number,
  type: PictureType,
): Promise<boolean> {
  const rows = await db
    .select({ userId: digitalSetEntitlements.userId })
    .from(digitalSetEntitlements)
    .where(
      and(
        eq(digitalSetEntitlements.userId, userId),
        eq(digitalSetEntitlements.subjectId, subjectId),
        eq(digitalSetEntitlements.pictureType, type),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function pictureBought(db: Db, userId: number, pictureId: number): Promise<boolean> {
  const rows = await db
    .select({ pictureId: pictureEntitlements.pictureId })
    .from(pictureEntitlements)
    .where(and(eq(pictureEntitlements.userId, userId), eq(pictureEntitlements.pictureId, pictureId)))
    .limit(1);
  return rows.length > 0;
}

/** The cart's single-file lines of a subject's pictures of one type: a whole set of that type replaces them. */
export async function fileLinesOfSet(
  db: Db,
  lines: readonly StoredCartLine[],
  subjectId: number,
  type: PictureType,
): Promise<number[]> {
  const candidates = lines.filter((l) => l.subjectId === subjectId && l.pictureId !== null);
  if (candidates.length === 0) return [];
  const ofType = await db
    .select({ id: pictures.id })
    .from(pictures)
    .where(
      and(
        eq(pictures.subjectId, subjectId),
        inArray(
          pictures.id,
          candidates.map((l) => l.pictureId ?? 0),
        ),
        sql`${effectivePictureType} = ${type}`,
      ),
    );
  const ids = new Set(ofType.map((p) => p.id));
  return candidates.filter((l) => l.pictureId !== null && ids.has(l.pictureId)).map((l) => l.id);
}
