import type { KindCartLine, SetPicture } from "../kind.ts";

/** Where the parent chooses retouch (spec 02 §2 Retouch options), and a retouch line's edit link. */
export const retouchLink = "/shopping-cart/retouch";

/**
 * The pictures of the cart that may be retouched, by id, in the cart's order: each line's kind lists them (its
 * `retouchPictures`, else the `pictures` it shows), so a new kind's lines join without change. Only released pictures
 * of the lines' picture sets count (never a parent's own upload), and a retouch line's own picture is not one.
 */
export function picturesForRetouch(
  lines: Iterable<Pick<KindCartLine, "pictures" | "retouchPictures" | "fileRetouch">>,
  pictureById: ReadonlyMap<number, SetPicture>,
): Map<number, SetPicture> {
  const found = new Map<number, SetPicture>();
  for (const line of lines) {
    if (line.fileRetouch) continue;
    for (const { id } of line.retouchPictures ?? line.pictures) {
      const picture = pictureById.get(id);
      if (picture && !found.has(id)) found.set(id, picture);
    }
  }
  return found;
}
