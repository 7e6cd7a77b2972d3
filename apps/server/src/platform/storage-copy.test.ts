import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { HeadObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../test/s3-server.ts";
import { LocalStorage, MemoryStorage, type Storage } from "./storage.ts";
import { type CopyProgress, contentTypeFor, copyStorage } from "./storage-copy.ts";

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.stop());

async function keysOf(storage: Storage): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for await (const file of storage.list()) found[file.key] = file.size;
  return found;
}

async function localShopFiles(): Promise<LocalStorage> {
  const local = new LocalStorage(mkdtempSync(path.join(os.tmpdir(), "shop-files-")));
  await local.put("originals/a.jpg", randomBytes(300_000));
  await local.put("originals/b.jpg", randomBytes(1234));
  await local.put("derived/a-320.webp", randomBytes(99));
  await local.put("backgrounds/front.jpg", randomBytes(5000));
  return local;
}

describe("copying the shop's files to another storage", () => {
  it("copies every local file into the S3 bucket under its key, with its content type", async () => {
    const local = await localShopFiles();
    const bucket = await s3.createBucket("copy-all");
    const progress: CopyProgress[] = [];
    const summary = await copyStorage(local, bucket, { onFile: (p) => progress.push(p) });
    expect(summary).toEqual({ copied: 4, copiedBytes: 306_333, skipped: 0, skippedBytes: 0 });
    expect(await keysOf(bucket)).toEqual(await keysOf(local));
    expect(
      (await bucket.get("originals/a.jpg"))?.equals((await local.get("originals/a.jpg")) as Buffer),
    ).toBe(true);
    const head = await bucket.client.send(
      new HeadObjectCommand({ Bucket: "copy-all", Key: "derived/a-320.webp" }),
    );
    expect(head.ContentType).toBe("image/webp");
    expect(progress.map((p) => p.done).sort()).toEqual([1, 2, 3, 4]);
    expect(progress.every((p) => p.total === 4 && p.action === "copied")).toBe(true);
  });

  it("skips the files the bucket already holds with the same size when run again", async () => {
    const local = await localShopFiles();
    const bucket = await s3.createBucket("copy-again");
    await copyStorage(local, bucket);
    await local.put("originals/b.jpg", randomBytes(2000));
    await local.put("originals/c.jpg", randomBytes(10));
    const summary = await copyStorage(local, bucket);
    expect(summary).toEqual({ copied: 2, copiedBytes: 2010, skipped: 3, skippedBytes: 305_099 });
    expect((await bucket.get("originals/b.jpg"))?.length).toBe(2000);
    expect(await copyStorage(local, bucket)).toEqual({
      copied: 0,
      copiedBytes: 0,
      skipped: 5,
      skippedBytes: 307_109,
    });
  });

  it("stops with the error when a file cannot be stored", async () => {
    const from = new MemoryStorage();
    for (let i = 0; i < 10; i += 1) await from.put(`originals/${i}.jpg`, Buffer.from("x"));
    const to = new MemoryStorage();
    let puts = 0;
    to.put = async () => {
      puts += 1;
      throw new Error("bucket full");
    };
    await expect(copyStorage(from, to, { concurrency: 2 })).rejects.toThrow("bucket full");
    expect(puts).toBeLessThanOrEqual(2);
  });

  it.each([
    ["originals/x.jpg", "image/jpeg"],
    ["logos/demo.PNG", "image/png"],
    ["derived/x-320.webp", "image/webp"],
    ["generated/letters.pdf", "application/pdf"],
    ["other/file", "application/octet-stream"],
  ])("stores %s as %s", (key, type) => {
    expect(contentTypeFor(key)).toBe(type);
  });
});
