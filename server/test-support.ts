/**
 * Test harness for the reference server: a real PGlite in memory, migrated
 * and seeded with the demo data (fixed anchor; started from the run's seeded template when there is one), the Hono app, and the
 * app's own API client wired to `app.fetch` (no sockets), so integration
 * tests exercise the contract from both ends.
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { configFromEnv, type ServerConfig } from './config.ts';
import { openDatabase, type Db, type OpenDb } from './db/client.ts';
import { seed } from './db/seed/index.ts';
import { createApp } from './app.ts';
import { createApiClient, type ApiClient } from '#src/api/client.ts';
import { session } from '#src/api/contract/index.ts';
import { DEMO_ACCOUNTS } from './db/seed/accounts.ts';
import { ApiError } from '#src/api/errors.ts';
import { TEST_ANCHOR } from './test-anchor.ts';
import { TEST_DATABASE_SETTINGS } from './test-database-settings.ts';

export { TEST_ANCHOR } from './test-anchor.ts';
export { TEST_DATABASE_SETTINGS } from './test-database-settings.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the seeded PGlite data directory dump (a tarball; server/tests/seed-template.ts). */
    seedTemplate: string;
  }
}

/** How often a test waiting for the seeded template looks for it (ms). */
const TEMPLATE_POLL_MS = 100;

/** The template's bytes, read once per worker (`seededTemplateBytes`). */
let template: Promise<Uint8Array | undefined> | undefined;

/**
 * The bytes of the run's seeded template (server/tests/seed-template.ts: the demo seed at TEST_ANCHOR, as
 * `dumpDataDir` wrote it), read once per worker, once its build has written it; undefined outside the `server`
 * project's run (then each database is seeded where it is opened). Waits while the build runs: Vitest's hook and test
 * timeouts bound the wait.
 * @throws Error with the build's own message when the build failed
 */
export function seededTemplateBytes(): Promise<Uint8Array | undefined> {
  template ??= (async () => {
    let file = '';
    try {
      file = inject('seedTemplate') ?? '';
    } catch {
      /* not under vitest's runner */
    }
    if (!file) return undefined;
    while (!fs.existsSync(file)) {
      if (fs.existsSync(`${file}.failed`))
        throw new Error(`the seeded template was not built: ${fs.readFileSync(`${file}.failed`, 'utf8')}`);
      await new Promise((done) => setTimeout(done, TEMPLATE_POLL_MS));
    }
    return new Uint8Array(fs.readFileSync(file));
  })();
  return template;
}

/**
 * A memory database holding the demo seed at TEST_ANCHOR, as the seed wrote it: started from the run's seeded
 * template (~0.5 s) when there is one, else migrated and seeded here (~10–20 s).
 */
export async function openSeededDatabase(): Promise<OpenDb> {
  const loadDataDir = await seededTemplateBytes();
  const opened = await openDatabase({
    dataDir: 'memory',
    settings: TEST_DATABASE_SETTINGS,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  if (!loadDataDir) await seed(opened.db, { anchor: TEST_ANCHOR });
  return opened;
}

export interface TestServer {
  db: Db;
  config: ServerConfig;
  /** Moves the server's clock forward by `ms`. */
  advanceClock: (ms: number) => void;
  /** Log lines the server wrote. */
  logs: string[];
  app: ReturnType<typeof createApp>;
  /** An API client sending `token` (if any); `unauthorized` collects its 401 callbacks. */
  client: (token?: string, locale?: string) => ApiClient & { unauthorized: ApiError[] };
  /** Signs in and returns the token. */
  login: (email: string, password: string) => Promise<string>;
  /** Signs every demo account in: its token and user id by role. */
  loginAll: () => Promise<{ tokens: Record<string, string>; ids: Record<string, number> }>;
  close: () => Promise<void>;
}

/**
 * A seeded server in memory (or on `url`).
 * @param options.accessProbe answer the access probe header (http/register.ts), for the route × role matrix
 */
export async function startTestServer(
  options: { url?: string; seedData?: boolean; accessProbe?: boolean } = {},
): Promise<TestServer> {
  let offset = 0;
  const logs: string[] = [];
  const config: ServerConfig = {
    ...configFromEnv({}),
    dataDir: 'memory',
    databaseUrl: options.url,
    publicUrl: 'http://pauta.test',
    now: () => new Date(Date.now() + offset),
    log: (line) => logs.push(line),
  };
  const seeded = options.seedData !== false;
  const { db, close } =
    seeded && !options.url
      ? await openSeededDatabase()
      : await openDatabase({ url: options.url, dataDir: 'memory', settings: TEST_DATABASE_SETTINGS });
  if (seeded) {
    if (options.url) await seed(db, { anchor: TEST_ANCHOR });
    // bookings expire on the server's clock (src/domain/booking-rules.ts): move the seeded expiries so the demo's
    // "now" (the anchor at 09:00Z) is the test's now, as it is for a demo seeded today
    await db.execute(
      sql`update bookings set expires_at = expires_at + (now() - ${`${TEST_ANCHOR}T09:00:00Z`}::timestamptz) where expires_at is not null`,
    );
  }
  const app = createApp({ db, config, accessProbe: options.accessProbe ?? false });
  const client = (token?: string, locale?: string) => {
    const unauthorized: ApiError[] = [];
    const c = createApiClient({
      baseUrl: 'http://pauta.test',
      getToken: () => token,
      getLocale: () => locale,
      onUnauthorized: (e) => unauthorized.push(e),
      fetch: (input, init) => Promise.resolve(app.fetch(new Request(input, init))),
    });
    return Object.assign(c, { unauthorized });
  };
  const login = async (email: string, password: string) =>
    (await client().call(session.login, { body: { email, password } })).access_token;
  return {
    db,
    config,
    logs,
    app,
    client,
    close,
    login,
    advanceClock: (ms) => {
      offset += ms;
    },
    loginAll: async () => {
      const tokens: Record<string, string> = {};
      const ids: Record<string, number> = {};
      for (const a of DEMO_ACCOUNTS) {
        tokens[a.role] = await login(a.email, a.password);
        ids[a.role] = (await client(tokens[a.role]).call(session.currentUser)).data.id;
      }
      return { tokens, ids };
    },
  };
}

/** The ApiError a call rejects with. @throws Error when the call succeeds or rejects with something else */
export async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('expected the call to fail');
}

let registered = 0;

/**
 * Registers a new account through POST /auth/register (a self-registered
 * client, agency or provider, spec §7) with a fresh email and a policy-valid
 * password. A provider gets its own new provider (server/handlers/session.ts).
 * All `app.fetch` calls share one client address, so a server takes at most
 * REGISTER_PER_ADDRESS registrations per hour of its clock (http/rate-limit.ts;
 * `advanceClock` for more).
 * @param options.client_type 1 client, 2 agency, 3 provider
 * @returns the new account's bearer token, user id and email
 */
export async function registerAccount(
  server: TestServer,
  options: { client_type: 1 | 2 | 3; country_id?: number; company?: string },
): Promise<{ token: string; id: number; email: string; password: string }> {
  registered += 1;
  const email = `registered-${registered}-${Date.now().toString(36)}@example.com`;
  const password = 'Cuenta-Registrada-2026';
  const answer = await server.client().call(session.register, {
    body: {
      name: `Registered ${registered}`,
      email,
      password,
      password_confirmation: password,
      client_type: options.client_type,
      country_id: options.country_id ?? 1,
      ...(options.company !== undefined ? { company: options.company } : {}),
    },
  });
  const id = (await server.client(answer.access_token).call(session.currentUser)).data.id;
  return { token: answer.access_token, id, email, password };
}
