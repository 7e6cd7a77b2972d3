import { desc, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, orderLines, orders, studioRecord, userSubjects } from "../../db/schema/index.ts";
import { createJob, createSubjectWithCode, createUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createStaff, studioCookie } from "../../test/staff-factories.ts";

describe("the studio's jobs", () => {
  let t: TestApp;
  let jobUuid: string;
  let idaUuid: string;
  let idaCode: string;
  let auth: { cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    auth = { cookie: await studioCookie(t, (await createStaff(t, { role: "staff" })).id) };
    const job = await createJob(t, { name: "Solberg skole", yearbookPoseDeadline: null });
    jobUuid = job.uuid;
    const ida = await createSubjectWithCode(t, { jobId: job.id, name: "Ida", group: "3B" });
    const ola = await createSubjectWithCode(t, { jobId: job.id, name: "Ola", group: "3B" });
    await createSubjectWithCode(t, { jobId: job.id, name: "Kari", group: "4A" });
    await createSubjectWithCode(t, { jobId: job.id, name: "Per", group: "4A" });
    idaUuid = ida.uuid;
    idaCode = ida.code;
    const parent = await createUser(t);
    await t.db.insert(userSubjects).values([
      { userId: parent.id, subjectId: ida.id, source: "code" },
      // A set shared by invite is no redeemed code.
      { userId: parent.id, subjectId: ola.id, source: "invite" },
    ]);
    const order = (value: { status: string; lines: Array<{ subjectId: number; price: number }> }) =>
      t.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(orders)
          .values({
            portalId: t.app.portalId,
            userId: parent.id,
            status: value.status,
            currency: "NOK",
            totalPrice: value.lines.reduce((sum, l) => sum + l.price, 0),
            vatAmount: 0,
            summary: [],
            delivery: {},
            payment: { provider: "invoice", title: "Invoice", isInvoice: true },
          })
          .returning({ id: orders.id });
        await tx.insert(orderLines).values(
          value.lines.map((line, position) => ({
            orderId: row?.id as number,
            position,
            type: 1,
            productKind: "digital-file",
            productType: 1,
            productName: "Digital file",
            quantity: 1,
            description: "",
            linePrice: line.price,
            actualLinePrice: line.price,
            subjectId: line.subjectId,
          })),
        );
      });
    await order({
      status: "paid",
      lines: [
        { subjectId: ida.id, price: 14900 },
        { subjectId: ola.id, price: 9900 },
      ],
    });
    await order({ status: "invoiced", lines: [{ subjectId: ida.id, price: 5000 }] });
    // Not placed: neither counted nor summed.
    await order({ status: "awaiting_payment", lines: [{ subjectId: ida.id, price: 99900 }] });
  });
  afterAll(() => t.close());

  it("lists each job with its subjects, codes redeemed, placed orders and their lines' revenue", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/studio/jobs", headers: auth });
    expect(res.statusCode).toBe(200);
    const job = res.json().jobs.find((j: { uuid: string }) => j.uuid === jobUuid);
    expect(job).toMatchObject({
      name: "Solberg skole",
      type: "school",
      archived: false,
      subjectCount: 4,
      redeemedCount: 1,
      redeemedPercent: 25,
      orderCount: 2,
      revenue: 29800,
      yearbookPoseDeadline: null,
    });
    expect(res.json().currency).toMatch(/^[A-Z]{3}$/);
  });

  it("shows a job's subjects by class without their codes, and a code only when asked for", async () => {
    const page = await t.app.inject({ method: "GET", url: `/api/studio/jobs/${jobUuid}`, headers: auth });
    expect(page.statusCode).toBe(200);
    expect(page.json().classes).toEqual([
      {
        group: "3B",
        subjects: [
          { uuid: idaUuid, name: "Ida", hasCode: true },
          expect.objectContaining({ name: "Ola", hasCode: true }),
        ],
      },
      {
        group: "4A",
        subjects: [expect.objectContaining({ name: "Kari" }), expect.objectContaining({ name: "Per" })],
      },
    ]);
    expect(page.body).not.toContain(idaCode);
    const code = await t.app.inject({
      method: "POST",
      url: `/api/studio/jobs/${jobUuid}/subjects/${idaUuid}/code`,
      headers: auth,
    });
    expect(code.json()).toEqual({ code: idaCode });
    const [shown] = await t.db.select().from(studioRecord).where(eq(studioRecord.action, "job.code-shown"));
    expect(shown).toMatchObject({ objectType: "subject", objectId: idaUuid });
    expect(JSON.stringify(shown)).not.toContain(idaCode);
  });

  it("sends the job's letters as a PDF", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/studio/jobs/${jobUuid}/letters.pdf`,
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("sends the letters of one class, and 404 for a class without subjects", async () => {
    const letters = (query: string) =>
      t.app.inject({ method: "GET", url: `/api/studio/jobs/${jobUuid}/letters.pdf${query}`, headers: auth });
    const all = await letters("");
    const one = await letters("?class=3B");
    expect(one.statusCode).toBe(200);
    expect(one.headers["content-disposition"]).toBe(`attachment; filename="letters-${jobUuid}-3B.pdf"`);
    const pages = async (pdf: Buffer) => (await PDFDocument.load(pdf)).getPageCount();
    expect(await pages(one.rawPayload)).toBe(2);
    expect(await pages(all.rawPayload)).toBe(4);
    expect((await letters("?class=9Z")).statusCode).toBe(404);
    expect((await letters("?class=")).statusCode).toBe(400);
  });

  it("changes a deadline and archives, answering what changed, and the job reads changed at once", async () => {
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/studio/jobs/${jobUuid}`,
      headers: auth,
      payload: { nameCorrectionDeadline: "2026-12-24T12:00:00.000Z", archived: true, name: "Solberg skole" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().changed).toEqual(["nameCorrectionDeadline", "archived"]);
    expect(res.json().job).toMatchObject({
      archived: true,
      nameCorrectionDeadline: "2026-12-24T12:00:00.000Z",
    });
    const [row] = await t.db.select().from(jobs).where(eq(jobs.uuid, jobUuid));
    expect(row?.isArchived).toBe(true);
    const [update] = await t.db.select().from(studioRecord).where(eq(studioRecord.action, "job.update"));
    expect(update?.detail).toEqual({ nameCorrectionDeadline: "2026-12-24T12:00:00.000Z", isArchived: true });
  });

  it("moves the order deadline, which the letters give from now on, answering so and recording it", async () => {
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/studio/jobs/${jobUuid}`,
      headers: auth,
      payload: { orderDeadline: "2026-12-10T23:59:59.000Z" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      changed: ["orderDeadline"],
      job: { orderDeadline: "2026-12-10T23:59:59.000Z" },
    });
    const [row] = await t.db.select().from(jobs).where(eq(jobs.uuid, jobUuid));
    expect(row?.orderDeadline?.toISOString()).toBe("2026-12-10T23:59:59.000Z");
    const [update] = await t.db
      .select()
      .from(studioRecord)
      .where(eq(studioRecord.action, "job.update"))
      .orderBy(desc(studioRecord.id))
      .limit(1);
    expect(update?.detail).toEqual({ orderDeadline: "2026-12-10T23:59:59.000Z" });
    const again = await t.app.inject({
      method: "PATCH",
      url: `/api/studio/jobs/${jobUuid}`,
      headers: auth,
      payload: { orderDeadline: "2026-12-10T23:59:59.000Z" },
    });
    expect(again.json().changed).toEqual([]);
    const list = await t.app.inject({ method: "GET", url: "/api/studio/jobs", headers: auth });
    expect(list.json().jobs[0].orderDeadline).toBe("2026-12-10T23:59:59.000Z");
  });

  it("answers 404 for a job or subject of no job of the shop, 401 signed out and 403 to support", async () => {
    const other = "0b6f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4";
    expect(
      (await t.app.inject({ method: "GET", url: `/api/studio/jobs/${other}`, headers: auth })).statusCode,
    ).toBe(404);
    const code = await t.app.inject({
      method: "POST",
      url: `/api/studio/jobs/${jobUuid}/subjects/${other}/code`,
      headers: auth,
    });
    expect(code.json()).toMatchObject({ code: "studio_job_not_found" });
    expect((await t.app.inject({ method: "GET", url: "/api/studio/jobs" })).statusCode).toBe(401);
    const support = { cookie: await studioCookie(t, (await createStaff(t, { role: "support" })).id) };
    const wrong = await t.app.inject({
      method: "PATCH",
      url: `/api/studio/jobs/${jobUuid}`,
      headers: support,
      payload: { archived: false },
    });
    expect(wrong.statusCode).toBe(403);
  });
});
