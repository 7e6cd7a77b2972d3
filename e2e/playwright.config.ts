import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { e2eOperatorToken } from "./support/operator.ts";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.E2E_PORT ?? 3210);
// localhost, not 127.0.0.1: WebAuthn refuses an IP address as the relying party, and the studio's passkey journey
// signs in with Chromium's virtual authenticator (a secure context either way; the server still listens on 127.0.0.1).
const baseURL = `http://localhost:${port}`;
// Playwright evaluates this file in every worker too, so the folder is only named here; the server's start
// script (start-server.ts) wipes it, once per run.
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), "shop-e2e", "data");
// scripts/e2e.ts passes the headless shell it found or installed (scripts/ensure-chromium.ts); run on its own, the
// config takes the same one when it is there.
const chromium =
  process.env.CHROME_PATH ??
  (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium");
const inCi = Boolean(process.env.CI);

export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  outputDir: path.join(root, "test-results"),
  fullyParallel: true,
  workers: 2,
  retries: inCi ? 1 : 0,
  forbidOnly: inCi,
  reporter: "list",
  // Time limits for a journey that hangs, not timings: a journey takes 5–20 s on the usual machine, and the longest
  // passed 45 s on one that ran 5–8× slower (2026-11-27). `test.slow()` triples them.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    locale: "en-GB",
    // Recording a trace costs about a third of the run's CPU (1.5 against 2.3 minutes for journeys 20–29 on two
    // cores), so only a retry records one; E2E_TRACE=1 records every test's and keeps the failures'.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-gpu",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium", viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `"${path.join(root, "node_modules", ".bin", "node")}" e2e/start-server.ts`,
    cwd: root,
    url: `${baseURL}/healthz`,
    // The demo seed draws full-size pictures on the first start; on 2 cores that takes a while.
    timeout: 120_000,
    reuseExistingServer: false,
    // The server logs every request; E2E_SERVER_LOG=1 shows them.
    stdout: process.env.E2E_SERVER_LOG ? "pipe" : "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    env: {
      ...(process.env as Record<string, string>),
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      // Each test names its own client address (support/test.ts); the server believes only its loopback proxy.
      TRUST_PROXY: "127.0.0.1",
      // The operator's routes exist (32-simulated-user asks for support's link through them).
      OPERATOR_TOKEN: e2eOperatorToken,
    },
  },
});
