import { randomUUID } from "node:crypto";
import type { PictureSet } from "@shop/contracts/picture-sets";
import type { StudioRetouchResponse, StudioRetouchTask } from "@shop/contracts/studio-retouch";
import { uploadLimits } from "@shop/domain/limits";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, studioRecord } from "../../db/schema/index.ts";
import { createJob, createShop, type Parent, type TestShop, testJpeg } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { multipart } from "../../test/multipart.ts";
import { createRetouchProduct, orderWithRetouch } from "../../test/retouch-orders.ts";
import { createStaff, studioCookie } from "../../test/staff-factories.ts";

describe("the studio's retouch queue", () => {
  let t: TestApp;
  let shop: TestShop;
  let staff: { cookie: string };
  let jobUuid: string;
  let otherJobUuid: string;
  let parent: Parent;
  let stranger: Parent;

  const queue = (query: string, headers: Record<string, string> = staff) =>
    t.app.inject({ method: "GET", url: `/api/studio/retouch${query}`, headers });

  beforeAll(async () => {
    t = await createTestApp();
    shop = await createShop(t, { filePrice: 10_000 });
    staff = { cookie: await studioCookie(t, (await createStaff(t, { role: "staff" })).id) };
    const { tasks } = await createRetouchProduct(t);
    const task = (i: number) => tasks[i]?.uuid as string;
    parent = (await orderWithRetouch(t, shop, [task(0), task(1)])).parent;
    const other = await createJob(t, { name: "Nordby skole" });
    stranger = (await orderWithRetouch(t, { jobId: other.id }, [task(1)])).parent;
    const [job] = await t.db.select({ uuid: jobs.uuid }).from(jobs).where(eq(jobs.id, shop.jobId));
    jobUuid = job?.uuid as string;
    otherJobUuid = other.uuid;
  });
  afterAll(() => t.close());

  it("lists the waiting retouch of every job, oldest first, with child, class, picture and tasks", async () => {
    const res = await queue("");
    expect(res.statusCode).toBe(200);
    const body = res.json() as StudioRetouchResponse;
    expect(body).toMatchObject({ total: 2, page: 1 });
    expect(body.items.map((i) => i.child)).toEqual([parent.set.subject.name, stranger.set.subject.name]);
    expect(body.items[0]).toMatchObject({
      group: "3B",
      job: { uuid: jobUuid },
      picture: { uuid: parent.set.pictures[0]?.uuid, webshopId: parent.set.pictures[0]?.webshopId },
      tasks: ["Remove blemishes", "Fix flyaway hair"],
      state: "waiting",
      retouchedAt: null,
    });
    expect(body.items[0]?.reference).toHaveLength(8);
    expect(body.items[0]?.thumbnail).toMatch(`/api/webshop/images/${parent.set.pictures[0]?.uuid}/320?`);
  });

  it("filters by job and state, a page at a time", async () => {
    const ofJob = (await queue(`?job=${otherJobUuid}`)).json() as StudioRetouchResponse;
    expect(ofJob.items.map((i) => i.child)).toEqual([stranger.set.subject.name]);
    expect(((await queue("?state=done")).json() as StudioRetouchResponse).total).toBe(0);
    expect(((await queue("?state=all")).json() as StudioRetouchResponse).total).toBe(2);
    // Paged on the server: past the last page, no rows but the same total.
    expect((await queue("?state=all&page=2")).json()).toMatchObject({ items: [], total: 2, page: 2 });
  });

  it("refuses a state it does not know (400), a job not of the shop (404), signed out (401) and support (403)", async () => {
    const bad = await queue("?state=soon");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "invalid_input" });
    const unknown = await queue(`?job=${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "studio_retouch_not_found" });
    expect((await queue("", {})).statusCode).toBe(401);
    const support = { cookie: await studioCookie(t, (await createStaff(t, { role: "support" })).id) };
    expect((await queue("", support)).statusCode).toBe(403);
  });

  it("takes the retouched file, marks it done, records it, and the buyer sees the picture retouched", async () => {
    const [task] = ((await queue(`?job=${jobUuid}`)).json() as StudioRetouchResponse).items;
    if (!task) throw new Error("no task");
    const res = await t.app.inject({
      method: "POST",
      url: `/api/studio/retouch/${task.uuid}/file`,
      ...multipart(
        { name: "emma.jpg", type: "image/jpeg", data: await testJpeg(120, 150, "#ff0000") },
        staff,
      ),
    });
    expect(res.statusCode).toBe(200);
    const done = (res.json() as { task: StudioRetouchTask }).task;
    expect(done).toMatchObject({ uuid: task.uuid, state: "done" });
    expect(done.thumbnail).toMatch(`/api/webshop/retouched/${task.uuid}/`);
    expect(((await queue("?state=done")).json() as StudioRetouchResponse).items.map((i) => i.uuid)).toEqual([
      task.uuid,
    ]);
    const [line] = await t.db.select().from(studioRecord).where(eq(studioRecord.action, "retouch.upload"));
    expect(line).toMatchObject({ objectId: task.uuid, detail: { replaced: false } });

    const set = await t.app.inject({
      method: "GET",
      url: `/api/webshop/picture-sets/${parent.set.subject.uuid}`,
      headers: { cookie: parent.cookie },
    });
    const body = set.json() as { pictureSet: PictureSet } | PictureSet;
    const pictures = ("pictureSet" in body ? body.pictureSet : body).pictures;
    expect(pictures.find((p) => p.uuid === task.picture.uuid)?.keywords).toContain("retouched");

    // Again: the new file replaces the first.
    const again = await t.app.inject({
      method: "POST",
      url: `/api/studio/retouch/${task.uuid}/file`,
      ...multipart(
        { name: "emma2.png", type: "image/png", data: await testJpeg(130, 160, "#00ff00") },
        staff,
      ),
    });
    expect(again.statusCode).toBe(200);
    expect((again.json() as { task: StudioRetouchTask }).task.thumbnail).not.toBe(done.thumbnail);
  });

  it("refuses a file that is no picture, incomplete, too large or none, each with its own code, and keeps nothing", async () => {
    const [task] = ((await queue(`?job=${otherJobUuid}`)).json() as StudioRetouchResponse).items;
    if (!task) throw new Error("no task");
    const send = (data: Buffer, name = "x.jpg") =>
      t.app.inject({
        method: "POST",
        url: `/api/studio/retouch/${task.uuid}/file`,
        ...multipart({ name, type: "image/jpeg", data }, staff),
      });
    const notPicture = await send(Buffer.from("not a picture at all"));
    expect(notPicture.statusCode).toBe(400);
    expect(notPicture.json()).toMatchObject({ code: "studio_retouch_not_an_image" });
    const jpeg = await sharp({ create: { width: 400, height: 500, channels: 3, background: "#c08040" } })
      .jpeg()
      .toBuffer();
    const cut = await send(jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toMatchObject({ code: "studio_retouch_incomplete" });
    const large = await send(Buffer.alloc(uploadLimits.maxBytes + 1, 0xff));
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ code: "studio_retouch_too_large" });
    const none = await t.app.inject({
      method: "POST",
      url: `/api/studio/retouch/${task.uuid}/file`,
      headers: { ...staff, "content-type": "application/json" },
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: "studio_retouch_file_missing" });
    const waiting = (await queue(`?job=${otherJobUuid}`)).json() as StudioRetouchResponse;
    expect(waiting.items[0]?.state).toBe("waiting");
  });

  it("answers 404 for a task not of the shop, 401 signed out and 403 to support", async () => {
    const data = await testJpeg();
    const url = `/api/studio/retouch/${randomUUID()}/file`;
    const unknown = await t.app.inject({
      method: "POST",
      url,
      ...multipart({ name: "a.jpg", type: "image/jpeg", data }, staff),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "studio_retouch_not_found" });
    const signedOut = await t.app.inject({
      method: "POST",
      url,
      ...multipart({ name: "a.jpg", type: "image/jpeg", data }, {}),
    });
    expect(signedOut.statusCode).toBe(401);
    const support = { cookie: await studioCookie(t, (await createStaff(t, { role: "support" })).id) };
    const refused = await t.app.inject({
      method: "POST",
      url,
      ...multipart({ name: "a.jpg", type: "image/jpeg", data }, support),
    });
    expect(refused.statusCode).toBe(403);
  });
});
