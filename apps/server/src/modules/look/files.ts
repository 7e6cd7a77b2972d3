import { createHash } from "node:crypto";
import type { LookFileKind } from "@shop/contracts/studio-look";
import { frontWidthsFor, lookFileLimits, lookSizes } from "@shop/domain/look-files";
import type { Sharp } from "sharp";
import { decodeHandedIn } from "../../platform/image-intake.ts";
import type { LookFavicon, LookFrontPicture, LookLogo } from "../content/look.ts";

/** A file of the look made from an upload: its name (content/look.ts lookFileName) and bytes. */
export interface MadeFile {
  file: string;
  data: Buffer;
  contentType: "image/png" | "image/jpeg";
}

export type MadeLook =
  | { kind: "logo"; files: MadeFile[]; logo: LookLogo }
  | { kind: "front-picture"; files: MadeFile[]; sizes: LookFrontPicture["sizes"] }
  | { kind: "favicon"; files: MadeFile[]; favicon: LookFavicon };

async function png(image: Sharp, palette: boolean) {
  return image.png({ compressionLevel: 9, palette }).toBuffer({ resolveWithObject: true });
}

/**
 * Decodes an upload (refused with ImageRefusedError when it is no PNG, JPEG or WebP of the allowed size; an SVG never
 * decodes here, since its format is not on the list) and makes the sizes the shop serves, re-encoded without metadata.
 */
export function makeLookFiles(kind: LookFileKind, data: Buffer): Promise<MadeLook> {
  const hash = createHash("sha256").update(data).digest("hex").slice(0, 16);
  return decodeHandedIn(
    data,
    lookFileLimits,
    async ({ image, width }): Promise<MadeLook> => {
      if (kind === "logo") {
        const sized = async (size: { height: number; maxWidth: number }, palette: boolean) => {
          const out = await png(
            image.clone().resize({
              height: size.height,
              width: size.maxWidth,
              fit: "inside",
              withoutEnlargement: true,
            }),
            palette,
          );
          const file = `logo-${hash}-${out.info.height}.png`;
          return { file, data: out.data, width: out.info.width, height: out.info.height };
        };
        const header = await sized(lookSizes.logoHeader, true);
        const letter = await sized(lookSizes.logoLetter, false);
        // A small logo is one file for both.
        const files = header.file === letter.file ? [header] : [header, letter];
        return {
          kind,
          files: files.map(({ file, data }) => ({ file, data, contentType: "image/png" })),
          logo: {
            hash,
            header: { file: header.file, width: header.width, height: header.height },
            letter: { file: letter.file, width: letter.width, height: letter.height },
          },
        };
      }
      if (kind === "front-picture") {
        const made = await Promise.all(
          frontWidthsFor(width).map(async (w) => {
            const out = await image
              .clone()
              .resize({ width: w, withoutEnlargement: true })
              .flatten({ background: "#ffffff" })
              .jpeg({ quality: lookSizes.frontQuality, mozjpeg: true, progressive: true })
              .toBuffer({ resolveWithObject: true });
            return { file: `front-${hash}-${out.info.width}.jpg`, data: out.data, info: out.info };
          }),
        );
        return {
          kind,
          files: made.map(({ file, data }) => ({ file, data, contentType: "image/jpeg" })),
          sizes: made.map(({ file, info }) => ({ file, width: info.width, height: info.height })),
        };
      }
      const icons = await Promise.all(
        lookSizes.faviconSides.map(async (side) => {
          const out = await png(
            image.clone().resize({
              width: side,
              height: side,
              fit: "contain",
              background: { r: 0, g: 0, b: 0, alpha: 0 },
            }),
            side <= 32,
          );
          return { file: `favicon-${hash}-${side}.png`, data: out.data, size: side };
        }),
      );
      return {
        kind,
        files: icons.map(({ file, data }) => ({ file, data, contentType: "image/png" })),
        favicon: { sizes: icons.map(({ file, size }) => ({ file, size })) },
      };
    },
    { whenBusy: "refuse" },
  );
}
