#!/usr/bin/env bash
# Two server processes on one throw-away PostgreSQL cluster (scripts/pg-cluster.sh) and one s3rver bucket act as
# one shop: scripts/two-processes.ts starts the bucket and the processes and checks it through HTTP.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
export PATH="$root/node_modules/.bin:$PATH"
source scripts/pg-cluster.sh

start_pg_cluster shop
export TWO_PROCESSES_DATABASE_URL="$PG_URL"
export TWO_PROCESSES_PSQL="$PG_BIN/psql"
node scripts/two-processes.ts
