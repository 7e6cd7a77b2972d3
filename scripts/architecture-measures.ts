import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * `npm run measures`: three figures of how far the code keeps its seams (issue 29). Test files (`*.test.ts(x)`,
 * `test-support.ts`, `*-test-support.ts`, `test-factories.ts`, `test-utils.ts`) and files under `test/` are left out
 * of all three: tests may reach anything. `--verbose` lists what figures 2 and 3 count.
 *
 * 1. The longest module chain: the longest path of imports between the server's modules (modules/<M>/ importing
 *    modules/<N>/, type-only imports included, as the architecture test reads them), printed module by module.
 * 2. Kind-specific reads outside `product-kinds/`: in the modules that must not know a kind (cart, checkout, orders,
 *    payments, delivery, production), the sum of
 *    a. imports of a kind folder (modules/product-kinds/<folder>/…), one per import statement, and
 *    b. mentions of a kind's own line data, comments left out: each `.name` (a property read) and each `name:` (a key
 *       of an object, a select, a destructuring or a type) of the fields only one kind stores or answers:
 *       catalogueUuid, catalogueName (catalogue), templateInstance (template product), packageDesign (package),
 *       fileRetouch, retouchPictures, retouchable (retouch).
 *    Target 0. Counted apart, beside it: the mentions (read the same way) of the two references decision 0054 keeps as
 *    columns, its named exception (the database must know them: a foreign key each, and the cart's catalogue in the
 *    one-line-per-thing key): `templateVersionId` (template_version_id) and `catalogueId` (the cart's catalogue_id).
 * 3. Imports between web features: imports by a file of apps/web/src/features/<A>/ of a file of features/<B>/, B ≠ A,
 *    one per import statement. Target 0.
 */

const root = path.resolve(import.meta.dirname, "..");
const server = path.join(root, "apps/server/src");
const web = path.join(root, "apps/web/src");

function isTest(file: string): boolean {
  const name = path.posix.basename(file);
  return (
    /\.test\.tsx?$/.test(name) ||
    name === "test-support.ts" ||
    name.endsWith("-test-support.ts") ||
    /^test-(factories|utils)\.tsx?$/.test(name) ||
    file.split("/").includes("test")
  );
}

/** Source files under a folder: path relative to it (forward slashes) → text. */
function sources(folder: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.name.endsWith(".d.ts")) continue;
    const relative = path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    if (!isTest(relative)) files.set(relative, readFileSync(path.join(entry.parentPath, entry.name), "utf8"));
  }
  return files;
}

/** The relative imports of a file, as apps/server/src/architecture.test.ts reads them. */
function importsOf(source: string): string[] {
  const statement =
    /(?:^|[\n;])\s*(?:import|export)(?:\s+type)?\s*(?:[\w\s{},*$]*?\bfrom\s*)?["']([^"']+)["']/g;
  const dynamic = /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g;
  return [...source.matchAll(statement), ...source.matchAll(dynamic)]
    .map((m) => m[1] ?? "")
    .filter((s) => s.startsWith("."));
}

function resolved(file: string, specifier: string): string {
  return path.posix.join(path.posix.dirname(file), specifier);
}

function moduleOf(file: string): string | null {
  return /^modules\/([^/]+)\//.exec(file)?.[1] ?? null;
}

function longestChain(files: ReadonlyMap<string, string>): string[] {
  const graph = new Map<string, Set<string>>();
  for (const [file, source] of files) {
    const from = moduleOf(file);
    if (from === null) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const specifier of importsOf(source)) {
      const to = moduleOf(resolved(file, specifier));
      if (to !== null && to !== from) edges.add(to);
    }
  }
  // The graph has no cycle (the architecture test fails on one); a module on the way is not entered twice anyway.
  const memo = new Map<string, string[]>();
  const longestFrom = (node: string, onWay: Set<string>): string[] => {
    const known = memo.get(node);
    if (known) return known;
    let best: string[] = [];
    onWay.add(node);
    for (const to of [...(graph.get(node) ?? [])].sort()) {
      if (onWay.has(to)) continue;
      const way = longestFrom(to, onWay);
      if (way.length > best.length) best = way;
    }
    onWay.delete(node);
    const chain = [node, ...best];
    memo.set(node, chain);
    return chain;
  };
  let longest: string[] = [];
  for (const node of [...graph.keys()].sort()) {
    const chain = longestFrom(node, new Set());
    if (chain.length > longest.length) longest = chain;
  }
  return longest;
}

const kindBlindModules = ["cart", "checkout", "orders", "payments", "delivery", "production"];
const kindFields = [
  "catalogueUuid",
  "catalogueName",
  "templateInstance",
  "packageDesign",
  "fileRetouch",
  "retouchPictures",
  "retouchable",
];

/** Decision 0054's exception: the references the database keeps as columns (figure 2, counted apart). */
const keptReferences = ["templateVersionId", "catalogueId"];

/** A mention of one of the names: a property read (`.name`) or a key (`name:`). */
const mentionOf = (names: readonly string[]) =>
  new RegExp(`(?:\\.\\s*(${names.join("|")})\\b|\\b(${names.join("|")})\\s*:)`, "g");

function kindSpecificReads(files: ReadonlyMap<string, string>): {
  imports: string[];
  fields: string[];
  references: string[];
} {
  const imports: string[] = [];
  const fields: string[] = [];
  const references: string[] = [];
  const field = mentionOf(kindFields);
  const reference = mentionOf(keptReferences);
  for (const [file, source] of files) {
    const owner = moduleOf(file);
    if (owner === null || !kindBlindModules.includes(owner)) continue;
    for (const specifier of importsOf(source))
      if (/^modules\/product-kinds\/[^/]+\//.test(resolved(file, specifier)))
        imports.push(`${file} imports ${specifier}`);
    // Comments are no reads.
    const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
    for (const match of code.matchAll(field)) fields.push(`${file}: ${match[1] ?? match[2]}`);
    for (const match of code.matchAll(reference))
      references.push(`${file}: ${match[1] ?? match[2]} (kept reference)`);
  }
  return { imports, fields, references };
}

function featureImports(files: ReadonlyMap<string, string>): string[] {
  const found: string[] = [];
  for (const [file, source] of files) {
    const from = /^features\/([^/]+)\//.exec(file)?.[1];
    if (from === undefined) continue;
    for (const specifier of importsOf(source)) {
      const to = /^features\/([^/]+)\//.exec(resolved(file, specifier))?.[1];
      if (to !== undefined && to !== from) found.push(`${file} imports ${specifier}`);
    }
  }
  return found;
}

const verbose = process.argv.includes("--verbose");
const serverFiles = sources(server);
const chain = longestChain(serverFiles);
const reads = kindSpecificReads(serverFiles);
const features = featureImports(sources(web));

console.log(`Longest module chain: ${chain.length} modules (${chain.join(" → ")})`);
console.log(
  `Kind-specific reads outside product-kinds/: ${reads.imports.length + reads.fields.length} ` +
    `(${reads.imports.length} imports of kind folders, ${reads.fields.length} mentions of kinds' line fields); ` +
    `beside them, ${reads.references.length} mentions of the two references decision 0054 keeps as columns`,
);
console.log(`Imports between web features: ${features.length}`);
if (verbose)
  for (const line of [...reads.imports, ...reads.fields, ...reads.references, ...features])
    console.log(`  ${line}`);
