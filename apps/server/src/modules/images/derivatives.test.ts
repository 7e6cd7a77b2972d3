import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MemoryStorage, type Storage } from "../../platform/storage.ts";
import { createDerivativeMaker, type DerivedFrom, derivedKey } from "./service.ts";

/** A storage holding one JPEG original of the given size, and the picture it is the original of. */
async function storedOriginal(uuid: string, width: number, height: number) {
  const storage = new MemoryStorage();
  const picture: DerivedFrom = { uuid, originalKey: `originals/${uuid}.jpg`, maskKey: null };
  const original = await sharp({ create: { width, height, channels: 3, background: "#8a8" } })
    .jpeg()
    .toBuffer();
  await storage.put(picture.originalKey, original, "image/jpeg");
  return { storage, picture };
}

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
    const { storage, picture } = await storedOriginal("4b1c7a52-3f1e-4d8a-9c55-0a6f5e2b9d11", 800, 600);
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
    const { storage, picture } = await storedOriginal("0d6f3c2a-8b4e-4f1a-9e7d-5c3b2a1f0e9d", 640, 480);
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
    const derivative = createDerivativeMaker(counting, () => {});
    expect(await derivative(picture, "320", "jpeg", { notInStorage: true })).not.toBeNull();
    expect(asked).toEqual([picture.originalKey]);
    // Anyone else is answered from storage once the copy is there.
    await expect.poll(async () => storage.get(derivedKey(picture.uuid, "320", "jpeg"))).not.toBeNull();
    asked.length = 0;
    expect(await derivative(picture, "320", "jpeg")).not.toBeNull();
    expect(asked).toEqual([derivedKey(picture.uuid, "320", "jpeg")]);
  });
});
