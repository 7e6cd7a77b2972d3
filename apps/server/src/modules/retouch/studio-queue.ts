import {
  type StudioRetouchQuery,
  type StudioRetouchResponse,
  type StudioRetouchTask,
  studioRetouchPageSize,
} from "@shop/contracts/studio-retouch";
import { limits } from "@shop/domain/limits";
import { and, asc, count, eq, inArray, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { retouchJobs } from "../../db/schema/retouch.ts";
import type { Storage } from "../../platform/storage.ts";
import { signPictureUrl } from "../images/signing.ts";
import { recordStudioChange, type StudioActor } from "../staff/service.ts";
import { pictureIdsOfJob, picturesWithSubjects } from "../subjects/job-pictures.ts";
import { jobsOfShop, subjectsByIds } from "../subjects/jobs.ts";
import { uploadRetouchedFile } from "./service.ts";
import { signRetouchedUrl } from "./signing.ts";

/**
 * The studio's retouch queue (decision 0077): the retouch bought, per picture of a paid or invoiced order, with its
 * child, class and job, paged on the server; and the retouched file uploaded in the browser through the command's
 * service (uploadRetouchedFile), recorded in the studio's record.
 */

/** The job filtered by is not of this shop, or no retouch task of the shop has the id. */
export class StudioRetouchNotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StudioRetouchNotFoundError";
  }
}

type TaskRow = {
  uuid: string;
  orderUuid: string;
  pictureId: number;
  tasks: Array<{ name: string }>;
  fileKey: string | null;
  confirmedAt: Date;
  retouchedAt: Date | null;
};

const taskColumns = {
  uuid: retouchJobs.uuid,
  orderUuid: retouchJobs.orderUuid,
  pictureId: retouchJobs.pictureId,
  tasks: retouchJobs.tasks,
  fileKey: retouchJobs.fileKey,
  confirmedAt: retouchJobs.confirmedAt,
  retouchedAt: retouchJobs.retouchedAt,
};

/** The rows as the queue shows them: each picture's child, class and job, and its thumbnail signed for now. */
async function toTasks(
  db: Db,
  config: Pick<Config, "signingSecret">,
  portalId: number,
  rows: readonly TaskRow[],
  now: Date,
): Promise<StudioRetouchTask[]> {
  if (rows.length === 0) return [];
  const pictures = await picturesWithSubjects(
    db,
    rows.map((r) => r.pictureId),
  );
  const subjects = await subjectsByIds(
    db,
    [...pictures.values()].map((p) => p.subjectId),
  );
  const jobUuids = new Map((await jobsOfShop(db, portalId)).map((job) => [job.id, job.uuid]));
  return rows.flatMap((r) => {
    const picture = pictures.get(r.pictureId);
    const subject = picture ? subjects.get(picture.subjectId) : undefined;
    const jobUuid = subject ? jobUuids.get(subject.jobId) : undefined;
    // A picture is never deleted while an order keeps its retouch (the row cascades with it).
    if (!picture || !subject || jobUuid === undefined) return [];
    return [
      {
        uuid: r.uuid,
        orderUuid: r.orderUuid,
        reference: r.orderUuid.slice(0, limits.orderReferenceLength),
        child: subject.name,
        group: subject.group,
        job: { uuid: jobUuid, name: subject.jobName },
        picture: { uuid: picture.uuid, webshopId: picture.webshopId },
        thumbnail:
          r.fileKey === null
            ? signPictureUrl(config, picture.uuid, "320", now)
            : signRetouchedUrl(config, { jobUuid: r.uuid, fileKey: r.fileKey }, "320", now),
        tasks: r.tasks.map((t) => t.name),
        state: r.fileKey === null ? ("waiting" as const) : ("done" as const),
        confirmedAt: r.confirmedAt.toISOString(),
        retouchedAt: r.retouchedAt?.toISOString() ?? null,
      },
    ];
  });
}

/**
 * One page of the queue, oldest first. Served by retouch_jobs_open_idx (waiting), retouch_jobs_portal_confirmed_idx
 * (done, all) and, for one job, retouch_jobs_picture_idx under the job's pictures (subjects_job_idx,
 * pictures_subject_idx).
 */
export async function studioRetouchQueue(
  db: Db,
  config: Pick<Config, "signingSecret">,
  portalId: number,
  query: StudioRetouchQuery,
  now: Date = new Date(),
): Promise<StudioRetouchResponse> {
  let ofJob: SQL | undefined;
  if (query.job !== undefined) {
    const [job] = await jobsOfShop(db, portalId, { uuid: query.job.toLowerCase() });
    if (!job) throw new StudioRetouchNotFoundError("No such job");
    ofJob = inArray(retouchJobs.pictureId, pictureIdsOfJob(db, job.id));
  }
  const where = and(
    eq(retouchJobs.portalId, portalId),
    ofJob,
    query.state === "waiting"
      ? isNull(retouchJobs.fileKey)
      : query.state === "done"
        ? isNotNull(retouchJobs.fileKey)
        : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(taskColumns)
      .from(retouchJobs)
      .where(where)
      .orderBy(asc(retouchJobs.confirmedAt), asc(retouchJobs.id))
      .limit(studioRetouchPageSize)
      .offset((query.page - 1) * studioRetouchPageSize),
    db.select({ n: count() }).from(retouchJobs).where(where),
  ]);
  return {
    items: await toTasks(db, config, portalId, rows, now),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: studioRetouchPageSize,
  };
}

/**
 * Takes the retouched file of one task from the studio: the command's checks and storage (uploadRetouchedFile; a
 * second upload replaces the first), recorded with who uploaded it. Answers the task as it is now.
 */
export async function uploadStudioRetouchedFile(
  shop: { db: Db; storage: Storage; config: Pick<Config, "signingSecret"> },
  portalId: number,
  retouchUuid: string,
  file: Buffer,
  actor: StudioActor,
  now: Date = new Date(),
): Promise<StudioRetouchTask> {
  const { db, storage, config } = shop;
  const find = () =>
    db
      .select({ ...taskColumns, orderId: retouchJobs.orderId })
      .from(retouchJobs)
      .where(and(eq(retouchJobs.uuid, retouchUuid.toLowerCase()), eq(retouchJobs.portalId, portalId)))
      .limit(1);
  const [row] = await find();
  if (!row) throw new StudioRetouchNotFoundError("No such retouch task");
  const [picture] = (await picturesWithSubjects(db, [row.pictureId])).values();
  if (!picture) throw new StudioRetouchNotFoundError("No such retouch task");
  // An order has one retouch line per picture (decision 0025), so the order and picture name this task.
  await uploadRetouchedFile(db, storage, portalId, row.orderId, picture.uuid, file, now, (tx) =>
    recordStudioChange(tx, {
      staff: actor,
      action: "retouch.upload",
      objectType: "retouch",
      objectId: row.uuid,
      detail: {
        order: row.orderUuid.slice(0, limits.orderReferenceLength),
        picture: picture.webshopId,
        replaced: row.fileKey !== null,
      },
    }),
  );
  const [after] = await find();
  if (!after) throw new StudioRetouchNotFoundError("No such retouch task");
  const [task] = await toTasks(db, config, portalId, [after], now);
  if (!task) throw new StudioRetouchNotFoundError("No such retouch task");
  return task;
}
