import { normalizeAccessCode } from "@shop/domain/access-code";
import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { accessCodes, jobs, photographers, subjects, userSubjects } from "../../db/schema/index.ts";
import { type AccessCodeKeys, accessCodeHash } from "./codes.ts";

export interface RedeemableSubject {
  subjectId: number;
  uuid: string;
  name: string;
  /** The code the visitor entered, normalized (it is stored only as a hash). */
  accessCode: string;
  redirect: string | null;
}

export const invalidCodeMessage = "The code is not valid";
export const alreadyInAccountMessage = "This picture set is already in your account";

/** The subject an access code opens in this shop; archived jobs no longer open anything. */
export async function findSubjectByCode(
  db: Db,
  keys: AccessCodeKeys,
  portalId: number,
  rawCode: string,
): Promise<RedeemableSubject | null> {
  const code = normalizeAccessCode(rawCode);
  if (code === "") return null;
  const [row] = await db
    .select({
      subjectId: subjects.id,
      uuid: subjects.uuid,
      name: subjects.name,
      redirect: accessCodes.redirect,
    })
    .from(accessCodes)
    .innerJoin(subjects, eq(subjects.id, accessCodes.subjectId))
    .innerJoin(jobs, eq(jobs.id, subjects.jobId))
    .innerJoin(photographers, eq(photographers.id, jobs.photographerId))
    .where(
      and(
        eq(accessCodes.codeHash, accessCodeHash(keys, code)),
        eq(photographers.portalId, portalId),
        eq(jobs.isArchived, false),
      ),
    )
    .limit(1);
  return row ? { ...row, accessCode: code } : null;
}

export async function findSubjectById(
  db: Db,
  subjectId: number,
): Promise<{ uuid: string; name: string } | null> {
  const [row] = await db
    .select({ uuid: subjects.uuid, name: subjects.name })
    .from(subjects)
    .where(eq(subjects.id, subjectId))
    .limit(1);
  return row ?? null;
}

/** Gives the user the picture set of a redeemed code. Returns false when it was already in the account. */
export async function linkSubjectToUser(db: Db | Tx, userId: number, subjectId: number): Promise<boolean> {
  const inserted = await db
    .insert(userSubjects)
    .values({ userId, subjectId })
    .onConflictDoNothing()
    .returning({ subjectId: userSubjects.subjectId });
  return inserted.length > 0;
}

export type AddByCodeResult =
  | { kind: "invalid" }
  | { kind: "added"; subject: RedeemableSubject }
  | { kind: "already"; subject: RedeemableSubject };

export async function addPictureSetByCode(
  db: Db,
  keys: AccessCodeKeys,
  portalId: number,
  userId: number,
  rawCode: string,
): Promise<AddByCodeResult> {
  const subject = await findSubjectByCode(db, keys, portalId, rawCode);
  if (!subject) return { kind: "invalid" };
  const added = await linkSubjectToUser(db, userId, subject.subjectId);
  return { kind: added ? "added" : "already", subject };
}
