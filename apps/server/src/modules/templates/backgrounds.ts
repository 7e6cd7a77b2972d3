import type { GreenScreenBackgroundView } from "@shop/contracts/images";
import type { PictureEffect, PictureRotation } from "@shop/domain/template-text";
import type { TemplateInstance } from "@shop/render/template";
import { and, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { greenScreenBackgrounds } from "../../db/schema/templates.ts";
import { imageBackgroundIdsByUuid } from "../images/service.ts";

/** Each job's green-screen backgrounds as it shows them, by job id and then by the image background's uuid. */
export type JobBackgroundViews = ReadonlyMap<number, ReadonlyMap<string, GreenScreenBackgroundView>>;

/**
 * Which of the shop's image backgrounds (by uuid) the jobs' green-screen pictures may be put on, each as its job shows
 * it: turned and with its effect (spec 02 §7). A design's background is drawn so everywhere (the editor, the cart's
 * and the order's previews, the print file), so what the parent saw is what is printed.
 */
export async function jobBackgroundViews(
  db: Db,
  portalId: number,
  jobIds: readonly number[],
  uuids: readonly string[],
): Promise<JobBackgroundViews> {
  const ids = await imageBackgroundIdsByUuid(db, portalId, uuids);
  if (ids.size === 0 || jobIds.length === 0) return new Map();
  const uuidOf = new Map([...ids].map(([uuid, id]) => [id, uuid]));
  const rows = await db
    .select({
      jobId: greenScreenBackgrounds.jobId,
      backgroundId: greenScreenBackgrounds.backgroundId,
      rotation: greenScreenBackgrounds.rotation,
      effect: greenScreenBackgrounds.effect,
    })
    .from(greenScreenBackgrounds)
    .where(
      and(
        inArray(greenScreenBackgrounds.jobId, [...new Set(jobIds)]),
        inArray(greenScreenBackgrounds.backgroundId, [...ids.values()]),
      ),
    );
  const byJob = new Map<number, Map<string, GreenScreenBackgroundView>>();
  for (const row of rows) {
    const uuid = uuidOf.get(row.backgroundId);
    if (uuid === undefined) continue;
    const views = byJob.get(row.jobId) ?? new Map<string, GreenScreenBackgroundView>();
    views.set(uuid, {
      uuid,
      rotation: row.rotation as PictureRotation,
      effect: row.effect as PictureEffect,
    });
    byJob.set(row.jobId, views);
  }
  return byJob;
}

/** The backgrounds a design lays its pictures on. */
export function designBackgrounds(instance: TemplateInstance): string[] {
  return Object.values(instance.images).flatMap((choice) =>
    choice.background === undefined ? [] : [choice.background],
  );
}

/** The backgrounds designs lay their pictures on, as each design's job shows them; nothing is read when none does. */
export async function designBackgroundViews(
  db: Db,
  portalId: number,
  designs: ReadonlyArray<{ jobId: number; instance: TemplateInstance | null }>,
): Promise<JobBackgroundViews> {
  const laid = designs.flatMap(({ jobId, instance }) => {
    const uuids = instance === null ? [] : designBackgrounds(instance);
    return uuids.length === 0 ? [] : [{ jobId, uuids }];
  });
  if (laid.length === 0) return new Map();
  return jobBackgroundViews(
    db,
    portalId,
    laid.map((d) => d.jobId),
    laid.flatMap((d) => d.uuids),
  );
}
