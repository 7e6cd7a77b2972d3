/** What the evening's load generator counts per step, and the table it prints: pure, so it has unit tests. */

/** The value below which `p` % of the sorted values lie (nearest rank), or NaN for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

/** A failed call as the report names it: the HTTP status and the error code of the body, or what went wrong. */
export interface StepError {
  status: number | null;
  code: string | null;
  detail: string;
}

export interface StepStats {
  step: string;
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  firstError: StepError | null;
}

/** Durations (ms) and failures per step, in the order the steps were first seen. */
export class StepRecorder {
  private readonly durations = new Map<string, number[]>();
  private readonly failures = new Map<string, { errors: number; first: StepError }>();

  record(step: string, ms: number, error: StepError | null = null): void {
    const list = this.durations.get(step) ?? [];
    list.push(ms);
    this.durations.set(step, list);
    if (error === null) return;
    const failed = this.failures.get(step);
    if (failed) failed.errors += 1;
    else this.failures.set(step, { errors: 1, first: error });
  }

  summary(): StepStats[] {
    return [...this.durations].map(([step, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      const failed = this.failures.get(step);
      return {
        step,
        count: sorted.length,
        errors: failed?.errors ?? 0,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        max: sorted[sorted.length - 1] ?? Number.NaN,
        firstError: failed?.first ?? null,
      };
    });
  }
}

export function describeError(error: StepError): string {
  const status = error.status === null ? "no answer" : String(error.status);
  return `${status}${error.code ? ` ${error.code}` : ""}${error.detail ? ` (${error.detail})` : ""}`;
}

const ms = (value: number) => (Number.isNaN(value) ? "-" : String(Math.round(value)));

/** A plain-text table with right-aligned numbers, as a terminal and a Markdown code block show it. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0] as number) : cell.padStart(widths[column] as number),
      )
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

/** The per-step table: count, errors, p50/p95/p99 and the slowest in ms; the first error of each step below. */
export function stepTable(stats: readonly StepStats[]): string {
  const table = formatTable(
    ["step", "count", "errors", "p50 ms", "p95 ms", "p99 ms", "max ms"],
    stats.map((s) => [s.step, String(s.count), String(s.errors), ms(s.p50), ms(s.p95), ms(s.p99), ms(s.max)]),
  );
  const errors = stats
    .filter((s) => s.firstError !== null)
    .map((s) => `first error of ${s.step}: ${describeError(s.firstError as StepError)}`);
  return [table, ...errors].join("\n");
}
