#!/usr/bin/env bash
# Starts Debian's PostgreSQL cluster (creating one if none exists) and makes
# a `pauta` superuser and two empty databases: `pauta_test` for the DATABASE_URL
# test (server/tests/postgres.test.ts, which wipes it) and `pauta_multi` for the
# test that runs two server processes on one database (server/tests/multi-process.test.ts).
# Vitest runs test files in parallel, so each gets its own database.
set -euo pipefail
version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
if ! pg_lsclusters -h 2>/dev/null | grep -q .; then pg_createcluster "$version" main >/dev/null; fi
cluster=$(pg_lsclusters -h | head -n 1 | awk '{print $1" "$2}')
pg_ctlcluster $cluster start 2>/dev/null || true
for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 && break; sleep 1; done
su postgres -c "psql -q -c \"DO \\\$\\\$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'pauta') THEN CREATE ROLE pauta LOGIN SUPERUSER PASSWORD 'pauta'; END IF; END \\\$\\\$;\""
for db in pauta_test pauta_multi pauta_source; do
  su postgres -c "psql -q -c 'DROP DATABASE IF EXISTS $db WITH (FORCE)'"
  su postgres -c "psql -q -c 'CREATE DATABASE $db OWNER pauta'"
done
echo "PostgreSQL $version ready on 127.0.0.1"
