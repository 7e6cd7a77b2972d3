import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const debianChromium = "/usr/bin/chromium";
const debianHeadlessShell = "/usr/bin/chromium-headless-shell";

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal})`);
  }
}

function installDebianPackage(name: string, binary: string): string {
  const isRoot = process.getuid?.() === 0;
  const isDebian = existsSync("/etc/debian_version");
  if (!isRoot || !isDebian) {
    throw new Error(
      [
        "No Chromium found for the browser tests.",
        `Looked at CHROME_PATH (unset) and ${binary}.`,
        isDebian
          ? `Install it with: sudo apt-get install -y ${name}   (or set CHROME_PATH to a Chromium or Chrome binary)`
          : "Set CHROME_PATH to a Chromium or Chrome binary.",
      ].join("\n"),
    );
  }
  console.log(
    `Chromium is missing at ${binary}: installing Debian's ${name} package (apt-get install -y ${name})…`,
  );
  run("apt-get", ["update"]);
  run("apt-get", ["install", "-y", name]);
  if (!isExecutable(binary)) throw new Error(`apt-get installed ${name}, but ${binary} is still missing.`);
  console.log(`Installed ${name} at ${binary}.`);
  return binary;
}

/**
 * The path of the Chromium that measures what a parent's browser does (Lighthouse, the bench's page loads): CHROME_PATH,
 * else Debian's /usr/bin/chromium. Playwright's own browser download is never used (the machines have no network but
 * the package mirrors). As root on Debian, a missing Chromium is installed from Debian's `chromium` package, and the
 * console says so.
 */
export function ensureChromium(): string {
  const wanted = process.env.CHROME_PATH;
  if (wanted !== undefined && wanted !== "") {
    if (isExecutable(wanted)) return wanted;
    throw new Error(`CHROME_PATH is set to ${wanted}, but no executable Chromium is there.`);
  }
  if (isExecutable(debianChromium)) return debianChromium;
  return installDebianPackage("chromium", debianChromium);
}

/**
 * The Chromium the browser tests drive: CHROME_PATH, else Debian's headless shell (`chromium-headless-shell`, the same
 * Chromium built without the browser's window and UI, as Playwright itself runs headless tests). On the 2-core machine
 * it took the journeys' CPU from 155 s to 108 s for the same 34 journeys (decision 0086); installed like Chromium
 * when missing.
 */
export function ensureTestChromium(): string {
  const wanted = process.env.CHROME_PATH;
  if (wanted !== undefined && wanted !== "") return ensureChromium();
  if (isExecutable(debianHeadlessShell)) return debianHeadlessShell;
  return installDebianPackage("chromium-headless-shell", debianHeadlessShell);
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
