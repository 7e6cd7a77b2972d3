/** What `npm run bench -- <flags>` runs. Every flag the bench takes is in `flags`, so a new one is added there. */
export interface BenchOptions {
  /** Shorter loads and fewer samples: for trying the bench, not for the figures. */
  quick: boolean;
  /** The same reads and the checkout's calls against a shop on a throw-away PostgreSQL. */
  postgres: boolean;
  lighthouse: boolean;
}

export const defaultBenchOptions: BenchOptions = { quick: false, postgres: true, lighthouse: true };

const flags: Record<string, { help: string; set: (options: BenchOptions) => void }> = {
  "--quick": { help: "shorter loads (seconds instead of tens of seconds)", set: (o) => (o.quick = true) },
  "--no-pg": { help: "skip the shop on PostgreSQL", set: (o) => (o.postgres = false) },
  "--no-lighthouse": {
    help: "skip the Lighthouse runs and the editor's first frame",
    set: (o) => (o.lighthouse = false),
  },
};

export class UsageError extends Error {}

export function benchUsage(): string {
  const lines = Object.entries(flags).map(([flag, { help }]) => `  ${flag.padEnd(16)} ${help}`);
  return [
    "npm run bench -- [flags]   (the default runs every part)",
    ...lines,
    "npm run bench -- --evening [flags]   a school's evening instead (scripts/evening.ts, docs/performance.md)",
    "npm run bench -- --district [flags]   a district's evening instead (scripts/bench/district.ts)",
  ].join("\n");
}

export function benchOptions(args: readonly string[]): BenchOptions {
  const options = { ...defaultBenchOptions };
  for (const arg of args) {
    const flag = flags[arg];
    if (!flag) throw new UsageError(`unknown argument ${arg}\n${benchUsage()}`);
    flag.set(options);
  }
  return options;
}

/** How long each part runs. */
export interface Durations {
  /** One autocannon load, in seconds. */
  loadSeconds: number;
  /** The checkout page's calls for 50 buyers, in seconds. */
  buyersSeconds: number;
  /** Distinct pictures whose first thumbnail is timed. */
  firstThumbnails: number;
  /** How long the process is left alone before its idle memory is read, in ms. */
  settleMs: number;
}

export function durationsFor(options: BenchOptions): Durations {
  return options.quick
    ? { loadSeconds: 3, buyersSeconds: 5, firstThumbnails: 3, settleMs: 1_000 }
    : { loadSeconds: 10, buyersSeconds: 20, firstThumbnails: 6, settleMs: 3_000 };
}
