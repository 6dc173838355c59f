/**
 * Pulling reads ahead: once the first page told how many there are, two pages travel while one is written; and the
 * media units travel in larger pages.
 */
import { afterEach, expect, it } from 'vitest';
import { UNITS_PER_PAGE_MAX } from '../api/contract/common.ts';
import { collectionByName, PER_PAGE } from './collections.ts';
import { openAccountDb, type PautaDb } from './db.ts';
import { pullCollection } from './pull.ts';
import { createFakeApi, serverTable, syncListHandler } from './testing/fake-api.ts';
import { fakeClock, nextAccountId, routeRow } from './testing/fixtures.ts';

const dbs: PautaDb[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
});

it('asks for the page after the next before that one answers', async () => {
  const accountId = nextAccountId();
  const db = openAccountDb(accountId);
  dbs.push(db);
  const api = createFakeApi();
  const ctx = { db, transport: api.transport, accountId, locks: null, now: fakeClock().now };
  const serve = syncListHandler(serverTable(Array.from({ length: 1500 }, (_, i) => routeRow(i + 1))), () => 'now');
  let thirdAsked: (() => void) | undefined;
  const third = new Promise<void>((resolve) => (thirdAsked = resolve));
  api.on('routes.list', async (input, call) => {
    const page = (input.query as { page?: number }).page;
    if (page === 3) thirdAsked?.();
    if (page === 2) await third; // a pull that waited for page 2 before asking for page 3 would never end
    return serve(input, call);
  });
  expect(await pullCollection(ctx, collectionByName('routes'))).toMatchObject({ status: 'done', rows: 1500 });
  expect(api.callsTo('routes.list').map((c) => (c.input.query as { page: number }).page)).toEqual([1, 2, 3]);
  expect(await db.routes.count()).toBe(1500);
});

it('asks for the media units UNITS_PER_PAGE_MAX at a time, and other collections PER_PAGE at a time', async () => {
  const accountId = nextAccountId();
  const db = openAccountDb(accountId);
  dbs.push(db);
  const api = createFakeApi();
  const ctx = { db, transport: api.transport, accountId, locks: null, now: fakeClock().now };
  api.on(
    'units.providerList',
    syncListHandler(serverTable([]), () => 'now'),
  );
  api.on(
    'routes.list',
    syncListHandler(serverTable([]), () => 'now'),
  );
  expect(await pullCollection(ctx, collectionByName('units'))).toMatchObject({ status: 'done' });
  expect(await pullCollection(ctx, collectionByName('routes'))).toMatchObject({ status: 'done' });
  expect(api.callsTo('units.providerList')[0]?.input.query).toMatchObject({ page: 1, per_page: UNITS_PER_PAGE_MAX });
  expect(api.callsTo('routes.list')[0]?.input.query).toMatchObject({ page: 1, per_page: PER_PAGE });
});
