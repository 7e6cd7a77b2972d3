import { readFile } from "node:fs/promises";
import { migrateTemplate } from "@shop/render/template";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { templates, templateVersions } from "../../db/schema/templates.ts";
import type { Storage } from "../../platform/storage.ts";
import { createDerivativeMaker, type DerivedFormat, derivedContentType } from "../images/service.ts";
import { releasedPictureFacts, servablePicture } from "../subjects/pictures.ts";
import { sampleSubjectOfShop } from "../subjects/sample-subject.ts";
import { drawFilledFirstPart, fillRules } from "./filled-preview.ts";
import { withGroupNames } from "./service.ts";
import { starterLibraryFolder } from "./starter.ts";

/**
 * The studio's template previews (issue 31): a template version's first part filled with a sample child's pictures,
 * so the photographer sees what parents will see. The child is the newest subject of a job still selling; a shop with
 * no job yet gets the starter library's sample picture (templates/starter/sample-child.jpg) and a made-up name. It is
 * drawn once and kept in the storage by template version and sample, so every server process finds it there; a
 * switched-off template is drawn too (the parents' filled previews draw only what the lists show).
 */

/** The child the starter library's sample picture shows, named as a roster would. */
const starterSample = {
  uuid: "00000000-0000-4000-8000-000000000001",
  set: { name: "Emma Nordmann", firstName: "Emma", group: "3B" },
  picture: new URL("sample-child.jpg", starterLibraryFolder),
  width: 800,
  height: 1000,
} as const;

export function studioPreviewStorageKey(
  p: { uuid: string; version: number; sample: string },
  format: DerivedFormat,
): string {
  const extension = format === "jpeg" ? "jpg" : format;
  return `derived/studio-preview/r${fillRules}/${p.uuid}-${p.version}-${p.sample}.${extension}`;
}

export interface StudioPreviewShop {
  db: Db;
  storage: Storage;
  portalId: number;
  notStored: (error: unknown) => void;
}

/** The preview of a version of one of the shop's templates, from the storage or drawn now; null when there is none. */
export async function studioTemplatePreview(
  shop: StudioPreviewShop,
  p: { uuid: string; version: number },
  format: DerivedFormat,
): Promise<Buffer | null> {
  const [row] = await shop.db
    .select({ document: templateVersions.document })
    .from(templateVersions)
    .innerJoin(templates, eq(templates.id, templateVersions.templateId))
    .where(
      and(
        eq(templates.portalId, shop.portalId),
        sql`${templates.uuid}::text = ${p.uuid.toLowerCase()}`,
        eq(templateVersions.version, p.version),
      ),
    );
  if (!row) return null;
  const subject = await sampleSubjectOfShop(shop.db, shop.portalId);
  const key = studioPreviewStorageKey({ ...p, sample: subject?.uuid ?? "starter" }, format);
  const kept = await shop.storage.get(key);
  if (kept) return kept;
  const doc = migrateTemplate(row.document);
  let data: Buffer | null;
  if (subject) {
    const thumbnails = createDerivativeMaker(shop.storage, shop.notStored);
    const pictures = await withGroupNames(shop.db, await releasedPictureFacts(shop.db, [subject.id]), [doc]);
    data = await drawFilledFirstPart(
      doc,
      p.version,
      subject,
      pictures,
      format,
      shop.storage,
      async (uuid) => {
        const picture = await servablePicture(shop.db, shop.portalId, uuid);
        return (picture && (await thumbnails(picture, "320", "jpeg"))) ?? undefined;
      },
    );
  } else {
    const sample = {
      id: 0,
      uuid: starterSample.uuid,
      subjectId: 0,
      width: starterSample.width,
      height: starterSample.height,
      webshopId: "sample",
      type: "IP" as const,
      groupPicture: false,
      userUploaded: false,
      greenscreen: false,
    };
    const jpeg = await readFile(starterSample.picture);
    data = await drawFilledFirstPart(
      doc,
      p.version,
      starterSample.set,
      [sample],
      format,
      shop.storage,
      async (uuid) => (uuid === starterSample.uuid ? jpeg : undefined),
    );
  }
  if (data) await shop.storage.put(key, data, derivedContentType[format]);
  return data;
}
