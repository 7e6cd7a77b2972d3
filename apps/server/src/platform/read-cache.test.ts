import { describe, expect, it } from "vitest";
import { cachedRead, ReadCache, readCacheLifetimeMs } from "./read-cache.ts";

function counter() {
  let reads = 0;
  return {
    load: async () => {
      reads += 1;
      return reads;
    },
    reads: () => reads,
  };
}

describe("the read cache", () => {
  it("answers from memory until the lifetime has passed, then reads again", async () => {
    let now = 0;
    const cache = new ReadCache(readCacheLifetimeMs, () => now);
    const source = counter();
    expect(await cache.read("k", ["products"], source.load)).toBe(1);
    now = readCacheLifetimeMs - 1;
    expect(await cache.read("k", ["products"], source.load)).toBe(1);
    now = readCacheLifetimeMs;
    expect(await cache.read("k", ["products"], source.load)).toBe(2);
  });

  it("drops an entry when a statement writes one of its tables, and keeps the others", async () => {
    const cache = new ReadCache(60_000, () => 0);
    const products = counter();
    const options = counter();
    await cache.read("products", ["products", "product_prices"], products.load);
    await cache.read("options", ["payment_options"], options.load);
    cache.noteStatement('update "product_prices" set "price" = $1 where "product_prices"."id" = $2');
    cache.noteStatement('select "id" from "products"');
    await cache.read("products", ["products", "product_prices"], products.load);
    await cache.read("options", ["payment_options"], options.load);
    expect(products.reads()).toBe(2);
    expect(options.reads()).toBe(1);
    for (const write of [
      'insert into "payment_options" ("id") values ($1)',
      'delete from "payment_options"',
    ]) {
      cache.noteStatement(write);
      await cache.read("options", ["payment_options"], options.load);
    }
    expect(options.reads()).toBe(3);
  });

  it("forgets everything when the schema changes", async () => {
    const cache = new ReadCache(60_000, () => 0);
    const source = counter();
    await cache.read("k", ["products"], source.load);
    cache.noteStatement("drop schema public cascade");
    await cache.read("k", ["products"], source.load);
    expect(source.reads()).toBe(2);
  });

  it("keeps no failed read", async () => {
    const cache = new ReadCache(60_000, () => 0);
    await expect(cache.read("k", [], () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    await expect(cache.read("k", [], async () => "up")).resolves.toBe("up");
  });

  it("reads through for a handle that has no cache (a transaction's)", async () => {
    const source = counter();
    const read = cachedRead("n", ["products"], (_db: object, _portalId: number) => source.load());
    const handle = {};
    await read(handle, 1);
    await read(handle, 1);
    expect(source.reads()).toBe(2);
  });
});
