/**
 * Test-only fixtures for the sync engine: rows shaped like the contract's,
 * a fake clock, unique account ids (each test gets its own database), an
 * engine wired to fakes, and a fake server for the sample mutations.
 */
import type { OrderJobSummary, RouteSummary } from '#src/api/contract/catalogue-lists.ts';
import { createSyncEngine, type SyncEngine, type SyncEngineOptions } from '../engine.ts';
import type { OrderJobItemRow } from '../db.ts';
import { createFakeApi, httpError, serverTable, type FakeApi, type ServerTable } from './fake-api.ts';
import { createManualScheduler, type ManualScheduler } from './manual-scheduler.ts';
import { sampleMutations } from './sample-mutations.ts';

let counter = 0;
/** A fresh account id, so every test has its own IndexedDB database. */
export function nextAccountId(): string {
  counter += 1;
  return `test-${counter}-${Math.random().toString(36).slice(2, 8)}`;
}

/** A clock starting 2026-11-20T12:00:00Z; `advance(ms)` moves it. */
export function fakeClock(start = Date.parse('2026-11-20T12:00:00.000Z')) {
  let t = start;
  return {
    now: () => t,
    iso: () => new Date(t).toISOString(),
    advance: (ms: number) => {
      t += ms;
    },
  };
}
export type FakeClock = ReturnType<typeof fakeClock>;

export function routeRow(id: number, patch: Partial<RouteSummary> = {}): RouteSummary {
  return {
    id,
    order_job_id: 1,
    technician: { id: 7, name: 'Técnico' },
    date: '2026-11-20',
    status: 'pending',
    finished_at: null,
    stops_count: 3,
    stops: [],
    updated_at: '2026-11-20T10:00:00.000Z',
    ...patch,
  };
}

export function itemRow(id: number, orderJobId: number, patch: Partial<OrderJobItemRow> = {}): OrderJobItemRow {
  return {
    id,
    order_job_id: orderJobId,
    unit_id: 100 + id,
    side: 'A',
    task: 'install',
    status: 'pending',
    unit: {
      id: 100 + id,
      title: `Unit ${100 + id}`,
      sku: `SKU-${id}`,
      address: 'Calle 1',
      lat: -34.6,
      lng: -58.4,
      side: 'A',
    },
    photos: [],
    updated_at: '2026-11-20T10:00:00.000Z',
    ...patch,
  };
}

export function orderJobRow(
  id: number,
  items: OrderJobItemRow[],
  patch: Partial<OrderJobSummary> = {},
): OrderJobSummary {
  return {
    id,
    campaign_id: null,
    kind: 'installation',
    status: 'assigned',
    technician: { id: 7, name: 'Técnico' },
    scheduled_date: '2026-11-21',
    description: '',
    reject_reason: null,
    finished_at: null,
    items,
    updated_at: '2026-11-20T10:00:00.000Z',
    ...patch,
  };
}

/** A fake server for `route.finish` / `routes.show`: routes with status `blocked` are refused with 422. */
export interface RouteServer {
  table: ServerTable<RouteSummary>;
  /** Times each route was really finished on the server. */
  finished: Map<number, number>;
}

export function serveRoutes(api: FakeApi, clock: FakeClock, rows: RouteSummary[]): RouteServer {
  const table = serverTable(rows);
  const finished = new Map<number, number>();
  api.on('test.routes.finish', ({ params, body }) => {
    const id = Number(params?.id);
    const row = table.rows.get(id);
    if (!row) throw httpError(404, 'Route not found');
    if (row.status === 'blocked')
      throw httpError(422, 'The route cannot be finished', { description: 'It still has unfinished stops.' });
    const next = { ...row, status: 'finished', finished_at: String(body?.finished_at), updated_at: clock.iso() };
    table.rows.set(id, next);
    finished.set(id, (finished.get(id) ?? 0) + 1);
    return { data: next };
  });
  api.on('test.routes.show', ({ params }) => {
    const row = table.rows.get(Number(params?.id));
    if (!row) throw httpError(404, 'Route not found');
    return { data: row };
  });
  return { table, finished };
}

export interface TestEngine {
  engine: SyncEngine;
  scheduler: ManualScheduler;
}

/** An engine over fakes: no browser listeners, manual timers, fixed jitter 0.5, no locks unless given. */
export function testEngine(
  options: Partial<SyncEngineOptions> & { accountId: string; api: FakeApi; clock: FakeClock },
): TestEngine {
  const scheduler = createManualScheduler();
  const { api, clock, ...rest } = options;
  const engine = createSyncEngine({
    permissions: ['browse_routes', 'browse_order_jobs', 'order_jobs.work', 'routes.work'],
    mutations: sampleMutations,
    locks: null,
    random: () => 0.5,
    scheduler,
    environment: { window: null, document: null, serviceWorker: null, onLine: () => true, backgroundSync: false },
    ...rest,
    transport: api.transport,
    now: clock.now,
  });
  return { engine, scheduler };
}

export { createFakeApi };
