import { describe, expect, it } from "vitest";
import { startEnvironment } from "./process-environment.ts";

describe("startEnvironment", () => {
  const tunables = "glibc.malloc.mmap_threshold=131072";

  it("adds the compile cache and, on PGlite, the allocator's threshold", () => {
    expect(startEnvironment({ PORT: "3000" }, "/tmp")).toEqual({
      PORT: "3000",
      NODE_COMPILE_CACHE: "/tmp/node-compile-cache",
      GLIBC_TUNABLES: tunables,
    });
  });

  it("leaves glibc's own threshold on PostgreSQL", () => {
    expect(startEnvironment({ DATABASE_URL: "postgres://db/shop" }, "/tmp")).toEqual({
      DATABASE_URL: "postgres://db/shop",
      NODE_COMPILE_CACHE: "/tmp/node-compile-cache",
    });
  });

  it("keeps what the operator set, even an empty value", () => {
    expect(
      startEnvironment({ NODE_COMPILE_CACHE: "/var/cache/shop", GLIBC_TUNABLES: "" }, "/tmp"),
    ).toBeNull();
    expect(
      startEnvironment({ NODE_DISABLE_COMPILE_CACHE: "1", DATABASE_URL: "postgres://db/shop" }),
    ).toBeNull();
  });

  it("asks for no second start once the environment holds everything", () => {
    const once = startEnvironment({}, "/tmp");
    expect(once).not.toBeNull();
    expect(startEnvironment(once ?? {}, "/tmp")).toBeNull();
  });
});
