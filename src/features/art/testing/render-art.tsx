/**
 * Renders an art screen like the app does — inside `Providers` (Chakra +
 * Lingui, English), a sync engine with the art mutations and the given
 * permissions over a fake API serving campaign 7 (fake-art-server.ts) on its
 * own fake-indexeddb database, and a memory router. Test-only module: never
 * imported by application code; importing it registers an `afterEach` that
 * unmounts what was rendered and stops the engines.
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
import { artMutations } from '../mutations.ts';
import { serveArt, type FakeArtServer } from './fake-art-server.ts';

const engines: SyncEngine[] = [];
// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(() => {
  cleanup();
  for (const e of engines.splice(0)) {
    e.stop();
    e.db.close();
  }
});

export interface RenderArtOptions {
  path?: string;
  url?: string;
  permissions?: string[];
  /** What the server holds (default: two versions in review, no proofs). */
  start?: Parameters<typeof serveArt>[1];
  /** Called with the fake API before the first render (script failures here). */
  prepare?: (api: FakeApi) => void;
  /** The account (its database); default a new one. The same id again is the same device after a reload. */
  accountId?: string;
}

export interface RenderedArt extends ReturnType<typeof render> {
  user: ReturnType<typeof userEvent.setup>;
  engine: SyncEngine;
  api: FakeApi;
  server: FakeArtServer;
  /** Unmounts the screen, stops its engine and closes its database (a closed tab). */
  close: () => void;
}

export async function renderArt(screen: () => ReactElement, options: RenderArtOptions = {}): Promise<RenderedArt> {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const api = createFakeApi();
  const server = serveArt(api, options.start);
  options.prepare?.(api);
  const { engine } = testEngine({
    accountId: options.accountId ?? nextAccountId(),
    api,
    clock: fakeClock(),
    mutations: artMutations,
    permissions: options.permissions ?? ['art.provider.*', 'color_proofs.provider.*'],
    environment: { window: null, document: null, serviceWorker: null, onLine: () => true, backgroundSync: false },
  });
  engines.push(engine);
  const path = options.path ?? '/';
  const root = createRootRoute({ component: () => <Outlet /> });
  const page = createRoute({ getParentRoute: () => root, path, component: screen });
  const router = createRouter({
    routeTree: root.addChildren([page]),
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
  return { ...result!, user, engine, api, server, close };
}
