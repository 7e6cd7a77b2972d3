import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { root } from "./shop.ts";

export interface Postgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * A throw-away PostgreSQL cluster started by scripts/pg-cluster.sh, as the PostgreSQL test run and the two-process
 * test start theirs. The bash that started it waits on its stdin; when the bench closes it, or dies, bash exits and
 * the script's trap removes the cluster.
 */
export async function startPostgres(database: string): Promise<Postgres> {
  const script = [
    "set -euo pipefail",
    "source scripts/pg-cluster.sh",
    `start_pg_cluster ${database} >&2`,
    'echo "PG_URL=$PG_URL"',
    "read -r _ || true",
  ].join("\n");
  const child = spawn("bash", ["-c", script], { cwd: root, stdio: ["pipe", "pipe", "inherit"] });
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
