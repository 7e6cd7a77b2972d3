import { and, eq, ilike, inArray, or } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { users } from "../../db/schema/account.ts";

/** The buyers the studio's order list shows and searches (issue 32); the orders module reads them through here. */

/** How many accounts a search hands on at most: a search that finds more is too wide to page by. */
export const accountSearchLimit = 2_000;

export interface Buyer {
  id: number;
  uuid: string;
  email: string;
  name: string | null;
}

/** The shop's accounts of these ids (a page of orders' buyers), by id. */
export async function buyersByIds(
  db: Db,
  portalId: number,
  ids: readonly number[],
): Promise<Map<number, Buyer>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, uuid: users.uuid, email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.portalId, portalId), inArray(users.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The shop's accounts whose e-mail address or name matches the ILIKE pattern (at most accountSearchLimit). */
export async function buyerIdsMatching(db: Db | Tx, portalId: number, pattern: string): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.portalId, portalId), or(ilike(users.email, pattern), ilike(users.name, pattern))))
    .limit(accountSearchLimit);
  return rows.map((r) => r.id);
}
