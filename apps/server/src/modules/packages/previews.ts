import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { backgroundWorkKinds, enqueueBackgroundWorkOnce } from "../../platform/background-work.ts";
import type { OutboxTask } from "../../platform/outbox.ts";
import { templateProducts } from "../catalog/template-products.ts";
import { logNotStored } from "../images/service.ts";
import { subjectsByIds, subjectsOfJob } from "../subjects/jobs.ts";
import { releasedPictureFacts } from "../subjects/pictures.ts";
import { templateCatalog } from "../templates/catalog.ts";
import {
  type FilledPreviewKey,
  type FilledPreviewShop,
  makeFilledPreviewAhead,
} from "../templates/filled-preview.ts";
import { templatesLeftOut } from "../templates/job-exclusions.ts";
import { firstListedTemplates } from "../templates/list-previews-ahead.ts";
import { askPreviewsOfSellingJobs } from "../templates/previews-ahead.ts";
import { categoryTileTemplate, overviewCategories } from "../templates/service.ts";
import { offersOfJob } from "./records.ts";
import { offerPreviewTemplate } from "./service.ts";

/**
 * The filled previews of 'Exclusive deals' made ahead (decision 0046): what a picture set's visit of
 * /products/packages shows, its offers' pictures and the category tiles', made by the background work when the set
 * is added to an account and when its job's pictures or offers change, so a parent's first visit finds them made.
 */

/**
 * The filled previews made ahead for this picture set, in the order they are made: what /products/packages shows (its
 * offers' and the category tiles'), then the first few of each template list (issue 34: a list shows its first row
 * at once rather than one preview after the other).
 */
export async function previewsMadeAhead(
  db: Db,
  portalId: number,
  subjectId: number,
): Promise<FilledPreviewKey[]> {
  const set = (await subjectsByIds(db, [subjectId])).get(subjectId);
  if (!set) return [];
  const [pictures, catalog, offers, excluded, products] = await Promise.all([
    releasedPictureFacts(db, [set.id]),
    templateCatalog(db, portalId),
    offersOfJob(db, portalId, set.jobId),
    templatesLeftOut(db, [set.jobId]),
    templateProducts(db, portalId),
  ]);
  if (pictures.length === 0) return [];
  // The tiles skip the templates left out of the job, as the page's answer does (templates/service.ts listCategories).
  const leftOut = excluded.get(set.jobId) ?? new Set<number>();
  const templates = [
    ...offers.map((offer) => offerPreviewTemplate(offer, catalog, pictures)),
    ...overviewCategories(catalog).map((category) =>
      categoryTileTemplate(catalog, category, pictures, leftOut),
    ),
    ...firstListedTemplates(catalog, products, pictures, leftOut),
  ];
  const keys = new Map<string, FilledPreviewKey>();
  for (const template of templates) {
    if (template) {
      const key = { uuid: template.uuid, version: template.version, subjectUuid: set.uuid };
      keys.set(`${key.uuid}/${key.version}`, key);
    }
  }
  return [...keys.values()];
}

const PictureSetWork = z.object({ subjectId: z.number().int() });
const JobWork = z.object({ jobId: z.number().int() });

/** The packages module does the filled-preview work of app.work (platform/background-work.ts). */
export function registerPreviewWork(app: FastifyInstance): void {
  const shop: FilledPreviewShop = {
    db: app.db,
    storage: app.storage,
    portalId: app.portalId,
    notStored: logNotStored(app.log),
  };
  const previewsOfSet = async (task: OutboxTask) => {
    const { subjectId } = PictureSetWork.parse(task.payload);
    for (const key of await previewsMadeAhead(app.db, app.portalId, subjectId)) {
      await makeFilledPreviewAhead(shop, key);
    }
  };
  app.work.handle(backgroundWorkKinds.pictureSetAdded, previewsOfSet);
  app.work.handle(backgroundWorkKinds.pictureSetAhead, previewsOfSet);
  app.work.handle(backgroundWorkKinds.catalogChanged, () => askPreviewsOfSellingJobs(app.db, app.portalId));
  // One row per picture set of the job, so that every process takes a share and a failure is retried alone.
  app.work.handle(backgroundWorkKinds.jobChanged, async (task) => {
    const { jobId } = JobWork.parse(task.payload);
    const sets = await subjectsOfJob(app.db, jobId);
    await enqueueBackgroundWorkOnce(
      app.db,
      backgroundWorkKinds.pictureSetAhead,
      sets.map((s) => ({ subjectId: s.id })),
    );
  });
}
