import { z } from "zod";

/** An artwork reference: the stored picture's uuid, which a document's artwork element names as its `asset`. */
export const ArtworkAsset = z.uuid();

/** GET /api/webshop/templates/artwork/{asset} — a template's artwork at screen size (public: it is a design). */
export const ArtworkParams = z.object({ asset: ArtworkAsset });

/** Where the browser draws an artwork from (the studio's and the parent's editors, the cart). */
export function artworkPath(asset: string): string {
  return `/api/webshop/templates/artwork/${encodeURIComponent(asset)}`;
}
