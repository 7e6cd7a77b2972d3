import { describe, expect, it } from "vitest";
import { afterUploadPath, isOwnPictureUpload, uploadAnswersJson, uploadRedirectPath } from "./upload-call.ts";

describe("the upload call's flags (spec 03 §7)", () => {
  it("takes the parent's own pictures (uploadtype left out, 1 or user) and no other kind", () => {
    for (const kind of [undefined, "", "1", "user", " USER "]) expect(isOwnPictureUpload(kind)).toBe(true);
    for (const kind of ["retouch", "2", "logo"]) expect(isOwnPictureUpload(kind)).toBe(false);
  });

  it("redirects only to a path of the shop, keeping its query", () => {
    expect(uploadRedirectPath("/my-account/picture-sets?x=1")).toBe("/my-account/picture-sets?x=1");
    expect(uploadRedirectPath("/templates/create/a/b#top")).toBe("/templates/create/a/b#top");
    for (const unsafe of [
      undefined,
      "",
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "/\\/evil.example",
      "javascript:alert(1)",
      "relative/path",
      "/a\nLocation: https://evil.example",
      "/\t/evil.example",
    ])
      expect(uploadRedirectPath(unsafe), String(unsafe)).toBeNull();
    // A path that climbs stays on the shop.
    expect(uploadRedirectPath("/../../etc")).toBe("/../../etc");
  });

  it("answers JSON when asked or without a redirect, else sends the form back to its page", () => {
    expect(uploadAnswersJson("1", "/x")).toBe(true);
    expect(uploadAnswersJson(undefined, null)).toBe(true);
    expect(uploadAnswersJson(undefined, "/x")).toBe(false);
    expect(uploadAnswersJson("0", "/x")).toBe(false);
    expect(afterUploadPath("/x?a=1#b", 2)).toBe("/x?a=1&uploaded=2#b");
  });
});
