import type { TemplateListResponse } from "@shop/contracts/templates";
import { renderPart } from "@shop/render/render";
import type { TemplateDocument } from "@shop/render/template";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { loadSharp } from "../../platform/sharp.ts";
import { checkUrlSignature, type SignatureCheck, signUrl } from "../../platform/signed-urls.ts";
import type { Storage } from "../../platform/storage.ts";
import {
  createDerivativeMaker,
  type DerivedFormat,
  derivedContentType,
  encoders,
} from "../images/service.ts";
import { signPictureUrl } from "../images/signing.ts";
import { subjectsByUuids } from "../subjects/jobs.ts";
import { type PictureFacts, releasedPictureFacts, servablePicture } from "../subjects/pictures.ts";
import { artworkDataUrls } from "./artwork.ts";
import { serverFonts } from "./measure.ts";
import { outlinerOf } from "./preview.ts";
import {
  catalogTemplate,
  fillChoices,
  placeholderStrings,
  versionDocument,
  withGroupNames,
} from "./service.ts";

/**
 * A template list's previews filled with the parent's own pictures and names (spec 02 §1: the parent "sees every
 * template already filled"): the first part drawn by the renderer as the list's fill makes it, with the pictures'
 * 320 thumbnails inside and the texts as glyph outlines, then turned into a small picture (AVIF, WebP or JPEG by the
 * browser's Accept) 640 pixels wide, so it is shown by an <img>, lazily, like any thumbnail.
 *
 * It shows a child's pictures, so its URL is signed like a picture's: the list signs it for a parent who sees the
 * picture set, and the file is served on the signature alone. It is made once and kept in the storage beside the
 * thumbnails, by template version and picture set: every server process finds it there.
 */

const widthPx = 640;

export interface FilledPreviewKey {
  uuid: string;
  version: number;
  subjectUuid: string;
}

const message = (p: FilledPreviewKey, exp: number) =>
  `filled-template:${p.uuid}:${p.version}:${p.subjectUuid}:${exp}`;

export function filledPreviewPath(p: FilledPreviewKey): string {
  return `/api/webshop/templates/filled/${p.uuid}/${p.version}/${p.subjectUuid}`;
}

export function signFilledPreview(
  config: Pick<Config, "signingSecret">,
  p: FilledPreviewKey,
  now: Date,
): string {
  return signUrl(config.signingSecret, filledPreviewPath(p), (exp) => message(p, exp), now);
}

export function checkFilledPreview(
  config: Pick<Config, "signingSecret">,
  p: FilledPreviewKey,
  exp: number,
  sig: string,
  now: Date,
): SignatureCheck {
  return checkUrlSignature(config.signingSecret, message(p, exp), exp, sig, now);
}

/** The list's items with the URL of their filled preview, when the list was filled for a picture set. */
export function withFilledPreviews(
  config: Pick<Config, "signingSecret">,
  list: TemplateListResponse,
  subjectUuid: string | undefined,
  now: Date,
): TemplateListResponse {
  if (subjectUuid === undefined) return list;
  return {
    ...list,
    templates: list.templates.map((item) => ({
      ...item,
      preview: {
        ...item.preview,
        filled: signFilledPreview(config, { uuid: item.uuid, version: item.version, subjectUuid }, now),
      },
    })),
  };
}

/**
 * What a page shows at once where a filled preview is still loading (or still being made): a low-resolution picture
 * of the child, the set's first picture that is not a group picture (else its first), as a signed 320 thumbnail.
 */
export function filledPreviewPlaceholder(
  config: Pick<Config, "signingSecret">,
  pictures: readonly Pick<PictureFacts, "uuid" | "groupPicture">[],
  now: Date,
): string | null {
  const cover = pictures.find((p) => !p.groupPicture) ?? pictures[0];
  return cover ? signPictureUrl(config, cover.uuid, "320", now) : null;
}

/**
 * The fill's rules as of the previews kept: a change of what a fill writes (the subject's name in its texts, rules 2)
 * names new files, so a kept preview never shows what the editor no longer fills.
 */
export const fillRules = 2;

/** Where a filled preview is kept in the storage (the background work's and the request's alike). */
export function filledPreviewStorageKey(p: FilledPreviewKey, format: DerivedFormat): string {
  const extension = format === "jpeg" ? "jpg" : format;
  return `derived/filled/r${fillRules}/${p.uuid}-${p.version}-${p.subjectUuid}.${extension}`;
}

export function storedFilledPreview(
  storage: Storage,
  p: FilledPreviewKey,
  format: DerivedFormat,
): Promise<Buffer | null> {
  return storage.get(filledPreviewStorageKey(p, format));
}

export interface FilledPreviewShop {
  db: Db;
  storage: Storage;
  portalId: number;
  /** A thumbnail made on the way that could not be kept in storage (images' `logNotStored`). */
  notStored: (error: unknown) => void;
}

export type FilledPreviewMaker = (p: FilledPreviewKey, format: DerivedFormat) => Promise<Buffer | null>;

/**
 * Makes filled previews and keeps them in storage, one per format; two asks for the same one share the work. Null
 * when the template, its version or the picture set is unknown to the shop.
 */
function createFilledPreviewMaker(shop: FilledPreviewShop): FilledPreviewMaker {
  const thumbnails = createDerivativeMaker(shop.storage, shop.notStored);
  const inFlight = new Map<string, Promise<Buffer | null>>();

  async function make(p: FilledPreviewKey, format: DerivedFormat, key: string): Promise<Buffer | null> {
    const found = await catalogTemplate(shop, p.uuid);
    const doc = found && (await versionDocument(shop, found.template, p.version));
    const [set] = await subjectsByUuids(shop.db, [p.subjectUuid]);
    if (!doc || !set) return null;
    const pictures = await withGroupNames(shop.db, await releasedPictureFacts(shop.db, [set.id]), [doc]);
    const data = await drawFilledFirstPart(
      doc,
      p.version,
      set,
      pictures,
      format,
      shop.storage,
      async (uuid) => {
        const picture = await servablePicture(shop.db, shop.portalId, uuid);
        return (picture && (await thumbnails(picture, "320", "jpeg"))) ?? undefined;
      },
    );
    if (data) await shop.storage.put(key, data, derivedContentType[format]);
    return data;
  }

  return function filledPreview(p: FilledPreviewKey, format: DerivedFormat): Promise<Buffer | null> {
    const key = filledPreviewStorageKey(p, format);
    const running = inFlight.get(key);
    if (running) return running;
    const job = make(p, format, key).finally(() => inFlight.delete(key));
    inFlight.set(key, job);
    return job;
  };
}

/**
 * A template's first part filled from a picture set's pictures as the list's fill makes it, with each placed
 * picture's small JPEG (`jpegOf`) and the template's artwork (from the storage) inside and the texts as glyph
 * outlines, encoded as a small picture; null when the document has no part.
 */
export async function drawFilledFirstPart(
  doc: TemplateDocument,
  version: number,
  set: Parameters<typeof fillChoices>[1],
  pictures: Parameters<typeof fillChoices>[2],
  format: DerivedFormat,
  storage: Storage,
  jpegOf: (pictureUuid: string) => Promise<Buffer | undefined>,
): Promise<Buffer | null> {
  const first = doc.parts[0];
  if (!first) return null;
  const { year, filled } = fillChoices(doc, set, pictures, new Date());
  const inline = new Map<string, string>();
  // Only the first part is drawn: a calendar's months need no thumbnail made and inlined.
  const drawn = new Set(first.elements.flatMap((e) => (e.kind === "image" ? [e.id] : [])));
  for (const [fieldId, choice] of Object.entries(filled.images)) {
    if (!drawn.has(fieldId)) continue;
    const jpeg = await jpegOf(choice.picture.uuid);
    if (jpeg) inline.set(choice.picture.uuid, `data:image/jpeg;base64,${jpeg.toString("base64")}`);
  }
  const artwork = await artworkDataUrls(storage, doc, [first.id]);
  const fonts = await serverFonts();
  const { svg } = renderPart(
    doc,
    { templateUuid: doc.uuid, templateVersion: version, year, images: filled.images, texts: filled.texts },
    first.id,
    {
      assets: { picture: (uuid) => inline.get(uuid), artwork: (asset) => artwork.get(asset) },
      fonts: fonts.faces,
      measure: fonts.measure,
      mode: "preview",
      placeholders: placeholderStrings(set, year),
      widthPx,
      idPrefix: "f",
      outline: outlinerOf(fonts),
    },
  );
  const sharp = await loadSharp();
  return encoders[format](sharp(Buffer.from(svg))).toBuffer();
}

const makers = new WeakMap<Storage, FilledPreviewMaker>();

/**
 * The process's one maker for the shop's storage: a page that asks for a preview while the background work is making
 * it waits for that work instead of doing it again.
 */
export function filledPreviewMaker(shop: FilledPreviewShop): FilledPreviewMaker {
  let maker = makers.get(shop.storage);
  if (!maker) {
    maker = createFilledPreviewMaker(shop);
    makers.set(shop.storage, maker);
  }
  return maker;
}

/**
 * The format made ahead (decision 0046): the one every browser the shop supports asks for (derivedFormatFor); an
 * older browser's WebP or JPEG is made on its first request, as before.
 */
export const aheadFormat: DerivedFormat = "avif";

/** Makes the filled preview ahead unless the storage has it; answers whether it had to be made. */
export async function makeFilledPreviewAhead(shop: FilledPreviewShop, p: FilledPreviewKey): Promise<boolean> {
  if (await shop.storage.exists(filledPreviewStorageKey(p, aheadFormat))) return false;
  await filledPreviewMaker(shop)(p, aheadFormat);
  return true;
}
