import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The server reads its process's environment in config.ts (every setting, parsed and checked) and
 * process-environment.ts (what the process must hold before its first instruction, decision 0016), nowhere else: a
 * module, the platform or the CLI takes the configuration it is handed, so a setting cannot bypass the checks or go
 * undocumented. Tests and their harness (test/, `*.test.ts`, test support files) read their own variables, as the
 * scripts and the journeys do.
 */
const readers = new Set(["config.ts", "process-environment.ts"]);

function isTestCode(file: string): boolean {
  const name = path.posix.basename(file);
  return (
    file.startsWith("test/") ||
    name.endsWith(".test.ts") ||
    name === "test-support.ts" ||
    name.endsWith("-test-support.ts")
  );
}

const environmentRead =
  /\bprocess\s*(?:\?\.|\.)\s*env\b|\bprocess\s*\[\s*["'`]env["'`]\s*\]|["']node:process["']/;

/** `file:line` of each read of the environment outside the two readers. */
function environmentReads(files: ReadonlyMap<string, string>): string[] {
  const found: string[] = [];
  for (const [file, source] of files) {
    if (readers.has(file) || isTestCode(file)) continue;
    source.split("\n").forEach((line, index) => {
      if (environmentRead.test(line)) found.push(`${file}:${index + 1}`);
    });
  }
  return found;
}

function serverSources(): Map<string, string> {
  const root = fileURLToPath(new URL(".", import.meta.url));
  const files = new Map<string, string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".ts")) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(root, full).split(path.sep).join("/"), readFileSync(full, "utf8"));
  }
  return files;
}

describe("reads of the environment", () => {
  it("names a read of process.env, process['env'] or node:process outside the configuration", () => {
    const planted = new Map([
      ["config.ts", "const e = process.env.PORT;"],
      ["process-environment.ts", "startEnvironment(process.env);"],
      ["modules/cart/service.ts", "const x = 1;\nconst limit = Number(process.env.CART_LIMIT);"],
      ["platform/origin.ts", 'const { env } = process["env"] ? process : process;'],
      ["cli/commands/backup.ts", 'import { env } from "node:process";'],
      ["modules/cart/service.test.ts", "const url = process.env.TEST_DATABASE_URL;"],
      ["test/helpers.ts", "const url = process.env.TEST_DATABASE_URL;"],
    ]);
    expect(environmentReads(planted)).toEqual([
      "modules/cart/service.ts:2",
      "platform/origin.ts:1",
      "cli/commands/backup.ts:1",
    ]);
  });

  it("finds none outside config.ts and process-environment.ts", () => {
    expect(environmentReads(serverSources())).toEqual([]);
  });
});
