/**
 * Integration: circuits and the look-ups of issue 20 (src/api/contract/circuits.ts; server/handlers/circuits.ts,
 * lookups-extra.ts) against a seeded PGlite through the app's own client: the four circuit calls with paging and
 * filters, reach (a provider's own and the shared circuits; another provider's is a 404), write refusals (a client
 * 403, a shared circuit 403 for a provider, another provider's units 422 under `unit_ids`), and the taxes,
 * subcategories and provider classifications in es and en.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import * as cc from '#src/api/contract/circuits.ts';
import { failure, registerAccount, startTestServer, type TestServer } from '../test-support.ts';
import { circuits, units, users } from '../db/schema.ts';

let s: TestServer;
let tokens: Record<string, string>;
let ids: Record<string, number>;
/** The demo provider's provider id, three of its live units, and a live unit of another provider. */
let providerId: number;
let own: number[];
let foreign: number;
/** A provider registered for the test (its own new provider, no units). */
let stranger: string;
const as = (role: string, locale = 'en') => s.client(tokens[role], locale);

beforeAll(async () => {
  s = await startTestServer();
  ({ tokens, ids } = await s.loginAll());
  const [me] = await s.db.select({ p: users.providerId }).from(users).where(eq(users.id, ids.provider!));
  providerId = me!.p!;
  const mine = await s.db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.providerId, providerId), isNull(units.deletedAt)))
    .orderBy(asc(units.id))
    .limit(3);
  own = mine.map((u) => u.id);
  const [other] = await s.db
    .select({ id: units.id })
    .from(units)
    .where(and(ne(units.providerId, providerId), isNull(units.deletedAt)))
    .limit(1);
  foreign = other!.id;
  stranger = (await registerAccount(s, { client_type: 3 })).token;
});
afterAll(async () => {
  await s.close();
});

describe('circuits', () => {
  let made: cc.Circuit;

  it('lists every circuit to administrators and staff, pages and filters', async () => {
    const all = await as('administrator').call(cc.circuitList, { query: { per_page: 500 } });
    expect(all.meta.total).toBeGreaterThanOrEqual(108);
    const first = all.data[0]!;
    expect(first.provider_id).toBeNull();
    expect(first.units_count).toBe(first.unit_ids.length);
    const paged = await as('manager').call(cc.circuitList, { query: { per_page: 10, page: 2 } });
    expect(paged.data).toHaveLength(10);
    expect(paged.meta.current_page).toBe(2);
    const centro = await as('seller').call(cc.circuitList, { query: { filter: 'centro', per_page: 500 } });
    expect(centro.data.length).toBeGreaterThan(0);
    expect(centro.data.every((c) => c.name.includes('Centro'))).toBe(true);
    const city = await as('operations').call(cc.circuitList, { query: { city_id: first.city_id } });
    expect(city.data.every((c) => c.city_id === first.city_id)).toBe(true);
  });

  it('a provider stores a circuit of its own units', async () => {
    const answer = await as('provider').call(cc.storeCircuit, {
      body: { name: 'Ruta Reforma', description: 'Avenida', city_id: 1, unit_ids: [own[2]!, own[0]!, own[1]!] },
    });
    made = answer.data;
    expect(answer.message).toBe('Circuit created.');
    expect(made).toMatchObject({ name: 'Ruta Reforma', provider_id: providerId, units_count: 3, unit_ids: own });
    expect(made.created_at).toBeTypeOf('string');
    const [unit] = await s.db.select({ c: units.circuitId }).from(units).where(eq(units.id, own[0]!));
    expect(unit!.c).toBe(made.id);
  });

  it('shows and lists it to its provider and staff, never to another provider', async () => {
    const shown = await as('provider').call(cc.showCircuit, { params: { id: made.id } });
    expect(shown.data.unit_ids).toEqual(own);
    expect((await as('manager').call(cc.showCircuit, { params: { id: made.id } })).data.id).toBe(made.id);
    const list = await as('provider').call(cc.circuitList, { query: { per_page: 500 } });
    expect(list.data.map((c) => c.id)).toContain(made.id);
    expect(list.data.every((c) => c.provider_id === null || c.provider_id === providerId)).toBe(true);

    const other = s.client(stranger, 'en');
    expect((await failure(other.call(cc.showCircuit, { params: { id: made.id } }))).status).toBe(404);
    const theirs = await other.call(cc.circuitList, { query: { per_page: 500 } });
    expect(theirs.data.map((c) => c.id)).not.toContain(made.id);
    const update = other.call(cc.updateCircuit, {
      params: { id: made.id },
      body: { name: 'Mía', city_id: 1, unit_ids: [] },
    });
    expect((await failure(update)).status).toBe(404);
  });

  it('updates it: units left out leave the circuit', async () => {
    const answer = await as('provider', 'es').call(cc.updateCircuit, {
      params: { id: made.id },
      body: { name: 'Ruta Reforma Norte', city_id: 1, unit_ids: [own[1]!] },
    });
    expect(answer.message).toBe('Circuito guardado.');
    expect(answer.data).toMatchObject({ name: 'Ruta Reforma Norte', unit_ids: [own[1]], units_count: 1 });
    const [left] = await s.db.select({ c: units.circuitId }).from(units).where(eq(units.id, own[0]!));
    expect(left!.c).toBeNull();
  });

  it('refuses units of another provider (422 under unit_ids) and an unknown city, in both languages', async () => {
    const body = { name: 'Ajena', city_id: 1, unit_ids: [own[0]!, foreign] };
    const en = await failure(as('provider').call(cc.storeCircuit, { body }));
    expect(en.status).toBe(422);
    expect(en.errors?.unit_ids?.[0]).toContain(String(foreign));
    expect(en.errors?.unit_ids?.[0]).toContain('do not belong');
    const es = await failure(
      as('provider', 'es').call(cc.updateCircuit, { params: { id: made.id }, body: { ...body, name: 'X' } }),
    );
    expect(es.errors?.unit_ids?.[0]).toContain('no pertenecen');
    const city = await failure(as('provider').call(cc.storeCircuit, { body: { ...body, city_id: 999_999 } }));
    expect(Object.keys(city.errors ?? {})).toEqual(['city_id']);
  });

  it('refuses a client (403) and a provider changing a shared circuit (403)', async () => {
    const body = { name: 'Cliente', city_id: 1, unit_ids: [] };
    expect((await failure(as('client').call(cc.storeCircuit, { body }))).status).toBe(403);
    expect((await failure(as('client').call(cc.circuitList, {}))).status).toBe(403);
    const [shared] = await s.db.select().from(circuits).where(isNull(circuits.providerId)).limit(1);
    const refused = await failure(
      as('provider').call(cc.updateCircuit, {
        params: { id: shared!.id },
        body: { name: shared!.name, city_id: shared!.cityId, unit_ids: [] },
      }),
    );
    expect(refused.status).toBe(403);
    expect(refused.message).toContain('shared');
  });

  it('lets an administrator change any circuit, keeping its provider unless named', async () => {
    const shared = await as('administrator').call(cc.showCircuit, { params: { id: 1 } });
    const kept = await as('administrator').call(cc.updateCircuit, {
      params: { id: 1 },
      body: {
        name: 'Circuito Centro renombrado',
        city_id: shared.data.city_id,
        unit_ids: [...shared.data.unit_ids, foreign],
      },
    });
    expect(kept.data).toMatchObject({ provider_id: null, name: 'Circuito Centro renombrado' });
    expect(kept.data.unit_ids).toContain(foreign);
    const moved = await as('administrator').call(cc.updateCircuit, {
      params: { id: made.id },
      body: { name: made.name, city_id: 1, unit_ids: own, provider_id: providerId },
    });
    expect(moved.data).toMatchObject({ provider_id: providerId, units_count: 3 });
    const bad = await failure(
      as('administrator').call(cc.storeCircuit, {
        body: { name: 'X', city_id: 1, unit_ids: [foreign], provider_id: providerId },
      }),
    );
    expect(Object.keys(bad.errors ?? {})).toEqual(['unit_ids']);
  });
});

describe('look-ups', () => {
  it('answers the taxes in es and en', async () => {
    const es = await as('client', 'es').call(cc.clientTaxes, {});
    expect(es.data).toEqual([{ key: 'default', name: 'Impuesto (IVA)', percent: 16, country_id: null }]);
    const en = await as('provider').call(cc.clientTaxes, {});
    expect(en.data[0]!.name).toBe('Tax (VAT)');
  });

  it('answers the subcategories in the caller’s language, filtered', async () => {
    const en = await as('client').call(cc.subcategoryList, {});
    expect(en.data.length).toBe(11);
    expect(en.data.map((x) => x.name)).toContain('Billboard');
    const es = await as('seller', 'es').call(cc.subcategoryList, { query: { filter: 'pantalla' } });
    expect(es.data.map((x) => x.name)).toEqual(['Pantalla en interiores', 'Pantalla LED']);
    expect(es.data.every((x) => x.category === 'media-digital')).toBe(true);
    const byCategory = await as('client').call(cc.subcategoryList, { query: { filter: 'materials-print' } });
    expect(byCategory.data).toHaveLength(3);
  });

  it('answers the provider classifications in es and en', async () => {
    const es = await as('client', 'es').call(cc.providerClassifications, {});
    expect(es.data).toEqual([
      { id: 'premium', name: 'De primer nivel' },
      { id: 'standard', name: 'Estándar' },
      { id: 'local', name: 'Proveedor local' },
    ]);
    const en = await as('technician').call(cc.providerClassifications, {});
    expect(en.data.map((c) => c.name)).toEqual(['Local provider', 'Premium', 'Standard']);
  });
});
