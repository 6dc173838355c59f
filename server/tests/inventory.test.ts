/**
 * Integration: provider inventory — units CRUD with 422 errors maps and
 * mirror deltas/tombstones, scope between providers, CSV import (1,000 rows
 * with 10 bad; malformed files create nothing), unit rules, sizes,
 * materials, media types and unit reservations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNull, ne } from 'drizzle-orm';
import { catalogueLists, inventory as inv } from '#src/api/contract/index.ts';
import type { UnitInput } from '#src/api/contract/inventory.ts';
import { failure, registerAccount, startTestServer, type TestServer } from '../test-support.ts';
import { colourProofs, units, users } from '../db/schema.ts';
import { unitCsvSample, type CsvPlace } from '../unit-csv-sample.ts';

let s: TestServer;
let tokens: Record<string, string>;
let place: CsvPlace;
let otherProviderUnit: number;

const provider = () => s.client(tokens.provider, 'en');
const unitsOf = async (providerId: number) =>
  (
    await s.db
      .select({ n: count() })
      .from(units)
      .where(and(eq(units.providerId, providerId), isNull(units.deletedAt)))
  )[0]!.n;

function input(over: Partial<Record<keyof UnitInput, unknown>> = {}) {
  return {
    title: 'Valla Insurgentes 500',
    media_type_id: place.mediaTypeId,
    address: 'Av. Insurgentes 500',
    lat: place.lat,
    lng: place.lng,
    country_id: place.countryId,
    state_id: place.stateId,
    city_id: place.cityId,
    side: 'A',
    direction: 'N',
    traffic_direction: 'ambos',
    daily_traffic: 40_000,
    schedule: '24h',
    price: 1500,
    print_price: 400,
    min_price: 1200,
    min_print_price: 300,
    ...over,
  } as UnitInput;
}

beforeAll(async () => {
  s = await startTestServer();
  ({ tokens } = await s.loginAll());
  const [u] = await s.db.select().from(units).where(eq(units.providerId, 1)).limit(1);
  place = { countryId: u!.countryId, stateId: u!.stateId, cityId: u!.cityId, lat: u!.lat, lng: u!.lng, mediaTypeId: 2 };
  otherProviderUnit = (await s.db.select({ id: units.id }).from(units).where(ne(units.providerId, 1)).limit(1))[0]!.id;
});
afterAll(async () => {
  await s.close();
});

describe('provider units', () => {
  it('creates, updates, sets attributes and deletes a unit; the mirror pulls it as a delta, then a tombstone', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const created = (await provider().call(inv.storeUnit, { body: input() })).data;
    expect(created).toMatchObject({
      title: 'Valla Insurgentes 500',
      provider_id: 1,
      media_type: { id: 2 },
      images: [],
      attributes: {},
    });
    expect(created.sku).toMatch(/^U-\d{7}$/);
    let pull = await provider().call(catalogueLists.providerUnits, { query: { updated_since: since } });
    expect(pull.data.map((u) => u.id)).toContain(created.id);

    const updated = (
      await provider().call(inv.updateUnit, {
        params: { id: created.id },
        body: input({ title: 'Valla Insurgentes 502', sku: 'MX-INS-502', price: 1600 }),
      })
    ).data;
    expect(updated).toMatchObject({ title: 'Valla Insurgentes 502', sku: 'MX-INS-502', price: 1600 });
    const withAttrs = (
      await provider().call(inv.unitAttributes, {
        params: { id: created.id },
        body: { attributes: { iluminación: 'sí' } },
      })
    ).data;
    expect(withAttrs.attributes).toEqual({ iluminación: 'sí' });

    s.advanceClock(10_000);
    const cursor = pull.meta.server_time;
    await provider().call(inv.deleteUnit, { params: { id: created.id } });
    pull = await provider().call(catalogueLists.providerUnits, { query: { updated_since: cursor } });
    expect(pull.deleted).toContain(created.id);
    expect((await failure(provider().call(inv.showUnit, { params: { id: created.id } }))).status).toBe(404);
  });

  it("lists the unit sizes for the unit form (GET /provider/units/unit-types is not a unit's id)", async () => {
    const sizes = await provider().call(inv.unitFormSizes, {});
    expect(sizes.data.length).toBeGreaterThan(3);
    expect(sizes.data[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
  });

  it('names the seeded unit sizes in the interface language, in the form and on the unit (issue 15)', async () => {
    const english = (await provider().call(inv.unitFormSizes, {})).data.map((t) => t.name);
    const spanish = (await s.client(tokens.provider, 'es').call(inv.unitFormSizes, {})).data.map((t) => t.name);
    expect(english).toContain('Screen 6x3');
    expect(english).not.toContain('Pantalla 6x3');
    expect(spanish).toContain('Pantalla 6x3');
    const [screen] = await s.db
      .select({ id: units.id })
      .from(units)
      .where(and(eq(units.providerId, 1), eq(units.unitTypeId, 3)))
      .limit(1);
    const shown = await provider().call(inv.showUnit, { params: { id: screen!.id } });
    expect(shown.data.unit_type?.name).toBe('Screen 6x3');
  });

  it('answers 422 with an errors map whose first field names the problem (spec §8)', async () => {
    const missing = await failure(provider().call(inv.storeUnit, { body: input({ title: '' }) }));
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.errors ?? {})[0]).toBe('title');
    const wrongState = await failure(provider().call(inv.storeUnit, { body: input({ state_id: place.stateId + 1 }) }));
    expect(wrongState.errors).toEqual({ state_id: ['The city is not in that state.'] });
    expect(wrongState.message).toBe('The city is not in that state.');
    const minimum = await failure(provider().call(inv.storeUnit, { body: input({ min_price: 9000 }) }));
    expect(Object.keys(minimum.errors ?? {})).toEqual(['min_price']);
    const sku = await failure(provider().call(inv.storeUnit, { body: input({ sku: 'MX-INS-502' }) }));
    expect(sku.errors?.sku?.[0]).toMatch(/already in use/);
  });

  it("keeps providers apart: another provider's unit is not found; a client may not call provider calls", async () => {
    expect((await failure(provider().call(inv.showUnit, { params: { id: otherProviderUnit } }))).status).toBe(404);
    expect(
      (await failure(provider().call(inv.updateUnit, { params: { id: otherProviderUnit }, body: input() }))).status,
    ).toBe(404);
    expect(
      (await failure(s.client(tokens.client).call(inv.showUnit, { params: { id: otherProviderUnit } }))).status,
    ).toBe(403);
    expect(
      (await s.client(tokens.administrator).call(inv.showUnit, { params: { id: otherProviderUnit } })).data.id,
    ).toBe(otherProviderUnit);
    expect(
      (await failure(s.client(tokens.administrator, 'en').call(inv.storeUnit, { body: input() }))).errors?.provider_id,
    ).toBeTruthy();
  });

  it('searches points of interest around a unit (type=all) and activates some', async () => {
    const [u] = await s.db.select().from(units).where(eq(units.providerId, 1)).limit(1);
    const found = await provider().call(inv.searchPois, {
      params: { id: u!.id },
      query: { type: 'all', radius: 50_000 },
      body: {},
    });
    const cats = await provider().call(inv.poiCategories);
    expect(cats.data.length).toBeGreaterThan(0);
    if (!found.data.length) return;
    const ids = found.data.slice(0, 2).map((p) => p.id);
    const on = await provider().call(inv.activatePois, { body: { unit_id: u!.id, poi_ids: ids, active: true } });
    expect(on.data.active_poi_ids).toEqual(ids.toSorted((a, b) => a - b));
    const again = await provider().call(inv.searchPois, {
      params: { id: u!.id },
      query: { type: 'all', radius: 50_000 },
      body: {},
    });
    expect(
      again.data
        .filter((p) => p.active)
        .map((p) => p.id)
        .toSorted(),
    ).toEqual(ids.toSorted());
  });
});

describe('CSV import', () => {
  it('imports 990 of 1,000 rows and reports the 10 refused with their reasons', async () => {
    const before = await unitsOf(1);
    const { csv, bad } = unitCsvSample(1000, place, { badEvery: 100 });
    const file = new File([csv], 'unidades.csv', { type: 'text/csv' });
    const answer = await provider().call(inv.importCsv, { body: { file } });
    expect(answer.data.created).toBe(990);
    expect(answer.data.refused.map((r) => r.row)).toEqual([...bad.keys()]);
    for (const r of answer.data.refused) expect(Object.keys(r.errors)).toContain(bad.get(r.row));
    expect(answer.message).toBe('990 units created; 10 rows refused.');
    expect(await unitsOf(1)).toBe(before + 990);
    const pull = await provider().call(catalogueLists.providerUnits, { query: { name: 'importada', per_page: 500 } });
    expect(pull.meta.total).toBe(990);
  });

  it('refuses a malformed file whole and creates nothing', async () => {
    const before = await unitsOf(1);
    const binary = await failure(
      provider().call(inv.importCsv, {
        body: { file: new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 1])], 'foto.png') },
      }),
    );
    expect(binary.status).toBe(422);
    expect(binary.errors?.file?.[0]).toBe('The file is not a text CSV (UTF-8).');
    const headers = await failure(
      provider().call(inv.importCsv, { body: { file: new File(['title,address\nA,B\n'], 'u.csv') } }),
    );
    expect(headers.errors?.file?.[0]).toMatch(/^Required columns are missing: media_type_id, lat/);
    const quote = await failure(
      provider().call(inv.importCsv, {
        body: { file: new File([`${unitCsvSample(3, place).csv}"open,1\n`], 'u.csv') },
      }),
    );
    expect(quote.status).toBe(422);
    expect(await unitsOf(1)).toBe(before);
  });
});

describe('unit rules, sizes, materials, media types, reservations', () => {
  it('unit rules: CRUD, 422 when a buy-time rule has no duration, types listed, another provider sees nothing', async () => {
    const bad = await failure(
      provider().call(inv.storeUnitRule, { body: { name: 'Semanas', type: 'buy_time', media_type_id: 1 } }),
    );
    expect(bad.status).toBe(422);
    expect(bad.errors).toEqual({ duration: ['Give the duration in days.'] });
    const rule = (
      await provider().call(inv.storeUnitRule, {
        body: { name: 'Quincenas', type: 'buy_time', media_type_id: 1, duration: 14 },
      })
    ).data;
    expect(rule).toMatchObject({ type: 'buy_time', duration: 14, value: null, provider_id: 1, active: true });
    const edited = (
      await provider().call(inv.updateUnitRule, {
        params: { id: rule.id },
        body: { name: 'Cara A', type: 'side_a', media_type_id: 2, value: 12.5 },
      })
    ).data;
    expect(edited).toMatchObject({ type: 'side_a', value: 12.5, duration: null });
    expect((await provider().call(inv.unitRules, { query: { type: 'side_a' } })).data.map((r) => r.id)).toContain(
      rule.id,
    );
    expect((await provider().call(inv.unitRuleTypes)).data.map((t) => t.key)).toEqual([
      'buy_time',
      'min_buy_time',
      'side_a',
    ]);
    await provider().call(inv.deleteUnitRule, { params: { id: rule.id } });
    expect((await failure(provider().call(inv.showUnitRule, { params: { id: rule.id } }))).status).toBe(404);
    const periods = await s.client(tokens.client).call(inv.purchasePeriods, { params: { id: 1 } });
    expect(periods.data.map((p) => p.days)).toEqual([7, 14, 28]);
  });

  it('sizes: administrators create and delete (409 for one in use), providers read and get 403 writing; materials: CRUD scoped to the provider', async () => {
    const admin = s.client(tokens.administrator, 'en');
    const body = { name: 'Mural 20x10', width: 20, height: 10, measure_unit: 'm' as const };
    expect((await failure(provider().call(inv.storeUnitSize, { body }))).status).toBe(403);
    const size = (await admin.call(inv.storeUnitSize, { body })).data;
    expect(size).toMatchObject({ width: 20, height: 10, units_count: 0 });
    expect((await provider().call(inv.unitTypes, { query: { search: 'Mural' } })).data.map((t) => t.id)).toEqual([
      size.id,
    ]);
    expect((await failure(provider().call(inv.deleteUnitType, { params: { id: size.id } }))).status).toBe(403);
    expect((await failure(admin.call(inv.deleteUnitSize, { params: { id: 1 } }))).status).toBe(409);
    await admin.call(inv.deleteUnitType, { params: { id: size.id } });
    const material = (
      await provider().call(inv.storeMaterial, { body: { name: 'Lona mesh', price: 95.5, measure_unit: 'm2' } })
    ).data;
    expect(material).toMatchObject({ provider_id: 1, price: 95.5, description: '' });
    expect(
      (
        await provider().call(inv.updateMaterial, {
          params: { id: material.id },
          body: { name: 'Lona mesh 9 oz', price: 99, measure_unit: 'm2' },
        })
      ).data.name,
    ).toBe('Lona mesh 9 oz');
    await provider().call(inv.deleteMaterial, { params: { id: material.id } });
    expect((await failure(provider().call(inv.showMaterial, { params: { id: material.id } }))).status).toBe(404);
  });

  it('materials are a crudHandlers resource: search, paging meta, 422 per field, another provider gets 404, 409 in use', async () => {
    const names = ['Vinil blanco', 'Vinil negro', 'Lona front'];
    for (const name of names)
      await provider().call(inv.storeMaterial, { body: { name, price: 10, measure_unit: 'm2' } });
    const page = await provider().call(inv.materials, { query: { name: 'vinil', per_page: 1, page: 2 } });
    expect(page.meta).toMatchObject({ current_page: 2, per_page: 1 });
    expect(page.meta.total).toBeGreaterThanOrEqual(2);
    expect(page.meta.last_page).toBe(page.meta.total);
    expect(page.data[0]?.name).toMatch(/Vinil/);
    // the price is in the currency of the provider's country (the demo provider is in Mexico)
    expect(page.data[0]?.currency).toBe('MXN');
    const refused = await failure(
      provider().call(inv.storeMaterial, { body: { name: '', price: -1, measure_unit: 'm2' } }),
    );
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.errors ?? {}).toSorted()).toEqual(['name', 'price']);
    const mine = page.data[0]!;
    const other = s.client((await registerAccount(s, { client_type: 3 })).token, 'en');
    expect((await other.call(inv.materials, { query: { name: 'vinil' } })).data).toEqual([]);
    for (const call of [
      () => other.call(inv.showMaterial, { params: { id: mine.id } }),
      () =>
        other.call(inv.updateMaterial, { params: { id: mine.id }, body: { name: 'x', price: 1, measure_unit: 'm2' } }),
      () => other.call(inv.deleteMaterial, { params: { id: mine.id } }),
    ])
      expect((await failure(call())).status).toBe(404);
    const [proof] = await s.db.select().from(colourProofs).limit(1);
    await s.db.update(colourProofs).set({ materialId: mine.id }).where(eq(colourProofs.id, proof!.id));
    expect((await failure(provider().call(inv.deleteMaterial, { params: { id: mine.id } }))).status).toBe(409);
  });

  it('media types: administrators write (422 on a taken key), providers only read', async () => {
    const admin = s.client(tokens.administrator, 'en');
    const body = {
      key: 'led-wall',
      name: 'Muro LED',
      name_en: 'LED wall',
      category: 'media-digital' as const,
      purchase_periods: [14, 7],
    };
    const created = (await admin.call(inv.storeMediaType, { body })).data;
    expect(created).toMatchObject({ key: 'led-wall', name: 'LED wall', purchase_periods: [7, 14], units_count: 0 });
    expect((await failure(admin.call(inv.storeMediaType, { body }))).errors?.key).toEqual([
      'A media type with this key already exists.',
    ]);
    expect((await failure(provider().call(inv.storeMediaType, { body: { ...body, key: 'x' } }))).status).toBe(403);
    expect((await provider().call(inv.showMediaType, { params: { id: created.id } })).data.name_es).toBe('Muro LED');
    expect((await failure(admin.call(inv.deleteMediaType, { params: { id: 2 } }))).status).toBe(409);
    await admin.call(inv.deleteMediaType, { params: { id: created.id } });
  });

  it('unit reservations: created on own units only, no overlaps', async () => {
    const [u] = await s.db
      .select()
      .from(units)
      .where(and(eq(units.providerId, 1), isNull(units.deletedAt)))
      .limit(1);
    const r = (
      await provider().call(inv.storeUnitReservation, {
        body: { unit_id: u!.id, start_date: '2027-01-10', end_date: '2027-01-20', note: 'Venta directa' },
      })
    ).data;
    expect(r).toMatchObject({ unit_id: u!.id, spots: 1, note: 'Venta directa' });
    const overlap = await failure(
      provider().call(inv.storeUnitReservation, {
        body: { unit_id: u!.id, start_date: '2027-01-15', end_date: '2027-01-25' },
      }),
    );
    expect(overlap.errors?.start_date).toEqual(['The dates overlap another reservation of the unit.']);
    expect(
      (
        await failure(
          provider().call(inv.storeUnitReservation, {
            body: { unit_id: otherProviderUnit, start_date: '2027-01-15', end_date: '2027-01-25' },
          }),
        )
      ).status,
    ).toBe(404);
    expect((await provider().call(inv.unitReservations, { query: { unit_id: u!.id } })).data.map((x) => x.id)).toEqual([
      r.id,
    ]);
    await provider().call(inv.deleteUnitReservation, { params: { id: r.id } });
  });

  it("unit contracts and bookings: providers see their unit's campaigns", async () => {
    const [row] = await s.db.select({ id: users.id }).from(users).where(eq(users.email, 'provider@pauta.demo'));
    expect(row).toBeTruthy();
    const held = await s.db.execute(
      `select cu.unit_id from campaign_units cu join campaigns c on c.id = cu.campaign_id join units u on u.id = cu.unit_id where c.status = 'contracted' and u.provider_id = 1 limit 1`,
    );
    const unitId = Number((held as unknown as { rows: { unit_id: number }[] }).rows[0]!.unit_id);
    const contracts = await provider().call(inv.unitContracts, { params: { id: unitId } });
    expect(contracts.data.length).toBeGreaterThan(0);
    expect(contracts.data.every((c) => c.status === 'contracted')).toBe(true);
    expect((await failure(provider().call(inv.unitBookings, { params: { id: otherProviderUnit } }))).status).toBe(404);
    expect((await failure(provider().call(inv.deleteUnit, { params: { id: unitId } }))).status).toBe(409);
  });
});
