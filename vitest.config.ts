import { defineConfig } from "vitest/config";

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
      {
        test: {
          name: "scripts",
          environment: "node",
          include: ["scripts/**/*.test.ts"],
        },
      },
      // The web app's and the studio's own Vite configs declare their jsdom projects (names "web" and "studio").
      "apps/web/vite.config.ts",
      "apps/studio/vite.config.ts",
    ],
  },
});
