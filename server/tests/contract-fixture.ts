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
import type { TestServer } from '../test-support.ts';

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
