import { and, asc, desc, eq, gt, ilike, inArray, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema/account.ts";

/** What support sees of a parent's account (the studio's Support pages). */
export interface ParentAccount {
  id: number;
  uuid: string;
  email: string;
  name: string | null;
  createdAt: Date;
}

const accountColumns = {
  id: users.id,
  uuid: users.uuid,
  email: users.email,
  name: users.name,
  createdAt: users.createdAt,
};

/** A text as an ILIKE pattern that matches it anywhere, its own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The shop's parents whose e-mail address or name holds the text (at most 20), by e-mail. */
export async function parentsMatching(db: Db, portalId: number, text: string): Promise<ParentAccount[]> {
  const pattern = containsPattern(text.trim());
  return db
    .select(accountColumns)
    .from(users)
    .where(and(eq(users.portalId, portalId), or(ilike(users.email, pattern), ilike(users.name, pattern))))
    .orderBy(asc(users.email))
    .limit(20);
}

/** The shop's parents of these ids. */
export async function parentsByIds(
  db: Db,
  portalId: number,
  ids: readonly number[],
): Promise<ParentAccount[]> {
  if (ids.length === 0) return [];
  return db
    .select(accountColumns)
    .from(users)
    .where(and(eq(users.portalId, portalId), inArray(users.id, [...ids])))
    .orderBy(asc(users.email))
    .limit(20);
}

/** The shop's parent of this uuid, or null. */
export async function parentByUuid(db: Db, portalId: number, uuid: string): Promise<ParentAccount | null> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(and(eq(users.portalId, portalId), eq(users.uuid, uuid)))
    .limit(1);
  return row ?? null;
}

/** The parent's sessions that have not expired, the latest seen first (no token: support sees when, not what). */
export async function openSessionsOf(db: Db, userId: number, now: Date) {
  return db
    .select({
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      simulatedBy: sessions.simulatedBy,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(100);
}
