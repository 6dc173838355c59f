/**
 * Reference-server settings, read once from the environment.
 * - PORT (default 4173): where `npm start` listens.
 * - DATABASE_URL: a PostgreSQL server; unset → embedded PGlite in PAUTA_DATA_DIR.
 * - PAUTA_DATA_DIR (default `.data`): PGlite's folder; `memory` for an in-memory database.
 * - TOKEN_TTL_SECONDS (default 30 days): bearer token lifetime.
 * - PUBLIC_URL: origin used in password-reset links (default http://localhost:PORT).
 * - STATIC_DIR (default `dist`): the built app served beside /api.
 * - PAUTA_TRUST_PROXY (`1`/`true`; default off): the server sits behind one trusted reverse
 *   proxy, so the client address of the guessing limits is the last `X-Forwarded-For` entry
 *   (the one that proxy added) instead of the socket's. Leave it off when clients reach the
 *   server directly: they could then write any address into the header.
 * - CSP_ORIGINS: origins (space- or comma-separated) the served app may also fetch from and load images from
 *   (Content-Security-Policy `connect-src`/`img-src`, server/http/security-headers.ts); unset → the origins of
 *   VITE_API_URL and VITE_TILE_URL in this environment (the same variables the build reads, so
 *   `VITE_API_URL=… npm start` needs nothing more).
 * - PAUTA_INTEGRATION_HOSTS: the hosts an integration's PostgreSQL connection may reach (comma-separated); unset →
 *   any host (server/integrations/sources.ts `hostAllowed`). Set it where the server can reach private databases.
 * - PAUTA_SECRET_KEY: the key the integrations' credentials are encrypted with (AES-256-GCM; 64 hex digits or the base64 of 32 bytes, any other text is hashed with SHA-256); unset → a random key made once and kept in the database's `integration_keys` table (set it in production, so that a copy of the database alone does not reveal them; server/integrations/secrets.ts).
 */
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { originsOf } from './http/security-headers.ts';

export interface ServerConfig {
  port: number;
  databaseUrl: string | undefined;
  dataDir: string | 'memory';
  tokenTtlSeconds: number;
  publicUrl: string;
  staticDir: string;
  /** Read the client address from `X-Forwarded-For` (PAUTA_TRUST_PROXY); off: the socket's address. */
  trustProxy: boolean;
  /** Origins besides its own that the served app may call and load images from (CSP; e.g. its API's). */
  cspOrigins: string[];
  /** PAUTA_SECRET_KEY: the integrations' credentials key (module doc); unset → one kept in the database. */
  secretKey?: string | undefined;
  /** Largest request body, bytes, before 413 (uploads). */
  maxBodyBytes: number;
  /** Clock; tests replace it to move time forward. */
  now: () => Date;
  /** Where the server writes its log lines (reset links among them). */
  log: (line: string) => void;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 4173);
  return {
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.PAUTA_DATA_DIR === 'memory' ? 'memory' : path.resolve(env.PAUTA_DATA_DIR ?? '.data'),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 30 * 24 * 3600),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    staticDir: path.resolve(env.STATIC_DIR ?? 'dist'),
    trustProxy: ['1', 'true', 'yes'].includes((env.PAUTA_TRUST_PROXY ?? '').toLowerCase()),
    cspOrigins: originsOf(
      env.CSP_ORIGINS !== undefined ? env.CSP_ORIGINS.split(/[\s,]+/) : [env.VITE_API_URL, env.VITE_TILE_URL],
    ),
    secretKey: env.PAUTA_SECRET_KEY || undefined,
    maxBodyBytes: 20 * 1024 * 1024 + 64 * 1024,
    now: () => new Date(),
    log: logTo(env.MAIL_LOG_FILE),
  };
}

/**
 * The log: standard output, and with `MAIL_LOG_FILE` set, the mails' lines (`[mail] …`, with their links) appended
 * to that file too — a development mail sink the end-to-end tests read invitation and reset links from.
 */
function logTo(mailFile: string | undefined): (line: string) => void {
  return (line) => {
    console.log(line);
    if (mailFile && line.startsWith('[mail]')) appendFileSync(mailFile, `${line}\n`);
  };
}
