import type { Readable } from "node:stream";
import type { PictureType } from "@shop/contracts/common";
import type { Db } from "../../db/client.ts";
import type { Storage } from "../../platform/storage.ts";
import { zipOfStoredFiles } from "../../platform/zip-stream.ts";
import { mayDownloadSet } from "../entitlements/service.ts";
import { picturesOfType } from "../subjects/pictures.ts";
import type { Viewer } from "../subjects/scope.ts";

export interface BoughtSet {
  subjectName: string;
  pictureType: PictureType;
  originals: Array<{ key: string; name: string }>;
}

/** A name every file system and header accepts: 'Emma og Jonas Nordmann' → 'Emma-og-Jonas-Nordmann'. */
export function fileSafeName(value: string): string {
  const folded = value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replaceAll("ø", "o")
    .replaceAll("Ø", "O")
    .replaceAll("æ", "ae")
    .replaceAll("Æ", "AE");
  const safe = folded.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  return safe === "" ? "pictures" : safe;
}

/**
 * The released pictures of a set the user may see and bought (whole, of this type), with the names they get in the
 * zip; null when the set is not the user's or not bought.
 */
export async function findBoughtSet(
  db: Db,
  viewer: Viewer,
  subjectUuid: string,
  pictureType: PictureType,
): Promise<BoughtSet | null> {
  const subject = await mayDownloadSet(db, viewer, subjectUuid, pictureType);
  if (!subject) return null;
  const rows = await picturesOfType(db, subject.subjectId, pictureType, { releasedOnly: true });
  const base = `${fileSafeName(subject.subjectName)}-${pictureType}`;
  const width = Math.max(2, String(rows.length).length);
  return {
    subjectName: subject.subjectName,
    pictureType,
    originals: rows.map((r, i) => ({
      key: r.originalKey,
      name: `${base}-${String(i + 1).padStart(width, "0")}.jpg`,
    })),
  };
}

/**
 * The set as one zip, streamed: each original is opened only when its turn comes, read as the zip is sent and
 * stored as it is (JPEGs do not shrink by compressing again), so no file is ever held whole in memory. Every
 * original is checked first, so a missing file fails before any byte.
 */
export async function zipOfSet(storage: Storage, set: BoughtSet): Promise<Readable | null> {
  const present = await Promise.all(set.originals.map((o) => storage.exists(o.key)));
  if (present.includes(false)) return null;
  return zipOfStoredFiles(storage, set.originals);
}
