import { describe, expect, it } from "vitest";
import { isMenuItemVisible, visibleAccountMenu } from "./menu.ts";

describe("menu visibility codes (0 always, 1 logged in, 2 logged out)", () => {
  it.each([
    [0, false, true],
    [0, true, true],
    [1, false, false],
    [1, true, true],
    [2, false, true],
    [2, true, false],
  ] as const)("code %i, signed in %s → visible %s", (code, signedIn, visible) => {
    expect(isMenuItemVisible(code, signedIn)).toBe(visible);
  });
});

describe("the my-account menu (spec 01 §2.6)", () => {
  it("shows all seven items, in order ('Your data' last), to a user with package-for-inspection subjects", () => {
    expect(visibleAccountMenu(1)).toEqual([
      "changePassword",
      "contactInfo",
      "pictureSets",
      "orders",
      "cancelPicturePackages",
      "communication",
      "yourData",
    ]);
  });

  it("leaves out 'Cancel picture packages' without such subjects", () => {
    expect(visibleAccountMenu(0)).toEqual([
      "changePassword",
      "contactInfo",
      "pictureSets",
      "orders",
      "communication",
      "yourData",
    ]);
  });
});
