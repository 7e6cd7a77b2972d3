import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Who may import the tables (db/schema/<owner>.ts) and how modules may import each other. Paths are relative to
 * apps/server/src, with forward slashes. Tests (`*.test.ts`) and their support files (`test-support.ts`,
 * `*-test-support.ts`) may reach anything: they build data the way they need it.
 *
 * - A file of modules/<M>/ imports no schema file but db/schema/<M>.ts: never db/schema/index.ts, another module's
 *   file or a file of the platform's tables.
 * - The modules' imports of each other (modules/<M>/… importing modules/<N>/…) make no cycle.
 * - Outside modules/, only db/ itself, seed/, cli/, test/ and the platform's table owners import schema files. A
 *   platform table owner is platform/<X>.ts where db/schema/<X>.ts holds tables no module is named after (sessions,
 *   the mail outbox, the rate-limit counters).
 * - No file outside modules/product-kinds/ imports a kind folder (modules/product-kinds/<kind>/…): cart, checkout,
 *   orders, delivery and production ask the kinds they are handed, so a new kind changes none of them (issue 29).
 */

/** The schema files of the platform: those named after no module. */
function platformSchemas(files: ReadonlyMap<string, string>): Set<string> {
  const modules = new Set<string>();
  for (const file of files.keys()) {
    const match = /^modules\/([^/]+)\//.exec(file);
    if (match?.[1]) modules.add(match[1]);
  }
  const owners = new Set<string>();
  for (const file of files.keys()) {
    const match = /^db\/schema\/([^/]+)\.ts$/.exec(file);
    if (match?.[1] && match[1] !== "index" && !modules.has(match[1])) owners.add(match[1]);
  }
  return owners;
}

function isTestFile(file: string): boolean {
  const name = path.posix.basename(file);
  return name.endsWith(".test.ts") || name === "test-support.ts" || name.endsWith("-test-support.ts");
}

/**
 * Every module a file imports: `import … from`, `import "…"`, `export … from` (type-only included, over several
 * lines) and `import("…")`.
 */
function importsOf(source: string): string[] {
  const found: string[] = [];
  const statement =
    /(?:^|[\n;])\s*(?:import|export)(?:\s+type)?\s*(?:[\w\s{},*$]*?\bfrom\s*)?["']([^"']+)["']/g;
  const dynamic = /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g;
  for (const match of source.matchAll(statement)) if (match[1]) found.push(match[1]);
  for (const match of source.matchAll(dynamic)) if (match[1]) found.push(match[1]);
  return found;
}

/** The schema file an import names (`cart` for db/schema/cart.ts, `index` for the folder itself), or undefined. */
function schemaFileOf(target: string): string | undefined {
  if (/^db\/schema\/?$/.test(target)) return "index";
  return /^db\/schema\/([^/]+?)(?:\.[cm]?[jt]s)?$/.exec(target)?.[1];
}

/** The module a file belongs to: `modules/<M>/…`; files directly in modules/ belong to none. */
function moduleOf(file: string): string | null {
  return /^modules\/([^/]+)\//.exec(file)?.[1] ?? null;
}

interface ArchitectureReport {
  /** `file imports target: why`. */
  tableImports: string[];
  /** Each cycle of the module graph as `a → b → a`. */
  cycles: string[];
  /** `file imports target`: a kind folder imported from outside product-kinds/. */
  kindImports: string[];
}

/** Whether an import names a file inside a kind's folder (modules/product-kinds/<kind>/…). */
function isKindFolder(target: string): boolean {
  return /^modules\/product-kinds\/[^/]+\//.test(target);
}

/** Checks a set of source files (path relative to apps/server/src → text) against the rules above. */
function checkArchitecture(files: ReadonlyMap<string, string>): ArchitectureReport {
  const platformOwned = platformSchemas(files);
  const tableImports: string[] = [];
  const kindImports: string[] = [];
  const graph = new Map<string, Set<string>>();

  for (const [file, source] of files) {
    if (isTestFile(file)) continue;
    const owner = moduleOf(file);
    if (owner !== null && !graph.has(owner)) graph.set(owner, new Set());
    for (const specifier of importsOf(source)) {
      if (!specifier.startsWith(".")) continue;
      const target = path.posix.join(path.posix.dirname(file), specifier);
      const imported = moduleOf(target);
      if (owner !== null && imported !== null && imported !== owner) graph.get(owner)?.add(imported);
      if (owner !== "product-kinds" && isKindFolder(target)) kindImports.push(`${file} imports ${specifier}`);

      const schema = schemaFileOf(target);
      if (schema === undefined) continue;
      let why: string | null = null;
      if (owner !== null) {
        if (schema === "index") why = "the index of every owner's tables";
        else if (platformOwned.has(schema)) why = "tables of the platform";
        else if (schema !== owner) why = `tables of the ${schema} module; call its service`;
      } else {
        const top = file.split("/")[0];
        const platformOwner =
          file.startsWith("platform/") && platformOwned.has(path.posix.basename(file, ".ts"));
        const mayImport = ["db", "seed", "cli", "test"].includes(top ?? "") || platformOwner;
        if (!mayImport)
          why = "only modules, the platform's table owners, db, seed, cli and test import tables";
      }
      if (why !== null) tableImports.push(`${file} imports ${specifier}: ${why}`);
    }
  }
  return { tableImports: tableImports.sort(), cycles: cyclesOf(graph), kindImports: kindImports.sort() };
}

/** The cycles of a directed graph, one per strongly connected component, each named from its first module by name. */
function cyclesOf(graph: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;

  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const to of [...(graph.get(node) ?? [])].sort()) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.has(node)) components.push(component);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);

  return components.map((component) => {
    const members = new Set(component);
    const start = [...component].sort()[0] as string;
    return shortestCycle(graph, start, members).join(" → ");
  });
}

/** A shortest way from `start` back to itself inside one component, by breadth-first search. */
function shortestCycle(
  graph: ReadonlyMap<string, ReadonlySet<string>>,
  start: string,
  members: ReadonlySet<string>,
): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift() as string;
    for (const to of [...(graph.get(node) ?? [])].sort()) {
      if (!members.has(to)) continue;
      if (to === start) {
        const way = [node];
        while (way[0] !== start) way.unshift(cameFrom.get(way[0] as string) as string);
        return [...way, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start, start];
}

const serverSource = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(serverSource, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".ts") || entry.name.endsWith(".d.ts")) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(serverSource, full).split(path.sep).join("/"), readFileSync(full, "utf8"));
  }
  return files;
}

describe("architecture of the server", () => {
  it("reads every kind of import statement, over several lines and type-only", () => {
    const source = [
      'import { a } from "./a.ts";',
      "import type {",
      "  B,",
      "  C as D,",
      '} from "../b.ts";',
      'import * as e from "./e.ts"; import f, { type G } from "./f.ts";',
      'export * from "./h.ts";',
      'export type { I } from "./i.ts";',
      'import "./side-effect.ts";',
      'const j = await import("./j.ts");',
      'export const k = "from ./not-an-import.ts";',
      "const l = \"import x from './in-a-string.ts'\";",
    ].join("\n");
    expect(importsOf(source)).toEqual([
      "./a.ts",
      "../b.ts",
      "./e.ts",
      "./f.ts",
      "./h.ts",
      "./i.ts",
      "./side-effect.ts",
      "./j.ts",
    ]);
  });

  it("names a module that imports another owner's tables and modules that import each other in a cycle", () => {
    const files = new Map([
      ["db/schema/index.ts", ""],
      ["db/schema/cart.ts", ""],
      ["db/schema/orders.ts", ""],
      ["db/schema/sessions.ts", ""],
      [
        "modules/cart/service.ts",
        'import { cartLines } from "../../db/schema/cart.ts";\nimport "../orders/x.ts";',
      ],
      ["modules/orders/x.ts", 'import type {\n  carts,\n} from "../../db/schema/cart.ts";'],
      ["modules/orders/y.ts", 'export { payments } from "../payments/z.ts";'],
      [
        "modules/payments/z.ts",
        'import { orders } from "../../db/schema/index.ts";\nimport "../cart/service.ts";',
      ],
      ["modules/payments/w.ts", 'import { sessions } from "../../db/schema/sessions.ts";'],
      ["modules/payments/z.test.ts", 'import { orders } from "../../db/schema/orders.ts";'],
      ["modules/payments/stripe-test-support.ts", 'import "../../db/schema/orders.ts";'],
      ["platform/sessions.ts", 'import { sessions } from "../db/schema/sessions.ts";'],
      ["platform/storage.ts", 'import { sessions } from "../db/schema/sessions.ts";'],
      [
        "modules/payments/v.ts",
        'import { carts } from "../../db/schema";\nimport { orders } from "../../db/schema/orders.js";',
      ],
      ["seed/demo.ts", 'import { carts } from "../db/schema/index.ts";'],
      ["app.ts", 'import { carts } from "./db/schema/cart.ts";'],
    ]);
    expect(checkArchitecture(files)).toEqual({
      tableImports: [
        "app.ts imports ./db/schema/cart.ts: only modules, the platform's table owners, db, seed, cli and test import tables",
        "modules/orders/x.ts imports ../../db/schema/cart.ts: tables of the cart module; call its service",
        "modules/payments/v.ts imports ../../db/schema/orders.js: tables of the orders module; call its service",
        "modules/payments/v.ts imports ../../db/schema: the index of every owner's tables",
        "modules/payments/w.ts imports ../../db/schema/sessions.ts: tables of the platform",
        "modules/payments/z.ts imports ../../db/schema/index.ts: the index of every owner's tables",
        "platform/storage.ts imports ../db/schema/sessions.ts: only modules, the platform's table owners, db, seed, cli and test import tables",
      ],
      cycles: ["cart → orders → payments → cart"],
      kindImports: [],
    });
  });

  it("names a file outside product-kinds/ that imports a kind folder, and lets the kinds and tests import each other", () => {
    const files = new Map([
      ["modules/product-kinds/registry.ts", 'import { toy } from "./toy/index.ts";'],
      ["modules/product-kinds/toy/index.ts", 'import type { OrderLineKind } from "../../cart/kind.ts";'],
      ["modules/product-kinds/other/index.ts", 'import { toy } from "../toy/index.ts";'],
      ["modules/cart/read-model.ts", 'import { lineView } from "../product-kinds/toy/view.ts";'],
      ["modules/orders/service.ts", 'import type {\n  Toy,\n} from "../product-kinds/toy/index.ts";'],
      ["app.ts", 'import { kinds } from "./modules/product-kinds/registry.ts";'],
      ["seed/demo.ts", 'import { toy } from "../modules/product-kinds/toy/index.ts";'],
      ["modules/cart/cart.test.ts", 'import { toy } from "../product-kinds/toy/index.ts";'],
    ]);
    expect(checkArchitecture(files).kindImports).toEqual([
      "modules/cart/read-model.ts imports ../product-kinds/toy/view.ts",
      "modules/orders/service.ts imports ../product-kinds/toy/index.ts",
      "seed/demo.ts imports ../modules/product-kinds/toy/index.ts",
    ]);
  });

  it("finds no module importing another owner's tables, no cycle between modules and no kind folder imported from outside product-kinds/", () => {
    const files = sourceFiles();
    expect(files.has("modules/subjects/scope.ts")).toBe(true);
    expect(checkArchitecture(files)).toEqual({ tableImports: [], cycles: [], kindImports: [] });
  });
});
