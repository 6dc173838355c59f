/**
 * The ad-media search behind the unit pickers (api-catalogue.md "Availability", GET /ad-media with
 * filter; issue 15 "Pickers, not ids"): staff find any live unit by part of its title, SKU or
 * address; a campaign's own units or every unit but them; a provider only its own units.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { availability } from '#src/api/contract/index.ts';
import { campaignUnits, units } from '../db/schema.ts';
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

describe('GET /ad-media', () => {
  it('finds live units by part of the title, SKU or address, case ignored, or by ids, a page at a time', async () => {
    const [unit] = await s.db.select().from(units).where(isNull(units.deletedAt)).limit(1);
    const ops = s.client(tokens.operations);
    const bySku = await ops.call(availability.adMedia, { query: { filter: unit!.sku.toLowerCase() } });
    expect(bySku.data.map((u) => u.id)).toContain(unit!.id);
    expect(bySku.data[0]).toMatchObject({
      sku: expect.any(String),
      media_type: { name: expect.any(String) },
      provider: { name: expect.any(String) },
    });
    // a unit of a circuit names it (a proposal can then add every unit of that circuit)
    const [inCircuit] = await s.db.select().from(units).where(isNotNull(units.circuitId)).limit(1);
    const found = await ops.call(availability.adMedia, { query: { ids: String(inCircuit!.id) } });
    expect(found.data[0]!.circuit).toMatchObject({ id: inCircuit!.circuitId, name: expect.any(String) });
    const all = await ops.call(availability.adMedia, { query: { per_page: 5 } });
    expect(all.data).toHaveLength(5);
    expect(all.meta.total).toBeGreaterThan(5);
    const named = await ops.call(availability.adMedia, { query: { ids: `${all.data[1]!.id},${all.data[3]!.id}` } });
    expect(named.data.map((u) => u.id).toSorted((a, b) => a - b)).toEqual(
      [all.data[1]!.id, all.data[3]!.id].toSorted((a, b) => a - b),
    );
    const none = await ops.call(availability.adMedia, { query: { filter: 'no existe ninguna unidad así' } });
    expect(none).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it("lists a campaign's own units, or every unit but them", async () => {
    const [line] = await s.db.select().from(campaignUnits).limit(1);
    const cart = await s.db
      .select({ id: campaignUnits.unitId })
      .from(campaignUnits)
      .where(eq(campaignUnits.campaignId, line!.campaignId));
    const ids = cart.map((c) => c.id).toSorted((a, b) => a - b);
    const ops = s.client(tokens.operations);
    const own = await ops.call(availability.adMedia, { query: { campaign_id: line!.campaignId, per_page: 50 } });
    expect(own.data.map((u) => u.id).toSorted((a, b) => a - b)).toEqual(ids.slice(0, 50));
    const others = await ops.call(availability.adMedia, {
      query: { exclude_campaign_id: line!.campaignId, per_page: 50 },
    });
    expect(others.data.some((u) => ids.includes(u.id))).toBe(false);
  });

  it('shows a provider only its own units; refuses a technician and a client', async () => {
    const [other] = await s.db
      .select()
      .from(units)
      .where(and(ne(units.providerId, 1), isNull(units.deletedAt)))
      .limit(1);
    const provider = s.client(tokens.provider);
    const found = await provider.call(availability.adMedia, { query: { per_page: 50 } });
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.data.every((u) => u.provider.id === 1)).toBe(true);
    const theirs = await provider.call(availability.adMedia, { query: { filter: other!.sku } });
    expect(theirs.data).toEqual([]);
    expect((await failure(s.client(tokens.technician).call(availability.adMedia, { query: {} }))).status).toBe(403);
    expect((await failure(s.client(tokens.client).call(availability.adMedia, { query: {} }))).status).toBe(403);
  });
});
