/**
 * Harness page of scripts/bench-availability-grid.ts (issue 18 availability grid benchmark), built on its own by that
 * script and never part of the app: the availability screen (src/features/availability/components/
 * availability-page.tsx) with 5,000 units × 90 days in real Chromium.
 *
 * The sync engine's transport is a stand-in for the server: it answers GET /availability/unit-print from 5,000
 * generated units (pages of 500, as the reference server pages them), serialised to JSON and read back through the
 * contract's own answer check (`answerOf`: JSON parse + valibot validation, as the app's client does) — only the
 * network and the server's SQL are left out (the server side is docs/dashboards-availability.md "Cost").
 *
 * Measured: the first render (from asking React to render to the first row's day cells painted); the grid's DOM
 * size; scrolling — 150 frames scrolling down 3 rows a frame, then from row 2,500 150 frames down and sideways —
 * as the interval between animation frames, and each scroll step handled synchronously (scroll event, virtualisers,
 * React render, layout); and a jump to row 4,990 until its cells are painted. Figures in `window.pautaBench`.
 */
import { createRoot } from 'react-dom/client';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { answerOf } from '#src/api/client.ts';
import type { AnyEndpoint } from '#src/api/contract/define.ts';
import { Providers } from '#src/app/providers.tsx';
import { i18n } from '#src/i18n/index.ts';
import { createSyncEngine, deleteAccountDb, SyncEngineProvider, type Transport } from '#src/sync/index.ts';
import { AvailabilityPage } from '#src/features/availability/components/availability-page.tsx';
import { gridServer } from '#src/features/availability/testing/fixtures.ts';
import type { GridBenchFigures } from './figures.ts';

const UNITS = 5000;
const FROM = '2027-03-01';
const TO = '2027-05-29'; // 90 days
const ROW_HEIGHT = 56;
const ACCOUNT = 'bench-availability-grid';
const figures: GridBenchFigures = {
  units: UNITS,
  days: 90,
  firstRenderMs: 0,
  gridElements: 0,
  frames: [],
  steps: [],
  jumpMs: 0,
  gridElementsAfter: 0,
  done: false,
  stage: 'setup',
};
(window as unknown as { pautaBench: GridBenchFigures }).pautaBench = figures;

const serve = gridServer(UNITS);
/** The server stand-in (see module doc). */
const transport: Transport = {
  call: (async (endpoint: AnyEndpoint, input?: unknown) => {
    if (endpoint.name !== 'availabilityViews.unitPrint') throw new Error(`the benchmark serves no ${endpoint.name}`);
    const body = JSON.stringify(serve(input as { query?: Record<string, unknown> }));
    await new Promise((r) => setTimeout(r, 0));
    return answerOf(endpoint, 200, JSON.parse(body));
  }) as Transport['call'],
};

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Resolves once `test()` holds, checking every frame. @throws Error after `timeoutMs` */
async function until(test: () => boolean, timeoutMs = 60_000): Promise<void> {
  const end = performance.now() + timeoutMs;
  while (!test()) {
    if (performance.now() > end) throw new Error('timed out');
    await nextFrame();
  }
}

const grid = () => document.querySelector<HTMLElement>('[data-testid="availability-grid"]');
const rowCells = (id: number) => document.querySelector(`[data-unit-row="${id}"] [role="cell"]`);

/** `count` frames scrolling by (dy, dx) px a frame; the interval between frames is recorded. */
async function scrollFrames(count: number, dy: number, dx: number): Promise<void> {
  const el = grid()!;
  let last = await nextFrame();
  for (let i = 0; i < count; i++) {
    el.scrollTop += dy;
    if (dx) el.scrollLeft = (el.scrollLeft + dx) % (el.scrollWidth - el.clientWidth);
    const now = await nextFrame();
    figures.frames.push(now - last);
    last = now;
  }
}

/** `count` scroll steps each handled at once: scroll event dispatched, then layout forced. */
function scrollSteps(count: number, dy: number): void {
  const el = grid()!;
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    el.scrollTop += dy;
    el.dispatchEvent(new Event('scroll'));
    void el.getBoundingClientRect().height;
    void el.querySelector('[role="cell"]')?.getBoundingClientRect();
    figures.steps.push(performance.now() - t);
  }
}

async function main(): Promise<void> {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  await deleteAccountDb(ACCOUNT);
  const engine = createSyncEngine({
    accountId: ACCOUNT,
    permissions: ['browse_availability'],
    mutations: [],
    locks: null,
    transport,
    environment: { window: null, document: null, serviceWorker: null, onLine: () => true, backgroundSync: false },
  });
  const rootRoute = createRootRoute({
    component: () => <AvailabilityPage filters={{ from: FROM, to: TO }} onFiltersChange={() => undefined} />,
  });
  const stubs = ['/dashboard/availability/$id/contracts', '/dashboard/availability/$id/bookings'].map((path) =>
    createRoute({ getParentRoute: () => rootRoute, path, component: () => null }),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren(stubs),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  figures.stage = 'first render';
  const t0 = performance.now();
  createRoot(document.getElementById('root')!).render(
    <Providers>
      <SyncEngineProvider engine={engine}>
        <RouterProvider router={router} />
      </SyncEngineProvider>
    </Providers>,
  );
  await until(() => rowCells(1) !== null);
  await painted();
  figures.firstRenderMs = performance.now() - t0;
  figures.gridElements = grid()!.querySelectorAll('*').length;

  figures.stage = 'scroll down';
  await scrollFrames(150, 3 * ROW_HEIGHT, 0);
  figures.stage = 'scroll from row 2,500 both ways';
  grid()!.scrollTop = 2500 * ROW_HEIGHT;
  await until(() => rowCells(2502) !== null);
  await scrollFrames(150, 2 * ROW_HEIGHT, 44);
  figures.stage = 'scroll steps';
  grid()!.scrollTop = 3000 * ROW_HEIGHT;
  await until(() => rowCells(3002) !== null);
  scrollSteps(100, ROW_HEIGHT);
  figures.stage = 'jump to the end';
  await painted();
  const t1 = performance.now();
  grid()!.scrollTop = 4990 * ROW_HEIGHT;
  await until(() => rowCells(4992) !== null);
  await painted();
  figures.jumpMs = performance.now() - t1;
  figures.gridElementsAfter = grid()!.querySelectorAll('*').length;
  figures.done = true;
}

main().catch((error: unknown) => {
  figures.error = error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error);
  figures.done = true;
});
