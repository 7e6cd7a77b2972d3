import { describe, expect, it } from "vitest";
import { hashPassword, verifyDummyPassword, verifyPassword } from "./passwords.ts";

describe("passwords", () => {
  it("hashes with argon2id, at least 19 MiB and 2 passes", async () => {
    const hash = await hashPassword("demo1234");
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(hash);
    expect(match).not.toBeNull();
    expect(Number(match?.[1])).toBeGreaterThanOrEqual(19456);
    expect(Number(match?.[2])).toBeGreaterThanOrEqual(2);
  });

  it("verifies the right password only", async () => {
    const hash = await hashPassword("demo1234");
    expect(await verifyPassword(hash, "demo1234")).toBe(true);
    expect(await verifyPassword(hash, "demo12345")).toBe(false);
    expect(await verifyPassword("not a hash", "demo1234")).toBe(false);
  });

  it("spends a verification on unknown accounts and always says no", async () => {
    expect(await verifyDummyPassword("anything")).toBe(false);
  });
});
