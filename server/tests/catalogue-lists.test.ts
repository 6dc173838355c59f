/** Integration: campaign, unit and route lists are paginated and scoped to the caller. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support.ts';
import { catalogueLists } from '#src/api/contract/index.ts';
import { ApiError } from '#src/api/errors.ts';
import { expectUnitsPullAsSummaries } from './units-pull-fixture.ts';

let s: TestServer;
const tokens: Record<string, string> = {};
const me: Record<string, number> = {};

beforeAll(async () => {
  s = await startTestServer();
  const all = await s.loginAll();
  Object.assign(tokens, all.tokens);
  Object.assign(me, all.ids);
});
afterAll(async () => {
  await s.close();
});

/** Campaigns in the seeded database (the demo's 50 and the 18-month history), not deleted. */
async function campaignCount(): Promise<number> {
  const result = (await s.db.execute(sql`select count(*) as n from campaigns where deleted_at is null`)) as unknown as {
    rows: { n: number | string }[];
  };
  const [row] = result.rows;
  return Number(row?.n);
}

describe('campaign list', () => {
  it('a client sees only its own campaigns; an administrator sees all of them', async () => {
    const mine = await s.client(tokens.client).call(catalogueLists.campaigns, { query: { per_page: 100 } });
    expect(mine.data.length).toBeGreaterThanOrEqual(5);
    expect(mine.data.every((c) => c.client.id === me.client)).toBe(true);
    const all = await s.client(tokens.administrator).call(catalogueLists.campaigns, { query: { per_page: 1 } });
    const seeded = await campaignCount();
    expect(seeded).toBeGreaterThanOrEqual(50);
    expect(all.meta.total).toBe(seeded);
    expect(all.meta.last_page).toBe(seeded);
  });

  it("a seller sees its clients' campaigns, including the demo client's", async () => {
    const list = await s.client(tokens.seller).call(catalogueLists.campaigns, { query: { per_page: 100 } });
    expect(list.data.some((c) => c.client.id === me.client)).toBe(true);
    expect(list.meta.total).toBeLessThan(await campaignCount());
  });

  it('a technician may not list campaigns', async () => {
    const e = await s
      .client(tokens.technician)
      .call(catalogueLists.campaigns)
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).status).toBe(403);
  });
});

describe('unit and route lists', () => {
  it("a provider sees only its provider's units, filtered by media type", async () => {
    const page = await s.client(tokens.provider).call(catalogueLists.providerUnits, { query: { per_page: 500 } });
    expect(page.meta.total).toBeGreaterThan(0);
    expect(page.meta.total).toBeLessThan(5200);
    const providerId = page.data[0]!.provider_id;
    expect(page.data.every((u) => u.provider_id === providerId)).toBe(true);
    const typeId = page.data[0]!.media_type_id;
    const filtered = await s
      .client(tokens.provider)
      .call(catalogueLists.providerUnits, { query: { media_type: typeId, per_page: 500 } });
    expect(filtered.data.every((u) => u.media_type_id === typeId)).toBe(true);
    expect(
      (await s.client(tokens.administrator).call(catalogueLists.providerUnits, { query: { per_page: 1 } })).meta.total,
    ).toBe(5200);
  });

  it('the pull of units answers, page by page, what unitSummaryOf gives for each unit, full and delta', async () => {
    await expectUnitsPullAsSummaries(s, tokens.administrator!);
  });

  it('a technician sees only its routes; operations sees every route', async () => {
    const mine = await s.client(tokens.technician).call(catalogueLists.routes, { query: { per_page: 500 } });
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((r) => r.technician?.id === me.technician)).toBe(true);
    expect(mine.data.every((r) => r.stops_count > 0)).toBe(true);
    const all = await s.client(tokens.operations).call(catalogueLists.routes, { query: { per_page: 1 } });
    expect(all.meta.total).toBe(247);
  });
});
