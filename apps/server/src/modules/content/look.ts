import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import {
  type LookFavicon,
  type LookFrontPicture,
  type LookLogo,
  pageSettings,
} from "../../db/schema/content.ts";

export type { LookFavicon, LookFrontPicture, LookLogo };

/**
 * The shop's look as the studio uploads it (decision 0071): the files live in storage under look/, named by a hash of
 * what was uploaded, so a new upload is a new address and every file is cached for good; page_settings names them.
 */
export const lookFolder = "look";
export const lookFilePath = "/api/webshop/look";
/** A file name of the look: its kind, the upload's hash, its size, its format. */
export const lookFileName = /^(logo|front|favicon)-[0-9a-f]{16}-[0-9]{1,5}\.(png|jpg)$/;

export function lookFileUrl(file: string): string {
  return `${lookFilePath}/${file}`;
}

export function lookStorageKey(file: string): string {
  return `${lookFolder}/${file}`;
}

export interface StoredLook {
  colors: { primary: string; background: string; text: string };
  backgroundImage: string | null;
  logo: LookLogo | null;
  frontPicture: LookFrontPicture | null;
  favicon: LookFavicon | null;
}

export async function readLook(db: Db | Tx, portalId: number): Promise<StoredLook> {
  const [row] = await db.select().from(pageSettings).where(eq(pageSettings.portalId, portalId)).limit(1);
  return {
    colors: {
      primary: row?.primaryColor ?? "#1f4e79",
      background: row?.backgroundColor ?? "#f5f1ea",
      text: row?.textColor ?? "#1b1b1b",
    },
    backgroundImage: row?.backgroundImage ?? null,
    logo: row?.logo ?? null,
    frontPicture: row?.frontPicture ?? null,
    favicon: row?.favicon ?? null,
  };
}

/** The front picture's sizes, when they were made for the background image the page shows now. */
export function currentFrontPicture(look: Pick<StoredLook, "backgroundImage" | "frontPicture">) {
  const { frontPicture, backgroundImage } = look;
  return frontPicture !== null && frontPicture.url === backgroundImage ? frontPicture : null;
}

type LookChange = Partial<{
  primaryColor: string;
  backgroundColor: string;
  textColor: string;
  backgroundImage: string | null;
  logo: LookLogo | null;
  frontPicture: LookFrontPicture | null;
  favicon: LookFavicon | null;
}>;

/** Changes the look; a shop whose page settings row is missing (made by hand) gets one. */
export async function changeLook(tx: Db | Tx, portalId: number, change: LookChange): Promise<void> {
  const updated = await tx
    .update(pageSettings)
    .set(change)
    .where(eq(pageSettings.portalId, portalId))
    .returning({ portalId: pageSettings.portalId });
  if (updated.length === 0) await tx.insert(pageSettings).values({ portalId, ...change });
}

/** The storage key of the shop's logo at the letters' size, or null without one. */
export async function shopLogoKey(db: Db | Tx, portalId: number): Promise<string | null> {
  const { logo } = await readLook(db, portalId);
  return logo ? lookStorageKey(logo.letter.file) : null;
}
