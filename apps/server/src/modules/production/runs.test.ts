import { and, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderEvents, orders, productionRuns, studioRecord } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createPurchaseShop, type PurchaseShop } from "../../test/order-factories.ts";
import { createRetouchProduct, orderWithRetouch } from "../../test/retouch-orders.ts";
import { pdfText, unzip } from "./file-test-support.ts";
import { createCard, jobUuidOf, orderCardFor, statusOf } from "./run-test-support.ts";
import {
  makeProductionRun,
  ProductionRunError,
  productionRun,
  type RunsContext,
  rerunProductionRun,
  runFile,
  startProductionRun,
  takeOverAfterMs,
} from "./runs.ts";

const actor = { id: null, email: "staff@example.com" };

async function read(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function fileOf(ctx: RunsContext, runUuid: string, name: string): Promise<Buffer> {
  return read((await runFile(ctx, runUuid, name)).stream);
}

describe("a production run", () => {
  let t: TestApp;
  let shop: PurchaseShop;
  let ctx: RunsContext;
  let card: Awaited<ReturnType<typeof createCard>>;
  let jobUuid: string;

  beforeAll(async () => {
    t = await createTestApp();
    shop = await createPurchaseShop(t);
    card = await createCard(t);
    ctx = { db: t.db, storage: t.storage, portalId: t.app.portalId };
    jobUuid = await jobUuidOf(t, shop.jobId);
  });
  afterAll(() => t.close());

  it("takes the job's paid orders and makes the zip, the packing list per class, the labels and the retouch tasks", async () => {
    const posted = await orderCardFor(t, shop, card, { name: "Ada Lund", group: "3B" });
    const school = await orderCardFor(t, shop, card, { name: "Bård Ødegård", group: "4A" }, { school: true });
    const unpaid = await orderCardFor(t, shop, card, { name: "Cato Berg", group: "3B" }, { pay: false });
    const retouchProduct = await createRetouchProduct(t);
    const retouched = await orderWithRetouch(t, shop, [retouchProduct.tasks[0]?.uuid as string]);

    const uuid = await startProductionRun(ctx, { jobUuid }, actor);
    expect((await productionRun(ctx, uuid)).state).toBe("queued");
    // The orders are in production from the start: no second run takes them.
    expect(await statusOf(t, posted.orderUuid)).toBe("in_production");
    expect(await statusOf(t, retouched.orderUuid)).toBe("in_production");
    expect(await statusOf(t, unpaid.orderUuid)).toBe("awaiting_payment");
    // Each is a move on its timeline, and its parent is told, as a status changed in the studio is.
    const [posted_] = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.uuid, posted.orderUuid));
    const events = await t.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, posted_?.id ?? 0));
    expect(events.at(-1)).toMatchObject({ kind: "status", fromStatus: "paid", toStatus: "in_production" });
    await t.app.work.flush();
    const reference = posted.orderUuid.slice(0, 8);
    const told = (await t.mails()).filter((m) => m.subject.startsWith(`News about order #${reference}`));
    expect(told.map((m) => m.text).join("\n")).toContain(`Order #${reference} is being made.`);

    const run = await productionRun(ctx, uuid);
    expect([run.state, run.ordersDone, run.ordersTotal, run.error]).toEqual(["done", 3, 3, null]);
    expect(run.files.map((f) => f.name)).toEqual([
      "Lia-skole-2026-prints.zip",
      "packing-list-4A.pdf",
      "labels.csv",
      "retouch.csv",
    ]);

    const zip = await unzip(await fileOf(ctx, uuid, "Lia-skole-2026-prints.zip"));
    // The retouch order has nothing to print; the unpaid order is not in the run.
    expect([...zip.keys()].sort()).toEqual([
      `3B/Ada-Lund/${posted.reference}-1-birthday-card.pdf`,
      `4A/Bard-Odegard/${school.reference}-1-birthday-card.pdf`,
    ]);
    for (const pdf of zip.values()) expect((await PDFDocument.load(pdf)).getTitle()).toBe("Birthday card");

    const [packing] = await pdfText(await fileOf(ctx, uuid, "packing-list-4A.pdf"));
    expect(packing).toContain("Packing list: Lia skole 2026 — 4A");
    expect(packing).toContain("Bård Ødegård");
    expect(packing).toContain(school.reference);
    expect(packing).toContain("2 × Card 15x15");
    expect(packing).not.toContain(posted.reference);

    const labels = (await fileOf(ctx, uuid, "labels.csv")).toString("utf8").trim().split("\r\n");
    expect(labels).toEqual([
      "name,address1,address2,postal_code,city,country,reference",
      `Kari Berg,Storgata 12,,0155,Oslo,NO,${posted.reference}`,
    ]);
    const retouch = (await fileOf(ctx, uuid, "retouch.csv")).toString("utf8");
    expect(retouch).toContain(`${retouched.orderUuid.slice(0, 8)},${retouched.picture.webshopId}`);
    expect(retouch).toContain("Remove blemishes");

    const [recorded] = await t.db
      .select()
      .from(studioRecord)
      .where(and(eq(studioRecord.action, "production.run-start"), eq(studioRecord.objectId, uuid)));
    expect(recorded?.staffEmail).toBe(actor.email);
    expect(recorded?.detail).toMatchObject({ job: "Lia skole 2026", orders: 3 });

    // Nothing is left to take.
    await expect(startProductionRun(ctx, { jobUuid }, actor)).rejects.toMatchObject({
      status: 409,
      code: "studio_production_nothing_to_run",
    });
  });

  it("takes only the class or delivery kind asked for", async () => {
    const a = await orderCardFor(t, shop, card, { name: "Dina Dahl", group: "5C" }, { school: true });
    const b = await orderCardFor(t, shop, card, { name: "Eirik Eng", group: "6D" });
    const uuid = await startProductionRun(ctx, { jobUuid, group: "5C" }, actor);
    expect((await productionRun(ctx, uuid)).ordersTotal).toBe(1);
    expect([await statusOf(t, a.orderUuid), await statusOf(t, b.orderUuid)]).toEqual([
      "in_production",
      "paid",
    ]);
    const byPost = await startProductionRun(ctx, { jobUuid, deliveryType: "school-pickup" }, actor).catch(
      (error: unknown) => error,
    );
    expect(byPost).toBeInstanceOf(ProductionRunError);
    await startProductionRun(ctx, { jobUuid, deliveryType: "postage" }, actor);
    expect(await statusOf(t, b.orderUuid)).toBe("in_production");
    await t.app.work.flush();
  });

  it("is made by one of two workers; a run whose process died is taken over", async () => {
    await orderCardFor(t, shop, card, { name: "Frida Fjeld", group: "7E" });
    const uuid = await startProductionRun(ctx, { jobUuid }, actor);
    const [row] = await t.db.select().from(productionRuns).where(eq(productionRuns.uuid, uuid));
    const id = row?.id as number;
    let zips = 0;
    const counting: RunsContext = {
      ...ctx,
      storage: Object.assign(Object.create(t.storage), {
        putStream: (...args: Parameters<typeof t.storage.putStream>) => {
          zips++;
          return t.storage.putStream(...args);
        },
      }),
    };
    const outcomes = await Promise.allSettled([
      makeProductionRun(counting, id, "worker-1"),
      makeProductionRun(counting, id, "worker-2"),
    ]);
    expect(zips).toBe(1);
    expect((await productionRun(ctx, uuid)).state).toBe("done");
    // The other worker either found it being made (tried again later by the outbox) or found it done.
    for (const outcome of outcomes) {
      if (outcome.status === "rejected") expect(String(outcome.reason)).toMatch(/another process/);
    }

    // A process died while making it: fresh, it is left alone; stale, the next worker takes it over.
    await t.db
      .update(productionRuns)
      .set({ state: "running", worker: "dead", heartbeatAt: new Date() })
      .where(eq(productionRuns.id, id));
    await expect(makeProductionRun(counting, id, "worker-3")).rejects.toThrow(/another process/);
    await t.db
      .update(productionRuns)
      .set({ heartbeatAt: new Date(Date.now() - takeOverAfterMs - 1_000) })
      .where(eq(productionRuns.id, id));
    expect((await productionRun(ctx, uuid)).state).toBe("queued");
    await makeProductionRun(counting, id, "worker-3");
    expect(zips).toBe(2);
    expect((await productionRun(ctx, uuid)).state).toBe("done");
    await t.app.work.flush();
  });

  it("runs again from the same orders, and not while it is being made", async () => {
    const ordered = await orderCardFor(t, shop, card, { name: "Gro Grande", group: "8F" });
    const uuid = await startProductionRun(ctx, { jobUuid }, actor);
    await expect(rerunProductionRun(ctx, uuid, actor)).rejects.toMatchObject({
      code: "studio_production_run_busy",
    });
    await t.app.work.flush();
    const before = await productionRun(ctx, uuid);
    await t.storage.delete(`production-runs/${uuid}/prints.zip`);
    await rerunProductionRun(ctx, uuid, actor);
    expect((await productionRun(ctx, uuid)).files).toEqual([]);
    await t.app.work.flush();
    const after = await productionRun(ctx, uuid);
    expect([after.state, after.ordersTotal, after.files]).toEqual(["done", 1, before.files]);
    const zip = await unzip(await fileOf(ctx, uuid, before.files[0]?.name as string));
    expect([...zip.keys()]).toEqual([`8F/Gro-Grande/${ordered.reference}-1-birthday-card.pdf`]);
  });

  it("is refused for a job not of the shop and a run it does not have", async () => {
    await expect(
      startProductionRun(ctx, { jobUuid: "00000000-0000-4000-8000-000000000000" }, actor),
    ).rejects.toMatchObject({ status: 404, code: "studio_job_not_found" });
    await expect(productionRun(ctx, "00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({
      status: 404,
    });
  });
});
