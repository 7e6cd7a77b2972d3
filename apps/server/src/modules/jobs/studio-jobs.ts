import type {
  StudioJob,
  StudioJobResponse,
  studioJobChanges,
  UpdateStudioJobRequest,
} from "@shop/contracts/studio-jobs";
import type { JobType } from "@shop/domain/job-type";
import type { Db } from "../../db/client.ts";
import { type AccessCodeKeys, accessCodesOfSubjects } from "../access/codes.ts";
import { salesOfSubjects } from "../orders/subject-sales.ts";
import { recordStudioChange, type StudioActor } from "../staff/service.ts";
import {
  changeJobSettings,
  type JobSettingsChange,
  type JobSummary,
  jobSummaries,
  subjectIdsOfJobs,
  subjectsForStudio,
} from "../subjects/job-summaries.ts";

/**
 * The studio's jobs (issue 30): the list with each job's codes redeemed, orders and revenue, a job's subjects by
 * class, a code shown on request, and the job's settings changed. The command line's job commands and these calls
 * change a job through the same functions of the subjects module.
 */

/** The job, or the subject named of it, is not this shop's. */
export class StudioJobNotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StudioJobNotFoundError";
  }
}

function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 100);
}

function toStudioJob(job: JobSummary, sales: { orders: number; revenue: number }): StudioJob {
  return {
    uuid: job.uuid,
    name: job.name,
    type: job.jobType as JobType,
    year: job.year,
    archived: job.isArchived,
    subjectCount: job.subjectCount,
    redeemedCount: job.redeemedCount,
    redeemedPercent: percent(job.redeemedCount, job.subjectCount),
    orderCount: sales.orders,
    revenue: sales.revenue,
    yearbookPoseDeadline: job.yearbookPoseDeadline?.toISOString() ?? null,
    nameCorrectionDeadline: job.nameCorrectionDeadline?.toISOString() ?? null,
    orderDeadline: job.orderDeadline?.toISOString() ?? null,
    correctionsToReview: job.correctionsToReview,
  };
}

/** Orders and revenue per job: an order with lines for two jobs counts for each, its lines' prices to their own job. */
async function salesByJob(
  db: Db,
  portalId: number,
  jobIds: readonly number[],
): Promise<Map<number, { orders: number; revenue: number }>> {
  const subjectsByJob = await subjectIdsOfJobs(db, jobIds);
  const jobOfSubject = new Map<number, number>();
  for (const [jobId, ids] of subjectsByJob) for (const id of ids) jobOfSubject.set(id, jobId);
  const sales = await salesOfSubjects(db, portalId, [...jobOfSubject.keys()]);
  const orders = new Map<number, Set<number>>();
  const revenue = new Map<number, number>();
  for (const sale of sales) {
    const jobId = jobOfSubject.get(sale.subjectId);
    if (jobId === undefined) continue;
    orders.set(jobId, (orders.get(jobId) ?? new Set()).add(sale.orderId));
    revenue.set(jobId, (revenue.get(jobId) ?? 0) + sale.amount);
  }
  return new Map(
    jobIds.map((id) => [id, { orders: orders.get(id)?.size ?? 0, revenue: revenue.get(id) ?? 0 }]),
  );
}

export async function studioJobList(db: Db, portalId: number): Promise<StudioJob[]> {
  const jobs = await jobSummaries(db, portalId);
  const sales = await salesByJob(
    db,
    portalId,
    jobs.map((j) => j.id),
  );
  return jobs.map((job) => toStudioJob(job, sales.get(job.id) ?? { orders: 0, revenue: 0 }));
}

async function jobByUuid(db: Db, portalId: number, jobUuid: string): Promise<JobSummary> {
  const job = (await jobSummaries(db, portalId)).find((j) => j.uuid === jobUuid);
  if (!job) throw new StudioJobNotFoundError("No such job");
  return job;
}

async function studioJobOf(db: Db, portalId: number, job: JobSummary): Promise<StudioJob> {
  const sales = await salesByJob(db, portalId, [job.id]);
  return toStudioJob(job, sales.get(job.id) ?? { orders: 0, revenue: 0 });
}

/** A job's page: the job and its subjects by class; whether each has a code, never the code itself. */
export async function studioJob(
  db: Db,
  keys: AccessCodeKeys,
  portalId: number,
  jobUuid: string,
): Promise<Omit<StudioJobResponse, "currency">> {
  const job = await jobByUuid(db, portalId, jobUuid);
  const subjects = await subjectsForStudio(db, job.id);
  const codes = await accessCodesOfSubjects(
    db,
    keys,
    subjects.map((s) => s.id),
  );
  const classes = new Map<string | null, StudioJobResponse["classes"][number]>();
  for (const subject of subjects) {
    const group = classes.get(subject.group) ?? { group: subject.group, subjects: [] };
    group.subjects.push({ uuid: subject.uuid, name: subject.name, hasCode: codes.has(subject.id) });
    classes.set(subject.group, group);
  }
  return { job: await studioJobOf(db, portalId, job), classes: [...classes.values()] };
}

/** A subject's code, shown on request; who was shown which subject's code is recorded (never the code). */
export async function revealSubjectCode(
  db: Db,
  keys: AccessCodeKeys,
  portalId: number,
  which: { jobUuid: string; subjectUuid: string },
  actor: StudioActor,
): Promise<string> {
  const job = await jobByUuid(db, portalId, which.jobUuid);
  const subject = (await subjectsForStudio(db, job.id)).find((s) => s.uuid === which.subjectUuid);
  const code = subject ? (await accessCodesOfSubjects(db, keys, [subject.id])).get(subject.id) : undefined;
  if (subject === undefined || code === undefined)
    throw new StudioJobNotFoundError("No such subject with a code");
  await recordStudioChange(db, {
    staff: actor,
    action: "job.code-shown",
    objectType: "subject",
    objectId: subject.uuid,
    detail: { job: job.name, subject: subject.name },
  });
  return code;
}

/** Changes a job's settings; answers the job as it is now and which settings changed. */
export async function updateStudioJob(
  db: Db,
  portalId: number,
  jobUuid: string,
  request: UpdateStudioJobRequest,
  actor: StudioActor,
): Promise<{ job: StudioJob; changed: Array<(typeof studioJobChanges)[number]> }> {
  const job = await jobByUuid(db, portalId, jobUuid);
  const date = (value: string | null) => (value === null ? null : new Date(value));
  const change: JobSettingsChange = {};
  const changed: Array<(typeof studioJobChanges)[number]> = [];
  if (request.name !== undefined && request.name !== job.name) {
    change.name = request.name;
    changed.push("name");
  }
  if (
    request.yearbookPoseDeadline !== undefined &&
    date(request.yearbookPoseDeadline)?.getTime() !== job.yearbookPoseDeadline?.getTime()
  ) {
    change.yearbookPoseDeadline = date(request.yearbookPoseDeadline);
    changed.push("yearbookPoseDeadline");
  }
  if (
    request.nameCorrectionDeadline !== undefined &&
    date(request.nameCorrectionDeadline)?.getTime() !== job.nameCorrectionDeadline?.getTime()
  ) {
    change.nameCorrectionDeadline = date(request.nameCorrectionDeadline);
    changed.push("nameCorrectionDeadline");
  }
  if (
    request.orderDeadline !== undefined &&
    date(request.orderDeadline)?.getTime() !== job.orderDeadline?.getTime()
  ) {
    change.orderDeadline = date(request.orderDeadline);
    changed.push("orderDeadline");
  }
  if (request.archived !== undefined && request.archived !== job.isArchived) {
    change.isArchived = request.archived;
    changed.push("archived");
  }
  if (changed.length > 0) {
    await db.transaction(async (tx) => {
      await changeJobSettings(tx, job.id, change);
      await recordStudioChange(tx, {
        staff: actor,
        action: "job.update",
        objectType: "job",
        objectId: job.uuid,
        detail: Object.fromEntries(
          Object.entries(change).map(([key, value]) => [
            key,
            value instanceof Date ? value.toISOString() : value,
          ]),
        ),
      });
    });
  }
  return { job: await studioJobOf(db, portalId, await jobByUuid(db, portalId, jobUuid)), changed };
}
