import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { moneyKeys } from "../../modules/settings/money-fields.ts";
import { createJob } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { CliError } from "../command.ts";
import { type OpenShop, settingsCommands } from "./settings.ts";

const example = fileURLToPath(new URL("../../../../../docs/examples/shop.json", import.meta.url));
const shopCli = fileURLToPath(new URL("../shop.ts", import.meta.url));
const folder = mkdtempSync(path.join(os.tmpdir(), "shop-settings-"));

/** The example file with a price written as a bare number and a misspelt field. */
function badFile(): string {
  const document = JSON.parse(readFileSync(example, "utf8"));
  document.deliveryOptions[2].price = 79;
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
  const [apply, convert] = settingsCommands(onTestShop);

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
      expect(first).toContain("37 created, 3 updated, 0 unchanged, 0 retired, 0 removed, 2 skipped.");

      log.mockClear();
      await apply?.run([example]);
      const second = printed(log);
      expect(second).toContain("unchanged 1 portal,");
      expect(second).toContain("4 delivery options, 3 pickup locations, 5 payment options, 4 vouchers");
      expect(second).toContain("0 created, 0 updated, 40 unchanged, 0 retired, 0 removed, 2 skipped.");
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
        '  deliveryOptions[2].price: 79 is a number; write "79" for 79.00 kr or "0.79" for 0.79 kr',
        "  vouchers[3].oncePerCustomer: is not a known field",
      ].join("\n"),
    );
    expect(opened).toBe(false);
  });

  it("prints every price a dry run would set, as the shop writes money", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      await apply?.run([example, "--dry-run"]);
      const out = printed(log).replace(/\s/g, " ");
      expect(out).toContain("Prices it sets:");
      expect(out).toContain("  webshop.freeShippingThreshold: NOK 1,000.00");
      expect(out).toContain("  digital.IP.file.price (Digital portrait / Digitalt portrett): NOK 149.00");
      expect(out).toContain("  paymentOptions[2].fee (Invoice / Faktura): NOK 29.00");
    } finally {
      log.mockRestore();
    }
  });

  it("refuses a file of the old version and converts it into one that applies to the same shop", async () => {
    const current = JSON.parse(readFileSync(example, "utf8"));
    // The example as version 1 wrote it: no version, amounts as numbers of øre.
    const old = JSON.parse(readFileSync(example, "utf8"), (key, value) =>
      typeof value === "string" && moneyKeys.has(key) ? Math.round(Number(value) * 100) : value,
    );
    delete old.version;
    expect(old.digital.IP.file.price).toBe(14900);
    const oldFile = path.join(folder, "old.json");
    writeFileSync(oldFile, JSON.stringify(old));
    await expect(apply?.run([oldFile])).rejects.toThrow(
      `${oldFile} cannot be applied (1 error); nothing was changed:\n  (the file): is of version 1`,
    );
    await expect(apply?.run([oldFile])).rejects.toThrow(
      "npm run shop -- settings convert <file> --out <new file>",
    );

    const out = path.join(folder, "converted.json");
    const said = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await convert?.run([oldFile, "--out", out]);
      expect(printed(said)).toContain(`Converted ${oldFile} to ${out}: 23 amounts written as text.`);
    } finally {
      said.mockRestore();
    }
    expect(JSON.parse(readFileSync(out, "utf8"))).toEqual(current);
    await expect(convert?.run([out])).rejects.toThrow("version: is already of version 2");
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
    expect(result.stderr).toContain("deliveryOptions[2].price: 79 is a number;");
    expect(result.stdout).toBe("");
  });

  it("explains the file in its help", () => {
    const result = spawnSync(process.execPath, [shopCli, "settings", "apply", "--help"], {
      encoding: "utf8",
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("docs/examples/shop.json");
    expect(result.stdout).toContain("Money is text in the shop's currency");
    expect(result.stdout).toContain("stop the server first");
  });
});

describe("npm run shop -- settings export", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("writes the shop's settings as a file that applies without a change", async () => {
    const onTestShop: OpenShop = (work) => work({ db: t.db, config: t.config });
    const [apply, , exportFile] = settingsCommands(onTestShop);
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const said = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await createJob(t, { name: "Solbakken skole 2026" });
      await apply?.run([example]);
      const out = path.join(folder, "exported.json");
      await exportFile?.run(["--out", out]);
      expect(printed(said)).toBe(`Wrote the shop's settings to ${out}.`);
      expect(JSON.parse(readFileSync(out, "utf8"))).toMatchObject({
        version: 2,
        portal: { name: "Demo Foto AS" },
      });
      log.mockClear();
      await apply?.run([out]);
      expect(printed(log)).toContain("0 created, 0 updated, 40 unchanged, 0 retired, 0 removed, 0 skipped.");
    } finally {
      log.mockRestore();
      said.mockRestore();
    }
  });
});
