import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";

/**
 * Libraries a shop may go for hours, or for good, without using, loaded by their first use rather than at start
 * (decision 0016: "What a shop may never use loads when it is used", "The first new picture, and half the buffers").
 */
const loadedWhenUsed = [
  "sharp",
  "stripe",
  "nodemailer",
  "pdf-lib",
  "@pdf-lib/fontkit",
  "@simplewebauthn/server",
];

/** The package a resolved file belongs to, by the last `node_modules` in its URL; null for the shop's own files. */
function packageOf(url: string): string | null {
  const rest = url.split("/node_modules/").at(-1);
  if (rest === undefined || rest === url) return null;
  const [scope, name] = rest.split("/");
  return scope?.startsWith("@") ? `${scope}/${name}` : (scope ?? null);
}

it("a started shop loads sharp, Stripe, nodemailer, pdf-lib, fontkit and the passkeys' library only when it first uses them", () => {
  // Every module start.ts imports for its values, and through them everything the running shop holds from its start.
  const start = readFileSync(new URL("./start.ts", import.meta.url), "utf8");
  const modules = [...start.matchAll(/^import (?!type )[^;]*? from "(\.[^"]+)";$/gm)].map(
    (match) => new URL(match[1] ?? "", new URL("./start.ts", import.meta.url)).href,
  );
  expect(modules).toContain(new URL("./app.ts", import.meta.url).href);
  const script = `
    import { registerHooks } from "node:module";
    const seen = new Set();
    registerHooks({ resolve(specifier, context, next) { const found = next(specifier, context); seen.add(found.url); return found; } });
    for (const module of ${JSON.stringify(modules)}) await import(module);
    console.log(JSON.stringify([...seen]));
  `;
  const run = spawnSync(process.execPath, ["--input-type=module", "--eval", script], {
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "test" },
  });
  expect(run.stderr).not.toMatch(/Error/);
  const packages = new Set((JSON.parse(run.stdout) as string[]).map(packageOf));
  expect(packages).toContain("fastify");
  expect(packages).toContain("drizzle-orm");
  for (const name of loadedWhenUsed) expect(packages).not.toContain(name);
});
