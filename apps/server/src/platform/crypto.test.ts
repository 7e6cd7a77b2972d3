import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decryptText, encryptText, keyedHash } from "./crypto.ts";

const key = randomBytes(32).toString("base64url");

describe("encryption at rest", () => {
  it("gives back the text it encrypted, and a different ciphertext each time", () => {
    const a = encryptText(key, "01017012345");
    const b = encryptText(key, "01017012345");
    expect(a).not.toBe(b);
    expect(a).not.toContain("01017012345");
    expect(decryptText(key, a)).toBe("01017012345");
  });

  it("refuses a text made with another key or changed afterwards", () => {
    const stored = encryptText(key, "secret");
    expect(() => decryptText(randomBytes(32).toString("base64url"), stored)).toThrow();
    const parts = stored.split(".");
    parts[3] = Buffer.from("tampered").toString("base64url");
    expect(() => decryptText(key, parts.join("."))).toThrow();
    expect(() => decryptText(key, "plain text")).toThrow();
  });
});

describe("keyed hash", () => {
  it("is the same for the same value and secret, and differs with the secret", () => {
    expect(keyedHash("s".repeat(32), "KODE2468")).toBe(keyedHash("s".repeat(32), "KODE2468"));
    expect(keyedHash("s".repeat(32), "KODE2468")).not.toBe(keyedHash("t".repeat(32), "KODE2468"));
    expect(keyedHash("s".repeat(32), "KODE2468")).toMatch(/^[0-9a-f]{64}$/);
  });
});
