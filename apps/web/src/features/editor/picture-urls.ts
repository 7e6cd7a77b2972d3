import type { LineTemplate } from "@shop/contracts/cart";
import type { EditorPicture } from "./types.ts";

/** The key of a green-screen picture's cut-out in the editor's picture URLs. */
export function cutoutKey(pictureUuid: string): string {
  return `cutout:${pictureUuid}`;
}

/**
 * The picture URLs the editor draws with (PartPreview's `pictureUrls`): each picture's 640 preview by its uuid, and a
 * green-screen picture's cut-out under cutoutKey; `base` first (a cart line's own pictures).
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

/** A cart or order line's picture URLs in the same keys: its previews, and the cut-outs it lays on backgrounds. */
export function lineTemplateUrls(
  template: Pick<LineTemplate, "pictureUrls" | "cutoutUrls">,
): Map<string, string> {
  const urls = new Map(Object.entries(template.pictureUrls));
  for (const [uuid, url] of Object.entries(template.cutoutUrls)) urls.set(cutoutKey(uuid), url);
  return urls;
}
