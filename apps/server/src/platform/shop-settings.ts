import { isDeepStrictEqual } from "node:util";
import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";

/**
 * What the modules share to apply their part of a shop settings file (packages/contracts/src/shop-settings.ts): the
 * settings module reads the file and calls each owner of a section in one transaction; each records what it did in
 * one change log.
 */

/**
 * What applying a settings file did to one thing of the shop. `retired`: no longer offered (a product set inactive, a
 * delivery option or voucher expired, a payment option offered with no delivery type) but kept, since orders point
 * at it; `removed`: deleted, for rows nothing points at (menu items, pickup locations, price tiers).
 */
export type ChangeAction = "created" | "updated" | "unchanged" | "retired" | "removed" | "skipped";

export interface SettingsChange {
  /** What kind of thing: "portal", "delivery option", … */
  what: string;
  /** Which one, as the file names it. */
  key: string;
  action: ChangeAction;
  /** The fields an update changed. */
  fields?: string[];
  /** Why something was skipped or left out. */
  note?: string;
}

export class ChangeLog {
  readonly changes: SettingsChange[] = [];

  record(change: SettingsChange): void {
    this.changes.push(change);
  }

  /** Records an upsert: created when there was no row, else updated (with the fields) or unchanged. */
  upserted(what: string, key: string, existed: boolean, fields: string[], note?: string): void {
    const action: ChangeAction = !existed ? "created" : fields.length > 0 ? "updated" : "unchanged";
    this.record({
      what,
      key,
      action,
      ...(action === "updated" ? { fields } : {}),
      ...(note === undefined ? {} : { note }),
    });
  }
}

/**
 * A row's texts per language (`translations`) without the fields that have none: `{ name: {} }` says what `{}`
 * says, so a row written before the file gave its fields one by one is not reported changed.
 */
function withoutEmptyTexts(value: unknown): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, v]) => !(v !== null && typeof v === "object" && !Array.isArray(v) && Object.keys(v).length === 0),
    ),
  );
}

/**
 * The fields of `desired` whose value differs from the row's. Objects compare by content whatever the order of
 * their keys (PostgreSQL's jsonb reorders them), dates by their time.
 */
export function changedFields<T extends Record<string, unknown>>(
  row: object,
  desired: T,
  /** The file's name of a column that the file names differently. */
  fileNames: Partial<Record<keyof T, string>> = {},
): string[] {
  return Object.keys(desired)
    .filter((key) => {
      const before = (row as Record<string, unknown>)[key];
      if (key === "translations")
        return !isDeepStrictEqual(withoutEmptyTexts(before), withoutEmptyTexts(desired[key]));
      return !isDeepStrictEqual(before, desired[key]);
    })
    .map((key) => fileNames[key] ?? key);
}

/** A name as the report shows it: in double quotes. */
export function quoted(name: string): string {
  return JSON.stringify(name);
}

/** Counts of each action, in a fixed order, for the summary line. */
export function countChanges(changes: readonly SettingsChange[]): Record<ChangeAction, number> {
  const counts: Record<ChangeAction, number> = {
    created: 0,
    updated: 0,
    unchanged: 0,
    retired: 0,
    removed: 0,
    skipped: 0,
  };
  for (const change of changes) counts[change.action] += 1;
  return counts;
}

/** Percent with two decimals to the database's basis points: 25 → 2500. */
export function basisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** Resolves the file's job references (a job's name or uuid) to the jobs of the shop. */
export interface JobIndex {
  /** The job's id; null when the shop has no such job (yet). Two jobs of one name are an error of the file. */
  resolve(ref: string, path: string): number | null;
}

/** A settings table that holds one row per portal. */
type PortalRowTable = PgTable & { portalId: PgColumn };

/**
 * Makes the portal's row of a one-row-per-portal settings table hold `desired`: created when there is none, else
 * updated when a field differs; the log names the changed fields as the file does (`fileNames`).
 */
export async function upsertPortalRow<T extends PortalRowTable>(
  tx: Db,
  table: T,
  portalId: number,
  desired: Partial<T["$inferInsert"]>,
  log: ChangeLog,
  what: string,
  fileNames: Partial<Record<keyof T["$inferInsert"], string>> = {},
): Promise<void> {
  // Drizzle's select cannot check a table given as a type parameter; the columns read are the table's own.
  const [existing] = await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.portalId, portalId));
  if (!existing) await tx.insert(table).values({ ...desired, portalId });
  const fields = existing ? changedFields(existing, desired, fileNames) : [];
  if (existing && fields.length > 0) {
    await tx.update(table).set(desired).where(eq(table.portalId, portalId));
  }
  log.upserted(what, "", existing !== undefined, fields);
}
