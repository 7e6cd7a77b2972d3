import { expect, it } from "vitest";
import { benchOptions, durationsFor, UsageError } from "./args.ts";

it("runs every part by default", () => {
  expect(benchOptions([])).toEqual({ quick: false, postgres: true, lighthouse: true });
});

it("skips PostgreSQL and Lighthouse on their flags and shortens the loads on --quick", () => {
  const options = benchOptions(["--no-pg", "--quick", "--no-lighthouse"]);
  expect(options).toEqual({ quick: true, postgres: false, lighthouse: false });
  expect(durationsFor(options).loadSeconds).toBeLessThan(durationsFor(benchOptions([])).loadSeconds);
});

it("refuses an unknown flag and names the ones it takes", () => {
  expect(() => benchOptions(["--nopg"])).toThrow(UsageError);
  expect(() => benchOptions(["--nopg"])).toThrow(/--no-pg/);
});
