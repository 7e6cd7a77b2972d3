import { readFileSync } from "node:fs";
import type { CreatedDatabase } from "./pglite-create.ts";
import { startEngine } from "./pglite-worker-engine.ts";

/**
 * Run by pglite-create.ts as a process of its own: makes the embedded database in the given folder with the settings
 * the shop opens it with, closes it, and prints how long it took and the most memory it held, as one line of JSON.
 */
const [dataDir] = process.argv.slice(2);
if (dataDir === undefined) throw new Error("usage: pglite-create-child.ts <data folder>");
const startedAt = performance.now();
const engine = await startEngine(dataDir, undefined);
await engine.close();

function peakBytes(): number | null {
  try {
    const kib = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync("/proc/self/status", "utf8"))?.[1];
    return kib === undefined ? null : Number(kib) * 1024;
  } catch {
    return null;
  }
}

const created: Omit<CreatedDatabase, "from"> = {
  ms: Math.round(performance.now() - startedAt),
  peakBytes: peakBytes(),
};
console.log(JSON.stringify(created));
