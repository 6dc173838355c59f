/**
 * Harness page of scripts/bench-customers.ts (issue 19 "Customer list with 20,000 customers in the mirror: filtered
 * search p95"), built on its own by that script and never part of the app: the customers screen
 * (src/features/customers/components/customers-page.tsx) over 20,000 generated customers in a real IndexedDB mirror,
 * in real Chromium.
 *
 * Measured: the first render (from asking React to render to the first page of rows painted: the mirror read, the
 * search index and the render); then typing searches a key at a time (words of names, a company, a brand, a phone,
 * each typed then cleared), each keystroke from the input event to the next painted frame; and the same searches
 * through `filterCustomers` alone, the floor the screen adds React and paint to. Figures in `window.pautaBench`.
 */
import { createRoot } from 'react-dom/client';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { Providers } from '#src/app/providers.tsx';
import { i18n } from '#src/i18n/index.ts';
import { createSyncEngine, deleteAccountDb, SyncEngineProvider } from '#src/sync/index.ts';
import { CustomersPage, PAGE } from '#src/features/customers/components/customers-page.tsx';
import { filterCustomers, indexCustomers } from '#src/features/customers/model/filter-customers.ts';
import { makeCustomer } from '#src/features/customers/testing/fixtures.ts';
import type { Customer } from '#src/api/contract/customers.ts';
import type { CustomerBenchFigures } from './figures.ts';

const CUSTOMERS = 20_000;
const ACCOUNT = 'bench-customers';
const figures: CustomerBenchFigures = {
  customers: CUSTOMERS,
  seedMs: 0,
  firstRenderMs: 0,
  keystrokes: [],
  handled: [],
  idleFrames: [],
  filterOnly: [],
  done: false,
  stage: 'seed',
};
(window as unknown as { pautaBench: CustomerBenchFigures }).pautaBench = figures;

const FIRST = ['Ana', 'Luis', 'María', 'José', 'Lucía', 'Pedro', 'Sofía', 'Andrés', 'Camila', 'Jorge'];
const LAST = ['Núñez', 'García', 'Rodríguez', 'López', 'Martínez', 'Pérez', 'Gómez', 'Díaz', 'Álvarez', 'Ruiz'];
const TRADE = ['Panadería', 'Óptica', 'Ferretería', 'Farmacia', 'Inmobiliaria', 'Restaurante', 'Gimnasio', 'Hotel'];
const BRANDS = ['Sol', 'Luna', 'Andes', 'Caribe', 'Pampa', 'Selva', 'Volcán', 'Río'];

function generate(n: number): Customer[] {
  return Array.from({ length: n }, (_, i) => {
    const person = `${FIRST[i % 10]} ${LAST[Math.floor(i / 10) % 10]}`;
    return makeCustomer(i + 1, `${TRADE[i % 8]} ${person} ${i + 1}`, {
      company: `${TRADE[(i * 3) % 8]} ${LAST[i % 10]} S.A.`,
      phone: `+52 55 ${String(1000 + (i % 9000)).padStart(4, '0')} ${String(i).padStart(4, '0')}`,
      tax_id: `RFC${String(i).padStart(9, '0')}`,
      kind: i % 7 === 0 ? 'agency' : 'client',
      brands: [{ id: (i % 8) + 1, name: `${BRANDS[i % 8]} ${TRADE[i % 8]}` }],
    });
  });
}

const items = () => document.querySelectorAll('[data-testid="customers-list"] > li').length;
const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function until(test: () => boolean, timeoutMs = 60_000): Promise<void> {
  const end = performance.now() + timeoutMs;
  while (!test()) {
    if (performance.now() > end)
      throw new Error(`timed out; the page shows: ${document.body.textContent?.slice(0, 300) ?? ''}`);
    await new Promise((r) => requestAnimationFrame(r));
  }
}

function type(el: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

/** What a person types: each search a key at a time, then erased a key at a time. */
const SEARCHES = ['nunez', 'panaderia ana', 'optica lopez', 'luna', '55 1234', 'rfc0000123', 'hotel jorge diaz'];

async function main(): Promise<void> {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  await deleteAccountDb(ACCOUNT);
  const engine = createSyncEngine({
    accountId: ACCOUNT,
    permissions: ['clientsAgency.*'],
    mutations: [],
    locks: null,
    transport: { call: () => Promise.reject(new Error('the benchmark has no server')) },
    environment: { window: null, document: null, serviceWorker: null, onLine: () => false, backgroundSync: false },
  });
  const rows = generate(CUSTOMERS);
  let t = performance.now();
  await engine.db.customers.bulkPut(rows);
  figures.seedMs = performance.now() - t;

  figures.stage = 'first render';
  t = performance.now();
  const rootRoute = createRootRoute({ component: () => <CustomersPage /> });
  const stubs = ['/dashboard/customers/$id', '/dashboard/customers/async'].map((path) =>
    createRoute({ getParentRoute: () => rootRoute, path, component: () => null }),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren(stubs),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  createRoot(document.getElementById('root')!).render(
    <Providers>
      <SyncEngineProvider engine={engine}>
        <RouterProvider router={router} />
      </SyncEngineProvider>
    </Providers>,
  );
  await until(() => items() === PAGE);
  await frame();
  figures.firstRenderMs = performance.now() - t;

  figures.stage = 'typing';
  const input = document.querySelector<HTMLInputElement>('input[name="search"]');
  if (!input) throw new Error('no search field');
  const typed: string[] = [];
  for (const search of SEARCHES) {
    for (let i = 1; i <= search.length; i++) typed.push(search.slice(0, i));
    for (let i = search.length - 1; i >= 0; i--) typed.push(search.slice(0, i));
  }
  for (const value of typed) {
    t = performance.now();
    type(input, value); // React renders a discrete input event's update before dispatchEvent returns
    figures.handled.push(performance.now() - t);
    await frame();
    figures.keystrokes.push(performance.now() - t);
  }
  figures.stage = 'idle frames';
  for (let i = 0; i < 60; i++) {
    t = performance.now();
    await frame();
    figures.idleFrames.push(performance.now() - t);
  }

  figures.stage = 'filter alone';
  const index = indexCustomers(await engine.db.customers.toArray());
  for (const value of typed) {
    t = performance.now();
    filterCustomers(index, { search: value, kind: '' }, PAGE);
    figures.filterOnly.push(performance.now() - t);
  }
  figures.done = true;
}

main().catch((error: unknown) => {
  figures.error = error instanceof Error ? error.message : String(error);
  figures.done = true;
});
