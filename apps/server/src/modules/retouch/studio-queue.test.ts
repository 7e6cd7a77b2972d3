import { randomUUID } from "node:crypto";
import type { PictureSet } from "@shop/contracts/picture-sets";
import type { StudioRetouchResponse, StudioRetouchTask } from "@shop/contracts/studio-retouch";
import { uploadLimits } from "@shop/domain/limits";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, studioRecord } from "../../db/schema/index.ts";
import { createJob, createParent, createShop, type TestShop, testJpeg } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createStaff, studioCookie } from "../../test/staff-factories.ts";
import { insertRetouchProduct } from "../catalog/retouch-products.ts";
import { openTransaction, payWithCard, putFileInCart } from "../checkout/purchase-test-support.ts";

/** A multipart body of one file as the studio's FormData sends it. */
function multipart(file: { name: string; type: string; data: Buffer }, headers: Record<string, string>) {
  const boundary = `----retouch-test-${randomUUID()}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { ...headers, "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

describe("the studio's retouch queue", () => {
  let t: TestApp;
  let shop: TestShop;
  let staff: { cookie: string };
  let tasks: Array<{ uuid: string }>;
  let jobUuid: string;
  let otherJobUuid: string;
  let parent: Awaited<ReturnType<typeof createParent>>;

  /** A paid order of the parent's picture with the retouch tasks chosen. */
  async function orderRetouch(
    who: Awaited<ReturnType<typeof createParent>>,
    pictureIndex: number,
    taskIndexes: number[],
  ): Promise<string> {
    const picture = who.set.pictures[pictureIndex];
    if (!picture) throw new Error("no picture");
    await putFileInCart(t.app, who.cookie, picture);
    const put = await t.app.inject({
      method: "PUT",
      url: "/api/webshop/cart/retouch",
      payload: { items: { [picture.uuid]: taskIndexes.map((i) => tasks[i]?.uuid) } },
      headers: { cookie: who.cookie },
    });
    expect(put.statusCode).toBe(200);
    const { transactionUuid, orderUuid } = await openTransaction(t.app, who.cookie, "card");
    expect((await payWithCard(t.app, who.cookie, transactionUuid)).json().status).toBe("paid");
    return orderUuid;
  }

  const queue = (query: string, headers: Record<string, string> = staff) =>
    t.app.inject({ method: "GET", url: `/api/studio/retouch${query}`, headers });

  beforeAll(async () => {
    t = await createTestApp();
    shop = await createShop(t, { filePrice: 10_000 });
    staff = { cookie: await studioCookie(t, (await createStaff(t, { role: "staff" })).id) };
    tasks = (
      await insertRetouchProduct(t.db, t.app.portalId, {
        name: "Retouch",
        price: 0,
        tasks: [
          { name: "Remove blemishes", extraPrice: 4_900 },
          { name: "Fix flyaway hair", extraPrice: 3_900 },
        ],
      })
    ).tasks;
    parent = await createParent(t, shop, { pictureCount: 2, name: "Emma Berg", group: "3B" });
    await orderRetouch(parent, 0, [0, 1]);
    const other = await createJob(t, { name: "Nordby skole" });
    const stranger = await createParent(t, { jobId: other.id }, { pictureCount: 1, name: "Ola Dahl" });
    await orderRetouch(stranger, 0, [1]);
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
    expect(body.items.map((i) => i.child)).toEqual(["Emma Berg", "Ola Dahl"]);
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

  it("filters by job and state", async () => {
    const ofJob = (await queue(`?job=${otherJobUuid}`)).json() as StudioRetouchResponse;
    expect(ofJob.items.map((i) => i.child)).toEqual(["Ola Dahl"]);
    expect(((await queue("?state=done")).json() as StudioRetouchResponse).total).toBe(0);
    expect(((await queue("?state=all")).json() as StudioRetouchResponse).total).toBe(2);
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
