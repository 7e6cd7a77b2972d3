import type { SellingLine, SetPicture } from "../../cart/kind.ts";

/** A picture of the cart that may be retouched, with the cart lines (by uuid) that sell it, in the cart's order. */
export type RetouchablePicture = SetPicture & { readonly lineUuids: readonly string[] };

/**
 * The pictures of the cart that may be retouched, by id, in the cart's order: every picture a line sells (its kind's
 * `soldPictures`, else the pictures it shows), so a new kind's lines join without change. Only released pictures of
 * the lines' picture sets count (never a parent's own upload), and a retouch line sells none. Each says which lines
 * sell it (`lineUuids`): a retouch line leaves the cart with the only one, and the retouch page shows those of the
 * line just added first.
 */
export function picturesForRetouch(
  lines: Iterable<SellingLine>,
  pictureById: ReadonlyMap<number, SetPicture>,
): Map<number, RetouchablePicture> {
  const found = new Map<number, SetPicture & { lineUuids: string[] }>();
  for (const line of lines) {
    for (const id of line.soldPictureIds) {
      const picture = pictureById.get(id);
      if (!picture) continue;
      const entry = found.get(id) ?? { ...picture, lineUuids: [] };
      if (!entry.lineUuids.includes(line.uuid)) entry.lineUuids.push(line.uuid);
      found.set(id, entry);
    }
  }
  return found;
}
