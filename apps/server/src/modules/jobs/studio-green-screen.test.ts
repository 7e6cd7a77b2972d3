import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { studioRecord } from "../../db/schema/index.ts";
import { createJob, createPictureSet, testJpeg } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createStaff, studioCookie } from "../../test/staff-factories.ts";

/** A multipart body as the studio's FormData sends it, with the member's cookie. */
function multipart(files: ReadonlyArray<{ name: string; data: Buffer }>, cookie: { cookie: string }) {
  const boundary = `----shop-test-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\n` +
          "Content-Type: image/jpeg\r\n\r\n",
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { ...cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

describe("the job page's green screen", () => {
  let t: TestApp;
  let jobUuid: string;
  let auth: { cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    auth = { cookie: await studioCookie(t, (await createStaff(t, { role: "staff" })).id) };
    const job = await createJob(t, { name: "Solberg skole" });
    jobUuid = job.uuid;
    await createPictureSet(t, { jobId: job.id, name: "Ida Hansen", group: "3B", greenscreen: [1] });
    await createPictureSet(t, { jobId: job.id, name: "Ola", group: "3B" });
  });
  afterAll(() => t.close());

  const url = () => `/api/studio/jobs/${jobUuid}/green-screen`;

  it("lists the pictures with a mask, and no backgrounds before any was added", async () => {
    const res = await t.app.inject({ method: "GET", url: url(), headers: auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.backgrounds).toEqual([]);
    expect(body.pictures).toHaveLength(1);
    expect(body.pictures[0]).toMatchObject({ subjectName: "Ida Hansen", group: "3B" });
  });

  it("adds backgrounds through the command's service, the first offered first, and records who did", async () => {
    const files = [
      { name: "blue-studio.jpg", data: await testJpeg(192, 128, "#2f5d8a") },
      { name: "garden.png", data: await testJpeg(192, 128, "#5b8c4a") },
    ];
    const res = await t.app.inject({
      method: "POST",
      url: `${url()}/backgrounds`,
      ...multipart(files, auth),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ added: 2 });
    const after = (await t.app.inject({ method: "GET", url: url(), headers: auth })).json();
    expect(after.backgrounds.map((b: { name: string; isDefault: boolean }) => [b.name, b.isDefault])).toEqual(
      [
        ["blue-studio", true],
        ["garden", false],
      ],
    );
    const [recorded] = await t.db.select().from(studioRecord).where(eq(studioRecord.objectId, jobUuid));
    expect(recorded).toMatchObject({ action: "job.backgrounds-added" });
  });

  it("refuses a file that is no picture and keeps nothing of the call", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: `${url()}/backgrounds`,
      ...multipart(
        [
          { name: "fine.jpg", data: await testJpeg(192, 128) },
          { name: "notes.jpg", data: Buffer.from("not a picture") },
        ],
        auth,
      ),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "studio_background_refused" });
    const after = (await t.app.inject({ method: "GET", url: url(), headers: auth })).json();
    expect(after.backgrounds).toHaveLength(2);
  });

  it("answers 404 for no job of the shop, 401 signed out and 403 to support", async () => {
    const other = "0b6f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4";
    const missing = await t.app.inject({
      method: "GET",
      url: `/api/studio/jobs/${other}/green-screen`,
      headers: auth,
    });
    expect(missing.json()).toMatchObject({ code: "studio_job_not_found" });
    expect((await t.app.inject({ method: "GET", url: url() })).statusCode).toBe(401);
    const support = { cookie: await studioCookie(t, (await createStaff(t, { role: "support" })).id) };
    expect((await t.app.inject({ method: "GET", url: url(), headers: support })).statusCode).toBe(403);
    const post = await t.app.inject({
      method: "POST",
      url: `${url()}/backgrounds`,
      ...multipart([{ name: "x.jpg", data: await testJpeg(192, 128) }], support),
    });
    expect(post.statusCode).toBe(403);
  });
});
