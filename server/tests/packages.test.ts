/**
 * Packages (api-catalogue.md "Packages"; issue 16): managers create, change and delete them, sellers only read;
 * units must be of the package's country and media type (422); a package a campaign uses is not deleted (409);
 * `countries` filters the list; the value carries its country's currency.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { sales } from '#src/api/contract/index.ts';
import { campaigns, packages, units } from '../db/schema.ts';
import { failure, startTestServer, type TestServer } from '../test-support.ts';

let s: TestServer;
let tokens: Record<string, string>;

beforeAll(async () => {
  s = await startTestServer();
  ({ tokens } = await s.loginAll());
});
afterAll(async () => {
  await s.close();
});

describe('packages', () => {
  it('a manager creates, reads, changes and deletes a package; its value is in the country currency', async () => {
    const some = await s.db
      .select()
      .from(units)
      .where(and(eq(units.countryId, 1), eq(units.mediaTypeId, 1), isNull(units.deletedAt)))
      .limit(3);
    expect(some.length).toBe(3);
    const manager = s.client(tokens.manager, 'en');
    const body = {
      name: 'Pantallas CDMX',
      country_id: 1,
      media_type_id: 1,
      value: 90_000,
      duration: 30,
      unit_ids: some.map((u) => u.id),
    };
    const created = await manager.call(sales.storePackage, { body });
    expect(created.data).toMatchObject({ ...body, currency: 'MXN' });
    expect(created.message).toBe('Package saved.');
    const listed = await manager.call(sales.packages, { query: { name: 'pantallas cdmx', countries: '1' } });
    expect(listed.data.map((p) => p.id)).toEqual([created.data.id]);
    expect((await manager.call(sales.packages, { query: { name: 'Pantallas CDMX', countries: '2' } })).data).toEqual(
      [],
    );
    const changed = await manager.call(sales.updatePackage, {
      params: { id: created.data.id },
      body: { ...body, value: 80_000 },
    });
    expect(changed.data.value).toBe(80_000);
    await manager.call(sales.deletePackage, { params: { id: created.data.id } });
    expect((await failure(manager.call(sales.showPackage, { params: { id: created.data.id } }))).status).toBe(404);
  });

  it('keeps the package segments: given they replace the old ones, left out they stay; a foreign unit is a 422', async () => {
    const some = await s.db
      .select()
      .from(units)
      .where(and(eq(units.countryId, 1), eq(units.mediaTypeId, 1), isNull(units.deletedAt)))
      .limit(4);
    const ids = some.map((u) => u.id);
    const manager = s.client(tokens.manager, 'en');
    const body = { name: 'Con segmentos', country_id: 1, media_type_id: 1, value: 40_000, duration: 28, unit_ids: ids };
    const made = await manager.call(sales.storePackage, {
      body: {
        ...body,
        segments: [
          { name: 'Norte', unit_ids: ids.slice(0, 2) },
          { name: 'Sur', unit_ids: ids.slice(2) },
        ],
      },
    });
    expect(made.data.segments.map((x) => [x.name, x.position, x.unit_ids])).toEqual([
      ['Norte', 0, ids.slice(0, 2)],
      ['Sur', 1, ids.slice(2)],
    ]);
    // left out: kept
    const renamed = await manager.call(sales.updatePackage, {
      params: { id: made.data.id },
      body: { ...body, name: 'Con segmentos 2' },
    });
    expect(renamed.data.segments.map((x) => x.name)).toEqual(['Norte', 'Sur']);
    // given: replaced
    const one = await manager.call(sales.updatePackage, {
      params: { id: made.data.id },
      body: { ...body, segments: [{ name: 'Todo', unit_ids: ids }] },
    });
    expect(one.data.segments.map((x) => [x.name, x.unit_ids])).toEqual([['Todo', ids]]);
    const listed = await manager.call(sales.packages, { query: { name: 'Con segmentos' } });
    expect(listed.data[0]!.segments.map((x) => x.name)).toEqual(['Todo']);
    // a unit outside the package: refused, nothing changed
    const e = await failure(
      s.client(tokens.manager).call(sales.updatePackage, {
        params: { id: made.data.id },
        body: { ...body, segments: [{ name: 'Fuera', unit_ids: [999_999] }] },
      }),
    );
    expect(e.status).toBe(422);
    expect(e.errors?.segments?.[0]).toBe('El segmento Fuera solo puede tener unidades del paquete.');
    const after = await manager.call(sales.showPackage, { params: { id: made.data.id } });
    expect(after.data.segments.map((x) => x.name)).toEqual(['Todo']);
    await manager.call(sales.deletePackage, { params: { id: made.data.id } });
  });

  it('refuses units of another country or media type under unit_ids, in Spanish by default', async () => {
    const [elsewhere] = await s.db
      .select()
      .from(units)
      .where(and(eq(units.countryId, 2), isNull(units.deletedAt)))
      .limit(1);
    const e = await failure(
      s.client(tokens.manager).call(sales.storePackage, {
        body: { name: 'Mixto', country_id: 1, media_type_id: 1, value: 10, duration: 7, unit_ids: [elsewhere!.id] },
      }),
    );
    expect(e.status).toBe(422);
    expect(e.errors?.unit_ids?.[0]).toMatch(/país y del tipo de medio/);
  });

  it('keeps a package a campaign was built from (409); sellers read but do not write; clients get 403', async () => {
    // a campaign built from the first seeded package
    const [pkg] = await s.db.select({ id: packages.id }).from(packages).limit(1);
    const [campaign] = await s.db.select({ id: campaigns.id }).from(campaigns).limit(1);
    await s.db.update(campaigns).set({ packageId: pkg!.id }).where(eq(campaigns.id, campaign!.id));
    const used = { id: pkg!.id };
    const admin = s.client(tokens.administrator);
    expect((await failure(admin.call(sales.deletePackage, { params: { id: used.id } }))).status).toBe(409);
    const seller = s.client(tokens.seller);
    expect((await seller.call(sales.showPackage, { params: { id: used.id } })).data.id).toBe(used!.id);
    expect((await failure(seller.call(sales.deletePackage, { params: { id: used.id } }))).status).toBe(403);
    expect((await failure(s.client(tokens.client).call(sales.packages, { query: {} }))).status).toBe(403);
  });
});
