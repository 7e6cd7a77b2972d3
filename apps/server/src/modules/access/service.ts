import { normalizeAccessCode } from "@shop/domain/access-code";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { accessCodes } from "../../db/schema/access.ts";
import { addSubjectToUser, redeemableSubject } from "../subjects/scope.ts";
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

/** The subject an access code opens in this shop; the job of an archived one no longer opens (subjects/scope.ts). */
export async function findSubjectByCode(
  db: Db,
  keys: AccessCodeKeys,
  portalId: number,
  rawCode: string,
): Promise<RedeemableSubject | null> {
  const code = normalizeAccessCode(rawCode);
  if (code === "") return null;
  const [row] = await db
    .select({ subjectId: accessCodes.subjectId, redirect: accessCodes.redirect })
    .from(accessCodes)
    .where(eq(accessCodes.codeHash, accessCodeHash(keys, code)))
    .limit(1);
  const subject = row ? await redeemableSubject(db, portalId, row.subjectId) : null;
  if (!row || !subject) return null;
  return {
    subjectId: subject.id,
    uuid: subject.uuid,
    name: subject.name,
    redirect: row.redirect,
    accessCode: code,
  };
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
  const added = await addSubjectToUser(db, userId, subject.subjectId);
  return { kind: added ? "added" : "already", subject };
}
