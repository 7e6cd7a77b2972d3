import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createPurchaseShop, type PurchaseShop } from "../../test/order-factories.ts";
import { createStaff, studioCookie } from "../../test/staff-factories.ts";
import { unzip } from "./file-test-support.ts";
import { createCard, jobUuidOf, orderCardFor } from "./run-test-support.ts";

const runs = "/api/studio/production/runs";
const unknown = "00000000-0000-4000-8000-000000000000";

describe("the studio's production routes", () => {
  let t: TestApp;
  let shop: PurchaseShop;
  let card: Awaited<ReturnType<typeof createCard>>;
  let jobUuid: string;
  let staff: { cookie: string };
  let support: { cookie: string };

  beforeAll(async () => {
    t = await createTestApp();
    shop = await createPurchaseShop(t);
    card = await createCard(t);
    jobUuid = await jobUuidOf(t, shop.jobId);
    staff = { cookie: await studioCookie(t, (await createStaff(t, { role: "staff" })).id) };
    support = { cookie: await studioCookie(t, (await createStaff(t, { role: "support" })).id) };
  });
  afterAll(() => t.close());

  it("start a run, show its progress, list it and give its files", async () => {
    const { reference } = await orderCardFor(t, shop, card, { name: "Ada Lund", group: "3B" });
    const started = await t.app.inject({ method: "POST", url: runs, payload: { jobUuid }, headers: staff });
    expect(started.statusCode, started.body).toBe(201);
    const run = started.json().run;
    expect(run).toMatchObject({
      state: "queued",
      ordersTotal: 1,
      job: { name: "Lia skole 2026" },
      files: [],
    });
    await t.app.work.flush();

    const shown = await t.app.inject({ url: `${runs}/${run.uuid}`, headers: staff });
    expect(shown.json().run).toMatchObject({ state: "done", ordersDone: 1 });
    const list = await t.app.inject({ url: `${runs}?jobUuid=${jobUuid}`, headers: staff });
    expect(list.json()).toMatchObject({ total: 1, pageSize: 20 });
    expect(list.json().runs[0].uuid).toBe(run.uuid);

    const zip = await t.app.inject({
      url: `${runs}/${run.uuid}/files/Lia-skole-2026-prints.zip`,
      headers: staff,
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers["content-type"]).toBe("application/zip");
    expect(zip.headers["content-disposition"]).toBe('attachment; filename="Lia-skole-2026-prints.zip"');
    expect([...(await unzip(zip.rawPayload)).keys()]).toEqual([
      `3B/Ada-Lund/${reference}-1-birthday-card.pdf`,
    ]);

    const again = await t.app.inject({ method: "POST", url: `${runs}/${run.uuid}/again`, headers: staff });
    expect([again.statusCode, again.json().run.state]).toEqual([200, "queued"]);
    const busy = await t.app.inject({ method: "POST", url: `${runs}/${run.uuid}/again`, headers: staff });
    expect([busy.statusCode, busy.json().code]).toEqual([409, "studio_production_run_busy"]);
    await t.app.work.flush();
  });

  it("answer 409 when nothing waits, 400 for a wrong body, 404 for what the shop does not have", async () => {
    const nothing = await t.app.inject({ method: "POST", url: runs, payload: { jobUuid }, headers: staff });
    expect([nothing.statusCode, nothing.json().code]).toEqual([409, "studio_production_nothing_to_run"]);
    const wrong = await t.app.inject({
      method: "POST",
      url: runs,
      payload: { jobUuid: "not-a-job", deliveryType: "by-pigeon" },
      headers: staff,
    });
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, "invalid_input"]);
    expect(wrong.json().error).toBe("Invalid UUID");
    const job = await t.app.inject({
      method: "POST",
      url: runs,
      payload: { jobUuid: unknown },
      headers: staff,
    });
    expect([job.statusCode, job.json().code]).toEqual([404, "studio_job_not_found"]);
    const run = await t.app.inject({ url: `${runs}/${unknown}`, headers: staff });
    expect([run.statusCode, run.json().code]).toEqual([404, "studio_production_run_not_found"]);
    const [listed] = (await t.app.inject({ url: runs, headers: staff })).json().runs;
    const file = await t.app.inject({ url: `${runs}/${listed.uuid}/files/other.zip`, headers: staff });
    expect([file.statusCode, file.json().code]).toEqual([404, "studio_production_file_not_found"]);
    const path = await t.app.inject({ url: `${runs}/${listed.uuid}/files/..%2Fsecret`, headers: staff });
    expect(path.statusCode).toBe(400);
  });

  it("are for owner and staff: 401 signed out, 403 for support", async () => {
    const out = await t.app.inject({ url: runs });
    expect(out.statusCode).toBe(401);
    const forbidden = await t.app.inject({
      method: "POST",
      url: runs,
      payload: { jobUuid },
      headers: support,
    });
    expect([forbidden.statusCode, forbidden.json().code]).toEqual([403, "studio_forbidden"]);
    expect((await t.app.inject({ url: runs, headers: support })).statusCode).toBe(403);
  });
});
