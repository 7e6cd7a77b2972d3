import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import type { ImportProblem } from "@shop/contracts/job-imports";
import { templateProductTypes } from "@shop/domain/product-kind";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZipFile } from "yazl";
import { accessCodes, importBatches, jobs, studioRecord, subjects } from "../../db/schema/index.ts";
import { LocalStorage, type Storage } from "../../platform/storage.ts";
import {
  aTemplateDocument,
  createTemplate,
  createTemplateCategory,
  createTemplateProduct,
} from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { startS3Server, type TestS3Server } from "../../test/s3-server.ts";
import { createStaff, studioCookie } from "../../test/staff-factories.ts";
import { derivedKey } from "../images/service.ts";
import { aheadFormat, filledPreviewStorageKey } from "../templates/filled-preview.ts";
import { inEnglish, pictureFile } from "./job-test-support.ts";
import {
  createUpload,
  interruptedPatch,
  listen,
  noisyJpeg,
  patchUpload,
  type StudioClient,
  studioJson,
  uploadFile,
  uploadOffset,
} from "./tus-client-test-support.ts";

interface Batch {
  uuid: string;
  state: string;
  problems: ImportProblem[];
  warnings: ImportProblem[];
  progress: { filesDone: number; filesTotal: number; thumbnailsDone: number; thumbnailsTotal: number };
  job: { uuid: string; createdJob: boolean; newSubjects: number; skippedPictures: number } | null;
}

async function newBatch(client: StudioClient, name: string): Promise<Batch> {
  const created = await studioJson(client, "POST", "/api/studio/jobs/imports", { name, type: "school" });
  expect(created.status).toBe(201);
  return created.json as unknown as Batch;
}

async function batchStep(client: StudioClient, uuid: string, step: "check" | "confirm"): Promise<Batch> {
  const answer = await studioJson(client, "POST", `/api/studio/jobs/imports/${uuid}/${step}`);
  expect(answer.status, JSON.stringify(answer.json)).toBe(step === "check" ? 200 : 202);
  return answer.json as unknown as Batch;
}

async function batchNow(client: StudioClient, uuid: string): Promise<Batch> {
  return (await studioJson(client, "GET", `/api/studio/jobs/imports/${uuid}`)).json as unknown as Batch;
}

function zipOf(files: Record<string, Buffer>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, data] of Object.entries(files)) zip.addBuffer(data, name);
  zip.end();
  const chunks: Buffer[] = [];
  const out = zip.outputStream.pipe(new PassThrough());
  return new Promise((resolve, reject) => {
    out.on("data", (chunk: Buffer) => chunks.push(chunk));
    out.on("end", () => resolve(Buffer.concat(chunks)));
    out.on("error", reject);
  });
}

async function codesOfJob(t: TestApp<Storage>, jobUuid: string): Promise<Map<string, string | null>> {
  const rows = await t.db
    .select({ name: subjects.name, code: accessCodes.codeHash })
    .from(subjects)
    .innerJoin(jobs, eq(jobs.id, subjects.jobId))
    .innerJoin(accessCodes, eq(accessCodes.subjectId, subjects.id))
    .where(eq(jobs.uuid, jobUuid))
    .orderBy(asc(subjects.name));
  return new Map(rows.map((r) => [r.name, r.code]));
}

describe("the studio's job import on local storage", () => {
  let t: TestApp<LocalStorage>;
  let client: StudioClient;
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "shop-import-batches-"));
    t = await createTestApp({ storage: new LocalStorage(root) });
    client = await listen(t.app, await studioCookie(t, (await createStaff(t, { role: "staff" })).id));
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  it("resumes an interrupted upload from the offset HEAD answers, imports in the background and makes the thumbnails", async () => {
    const batch = await newBatch(client, "Solberg skole 2026");
    const large = await noisyJpeg(1200, 1500);
    expect(large.length).toBeGreaterThan(1024 * 1024);
    await uploadFile(
      client,
      batch.uuid,
      "roster.csv",
      Buffer.from("subject,group,picture\nIda,3B,ida.jpg\nOla,3B,ola.jpg\n"),
    );
    await uploadFile(client, batch.uuid, "ida.jpg", await pictureFile(60, 75, 40));

    const created = await createUpload(client, batch.uuid, "ola.jpg", large.length);
    expect(created.status).toBe(201);
    await interruptedPatch(client, created.url, large, 512 * 1024);
    // The server keeps what arrived before the connection dropped.
    let offset = 0;
    for (let i = 0; i < 50 && offset === 0; i++) {
      offset = await uploadOffset(client, created.url);
      if (offset === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(512 * 1024);
    expect((await batchNow(client, batch.uuid)).state).toBe("uploading");
    const notYet = await studioJson(client, "POST", `/api/studio/jobs/imports/${batch.uuid}/check`);
    expect(notYet.status).toBe(409);

    const rest = await patchUpload(client, created.url, offset, large.subarray(offset));
    expect(rest).toEqual({ status: 204, offset: large.length });
    expect(await uploadOffset(client, created.url)).toBe(large.length);
    const id = new URL(created.url).pathname.split("/").pop();
    expect((await readFile(path.join(root, "imports-tus", id as string))).equals(large)).toBe(true);

    expect((await batchStep(client, batch.uuid, "check")).state).toBe("checked");
    expect((await batchStep(client, batch.uuid, "confirm")).state).toBe("queued");
    await t.app.work.flush();

    const done = await batchNow(client, batch.uuid);
    expect(done.state).toBe("imported");
    expect(done.progress).toEqual({ filesDone: 2, filesTotal: 2, thumbnailsDone: 2, thumbnailsTotal: 2 });
    expect(done.job).toMatchObject({ createdJob: true, newSubjects: 2, skippedPictures: 0 });
    // The job holds its pictures under keys of their own; the upload is gone.
    expect(await t.storage.exists(`imports-tus/${id}`)).toBe(false);
    const codes = await codesOfJob(t, done.job?.uuid as string);
    expect([...codes.keys()]).toEqual(["Ida", "Ola"]);
    const { picturesOfJob } = await import("../subjects/job-pictures.ts");
    const [job] = await t.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.uuid, done.job?.uuid as string));
    for (const picture of await picturesOfJob(t.db, job?.id as number)) {
      expect(await t.storage.exists(derivedKey(picture.uuid, "320", "jpeg"))).toBe(true);
    }
  });

  it("shows the roster's problems by line, and checks clean once the corrected roster is sent again", async () => {
    const batch = await newBatch(client, "Bakken barnehage");
    await uploadFile(
      client,
      batch.uuid,
      "roster.csv",
      Buffer.from("subject,group,picture\nNora,Blå,nora.jpg\nEmil,Blå,emil.jpg\n"),
    );
    await uploadFile(client, batch.uuid, "nora.jpg", await pictureFile());
    const refused = await batchStep(client, batch.uuid, "check");
    expect(refused.state).toBe("refused");
    expect(inEnglish(refused.problems)).toEqual([
      { line: 3, message: "the file emil.jpg is not among the files" },
    ]);
    const early = await studioJson(client, "POST", `/api/studio/jobs/imports/${batch.uuid}/confirm`);
    expect(early.status).toBe(409);

    await uploadFile(
      client,
      batch.uuid,
      "roster.csv",
      Buffer.from("subject,group,picture\nNora,Blå,nora.jpg\n"),
    );
    const checked = await batchStep(client, batch.uuid, "check");
    expect(checked).toMatchObject({ state: "checked", problems: [] });
  });

  it("keeps the codes of a job imported again with more subjects", async () => {
    const first = await newBatch(client, "Vik skole");
    await uploadFile(
      client,
      first.uuid,
      "roster.csv",
      Buffer.from("subject,group,picture\nAda,1A,ada.jpg\n"),
    );
    await uploadFile(client, first.uuid, "ada.jpg", await pictureFile(40, 50, 70));
    await batchStep(client, first.uuid, "check");
    await batchStep(client, first.uuid, "confirm");
    await t.app.work.flush();
    const jobUuid = (await batchNow(client, first.uuid)).job?.uuid as string;
    const before = await codesOfJob(t, jobUuid);

    const again = await newBatch(client, "Vik skole");
    await uploadFile(
      client,
      again.uuid,
      "roster.csv",
      Buffer.from("subject,group,picture\nAda,1A,ada.jpg\nBo,1A,bo.jpg\n"),
    );
    await uploadFile(client, again.uuid, "bo.jpg", await pictureFile(40, 50, 90));
    expect((await batchStep(client, again.uuid, "check")).problems).toEqual([]);
    await batchStep(client, again.uuid, "confirm");
    await t.app.work.flush();
    const done = await batchNow(client, again.uuid);
    expect(done.job).toMatchObject({ uuid: jobUuid, createdJob: false, newSubjects: 1, skippedPictures: 1 });
    const after = await codesOfJob(t, jobUuid);
    expect(after.get("Ada")).toBe(before.get("Ada"));
    expect([...after.keys()]).toEqual(["Ada", "Bo"]);
  });

  it("stores the check's warnings with the batch: what a re-import renames, keeps and removes, by line", async () => {
    const first = await newBatch(client, "Lia skole");
    await uploadFile(
      client,
      first.uuid,
      "roster.csv",
      Buffer.from(
        'subject,group,picture,guardian_emails\n"Olsen, Ida",2B,ida.jpg,mor@example.com far@example.com\nBo,2B,bo.jpg,\n',
      ),
    );
    await uploadFile(client, first.uuid, "ida.jpg", await pictureFile(40, 50, 70));
    await uploadFile(client, first.uuid, "bo.jpg", await pictureFile(40, 50, 80));
    expect(await batchStep(client, first.uuid, "check")).toMatchObject({ warnings: [] });
    await batchStep(client, first.uuid, "confirm");
    await t.app.work.flush();

    const again = await newBatch(client, "Lia skole");
    await uploadFile(
      client,
      again.uuid,
      "roster.csv",
      Buffer.from(
        "first_name,last_name,class,picture,guardian_emails\nIda,Olsen,2B,ida.jpg,mor@example.com\nIda,Olsen,2B,ida-2.jpg,\n",
      ),
    );
    await uploadFile(client, again.uuid, "ida-2.jpg", await pictureFile(40, 50, 90));
    const checked = await batchStep(client, again.uuid, "check");
    const warnings = [
      { line: 0, message: "1 row is imported already and stays as it is (line 2)" },
      {
        line: 0,
        message: '"Bo" (2B) is in the job but not in this roster; the subject, its pictures and code stay',
      },
      { line: 2, message: '"Olsen, Ida" is now named "Ida Olsen"; its pictures and code stay' },
      { line: 2, message: '1 guardian address of "Ida Olsen" is not in this roster and will be removed' },
    ];
    expect(checked).toMatchObject({ state: "checked", problems: [] });
    expect(inEnglish(checked.warnings)).toEqual(warnings);
    expect(inEnglish((await batchNow(client, again.uuid)).warnings)).toEqual(warnings);

    // A file sent again makes the check, its warnings too, stale.
    await uploadFile(client, again.uuid, "ida-2.jpg", await pictureFile(40, 50, 95));
    expect(await batchNow(client, again.uuid)).toMatchObject({ state: "uploading", warnings: [] });
  });

  it("stores problems and warnings as codes, and still shows a batch stored before they had codes", async () => {
    const coded = await newBatch(client, "Koder skole");
    await uploadFile(
      client,
      coded.uuid,
      "roster.csv",
      Buffer.from("subject,group,picture\nEmil,1A,emil.jpg\n"),
    );
    await batchStep(client, coded.uuid, "check");
    const [stored] = await t.db
      .select({ problems: importBatches.problems })
      .from(importBatches)
      .where(eq(importBatches.uuid, coded.uuid));
    expect(stored?.problems).toEqual([{ line: 2, code: "fileMissing", params: { file: "emil.jpg" } }]);

    // A row as migration 0031 left it: `{ line, message }` in English.
    const old = await newBatch(client, "Gammel skole");
    await t.db
      .update(importBatches)
      .set({
        state: "refused",
        problems: [{ line: 3, message: "the file emil.jpg is not among the files" }],
        warnings: [
          {
            line: 0,
            message:
              '"Bo" (2B) is in the job but not in this roster; the subject, its pictures and code stay',
          },
        ],
      })
      .where(eq(importBatches.uuid, old.uuid));
    const shown = await batchNow(client, old.uuid);
    expect(shown.problems).toEqual([
      { line: 3, code: "written", params: { text: "the file emil.jpg is not among the files" } },
    ]);
    expect(inEnglish(shown.warnings)).toEqual([
      {
        line: 0,
        message: '"Bo" (2B) is in the job but not in this roster; the subject, its pictures and code stay',
      },
    ]);
  });

  it("imports a zip of the job's folder as the folder", async () => {
    const batch = await newBatch(client, "Zip skole");
    const zip = await zipOf({
      "Zip skole/roster.csv": Buffer.from("subject,group,picture\nLiv,2C,liv.jpg\nTor,2C,tor.jpg\n"),
      "Zip skole/liv.jpg": await pictureFile(40, 50, 20),
      "Zip skole/tor.jpg": await pictureFile(40, 50, 200),
      "__MACOSX/Zip skole/._liv.jpg": Buffer.from("resource fork"),
    });
    await uploadFile(client, batch.uuid, "Zip skole.zip", zip);
    expect((await batchStep(client, batch.uuid, "check")).problems).toEqual([]);
    await batchStep(client, batch.uuid, "confirm");
    await t.app.work.flush();
    const done = await batchNow(client, batch.uuid);
    expect(done.state).toBe("imported");
    expect(done.job).toMatchObject({ newSubjects: 2 });
  });

  it("makes the filled previews of the imported sets ahead, before any parent redeems a code (issue 34)", async () => {
    // A tile of 'Exclusive deals' shows its first template filled with the set's pictures.
    const category = await createTemplateCategory(t, { internalName: "mugs" });
    const product = await createTemplateProduct(t, { type: templateProductTypes.PHOTOGIFT, name: "Mug" });
    const mug = await createTemplate(t, {
      productId: product.id,
      categoryIds: [category.id],
      document: aTemplateDocument({ name: "Mug", type: "PHOTOGIFT", size: { width: 200, height: 90 } }),
    });
    const batch = await newBatch(client, "Mugg skole");
    await uploadFile(
      client,
      batch.uuid,
      "roster.csv",
      Buffer.from("subject,group,picture\nEli,1A,eli.jpg\n"),
    );
    await uploadFile(client, batch.uuid, "eli.jpg", await pictureFile(40, 50, 80));
    await batchStep(client, batch.uuid, "check");
    await batchStep(client, batch.uuid, "confirm");
    // The import, its thumbnails, the job's row of previews and its set's row: all of the queue, in that order.
    await t.app.work.flush();
    const done = await batchNow(client, batch.uuid);
    const [eli] = await t.db
      .select({ uuid: subjects.uuid })
      .from(subjects)
      .innerJoin(jobs, eq(jobs.id, subjects.jobId))
      .where(eq(jobs.uuid, done.job?.uuid as string));
    const key = filledPreviewStorageKey(
      { uuid: mug.uuid, version: 1, subjectUuid: eli?.uuid ?? "" },
      aheadFormat,
    );
    expect(await t.storage.exists(key)).toBe(true);
  });

  it("reports a picture that does not decode as the import's problem by line, keeping nothing", async () => {
    const batch = await newBatch(client, "Brutt skole");
    await uploadFile(
      client,
      batch.uuid,
      "roster.csv",
      Buffer.from("subject,group,picture\nKai,4A,kai.jpg\n"),
    );
    await uploadFile(client, batch.uuid, "kai.jpg", Buffer.from("not a picture at all, only words"));
    await batchStep(client, batch.uuid, "check");
    await batchStep(client, batch.uuid, "confirm");
    await t.app.work.flush();
    const failed = await batchNow(client, batch.uuid);
    expect(failed.state).toBe("failed");
    expect(failed.problems[0]?.line).toBe(2);
    expect(await t.db.select().from(jobs).where(eq(jobs.name, "Brutt skole"))).toEqual([]);
  });

  it("refuses uploads the import would not read, and to no batch", async () => {
    const batch = await newBatch(client, "Grenser");
    expect((await createUpload(client, batch.uuid, "notes.txt", 10)).status).toBe(415);
    expect((await createUpload(client, batch.uuid, "roster.csv", 50 * 1024 * 1024)).status).toBe(413);
    expect((await createUpload(client, batch.uuid, "../roster.csv", 10)).status).toBe(400);
    expect((await createUpload(client, "8d5b1f4c-2c6e-4d8a-9a51-0c1b2d3e4f50", "a.jpg", 10)).status).toBe(
      404,
    );
  });

  it("answers 401 signed out and 403 to support, to the uploads and the import calls alike", async () => {
    const batch = await newBatch(client, "Låst");
    const signedOut = { ...client, cookie: "" };
    expect((await createUpload(signedOut, batch.uuid, "roster.csv", 10)).status).toBe(401);
    expect((await studioJson(signedOut, "GET", `/api/studio/jobs/imports/${batch.uuid}`)).status).toBe(401);
    const support = {
      ...client,
      cookie: await studioCookie(t, (await createStaff(t, { role: "support" })).id),
    };
    expect((await createUpload(support, batch.uuid, "roster.csv", 10)).status).toBe(403);
    const create = await studioJson(support, "POST", "/api/studio/jobs/imports", {
      name: "x",
      type: "school",
    });
    expect(create.status).toBe(403);
  });

  it("records who started and confirmed an import", async () => {
    const record = await t.db
      .select({ action: studioRecord.action, objectId: studioRecord.objectId })
      .from(studioRecord)
      .where(eq(studioRecord.action, "job.import"));
    expect(record.length).toBeGreaterThan(0);
  });
});

describe("the studio's job import on S3", () => {
  let s3: TestS3Server;
  let t: TestApp<Storage>;
  let client: StudioClient;
  beforeAll(async () => {
    s3 = await startS3Server();
    const storage = await s3.createBucket("shop-imports");
    t = await createTestApp<Storage>({ storage });
    client = await listen(t.app, await studioCookie(t, (await createStaff(t, { role: "owner" })).id));
  });
  afterAll(async () => {
    await t.close();
    await s3.stop();
  });

  it("keeps a resumed upload in the bucket and imports from there", async () => {
    const batch = await newBatch(client, "Sky skole");
    await uploadFile(
      client,
      batch.uuid,
      "roster.csv",
      Buffer.from("subject,group,picture\nEli,5B,eli.jpg\n"),
    );
    const photo = await noisyJpeg(600, 750);
    const created = await createUpload(client, batch.uuid, "eli.jpg", photo.length);
    const half = Math.floor(photo.length / 2);
    expect(await patchUpload(client, created.url, 0, photo.subarray(0, half))).toEqual({
      status: 204,
      offset: half,
    });
    expect(await uploadOffset(client, created.url)).toBe(half);
    expect(await patchUpload(client, created.url, half, photo.subarray(half))).toEqual({
      status: 204,
      offset: photo.length,
    });
    const id = new URL(created.url).pathname.split("/").pop();
    expect((await t.storage.get(`imports-tus/${id}`))?.equals(photo)).toBe(true);

    await batchStep(client, batch.uuid, "check");
    await batchStep(client, batch.uuid, "confirm");
    await t.app.work.flush();
    const done = await batchNow(client, batch.uuid);
    expect(done).toMatchObject({ state: "imported", progress: { thumbnailsDone: 1, thumbnailsTotal: 1 } });
  });
});
