import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { InvalidStorageKeyError, LocalStorage, MemoryStorage, type Storage } from "./storage.ts";

const kinds: Array<[string, () => Storage]> = [
  ["local", () => new LocalStorage(mkdtempSync(path.join(os.tmpdir(), "shop-files-")))],
  ["memory", () => new MemoryStorage()],
];

describe.each(kinds)("%s storage", (_name, make) => {
  it("stores, finds and streams a file by its key", async () => {
    const storage = make();
    expect(await storage.exists("originals/a.jpg")).toBe(false);
    expect(await storage.get("originals/a.jpg")).toBeNull();
    expect(await storage.stream("originals/a.jpg")).toBeNull();
    await storage.put("originals/a.jpg", Buffer.from("picture"), "image/jpeg");
    expect(await storage.exists("originals/a.jpg")).toBe(true);
    expect((await storage.get("originals/a.jpg"))?.toString()).toBe("picture");
    const stream = await storage.stream("originals/a.jpg");
    expect(await text(stream as NodeJS.ReadableStream as AsyncIterable<Buffer> as never)).toBe("picture");
  });

  it("replaces a file put again under the same key", async () => {
    const storage = make();
    await storage.put("derived/x-320.webp", Buffer.from("one"));
    await storage.put("derived/x-320.webp", Buffer.from("two"));
    expect((await storage.get("derived/x-320.webp"))?.toString()).toBe("two");
  });

  it("deletes a file, and deleting a missing one is no error", async () => {
    const storage = make();
    await storage.put("originals/b.jpg", Buffer.from("picture"));
    await storage.delete("originals/b.jpg");
    expect(await storage.exists("originals/b.jpg")).toBe(false);
    await expect(storage.delete("originals/b.jpg")).resolves.toBeUndefined();
  });

  it.each(["../secrets.json", "a/../../b", "/etc/passwd", "", "a//b", "a\\b", "./a"])(
    "refuses the key %j",
    async (key) => {
      const storage = make();
      await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.put(key, Buffer.from("x"))).rejects.toThrow(InvalidStorageKeyError);
    },
  );
});
