import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import pg from "pg";
import { root } from "./shop.ts";

export interface Postgres {
  url: string;
  stop(): Promise<void>;
}

/** Counts the statements some calls send, from PostgreSQL's own record of them (pg_stat_statements). */
export type StatementCounter = (calls: () => Promise<number>) => Promise<number>;

/**
 * A throw-away PostgreSQL cluster started by scripts/pg-cluster.sh, as the PostgreSQL test run and the two-process
 * test start theirs. The bash that started it waits on its stdin; when the bench closes it, or dies, bash exits and
 * the script's trap removes the cluster.
 */
export async function startPostgres(database: string): Promise<Postgres> {
  // pg_stat_statements must be loaded when the server starts; it costs the measured reads nothing the bench can see.
  const script = [
    "set -euo pipefail",
    "source scripts/pg-cluster.sh",
    `start_pg_cluster ${database} >&2`,
    'echo "PG_URL=$PG_URL"',
    "read -r _ || true",
  ].join("\n");
  const child = spawn("bash", ["-c", script], {
    cwd: root,
    stdio: ["pipe", "pipe", "inherit"],
    env: { ...process.env, PG_EXTRA_OPTIONS: "-c shared_preload_libraries=pg_stat_statements" },
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const lines = createInterface({ input: child.stdout });
  const url = await new Promise<string>((resolve, reject) => {
    lines.on("line", (line) => {
      if (line.startsWith("PG_URL=")) resolve(line.slice("PG_URL=".length));
    });
    child.once("exit", (code) => reject(new Error(`scripts/pg-cluster.sh failed (exit ${code})`)));
  });
  return {
    url,
    async stop() {
      child.stdin.end();
      await exited;
    },
  };
}

/** Waits (at most a minute) until the shop's queue holds no work due: its work's statements would count otherwise. */
async function backgroundWorkDone(client: pg.Client): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const { rows } = await client.query<{ due: string }>(
      "select count(*) as due from outbox where status = 'pending' and run_after <= now()",
    );
    if (Number(rows[0]?.due) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The statements per call: `calls` makes some calls one after the other and says how many; what PostgreSQL executed
 * meanwhile, divided by them. The shop's background work polls its queue now and then, which may add a statement to a
 * run, so the count waits for its queue to be done first; the counter's own statements are left out.
 */
export function statementCounter(url: string): StatementCounter {
  return async (calls) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query("create extension if not exists pg_stat_statements");
      await backgroundWorkDone(client);
      await client.query("select pg_stat_statements_reset()");
      const made = await calls();
      const { rows } = await client.query<{ statements: string }>(
        "select coalesce(sum(calls), 0) as statements from pg_stat_statements " +
          "where query not ilike '%pg_stat_statements%'",
      );
      if (process.env.BENCH_SHOW_STATEMENTS) {
        const top = await client.query<{ calls: string; query: string }>(
          "select calls, left(query, 160) as query from pg_stat_statements where query not ilike '%pg_stat_statements%' order by calls desc limit 12",
        );
        for (const row of top.rows) console.log(`    ${row.calls}  ${row.query.replace(/\s+/g, " ")}`);
      }
      return Number(rows[0]?.statements ?? 0) / made;
    } finally {
      await client.end();
    }
  };
}
