import type { PictureSet } from "@shop/contracts/picture-sets";
import type { FullTemplate, UserResources } from "@shop/contracts/templates";
import { documentFamilies } from "@shop/render/fonts";
import { loadFonts } from "@shop/ui/template-fonts";

/**
 * What the editor's first screen draws besides its data, started by the create-product page's loader as soon as the
 * data names it, so it arrives with the page rather than after its first render: the template's fonts, and the
 * 640-pixel pictures of the first part (the same signed URLs the drawing uses, so the browser's cache answers it).
 */
export function preloadFonts(template: FullTemplate): void {
  void loadFonts(documentFamilies(template.document)).catch(() => undefined);
}

/** Pictures that are already asked for: a second visit of the same design asks for nothing. */
const asked = new Set<string>();

export function preloadFirstPart(
  template: FullTemplate,
  resources: UserResources,
  pictureSet: PictureSet,
): void {
  const first = template.document.parts[0];
  if (!first) return;
  const byUuid = new Map(pictureSet.pictures.map((p) => [p.uuid, p]));
  for (const element of first.elements) {
    if (element.kind !== "image") continue;
    const resource = resources[element.id];
    const picture =
      resource?.kind === "image" && resource.image ? byUuid.get(resource.image.uuid) : undefined;
    if (!picture) continue;
    const cutout = resource?.kind === "image" && resource.image?.background ? picture.urls.cutout : null;
    for (const url of [picture.urls.preview, cutout]) {
      if (!url || asked.has(url)) continue;
      asked.add(url);
      const image = new Image();
      image.decoding = "async";
      image.src = url;
    }
  }
}
