#!/usr/bin/env bash
# Starts Debian's PostgreSQL cluster (creating one if none exists) and makes
# a `pauta` superuser and an empty `pauta_test` database for the DATABASE_URL test.
set -euo pipefail
version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
if ! pg_lsclusters -h 2>/dev/null | grep -q .; then pg_createcluster "$version" main >/dev/null; fi
cluster=$(pg_lsclusters -h | head -n 1 | awk '{print $1" "$2}')
pg_ctlcluster $cluster start 2>/dev/null || true
for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 && break; sleep 1; done
su postgres -c "psql -q -c \"DO \\\$\\\$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'pauta') THEN CREATE ROLE pauta LOGIN SUPERUSER PASSWORD 'pauta'; END IF; END \\\$\\\$;\""
su postgres -c "psql -q -c 'DROP DATABASE IF EXISTS pauta_test'"
su postgres -c "psql -q -c 'CREATE DATABASE pauta_test OWNER pauta'"
echo "PostgreSQL $version ready on 127.0.0.1"
