import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** A shop of a journey's own in production mode, on an empty data folder: what a photographer starts on day one. */
export interface ProductionShop {
  base: string;
  operatorToken: string;
  stop(): Promise<void>;
}

const main = path.resolve(import.meta.dirname, "..", "..", "apps", "server", "src", "main.ts");

/**
 * Starts `apps/server/src/main.ts` with SHOP_MODE=production beside the suite's demo shop (on E2E_PORT + 7), with
 * what production asks for: a PUBLIC_URL (http on localhost, ALLOW_INSECURE_PUBLIC_URL as behind a proxy that ends
 * TLS), an SMTP_URL (a closed port: the journey reads no mail, and the outbox keeps what it could not send), invoices
 * as the way to pay (no Stripe in the tests' network). The operator's routes exist, with a token of this shop's own.
 */
export async function startProductionShop(): Promise<ProductionShop> {
  const port = Number(process.env.E2E_PORT ?? 3210) + 7;
  const base = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-e2e-production-"));
  const operatorToken = randomBytes(24).toString("hex");
  const child: ChildProcess = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      SHOP_MODE: "production",
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      ALLOW_INSECURE_PUBLIC_URL: "true",
      DATA_DIR: dataDir,
      SMTP_URL: "smtp://127.0.0.1:9",
      INVOICE_ENABLED: "true",
      TRUST_PROXY: "127.0.0.1",
      OPERATOR_TOKEN: operatorToken,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the production shop ended at start: ${errors}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the production shop did not answer: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    operatorToken,
    async stop() {
      const ended = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await ended;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
