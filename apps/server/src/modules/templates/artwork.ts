import { randomUUID } from "node:crypto";
import type { ImageFileLimits, ImageFileRefusal } from "@shop/domain/image-file";
import { uploadLimits } from "@shop/domain/limits";
import type { TemplateDocument } from "@shop/render/template";
import { decodeHandedIn, ImageRefusedError } from "../../platform/image-intake.ts";
import type { Storage } from "../../platform/storage.ts";

/**
 * A template's artwork (the simple editor's background picture, decision 0069): a picture the photographer hands in,
 * checked by decoding as every handed-in picture is, kept in the shop's storage as three JPEGs: the file print draws at
 * its full size, a screen-sized one the studio's and the parent's editors draw, and a thumbnail the lists' previews
 * inline. A document's artwork element names it by its uuid (`asset`). Artwork is a design, not a child's picture: its
 * screen size's URL is public.
 */

/** What print needs: a 60 × 40 cm page at 300 dpi is 33 megapixels; larger JPEGs and WebPs are read at half size. */
export const artworkFileLimits: ImageFileLimits = {
  maxBytes: 40 * 1024 * 1024,
  maxPixels: uploadLimits.maxPixels,
  formats: ["jpeg", "png", "webp", "heif", "tiff"],
  shrinkOnLoad: 2,
  minSide: 16,
};

/**
 * The longest side of the smaller renditions: the screen's, sharp enough for the studio's and the parent's editor;
 * the thumbnail's, inlined in the lists' previews (400 to 640 pixels wide), which are kept in memory and storage.
 */
export const artworkSides = { screen: 1600, thumbnail: 640 } as const;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type ArtworkSize = "print" | keyof typeof artworkSides;

export function artworkKey(asset: string, size: ArtworkSize): string {
  if (!uuidPattern.test(asset)) throw new Error(`not an artwork reference: ${asset}`);
  return size === "print" ? `template-artwork/${asset}.jpg` : `template-artwork/${asset}-${size}.jpg`;
}

export class ArtworkRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ArtworkRefusedError";
  }
}

const refusalTexts: Record<ImageFileRefusal, string> = {
  not_an_image: "The file is not a picture the shop reads (JPEG, PNG, WebP, HEIF or TIFF)",
  truncated: "The picture file is damaged or cut short",
  too_few_bytes: "The picture file is damaged: it holds too little for its size",
  too_large: `The picture file is larger than ${artworkFileLimits.maxBytes / 1024 / 1024} MB`,
  too_many_pixels: `The picture has more than ${(artworkFileLimits.maxPixels * 4) / 1_000_000} megapixels`,
  too_small: `The picture is smaller than ${artworkFileLimits.minSide} pixels on a side`,
};

/** Checks a picture by decoding it and stores it as a template's artwork; answers its reference and size. */
export async function storeArtwork(
  storage: Storage,
  data: Buffer,
): Promise<{ asset: string; width: number; height: number }> {
  const asset = randomUUID();
  try {
    return await decodeHandedIn(
      data,
      artworkFileLimits,
      async ({ image, width, height }) => {
        // Flattened on white: a background is opaque, and JPEG keeps no transparency.
        const flat = image.flatten({ background: "#ffffff" });
        const print = await flat.clone().jpeg({ quality: 92 }).toBuffer();
        await storage.put(artworkKey(asset, "print"), print, "image/jpeg");
        for (const [size, side] of Object.entries(artworkSides)) {
          const smaller = await flat
            .clone()
            .resize(side, side, { fit: "inside", withoutEnlargement: true })
            .jpeg({ quality: 80 })
            .toBuffer();
          await storage.put(artworkKey(asset, size as ArtworkSize), smaller, "image/jpeg");
        }
        return { asset, width, height };
      },
      { whenBusy: "wait", failOn: "truncated" },
    );
  } catch (error) {
    if (error instanceof ImageRefusedError) throw new ArtworkRefusedError(refusalTexts[error.reason]);
    throw error;
  }
}

/** The artwork's file at a size; null when the shop has none by that reference. */
export async function artworkFile(
  storage: Storage,
  asset: string,
  size: ArtworkSize,
): Promise<Buffer | null> {
  if (!uuidPattern.test(asset)) return null;
  return storage.get(artworkKey(asset, size));
}

/** The artwork references a document names. */
export function artworkOf(doc: TemplateDocument): string[] {
  return [
    ...new Set(
      doc.parts.flatMap((part) => part.elements.flatMap((e) => (e.kind === "artwork" ? [e.asset] : []))),
    ),
  ];
}

/** The references of a document the shop has no file for (a document may only name artwork that was stored). */
export async function missingArtwork(storage: Storage, doc: TemplateDocument): Promise<string[]> {
  const missing: string[] = [];
  for (const asset of artworkOf(doc)) {
    if (!uuidPattern.test(asset) || !(await storage.exists(artworkKey(asset, "print")))) missing.push(asset);
  }
  return missing;
}

/** Each artwork of a document's parts as a data URL of its thumbnail, for an SVG drawn as an image. */
export async function artworkDataUrls(
  storage: Storage,
  doc: TemplateDocument,
  partIds?: readonly string[],
): Promise<Map<string, string>> {
  const wanted =
    partIds === undefined ? doc : { ...doc, parts: doc.parts.filter((p) => partIds.includes(p.id)) };
  const urls = new Map<string, string>();
  for (const asset of artworkOf(wanted)) {
    const file = await artworkFile(storage, asset, "thumbnail");
    if (file) urls.set(asset, `data:image/jpeg;base64,${file.toString("base64")}`);
  }
  return urls;
}
