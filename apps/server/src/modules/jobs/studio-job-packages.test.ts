import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../db/schema/index.ts";
import { createJob } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createPurchaseShop } from "../../test/order-factories.ts";
import { createStaff, studioCookie } from "../../test/staff-factories.ts";
import { createPackageOffer, createPackageParts } from "../packages/package-test-support.ts";

describe("the job page's package offers", () => {
  let t: TestApp;
  let jobUuid: string;
  let auth: { cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    auth = { cookie: await studioCookie(t, (await createStaff(t, { role: "staff" })).id) };
    const shop = await createPurchaseShop(t);
    const parts = await createPackageParts(t);
    await createPackageOffer(t, shop, parts, {
      name: "Family package",
      timeLimitedDiscountPrice: 60_000,
      timeLimitedDiscountEnds: new Date("2026-12-01T22:59:59Z"),
    });
    const [job] = await t.db.select({ uuid: jobs.uuid }).from(jobs).where(eq(jobs.id, shop.jobId));
    jobUuid = job?.uuid as string;
  });
  afterAll(() => t.close());

  it("lists the job's offers with their prices and time-limited prices", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/studio/jobs/${jobUuid}/packages`,
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      currency: "NOK",
      packages: [
        {
          name: "Family package",
          type: "package",
          price: 70_000,
          timeLimitedPrice: 60_000,
          timeLimitedEnds: "2026-12-01T22:59:59.000Z",
          disabledReason: null,
          itemCount: 4,
        },
      ],
    });
  });

  it("answers an empty list for a job without offers", async () => {
    const job = await createJob(t, { name: "Nordby skole" });
    const res = await t.app.inject({
      method: "GET",
      url: `/api/studio/jobs/${job.uuid}/packages`,
      headers: auth,
    });
    expect(res.json()).toMatchObject({ packages: [] });
  });

  it("answers 404 for no job of the shop, 401 signed out and 403 to support", async () => {
    const other = "0b6f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4";
    const missing = await t.app.inject({
      method: "GET",
      url: `/api/studio/jobs/${other}/packages`,
      headers: auth,
    });
    expect(missing.json()).toMatchObject({ code: "studio_job_not_found" });
    const url = `/api/studio/jobs/${jobUuid}/packages`;
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    const support = { cookie: await studioCookie(t, (await createStaff(t, { role: "support" })).id) };
    expect((await t.app.inject({ method: "GET", url, headers: support })).statusCode).toBe(403);
  });
});
