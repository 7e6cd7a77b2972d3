import type { Db } from "../../db/client.ts";
import { conflict } from "../../errors.ts";
import { shopProfile } from "../content/service.ts";
import { photographerCount } from "../subjects/jobs.ts";
import type { CartLineChanges, StoredCartLine } from "./kind.ts";

/**
 * Spec 02 §5, §6 'disable mixing photographers': a shop that sells for several photographers under their own names
 * may keep each order to one photographer's pictures (its settings file's `webshop.disableMixingPhotographers`).
 */
export const mixedPhotographersMessage =
  "The shopping cart already holds pictures by another photographer. Order them first, or remove them from the cart, to add these.";

export function mixedPhotographers() {
  return conflict(mixedPhotographersMessage, "photographers_mixed");
}

/** Whether the shop keeps a cart to one photographer. */
export async function onePhotographerPerCart(db: Db, portalId: number): Promise<boolean> {
  return (await shopProfile(db, portalId)).disableMixingPhotographers;
}

/**
 * Refuses a change that adds a line of another photographer's pictures than the cart's other lines (or moves a line to
 * such a picture set). Removing lines and changing quantities are always allowed, so a cart filled before the shop
 * turned the rule on can still be emptied.
 */
export async function refuseMixedPhotographers(
  tx: Db,
  portalId: number,
  lines: readonly StoredCartLine[],
  changes: CartLineChanges,
): Promise<void> {
  const moved = (changes.update ?? []).filter((u) => u.subjectId !== undefined);
  if ((changes.add ?? []).length === 0 && moved.length === 0) return;
  if (!(await onePhotographerPerCart(tx, portalId))) return;
  const removed = new Set(changes.remove ?? []);
  const subjectOf = new Map(moved.map((u) => [u.id, u.subjectId]));
  const subjects = [
    ...lines.filter((l) => !removed.has(l.id)).map((l) => subjectOf.get(l.id) ?? l.subjectId),
    ...(changes.add ?? []).map((l) => l.subjectId),
  ].filter((id): id is number => id !== null && id !== undefined);
  if ((await photographerCount(tx, subjects)) > 1) throw mixedPhotographers();
}

/** The checkout's check of the same rule over the cart as it is when the order is made. */
export async function cartMixesPhotographers(
  tx: Db,
  portalId: number,
  subjectIds: readonly number[],
): Promise<boolean> {
  if (!(await onePhotographerPerCart(tx, portalId))) return false;
  return (await photographerCount(tx, subjectIds)) > 1;
}
