import { describe, expect, it } from "vitest";
import {
  canSubmitAccountCode,
  canSubmitDialogCode,
  canSubmitFrontPageCode,
  normalizeAccessCode,
} from "./access-code.ts";
import { limits } from "./limits.ts";

describe("access codes", () => {
  it("case and spaces are ignored when a code is redeemed", () => {
    expect(normalizeAccessCode(" emma 2026 ")).toBe("EMMA2026");
    expect(normalizeAccessCode("Klasse\t3b")).toBe("KLASSE3B");
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
