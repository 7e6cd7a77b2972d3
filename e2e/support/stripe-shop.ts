import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  type StripeStandIn,
  standInEnv,
  startStripeStandIn,
} from "../../apps/server/src/test/stripe-stand-in.ts";
import { e2eOperatorToken } from "./operator.ts";

/** A demo shop of a journey's own that takes Stripe payments, against the local Stripe stand-in. */
export interface StripeShop {
  base: string;
  standIn: StripeStandIn;
  stop(): Promise<void>;
}

const main = path.resolve(import.meta.dirname, "..", "..", "apps", "server", "src", "main.ts");

/**
 * Starts the stand-in (apps/server/src/test/stripe-stand-in.ts) and `apps/server/src/main.ts` in demo mode beside the
 * suite's shop (on E2E_PORT + 6), with STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_API_URL for the stand-in,
 * whose webhooks go to this shop. A shop of its own, because Stripe configured adds a payment option to every
 * checkout, which the other journeys do not expect. The operator's routes use the suite's token.
 */
export async function startStripeShop(): Promise<StripeShop> {
  const port = Number(process.env.E2E_PORT ?? 3210) + 6;
  const base = `http://localhost:${port}`;
  const standIn = await startStripeStandIn();
  standIn.webhookUrl = `${base}/api/webshop/payments/stripe/webhook`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-e2e-stripe-"));
  const child: ChildProcess = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      ...standInEnv(standIn),
      SHOP_MODE: "demo",
      // Small demo pictures: the seed draws them in a few seconds instead of twenty (the journey buys two files).
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
    if (child.exitCode !== null) throw new Error(`the Stripe shop ended at start: ${errors}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the Stripe shop did not answer: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    standIn,
    async stop() {
      const ended = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await ended;
      await standIn.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
