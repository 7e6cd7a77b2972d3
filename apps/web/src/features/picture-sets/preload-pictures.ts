import type { Picture } from "@shop/contracts/picture-sets";
import { thumbnailSrcSet } from "./picture-sources.ts";

/**
 * Starts the first pictures of a page as soon as its data is there, while the page itself still renders, with the
 * same candidates and sizes as their <img>, so the browser picks the same file and uses this download for it.
 */
export function preloadPictures(pictures: readonly Picture[], sizes: string): void {
  for (const picture of pictures) {
    const srcset = thumbnailSrcSet(picture);
    const known = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].some(
      (link) => link.getAttribute("imagesrcset") === srcset,
    );
    if (known) continue;
    const link = document.createElement("link");
    for (const [name, value] of Object.entries({
      rel: "preload",
      as: "image",
      imagesrcset: srcset,
      imagesizes: sizes,
      fetchpriority: "high",
    }))
      link.setAttribute(name, value);
    document.head.append(link);
  }
}
