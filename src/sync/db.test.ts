/** The account database: names, and the v1 → v2 upgrade keeping every queued entry in order. */
import { afterEach, describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { PautaDb, dbName, deleteAccountDb, openAccountDb } from './db.ts';
import { CURRENT_VERSION, SCHEMA_V3 } from './schema-versions.ts';
import { recallRead, rememberRead, SERVER_READS_KEPT } from './server-reads.ts';
import { nextAccountId } from './testing/fixtures.ts';

/** The v1 schema as released (declared here on purpose: the test must not follow later edits). */
const V1 = {
  units: 'id',
  campaigns: 'id',
  orderJobs: 'id',
  orderJobItems: 'id, order_job_id',
  routes: 'id',
  mediaTypes: 'id',
  countries: 'id',
  states: 'id, country_id',
  cities: 'id, state_id',
  settings: 'key',
  outbox: '++seq, &id',
  blobs: 'id',
  syncState: 'collection',
};

const opened: Dexie[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) db.close();
});

describe('account database', () => {
  it('is named per account', () => {
    expect(dbName(42)).toBe('pauta-account-42');
    expect(openAccountDb('abc').name).toBe('pauta-account-abc');
  });

  it('upgrades a v1 database keeping every pending entry, in order', async () => {
    const accountId = nextAccountId();
    const v1 = new Dexie(dbName(accountId));
    v1.version(1).stores(V1);
    await v1.open();
    const names = ['route.finish', 'orderJob.uploadPhoto', 'route.finish'];
    for (const [i, name] of names.entries()) {
      await v1.table('outbox').add({ id: `entry-${i}`, name, args: { routeId: i + 1 }, createdAt: 1000 + i });
    }
    await v1.table('routes').put({ id: 1, status: 'pending' });
    v1.close();

    const db = new PautaDb(dbName(accountId));
    opened.push(db);
    await db.open();
    expect(db.verno).toBe(CURRENT_VERSION);
    // v8: units keep only the index a screen reads
    expect(db.units.schema.indexes.map((i) => i.name)).toEqual(['city_id']);
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => e.id)).toEqual(['entry-0', 'entry-1', 'entry-2']);
    expect(entries.map((e) => e.name)).toEqual(names);
    for (const [i, e] of entries.entries()) {
      expect(e).toMatchObject({
        status: 'pending',
        attempts: 0,
        nextAttemptAt: 0,
        blobIds: [],
        createdAt: 1000 + i,
        args: { routeId: i + 1 },
      });
    }
    expect(await db.outbox.where('status').equals('pending').count()).toBe(3);
    expect(await db.routes.get(1)).toMatchObject({ status: 'pending' });
    await db.printWorkOrders.put({
      id: 1,
      campaign_id: null,
      provider_id: null,
      status: 'open',
      finished_at: null,
      tasks: [],
      updated_at: 'x',
    });
    expect(await db.printWorkOrders.count()).toBe(1);
  });

  it('upgrades a v3 database keeping its pending and refused entries, and adds the stored reads', async () => {
    const accountId = nextAccountId();
    const v3 = new Dexie(dbName(accountId));
    v3.version(3).stores(SCHEMA_V3);
    await v3.open();
    await v3.table('outbox').bulkAdd([
      {
        id: 'a',
        name: 'art.provider.deny',
        args: { id: 1 },
        createdAt: 1,
        status: 'pending',
        attempts: 2,
        nextAttemptAt: 5,
        blobIds: [],
      },
      {
        id: 'b',
        name: 'colourProofs.upload',
        args: { id: 2 },
        createdAt: 2,
        status: 'failed',
        attempts: 1,
        nextAttemptAt: 0,
        blobIds: ['b/file'],
      },
    ]);
    await v3.table('blobs').put({ id: 'b/file', blob: new Blob(['x']), name: 'prueba.pdf', type: 'application/pdf' });
    v3.close();

    const db = new PautaDb(dbName(accountId));
    opened.push(db);
    await db.open();
    expect(db.verno).toBe(CURRENT_VERSION);
    expect((await db.outbox.orderBy('seq').toArray()).map((e) => [e.id, e.status, e.attempts])).toEqual([
      ['a', 'pending', 2],
      ['b', 'failed', 1],
    ]);
    expect(await db.blobs.get('b/file')).toMatchObject({ name: 'prueba.pdf' });
    await rememberRead(db, 'art:campaign:7', { data: { id: 7 } }, 1000);
    expect(await recallRead(db, 'art:campaign:7')).toEqual({
      key: 'art:campaign:7',
      value: { data: { id: 7 } },
      at: 1000,
    });
  });

  it(`keeps at most ${SERVER_READS_KEPT} stored reads, dropping the oldest`, async () => {
    const db = openAccountDb(nextAccountId());
    opened.push(db);
    await db.serverReads.bulkPut(
      Array.from({ length: SERVER_READS_KEPT }, (_, i) => ({ key: `r${i}`, value: i, at: 1000 + i })),
    );
    await rememberRead(db, 'newest', 'x', 10_000);
    expect(await db.serverReads.count()).toBe(SERVER_READS_KEPT);
    expect(await recallRead(db, 'r0')).toBeUndefined();
    expect(await recallRead(db, 'r1')).toMatchObject({ value: 1 });
    expect(await recallRead(db, 'newest')).toMatchObject({ value: 'x', at: 10_000 });
  });

  it('deletes an account database even while it is open', async () => {
    const accountId = nextAccountId();
    const db = openAccountDb(accountId);
    await db.routes.put({
      id: 1,
      order_job_id: 1,
      technician: null,
      date: '2026-11-20',
      status: 'pending',
      finished_at: null,
      stops_count: 0,
      stops: [],
      updated_at: 'x',
    });
    await deleteAccountDb(accountId, db);
    expect(await Dexie.exists(dbName(accountId))).toBe(false);
  });
});
