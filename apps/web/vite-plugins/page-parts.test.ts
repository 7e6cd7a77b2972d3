import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cartLineSharedParts, firstPagesParts, isCartLinePart, isFirstPagesPart } from "./page-parts.ts";

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

describe("the cart's line views", () => {
  it("takes the kinds' cart parts and the template preview, not the tests nor the editor", () => {
    const isPart = isCartLinePart(webRoot);
    for (const file of [
      "src/app/cart-line-views.ts",
      "src/features/products/cart-line-view.ts",
      "src/features/packages/components/PackageLineItems.tsx",
      "src/shared/template-preview/TemplateLinePreview.tsx",
      ...cartLineSharedParts,
    ]) {
      expect(existsSync(path.resolve(webRoot, file)), file).toBe(true);
      expect(isPart(path.resolve(webRoot, file)), file).toBe(true);
    }
    expect(isPart(path.resolve(webRoot, "src/shared/template-preview/TemplateLinePreview.test.tsx"))).toBe(
      false,
    );
    expect(isPart(path.resolve(webRoot, "src/shared/template-editor/Editor.tsx"))).toBe(false);
    expect(isPart(path.resolve(webRoot, "src/app/cart-line-editors.ts"))).toBe(false);
  });
});
