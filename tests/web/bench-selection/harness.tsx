/**
 * Harness page of scripts/bench-selection.ts (campaign unit-selection benchmark), built on
 * its own by that script and never part of the app: the campaign editor's
 * unit selection with 5,000 generated units in real Chromium.
 *
 * It writes the units into a fresh account database (the `marketUnits`
 * mirror) with the look-ups they name, then measures, from the moment the
 * screen is asked to render: the list painted with rows, and the map drawn
 * with its 5,000 clustered points (offline basemap: no tile server). Then it
 * applies 40 filters (media type and minimum price, alternately), each once
 * the page has settled from the previous one (`settle`), timing each from the
 * change to the list painted and to the map redrawn. The figures end
 * up in `window.pautaBench` (`done: true` once all are in).
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { Providers } from '#src/app/providers.tsx';
import { loadArea, loadLocale } from '#src/i18n/index.ts';
import type { AvailableUnit } from '#src/api/contract/campaigns.ts';
import { createSyncEngine, deleteAccountDb, SyncEngineProvider, type PautaDb } from '#src/sync/index.ts';
import { UnitSelection } from '#src/features/campaigns/unit-selection/unit-selection.tsx';
import { makeDetail, makeUnit } from '#src/features/campaigns/testing/fixtures.ts';
import { campaignMutations, campaigns, writeCampaign } from '#src/features/campaigns/mutations.ts';
import { attachLine, reprice } from '#src/features/campaigns/model/cart.ts';
import { measureFloors, type FilterState } from './floors.ts';
import type { BenchFigures } from './figures.ts';

const UNITS = 5000;
const ACCOUNT = 'bench-selection';
const CART_UNITS = 200;
/** Filter changes timed: 40, so the p95 is the second slowest rather than the slowest alone. */
const FILTER_CHANGES = 40;
const figures: BenchFigures = {
  units: UNITS,
  readMs: 0,
  listMs: 0,
  mapMs: 0,
  filters: { list: [], map: [] },
  floors: { mapFirstMs: 0, map: [], list: [] },
  cart: { units: CART_UNITS, reprice: [], change: [] },
  done: false,
  stage: 'seed',
};
(window as unknown as { pautaBench: BenchFigures }).pautaBench = figures;

/** A small deterministic random source (mulberry32). */
function random(start: number): () => number {
  let a = start;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** México (10) and Colombia (20), 4 media types, 16 states and 100 cities each. */
const COUNTRIES = [
  { id: 10, name: 'México', lat: [16, 26], lng: [-106, -88] },
  { id: 20, name: 'Colombia', lat: [1, 11], lng: [-77, -72] },
] as const;
const MEDIA_TYPES = [
  [1, 'Pantallas digitales'],
  [2, 'Vallas'],
  [3, 'Paraderos'],
  [4, 'Buses'],
] as const;

function generateUnits(n: number): AvailableUnit[] {
  const rnd = random(7);
  return Array.from({ length: n }, (_, i) => {
    const country = COUNTRIES[i % 2]!;
    const state = country.id * 100 + Math.floor(rnd() * 16);
    const city = state * 10 + Math.floor(rnd() * 6);
    const busyStart = `2026-12-${String(1 + Math.floor(rnd() * 28)).padStart(2, '0')}`;
    return makeUnit(i + 1, {
      title: `${MEDIA_TYPES[i % 4]![1]} ${i + 1} Av. ${['Reforma', 'Insurgentes', 'Boyacá', 'Séptima', 'Periférico'][i % 5]}`,
      address: `Calle ${1 + Math.floor(rnd() * 200)} #${Math.floor(rnd() * 99)}-${Math.floor(rnd() * 99)}`,
      lat: country.lat[0] + rnd() * (country.lat[1] - country.lat[0]),
      lng: country.lng[0] + rnd() * (country.lng[1] - country.lng[0]),
      country_id: country.id,
      state_id: state,
      city_id: city,
      media_type_id: MEDIA_TYPES[Math.floor(i / 2) % 4]![0],
      side: rnd() < 0.5 ? 'A' : 'B',
      daily_traffic: Math.round(1000 + rnd() * 80_000),
      price: Math.round(50 + rnd() * 4950),
      busy: rnd() < 0.3 ? [{ start: busyStart, end: '2027-01-10' }] : [],
    });
  });
}

async function seed(db: PautaDb, units: AvailableUnit[]): Promise<void> {
  await db.mediaTypes.bulkPut(
    MEDIA_TYPES.map(([id, name]) => ({
      id,
      key: `type-${id}`,
      name,
      category: 'media-digital' as const,
      purchase_periods: [],
      rules: [],
    })),
  );
  await db.countries.bulkPut(
    COUNTRIES.map((c) => ({
      id: c.id,
      name: c.name,
      iso2: '',
      iso3: '',
      phone_code: '',
      currency: '',
      lat: c.lat[0],
      lng: c.lng[0],
      active: true,
      yoda_representation: true,
    })),
  );
  const states = [...new Set(units.map((u) => u.state_id))];
  const cities = [...new Set(units.map((u) => u.city_id))];
  await db.states.bulkPut(
    states.map((id) => ({
      id,
      country_id: Math.floor(id / 100),
      name: `Estado ${id}`,
      code: String(id),
      lat: null,
      lng: null,
    })),
  );
  await db.cities.bulkPut(
    cities.map((id) => ({
      id,
      state_id: Math.floor(id / 10),
      country_id: Math.floor(id / 1000),
      name: `Ciudad ${id}`,
      lat: 0,
      lng: 0,
    })),
  );
  await db.marketUnits.bulkPut(units);
}

const campaign = makeDetail({
  countries: COUNTRIES.map((c) => ({
    id: c.id,
    name: c.name,
    budget: null,
    media_types: MEDIA_TYPES.map(([id]) => ({
      media_type_id: id,
      start_date: id === 4 ? null : '2026-12-01',
      end_date: id === 4 ? null : '2026-12-30',
      periods: null,
      percent: null,
    })),
  })),
});

function Screen({ units }: { units: AvailableUnit[] }) {
  const [inCart, setInCart] = useState<ReadonlySet<number>>(new Set());
  return (
    <UnitSelection
      campaign={campaign}
      units={units}
      inCart={inCart}
      onAdd={(u) => setInCart((s) => new Set(s).add(u.id))}
      onRemove={(id) =>
        setInCart((s) => {
          const next = new Set(s);
          next.delete(id);
          return next;
        })
      }
    />
  );
}

const map = () => document.querySelector<HTMLElement>('[data-testid="map"]');
const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Resolves once the page has settled after the map's last redraw: two frames painted, then an idle moment (at most
 * 200 ms). The map's `idle` event comes when maplibre has issued its last frame's drawing, not when the GPU process
 * has run it: on this machine's software GL that is ~50 ms more, and a change made at once had its first frame wait
 * for it (a person changes the next filter after seeing the last one, not within the same frame).
 */
async function settle(): Promise<void> {
  await frame();
  await frame();
  await new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 200 }));
}

/** Resolves once `test()` holds, checking every frame. @throws Error after `timeoutMs` */
async function until(test: () => boolean, timeoutMs = 60_000): Promise<void> {
  const end = performance.now() + timeoutMs;
  while (!test()) {
    if (performance.now() > end) throw new Error('timed out');
    await new Promise((r) => requestAnimationFrame(r));
  }
}

function change(selector: string, value: string): void {
  const el = document.querySelector<HTMLInputElement | HTMLSelectElement>(selector);
  if (!el) throw new Error(`no ${selector}`);
  const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

async function main(): Promise<void> {
  await loadLocale('en');
  // the screens' text, as /dashboard's route loads it: without it every text is a missing message, and Lingui warns
  // on the console for each (that was most of the list's time when a filter changed)
  await loadArea('dashboard');
  await deleteAccountDb(ACCOUNT);
  const engine = createSyncEngine({
    accountId: ACCOUNT,
    permissions: [],
    mutations: campaignMutations,
    locks: null,
    transport: { call: () => Promise.reject(new Error('the benchmark has no server')) },
    environment: { window: null, document: null, serviceWorker: null, onLine: () => true, backgroundSync: false },
  });
  await seed(engine.db, generateUnits(UNITS));

  const t0 = performance.now();
  const units = await engine.db.marketUnits.toArray();
  figures.readMs = performance.now() - t0;
  const t1 = performance.now();
  // user timing for a trace of the run (where the first render's time goes)
  performance.mark('first render');
  const root = createRoot(document.getElementById('root')!);
  const rootRoute = createRootRoute({ component: () => <Screen units={units} /> });
  const stub = createRoute({
    getParentRoute: () => rootRoute,
    path: '/campaigns/$campaign/units/$unit',
    component: () => null,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([stub]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  root.render(
    <Providers>
      <SyncEngineProvider engine={engine}>
        <RouterProvider router={router} />
      </SyncEngineProvider>
    </Providers>,
  );
  figures.stage = 'list';
  await until(() => document.querySelector('[data-testid="unit-selection-list"] [role="listitem"]') !== null);
  await frame();
  figures.listMs = performance.now() - t1;
  figures.stage = 'map';
  await until(() => map()?.dataset.drawn === String(UNITS));
  figures.mapMs = performance.now() - t1;
  performance.measure('first render: map drawn', { start: t1 });

  const mediaTypes = ['2', '3', '', '1', '4'];
  const prices = ['300', '800', '', '1500', '2500'];
  const states: FilterState[] = [];
  let state: FilterState = { mediaTypeId: null, minPrice: null };
  for (let i = 0; i < FILTER_CHANGES; i++) {
    figures.stage = `filter ${i + 1}`;
    await settle();
    const draws = Number(map()?.dataset.draws ?? 0);
    const t = performance.now();
    if (i % 2 === 0) {
      const value = mediaTypes[(i / 2) % mediaTypes.length]!;
      change('#unit-media-type', value);
      state = { ...state, mediaTypeId: value ? Number(value) : null };
    } else {
      const value = prices[((i - 1) / 2) % prices.length]!;
      change('input[name="unit-min-price"]', value);
      state = { ...state, minPrice: value ? Number(value) : null };
    }
    states.push(state);
    await frame();
    figures.filters.list.push(performance.now() - t);
    // user timing for a trace of the run (where a filter's time goes): change to list painted
    performance.measure(`filter ${i + 1}: list painted`, { start: t });
    await until(() => Number(map()?.dataset.draws ?? 0) > draws, 20_000);
    figures.filters.map.push(performance.now() - t);
  }
  figures.stage = 'floors';
  const size = map()!.getBoundingClientRect();
  figures.floors = await measureFloors(units, states, { width: size.width, height: size.height });
  await benchCart(engine, units);
  figures.done = true;
}

/**
 * Cart recalculation with CART_UNITS units (spec §9: after a price, print
 * price or spots change): the repricing alone (`reprice`, 200 runs), and a
 * spots change as the cart makes it — the `campaigns.unitsUpdate` mutation's
 * optimistic change (read the campaign, reprice, write it and the outbox entry
 * in one IndexedDB transaction), 30 changes, sends paused.
 */
async function benchCart(engine: ReturnType<typeof createSyncEngine>, units: AvailableUnit[]): Promise<void> {
  figures.stage = 'cart';
  engine.pause();
  let detail = campaign;
  for (const u of units.filter((x) => x.media_type_id !== 4).slice(0, CART_UNITS))
    detail = attachLine(detail, u).detail;
  const types = MEDIA_TYPES.map(([id]) => ({ id, rules: id === 2 ? [{ type: { key: 'side_a' } }] : [] }));
  detail = reprice(detail, types, 20);
  await engine.db.transaction('rw', ['campaignDetails', 'campaigns'], () => writeCampaign(engine.db, detail));
  for (let i = 0; i < 200; i++) {
    const t = performance.now();
    reprice(detail, types, 20);
    figures.cart.reprice.push(performance.now() - t);
  }
  for (let i = 0; i < 30; i++) {
    const unit = detail.units[i % CART_UNITS]!;
    const t = performance.now();
    await engine.enqueue(campaigns.unitsUpdate, {
      campaignId: detail.id,
      units: [{ unit_id: unit.id, spots_used: 1 + (i % 3) }],
    });
    figures.cart.change.push(performance.now() - t);
  }
}

main().catch((error: unknown) => {
  figures.error = error instanceof Error ? error.message : String(error);
  figures.done = true;
});
