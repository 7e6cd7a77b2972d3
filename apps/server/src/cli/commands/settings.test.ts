import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { CliError } from "../command.ts";
import { type OpenShop, settingsCommands } from "./settings.ts";

const example = fileURLToPath(new URL("../../../../../docs/examples/shop.json", import.meta.url));
const shopCli = fileURLToPath(new URL("../shop.ts", import.meta.url));
const folder = mkdtempSync(path.join(os.tmpdir(), "shop-settings-"));

/** The example file with a price written as text and a misspelt field. */
function badFile(): string {
  const document = JSON.parse(readFileSync(example, "utf8"));
  document.deliveryOptions[2].price = "79 kr";
  document.vouchers[3].oncePerCustomer = true;
  const file = path.join(folder, "bad.json");
  writeFileSync(file, JSON.stringify(document));
  return file;
}

function printed(spy: { mock: { calls: unknown[][] } }): string {
  return spy.mock.calls.map((call) => call.join(" ")).join("\n");
}

describe("npm run shop -- settings apply", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const onTestShop: OpenShop = (work) => work({ db: t.db, config: t.config });
  const [apply] = settingsCommands(onTestShop);

  it("applies a file and prints what it created, then that nothing changed", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      await apply?.run([example]);
      const first = printed(log);
      expect(first).toContain(`Applied ${example}:`);
      expect(first).toContain("created  voucher ENGANG20");
      expect(first).toContain(
        'updated  portal "Demo Foto AS" (name, address, postalCode, city, email, phone,',
      );
      expect(first).toContain('skipped  catalogue "Skolekatalog Solbakken 2026": the shop has no job');
      expect(first).toContain("36 created, 3 updated, 0 unchanged, 0 retired, 0 removed, 2 skipped.");

      log.mockClear();
      await apply?.run([example]);
      const second = printed(log);
      expect(second).toContain("unchanged 1 portal,");
      expect(second).toContain("4 delivery options, 3 pickup locations, 4 payment options, 4 vouchers");
      expect(second).toContain("0 created, 0 updated, 39 unchanged, 0 retired, 0 removed, 2 skipped.");
    } finally {
      log.mockRestore();
    }
  });

  it("refuses a bad file with its errors by field, before it opens the shop", async () => {
    let opened = false;
    const [refusing] = settingsCommands((work) => {
      opened = true;
      return onTestShop(work);
    });
    const file = badFile();

    const run = refusing?.run([file]);

    await expect(run).rejects.toBeInstanceOf(CliError);
    await expect(run).rejects.toThrow(
      [
        `${file} cannot be applied (2 errors); nothing was changed:`,
        "  deliveryOptions[2].price: must be a number of minor units (øre): 149 kr is 14900",
        "  vouchers[3].oncePerCustomer: is not a known field",
      ].join("\n"),
    );
    expect(opened).toBe(false);
  });

  it("asks for exactly one file", async () => {
    await expect(apply?.run([])).rejects.toMatchObject({ showUsage: true });
    await expect(apply?.run([example, example])).rejects.toMatchObject({ showUsage: true });
  });

  it("exits with code 1 and prints the errors on a bad file", () => {
    const result = spawnSync(process.execPath, [shopCli, "settings", "apply", badFile()], {
      encoding: "utf8",
      env: { ...process.env, DATA_DIR: path.join(folder, "data") },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("deliveryOptions[2].price: must be a number of minor units");
    expect(result.stdout).toBe("");
  });

  it("explains the file in its help", () => {
    const result = spawnSync(process.execPath, [shopCli, "settings", "apply", "--help"], {
      encoding: "utf8",
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("docs/examples/shop.json");
    expect(result.stdout).toContain("Money is in minor units");
    expect(result.stdout).toContain("stop the server first");
  });
});
