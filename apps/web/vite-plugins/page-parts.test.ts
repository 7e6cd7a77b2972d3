import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { firstPagesParts, isFirstPagesPart } from "./page-parts.ts";

const webRoot = path.resolve(import.meta.dirname, "..");

describe("the first pages' parts", () => {
  it("names files that exist, so a renamed one is not silently split out again", () => {
    for (const file of firstPagesParts) expect(existsSync(path.resolve(webRoot, file)), file).toBe(true);
  });

  it("matches those modules by their absolute id and nothing else", () => {
    const isPart = isFirstPagesPart(webRoot);
    expect(isPart(path.resolve(webRoot, "src/ui/Price.tsx"))).toBe(true);
    expect(isPart(path.resolve(webRoot, "src/ui/Button.tsx"))).toBe(false);
    expect(isPart(path.resolve(webRoot, "src/ui/Price.tsx.map"))).toBe(false);
  });
});
