import { globSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";

const web = path.join(import.meta.dirname, "apps", "web");
const webTests = ["src/**/*.test.{ts,tsx}", "vite-plugins/**/*.test.ts"];
/**
 * The web app's test files that replace a module (vi.mock): a replaced module would reach the other files of a shared
 * worker, and theirs this file (vitest-dev/vitest#11152), so these run each in a fresh one.
 */
const webTestsReplacingModules = globSync(webTests, { cwd: web }).filter((file) =>
  /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path.join(web, file), "utf8")),
);

const serverTestsMeasuringMemory = ["apps/server/src/platform/photo-garbage.test.ts"];

export default defineConfig({
  test: {
    // Sharp and PGlite both use the cores; more workers than the machine's 2 cores only thrash.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "packages",
          environment: "node",
          include: ["packages/*/src/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "server",
          environment: "node",
          include: ["apps/server/src/**/*.test.ts"],
          exclude: serverTestsMeasuringMemory,
          globalSetup: ["apps/server/src/test/global-setup.ts"],
          // The kinds of order line, handed to the modules as every start does (modules/kinds.ts).
          setupFiles: ["apps/server/src/test/kinds-setup.ts"],
          // Each file builds its own in-memory database; the first per worker costs a few seconds.
          // The files share a worker's modules instead of importing the whole server again for each one: that import
          // was half of the project's time (152 of 245 s). What is kept between requests is per database handle
          // (read cache, prepared statements) or per app, so nothing leaks from one file's shop into the next's.
          isolate: false,
          // PGlite's engine on V8's baseline compiler, as the running shop has it (decision 0016, "The baseline
          // compiler on PGlite"): no optimising compile of PostgreSQL's parser (about 600 MB) in each fork.
          execArgv: ["--liftoff-only"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // A test of the process's own memory (when V8 collects, what it gives back) in a worker of its own: in a shared
      // one, what the files before it left decides when V8 collects on its own (it failed so once issue 34 added files).
      {
        test: {
          name: "server-memory",
          environment: "node",
          include: serverTestsMeasuringMemory,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "scripts",
          environment: "node",
          include: ["scripts/**/*.test.ts"],
        },
      },
      // The web app's files share a worker's modules and document instead of a fresh process each: on the 2-core
      // machine the project took 177 s of CPU isolated and 47 s shared (2026-11-29). Its setup (src/test/setup.ts)
      // resets what a test leaves: storage, the head, the query cache, the language.
      {
        extends: "./apps/web/vite.config.ts",
        test: {
          name: "web",
          root: web,
          include: webTests,
          exclude: webTestsReplacingModules,
          isolate: false,
        },
      },
      {
        extends: "./apps/web/vite.config.ts",
        test: { name: "web-isolated", root: web, include: webTestsReplacingModules },
      },
      // The studio's own Vite config declares its jsdom project (name "studio"), shared the same way.
      "apps/studio/vite.config.ts",
    ],
  },
});
