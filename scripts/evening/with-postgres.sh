#!/usr/bin/env bash
# Runs the command given (the evening's load generator) with a throw-away PostgreSQL cluster (scripts/pg-cluster.sh),
# removed when the command ends: EVENING_PG_URL, EVENING_PG_BIN and EVENING_PG_DATA name it.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
export PATH="$root/node_modules/.bin:$PATH"
source scripts/pg-cluster.sh

start_pg_cluster evening
export EVENING_PG_URL="$PG_URL"
export EVENING_PG_BIN="$PG_BIN"
export EVENING_PG_DATA="$pg_work/data"
"$@"
