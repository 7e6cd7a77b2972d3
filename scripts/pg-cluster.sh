# Sourced by the scripts that need a real PostgreSQL: start_pg_cluster starts a throw-away cluster (Debian's
# postgresql package) in a temp folder, listening only on loopback at a free port, with one empty database, and
# removes it when the calling script exits. It sets PG_BIN (the server's bin folder) and PG_URL (the database's URL).
# The caller has `set -euo pipefail` and node on its PATH.

start_pg_cluster() {
  local database="${1:-shop_test}"
  local initdb
  initdb="$(compgen -G '/usr/lib/postgresql/*/bin/initdb' | sort -V | tail -n 1 || true)"
  if [[ -z "$initdb" ]]; then
    echo "No PostgreSQL server found (/usr/lib/postgresql/*/bin/initdb). Install it: apt-get install -y postgresql" >&2
    exit 1
  fi
  PG_BIN="$(dirname "$initdb")"
  echo "PostgreSQL: $("$PG_BIN/postgres" --version)"

  # initdb refuses to run as root; the cluster then belongs to an unprivileged user.
  pg_as_owner=()
  local owner
  owner="$(id -un)"
  if [[ "$(id -u)" == 0 ]]; then
    owner=postgres
    if ! id "$owner" >/dev/null 2>&1; then
      owner=shop-pg-test
      id "$owner" >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin "$owner"
    fi
    pg_as_owner=(runuser -u "$owner" --)
  fi

  pg_work="$(mktemp -d "${TMPDIR:-/tmp}/shop-pg-test.XXXXXX")"
  chmod 700 "$pg_work"
  [[ "$(id -u)" == 0 ]] && chown "$owner" "$pg_work"
  trap stop_pg_cluster EXIT INT TERM

  local port
  port="$(node -e 'const s=require("node:net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"

  "${pg_as_owner[@]}" "$PG_BIN/initdb" -D "$pg_work/data" -U postgres --auth=trust -E UTF8 --locale=C \
    >"$pg_work/initdb.log" 2>&1 || { cat "$pg_work/initdb.log" >&2; exit 1; }
  # Durability is pointless for a cluster that lives for one run; turning it off makes the run faster.
  # PG_CLUSTER_OPTIONS adds settings (the district's bench loads pg_stat_statements to count statements).
  "${pg_as_owner[@]}" "$PG_BIN/pg_ctl" -D "$pg_work/data" -l "$pg_work/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $pg_work -c fsync=off -c synchronous_commit=off -c full_page_writes=off ${PG_CLUSTER_OPTIONS:-}" \
    start >/dev/null || { cat "$pg_work/server.log" >&2; exit 1; }
  "$PG_BIN/createdb" -h 127.0.0.1 -p "$port" -U postgres "$database"
  PG_URL="postgres://postgres@127.0.0.1:$port/$database"
  echo "Started a throw-away cluster on 127.0.0.1:$port (database $database)"
}

stop_pg_cluster() {
  local status=$?
  if [[ -f "$pg_work/data/postmaster.pid" ]]; then
    "${pg_as_owner[@]}" "$PG_BIN/pg_ctl" -D "$pg_work/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$pg_work"
  exit "$status"
}
