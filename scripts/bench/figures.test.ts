import { describe, expect, it } from "vitest";
import { type Figure, formatValue, grouped, metOf, ratioOf, summaryRow, summaryTable } from "./figures.ts";

const reads: Figure = {
  figure: "picture-set detail, PGlite: req/s",
  measured: 60,
  unit: "req/s",
  peer: 13_600,
  ratio: "percent",
  target: { compare: "≥", value: 3, on: "ratio" },
};

describe("the bench's summary", () => {
  it("gives a share of the peer in percent and a multiple of it in times", () => {
    expect(ratioOf(reads)).toBeCloseTo(0.441, 3);
    expect(ratioOf({ figure: "first thumbnail", measured: 90, unit: "ms", peer: 60, ratio: "times" })).toBe(
      1.5,
    );
  });

  it("has no ratio without a peer, without a measurement or with a peer of zero", () => {
    expect(ratioOf({ ...reads, peer: undefined })).toBeNull();
    expect(ratioOf({ ...reads, measured: null })).toBeNull();
    expect(ratioOf({ ...reads, peer: 0 })).toBeNull();
  });

  it("checks a ratio target against the ratio and a plain target against the measured value", () => {
    expect(metOf(reads)).toBe("no");
    expect(metOf({ ...reads, measured: 408 })).toBe("yes");
    const p99: Figure = {
      figure: "p99",
      measured: 500,
      unit: "ms",
      target: { compare: "≤", value: 500, on: "measured" },
    };
    expect(metOf(p99)).toBe("yes");
    expect(metOf({ ...p99, measured: 501 })).toBe("no");
  });

  it("says n/a for a target it could not measure and nothing for a figure without a target", () => {
    expect(metOf({ ...reads, measured: null })).toBe("n/a");
    expect(metOf({ figure: "start", measured: 1200, unit: "ms" })).toBe("");
  });

  it("writes each cell with its unit", () => {
    expect(summaryRow(reads)).toEqual({
      figure: "picture-set detail, PGlite: req/s",
      measured: "60.0 req/s",
      peer: "13,600 req/s",
      ratio: "0.44 %",
      target: "≥ 3.00 %",
      met: "no",
    });
    expect(formatValue(1.234, "times")).toBe("1.23×");
    expect(formatValue(188_968, "B")).toBe("188,968 B");
    expect(formatValue(39.46, "orders/min")).toBe("39.5 orders/min");
    expect(formatValue(Number.NaN, "ms")).toBe("n/a");
  });

  it("says a figure was not measured rather than printing a number", () => {
    expect(summaryRow({ ...reads, measured: null }).measured).toBe("not measured");
  });

  it("lines the columns up under their titles", () => {
    const table = summaryTable([reads, { figure: "idle", measured: 212.4, unit: "MB" }]).split("\n");
    expect(table[0]).toMatch(/^figure\s+measured\s+peer\s+ratio\s+target\s+met$/);
    expect(table).toHaveLength(4);
    const measuredColumn = table[0]?.indexOf("measured");
    expect(table[2]?.indexOf("60.0 req/s")).toBe(measuredColumn);
    expect(table[3]?.indexOf("212 MB")).toBe(measuredColumn);
  });

  it("prints the figures of a group together where the group first appears", () => {
    const figure = (name: string, group?: string): Figure => ({
      figure: name,
      measured: 1,
      unit: "ms",
      group,
    });
    const order = grouped([
      figure("list, PGlite", "list"),
      figure("detail, PGlite", "detail"),
      figure("memory"),
      figure("list, PostgreSQL", "list"),
      figure("detail, PostgreSQL", "detail"),
    ]).map((f) => f.figure);
    expect(order).toEqual([
      "list, PGlite",
      "list, PostgreSQL",
      "detail, PGlite",
      "detail, PostgreSQL",
      "memory",
    ]);
  });
});
