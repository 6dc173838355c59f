/**
 * Integration: campaign planning on the reference server (product.md §2–§5 campaigns) — the step check, the
 * list's deltas and idempotent replays, creation on behalf of clients, package campaigns, the look-ups and a
 * unit's reads, and provider unit reservations holding units. A manual campaign's cart: campaigns.test.ts.
 */
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns as c, catalogueLists } from '#src/api/contract/index.ts';
import type { CampaignDetail } from '#src/api/contract/campaigns.ts';
import { packageDailyPrice } from '#src/domain/pricing.ts';
import { campaigns } from '../db/schema.ts';
import { failure } from '../test-support.ts';
import {
  as,
  billboards,
  BILLBOARD,
  ids,
  mx,
  newManual,
  quoteOf,
  s,
  screens,
  SCREEN,
  SHELTER,
  shelters,
  tokens,
  useCampaignServer,
} from './campaign-fixture.ts';

useCampaignServer();

describe('the step check, deltas and replays', () => {
  let id: number;

  it('walks the manual digital steps; buy-time periods set the end', async () => {
    const created = await newManual('client', 'Pantallas', 'digital');
    id = created.data.id;
    const stepNow = async () => (await as('client').call(c.step, { params: { id } })).data.next_step;
    expect(created.data.steps).toEqual([
      'basic_data',
      'media_types',
      'dates',
      'advanced_filters',
      'pois',
      'unit_selection',
      'units_update',
    ]);
    expect(await stepNow()).toBe(2);
    const wrong = await failure(
      as('client').call(c.setMediaTypes, {
        params: { id },
        body: { countries: [{ country_id: mx, media_type_ids: [BILLBOARD] }] },
      }),
    );
    expect(wrong.status).toBe(422);
    await as('client').call(c.setMediaTypes, {
      params: { id },
      body: { countries: [{ country_id: mx, media_type_ids: [SCREEN] }] },
    });
    expect(await stepNow()).toBe(3);
    // digital screens are bought by 7-day periods: 2 periods from 2027-08-02 end on 2027-08-15
    const dated = await as('client').call(c.dates, {
      params: { id },
      body: { country_id: mx, media_type_id: SCREEN, start_date: '2027-08-02', end_date: '2027-08-02', periods: 2 },
    });
    expect(dated.data.countries[0]!.media_types[0]).toMatchObject({
      start_date: '2027-08-02',
      end_date: '2027-08-15',
      periods: 2,
    });
    expect(await stepNow()).toBe(4);
    await as('client').call(c.setAdvancedFilters, {
      params: { id },
      body: { filters: { min_price: 10, max_price: 5000 } },
    });
    expect(await stepNow()).toBe(5);
    const nearby = await as('client').call(c.pois, { query: { country: mx, type: 'all', limit: 3 } });
    expect(nearby.data).toHaveLength(3);
    await as('client').call(c.setPois, { params: { id }, body: { poi_ids: nearby.data.map((p) => p.id) } });
    expect(await stepNow()).toBe(6);
    expect((await failure(as('client').call(c.unitSelection, { params: { id }, body: {} }))).errors).toHaveProperty(
      'units',
    );
    const attached = await as('client').call(c.attachUnit, { params: { id, unit: screens[0]! } });
    expect(attached.data.units[0]).toMatchObject({ start_date: '2027-08-02', end_date: '2027-08-15', print_price: 0 });
    await as('client').call(c.unitSelection, { params: { id }, body: {} });
    expect(await stepNow()).toBe(7);
    const spots = await as('client').call(c.unitsUpdate, {
      params: { id },
      body: { units: [{ unit_id: screens[0]!, spots_used: 2 }] },
    });
    expect(spots.data).toMatchObject({ next_step: 7, current_step: 6 });
    expect(spots.data.units[0]!.spots_used).toBe(2);
    expect(spots.data.total).toBe((await quoteOf(spots.data)).total);
  });

  it('a pull with updated_since brings the campaign changed after the cursor', async () => {
    const first = await as('client').call(catalogueLists.campaigns, { query: { per_page: 100 } });
    const cursor = first.meta.server_time;
    s.advanceClock(10_000);
    await as('client').call(c.setYodaFactor, { params: { id }, body: { yoda_factor: 'reach' } });
    const delta = await as('client').call(catalogueLists.campaigns, {
      query: { updated_since: cursor, per_page: 100 },
    });
    const mine = delta.data.find((x) => x.id === id);
    expect(mine).toBeDefined();
    expect(delta.data.some((x) => x.id === 1)).toBe(false);
    const [row] = await s.db
      .select({ investment: campaigns.investment })
      .from(campaigns)
      .where(inArray(campaigns.id, [id]));
    expect(mine!.investment).toBe(row!.investment);
    expect(mine!.current_step).toBe(6);
  });

  it('replays an attach sent twice with the same Idempotency-Key', async () => {
    const send = () =>
      Promise.resolve(
        s.app.fetch(
          new Request(`http://pauta.test/api/client/campaigns/${id}/attach_unit/${screens[1]}`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${tokens.client}`, 'Idempotency-Key': 'attach-screen-1' },
          }),
        ),
      );
    const [a, b] = [await send(), await send()];
    expect(a.status).toBe(200);
    expect(b.headers.get('Idempotent-Replayed')).toBe('true');
    const [ja, jb] = [(await a.json()) as { data: CampaignDetail }, (await b.json()) as { data: CampaignDetail }];
    expect(jb).toEqual(ja);
    expect(ja.data.units.map((u) => u.id)).toEqual([screens[0], screens[1]]);
  });
});

describe('creation on behalf of clients and the look-ups', () => {
  it('a seller creates for an assigned client only; a client cannot create for someone else', async () => {
    const body = {
      name: 'Para el cliente',
      campaign_type: 'manual' as const,
      units_category: 'print' as const,
      countries: [mx],
    };
    expect((await failure(as('seller').call(c.store, { body }))).errors).toHaveProperty('client_id');
    const made = await as('seller').call(c.store, { body: { ...body, client_id: ids.client! } });
    expect(made.data.client.id).toBe(ids.client);
    expect((await failure(as('seller').call(c.store, { body: { ...body, client_id: ids.agency! } }))).status).toBe(403);
    expect((await failure(as('client').call(c.store, { body: { ...body, client_id: ids.agency! } }))).status).toBe(403);
  });

  it("a package campaign: the package's days, its units only, at value / units / days a day", async () => {
    const pkg = (await as('client').call(c.packages, { query: { countries: [mx] } })).data[0]!;
    const made = await as('client').call(c.store, {
      body: { name: 'Paquete', campaign_type: 'package', units_category: 'print', countries: [mx], package_id: pkg.id },
    });
    const id = made.data.id;
    expect(made.data.countries[0]!.media_types).toMatchObject([{ media_type_id: pkg.media_type_id, start_date: null }]);
    const short = await failure(
      as('client', 'en').call(c.dates, {
        params: { id },
        body: { country_id: mx, media_type_id: pkg.media_type_id, start_date: '2027-09-01', end_date: '2027-09-02' },
      }),
    );
    expect(short.errors?.end_date).toEqual([`Number of days in the package should be ${pkg.duration}`]);
    const end = new Date(Date.parse('2027-09-01T00:00:00Z') + (pkg.duration - 1) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    await as('client').call(c.dates, {
      params: { id },
      body: { country_id: mx, media_type_id: pkg.media_type_id, start_date: '2027-09-01', end_date: end },
    });
    const added = await as('client').call(c.attachUnit, { params: { id, unit: pkg.unit_ids[0]! } });
    expect(added.data.units[0]!.price).toBe(packageDailyPrice(pkg.value, pkg.unit_ids.length, pkg.duration));
    const available = await as('client').call(c.availableUnits, { params: { id } });
    expect(available.data.every((u) => pkg.unit_ids.includes(u.id))).toBe(true);
  });

  it("packages, yoda factors, distribution types, and a unit's reads", async () => {
    const pk = await as('client').call(c.packages, { query: { countries: String(mx) } });
    expect(pk.data.length).toBeGreaterThan(0);
    expect(pk.data.every((p) => p.country_id === mx && p.unit_ids.length >= 4)).toBe(true);
    expect((await as('client', 'en').call(c.yodaFactors)).data.map((x) => x.name)).toContain('Reach');
    expect((await as('client').call(c.distributionTypes)).data.map((x) => x.key)).toEqual([
      'equal',
      'by_inventory',
      'manual',
    ]);
    const unit = billboards[0]!.id;
    expect((await as('client').call(c.reach, { params: { id: unit } })).data.weekly % 7).toBe(0);
    const near = await as('client').call(c.poiForDetail, { params: { id: unit }, query: { radius: 5000 } });
    expect(
      near.data.every((p, i, all) => p.distance_m <= 5000 && (i === 0 || all[i - 1]!.distance_m <= p.distance_m)),
    ).toBe(true);
    const history = await as('client').call(c.orderJobsHistory, { params: { id: unit } });
    expect(history.meta.current_page).toBe(1);
  });
});

describe('provider unit reservations', () => {
  it('hold the unit: it shows busy in the available units and cannot be attached on those days', async () => {
    const { unitReservations } = await import('../db/schema.ts');
    const unit = shelters[6]!;
    await s.db
      .insert(unitReservations)
      .values({ unitId: unit.id, startDate: '2027-09-10', endDate: '2027-09-20', spots: 5 });
    const created = await newManual('client', 'Paraderos de septiembre');
    const id = created.data.id;
    await as('client').call(c.setMediaTypes, {
      params: { id },
      body: { countries: [{ country_id: mx, media_type_ids: [SHELTER] }] },
    });
    await as('client').call(c.dates, {
      params: { id },
      body: { country_id: mx, media_type_id: SHELTER, start_date: '2027-09-01', end_date: '2027-09-30' },
    });
    const page = await as('client').call(c.availableUnits, { params: { id }, query: { per_page: 1000 } });
    expect(page.data.find((u) => u.id === unit.id)?.busy).toEqual([{ start: '2027-09-10', end: '2027-09-20' }]);
    const refused = await failure(as('client', 'en').call(c.attachUnit, { params: { id, unit: unit.id } }));
    expect(refused.status).toBe(422);
  });
});
