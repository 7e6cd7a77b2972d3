import type { LookColors, LookFileKind, StudioLookResponse } from "@shop/contracts/studio-look";
import { type ContrastCheck, checkShopColors, formatRatio } from "@shop/domain/contrast";
import type { Db } from "../../db/client.ts";
import { badRequest } from "../../errors.ts";
import { DecodeBusyError } from "../../platform/decode-slots.ts";
import { ImageRefusedError } from "../../platform/image-intake.ts";
import type { Storage } from "../../platform/storage.ts";
import {
  changeLook,
  currentFrontPicture,
  lookFileUrl,
  lookStorageKey,
  readLook,
  type StoredLook,
} from "../content/look.ts";
import { portalName } from "../content/portal.ts";
import { recordStudioChange, type StudioActor } from "../staff/service.ts";
import { makeLookFiles } from "./files.ts";

/**
 * The shop's look made in the studio (issue 31, decision 0071): colours checked against WCAG AA, and the logo, front
 * picture and favicon made into the sizes the parent's pages use. The tables are content's; this module decodes,
 * stores and records who changed what.
 */

const pairNames: Record<ContrastCheck["pair"], string> = {
  textOnBackground: "Text on the background",
  primaryOnBackground: "The primary colour on the background",
  primaryOnSurface: "The primary colour on the header's white",
  buttonTextOnPrimary: "A button's white text on the primary colour",
};

/** "Text on the background: 2.10:1, 2.40 below WCAG AA (4.5:1)" for each pair that fails. */
export function contrastMessage(checks: readonly ContrastCheck[]): string | null {
  const failing = checks.filter((c) => !c.passes);
  if (failing.length === 0) return null;
  return failing
    .map(
      (c) =>
        `${pairNames[c.pair]}: ${c.ratio === null ? "unreadable" : formatRatio(c.ratio)}, ${(Math.ceil(c.shortBy * 100) / 100).toFixed(2)} below WCAG AA (${c.minimum}:1)`,
    )
    .join("; ");
}

function answerOf(look: StoredLook, shopName: string): StudioLookResponse {
  const front = currentFrontPicture(look);
  const middle = front?.sizes[Math.floor((front.sizes.length - 1) / 2)];
  const header = look.logo?.header;
  const icon = look.favicon?.sizes.find((s) => s.size === 192) ?? look.favicon?.sizes[0];
  return {
    shopName,
    colors: look.colors,
    contrast: checkShopColors(look.colors),
    logo: header ? { url: lookFileUrl(header.file), width: header.width, height: header.height } : null,
    frontPicture: middle
      ? { url: lookFileUrl(middle.file), width: middle.width, height: middle.height }
      : null,
    backgroundImage: front ? null : look.backgroundImage,
    favicon: icon ? { url: lookFileUrl(icon.file) } : null,
  };
}

export async function studioLook(db: Db, portalId: number): Promise<StudioLookResponse> {
  return answerOf(await readLook(db, portalId), await portalName(db, portalId));
}

/** Saves the colours when every pair the parent's pages draw meets WCAG AA; else refuses, naming each pair. */
export async function setLookColors(
  db: Db,
  portalId: number,
  colors: LookColors,
  actor: StudioActor,
): Promise<StudioLookResponse> {
  const refused = contrastMessage(checkShopColors(colors));
  if (refused !== null) throw badRequest(refused, "studio_look_contrast");
  await db.transaction(async (tx) => {
    await changeLook(tx, portalId, {
      primaryColor: colors.primary,
      backgroundColor: colors.background,
      textColor: colors.text,
    });
    await recordStudioChange(tx, {
      staff: actor,
      action: "look.colors",
      objectType: "look",
      objectId: "colors",
      detail: { ...colors },
    });
  });
  return studioLook(db, portalId);
}

const refusals: Record<ImageRefusedError["reason"], string> = {
  not_an_image: "The file is not a PNG, JPEG or WebP picture (SVG is not taken)",
  too_small: "The picture is too small: at least 32 pixels on each side",
  too_large: "The picture is too large: at most 40 megapixels and 20 MB",
  too_many_pixels: "The picture is too large: at most 40 megapixels and 20 MB",
  too_few_bytes: "The file does not hold the picture its header says",
  truncated: "The file ends before its picture does",
};

/** Every file name a look holds (to take away the previous upload's once the new one is in place). */
function filesOf(look: StoredLook, kind: LookFileKind): string[] {
  if (kind === "logo") return look.logo ? [look.logo.header.file, look.logo.letter.file] : [];
  if (kind === "favicon") return look.favicon?.sizes.map((s) => s.file) ?? [];
  return look.frontPicture?.sizes.map((s) => s.file) ?? [];
}

/** Makes the look's file from an upload, stores its sizes, points the page settings at them and records it. */
export async function uploadLookFile(
  ctx: { db: Db; storage: Storage },
  portalId: number,
  kind: LookFileKind,
  data: Buffer,
  actor: StudioActor,
): Promise<StudioLookResponse> {
  const made = await makeLookFiles(kind, data).catch((error: unknown) => {
    if (error instanceof ImageRefusedError)
      throw badRequest(refusals[error.reason], "studio_look_file_refused");
    if (error instanceof DecodeBusyError)
      throw badRequest(
        "The shop is busy with other pictures; try again in a moment",
        "studio_look_file_refused",
      );
    throw error;
  });
  const before = await readLook(ctx.db, portalId);
  // Stored before the settings name them: a page never points at a file that is not there yet.
  for (const file of made.files)
    await ctx.storage.put(lookStorageKey(file.file), file.data, file.contentType);
  await ctx.db.transaction(async (tx) => {
    if (made.kind === "logo") await changeLook(tx, portalId, { logo: made.logo });
    else if (made.kind === "favicon") await changeLook(tx, portalId, { favicon: made.favicon });
    else {
      const middle = made.sizes[Math.floor((made.sizes.length - 1) / 2)];
      const url = middle ? lookFileUrl(middle.file) : null;
      await changeLook(tx, portalId, {
        backgroundImage: url,
        frontPicture: url ? { url, sizes: made.sizes } : null,
      });
    }
    await recordStudioChange(tx, {
      staff: actor,
      action: `look.${kind}`,
      objectType: "look",
      objectId: kind,
      detail: { files: made.files.map((f) => f.file).join(", ") },
    });
  });
  await removeFiles(
    ctx.storage,
    filesOf(before, kind),
    made.files.map((f) => f.file),
  );
  return studioLook(ctx.db, portalId);
}

/** Takes the logo, front picture or favicon away; the parent's pages go back to the shop's name and own icon. */
export async function removeLookFile(
  ctx: { db: Db; storage: Storage },
  portalId: number,
  kind: LookFileKind,
  actor: StudioActor,
): Promise<StudioLookResponse> {
  const before = await readLook(ctx.db, portalId);
  await ctx.db.transaction(async (tx) => {
    if (kind === "logo") await changeLook(tx, portalId, { logo: null });
    else if (kind === "favicon") await changeLook(tx, portalId, { favicon: null });
    else {
      // The settings file's own picture URL stays; only the studio's upload is taken away.
      const ours = currentFrontPicture(before) !== null;
      await changeLook(tx, portalId, { frontPicture: null, ...(ours ? { backgroundImage: null } : {}) });
    }
    await recordStudioChange(tx, {
      staff: actor,
      action: `look.${kind}-removed`,
      objectType: "look",
      objectId: kind,
    });
  });
  await removeFiles(ctx.storage, filesOf(before, kind), []);
  return studioLook(ctx.db, portalId);
}

async function removeFiles(
  storage: Storage,
  files: readonly string[],
  keep: readonly string[],
): Promise<void> {
  for (const file of files) if (!keep.includes(file)) await storage.delete(lookStorageKey(file));
}
