import v8 from "node:v8";
import { describe, expect, it, vi } from "vitest";
import { collectAllGarbage, collectPhotoGarbage, collectYoungGarbage } from "./photo-garbage.ts";

/** Buffers of a photo's size, dropped at once, as an import's read file and re-encoded JPEG are. */
function dropPhotos(count: number): void {
  for (let i = 0; i < count; i++) Buffer.alloc(2_600_000, i);
}

/** Buffers held across many collections of the young generation, as a photo's are while it is decoded. */
function dropOldPhotos(count: number): void {
  const held = Array.from({ length: count }, (_, i) => Buffer.alloc(2_600_000, i));
  for (let i = 0; i < 3; i++) collectYoungGarbage();
  held.length = 0;
}

/** The buffers' memory is given back by a sweeper of V8's that may run a moment after the collection. */
async function arrayBuffersSettled(): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 50));
  return process.memoryUsage().arrayBuffers;
}

/**
 * Waits until the buffers dropped since `before` are given back. The sweeper runs later on a machine whose cores are
 * busy (an earlier 50 ms wait failed there, and 5 s once in the fresh-clone CI of 2026-11-29 while the other worker
 * ran the server's tests), so it is asked again for up to 20 s.
 */
async function givenBack(before: number): Promise<void> {
  await vi.waitFor(() => expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(5_000_000), {
    timeout: 20_000,
    interval: 50,
  });
}

describe("collecting an import's garbage", () => {
  it("frees the buffers a request dropped at once", async () => {
    // A whole collection first: V8 collects on its own once buffers grow 64 MB past those at its last whole
    // collection, which earlier tests of the worker may have brought near, and would then free these mid-loop.
    collectAllGarbage();
    const before = await arrayBuffersSettled();
    dropPhotos(20);
    expect(process.memoryUsage().arrayBuffers - before).toBeGreaterThan(40_000_000);
    collectYoungGarbage();
    await givenBack(before);
  });

  it("frees the buffers held through a decode, by a collection of the whole heap once they add up", async () => {
    collectAllGarbage();
    const before = await arrayBuffersSettled();
    dropOldPhotos(20);
    collectYoungGarbage();
    expect((await arrayBuffersSettled()) - before).toBeGreaterThan(40_000_000);
    collectPhotoGarbage();
    await givenBack(before);
  });

  it("frees small objects promoted to the old generation, which young collections leave, with the whole heap", () => {
    collectAllGarbage();
    const used = () => v8.getHeapStatistics().used_heap_size;
    const before = used();
    // A photo's small objects, alive across the young collections of the photos after it, and then dropped.
    let held: object[] | null = Array.from({ length: 300_000 }, (_, i) => ({
      photo: i,
      name: `IMG_${i}.jpg`,
    }));
    for (let i = 0; i < 3; i++) collectYoungGarbage();
    held = null;
    // The photo's rule collects the whole heap only when buffers are left (which earlier tests' may be): its young
    // collection alone is what runs after most photos.
    collectYoungGarbage();
    expect(held).toBeNull();
    expect(used() - before).toBeGreaterThan(10_000_000);
    collectAllGarbage();
    expect(used() - before).toBeLessThan(2_000_000);
  });

  it("leaves the collector out of the process's global", () => {
    collectPhotoGarbage();
    expect("gc" in globalThis).toBe(false);
  });
});
