import type { MenuItem } from "@shop/contracts/content";
import { describe, expect, it } from "vitest";
import { menuItemLabel, visibleMenuItems } from "./menu-items.ts";

const item = (
  id: string,
  visibility: 0 | 1 | 2,
  type: MenuItem["type"] = "internal",
  target = "/x",
): MenuItem => ({
  id,
  label: { en: `${id} en`, nb: `${id} nb` },
  visibility,
  type,
  target,
});

const items = [
  item("always", 0),
  item("signed-in", 1),
  item("signed-out", 2),
  item("share", 1, "modal", "share-picture-sets"),
  item("unknown-modal", 0, "modal", "no-such-dialog"),
  item("cookies", 0, "cookie_settings", ""),
];

describe("side menu items", () => {
  it("a signed-out visitor sees the items with visibility 0 and 2", () => {
    expect(visibleMenuItems(items, false).map((i) => i.id)).toEqual(["always", "signed-out", "cookies"]);
  });

  it("a signed-in user sees the items with visibility 0 and 1", () => {
    expect(visibleMenuItems(items, true).map((i) => i.id)).toEqual([
      "always",
      "signed-in",
      "share",
      "cookies",
    ]);
  });

  it("a modal the shop does not know is left out", () => {
    expect(visibleMenuItems(items, true).some((i) => i.id === "unknown-modal")).toBe(false);
  });

  it("items linking the shell's own contact and privacy pages are not repeated", () => {
    const own = [
      item("contact", 0, "internal", "/contact-us"),
      item("privacy", 0, "internal", "/privacy-policy"),
    ];
    expect(visibleMenuItems([...own, item("always", 0)], false).map((i) => i.id)).toEqual(["always"]);
  });

  it("labels follow the interface language, then the shop default", () => {
    const only = { ...item("a", 0), label: { nb: "Bare norsk" } };
    expect(menuItemLabel(item("a", 0), "nb", "en")).toBe("a nb");
    expect(menuItemLabel(only, "en", "nb")).toBe("Bare norsk");
  });
});
