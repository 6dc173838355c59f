/**
 * Renders a screen like the app does — inside `Providers` (Chakra + Lingui,
 * English), a sync engine over a fake API on its own fake-indexeddb database,
 * and a memory router — for any feature's component tests (the campaign
 * screens' helper, generalised: the caller names the mutations, permissions
 * and the paths the screen goes to). The look-ups screens name things with
 * (media types, countries, states, cities) are seeded first. Each path in
 * `stubs` shows `landed: <path>`. Test-only module: never imported by
 * application code; importing it registers an `afterEach` clean-up.
 */
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
import { Providers } from '#src/app/providers.tsx';
import { i18n } from '#src/i18n/index.ts';
import { SyncEngineProvider, type AnyMutation, type PautaDb, type SyncEngine } from '#src/sync/index.ts';
import { createFakeApi, type FakeApi } from '#src/sync/testing/fake-api.ts';
import { fakeClock, nextAccountId, testEngine } from '#src/sync/testing/fixtures.ts';

/**
 * Engines of screens still rendered: stopped after each test (their databases stay open: a test's last writes may
 * still be settling, and each account has its own database anyway).
 */
const engines: SyncEngine[] = [];
afterEach(() => {
  cleanup();
  for (const e of engines.splice(0)) e.stop();
});

export interface RenderScreenOptions {
  /** Route path the screen is mounted at (default '/'). */
  path?: string;
  /** URL to open (default `path`). */
  url?: string;
  /** What the browser says of the connection (default true). */
  online?: boolean;
  /** The fake API of the engine (default a new one): pass one to answer calls made on the first render. */
  api?: FakeApi;
  /** Mutations the engine knows (default none). */
  mutations?: readonly AnyMutation[];
  /** The account's permissions (default the test engine's). */
  permissions?: readonly string[];
  /** Paths the screen links or goes to, mounted as stubs. */
  stubs?: readonly string[];
  /** The account (default a new one): the same id again opens the same database — a reload of the app. */
  accountId?: string;
  /** Writes rows into the account's database before the screen renders. */
  seed?: (db: PautaDb) => Promise<unknown>;
}

/** Media types 1 'Pantallas digitales' and 3 'Paraderos', México (10), two states and two cities. */
export async function seedLookups(db: PautaDb): Promise<void> {
  await db.mediaTypes.bulkPut([
    { id: 1, key: 'digital', name: 'Pantallas digitales', category: 'media-digital', purchase_periods: [], rules: [] },
    { id: 3, key: 'shelter', name: 'Paraderos', category: 'media-print', purchase_periods: [], rules: [] },
  ]);
  await db.countries.put({
    id: 10,
    name: 'México',
    iso2: 'MX',
    iso3: 'MEX',
    phone_code: '52',
    currency: 'MXN',
    lat: 23,
    lng: -102,
    active: true,
    yoda_representation: true,
  });
  await db.states.bulkPut([
    { id: 100, country_id: 10, name: 'Ciudad de México', code: 'CMX', lat: null, lng: null },
    { id: 101, country_id: 10, name: 'Jalisco', code: 'JAL', lat: null, lng: null },
  ]);
  await db.cities.bulkPut([
    { id: 1000, state_id: 100, country_id: 10, name: 'Cuauhtémoc', lat: 19.43, lng: -99.15 },
    { id: 1010, state_id: 101, country_id: 10, name: 'Guadalajara', lat: 20.67, lng: -103.35 },
  ]);
}

export interface RenderedScreen extends ReturnType<typeof render> {
  user: ReturnType<typeof userEvent.setup>;
  engine: SyncEngine;
  api: FakeApi;
  router: AnyRouter;
  /** Unmounts the screen and stops the engine and its database (before rendering the same account again). */
  close: () => void;
}

/** Renders `screen()` at `options.path` (see module doc). */
export async function renderScreen(
  screen: () => ReactElement,
  options: RenderScreenOptions = {},
): Promise<RenderedScreen> {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const api = options.api ?? createFakeApi();
  const { engine } = testEngine({
    accountId: options.accountId ?? nextAccountId(),
    api,
    clock: fakeClock(),
    mutations: options.mutations ?? [],
    ...(options.permissions ? { permissions: options.permissions } : {}),
    environment: {
      window: null,
      document: null,
      serviceWorker: null,
      onLine: () => options.online ?? true,
      backgroundSync: false,
    },
  });
  engines.push(engine);
  await seedLookups(engine.db);
  await options.seed?.(engine.db);
  const path = options.path ?? '/';
  const root = createRootRoute({ component: () => <Outlet /> });
  const page = createRoute({ getParentRoute: () => root, path, component: screen });
  const stubs = (options.stubs ?? [])
    .filter((p) => p !== path)
    .map((p) =>
      createRoute({
        getParentRoute: () => root,
        path: p,
        component: () => <p data-testid="landed">{`landed: ${p}`}</p>,
      }),
    );
  const router = createRouter({
    routeTree: root.addChildren([page, ...stubs]),
    history: createMemoryHistory({ initialEntries: [options.url ?? path] }),
  }) as unknown as AnyRouter;
  const user = userEvent.setup();
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(
      <Providers>
        <SyncEngineProvider engine={engine}>
          <RouterProvider router={router} />
        </SyncEngineProvider>
      </Providers>,
    );
    await router.load();
  });
  const close = () => {
    result!.unmount();
    engine.stop();
    engine.db.close();
    engines.splice(engines.indexOf(engine), 1);
  };
  return { ...result!, user, engine, api, router, close };
}
