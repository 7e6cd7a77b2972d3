import path from "node:path";
import { describe, expect, it } from "vitest";
import { builtRoutePreloads, type PreloadBundle, routePreloads } from "./route-preloads.ts";
import { wholeJsonModuleId } from "./whole-json.ts";

const root = "/app";

function chunk(fileName: string, imports: string[] = [], facade: string | null = null, isEntry = false) {
  return {
    type: "chunk" as const,
    fileName,
    isEntry,
    facadeModuleId: facade === null ? null : path.join(root, facade),
    imports,
  };
}

function fakeBundle(): PreloadBundle {
  return {
    "assets/index.js": chunk(
      "assets/index.js",
      ["assets/react.js", "assets/shared.js"],
      "src/main.tsx",
      true,
    ),
    "assets/react.js": chunk("assets/react.js"),
    "assets/shared.js": chunk("assets/shared.js"),
    "assets/CartPage.js": chunk(
      "assets/CartPage.js",
      ["assets/shared.js", "assets/Price.js"],
      "src/CartPage.tsx",
    ),
    "assets/Price.js": chunk("assets/Price.js", ["assets/react.js", "assets/format.js"]),
    "assets/format.js": chunk("assets/format.js"),
    "assets/index.css": { type: "asset", fileName: "assets/index.css" },
  };
}

describe("route preloads", () => {
  it("lists a route's chunk and what it imports statically, without what the entry already loads", () => {
    const built = builtRoutePreloads(
      fakeBundle(),
      [{ path: "/shopping-cart", modules: ["src/CartPage.tsx"], fetches: ["/api/webshop/cart"] }],
      root,
    );
    expect(built).toEqual([
      {
        path: "/shopping-cart",
        modules: ["/assets/CartPage.js", "/assets/Price.js", "/assets/format.js"],
        fetches: ["/api/webshop/cart"],
      },
    ]);
  });

  it("finds the chunk of a whole JSON file (`texts.json?all`)", () => {
    const bundle: PreloadBundle = {
      ...fakeBundle(),
      "assets/en.json.whole.js": {
        ...chunk("assets/en.json.whole.js"),
        facadeModuleId: wholeJsonModuleId(path.join(root, "src/locales/en.json")),
      },
    };
    const built = builtRoutePreloads(
      bundle,
      [{ path: "/x", modules: ["src/locales/en.json?all"], fetches: [] }],
      root,
    );
    expect(built[0]?.modules).toEqual(["/assets/en.json.whole.js"]);
  });

  it("fails the build when a listed module has no chunk of its own, i.e. is not loaded on demand", () => {
    expect(() =>
      builtRoutePreloads(fakeBundle(), [{ path: "/x", modules: ["src/Missing.tsx"], fetches: [] }], root),
    ).toThrow(/no chunk is made for src\/Missing\.tsx/);
  });

  it("fails the build when a route loads more chunk files than it may", () => {
    const cart = { path: "/shopping-cart", modules: ["src/CartPage.tsx"], fetches: [] };
    expect(builtRoutePreloads(fakeBundle(), [{ ...cart, maxFiles: 3 }], root)[0]?.modules).toHaveLength(3);
    expect(() => builtRoutePreloads(fakeBundle(), [{ ...cart, maxFiles: 2 }], root)).toThrow(
      /\/shopping-cart loads 3 chunk files, more than its 2/,
    );
  });

  it("writes the routes to route-preloads.json beside index.html", () => {
    const plugin = routePreloads([{ path: "/shopping-cart", modules: ["src/CartPage.tsx"], fetches: [] }]);
    const emitted: { fileName: string; source: string }[] = [];
    (plugin.configResolved as unknown as (config: { root: string; base: string }) => void)({
      root,
      base: "/",
    });
    (plugin.generateBundle as unknown as (this: object, options: object, bundle: PreloadBundle) => void).call(
      { emitFile: (file: { fileName: string; source: string }) => emitted.push(file) },
      {},
      fakeBundle(),
    );
    expect(emitted.map((file) => file.fileName)).toEqual(["route-preloads.json"]);
    expect(JSON.parse(emitted[0]?.source ?? "")).toEqual([
      {
        path: "/shopping-cart",
        modules: ["/assets/CartPage.js", "/assets/Price.js", "/assets/format.js"],
        fetches: [],
      },
    ]);
  });
});
