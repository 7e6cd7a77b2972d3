import { expect, it } from "vitest";
import { budgetIn, scriptsIn } from "./front-page.ts";

it("reads the build's budget where vite.config.ts keeps it", () => {
  expect(budgetIn("const x = 1;\nconst frontPageBudgetBytes = 192_800;\n")).toBe(192_800);
  expect(budgetIn("export default {}")).toBeNull();
});

it("lists the module scripts and preloads of the built index.html and nothing else", () => {
  const html = [
    '<link rel="icon" href="/favicon.svg">',
    '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/react-def.js">',
    '<link rel="stylesheet" crossorigin href="/assets/index-123.css">',
    '<script src="https://example.com/x.js"></script>',
    '<link rel="modulepreload" href="/assets/react-def.js">',
  ].join("\n");
  expect(scriptsIn(html)).toEqual(["/assets/index-abc.js", "/assets/react-def.js"]);
});
