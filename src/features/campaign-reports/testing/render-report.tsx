/**
 * Renders a campaign report page like the app does — inside `Providers` (Chakra + Lingui, English), a sync engine
 * over a fake API answering campaign 7's report calls (fixtures.ts `serveReports`) on its own fake-indexeddb
 * database, and a memory router with stubs for the pages it links to. The same `accountId` again is the same device
 * after a reload (its kept reads are there); `online: false` is a device that says it has no connection. Test-only
 * module: never imported by application code; importing it registers an `afterEach` that unmounts what was rendered
 * and stops the engines.
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
import { serveReports } from './fixtures.ts';

const engines: SyncEngine[] = [];
afterEach(() => {
  cleanup();
  for (const e of engines.splice(0)) {
    e.stop();
    e.db.close();
  }
});

/** The pages a report page links to, mounted as stubs. */
const STUBS = [
  '/dashboard/campaigns/$type/$id/detail',
  '/dashboard/campaigns/$type/$id/performance-report',
  '/dashboard/campaigns/$type/$id/unit-report',
  '/dashboard/campaigns/$type/$id/yodageek',
];

export interface RenderReportOptions {
  /** The account (its database); default a new one. */
  accountId?: string;
  /** What the device says of the connection (default true). */
  online?: boolean;
  /** Called with the fake API after the report calls are served (override or script them here). */
  prepare?: (api: FakeApi) => void;
}

export interface RenderedReport extends ReturnType<typeof render> {
  user: ReturnType<typeof userEvent.setup>;
  engine: SyncEngine;
  api: FakeApi;
  /** Unmounts the page, stops its engine and closes its database (a closed tab). */
  close: () => void;
}

/** Renders `screen()` (see module doc). */
export async function renderReport(
  screen: () => ReactElement,
  options: RenderReportOptions = {},
): Promise<RenderedReport> {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const api = createFakeApi();
  serveReports(api);
  options.prepare?.(api);
  const { engine } = testEngine({
    accountId: options.accountId ?? nextAccountId(),
    api,
    clock: fakeClock(),
    mutations: [],
    permissions: ['campaigns.show', 'browse_contracts'],
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
  const root = createRootRoute({ component: () => <Outlet /> });
  const page = createRoute({ getParentRoute: () => root, path: '/', component: screen });
  const stubs = STUBS.map((p) =>
    createRoute({ getParentRoute: () => root, path: p, component: () => <p data-testid="landed">{p}</p> }),
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
  return { ...result!, user, engine, api, close };
}
