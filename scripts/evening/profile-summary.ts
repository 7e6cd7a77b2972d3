/**
 * Where a shop process spent its CPU: the self time of a V8 CPU profile (`--cpu-prof`, as `--cpu-prof <folder>` of
 * the evening writes one per process) summed by what the code belongs to.
 *
 * node scripts/evening/profile-summary.ts <file.cpuprofile | folder> …
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { formatTable } from "./stats.ts";

interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { url: string; functionName: string }; children?: number[] }>;
  samples: number[];
  timeDeltas: number[];
}

/** The part of the program a frame belongs to, by its script's URL (first match wins). */
const parts: Array<[string, (url: string, name: string) => boolean]> = [
  ["idle", (_u, n) => n === "(idle)"],
  ["garbage collection", (_u, n) => n === "(garbage collector)"],
  ["(program): V8 and native code", (_u, n) => n === "(program)"],
  ["PGlite engine (WebAssembly)", (u) => u.startsWith("wasm://")],
  ["PGlite (JavaScript)", (u) => u.includes("/@electric-sql/pglite")],
  ["pg driver", (u) => /\/node_modules\/(pg|pg-protocol|pg-pool|pg-types)\//.test(u)],
  ["Drizzle", (u) => u.includes("/drizzle-orm/")],
  [
    "Fastify and plugins",
    (u) => /\/node_modules\/(fastify|@fastify|find-my-way|avvio|light-my-request)\//.test(u),
  ],
  ["zod", (u) => u.includes("/node_modules/zod/")],
  ["pino (logging)", (u) => /\/node_modules\/(pino|sonic-boom|pino-std-serializers)\//.test(u)],
  ["sharp (JavaScript)", (u) => u.includes("/node_modules/sharp/")],
  ["other dependencies", (u) => u.includes("/node_modules/")],
  ["shop: server", (u) => u.includes("/apps/server/src/")],
  ["shop: domain and contracts", (u) => u.includes("/packages/")],
  ["Node.js", (u) => u.startsWith("node:") || u === ""],
  ["other", () => true],
];

/**
 * Node.js's own functions (file system calls, streams, zlib) are named after the part that called them, so
 * PGlite's synchronous file system calls count as "Node.js for PGlite (JavaScript)".
 */
export function summarise(profile: CpuProfile): Map<string, number> {
  const ownPart = new Map<number, string>();
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) {
    const { url, functionName } = node.callFrame;
    ownPart.set(node.id, parts.find(([, matches]) => matches(url, functionName))?.[0] ?? "other");
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  }
  const partOf = new Map<number, string>();
  for (const [id, part] of ownPart) {
    if (part !== "Node.js") {
      partOf.set(id, part);
      continue;
    }
    let caller = parentOf.get(id);
    while (caller !== undefined && ownPart.get(caller) === "Node.js") caller = parentOf.get(caller);
    const callerPart = caller === undefined ? undefined : ownPart.get(caller);
    partOf.set(id, callerPart && callerPart !== "other" ? `Node.js for ${callerPart}` : "Node.js");
  }
  const micros = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const part = partOf.get(id) ?? "other";
    micros.set(part, (micros.get(part) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  return micros;
}

function profilesIn(target: string): string[] {
  if (!statSync(target).isDirectory()) return [target];
  return readdirSync(target, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith(".cpuprofile"))
    .map((name) => path.join(target, name));
}

if (import.meta.main) {
  for (const file of process.argv.slice(2).flatMap(profilesIn)) {
    const micros = summarise(JSON.parse(readFileSync(file, "utf8")) as CpuProfile);
    const busy = [...micros].filter(([part]) => part !== "idle").reduce((sum, [, us]) => sum + us, 0);
    const rows = [...micros]
      .filter(([part]) => part !== "idle")
      .sort((a, b) => b[1] - a[1])
      .map(([part, us]) => [part, (us / 1e6).toFixed(1), `${((100 * us) / busy).toFixed(1)} %`]);
    console.log(
      `\n${file}: ${(busy / 1e6).toFixed(1)} s busy, ${((micros.get("idle") ?? 0) / 1e6).toFixed(1)} s idle`,
    );
    console.log(formatTable(["part", "CPU s", "of busy"], rows));
  }
}
