import { asc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { packagesForInspection, users } from "../../db/schema/account.ts";
import { insertPackageForInspection } from "./preferences.ts";

/** A package sent home for inspection with the family that has it and the parent's choice (decision 0077). */
export interface PackageAtHome {
  subjectId: number;
  user: { uuid: string; name: string | null; email: string };
  /** Kept (the default) or sent back. */
  enabled: boolean;
  markedAt: Date;
  answeredAt: Date | null;
}

/**
 * The packages for inspection of these subjects (a job's), with the account of each, by subject then account
 * (packages_for_inspection_subject_idx).
 */
export async function packagesAtHome(db: Db, subjectIds: readonly number[]): Promise<PackageAtHome[]> {
  if (subjectIds.length === 0) return [];
  const rows = await db
    .select({
      subjectId: packagesForInspection.subjectId,
      enabled: packagesForInspection.enabled,
      markedAt: packagesForInspection.markedAt,
      answeredAt: packagesForInspection.answeredAt,
      uuid: users.uuid,
      name: users.name,
      email: users.email,
    })
    .from(packagesForInspection)
    .innerJoin(users, eq(users.id, packagesForInspection.userId))
    .where(inArray(packagesForInspection.subjectId, [...new Set(subjectIds)]))
    .orderBy(asc(packagesForInspection.subjectId), asc(users.email));
  return rows.map(({ uuid, name, email, ...rest }) => ({ ...rest, user: { uuid, name, email } }));
}

/**
 * Marks each family's package as sent home (the command's `user package-for-inspection` writes the same row): one
 * already marked keeps its parent's choice. Answers how many were marked now.
 */
export async function markPackagesSentHome(
  tx: Db | Tx,
  pairs: ReadonlyArray<{ userId: number; subjectId: number }>,
): Promise<number> {
  let marked = 0;
  for (const pair of pairs)
    if (await insertPackageForInspection(tx, pair.userId, pair.subjectId)) marked += 1;
  return marked;
}
