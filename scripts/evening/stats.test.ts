import { describe, expect, it } from "vitest";
import { formatTable, percentile, StepRecorder, stepTable } from "./stats.ts";

describe("percentile", () => {
  it("takes the nearest rank of the sorted values", () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
  });

  it("gives the only value for every percentile of one value", () => {
    expect(percentile([7], 50)).toBe(7);
    expect(percentile([7], 99)).toBe(7);
  });

  it("gives the slowest of few values as the 99th percentile", () => {
    expect(percentile([1, 2, 3, 40], 99)).toBe(40);
    expect(percentile([1, 2, 3, 40], 50)).toBe(2);
  });

  it("gives NaN for no values", () => {
    expect(percentile([], 50)).toBeNaN();
  });
});

describe("StepRecorder", () => {
  it("sums each step in the order first seen, with its errors and the first error", () => {
    const recorder = new StepRecorder();
    recorder.record("code", 30);
    recorder.record("register", 200, { status: 429, code: "rate_limited", detail: "" });
    recorder.record("code", 10);
    recorder.record("register", 100, { status: 500, code: "server_error", detail: "" });
    recorder.record("code", 20);
    const [code, register] = recorder.summary();
    expect(code).toMatchObject({ step: "code", count: 3, errors: 0, p50: 20, max: 30, firstError: null });
    expect(register).toMatchObject({ step: "register", count: 2, errors: 2, p50: 100, max: 200 });
    expect(register?.firstError).toEqual({ status: 429, code: "rate_limited", detail: "" });
  });
});

describe("the tables", () => {
  it("pads the first column left and the numbers right, under a rule", () => {
    expect(
      formatTable(
        ["step", "count"],
        [
          ["code", "5"],
          ["thumbnail", "120"],
        ],
      ),
    ).toBe(["step       count", "---------  -----", "code           5", "thumbnail    120"].join("\n"));
  });

  it("names each step's first error under the step table", () => {
    const recorder = new StepRecorder();
    recorder.record("invoice", 12.4, { status: null, code: null, detail: "ECONNRESET" });
    recorder.record("invoice", 30.6);
    const text = stepTable(recorder.summary());
    expect(text.split("\n")[2]).toBe("invoice      2       1      12      31      31      31");
    expect(text).toContain("first error of invoice: no answer (ECONNRESET)");
  });
});
