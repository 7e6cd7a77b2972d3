import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startEnvironment, startFlags } from "./process-environment.ts";

describe("startEnvironment", () => {
  const tunables = "glibc.malloc.mmap_threshold=65536:glibc.malloc.arena_max=2";

  it("adds the compile cache and, on PGlite, the allocator's threshold", () => {
    expect(startEnvironment({ PORT: "3000" }, "/cache")).toEqual({
      PORT: "3000",
      NODE_COMPILE_CACHE: "/cache",
      GLIBC_TUNABLES: tunables,
    });
  });

  it("leaves glibc's own threshold on PostgreSQL", () => {
    expect(startEnvironment({ DATABASE_URL: "postgres://db/shop" }, "/cache")).toEqual({
      DATABASE_URL: "postgres://db/shop",
      NODE_COMPILE_CACHE: "/cache",
    });
  });

  it("keeps what the operator set, even an empty value", () => {
    expect(
      startEnvironment({ NODE_COMPILE_CACHE: "/var/cache/shop", GLIBC_TUNABLES: "" }, "/cache"),
    ).toBeNull();
    expect(
      startEnvironment({ NODE_DISABLE_COMPILE_CACHE: "1", DATABASE_URL: "postgres://db/shop" }),
    ).toBeNull();
  });

  it("keeps the compile cache with the shop's own files, not in the temporary folder every user can write", () => {
    const folder = startEnvironment({})?.NODE_COMPILE_CACHE ?? "";
    expect(folder).toBe(path.resolve(import.meta.dirname, "../../../node_modules/.cache/node-compile-cache"));
    expect(folder.startsWith(os.tmpdir())).toBe(false);
  });

  it("asks for no second start once the environment holds everything", () => {
    const once = startEnvironment({}, "/cache");
    expect(once).not.toBeNull();
    expect(startEnvironment(once ?? {}, "/cache")).toBeNull();
  });
});

describe("startFlags", () => {
  const pglite = ["--liftoff-only", "--max-semi-space-size=16"];

  it("starts the shop on PGlite with V8's baseline compiler alone and a young generation of at most 32 MB", () => {
    expect(startFlags({}, [])).toEqual(pglite);
    expect(startFlags({ PORT: "3000" }, ["--watch-path=apps/server/src"])).toEqual(pglite);
  });

  it("adds nothing on PostgreSQL, where no WebAssembly runs in the shop", () => {
    expect(startFlags({ DATABASE_URL: "postgres://db/shop" }, [])).toEqual([]);
  });

  it("keeps the operator's own choice of compiler and of young generation", () => {
    expect(startFlags({}, ["--no-liftoff-only"])).toEqual(["--max-semi-space-size=16"]);
    expect(startFlags({}, ["--no-liftoff"])).toEqual(["--max-semi-space-size=16"]);
    expect(startFlags({}, ["--max-semi-space-size=64"])).toEqual(["--liftoff-only"]);
    expect(startFlags({}, ["--max_semi_space_size=64", "--liftoff-only"])).toEqual([]);
  });

  it("asks for no second start once the flags are there", () => {
    expect(startFlags({}, [...startFlags({}, []), "--enable-source-maps"])).toEqual([]);
  });
});
