import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MemoryStorage, type Storage } from "../../platform/storage.ts";
import { createDerivativeMaker, derivedKey } from "./service.ts";

/** The storage, but its put waits for `release` and then does what `outcome` says. */
function storageWithSlowPut(storage: MemoryStorage) {
  const state = { puts: 0, release: () => {}, outcome: "fail" as "fail" | "store" };
  const put: Storage["put"] = async (key, data, contentType) => {
    state.puts += 1;
    await new Promise<void>((resolve) => {
      state.release = resolve;
    });
    if (state.outcome === "fail") throw new Error("the disk is full");
    await storage.put(key, data, contentType);
  };
  const slow = new Proxy(storage, {
    get(target, property) {
      if (property === "put") return put;
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { slow, state };
}

describe("derived pictures", () => {
  it("are answered before their copy is stored; one that could not be stored is reported and made again", async () => {
    const storage = new MemoryStorage();
    const original = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#8a8" } })
      .jpeg()
      .toBuffer();
    await storage.put("originals/a.jpg", original, "image/jpeg");
    const picture = {
      id: 1,
      uuid: "4b1c7a52-3f1e-4d8a-9c55-0a6f5e2b9d11",
      webshopId: "a",
      originalKey: "originals/a.jpg",
      maskKey: null,
    };
    const { slow, state } = storageWithSlowPut(storage);
    const reported: unknown[] = [];
    const derivative = createDerivativeMaker(slow, (error) => reported.push(error));

    // The answer comes while the copy is still being stored; a second request meanwhile shares the same bytes.
    const first = await derivative(picture, "320", "jpeg");
    expect(first).not.toBeNull();
    expect((await sharp(first as Buffer).metadata()).width).toBe(320);
    expect(await derivative(picture, "320", "jpeg")).toBe(first);
    expect(state.puts).toBe(1);

    // The copy fails: reported, nothing stored, and the next request makes the picture again.
    state.release();
    await expect.poll(() => reported.length).toBe(1);
    expect(String(reported[0])).toContain("the disk is full");
    expect(await storage.get(derivedKey(picture.uuid, "320", "jpeg"))).toBeNull();
    state.outcome = "store";
    const again = derivative(picture, "320", "jpeg");
    await expect.poll(() => state.puts).toBe(2);
    expect((await again)?.equals(first as Buffer)).toBe(true);
    state.release();
    await expect.poll(async () => storage.get(derivedKey(picture.uuid, "320", "jpeg"))).not.toBeNull();
    expect(reported).toHaveLength(1);
  });

  it("does not look in storage again for a caller that has just looked (the picture route)", async () => {
    const storage = new MemoryStorage();
    const original = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#88a" } })
      .jpeg()
      .toBuffer();
    await storage.put("originals/b.jpg", original, "image/jpeg");
    const asked: string[] = [];
    const counting = new Proxy(storage, {
      get(target, property) {
        if (property === "get")
          return (key: string) => {
            asked.push(key);
            return target.get(key);
          };
        const value = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const picture = {
      id: 2,
      uuid: "0d6f3c2a-8b4e-4f1a-9e7d-5c3b2a1f0e9d",
      webshopId: "b",
      originalKey: "originals/b.jpg",
      maskKey: null,
    };
    const derivative = createDerivativeMaker(counting, () => {});
    expect(await derivative(picture, "320", "jpeg", { notInStorage: true })).not.toBeNull();
    expect(asked).toEqual(["originals/b.jpg"]);
    // Anyone else is answered from storage once the copy is there.
    await expect.poll(async () => storage.get(derivedKey(picture.uuid, "320", "jpeg"))).not.toBeNull();
    asked.length = 0;
    expect(await derivative(picture, "320", "jpeg")).not.toBeNull();
    expect(asked).toEqual([derivedKey(picture.uuid, "320", "jpeg")]);
  });
});
