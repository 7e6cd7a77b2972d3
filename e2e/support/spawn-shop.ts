import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { e2eOperatorToken } from "./operator.ts";

const main = path.resolve(import.meta.dirname, "..", "..", "apps", "server", "src", "main.ts");

/** A demo shop of a journey's own, beside the suite's. */
export interface SpawnedShop {
  base: string;
  stop(): Promise<void>;
}

/**
 * Starts `apps/server/src/main.ts` in demo mode on E2E_PORT + `offset` with a fresh data folder and `env` on top (a
 * provider's stand-in), and waits for it to answer. A shop of its own, because a configured provider adds a payment
 * option to every checkout, which the other journeys do not expect. The operator's routes use the suite's token.
 */
export async function spawnDemoShop(
  name: string,
  offset: number,
  env: NodeJS.ProcessEnv,
): Promise<SpawnedShop> {
  const port = Number(process.env.E2E_PORT ?? 3210) + offset;
  const base = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `shop-e2e-${name}-`));
  const child: ChildProcess = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      ...env,
      SHOP_MODE: "demo",
      // Small demo pictures: the seed draws them in a few seconds instead of twenty (the journeys buy a few files).
      DEMO_PICTURE_SCALE: "0.25",
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      TRUST_PROXY: "127.0.0.1",
      OPERATOR_TOKEN: e2eOperatorToken,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  // The demo seed draws its (small) pictures on the first start.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the ${name} shop ended at start: ${errors}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the ${name} shop did not answer: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    async stop() {
      const ended = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await ended;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
