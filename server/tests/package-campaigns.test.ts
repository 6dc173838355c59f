/**
 * Package campaigns (api-catalogue.md "Campaigns": `packages/create`, `{id}/{packageId}/available-units`,
 * `{id}/{packageId}/structure-segments`; issue 16): a seller makes a package campaign for a customer in one call;
 * the package's units and segments read for that campaign carry the days other holds take them; a package of
 * another country is a 404, an unknown one a 422 under its field; a technician cannot make one, a client cannot
 * read another client's campaign.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { campaigns as c } from '#src/api/contract/index.ts';
import { packageSegments, packages } from '../db/schema.ts';
import { failure, startTestServer, type TestServer } from '../test-support.ts';

let s: TestServer;
let tokens: Record<string, string>;
let ids: Record<string, number>;

beforeAll(async () => {
  s = await startTestServer();
  ({ tokens, ids } = await s.loginAll());
});
afterAll(async () => {
  await s.close();
});

describe('package campaigns', () => {
  it('makes a package campaign in one call, and reads its package units and segments with their busy days', async () => {
    const [segment] = await s.db.select().from(packageSegments).limit(1);
    const [pkg] = await s.db.select().from(packages).where(eq(packages.id, segment!.packageId));
    const seller = s.client(tokens.seller, 'en');
    const made = (await seller.call(c.createPackageCampaign, { body: { package_id: pkg!.id, client_id: ids.client } }))
      .data;
    expect(made.campaign_type).toEqual({ key: 'package' });
    expect(made.package_id).toBe(pkg!.id);
    expect(made.name).toBe(pkg!.name);
    expect(made.countries.map((x) => x.id)).toEqual([pkg!.countryId]);
    expect(made.investment).toBe(pkg!.value);

    const available = await seller.call(c.packageAvailableUnits, { params: { id: made.id, packageId: pkg!.id } });
    expect(available.data.map((u) => u.id).toSorted((a, b) => a - b)).toEqual(
      [...pkg!.unitIds].toSorted((a, b) => a - b),
    );
    expect(available.data.every((u) => Array.isArray(u.busy))).toBe(true);

    const structure = await seller.call(c.packageStructureSegments, { params: { id: made.id, packageId: pkg!.id } });
    const stored = await s.db.select().from(packageSegments).where(eq(packageSegments.packageId, pkg!.id));
    expect(structure.data.map((x) => x.name)).toEqual(
      stored.toSorted((a, b) => a.position - b.position || a.id - b.id).map((x) => x.name),
    );
    for (const seg of structure.data) {
      const want = stored.find((x) => x.id === seg.id)!.unitIds;
      expect(seg.units.map((u) => u.id)).toEqual(want.filter((id) => seg.units.some((u) => u.id === id)));
      expect(seg.units.every((u) => pkg!.unitIds.includes(u.id))).toBe(true);
    }
  });

  it('answers 404 for a package of another country, 422 for an unknown one, and keeps roles and owners apart', async () => {
    const all = await s.db.select().from(packages);
    const mx = all.find((p) => p.countryId === 1)!;
    const other = all.find((p) => p.countryId !== mx.countryId)!;
    const seller = s.client(tokens.seller, 'es');
    const made = (await seller.call(c.createPackageCampaign, { body: { package_id: mx.id, client_id: ids.client } }))
      .data;
    expect(
      (await failure(seller.call(c.packageAvailableUnits, { params: { id: made.id, packageId: other.id } }))).status,
    ).toBe(404);
    expect(
      (await failure(seller.call(c.packageStructureSegments, { params: { id: made.id, packageId: 999_999 } }))).status,
    ).toBe(404);
    const unknown = await failure(
      seller.call(c.createPackageCampaign, { body: { package_id: 999_999, client_id: ids.client } }),
    );
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.errors ?? {})).toEqual(['package_id']);

    const technician = s.client(tokens.technician, 'en');
    expect((await failure(technician.call(c.createPackageCampaign, { body: { package_id: mx.id } }))).status).toBe(403);
    const agency = s.client(tokens.agency, 'en');
    const refused = await failure(agency.call(c.packageAvailableUnits, { params: { id: made.id, packageId: mx.id } }));
    expect([403, 404]).toContain(refused.status);
  });
});
