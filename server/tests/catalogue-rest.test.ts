/**
 * Integration: the rest of the catalogue sections (contract
 * catalogue-rest.ts) — a unit's rules and nearby POIs for clients, POI and
 * audience sync, a unit's products and services, internal media types, and a
 * client campaign's colour proofs and art adaptation requests; each with its
 * happy path and a refusal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { catalogueRest as cr } from '#src/api/contract/index.ts';
import { failure, startTestServer, type TestServer } from '../test-support.ts';
import { campaigns, colourProofs, pois, unitAudiences, unitPois, units } from '../db/schema.ts';

let s: TestServer;
let tokens: Record<string, string>;
let ids: Record<string, number>;
let unit: typeof units.$inferSelect;
let otherUnit: number;
let nearPoi: number;
let farPoi: number;

const provider = () => s.client(tokens.provider!, 'en');
const client = () => s.client(tokens.client!, 'en');
const admin = () => s.client(tokens.administrator!, 'en');

beforeAll(async () => {
  s = await startTestServer();
  ({ tokens, ids } = await s.loginAll());
  [unit] = (await s.db
    .select()
    .from(units)
    .where(and(eq(units.providerId, 1), isNull(units.deletedAt)))
    .limit(1)) as [typeof units.$inferSelect];
  otherUnit = (await s.db.select({ id: units.id }).from(units).where(ne(units.providerId, 1)).limit(1))[0]!.id;
  const [a, b] = await s.db
    .insert(pois)
    .values([
      {
        name: 'Museo de prueba',
        category: 'test-museum',
        lat: unit.lat + 0.001,
        lng: unit.lng,
        countryId: unit.countryId,
      },
      { name: 'Lejano', category: 'test-museum', lat: unit.lat + 0.2, lng: unit.lng, countryId: unit.countryId },
    ])
    .returning({ id: pois.id });
  nearPoi = a!.id;
  farPoi = b!.id;
});
afterAll(async () => {
  await s.close();
});

describe('client unit reads', () => {
  it('lists every rule of a unit; unknown units answer 404', async () => {
    const rules = (await client().call(cr.allUnitRules, { params: { id: unit.id } })).data;
    for (const r of rules) expect(['media_type', 'unit_rule']).toContain(r.source);
    expect((await failure(client().call(cr.allUnitRules, { params: { id: 99_999_999 } }))).status).toBe(404);
  });

  it('gives the categories and the POIs of a category within 2 km; technicians are refused', async () => {
    const cats = (await client().call(cr.unitPoiCategories, { params: { id: unit.id } })).data;
    expect(cats.find((c) => c.key === 'test-museum')?.count).toBe(1);
    const near = (await client().call(cr.unitPoisByCategory, { params: { id: unit.id, cat: 'test-museum' } })).data;
    expect(near.map((p) => p.id)).toEqual([nearPoi]);
    expect(near[0]!.distance_m).toBeGreaterThan(100);
    expect(
      (await failure(s.client(tokens.technician!).call(cr.unitPoiCategories, { params: { id: unit.id } }))).status,
    ).toBe(403);
  });
});

describe('POI sync', () => {
  it("syncs one unit (client and provider paths) and shows its POIs; another provider's unit is 404", async () => {
    await s.db.insert(unitPois).values({ unitId: unit.id, poiId: farPoi });
    const synced = (await provider().call(cr.clientSyncPois, { params: { id: unit.id }, body: {} })).data;
    expect(synced.poi_ids).toContain(nearPoi);
    expect(synced.poi_ids).not.toContain(farPoi);
    expect(synced.removed).toBeGreaterThanOrEqual(1);
    const again = (await provider().call(cr.providerSyncPois, { params: { id: unit.id }, body: {} })).data;
    expect(again).toMatchObject({ added: 0, removed: 0 });
    const shown = (await provider().call(cr.providerUnitPois, { params: { id: unit.id } })).data;
    expect(shown.map((p) => p.id)).toContain(nearPoi);
    expect(
      (await client().call(cr.clientUnitPois, { params: { id: unit.id }, query: {} })).data.map((p) => p.id),
    ).toContain(nearPoi);
    expect((await failure(provider().call(cr.providerSyncPois, { params: { id: otherUnit }, body: {} }))).status).toBe(
      404,
    );
    expect((await failure(provider().call(cr.providerUnitPois, { params: { id: otherUnit } }))).status).toBe(404);
    expect((await failure(client().call(cr.clientSyncPois, { params: { id: unit.id }, body: {} }))).status).toBe(403);
  });

  it("narrows a unit's POIs to a campaign's choice; a campaign out of scope is 404", async () => {
    const [mine] = await s.db
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.clientId, ids.client!), isNull(campaigns.deletedAt)))
      .limit(1);
    const [theirs] = await s.db
      .select()
      .from(campaigns)
      .where(and(ne(campaigns.clientId, ids.client!), isNull(campaigns.deletedAt)))
      .limit(1);
    await s.db
      .update(campaigns)
      .set({ poiIds: [nearPoi] })
      .where(eq(campaigns.id, mine!.id));
    expect(
      (await client().call(cr.clientUnitPois, { params: { id: unit.id }, query: { campaign: mine!.id } })).data.map(
        (p) => p.id,
      ),
    ).toEqual([nearPoi]);
    expect(
      (await failure(client().call(cr.clientUnitPois, { params: { id: unit.id }, query: { campaign: theirs!.id } })))
        .status,
    ).toBe(404);
  });

  it('syncs every unit of the provider; clients are refused', async () => {
    const all = (await provider().call(cr.syncAllPois, { body: {} })).data;
    expect(all.units).toBeGreaterThan(1);
    expect((await failure(client().call(cr.syncAllPois, { body: {} }))).status).toBe(403);
  });
});

describe('audience and products', () => {
  it("stores the audience from daily traffic; another provider's unit is 404", async () => {
    const a = (await provider().call(cr.syncAudience, { params: { id: unit.id }, body: {} })).data;
    expect(a).toMatchObject({
      unit_id: unit.id,
      daily: unit.dailyTraffic,
      weekly: unit.dailyTraffic * 7,
      monthly: unit.dailyTraffic * 30,
    });
    expect((await s.db.select().from(unitAudiences).where(eq(unitAudiences.unitId, unit.id)))[0]?.weekly).toBe(
      unit.dailyTraffic * 7,
    );
    expect((await failure(provider().call(cr.syncAudience, { params: { id: otherUnit }, body: {} }))).status).toBe(404);
  });

  it('adds and removes a product or service; an unknown product is 404', async () => {
    const added = (await provider().call(cr.addProductService, { params: { unit: unit.id, product: 1 }, body: {} }))
      .data;
    expect(added.products_services.map((p) => p.id)).toEqual([1]);
    const twice = (await provider().call(cr.addProductService, { params: { unit: unit.id, product: 1 }, body: {} }))
      .data;
    expect(twice.products_services).toHaveLength(1);
    const removed = (
      await provider().call(cr.removeProductService, { params: { unit: unit.id, product: 1 }, body: {} })
    ).data;
    expect(removed.products_services).toEqual([]);
    expect(
      (await failure(provider().call(cr.addProductService, { params: { unit: unit.id, product: 9999 }, body: {} })))
        .status,
    ).toBe(404);
    expect(
      (await failure(provider().call(cr.addProductService, { params: { unit: otherUnit, product: 1 }, body: {} })))
        .status,
    ).toBe(404);
  });
});

describe('internal media types', () => {
  it('lists, creates, updates and deletes; names are unique; providers only read', async () => {
    const list = await provider().call(cr.internalMediaTypes, { query: { search: 'Transporte' } });
    expect(list.data.map((t) => t.name)).toEqual(['Transporte']);
    const created = (
      await admin().call(cr.storeInternalMediaType, {
        body: { name: 'Digital interior', description: 'Pantallas en plazas' },
      })
    ).data;
    expect(created).toMatchObject({ name: 'Digital interior', description: 'Pantallas en plazas' });
    const dup = await failure(admin().call(cr.storeInternalMediaType, { body: { name: 'digital interior' } }));
    expect(dup.status).toBe(422);
    const updated = (
      await admin().call(cr.updateInternalMediaType, { params: { id: created.id }, body: { name: 'Digital indoor' } })
    ).data;
    expect(updated).toMatchObject({ name: 'Digital indoor', description: '' });
    await admin().call(cr.deleteInternalMediaType, { params: { id: created.id } });
    expect((await failure(admin().call(cr.deleteInternalMediaType, { params: { id: created.id } }))).status).toBe(404);
    expect((await failure(provider().call(cr.storeInternalMediaType, { body: { name: 'Nope' } }))).status).toBe(403);
    expect((await failure(client().call(cr.internalMediaTypes, { query: {} }))).status).toBe(403);
  });
});

describe("a client campaign's colour proofs and art adaptations", () => {
  it("reads its own campaign's; another client's campaign is 404", async () => {
    const [withProof] = await s.db
      .select({ id: campaigns.id, clientId: campaigns.clientId })
      .from(colourProofs)
      .innerJoin(campaigns, eq(campaigns.id, colourProofs.campaignId))
      .limit(1);
    const [mine] = await s.db
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.clientId, ids.client!), isNull(campaigns.deletedAt)))
      .limit(1);
    const [theirs] = await s.db
      .select()
      .from(campaigns)
      .where(and(ne(campaigns.clientId, ids.client!), isNull(campaigns.deletedAt)))
      .limit(1);
    if (withProof) {
      const proofs = (await admin().call(cr.campaignColourProofs, { params: { id: withProof.id } })).data;
      expect(proofs.length).toBeGreaterThan(0);
      expect(proofs.every((p) => p.campaign.id === withProof.id)).toBe(true);
    }
    expect(Array.isArray((await client().call(cr.campaignColourProofs, { params: { id: mine!.id } })).data)).toBe(true);
    expect(Array.isArray((await client().call(cr.campaignArtAdaptations, { params: { id: mine!.id } })).data)).toBe(
      true,
    );
    expect((await failure(client().call(cr.campaignColourProofs, { params: { id: theirs!.id } }))).status).toBe(404);
    expect((await failure(client().call(cr.campaignArtAdaptations, { params: { id: theirs!.id } }))).status).toBe(404);
  });
});
