/**
 * A fresh, empty PostgreSQL database for a benchmark (issue 21: the figures on PGlite and on PostgreSQL). The URL
 * comes from `BENCH_DATABASE_URL`, else `postgres://pauta:pauta@127.0.0.1:5432/<name>` (scripts/ci-postgres.sh makes
 * the `pauta` user); its database is dropped and created again. Benchmarks only: never point it at a database whose
 * data you want to keep.
 */
import { Client } from 'pg';

/**
 * Drops and creates the benchmark's database.
 * @param name the database's name when `BENCH_DATABASE_URL` is not set
 * @returns its URL, or undefined (with the reason printed) when PostgreSQL is unreachable
 */
export async function freshPostgres(name: string): Promise<string | undefined> {
  const url = new URL(process.env.BENCH_DATABASE_URL ?? `postgres://pauta:pauta@127.0.0.1:5432/${name}`);
  const database = url.pathname.slice(1);
  const admin = new Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  try {
    await admin.connect();
    await admin.query(`drop database if exists "${database}" with (force)`);
    await admin.query(`create database "${database}"`);
    return url.toString();
  } catch (e) {
    console.log(`\nPostgreSQL setups skipped: ${(e as Error).message} (set BENCH_DATABASE_URL)`);
    return undefined;
  } finally {
    await admin.end().catch(() => undefined);
  }
}
