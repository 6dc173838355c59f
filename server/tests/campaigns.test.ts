/**
 * Integration: campaign planning on the reference server (product.md §2–§5 campaigns) — a manual
 * campaign from basic data to a priced cart (the server's totals are the
 * shared quote's, to the cent), dates first, availability against other
 * campaigns' reservations, the reserve / contract / cancel transitions, the
 * step check, scope, the list's deltas and idempotent replays.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns as c, catalogLists } from '#src/api/contract/index.ts';
import type { CampaignDetail } from '#src/api/contract/campaigns.ts';
import { packageDailyPrice } from '#src/domain/pricing.ts';
import { quoteCart, type MediaTypeRule } from '#src/domain/quote.ts';
import { campaigns, countries, mediaTypes, units } from '../db/schema.ts';
import { failure, startTestServer, type TestServer } from '../test-support.ts';

let s: TestServer;
let tokens: Record<string, string>;
let ids: Record<string, number>;
let mx: number;
/** Free MX units (nothing seeded holds them in 2027): billboards and bus shelters. */
let billboards: { id: number; title: string }[];
let shelters: { id: number; title: string }[];
let screens: number[];
const BILLBOARD = 2;
const SHELTER = 3;
const SCREEN = 1;

beforeAll(async () => {
  s = await startTestServer();
  ({ tokens, ids } = await s.loginAll());
  mx = (await s.db.select({ id: countries.id }).from(countries).where(eq(countries.iso2, 'MX')))[0]!.id;
  const live = (type: number) =>
    s.db
      .select({ id: units.id, title: units.title })
      .from(units)
      .where(
        and(eq(units.countryId, mx), eq(units.mediaTypeId, type), eq(units.status, 'active'), isNull(units.deletedAt)),
      )
      .orderBy(asc(units.id))
      .limit(8);
  billboards = await live(BILLBOARD);
  shelters = await live(SHELTER);
  screens = (await live(SCREEN)).map((u) => u.id);
});
afterAll(async () => {
  await s.close();
});

/** The billboard another campaign reserves in June. */
const taken = () => billboards[4]!;
const as = (role: string, locale?: string) => s.client(tokens[role], locale);
const newManual = (role: string, name: string, category: 'print' | 'digital' = 'print') =>
  as(role).call(c.store, { body: { name, campaign_type: 'manual', units_category: category, countries: [mx] } });

/** The shared quote of what the server answered, with the seeded settings (side A 20 %, tax 16 %). */
async function quoteOf(d: CampaignDetail) {
  const types = (await s.db.select({ id: mediaTypes.id, rules: mediaTypes.rules }).from(mediaTypes)).map((m) => ({
    id: m.id,
    rules: m.rules as MediaTypeRule[],
  }));
  return quoteCart(
    d.units.map((u) => ({ ...u, unit_id: u.id })),
    types,
    { sideAPercent: 20, taxPercent: d.add_taxes ? 16 : 0, credit: d.credit },
  );
}

describe('a manual campaign, from basic data to a priced cart', () => {
  let id: number;

  it('creates a draft at step 2 of the manual print steps', async () => {
    const created = await newManual('client', 'Vallas de verano');
    id = created.data.id;
    expect(created.data).toMatchObject({
      status: 'draft',
      client: { id: ids.client },
      next_step: 2,
      current_step: 1,
      units_count: 0,
      countries: [{ id: mx, media_types: [] }],
    });
    expect(created.data.steps).toEqual([
      'basic_data',
      'media_types',
      'dates',
      'print_dates',
      'advanced_filters',
      'pois',
      'unit_selection',
      'units_update',
    ]);
  });

  it('asks for dates first, in Spanish and in English', async () => {
    await as('client').call(c.setMediaTypes, {
      params: { id },
      body: { countries: [{ country_id: mx, media_type_ids: [BILLBOARD, SHELTER] }] },
    });
    const es = await failure(as('client').call(c.attachUnit, { params: { id, unit: billboards[0]!.id } }));
    expect(es.status).toBe(422);
    expect(es.errors?.unit).toEqual(['Elige primero fechas para el tipo de medio']);
    const en = await failure(as('client', 'en').call(c.attachUnit, { params: { id, unit: billboards[0]!.id } }));
    expect(en.errors?.unit).toEqual(['Choose dates for the media type first']);
  });

  it('takes dates per media type; the step completes once all have them', async () => {
    const bad = await failure(
      as('client').call(c.dates, {
        params: { id },
        body: { country_id: mx, media_type_id: BILLBOARD, start_date: '2027-06-20', end_date: '2027-06-01' },
      }),
    );
    expect(bad.errors).toHaveProperty('end_date');
    const one = await as('client').call(c.dates, {
      params: { id },
      body: { country_id: mx, media_type_id: BILLBOARD, start_date: '2027-06-01', end_date: '2027-06-20' },
    });
    expect(one.data.next_step).toBe(3);
    const both = await as('client').call(c.dates, {
      params: { id },
      body: { country_id: mx, media_type_id: SHELTER, start_date: '2027-06-05', end_date: '2027-06-11' },
    });
    expect(both.data).toMatchObject({ next_step: 4, start_date: '2027-06-01', end_date: '2027-06-20', duration: 20 });
  });

  it('attaches five units, skips a duplicate, detaches one, updates lines — priced as quoteCart prices them', async () => {
    for (const u of [...billboards.slice(0, 3), ...shelters.slice(0, 2)])
      await as('client').call(c.attachUnit, { params: { id, unit: u.id } });
    const again = await as('client').call(c.attachUnit, { params: { id, unit: billboards[0]!.id } });
    expect(again.data.units).toHaveLength(5);
    expect(again.message).toBe('La unidad ya está en el carrito.');
    expect(again.data.status).toBe('in_progress');
    const line = again.data.units.find((u) => u.id === shelters[0]!.id)!;
    expect(line).toMatchObject({
      start_date: '2027-06-05',
      end_date: '2027-06-11',
      duration: 7,
      spots_used: 1,
      extra_days: 0,
      price: line.original_price,
    });

    const detached = await as('client').call(c.detachUnit, { params: { id, unit: billboards[2]!.id } });
    expect(detached.data.units.map((u) => u.id)).not.toContain(billboards[2]!.id);

    const b0 = detached.data.units.find((u) => u.id === billboards[0]!.id)!;
    const tooMany = await failure(
      as('client').call(c.unitsUpdate, { params: { id }, body: { units: [{ unit_id: b0.id, spots_used: 2 }] } }),
    );
    expect(tooMany.errors).toHaveProperty(['units.0.spots_used']);
    const cheap = await failure(
      as('client').call(c.unitsUpdate, {
        params: { id },
        body: { units: [{ unit_id: b0.id, price: b0.min_price - 1 }] },
      }),
    );
    expect(cheap.errors).toHaveProperty(['units.0.price']);
    const newPrice = Math.round((b0.price + 12.35) * 100) / 100;
    const updated = await as('client').call(c.unitsUpdate, {
      params: { id },
      body: {
        units: [
          { unit_id: b0.id, price: newPrice, extra_days: 3, spots_used: 1 },
          { unit_id: shelters[1]!.id, print_price: 999.99 },
        ],
      },
    });
    const d = updated.data;
    expect(d.units.find((u) => u.id === b0.id)).toMatchObject({ price: newPrice, extra_days: 3, is_special: true });
    const q = await quoteOf(d);
    expect(d.investment).toBe(q.investment);
    expect(d.taxes).toBe(q.taxes);
    expect(d.total).toBe(q.total);
    expect(d.groups).toEqual(q.groups);
    expect(d.units.map((u) => u.total_price)).toEqual(q.lines.map((l) => l.total_price));
    expect(d.tax_percent).toBe(16);
    // what is stored is the quote too: the list and the cart lines
    const [row] = await s.db.select({ investment: campaigns.investment }).from(campaigns).where(eq(campaigns.id, id));
    expect(row!.investment).toBe(q.investment);
    const cotize = await as('client').call(c.cotize, { params: { id } });
    expect(cotize.data.total).toBe(q.total);
    const plan = await as('client').call(c.mediaPlan, { params: { id } });
    expect(plan.data.map((p) => p.total_price)).toEqual(q.lines.map((l) => l.total_price));
  });

  it('prices without taxes and with credit', async () => {
    const noTax = await as('client').call(c.addTaxes, { params: { id }, body: { add_taxes: false } });
    expect(noTax.data).toMatchObject({ add_taxes: false, tax_percent: 0, taxes: 0 });
    const credited = await as('client').call(c.addCredit, { params: { id }, body: { amount: 100 } });
    expect(credited.data.total).toBe((await quoteOf(credited.data)).total);
    expect(credited.data.total).toBeCloseTo(credited.data.investment - 100, 2);
    await as('client').call(c.addTaxes, { params: { id }, body: { add_taxes: true } });
  });

  it("is out of reach for another client (404) and within reach of the client's seller", async () => {
    expect((await failure(as('agency').call(c.view, { params: { id } }))).status).toBe(404);
    expect((await failure(as('agency').call(c.attachUnit, { params: { id, unit: billboards[3]!.id } }))).status).toBe(
      404,
    );
    expect((await as('seller').call(c.view, { params: { id } })).data.id).toBe(id);
    expect((await as('seller').call(c.addTaxes, { params: { id }, body: { add_taxes: true } })).data.add_taxes).toBe(
      true,
    );
  });

  describe('availability and transitions', () => {
    let other: number;

    it('refuses a unit another campaign reserved on overlapping days, naming why; takes it on other days', async () => {
      other = (await newManual('agency', 'Agencia junio')).data.id;
      await as('agency').call(c.setMediaTypes, {
        params: { id: other },
        body: { countries: [{ country_id: mx, media_type_ids: [BILLBOARD] }] },
      });
      await as('agency').call(c.dates, {
        params: { id: other },
        body: { country_id: mx, media_type_id: BILLBOARD, start_date: '2027-06-10', end_date: '2027-06-15' },
      });
      await as('agency').call(c.attachUnit, { params: { id: other, unit: taken().id } });
      const reserved = await as('agency').call(c.reserve, { params: { id: other }, body: {} });
      expect(reserved.data).toMatchObject({ status: 'reserved', booking: true });

      const refused = await failure(as('client').call(c.attachUnit, { params: { id, unit: taken().id } }));
      expect(refused.status).toBe(422);
      expect(refused.errors?.unit).toEqual([
        `La unidad ${taken().title} está ocupada del 10/06/2027 al 15/06/2027 por otra campaña`,
      ]);
      const refusedEn = await failure(as('client', 'en').call(c.attachUnit, { params: { id, unit: taken().id } }));
      expect(refusedEn.message).toBe(
        `Unit ${taken().title} is booked from 10/06/2027 to 15/06/2027 by another campaign`,
      );
      const busy = await as('client').call(c.busyDays, { params: { id: taken().id, campaign: id } });
      expect(busy.data).toEqual([{ start: '2027-06-10', end: '2027-06-15' }]);

      const july = (await newManual('client', 'Vallas de julio')).data.id;
      await as('client').call(c.setMediaTypes, {
        params: { id: july },
        body: { countries: [{ country_id: mx, media_type_ids: [BILLBOARD] }] },
      });
      await as('client').call(c.dates, {
        params: { id: july },
        body: { country_id: mx, media_type_id: BILLBOARD, start_date: '2027-07-01', end_date: '2027-07-10' },
      });
      const ok = await as('client').call(c.attachUnit, { params: { id: july, unit: taken().id } });
      expect(ok.data.units.map((u) => u.id)).toEqual([taken().id]);
      // moving July's dates onto the reservation is refused, and nothing moves
      const moved = await failure(
        as('client').call(c.dates, {
          params: { id: july },
          body: { country_id: mx, media_type_id: BILLBOARD, start_date: '2027-06-12', end_date: '2027-06-30' },
        }),
      );
      expect(moved.errors).toHaveProperty(`unit_${taken().id}`);
      expect((await as('client').call(c.view, { params: { id: july } })).data.units[0]).toMatchObject({
        start_date: '2027-07-01',
      });
      const available = await as('client').call(c.availableUnits, { params: { id: july }, query: { per_page: 1000 } });
      expect(available.data.find((u) => u.id === taken().id)?.busy).toEqual([
        { start: '2027-06-10', end: '2027-06-15' },
      ]);
      expect(
        available.data.every((u) => u.media_type_id === BILLBOARD && u.country_id === mx && u.status === 'active'),
      ).toBe(true);
    });

    it('reserves, cancels the reservation, contracts once the price is accepted, then freezes the cart', async () => {
      const reserved = await as('client').call(c.reserve, { params: { id }, body: {} });
      expect(reserved.data).toMatchObject({ status: 'reserved', booking: true });
      const bookingId = reserved.data.booking_id!;
      expect((await failure(as('client').call(c.reserve, { params: { id }, body: {} }))).status).toBe(409);
      const back = await as('client').call(c.cancelReservation, { params: { id, bookingId } });
      expect(back.data).toMatchObject({ status: 'in_progress', booking: false, booking_id: null });
      expect((await failure(as('client').call(c.makeContract, { params: { id }, body: {} }))).status).toBe(409);
      await as('client').call(c.acceptPrice, { params: { id }, body: {} });
      const contracted = await as('client').call(c.makeContract, { params: { id }, body: {} });
      expect(contracted.data.status).toBe('contracted');
      expect(contracted.data.units.every((u) => u.bought_at !== null)).toBe(true);
      const frozen = await failure(as('client').call(c.attachUnit, { params: { id, unit: billboards[3]!.id } }));
      expect(frozen.status).toBe(409);
      expect(frozen.message).toBe('La campaña está contratada, finalizada o cancelada: ya no admite cambios.');
      expect(
        (
          await failure(
            as('client').call(c.unitsUpdate, {
              params: { id },
              body: { units: [{ unit_id: billboards[0]!.id, extra_days: 1 }] },
            }),
          )
        ).status,
      ).toBe(409);
      const cancelled = await as('client').call(c.cancel, { params: { id } });
      expect(cancelled.data.status).toBe('cancelled');
      // a finished campaign of the demo client cannot be cancelled
      const [finished] = await s.db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(and(eq(campaigns.clientId, ids.client!), eq(campaigns.status, 'finished')));
      expect((await failure(as('client').call(c.cancel, { params: { id: finished!.id } }))).status).toBe(409);
    });
  });
});

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
    const first = await as('client').call(catalogLists.campaigns, { query: { per_page: 100 } });
    const cursor = first.meta.server_time;
    s.advanceClock(10_000);
    await as('client').call(c.setYodaFactor, { params: { id }, body: { yoda_factor: 'reach' } });
    const delta = await as('client').call(catalogLists.campaigns, { query: { updated_since: cursor, per_page: 100 } });
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
