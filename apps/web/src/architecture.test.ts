import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The web app's layers (docs/decisions/0055-web-feature-boundaries.md). Paths are relative to apps/web/src, with
 * forward slashes; tests are held to the same rules as the code they test.
 *
 * - app/ is the top: the router, the layout and the lists of kinds it hands to the features. Anything may be
 *   imported from it, and nothing imports it but app/ itself and main.tsx.
 * - A feature (features/<a>/) imports no other feature: what two features share lives in shared/, ui/ or lib/.
 * - shared/<x>/ (a part of the shop more than one feature shows, such as the template editor) imports no feature,
 *   and the shared parts' imports of each other make no cycle.
 * - ui/ and lib/ are the bottom: they import no feature, nothing of shared/ and nothing of app/.
 */

const root = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** Every relative module a file names: static and type imports and re-exports, `import()` and `vi.mock()`. */
function importsOf(source: string): string[] {
  const patterns = [
    /(?:^|[\n;])\s*(?:import|export)(?:\s+type)?\s*(?:[\w\s{},*$]*?\bfrom\s*)?["'](\.[^"']*)["']/g,
    /\bimport\s*\(\s*["'](\.[^"']*)["']\s*\)/g,
    /\bvi\.(?:mock|doMock|importActual)\s*(?:<[^>]*>)?\(\s*["'](\.[^"']*)["']/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].flatMap((m) => (m[1] ? [m[1]] : [])));
}

/** The layer a file is in: `features/<a>`, `shared/<x>`, `app`, `ui`, `lib`, or its top folder (test, locales…). */
function layerOf(file: string): string {
  const [top = "", second = ""] = file.split("/");
  if (top === "features" || top === "shared") return `${top}/${second}`;
  return top.replace(/\.(ts|tsx)$/, "");
}

/** Why an import of layer `to` from layer `from` breaks the layering, or null when it may. */
export function forbidden(from: string, to: string): string | null {
  if (from === to) return null;
  if (to === "app" && from !== "main" && from !== "prerender")
    return "only main.tsx and prerender.tsx import app/";
  if (from.startsWith("features/") && to.startsWith("features/")) return "a feature imports no other feature";
  if (from.startsWith("shared/") && to.startsWith("features/")) return "shared/ imports no feature";
  if ((from === "ui" || from === "lib") && (to.startsWith("features/") || to.startsWith("shared/")))
    return `${from}/ imports no feature and nothing of shared/`;
  return null;
}

/** Every import that breaks the layering, as 'file -> imported file: why'. */
export function layerBreaches(files: ReadonlyMap<string, string>): string[] {
  const breaches: string[] = [];
  for (const [file, source] of files) {
    for (const specifier of importsOf(source)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      const why = forbidden(layerOf(file), layerOf(target));
      if (why) breaches.push(`${file} -> ${target}: ${why}`);
    }
  }
  return breaches;
}

/** The shared parts' imports of each other that close a cycle, as 'shared/a -> shared/b -> shared/a'. */
export function sharedCycles(files: ReadonlyMap<string, string>): string[] {
  const edges = new Map<string, Set<string>>();
  for (const [file, source] of files) {
    const from = layerOf(file);
    if (!from.startsWith("shared/")) continue;
    for (const specifier of importsOf(source)) {
      const to = layerOf(path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)));
      if (to.startsWith("shared/") && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  const cycles: string[] = [];
  const walk = (chain: string[]) => {
    for (const next of edges.get(chain.at(-1) ?? "") ?? []) {
      if (next === chain[0]) cycles.push([...chain, next].join(" -> "));
      else if (!chain.includes(next) && next > (chain[0] ?? "")) walk([...chain, next]);
    }
  };
  for (const start of edges.keys()) walk([start]);
  return cycles;
}

function webSources(): Map<string, string> {
  return new Map(
    sourceFiles(root).map((full) => [
      path.relative(root, full).split(path.sep).join("/"),
      readFileSync(full, "utf8"),
    ]),
  );
}

describe("the web app's layers", () => {
  it("no feature imports another, nor app/; ui/ and lib/ import no feature and nothing of shared/", () => {
    expect(layerBreaches(webSources())).toEqual([]);
  });

  it("the shared parts import each other in no cycle", () => {
    expect(sharedCycles(webSources())).toEqual([]);
  });

  it("finds a planted cycle of shared parts", () => {
    const planted = new Map([
      [
        "shared/template-editor/Editor.tsx",
        'import { PartPreview } from "../template-preview/PartPreview.tsx";',
      ],
      [
        "shared/template-preview/PartPreview.tsx",
        'import type { EditorProps } from "../template-editor/editor-props.ts";',
      ],
    ]);
    expect(sharedCycles(planted)).toEqual([
      "shared/template-editor -> shared/template-preview -> shared/template-editor",
    ]);
  });

  it("finds a planted import of one feature by another, and of a feature by lib/", () => {
    const planted = new Map([
      [
        "features/cart/pages/CartPage.tsx",
        'import { Editor } from "../../products/pages/CreateProductPage.tsx";',
      ],
      ["lib/format.ts", 'export { x } from "../features/cart/routes.tsx";'],
      ["ui/Button.tsx", 'const m = await import("../app/router.tsx");'],
      ["shared/template-editor/Editor.tsx", 'vi.mock("../../features/packages/api/packages.ts");'],
      ["app/router.tsx", 'import { cartRoutes } from "../features/cart/routes.tsx";'],
    ]);
    expect(layerBreaches(planted)).toEqual([
      "features/cart/pages/CartPage.tsx -> features/products/pages/CreateProductPage.tsx: a feature imports no other feature",
      "lib/format.ts -> features/cart/routes.tsx: lib/ imports no feature and nothing of shared/",
      "ui/Button.tsx -> app/router.tsx: only main.tsx and prerender.tsx import app/",
      "shared/template-editor/Editor.tsx -> features/packages/api/packages.ts: shared/ imports no feature",
    ]);
  });
});
