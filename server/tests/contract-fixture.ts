/**
 * What the contract integration tests share (server/tests/contracts.test.ts, contract-orders.test.ts): the
 * contracts an account reaches, read as the app reads them — through their campaigns (`GET
 * /client/campaigns/{id}/contracts`); a campaign out of reach answers 404 and is left out.
 */
import { contracts as k } from '#src/api/contract/index.ts';
import { contracts } from '../db/schema.ts';
import type { TestServer } from '../test-support.ts';

/** The contracts `token` reaches, optionally of one status, by id. */
export async function contractsReached(
  s: TestServer,
  token: string | undefined,
  query: { status?: string } = {},
): Promise<k.Contract[]> {
  const rows = await s.db.select().from(contracts).orderBy(contracts.id);
  const out: k.Contract[] = [];
  // only the campaigns holding a contract of the status asked for (the answer is filtered by it anyway)
  const wanted = rows.filter((r) => !query.status || r.status === query.status);
  for (const campaignId of new Set(wanted.map((r) => r.campaignId))) {
    try {
      out.push(...(await s.client(token, 'es').call(k.campaignContracts, { params: { id: campaignId } })).data);
    } catch (e) {
      if ((e as { status?: number }).status !== 404) throw e;
    }
  }
  return out.filter((c) => !query.status || c.status === query.status).toSorted((a, b) => a.id - b.id);
}
