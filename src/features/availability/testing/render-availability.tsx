/**
 * Test-only: renders an availability screen like the app does — inside `Providers` (Chakra + Lingui, English), a
 * sync engine over a fake API on its own fake-indexeddb database (the look-ups of src/ui/testing/render-screen.tsx
 * seeded), and a memory router with the availability routes stubbed — with what these screens' tests need beyond
 * `renderScreen`: the same account again (`accountId`: a reload on the same device, its kept answers still there)
 * and `close()` (the tab closed). Never imported by application code; importing it registers an `afterEach` that
 * unmounts and stops the engines.
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
import { SyncEngineProvider, type SyncEngine } from '#src/sync/index.ts';
import { createFakeApi, type FakeApi } from '#src/sync/testing/fake-api.ts';
import { fakeClock, nextAccountId, testEngine } from '#src/sync/testing/fixtures.ts';
import { seedLookups } from '#src/ui/testing/render-screen.tsx';

const engines: SyncEngine[] = [];
afterEach(() => {
  cleanup();
  for (const e of engines.splice(0)) {
    e.stop();
    e.db.close();
  }
});

/** Paths the screens link to, mounted as stubs showing `landed: <path>`. */
const STUBS = [
  '/dashboard/availability',
  '/dashboard/availability/dashboard',
  '/dashboard/availability/temporary',
  '/dashboard/availability/$id/contracts',
  '/dashboard/availability/$id/bookings',
  '/dashboard/media-availability',
  '/dashboard/contracts/$id',
];

export interface RenderAvailabilityOptions {
  /** The account (its database); the same id again is the same device after a reload. Default a new one. */
  accountId?: string;
  /** What the browser says of the connection (default true). */
  online?: boolean;
  /** Called with the fake API before the first render (handlers, scripted failures). */
  prepare?: (api: FakeApi) => void;
  /** The account's permissions (default `browse_availability`). */
  permissions?: readonly string[];
}

export interface RenderedAvailability extends ReturnType<typeof render> {
  user: ReturnType<typeof userEvent.setup>;
  engine: SyncEngine;
  api: FakeApi;
  accountId: string;
  /** Unmounts the screen, stops its engine and closes its database (a closed tab). */
  close: () => void;
}

/** Renders `screen()` at `/` (see module doc). */
export async function renderAvailability(
  screen: () => ReactElement,
  options: RenderAvailabilityOptions = {},
): Promise<RenderedAvailability> {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const api = createFakeApi();
  options.prepare?.(api);
  const accountId = options.accountId ?? nextAccountId();
  const online = options.online ?? true;
  const { engine } = testEngine({
    accountId,
    api,
    clock: fakeClock(),
    mutations: [],
    permissions: options.permissions ?? ['browse_availability'],
    environment: { window: null, document: null, serviceWorker: null, onLine: () => online, backgroundSync: false },
  });
  engines.push(engine);
  await seedLookups(engine.db);
  const root = createRootRoute({ component: () => <Outlet /> });
  const page = createRoute({ getParentRoute: () => root, path: '/', component: screen });
  const stubs = STUBS.map((p) =>
    createRoute({ getParentRoute: () => root, path: p, component: () => <p data-testid="landed">{`landed: ${p}`}</p> }),
  );
  const router = createRouter({
    routeTree: root.addChildren([page, ...stubs]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
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
  return { ...result!, user, engine, api, accountId, close };
}
