/**
 * What the contract integration tests share (server/tests/contracts.test.ts, contract-orders.test.ts,
 * contract-work.test.ts, dashboards.test.ts): the contracts an account reaches.
 * - `contractsReached` reads them as the device mirrors them: the contracts mode of the campaigns list
 *   (`GET /client/campaigns?contracts=1`), one call per 500 campaigns.
 * - `contractsOneByOne` reads them as a campaign's page does (`GET /client/campaigns/{id}/contracts`), one call per
 *   campaign; a campaign out of reach answers 404 and is left out. contract-list.test.ts proves the two agree, so
 *   the other files use the list (about 12 ms a call on PGlite: 407 campaigns one by one took 5 s per role).
 */
import { catalogueLists, contracts as k } from '#src/api/contract/index.ts';
import { asc, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { inclusiveDays } from '#src/lib/dates.ts';
import type { TestServer } from '../test-support.ts';
import { campaignUnits, cities, mediaTypes, units } from '../db/schema.ts';

/** The contracts `token` reaches, optionally of one status, by id, from the campaigns list's contracts mode. */
export async function contractsReached(
  s: TestServer,
  token: string | undefined,
  query: { status?: string } = {},
): Promise<k.Contract[]> {
  const out: k.Contract[] = [];
  for (let page = 1; ; page++) {
    const answer = await s
      .client(token, 'es')
      .call(catalogueLists.campaigns, { query: { page, per_page: 500, contracts: true } });
    for (const c of answer.data) if (c.contract) out.push(c.contract);
    if (page >= answer.meta.last_page) break;
  }
  return out.filter((c) => !query.status || c.status === query.status).toSorted((a, b) => a.id - b.id);
}

/** The contracts `token` reaches among the campaigns `campaignIds`, read one campaign at a time, by id. */
export async function contractsOneByOne(
  s: TestServer,
  token: string | undefined,
  campaignIds: Iterable<number>,
): Promise<k.Contract[]> {
  const out: k.Contract[] = [];
  for (const campaignId of new Set(campaignIds)) {
    try {
      out.push(...(await s.client(token, 'es').call(k.campaignContracts, { params: { id: campaignId } })).data);
    } catch (e) {
      if ((e as { status?: number }).status !== 404) throw e;
    }
  }
  return out.toSorted((a, b) => a.id - b.id);
}

/**
 * Checks each contract's lines against its campaign's cart read straight from the tables (`campaign_units` with its
 * units, media types and cities): the same units in cart order, with the same periods, prices (pesos, numbers) and
 * spots, and each line's days counted inclusively. The list reads the lines as one JSON array per campaign
 * (contract-view.ts `contractLines`), so this is what proves that reading on PGlite and on PostgreSQL alike.
 */
export async function expectLinesFromCarts(s: TestServer, list: readonly k.Contract[]): Promise<void> {
  const ids = list.map((c) => c.campaign_id);
  const cart = await s.db
    .select({
      campaignId: campaignUnits.campaignId,
      unit_id: campaignUnits.unitId,
      title: units.title,
      sku: units.sku,
      media_type: mediaTypes.name,
      city: cities.name,
      start_date: campaignUnits.startDate,
      end_date: campaignUnits.endDate,
      price: campaignUnits.price,
      print_price: campaignUnits.printPrice,
      spots: campaignUnits.spotsUsed,
    })
    .from(campaignUnits)
    .innerJoin(units, eq(units.id, campaignUnits.unitId))
    .innerJoin(mediaTypes, eq(mediaTypes.id, units.mediaTypeId))
    .innerJoin(cities, eq(cities.id, units.cityId))
    .where(inArray(campaignUnits.campaignId, ids))
    .orderBy(asc(campaignUnits.id));
  for (const contract of list) {
    const expected = cart.filter((l) => l.campaignId === contract.campaign_id).map(({ campaignId: _, ...l }) => l);
    expect(
      contract.units.map(({ days: _d, total: _t, ...l }) => l),
      `contract ${contract.id}`,
    ).toEqual(expected);
    for (const line of contract.units) expect(line.days).toBe(inclusiveDays(line.start_date, line.end_date));
  }
}
