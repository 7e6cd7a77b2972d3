import { spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";

// Every browser run starts from an empty shop: the server migrates and seeds the demo into a fresh folder.
const dataDir = process.env.DATA_DIR;
if (
  dataDir === undefined ||
  dataDir === "" ||
  path.resolve(dataDir) === path.parse(path.resolve(dataDir)).root
) {
  console.error("e2e/start-server.ts needs DATA_DIR set to a throw-away folder");
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const main = path.resolve(import.meta.dirname, "..", "apps", "server", "src", "main.ts");
const server = spawn(process.execPath, [main], { stdio: "inherit", env: process.env });

// Playwright signals the whole process group, so the server gets the signal itself; this process only waits
// for it to close its database and exit.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => {});
server.on("exit", (code, signal) => process.exit(code ?? (signal === null ? 0 : 1)));
