import { describe, expect, it } from "vitest";
import { preloadTagsFrom, withPreloadTags } from "./route-preloads.ts";

const built = [
  {
    path: "/my-account/picture-sets/:pictureSetUuid",
    modules: ["/assets/AccountMenu-a1.js", "/assets/PictureSetPage-b2.js"],
    fetches: ["/api/webshop/me", "/api/webshop/picture-sets/:pictureSetUuid"],
  },
  { path: "/shopping-cart", modules: ["/assets/CartPage-c3.js"], fetches: ["/api/webshop/cart"] },
];
const uuid = "0b9e4b8e-6f1c-4d5e-9a55-2f7c1c0d3e11";

describe("route preloads", () => {
  const tagsFor = preloadTagsFrom(built);

  it("names a route's chunks as module preloads and its reads as fetch preloads with the path's values filled in", () => {
    expect(tagsFor(`/my-account/picture-sets/${uuid}`)).toEqual({
      fetches:
        '<link rel="preload" href="/api/webshop/me" as="fetch" crossorigin>' +
        `<link rel="preload" href="/api/webshop/picture-sets/${uuid}" as="fetch" crossorigin>`,
      modules:
        '<link rel="modulepreload" crossorigin href="/assets/AccountMenu-a1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/PictureSetPage-b2.js">',
    });
  });

  it("matches a path with a trailing slash like the router does", () => {
    expect(tagsFor("/shopping-cart/").modules).toContain("/assets/CartPage-c3.js");
  });

  it("names nothing for a path no route lists, or one with more or fewer segments", () => {
    const none = { fetches: "", modules: "" };
    expect(tagsFor("/")).toEqual(none);
    expect(tagsFor("/my-account/picture-sets")).toEqual(none);
    expect(tagsFor(`/my-account/picture-sets/${uuid}/favorites`)).toEqual(none);
  });

  it("fills in only id-like values, so a crafted path cannot put markup or another address in the page", () => {
    for (const value of ["%3Cscript%3E", "a%2F..%2F..%2Fapi", "x%22%3E", "a.b", "a".repeat(101)])
      expect(tagsFor(`/my-account/picture-sets/${value}`)).toEqual({ fetches: "", modules: "" });
  });

  it("refuses a file whose entries are not paths of this site", () => {
    expect(() =>
      preloadTagsFrom([{ path: "/x", modules: ["https://elsewhere.example/a.js"], fetches: [] }]),
    ).toThrow();
  });

  it("puts the reads before the main chunk's script and the chunks at the end of the head", () => {
    const html =
      '<html><head><title>Shop</title><script src="/assets/index.js"></script></head><body></body></html>';
    expect(withPreloadTags(html, { fetches: "<link fetch>", modules: "<link module>" })).toBe(
      '<html><head><title>Shop</title><link fetch><script src="/assets/index.js"></script><link module></head><body></body></html>',
    );
  });

  it("puts the reads at the end of a head without a script, and leaves a page without tags as it is", () => {
    const html = "<html><head><title>Shop</title></head><body><script></script></body></html>";
    expect(withPreloadTags(html, { fetches: "<link fetch>", modules: "" })).toBe(
      "<html><head><title>Shop</title><link fetch></head><body><script></script></body></html>",
    );
    expect(withPreloadTags(html, { fetches: "", modules: "" })).toBe(html);
  });
});
