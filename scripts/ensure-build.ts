/**
 * Builds the web app when its build is missing or older than any of its sources, so `npm start` on a fresh clone
 * serves the current interface and a second start does not rebuild; and makes the empty database that new data
 * folders are copied from when it is missing or stale: another PGlite, or other code of ours, made it (decision 0016).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { buildTemplate, currentTemplate, makeTemplate } from "../apps/server/src/db/pglite-create.ts";

const root = path.resolve(import.meta.dirname, "..");
const builtIndex = path.join(root, "apps/web/dist/index.html");

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

function sourcesNewest(): number {
  const packagesDir = path.join(root, "packages");
  const packageSources = existsSync(packagesDir)
    ? readdirSync(packagesDir).map((name) => path.join(packagesDir, name, "src"))
    : [];
  const sources = [
    path.join(root, "apps/web/src"),
    path.join(root, "apps/web/index.html"),
    path.join(root, "apps/web/vite.config.ts"),
    path.join(root, "apps/web/vite-plugins"),
    path.join(root, "apps/web/public"),
    ...packageSources,
  ];
  return Math.max(...sources.map(newestModification));
}

function reason(): string | null {
  if (!existsSync(builtIndex)) return "the web app has not been built yet";
  if (sourcesNewest() > statSync(builtIndex).mtimeMs)
    return "the web app's sources changed since the last build";
  return null;
}

const why = reason();
if (why !== null) {
  console.log(`Building the web app (${why})…`);
  const result = spawnSync("npm", ["run", "build", "-w", "@shop/web"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error("The web app build failed.");
    process.exit(result.status ?? 1);
  }
}

if (currentTemplate(buildTemplate) === null) {
  console.log("Making the empty database that new data folders start from…");
  const made = await makeTemplate();
  console.log(`Made in ${(made.ms / 1000).toFixed(1)} s.`);
}
