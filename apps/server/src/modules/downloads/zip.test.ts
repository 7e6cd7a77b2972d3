import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { S3Storage } from "../../platform/s3-storage.ts";
import { MemoryStorage, type Storage } from "../../platform/storage.ts";
import { startS3Server, type TestS3Server } from "../../test/s3-server.ts";
import { type BoughtSet, zipOfSet } from "./service.ts";
import { readZip } from "./zip-test-support.ts";

/** The storage, with every stream it opens recorded; reading a whole file fails the test. */
function watched(inner: Storage, opened: Readable[], stream = inner.stream.bind(inner)): Storage {
  return {
    get: async () => {
      throw new Error("a zip must stream its originals, not read them whole");
    },
    put: (key, data, contentType) => inner.put(key, data, contentType),
    putStream: (key, data, contentType) => inner.putStream(key, data, contentType),
    exists: (key) => inner.exists(key),
    delete: (key) => inner.delete(key),
    list: (prefix) => inner.list(prefix),
    async stream(key) {
      const opening = await stream(key);
      if (opening) opened.push(opening);
      return opening;
    },
  };
}

/** A bought set of `count` originals of `size` random bytes, stored in the storage. */
async function storedSet(storage: Storage, count: number, size: number) {
  const files = Array.from({ length: count }, () => randomBytes(size));
  const set: BoughtSet = {
    subjectName: "Emma Nordmann",
    pictureType: "IP",
    originals: files.map((_, i) => ({
      key: `originals/${randomBytes(8).toString("hex")}.jpg`,
      name: `Emma-Nordmann-IP-0${i + 1}.jpg`,
    })),
  };
  for (const [i, original] of set.originals.entries()) {
    await storage.put(original.key, files[i] as Buffer, "image/jpeg");
  }
  return { set, files };
}

describe("the zip of a bought set", () => {
  let s3: TestS3Server;
  let bucket: S3Storage;
  beforeAll(async () => {
    s3 = await startS3Server();
    bucket = await s3.createBucket("shop-zips");
  });
  afterAll(() => s3.stop());

  it("streams from S3, opening each original only when the zip reaches it", async () => {
    const { set, files } = await storedSet(bucket, 3, 1024 * 1024);
    const opened: Readable[] = [];
    const zip = await zipOfSet(watched(bucket, opened), set);
    if (!zip) throw new Error("no zip");
    // Nobody reads yet: the first original fills the buffers and the others wait.
    await sleep(200);
    expect(opened).toHaveLength(1);
    const entries = readZip(await buffer(zip));
    expect(opened).toHaveLength(3);
    expect(entries.map((e) => e.name)).toEqual([
      "Emma-Nordmann-IP-01.jpg",
      "Emma-Nordmann-IP-02.jpg",
      "Emma-Nordmann-IP-03.jpg",
    ]);
    expect(entries.map((e) => e.data.equals(files[entries.indexOf(e)] as Buffer))).toEqual([
      true,
      true,
      true,
    ]);
    expect(entries.every((e) => e.method === 0)).toBe(true);
  });

  it("closes the S3 response it is reading when the download is cut short", async () => {
    const { set } = await storedSet(bucket, 2, 2 * 1024 * 1024);
    const opened: Readable[] = [];
    const zip = await zipOfSet(watched(bucket, opened), set);
    if (!zip) throw new Error("no zip");
    let received = 0;
    for await (const chunk of zip) {
      received += (chunk as Buffer).length;
      if (opened.length > 0 && received > 100_000) break;
    }
    await sleep(50);
    expect(zip.destroyed).toBe(true);
    expect(opened).toHaveLength(1);
    expect(opened[0]?.destroyed).toBe(true);
  });

  it("closes an original that opens only after the download was cut short", async () => {
    const { set } = await storedSet(bucket, 2, 2 * 1024 * 1024);
    const opened: Readable[] = [];
    const zip = await zipOfSet(watched(bucket, opened), set);
    if (!zip) throw new Error("no zip");
    // The first bytes are the zip's own header, written before the original is opened.
    await new Promise((resolve) => zip.once("data", resolve));
    zip.destroy();
    await vi.waitFor(() => expect(opened[0]?.destroyed).toBe(true));
    expect(opened).toHaveLength(1);
  });

  it("is null, before any byte, when an original is missing", async () => {
    const { set } = await storedSet(bucket, 2, 10);
    const first = set.originals[0];
    if (first) await bucket.delete(first.key);
    expect(await zipOfSet(bucket, set)).toBeNull();
  });

  it("fails, instead of hanging, when an original is gone after the check", async () => {
    const storage = new MemoryStorage();
    const { set } = await storedSet(storage, 2, 10);
    const zip = await zipOfSet(
      watched(storage, [], async (key) => (key === set.originals[1]?.key ? null : storage.stream(key))),
      set,
    );
    if (!zip) throw new Error("no zip");
    await expect(buffer(zip)).rejects.toThrow(/is gone/);
  });

  it("fails when reading an original breaks off midway", async () => {
    const storage = new MemoryStorage();
    const { set } = await storedSet(storage, 2, 10);
    const broken = async function* () {
      yield Buffer.from("half");
      throw new Error("connection reset");
    };
    const zip = await zipOfSet(
      watched(storage, [], async () => Readable.from(broken())),
      set,
    );
    if (!zip) throw new Error("no zip");
    await expect(buffer(zip)).rejects.toThrow("connection reset");
  });
});
