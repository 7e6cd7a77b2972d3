import { cutoutKey } from "@shop/ui/template-picture-urls";
import type { EditorPicture } from "./types.ts";

/**
 * The picture URLs the editor draws with (PartPreview's `pictureUrls`): each picture's 640 preview by its uuid, and a
 * green-screen picture's cut-out under cutoutKey; `base` first (a cart line's own pictures and backgrounds).
 */
export function pictureUrlsOf(
  pictures: readonly EditorPicture[],
  base?: Iterable<[string, string]>,
): Map<string, string> {
  const urls = new Map(base);
  for (const p of pictures) {
    urls.set(p.uuid, p.previewUrl);
    if (p.cutoutUrl !== null) urls.set(cutoutKey(p.uuid), p.cutoutUrl);
  }
  return urls;
}
