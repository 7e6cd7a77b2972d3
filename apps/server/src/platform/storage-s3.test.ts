import { HeadObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../test/s3-server.ts";
import { S3Storage } from "./s3-storage.ts";
import { openStorage } from "./storage.ts";

let s3: TestS3Server;
let storage: S3Storage;
beforeAll(async () => {
  s3 = await startS3Server();
  storage = await s3.createBucket("shop-files");
});
afterAll(() => s3.stop());

describe("S3 storage", () => {
  it("keeps the content type a file was stored with", async () => {
    await storage.put("derived/p-320.webp", Buffer.from("webp"), "image/webp");
    const head = await storage.client.send(
      new HeadObjectCommand({ Bucket: "shop-files", Key: "derived/p-320.webp" }),
    );
    expect(head.ContentType).toBe("image/webp");
  });

  it("streams a file as it is read, before the whole file has arrived", async () => {
    const data = Buffer.alloc(8 * 1024 * 1024, 7);
    await storage.put("originals/large.jpg", data, "image/jpeg");
    const stream = await storage.stream("originals/large.jpg");
    if (!stream) throw new Error("no stream");
    const first = await new Promise<Buffer>((resolve) => stream.once("data", resolve));
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThan(data.length);
    stream.destroy();
  });

  it("leaves out the empty folder objects that consoles make", async () => {
    const bucket = await s3.createBucket("shop-folders");
    await bucket.client.send(new PutObjectCommand({ Bucket: "shop-folders", Key: "originals/", Body: "" }));
    await bucket.put("originals/a.jpg", Buffer.from("a"));
    const keys: string[] = [];
    for await (const file of bucket.list()) keys.push(file.key);
    expect(keys).toEqual(["originals/a.jpg"]);
  });
});

describe("openStorage with S3 settings", () => {
  it("opens the configured bucket", async () => {
    await storage.put("backgrounds/front.jpg", Buffer.from("front"), "image/jpeg");
    const opened = await openStorage({ storage: { kind: "s3", ...s3.options("shop-files") } });
    expect(opened).toBeInstanceOf(S3Storage);
    expect((await opened.get("backgrounds/front.jpg"))?.toString()).toBe("front");
  });

  it("refuses a bucket that does not exist, naming the settings to check", async () => {
    await expect(openStorage({ storage: { kind: "s3", ...s3.options("no-such-bucket") } })).rejects.toThrow(
      /The S3 bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ cannot be used .*S3_BUCKET, S3_ENDPOINT/,
    );
  });
});
