/**
 * Builds the web app and the studio when a build is missing or older than any of its sources, so `npm start` on a fresh clone
 * serves the current interface and a second start does not rebuild; and makes the empty database that new data
 * folders are copied from when it is missing or stale: another PGlite, or other code of ours, made it (decision 0016).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { buildTemplate, currentTemplate, makeTemplate } from "../apps/server/src/db/pglite-create.ts";

const root = path.resolve(import.meta.dirname, "..");

function newestModification(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) {
    if (child === "node_modules" || child === "dist") continue;
    newest = Math.max(newest, newestModification(path.join(entry, child)));
  }
  return newest;
}

/** The apps the server serves: the web app at / and the studio at /studio/, each built on its own. */
const apps = [
  { name: "the web app", workspace: "@shop/web", dir: "apps/web", extra: ["vite-plugins", "public"] },
  { name: "the studio", workspace: "@shop/studio", dir: "apps/studio", extra: [] },
];

function sourcesNewest(dir: string, extra: readonly string[]): number {
  const packagesDir = path.join(root, "packages");
  const packageSources = existsSync(packagesDir)
    ? readdirSync(packagesDir).map((name) => path.join(packagesDir, name, "src"))
    : [];
  const sources = [
    path.join(root, dir, "src"),
    path.join(root, dir, "index.html"),
    path.join(root, dir, "vite.config.ts"),
    ...extra.map((name) => path.join(root, dir, name)),
    ...packageSources,
  ];
  return Math.max(...sources.map(newestModification));
}

function reason(app: (typeof apps)[number]): string | null {
  const builtIndex = path.join(root, app.dir, "dist/index.html");
  if (!existsSync(builtIndex)) return `${app.name} has not been built yet`;
  if (sourcesNewest(app.dir, app.extra) > statSync(builtIndex).mtimeMs)
    return `${app.name}'s sources changed since the last build`;
  return null;
}

for (const app of apps) {
  const why = reason(app);
  if (why === null) continue;
  console.log(`Building ${app.name} (${why})…`);
  const result = spawnSync("npm", ["run", "build", "-w", app.workspace], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`The build of ${app.name} failed.`);
    process.exit(result.status ?? 1);
  }
}

if (currentTemplate(buildTemplate) === null) {
  console.log("Making the empty database that new data folders start from…");
  const made = await makeTemplate();
  console.log(`Made in ${(made.ms / 1000).toFixed(1)} s.`);
}
