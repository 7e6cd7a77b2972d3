/**
 * Development: the server restarts on changes (node --watch) and Vite serves the web app and the studio with hot
 * reload (the studio at http://localhost:5174/studio/), proxying the API paths to the server. Ctrl-C stops all three.
 */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const port = process.env.PORT ?? "3000";
const children: ChildProcess[] = [];

function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
    stop(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on("exit", r)) : null))).then(
    () => process.exit(code),
  );
}

run(
  "server",
  process.execPath,
  ["--watch-path=apps/server/src", "--watch-path=packages", "apps/server/src/main.ts"],
  {
    PORT: port,
  },
);
const webDir = path.join(root, "apps/web");
run("vite", process.execPath, [path.join(webDir, "node_modules/vite/bin/vite.js"), webDir], {
  SHOP_API_URL: `http://localhost:${port}`,
});

const studioDir = path.join(root, "apps/studio");
run("studio", process.execPath, [path.join(studioDir, "node_modules/vite/bin/vite.js"), studioDir], {
  SHOP_API_URL: `http://localhost:${port}`,
});

process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
