/**
 * Campaign mutations through the real engine (fake transport, fake-indexeddb):
 * offline changes to the cart show at once, repriced like the server; on
 * reconnect they are sent in order and the mirror ends equal to the server's
 * campaign; a unit booked meanwhile is refused with the server's reason while
 * the other changes go through.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { CampaignDetail } from '#src/api/contract/campaigns.ts';
import type { SyncEngine } from '#src/sync/index.ts';
import { createFakeApi, httpError, offline, type FakeApi } from '#src/sync/testing/fake-api.ts';
import { fakeClock, nextAccountId, testEngine } from '#src/sync/testing/fixtures.ts';
import { attachLine, detachLine, reprice, setMediaTypeDates, updateLines, type LineUpdate } from './model/cart.ts';
import { campaignMutations, campaigns, campaignStep, SIDE_A_SETTING, writeCampaign } from './mutations.ts';
import { makeDetail, makeUnit } from './testing/fixtures.ts';

const engines: SyncEngine[] = [];
afterEach(() => {
  for (const e of engines.splice(0)) {
    e.stop();
    e.db.close();
  }
});

const TYPES = [
  {
    id: 1,
    key: 'billboard',
    name: 'Valla',
    category: 'media-print' as const,
    purchase_periods: [14],
    rules: [{ type: { key: 'side_a' } }],
  },
  {
    id: 3,
    key: 'screen',
    name: 'Pantalla',
    category: 'media-digital' as const,
    purchase_periods: [7],
    rules: [{ type: 'buy_time', rule: 'periods', duration: 7 }],
  },
];
const UNITS = [1, 2, 3, 4, 5, 6, 7].map((id) => makeUnit(id, { price: 100 + id, side: id % 2 ? 'A' : 'B' }));

/** A fake server holding one campaign, changed with the same model functions the real server uses. */
function serveCampaign(api: FakeApi, start: CampaignDetail, busy: Set<number>) {
  let state = start;
  const save = (d: CampaignDetail) => {
    state = reprice(d, TYPES, 20);
    return { data: state };
  };
  api.on('campaigns.view', () => ({ data: state }));
  api.on('campaigns.attachUnit', (input) => {
    const unitId = Number(input.params!.unit);
    if (busy.has(unitId)) throw httpError(422, `La unidad Unidad ${unitId} está ocupada por otra campaña`);
    return save(
      attachLine(
        state,
        UNITS.find((u) => u.id === unitId)!,
      ).detail,
    );
  });
  api.on('campaigns.detachUnit', (input) => save(detachLine(state, Number(input.params!.unit))));
  api.on('campaigns.dates', (input) => {
    const b = input.body as { country_id: number; media_type_id: number; start_date: string; end_date: string };
    return save(
      setMediaTypeDates(state, {
        countryId: b.country_id,
        mediaTypeId: b.media_type_id,
        start: b.start_date,
        end: b.end_date,
      }),
    );
  });
  api.on('campaigns.setPois', (input) =>
    save({ ...state, poi_ids: (input.body as { poi_ids: number[] }).poi_ids, next_step: 6 }),
  );
  api.on('campaigns.unitsUpdate', (input) => save(updateLines(state, (input.body as { units: LineUpdate[] }).units)));
  return { get: () => state };
}

async function setup(busy: number[] = []) {
  const api = createFakeApi();
  const clock = fakeClock();
  const { engine } = testEngine({ accountId: nextAccountId(), api, clock, mutations: campaignMutations });
  engines.push(engine);
  const db = engine.db;
  const start = reprice(makeDetail(), TYPES, 20);
  await db.mediaTypes.bulkPut(TYPES);
  await db.settings.put({ key: SIDE_A_SETTING, value: '20', type: 'number' });
  await db.marketUnits.bulkPut(UNITS);
  await db.transaction('rw', ['campaignDetails', 'campaigns'], () => writeCampaign(db, start));
  return { api, engine, db, server: serveCampaign(api, start, new Set(busy)) };
}

const attach = (engine: SyncEngine, id: number) =>
  engine.enqueue(campaigns.attachUnit, {
    campaignId: 7,
    unitId: id,
    unitTitle: `Unidad ${id}`,
    mediaTypeId: 1,
    countryId: 10,
  });

describe('campaign mutations', () => {
  it('offline changes show at once, repriced; after reconnecting the mirror equals the server, unit for unit and total for total', async () => {
    const { api, engine, db, server } = await setup();
    api.script('campaigns.attachUnit', offline()); // the first send finds no network: everything waits, in order
    for (const id of [1, 2, 3]) await attach(engine, id);
    await engine.enqueue(campaigns.detachUnit, { campaignId: 7, unitId: 2, unitTitle: 'Unidad 2' });
    await engine.enqueue(campaigns.dates, {
      campaignId: 7,
      countryId: 10,
      mediaTypeId: 1,
      start: '2026-12-10',
      end: '2026-12-19',
      mediaTypeName: 'Valla',
    });
    await engine.enqueue(campaigns.unitsUpdate, { campaignId: 7, units: [{ unit_id: 3, spots_used: 2 }] });
    await engine.drain();

    const local = (await db.campaignDetails.get(7))!;
    expect(local.units.map((u) => [u.id, u.duration, u.spots_used])).toEqual([
      [1, 10, 1],
      [3, 10, 2],
    ]);
    // 10 × 101 + 10 × 103 × 2 = 3,070; both side A of 2 → 20 % surcharge 614 → 3,684; 16 % taxes 589.44
    expect([local.investment, local.taxes, local.total]).toEqual([3684, 589.44, 4273.44]);
    expect((await db.campaigns.get(7))!).toMatchObject({ units_count: 2, investment: 3684 });
    expect(server.get().units).toEqual([]);

    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    expect(await engine.drain()).toMatchObject({ outcome: 'drained', sent: 6 });
    expect(api.callsTo('campaigns.attachUnit').map((c) => c.input.params!.unit)).toEqual([1, 1, 2, 3]); // the lost first attempt, then each once
    const after = (await db.campaignDetails.get(7))!;
    expect(after).toEqual(server.get());
    expect(after.total).toBe(4273.44);
  });

  it("a unit booked meanwhile is refused with the server's reason; the other changes go through", async () => {
    const { engine, db, server } = await setup([2]);
    for (const id of [1, 2, 3]) await attach(engine, id);
    await engine.drain();
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      status: 'failed',
      args: { unitId: 2 },
      error: { status: 422, message: 'La unidad Unidad 2 está ocupada por otra campaña' },
    });
    expect(server.get().units.map((u) => u.id)).toEqual([1, 3]);
    expect((await db.campaignDetails.get(7))!.units.map((u) => u.id)).toEqual([1, 3]);
  });

  it('a saved step moves the step check on at once and is re-applied over a fresh read while pending', async () => {
    const { api, engine, db } = await setup();
    api.script('campaigns.setPois', offline());
    await engine.enqueue(campaignStep, { step: 'pois', campaignId: 7, budget: false, body: { poi_ids: [4, 5] } });
    await engine.drain();
    expect((await db.campaignDetails.get(7))!).toMatchObject({ poi_ids: [4, 5], next_step: 6 });
    const fresh = (
      await api.transport.call((await import('#src/api/contract/campaigns.ts')).view, { params: { id: 7 } })
    ).data;
    await engine.writeFresh(['campaignDetails', 'campaigns'], (tx) => writeCampaign(tx, fresh));
    expect((await db.campaignDetails.get(7))!.poi_ids).toEqual([4, 5]);
  });

  it('a read of the campaign that began before its changes were acknowledged is read again, not written back', async () => {
    const { api, engine, db, server } = await setup();
    api.script('campaigns.attachUnit', offline());
    await attach(engine, 1);
    await engine.drain(); // offline: the unit waits in the outbox, shown in the mirror
    expect((await db.campaignDetails.get(7))!.units.map((u) => u.id)).toEqual([1]);
    const { view } = await import('#src/api/contract/campaigns.ts');
    let reads = 0;
    const written = await engine.readFresh(
      ['campaignDetails', 'campaigns'],
      async () => {
        const answer = (await api.transport.call(view, { params: { id: 7 } })).data;
        if (++reads === 1) {
          // while this first read is in flight the outbox is sent and acknowledged: its answer predates the unit
          await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
          expect(await engine.drain()).toMatchObject({ outcome: 'drained', sent: 1 });
          expect(answer.units).toEqual([]);
        }
        return answer;
      },
      (tx, detail) => writeCampaign(tx, detail),
    );
    expect(reads).toBe(2);
    expect(written.units.map((u) => u.id)).toEqual([1]);
    expect(await db.campaignDetails.get(7)).toEqual(server.get());
    // writeFresh given a count of acknowledgements that has moved since (here one that never was) writes nothing
    expect(await engine.writeFresh(['campaignDetails'], (tx) => writeCampaign(tx, makeDetail()), -1)).toBe(false);
    expect((await db.campaignDetails.get(7))!.units.map((u) => u.id)).toEqual([1]);
  });

  it('refuses bad arguments before storing anything', async () => {
    const { engine, db } = await setup();
    await expect(
      engine.enqueue(campaigns.dates, {
        campaignId: 7,
        countryId: 10,
        mediaTypeId: 1,
        start: '2026-12-19',
        end: '2026-12-10',
        mediaTypeName: 'Valla',
      }),
    ).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
  });

  it('an entry queued under an earlier name (campaign.attachUnit) is sent as campaigns.attachUnit', async () => {
    const { api, engine, db, server } = await setup();
    await db.outbox.add({
      id: 'queued-before-update',
      name: 'campaign.attachUnit',
      args: { campaignId: 7, unitId: 1, unitTitle: 'Unidad 1', mediaTypeId: 1, countryId: 10 },
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: 0,
      blobIds: [],
    });
    expect(await engine.drain()).toMatchObject({ outcome: 'drained', sent: 1 });
    expect(api.callsTo('campaigns.attachUnit').map((c) => c.input.params!.unit)).toEqual([1]);
    expect(server.get().units.map((u) => u.id)).toEqual([1]);
  });
});
