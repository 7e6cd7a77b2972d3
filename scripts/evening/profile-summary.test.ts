import { describe, expect, it } from "vitest";
import { summarise } from "./profile-summary.ts";

const frame = (id: number, url: string, functionName = "f") => ({ id, callFrame: { url, functionName } });

describe("summarise", () => {
  it("sums each sample's time under the part its frame's script belongs to", () => {
    const parts = summarise({
      nodes: [
        frame(1, "", "(idle)"),
        frame(2, "wasm://wasm/0a1b2c3d"),
        frame(3, "file:///shop/node_modules/@electric-sql/pglite/dist/index.js"),
        frame(4, "file:///shop/node_modules/drizzle-orm/pg-core/dialect.js"),
        frame(5, "file:///shop/apps/server/src/modules/cart/service.ts"),
        frame(6, "node:internal/streams/readable"),
        frame(7, "file:///shop/node_modules/fastify/lib/route.js"),
      ],
      samples: [1, 2, 2, 3, 4, 5, 6, 7, 2],
      timeDeltas: [100, 10, 20, 5, 7, 3, 2, 4, 30],
    });
    expect(Object.fromEntries(parts)).toEqual({
      idle: 100,
      "PGlite engine (WebAssembly)": 60,
      "PGlite (JavaScript)": 5,
      Drizzle: 7,
      "shop: server": 3,
      "Node.js": 2,
      "Fastify and plugins": 4,
    });
  });
});

describe("summarise, Node.js's own functions", () => {
  it("names them after the part that called them", () => {
    const parts = summarise({
      nodes: [
        { ...frame(1, "file:///shop/node_modules/@electric-sql/pglite/dist/fs.js"), children: [2] },
        { ...frame(2, "node:fs", "readdirSync"), children: [3] },
        frame(3, "", "readdir"),
        { ...frame(4, "file:///shop/apps/server/src/platform/static.ts"), children: [5] },
        frame(5, "node:zlib", "processChunkSync"),
      ],
      samples: [3, 2, 5, 1],
      timeDeltas: [40, 10, 5, 1],
    });
    expect(Object.fromEntries(parts)).toEqual({
      "Node.js for PGlite (JavaScript)": 50,
      "Node.js for shop: server": 5,
      "PGlite (JavaScript)": 1,
    });
  });
});
