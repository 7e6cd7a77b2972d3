import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../test/s3-server.ts";
import {
  InvalidStorageKeyError,
  LocalStorage,
  MemoryStorage,
  type Storage,
  type StoredFile,
} from "./storage.ts";

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.stop());

const newLocal = () => new LocalStorage(mkdtempSync(path.join(os.tmpdir(), "shop-files-")));

const kinds: Array<[string, () => Promise<Storage>]> = [
  ["local", async () => newLocal()],
  ["memory", async () => new MemoryStorage()],
  // Each test gets a bucket of its own on the one server.
  ["S3", () => s3.createBucket(`shop-${randomBytes(6).toString("hex")}`)],
];

/** The listing sorted by key: the order of a listing is the adapter's own. */
async function listed(files: AsyncIterable<StoredFile>): Promise<StoredFile[]> {
  const all: StoredFile[] = [];
  for await (const file of files) all.push(file);
  return all.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

describe.each(kinds)("%s storage", (_name, make) => {
  it("stores, finds and streams a file by its key", async () => {
    const storage = await make();
    await storage.put("originals/a.jpg", Buffer.from("picture"), "image/jpeg");
    expect(await storage.exists("originals/a.jpg")).toBe(true);
    expect((await storage.get("originals/a.jpg"))?.toString()).toBe("picture");
    const stream = await storage.stream("originals/a.jpg");
    expect(stream).not.toBeNull();
    expect((await buffer(stream as NodeJS.ReadableStream)).toString()).toBe("picture");
  });

  it("gives null, not an error, for a key that holds no file", async () => {
    const storage = await make();
    expect(await storage.exists("originals/missing.jpg")).toBe(false);
    expect(await storage.get("originals/missing.jpg")).toBeNull();
    expect(await storage.stream("originals/missing.jpg")).toBeNull();
  });

  it("streams a file of several megabytes byte for byte", async () => {
    const storage = await make();
    const data = randomBytes(3 * 1024 * 1024 + 17);
    await storage.put("originals/big.jpg", data, "image/jpeg");
    const stream = await storage.stream("originals/big.jpg");
    expect((await buffer(stream as NodeJS.ReadableStream)).equals(data)).toBe(true);
    expect((await storage.get("originals/big.jpg"))?.equals(data)).toBe(true);
  });

  it("replaces a file put again under the same key", async () => {
    const storage = await make();
    await storage.put("derived/x-320.webp", Buffer.from("one"), "image/webp");
    await storage.put("derived/x-320.webp", Buffer.from("two"), "image/webp");
    expect((await storage.get("derived/x-320.webp"))?.toString()).toBe("two");
  });

  it("lists every file with its size, or those under a prefix", async () => {
    const storage = await make();
    await storage.put("originals/b.jpg", Buffer.from("bbb"));
    await storage.put("originals/a.jpg", Buffer.from("a"));
    await storage.put("originals-old/c.jpg", Buffer.from("cc"));
    await storage.put("logos/demo/logo.png", Buffer.from("logo"));
    await storage.put("derived/a-320.webp", Buffer.from("dd"));
    expect(await listed(storage.list())).toEqual([
      { key: "derived/a-320.webp", size: 2 },
      { key: "logos/demo/logo.png", size: 4 },
      { key: "originals-old/c.jpg", size: 2 },
      { key: "originals/a.jpg", size: 1 },
      { key: "originals/b.jpg", size: 3 },
    ]);
    expect(await listed(storage.list("originals/"))).toEqual([
      { key: "originals/a.jpg", size: 1 },
      { key: "originals/b.jpg", size: 3 },
    ]);
    expect(await listed(storage.list("originals/b"))).toEqual([{ key: "originals/b.jpg", size: 3 }]);
    expect(await listed(storage.list("logos"))).toEqual([{ key: "logos/demo/logo.png", size: 4 }]);
    expect(await listed(storage.list("backgrounds/"))).toEqual([]);
  });

  it("deletes a file, and deleting a key that holds none is no error", async () => {
    const storage = await make();
    await storage.put("derived/x-320.webp", Buffer.from("one"));
    await storage.put("derived/x-640.webp", Buffer.from("two"));
    await storage.delete("derived/x-320.webp");
    expect(await storage.exists("derived/x-320.webp")).toBe(false);
    expect(await storage.get("derived/x-320.webp")).toBeNull();
    expect(await storage.exists("derived/x-640.webp")).toBe(true);
    await storage.delete("derived/x-320.webp");
    expect(await listed(storage.list())).toEqual([{ key: "derived/x-640.webp", size: 3 }]);
  });

  it.each(["../secrets.json", "a/../../b", "/etc/passwd", "", "a//b", "a\\b", "./a", "a/", "a\0b"])(
    "refuses the key %j",
    async (key) => {
      const storage = await make();
      await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.put(key, Buffer.from("x"))).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.exists(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.stream(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKeyError);
    },
  );

  it.each(["../", "/", "a/../", "a//"])("refuses to list under the prefix %j", async (prefix) => {
    const storage = await make();
    await expect(listed(storage.list(prefix))).rejects.toThrow(InvalidStorageKeyError);
  });
});

describe("local storage", () => {
  it("lists nothing when its folder does not exist yet", async () => {
    const storage = new LocalStorage(path.join(os.tmpdir(), `shop-files-${randomBytes(6).toString("hex")}`));
    expect(await listed(storage.list())).toEqual([]);
  });

  it("does not list a file that is still being written", async () => {
    const storage = newLocal();
    await storage.put("originals/a.jpg", Buffer.from("a"));
    writeFileSync(path.join(storage.root, "originals", "b.jpg.1234.1767225600000.tmp"), "half");
    expect(await listed(storage.list())).toEqual([{ key: "originals/a.jpg", size: 1 }]);
  });
});
