/**
 * Integration: campaign planning on the reference server (product.md §2–§5 campaigns) — a manual
 * campaign from basic data to a priced cart (the server's totals are the shared quote's, to the cent), dates
 * first, availability against other campaigns' reservations, the reserve / contract / cancel transitions and
 * scope. The step check, deltas, replays, creation on behalf of clients and provider reservations:
 * campaign-flow.test.ts.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns as c } from '#src/api/contract/index.ts';

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
  SHELTER,
  shelters,
  taken,
  useCampaignServer,
} from './campaign-fixture.ts';

useCampaignServer();

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
