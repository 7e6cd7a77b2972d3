import type { LineTemplate } from "@shop/contracts/cart";
import type { TemplateInstance } from "@shop/render/template";

/** The key of a green-screen picture's cut-out in the editor's picture URLs. */
export function cutoutKey(pictureUuid: string): string {
  return `cutout:${pictureUuid}`;
}

/**
 * The key of a green-screen background in the editor's picture URLs: the job's view of it (turned, with its effect,
 * from /system/gsbackground.php), which the print draws too.
 */
export function backgroundKey(backgroundUuid: string): string {
  return `background:${backgroundUuid}`;
}

/**
 * A cart or order line's picture URLs in the same keys: its previews, the cut-outs it lays on backgrounds and those
 * backgrounds.
 */
export function lineTemplateUrls(
  template: Pick<LineTemplate, "pictureUrls" | "cutoutUrls" | "backgroundUrls">,
): Map<string, string> {
  const urls = new Map(Object.entries(template.pictureUrls));
  for (const [uuid, url] of Object.entries(template.cutoutUrls)) urls.set(cutoutKey(uuid), url);
  for (const [uuid, url] of Object.entries(template.backgroundUrls)) urls.set(backgroundKey(uuid), url);
  return urls;
}

/** Whether a design lays any picture on a background: then the job's backgrounds are asked for to draw it. */
export function laysOnBackgrounds(instance: TemplateInstance): boolean {
  return Object.values(instance.images).some((choice) => choice.background !== undefined);
}
