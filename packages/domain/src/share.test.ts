import { describe, expect, it } from "vitest";
import { inviteLimits } from "./limits.ts";
import { shareButton, shareRecipients } from "./share.ts";
import { isShareablePictureSet } from "./shareable-set.ts";

describe("share recipients (spec 03 §5)", () => {
  it.each([
    [["", "  "], []],
    [["gran@example.com", ""], ["gran@example.com"]],
    [["not-an-address", "Gran@Example.com "], ["gran@example.com"]],
    [
      ["a@example.com", "A@example.com", "b@example.org"],
      ["a@example.com", "b@example.org"],
    ],
  ])("sends only non-empty valid entries: %j → %j", (entries, expected) => {
    expect(shareRecipients(entries)).toEqual(expected);
  });

  it("sends at most the limit", () => {
    const many = Array.from({ length: inviteLimits.recipientsMax + 5 }, (_, i) => `p${i}@example.com`);
    expect(shareRecipients(many)).toHaveLength(inviteLimits.recipientsMax);
  });
});

describe("the share dialog's send button (spec 03 §2.7)", () => {
  it.each([
    [0, ["gran@example.com"], { label: "selectPictureSets", disabled: true }],
    [1, [""], { label: "addRecipients", disabled: true }],
    [1, ["nope"], { label: "addRecipients", disabled: true }],
    [2, ["gran@example.com", "x", "uncle@example.com"], { label: "sendInvites", disabled: false, count: 2 }],
  ] as const)("%i sets, %j → %j", (sets, entries, expected) => {
    expect(shareButton(sets, entries)).toEqual(expected);
  });
});

describe("the picture sets the share dialog offers (spec 03 §5)", () => {
  it.each([
    [{ isArchived: false, cameByInvite: false }, true],
    [{ isArchived: true, cameByInvite: false }, false],
    [{ isArchived: false, cameByInvite: true }, false],
    [{ isArchived: true, cameByInvite: true }, false],
  ])("%j → %s", (set, offered) => {
    expect(isShareablePictureSet(set)).toBe(offered);
  });
});
