#!/usr/bin/env bash
# Runs the server's API tests once against a real, throw-away PostgreSQL cluster (Debian's postgresql package).
# The cluster lives in a temp folder, listens only on loopback at a free port, and is removed on exit.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
export PATH="$root/node_modules/.bin:$PATH"

initdb="$(compgen -G '/usr/lib/postgresql/*/bin/initdb' | sort -V | tail -n 1 || true)"
if [[ -z "$initdb" ]]; then
  echo "No PostgreSQL server found (/usr/lib/postgresql/*/bin/initdb). Install it: apt-get install -y postgresql" >&2
  exit 1
fi
bin="$(dirname "$initdb")"
echo "PostgreSQL: $("$bin/postgres" --version)"

# initdb refuses to run as root; the cluster then belongs to an unprivileged user.
as_owner=()
owner="$(id -un)"
if [[ "$(id -u)" == 0 ]]; then
  owner=postgres
  if ! id "$owner" >/dev/null 2>&1; then
    owner=shop-pg-test
    id "$owner" >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin "$owner"
  fi
  as_owner=(runuser -u "$owner" --)
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/shop-pg-test.XXXXXX")"
chmod 700 "$work"
[[ "$(id -u)" == 0 ]] && chown "$owner" "$work"

cleanup() {
  local status=$?
  if [[ -f "$work/data/postmaster.pid" ]]; then
    "${as_owner[@]}" "$bin/pg_ctl" -D "$work/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT INT TERM

port="$(node -e 'const s=require("node:net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"

"${as_owner[@]}" "$bin/initdb" -D "$work/data" -U postgres --auth=trust -E UTF8 --locale=C >"$work/initdb.log" 2>&1 ||
  { cat "$work/initdb.log" >&2; exit 1; }
# Durability is pointless for a cluster that lives for one test run; turning it off makes the run faster.
"${as_owner[@]}" "$bin/pg_ctl" -D "$work/data" -l "$work/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $work -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null || { cat "$work/server.log" >&2; exit 1; }
"$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres shop_test
echo "Started a throw-away cluster on 127.0.0.1:$port (database shop_test)"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/shop_test"
vitest run --project server "$@"
