/**
 * `npm start`: one process serving the built app and the reference /api on
 * one origin (http://localhost:4173, `PORT` to change). Opens the database
 * (PGlite in `.data/`, or `DATABASE_URL`), applies migrations and seeds the
 * demo data on the first start (plus `SEED_EXTRA_UNITS` extra units, if set).
 */
import { serve } from '@hono/node-server';
import { configFromEnv } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seed } from './db/seed/index.ts';
import { ensureExtraUnits } from './db/seed/extra-units.ts';
import { createApp } from './app.ts';

const config = configFromEnv();
const started = Date.now();
const { db, kind, close } = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
config.log(
  `[db] ${kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`} ready in ${Date.now() - started} ms`,
);

const anchor = new Date().toISOString().slice(0, 10);
const result = await seed(db, { anchor, log: config.log });
if (result.seeded) config.log(`[seed] demo data written in ${result.ms} ms: ${JSON.stringify(result.counts)}`);
// Benchmarks: SEED_EXTRA_UNITS=n adds n generated units after the demo data when the database holds fewer than
// 5,200 + n units (db/seed/extra-units.ts; deterministic per day, a database that has them is left alone).
await ensureExtraUnits(db, process.env.SEED_EXTRA_UNITS, anchor, config.log);

const app = createApp({ db, config, staticDir: config.staticDir });
const server = serve({ fetch: app.fetch, port: config.port, hostname: process.env.HOST ?? '0.0.0.0' }, (info) => {
  config.log(
    `Pauta is serving http://localhost:${info.port} (app and /api) — ready ${Date.now() - started} ms after start`,
  );
});

// Idle keep-alive connections stay open 65 s (Node's default is 5 s): a client or proxy that reuses a connection
// just as the server closes it gets ECONNRESET, so the server must be the last to close (proxies and browsers keep
// theirs up to 60 s). headersTimeout must exceed it.
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

function shutdown() {
  server.close();
  void close().finally(() => process.exit(0));
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
