import { describe, expect, it, vi } from "vitest";
import {
  accessCodeAlphabet,
  accessCodeEntropyBits,
  canSubmitAccountCode,
  canSubmitDialogCode,
  canSubmitFrontPageCode,
  formatAccessCode,
  generateAccessCode,
  generatedAccessCodeLength,
  normalizeAccessCode,
  type WebCrypto,
} from "./access-code.ts";
import { limits } from "./limits.ts";

describe("access codes", () => {
  it("case and spaces are ignored when a code is redeemed", () => {
    expect(normalizeAccessCode(" tstk 7q4x ")).toBe("TSTK7Q4X");
    expect(normalizeAccessCode("Tstg\t5h3w")).toBe("TSTG5H3W");
  });

  it.each([
    ["", false],
    ["ABCDE", false],
    ["ABCDEF", true],
  ])("the add-picture-code dialog needs at least 6 characters: '%s' → %s", (code, ok) => {
    expect(canSubmitDialogCode(code)).toBe(ok);
  });

  it("the dialog's field hint is 4", () => {
    expect(limits.addCodeDialogHint).toBe(4);
  });

  it.each([
    ["ABCD", false],
    ["ABCDE", true],
  ])("the account page needs at least 5 characters: '%s' → %s", (code, ok) => {
    expect(canSubmitAccountCode(code)).toBe(ok);
  });

  it("the front page only requires a code", () => {
    expect(canSubmitFrontPageCode("  ")).toBe(false);
    expect(canSubmitFrontPageCode("A")).toBe(true);
  });
});

describe("generated access codes", () => {
  it("carry at least 50 bits of entropy", () => {
    expect(
      accessCodeEntropyBits(accessCodeAlphabet.length, generatedAccessCodeLength),
    ).toBeGreaterThanOrEqual(50);
    expect(generateAccessCode()).toHaveLength(generatedAccessCodeLength);
  });

  it("use no look-alike characters and no symbol twice in the alphabet", () => {
    for (const lookAlike of "0O1IL2Z5S8B") expect(accessCodeAlphabet).not.toContain(lookAlike);
    expect(new Set(accessCodeAlphabet).size).toBe(accessCodeAlphabet.length);
    expect(accessCodeAlphabet).toMatch(/^[A-Z0-9]+$/);
  });

  it("are drawn from the platform's cryptographic generator", () => {
    const spy = vi.spyOn((globalThis as unknown as { crypto: WebCrypto }).crypto, "getRandomValues");
    try {
      generateAccessCode();
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it("map random bytes to the alphabet and skip the bytes that would bias it", () => {
    const bytes = [255, 0, 1, 24, 25, 250, ...Array.from({ length: 40 }, () => 2)];
    const random = (length: number) => Uint8Array.from(bytes.splice(0, length));
    // 255 and 250 lie above the last full multiple of 25 (250) and are drawn again.
    expect(generateAccessCode(random)).toBe("AC9ADDDDDDDD");
  });

  it("normalize to themselves, and their printed groups normalize back", () => {
    for (let i = 0; i < 50; i++) {
      const code = generateAccessCode();
      expect(normalizeAccessCode(code)).toBe(code);
      expect(formatAccessCode(code)).toMatch(/^\S{4} \S{4} \S{4}$/);
      expect(normalizeAccessCode(formatAccessCode(code))).toBe(code);
    }
  });
});
