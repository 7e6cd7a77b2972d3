import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { outbox } from "../db/schema/index.ts";
import { createTestApp, type TestApp } from "../test/helpers.ts";
import { BackgroundWorker, backgroundWorkKinds, enqueueBackgroundWork } from "./background-work.ts";

describe("the background work", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(outbox);
  });

  it("does an added picture set's work before a changed job's, and that before the sets the job's work fans out", async () => {
    const done: string[] = [];
    const worker = new BackgroundWorker(t.db);
    for (const kind of Object.values(backgroundWorkKinds)) {
      worker.handle(kind, async (task) => {
        done.push(`${kind} ${JSON.stringify(task.payload)}`);
      });
    }
    await enqueueBackgroundWork(t.db, backgroundWorkKinds.pictureSetAhead, [{ subjectId: 1 }]);
    await enqueueBackgroundWork(t.db, backgroundWorkKinds.jobChanged, [{ jobId: 7 }]);
    await enqueueBackgroundWork(t.db, backgroundWorkKinds.pictureSetAdded, [{ subjectId: 2 }]);
    expect(await worker.flush()).toBe(3);
    expect(done).toEqual([
      'filled-previews:picture-set {"subjectId":2}',
      'filled-previews:job {"jobId":7}',
      'filled-previews:ahead {"subjectId":1}',
    ]);
    expect(await t.db.$count(outbox)).toBe(0);
  });

  it("leaves a kind it has no handler for in the queue, for a process that has one", async () => {
    const worker = new BackgroundWorker(t.db);
    worker.handle(backgroundWorkKinds.pictureSetAdded, async () => {});
    await enqueueBackgroundWork(t.db, backgroundWorkKinds.jobChanged, [{ jobId: 1 }]);
    expect(await worker.flush()).toBe(0);
    const [row] = await t.db.select().from(outbox);
    expect(row).toMatchObject({ kind: backgroundWorkKinds.jobChanged, status: "pending", attempts: 0 });
  });

  it("keeps a piece of work that failed and tries it again later, without the personal data of its error", async () => {
    const worker = new BackgroundWorker(t.db);
    worker.handle(backgroundWorkKinds.pictureSetAdded, async () => {
      throw new Error("storage unreachable for kari@example.com");
    });
    await enqueueBackgroundWork(t.db, backgroundWorkKinds.pictureSetAdded, [{ subjectId: 3 }]);
    expect(await worker.flush()).toBe(0);
    const [row] = await t.db.select().from(outbox);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row?.lastError).toContain("storage unreachable");
    expect(row?.lastError).not.toContain("kari@example.com");
    expect(row?.runAfter.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: a second flush leaves it.
    expect(await worker.flush()).toBe(0);
    expect(await t.db.$count(outbox, eq(outbox.attempts, 1))).toBe(1);
  });

  it("lets two workers on one database take each piece once", async () => {
    const done: number[] = [];
    const workers = [new BackgroundWorker(t.db), new BackgroundWorker(t.db)];
    for (const worker of workers) {
      worker.handle(backgroundWorkKinds.pictureSetAhead, async (task) => {
        done.push(Number(task.payload.subjectId));
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
    }
    const ids = Array.from({ length: 12 }, (_, i) => i + 1);
    await enqueueBackgroundWork(
      t.db,
      backgroundWorkKinds.pictureSetAhead,
      ids.map((subjectId) => ({ subjectId })),
    );
    const counts = await Promise.all(workers.map((w) => w.flush()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(12);
    expect(done.sort((a, b) => a - b)).toEqual(ids);
  });
});
