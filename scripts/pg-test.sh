#!/usr/bin/env bash
# Runs the server's API tests once against a real, throw-away PostgreSQL cluster (scripts/pg-cluster.sh).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
export PATH="$root/node_modules/.bin:$PATH"
source scripts/pg-cluster.sh

start_pg_cluster shop_test
export TEST_DATABASE_URL="$PG_URL"
vitest run --project server "$@"
