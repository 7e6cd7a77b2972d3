import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { type BudgetBundle, frontPageBudget, frontPageScripts } from "./front-page-budget.ts";

/** Random text hardly compresses: a chunk of n random hex characters weighs a little over n/2 bytes compressed. */
function chunk(fileName: string, size: number, imports: string[] = [], isEntry = false) {
  return { type: "chunk" as const, fileName, isEntry, imports, code: randomBytes(size / 2).toString("hex") };
}

function fakeBundle(): BudgetBundle {
  return {
    "index.js": chunk("index.js", 20_000, ["react.js", "shared.js"], true),
    "react.js": chunk("react.js", 10_000, ["shared.js"]),
    "shared.js": chunk("shared.js", 4_000),
    "CartPage.js": chunk("CartPage.js", 30_000, ["shared.js"]),
    "nb.js": chunk("nb.js", 8_000),
    "index.css": { type: "asset" },
  };
}

function runPlugin(budgetBytes: number, bundle: BudgetBundle) {
  const plugin = frontPageBudget(budgetBytes);
  const messages: string[] = [];
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
    info: (message: string) => messages.push(message),
  };
  const hook = plugin.writeBundle as unknown as (
    this: typeof context,
    options: object,
    bundle: BudgetBundle,
  ) => void;
  hook.call(context, {}, bundle);
  return messages;
}

describe("front page budget", () => {
  it("counts the entry and the chunks it imports statically, each once, and not the chunks loaded on demand", () => {
    const scripts = frontPageScripts(fakeBundle());
    expect(scripts.files.map((file) => file.fileName).sort()).toEqual(["index.js", "react.js", "shared.js"]);
    expect(scripts.brotliBytes).toBeGreaterThan(17_000);
    expect(scripts.brotliBytes).toBeLessThan(19_000);
    expect(scripts.gzipBytes).toBeGreaterThan(17_000);
  });

  it("fails the build when the front page's JavaScript grows past the budget and names the largest chunks", () => {
    expect(() => runPlugin(15_000, fakeBundle())).toThrow(/over by \d+ B \(largest: index\.js/);
  });

  it("passes under the budget and reports the size", () => {
    expect(runPlugin(20_000, fakeBundle())).toEqual([
      expect.stringMatching(
        /^front page JavaScript: \d+ B Brotli \(\d+ B gzip\) in 3 files, budget 20000 B Brotli$/,
      ),
    ]);
  });
});
