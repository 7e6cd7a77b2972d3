import type { KindCartLine, SetPicture } from "./kind.ts";

/** A picture of the cart that may be retouched, with the cart lines (by uuid) whose picture it is, in the cart's order. */
export type RetouchablePicture = SetPicture & { readonly lineUuids: readonly string[] };

/**
 * The pictures of the cart that may be retouched, by id, in the cart's order: each line's kind lists them (its
 * `retouchPictures`, else the `pictures` it shows), so a new kind's lines join without change. Only released pictures
 * of the lines' picture sets count (never a parent's own upload), and a retouch line's own picture is not one. Each
 * says which lines it comes from (`lineUuid`), so the retouch page can show those of the line just added first.
 */
export function picturesForRetouch(
  lines: Iterable<
    Pick<KindCartLine, "pictures" | "retouchPictures" | "fileRetouch"> & { lineUuid?: string | undefined }
  >,
  pictureById: ReadonlyMap<number, SetPicture>,
): Map<number, RetouchablePicture> {
  const found = new Map<number, SetPicture & { lineUuids: string[] }>();
  for (const line of lines) {
    if (line.fileRetouch) continue;
    for (const { id } of line.retouchPictures ?? line.pictures) {
      const picture = pictureById.get(id);
      if (!picture) continue;
      const entry = found.get(id) ?? { ...picture, lineUuids: [] };
      if (line.lineUuid !== undefined && !entry.lineUuids.includes(line.lineUuid))
        entry.lineUuids.push(line.lineUuid);
      found.set(id, entry);
    }
  }
  return found;
}
