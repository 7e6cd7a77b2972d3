import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { ensureTestChromium } from "./ensure-chromium.ts";

const root = path.resolve(import.meta.dirname, "..");

function step(title: string): void {
  console.log(`\n▶ ${title}`);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

try {
  step("Chromium");
  const chromium = ensureTestChromium();
  console.log(`Using ${chromium}`);

  step("Builds (the web app and the studio)");
  const ensureBuild = path.join(root, "scripts", "ensure-build.ts");
  const built = existsSync(ensureBuild)
    ? run(process.execPath, [ensureBuild])
    : run("npm", ["run", "build", "-w", "@shop/web"]);
  if (built !== 0) {
    console.error(
      "The web app or the studio did not build; the browser tests need apps/web/dist and apps/studio/dist.",
    );
    process.exit(built);
  }

  step("Browser tests (Playwright, Chromium)");
  const playwright = path.join(root, "node_modules", "@playwright", "test", "cli.js");
  const status = run(
    process.execPath,
    [playwright, "test", "-c", path.join("e2e", "playwright.config.ts"), ...process.argv.slice(2)],
    { ...process.env, CHROME_PATH: chromium, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" },
  );
  process.exit(status);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
