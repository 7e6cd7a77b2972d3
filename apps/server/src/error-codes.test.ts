import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as listed from "@shop/contracts/error-codes";
import { describe, expect, it } from "vitest";

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const contractsDir = path.join(serverDir, "../../../packages/contracts/src");

/** Source files, without tests and test support. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : sourceFiles(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

/** What the server answers: its own sources and the contracts' bodies it sends (the list itself left out). */
const source = [...sourceFiles(serverDir), ...sourceFiles(contractsDir)]
  .filter((file) => path.basename(file) !== "error-codes.ts")
  .map((file) => readFileSync(file, "utf8"))
  .join("\n");

/** The contracts' tables from a domain reason to its code, which the server answers through. */
const tables = {
  voucherRefusalCodes: listed.voucherRefusalCodes,
  invoiceRefusalCodes: listed.invoiceRefusalCodes,
  paymentDeclineCodes: listed.paymentDeclineCodes,
  nationalIdErrorCodes: listed.nationalIdErrorCodes,
  validationErrorCodes: listed.validationErrorCodes,
};

describe("the list of error codes", () => {
  it("holds no code the server never answers", () => {
    const throughTables = Object.entries(tables).flatMap(([name, table]) =>
      source.includes(name) ? Object.values(table) : [],
    );
    const unused = Object.keys(listed.errorCodes).filter(
      (code) => !source.includes(`"${code}"`) && !throughTables.includes(code as never),
    );
    expect(unused).toEqual([]);
  });

  it("says what each code means", () => {
    for (const [code, meaning] of Object.entries(listed.errorCodes)) {
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(meaning.length, code).toBeGreaterThan(10);
    }
  });
});
