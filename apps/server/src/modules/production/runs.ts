import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { PassThrough, type Readable } from "node:stream";
import { and, desc, eq, inArray, lt, or, sql } from "drizzle-orm";
import { ZipFile } from "yazl";
import type { Db } from "../../db/client.ts";
import { productionRunOrders, productionRuns } from "../../db/schema/production.ts";
import { backgroundWorkKinds, enqueueBackgroundWork } from "../../platform/background-work.ts";
import { collectPhotoGarbage } from "../../platform/photo-garbage.ts";
import type { Storage } from "../../platform/storage.ts";
import { getLanguages } from "../content/service.ts";
import { fileSafeName } from "../downloads/service.ts";
import { formatCsvLine } from "../jobs/csv.ts";
import {
  markOrdersInProduction,
  type OrderForRun,
  ordersForRun,
  producibleOrdersOfSubjects,
} from "../orders/production-orders.ts";
import { retouchList } from "../retouch/service.ts";
import { recordStudioChange, type StudioActor } from "../staff/service.ts";
import { jobsOfShop, type SubjectWithJob, subjectsByIds, subjectsOfJob } from "../subjects/jobs.ts";
import { type PackingEntry, packingLanguage, packingListPdf } from "./packing-list.ts";
import { printOrder } from "./service.ts";

/**
 * Production runs (issue 32, decision 0075): the photographer starts one for a job (optionally one delivery kind or
 * one class); it takes the job's paid or invoiced orders that no run has, marks them in production, and a
 * `production:run` background row makes its files into the storage, writing its progress into the run's row. Any
 * process may make them, one at a time: a process claims the run by a conditional update and keeps it by touching
 * `heartbeat_at`; a run untouched for `takeOverAfterMs` (its process died) is claimed by the next.
 */

export interface RunsContext {
  db: Db;
  storage: Storage;
  portalId: number;
}

export type RunState = "queued" | "running" | "done" | "failed";

/** A made file of a run, downloaded by its name. */
export interface RunFile {
  name: string;
  key: string;
  kind: "prints" | "packing-list" | "labels" | "retouch";
  /** The class of a packing list. */
  group?: string | null;
}

export class ProductionRunError extends Error {
  readonly status: 404 | 409;
  readonly code: string;
  constructor(status: 404 | 409, code: string, message: string) {
    super(message);
    this.name = "ProductionRunError";
    this.status = status;
    this.code = code;
  }
}

/** A process touches its run about this often; one untouched for longer than takeOverAfterMs is taken over. */
const progressEveryMs = 1_000;
export const takeOverAfterMs = 120_000;

async function jobOf(ctx: RunsContext, jobUuid: string) {
  const [job] = await jobsOfShop(ctx.db, ctx.portalId, { uuid: jobUuid });
  if (!job) throw new ProductionRunError(404, "studio_job_not_found", "No such job");
  return job;
}

/**
 * Starts a run: the job's producible orders (of the delivery kind, with a line for a child of the class) that no run
 * has, taken and marked in production in one transaction with the queued work and the record's line. Two starts at
 * once cannot take an order twice: the second's insert of a taken order does nothing (the key on order_id).
 */
export async function startProductionRun(
  ctx: RunsContext,
  input: { jobUuid: string; deliveryType?: string | null; group?: string | null },
  actor: StudioActor,
): Promise<string> {
  const job = await jobOf(ctx, input.jobUuid);
  const group = input.group?.trim() || null;
  let subjects = [
    ...(
      await subjectsByIds(
        ctx.db,
        (await subjectsOfJob(ctx.db, job.id)).map((s) => s.id),
      )
    ).values(),
  ];
  if (group !== null) subjects = subjects.filter((s) => s.group === group);
  const candidates = (
    await producibleOrdersOfSubjects(
      ctx.db,
      ctx.portalId,
      subjects.map((s) => s.id),
    )
  ).filter((o) => !input.deliveryType || o.deliveryType === input.deliveryType);
  const none = () =>
    new ProductionRunError(
      409,
      "studio_production_nothing_to_run",
      "No paid or invoiced order of this choice is waiting for production",
    );
  if (candidates.length === 0) throw none();
  return ctx.db.transaction(async (tx) => {
    const [run] = await tx
      .insert(productionRuns)
      .values({
        portalId: ctx.portalId,
        jobId: job.id,
        deliveryType: input.deliveryType || null,
        group,
        startedById: actor.id,
        startedByEmail: actor.email,
      })
      .returning({ id: productionRuns.id, uuid: productionRuns.uuid });
    if (!run) throw new Error("the run was not stored");
    const taken = await tx
      .insert(productionRunOrders)
      .values(candidates.map((o) => ({ orderId: o.id, runId: run.id })))
      .onConflictDoNothing()
      .returning({ orderId: productionRunOrders.orderId });
    if (taken.length === 0) throw none();
    await markOrdersInProduction(
      tx,
      taken.map((t) => t.orderId),
      { staffId: actor.id, at: new Date() },
    );
    await tx.update(productionRuns).set({ ordersTotal: taken.length }).where(eq(productionRuns.id, run.id));
    await enqueueBackgroundWork(tx, backgroundWorkKinds.productionRun, [{ runId: run.id }]);
    await recordStudioChange(tx, {
      staff: actor,
      action: "production.run-start",
      objectType: "production-run",
      objectId: run.uuid,
      detail: { job: job.name, orders: taken.length, deliveryType: input.deliveryType || null, group },
    });
    return run.uuid;
  });
}

type RunRow = typeof productionRuns.$inferSelect;

async function runOf(ctx: RunsContext, runUuid: string): Promise<RunRow> {
  const [row] = await ctx.db
    .select()
    .from(productionRuns)
    .where(and(eq(productionRuns.portalId, ctx.portalId), eq(productionRuns.uuid, runUuid)));
  if (!row) throw new ProductionRunError(404, "studio_production_run_not_found", "No such production run");
  return row;
}

function isStale(row: Pick<RunRow, "heartbeatAt">, now = Date.now()): boolean {
  return row.heartbeatAt === null || now - row.heartbeatAt.getTime() >= takeOverAfterMs;
}

/** 'Run again': remakes the run's files from its orders; refused while it is queued or running in a live process. */
export async function rerunProductionRun(
  ctx: RunsContext,
  runUuid: string,
  actor: StudioActor,
): Promise<void> {
  const run = await runOf(ctx, runUuid);
  await ctx.db.transaction(async (tx) => {
    const moved = await tx
      .update(productionRuns)
      .set({ state: "queued", ordersDone: 0, error: null, worker: null, heartbeatAt: null, finishedAt: null })
      .where(
        and(
          eq(productionRuns.id, run.id),
          or(
            inArray(productionRuns.state, ["done", "failed"]),
            and(
              eq(productionRuns.state, "running"),
              lt(productionRuns.heartbeatAt, new Date(Date.now() - takeOverAfterMs)),
            ),
          ),
        ),
      )
      .returning({ id: productionRuns.id });
    if (moved.length === 0) {
      throw new ProductionRunError(
        409,
        "studio_production_run_busy",
        "The run is being made; run it again when it is done",
      );
    }
    await enqueueBackgroundWork(tx, backgroundWorkKinds.productionRun, [{ runId: run.id }]);
    await recordStudioChange(tx, {
      staff: actor,
      action: "production.run-again",
      objectType: "production-run",
      objectId: run.uuid,
    });
  });
}

/** A run as the studio lists it. */
export interface RunView {
  uuid: string;
  job: { uuid: string; name: string };
  deliveryType: string | null;
  group: string | null;
  state: RunState;
  ordersDone: number;
  ordersTotal: number;
  startedBy: string;
  createdAt: string;
  finishedAt: string | null;
  error: string | null;
  files: Array<{ name: string; kind: RunFile["kind"]; group: string | null }>;
}

function filesOf(row: RunRow): RunFile[] {
  const files = (row.files as { list?: RunFile[] } | null)?.list;
  return Array.isArray(files) ? files : [];
}

function viewOf(row: RunRow, job: { uuid: string; name: string }): RunView {
  // A run whose process died shows as queued: it waits for the next process to take it over.
  const state = row.state === "running" && isStale(row) ? "queued" : (row.state as RunState);
  return {
    uuid: row.uuid,
    job,
    deliveryType: row.deliveryType,
    group: row.group,
    state,
    ordersDone: row.ordersDone,
    ordersTotal: row.ordersTotal,
    startedBy: row.startedByEmail,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    error: row.error,
    files:
      row.state === "done"
        ? filesOf(row).map((f) => ({ name: f.name, kind: f.kind, group: f.group ?? null }))
        : [],
  };
}

/**
 * The shop's runs, newest first, a page at a time (production_runs_portal_idx; with a job,
 * production_runs_job_idx).
 */
export async function listProductionRuns(
  ctx: RunsContext,
  query: { jobUuid?: string | undefined; page: number; pageSize: number },
): Promise<{ runs: RunView[]; total: number }> {
  const jobs = new Map((await jobsOfShop(ctx.db, ctx.portalId)).map((j) => [j.id, j]));
  let jobId: number | undefined;
  if (query.jobUuid !== undefined) jobId = (await jobOf(ctx, query.jobUuid)).id;
  const where = and(
    eq(productionRuns.portalId, ctx.portalId),
    jobId === undefined ? undefined : eq(productionRuns.jobId, jobId),
  );
  const [count] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(productionRuns).where(where);
  const rows = await ctx.db
    .select()
    .from(productionRuns)
    .where(where)
    .orderBy(desc(productionRuns.createdAt), desc(productionRuns.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    total: count?.n ?? 0,
    runs: rows.map((row) => {
      const job = jobs.get(row.jobId);
      return viewOf(row, { uuid: job?.uuid ?? "", name: job?.name ?? "" });
    }),
  };
}

export async function productionRun(ctx: RunsContext, runUuid: string): Promise<RunView> {
  const row = await runOf(ctx, runUuid);
  const [job] = (await jobsOfShop(ctx.db, ctx.portalId)).filter((j) => j.id === row.jobId);
  return viewOf(row, { uuid: job?.uuid ?? "", name: job?.name ?? "" });
}

/** A made file of a done run as a stream from the storage, with its name; 404 for a name the run did not make. */
export async function runFile(
  ctx: RunsContext,
  runUuid: string,
  name: string,
): Promise<{ name: string; stream: Readable }> {
  const row = await runOf(ctx, runUuid);
  const file = row.state === "done" ? filesOf(row).find((f) => f.name === name) : undefined;
  const stream = file ? await ctx.storage.stream(file.key) : null;
  if (!file || !stream)
    throw new ProductionRunError(404, "studio_production_file_not_found", "The run has no such file");
  return { name: file.name, stream };
}

/** The run lost to another process (its heartbeat went stale and it was taken over): this one stops. */
class RunTakenOver extends Error {}

/**
 * The background work of a run. Claims it (queued, or running with a stale heartbeat) by one conditional update, so
 * of two workers only one gets it; the other throws while the holder is alive, so the outbox tries it later and
 * finds it done. Makes the files under `production-runs/<uuid>/`, touching the row with the progress; every write
 * names the worker, so a process that was taken over notices and stops.
 */
export async function makeProductionRun(
  ctx: RunsContext,
  runId: number,
  worker = workerName(),
): Promise<void> {
  const [claimed] = await ctx.db
    .update(productionRuns)
    .set({ state: "running", worker, heartbeatAt: new Date(), ordersDone: 0, error: null })
    .where(
      and(
        eq(productionRuns.id, runId),
        or(
          eq(productionRuns.state, "queued"),
          and(
            eq(productionRuns.state, "running"),
            or(
              sql`${productionRuns.heartbeatAt} is null`,
              lt(productionRuns.heartbeatAt, new Date(Date.now() - takeOverAfterMs)),
            ),
          ),
        ),
      ),
    )
    .returning();
  if (!claimed) {
    const [row] = await ctx.db
      .select({ state: productionRuns.state })
      .from(productionRuns)
      .where(eq(productionRuns.id, runId));
    if (row?.state === "running") throw new Error("the production run is being made by another process");
    return;
  }
  const touch = async (values: Partial<RunRow>) => {
    const moved = await ctx.db
      .update(productionRuns)
      .set({ ...values, heartbeatAt: new Date() })
      .where(and(eq(productionRuns.id, runId), eq(productionRuns.worker, worker)))
      .returning({ id: productionRuns.id });
    if (moved.length === 0) throw new RunTakenOver();
  };
  try {
    const files = await makeFiles(ctx, claimed, touch);
    await touch({ state: "done", files: { list: files }, worker: null, finishedAt: new Date() });
  } catch (error) {
    if (error instanceof RunTakenOver) return;
    const message = error instanceof Error ? error.message : String(error);
    await touch({
      state: "failed",
      error: message.slice(0, 500),
      worker: null,
      finishedAt: new Date(),
    }).catch(() => undefined);
  }
}

function workerName(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/** A folder name in the zip: the class or the child as a name every file system takes. */
function folder(name: string | null | undefined, none: string): string {
  return name ? fileSafeName(name) : none;
}

async function makeFiles(
  ctx: RunsContext,
  run: RunRow,
  touch: (values: Partial<RunRow>) => Promise<void>,
): Promise<RunFile[]> {
  const orderIds = (
    await ctx.db
      .select({ orderId: productionRunOrders.orderId })
      .from(productionRunOrders)
      .where(eq(productionRunOrders.runId, run.id))
  ).map((r) => r.orderId);
  const orders = await ordersForRun(ctx.db, orderIds);
  const subjects = await subjectsByIds(
    ctx.db,
    orders.flatMap((o) => o.lines.flatMap((l) => (l.subjectId === null ? [] : [l.subjectId]))),
  );
  const [job] = (await jobsOfShop(ctx.db, ctx.portalId)).filter((j) => j.id === run.jobId);
  const prefix = `production-runs/${run.uuid}`;
  const jobName = job?.name ?? "";
  const files: RunFile[] = [];

  const prints: RunFile = {
    name: `${fileSafeName(jobName)}-prints.zip`,
    key: `${prefix}/prints.zip`,
    kind: "prints",
  };
  await storePrintsZip(ctx, orders, subjects, prints.key, (done) =>
    touch({ ordersDone: done, ordersTotal: orders.length }),
  );
  files.push(prints);

  const { defaultLanguage } = await getLanguages(ctx.db, ctx.portalId);
  const language = packingLanguage(defaultLanguage);
  for (const [group, entries] of packingEntries(orders, subjects)) {
    const name = `packing-list-${folder(group, "no-class")}.pdf`;
    const key = `${prefix}/${name}`;
    await ctx.storage.put(
      key,
      Buffer.from(await packingListPdf({ jobName, group, entries, language })),
      "application/pdf",
    );
    files.push({ name, key, kind: "packing-list", group });
  }

  const postage = orders.filter((o) => o.delivery.type === "postage" && o.delivery.address !== null);
  if (postage.length > 0) {
    const key = `${prefix}/labels.csv`;
    await ctx.storage.put(key, Buffer.from(labelsCsv(postage), "utf8"), "text/csv");
    files.push({ name: "labels.csv", key, kind: "labels" });
  }

  const retouch = await retouchCsv(ctx, orders);
  if (retouch !== null) {
    const key = `${prefix}/retouch.csv`;
    await ctx.storage.put(key, Buffer.from(retouch, "utf8"), "text/csv");
    files.push({ name: "retouch.csv", key, kind: "retouch" });
  }
  await touch({ ordersDone: orders.length });
  return files;
}

/**
 * Every print file of the orders in one zip streamed into the storage as `<class>/<child>/<file>`. The next order's
 * files are made only once the zip has written out what it was given (bytes counted on the way out), so memory holds
 * about one order's files, whatever the size of the run.
 */
async function storePrintsZip(
  ctx: RunsContext,
  orders: readonly OrderForRun[],
  subjects: ReadonlyMap<number, SubjectWithJob>,
  key: string,
  progress: (ordersDone: number) => Promise<void>,
): Promise<void> {
  const zip = new ZipFile();
  let written = 0;
  let waiting: { bytes: number; resolve: () => void } | null = null;
  const counter = new PassThrough();
  counter.on("data", (chunk: Buffer) => {
    written += chunk.length;
    if (waiting && written >= waiting.bytes) {
      waiting.resolve();
      waiting = null;
    }
  });
  const out = new PassThrough();
  (zip.outputStream as Readable).pipe(counter).pipe(out);
  const stored = ctx.storage.putStream(key, out, "application/zip");
  // A failing store would leave the loop below waiting for bytes that never go out.
  const failed = stored.then(
    () => new Promise<never>(() => undefined),
    (error: unknown) => Promise.reject(error),
  );
  let added = 0;
  let lastTouch = 0;
  try {
    for (const [index, order] of orders.entries()) {
      for (const file of await printOrder(ctx, order.uuid)) {
        const subject = file.subjectId === null ? undefined : subjects.get(file.subjectId);
        const name = `${folder(subject?.group, "no-class")}/${folder(subject?.name, "no-name")}/${file.fileName}`;
        zip.addBuffer(Buffer.from(file.pdf), name, { compress: false });
        added += file.pdf.length;
      }
      const target = added;
      await Promise.race([
        new Promise<void>((resolve) => {
          if (written >= target) resolve();
          else waiting = { bytes: target, resolve };
        }),
        failed,
      ]);
      // The order's pictures, decoded for its PDFs, live outside V8's heap and would pile up as the import's did.
      collectPhotoGarbage();
      if (Date.now() - lastTouch >= progressEveryMs || index === orders.length - 1) {
        lastTouch = Date.now();
        await progress(index + 1);
      }
    }
    zip.end();
    await stored;
  } catch (error) {
    out.destroy(error instanceof Error ? error : new Error(String(error)));
    await stored.catch(() => undefined);
    throw error;
  }
}

/** The packing lists' rows by class: per school-delivery order and child, the child's products. */
export function packingEntries(
  orders: readonly OrderForRun[],
  subjects: ReadonlyMap<number, SubjectWithJob>,
): Map<string | null, PackingEntry[]> {
  const byGroup = new Map<string | null, PackingEntry[]>();
  for (const order of orders) {
    if (order.delivery.type !== "school-pickup") continue;
    const byChild = new Map<number | null, string[]>();
    for (const line of order.lines) {
      const products = byChild.get(line.subjectId) ?? [];
      products.push(line.quantity > 1 ? `${line.quantity} × ${line.productName}` : line.productName);
      byChild.set(line.subjectId, products);
    }
    for (const [subjectId, products] of byChild) {
      const subject = subjectId === null ? undefined : subjects.get(subjectId);
      const group = subject?.group ?? null;
      const entries = byGroup.get(group) ?? [];
      entries.push({
        child: subject?.name ?? order.delivery.contact?.name ?? "",
        reference: order.reference,
        products,
      });
      byGroup.set(group, entries);
    }
  }
  for (const entries of byGroup.values()) entries.sort((a, b) => a.child.localeCompare(b.child, "nb"));
  return new Map([...byGroup].sort(([a], [b]) => (a ?? "\uffff").localeCompare(b ?? "\uffff", "nb")));
}

/** Address labels of the postage orders, a row each, as a label printer's mail merge reads them. */
export function labelsCsv(orders: readonly OrderForRun[]): string {
  let csv = formatCsvLine(["name", "address1", "address2", "postal_code", "city", "country", "reference"]);
  for (const order of orders) {
    const a = order.delivery.address;
    if (!a) continue;
    csv += formatCsvLine([a.name, a.address1, a.address2, a.postalCode, a.city, a.country, order.reference]);
  }
  return csv;
}

/** The retouch bought in the run's orders: per picture the tasks to do; null when there is none. */
async function retouchCsv(ctx: RunsContext, orders: readonly OrderForRun[]): Promise<string | null> {
  let csv = formatCsvLine(["reference", "picture", "picture_uuid", "tasks"]);
  let rows = 0;
  for (const order of orders) {
    for (const item of await retouchList(ctx.db, ctx.portalId, { orderId: order.id })) {
      csv += formatCsvLine([order.reference, item.webshopId, item.pictureUuid, item.tasks.join("; ")]);
      rows++;
    }
  }
  return rows === 0 ? null : csv;
}
