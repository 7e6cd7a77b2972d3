import { spawnSync } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { handKindsToModules } from "../kinds.ts";
import type { OrderLineKind } from "./kind.ts";
import { allDownloads, handKinds, lineKind, lineKinds } from "./kinds.ts";

const toy = (name: string, fulfilment: OrderLineKind["fulfilment"]) =>
  ({ name, fulfilment }) as OrderLineKind;

describe("the kinds handed to the cart", () => {
  // The files of this worker that follow sell the shop's own kinds.
  afterAll(() => handKindsToModules());

  it("a process that handed no kinds fails at the first question, instead of dropping every line", () => {
    const asked = spawnSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `(await import(${JSON.stringify(import.meta.resolve("./kinds.ts"))})).lineKind("catalogue")`,
      ],
      { encoding: "utf8" },
    );
    expect(asked.status).not.toBe(0);
    expect(asked.stderr).toContain("the cart was handed no kinds of order line");
  });

  it("answers the kind of a name, none for a name not handed, and a later hand replaces the list", () => {
    const file = toy("digital_file", "download");
    const catalogue = toy("catalogue", "production");
    handKinds([file, catalogue]);
    expect(lineKind("digital_file")).toBe(file);
    expect(lineKind("fee")).toBeNull();
    expect(allDownloads(["digital_file"])).toBe(true);
    expect(allDownloads(["digital_file", "catalogue"])).toBe(false);
    handKinds([catalogue]);
    expect(lineKinds()).toEqual([catalogue]);
    expect(lineKind("digital_file")).toBeNull();
  });

  it("refuses at start a name the contract's line would not carry, and two kinds of one name", () => {
    expect(() => handKinds([toy("Gift card", "production")])).toThrow("not a name of a kind");
    expect(() => handKinds([toy("gift_card", "production"), toy("gift_card", "download")])).toThrow(
      "the same name",
    );
  });
});
