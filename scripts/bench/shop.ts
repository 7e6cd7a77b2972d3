import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { openSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");

export interface ShopProcess {
  base: string;
  dataDir: string;
  /** The node process itself (its memory is read from /proc), not an npm wrapper. */
  child: ChildProcess;
  pid: number;
  log: string;
}

export interface ShopOptions {
  port: number;
  dataDir: string;
  /** Where the process writes its output, for the error when it fails. */
  log: string;
  /** A PostgreSQL URL; without it the shop runs on PGlite in its data folder. */
  databaseUrl?: string;
  /** More of the shop's environment (the studio bench's OPERATOR_TOKEN). */
  env?: Record<string, string>;
}

/** Builds the web app when it is missing or stale, once, so no start time below includes a build. */
export function ensureBuild(): void {
  const built = spawnSync(process.execPath, ["scripts/ensure-build.ts"], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) throw new Error("the web app's build failed");
}

function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

/** A shop's port held by something else would make the bench measure that instead. */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", () =>
      reject(new Error(`port ${port} is in use: choose another with BENCH_PORT / BENCH_PG_PORT`)),
    );
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

/**
 * Starts `node apps/server/src/main.ts` in the demo mode and waits for its first answer to `/`. The bench is the
 * shop's reverse proxy (TRUST_PROXY), so the parents it plays can each come from their own address.
 */
export async function startShop(
  options: ShopOptions,
): Promise<{ shop: ShopProcess; msToFirstAnswer: number }> {
  const base = `http://127.0.0.1:${options.port}`;
  await assertPortFree(options.port);
  const { DATABASE_URL: _ignored, ...environment } = process.env;
  const out = openSync(options.log, "a");
  const startedAt = performance.now();
  const child = spawn(process.execPath, ["apps/server/src/main.ts"], {
    cwd: root,
    env: {
      ...environment,
      SHOP_MODE: "demo",
      PORT: String(options.port),
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      PUBLIC_URL: base,
      TRUST_PROXY: "127.0.0.1",
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
    stdio: ["ignore", out, out],
  });
  if (child.pid === undefined) throw new Error("the shop did not start");
  // Should the bench itself die (an uncaught error), its shop must not live on, holding the port for the next run.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  child.once("exit", () => process.off("exit", killOnExit));
  const shop: ShopProcess = { base, dataDir: options.dataDir, child, pid: child.pid, log: options.log };
  let exit: ((error: Error) => void) | undefined;
  const exited = new Promise<never>((_, reject) => {
    exit = reject;
  });
  const onExit = (code: number | null, signal: string | null) =>
    exit?.(new Error(`the shop exited (${code ?? signal}) while starting:\n${tail(options.log)}`));
  child.once("exit", onExit);
  const answered = (async () => {
    const deadline = Date.now() + 600_000;
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${base}/`)).ok) return performance.now() - startedAt;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the shop did not answer within 600 s:\n${tail(options.log)}`);
  })();
  try {
    const msToFirstAnswer = await Promise.race([answered, exited]);
    return { shop, msToFirstAnswer };
  } finally {
    child.off("exit", onExit);
  }
}

/** Ctrl-C, as an operator stops it; SIGKILL if it has not stopped after 20 s. */
export async function stopShop(shop: ShopProcess): Promise<void> {
  if (shop.child.exitCode !== null || shop.child.signalCode !== null) return;
  const exited = new Promise((resolve) => shop.child.once("exit", resolve));
  shop.child.kill("SIGINT");
  const timer = setTimeout(() => shop.child.kill("SIGKILL"), 20_000);
  await exited;
  clearTimeout(timer);
}
