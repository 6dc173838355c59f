/**
 * An engine over a fake API serving two routes, one order job and the look-ups, for engine tests
 * (engine.test.ts, reachability.test.ts). Engines made here are stopped and closed by `stopEngines()`.
 */
import type { SyncEngine, SyncEngineOptions } from '../engine.ts';
import { createFakeApi, serverTable, syncListHandler, type FakeApi } from './fake-api.ts';
import { fakeClock, itemRow, nextAccountId, orderJobRow, routeRow, serveRoutes, testEngine } from './fixtures.ts';

const engines: SyncEngine[] = [];

/** Has `stopEngines()` stop and close an engine made elsewhere. */
export function trackEngine(engine: SyncEngine): void {
  engines.push(engine);
}

/** Stops and closes every engine `engineSetup` made (call it in afterEach). */
export function stopEngines(): void {
  for (const e of engines.splice(0)) {
    e.stop();
    e.db.close();
  }
}

function serveLookups(api: FakeApi): void {
  api.on('mediaTypes.list', () => ({
    data: [{ id: 1, key: 'billboard', name: 'Billboard', category: 'media-print', purchase_periods: [30], rules: [] }],
  }));
  api.on('lookups.countriesAll', () => ({ data: [] }));
  api.on('lookups.states', () => ({ data: [] }));
  api.on('lookups.settings', () => ({ data: [{ key: 'iva', value: '19', type: 'number' }] }));
  api.on('lookups.cities', () => ({ data: [], meta: { current_page: 1, last_page: 1, per_page: 500, total: 0 } }));
}

export function engineSetup(
  environment: Parameters<typeof testEngine>[0]['environment'] = undefined,
  locale?: () => string,
  extra: Omit<Partial<SyncEngineOptions>, 'accountId'> = {},
) {
  const accountId = nextAccountId();
  const api = createFakeApi();
  const clock = fakeClock();
  const server = serveRoutes(api, clock, [routeRow(1), routeRow(2)]);
  api.on('routes.list', syncListHandler(server.table, clock.iso));
  api.on('orderJobs.list', syncListHandler(serverTable([orderJobRow(5, [itemRow(51, 5)])]), clock.iso));
  serveLookups(api);
  const env = {
    window: null,
    document: null,
    serviceWorker: null,
    onLine: () => true,
    backgroundSync: false,
    ...environment,
  };
  const { engine, scheduler } = testEngine({
    accountId,
    api,
    clock,
    environment: env,
    intervals: { pullMs: 1000, drainMs: 100 },
    locale,
    ...extra,
  });
  engines.push(engine);
  return { api, clock, server, engine, scheduler, db: engine.db };
}
