import type { Picture } from "@shop/contracts/picture-sets";

/** The widths the server makes a picture in. */
export const pictureWidths = { thumbnail: 320, preview: 640 } as const;

/** A thumbnail's candidates: with `sizes`, the browser may take the 640 preview on a dense screen. */
export function thumbnailSrcSet(picture: Picture): string {
  return `${picture.urls.thumbnail} ${pictureWidths.thumbnail}w, ${picture.urls.preview} ${pictureWidths.preview}w`;
}
