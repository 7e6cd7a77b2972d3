/**
 * The bench's summary: one row per figure of issue 10, with what it was measured against (its bare peer, or a
 * budget), the ratio between the two where the target is a ratio, the target and whether it was met.
 */
export type Unit = "req/s" | "calls/s" | "orders/min" | "ms" | "MB" | "B" | "score" | "count" | "statements";
export type RatioKind = "percent" | "times";

export interface Target {
  compare: "≥" | "≤";
  value: number;
  /** Whether the target applies to the measured value or to its ratio to the peer. */
  on: "measured" | "ratio";
}

export interface Figure {
  figure: string;
  /** Figures of one group are printed together (the same read on PGlite and on PostgreSQL). */
  group?: string;
  /** Null when the part did not run or could not measure it. */
  measured: number | null;
  unit: Unit;
  /** The bare peer (or the budget) in the same unit as the measured value. */
  peer?: number;
  ratio?: RatioKind;
  target?: Target;
}

export type Met = "yes" | "no" | "n/a" | "";

export function ratioOf(figure: Figure): number | null {
  if (figure.measured === null || figure.peer === undefined || figure.ratio === undefined) return null;
  if (figure.peer === 0) return null;
  const times = figure.measured / figure.peer;
  return figure.ratio === "percent" ? 100 * times : times;
}

export function metOf(figure: Figure): Met {
  const { target } = figure;
  if (!target) return "";
  const value = target.on === "ratio" ? ratioOf(figure) : figure.measured;
  if (value === null || Number.isNaN(value)) return "n/a";
  const met = target.compare === "≥" ? value >= target.value : value <= target.value;
  return met ? "yes" : "no";
}

const withCommas = (value: number, digits = 0) =>
  value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function formatValue(value: number, unit: Unit | RatioKind): string {
  if (Number.isNaN(value)) return "n/a";
  switch (unit) {
    case "req/s":
    case "calls/s":
    case "orders/min":
      return `${withCommas(value, value < 100 ? 1 : 0)} ${unit}`;
    case "ms":
      return `${withCommas(value)} ms`;
    case "MB":
      return `${withCommas(value)} MB`;
    case "B":
      return `${withCommas(value)} B`;
    case "score":
    case "count":
      return withCommas(value);
    case "statements":
      return withCommas(value, 1);
    case "percent":
      return `${value < 10 ? value.toFixed(2) : value.toFixed(1)} %`;
    case "times":
      return `${value.toFixed(2)}×`;
  }
}

function formatTarget(figure: Figure): string {
  const { target } = figure;
  if (!target) return "";
  const unit = target.on === "ratio" ? (figure.ratio ?? "times") : figure.unit;
  return `${target.compare} ${formatValue(target.value, unit)}`;
}

export interface SummaryRow {
  figure: string;
  measured: string;
  peer: string;
  ratio: string;
  target: string;
  met: Met;
}

export function summaryRow(figure: Figure): SummaryRow {
  const ratio = ratioOf(figure);
  return {
    figure: figure.figure,
    measured: figure.measured === null ? "not measured" : formatValue(figure.measured, figure.unit),
    peer: figure.peer === undefined ? "" : formatValue(figure.peer, figure.unit),
    ratio: ratio === null || figure.ratio === undefined ? "" : formatValue(ratio, figure.ratio),
    target: formatTarget(figure),
    met: metOf(figure),
  };
}

const columns: Array<[keyof SummaryRow, string]> = [
  ["figure", "figure"],
  ["measured", "measured"],
  ["peer", "peer"],
  ["ratio", "ratio"],
  ["target", "target"],
  ["met", "met"],
];

/** The figures in the order their groups first appear, each group's figures together in their own order. */
export function grouped(figures: readonly Figure[]): Figure[] {
  const groups = new Map<string, Figure[]>();
  for (const figure of figures) {
    const key = figure.group ?? figure.figure;
    groups.set(key, [...(groups.get(key) ?? []), figure]);
  }
  return [...groups.values()].flat();
}

/** A plain-text table, one line per figure, grouped, columns padded to their widest cell. */
export function summaryTable(figures: readonly Figure[]): string {
  const rows = grouped(figures).map(summaryRow);
  const widths = columns.map(([key, title]) => Math.max(title.length, ...rows.map((row) => row[key].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd();
  return [
    line(columns.map(([, title]) => title)),
    line(widths.map((width) => "-".repeat(width))),
    ...rows.map((row) => line(columns.map(([key]) => row[key]))),
  ].join("\n");
}
