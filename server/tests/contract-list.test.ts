/**
 * The contracts mode of the campaigns list (`GET /client/campaigns?contracts=1`; server/handlers/contracts/
 * contract-list.ts; issue 17, docs/contracts-billing.md "Reading contracts"): the device mirrors contracts through
 * it. Each role gets exactly the contracts it reaches through their campaigns (the same as `GET
 * /client/campaigns/{id}/contracts`); operations, who reads contracts but not campaigns, gets this mode; a comment
 * or a decision makes the campaign come back in the next delta, with the new count or status.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueLists, contracts as k } from '#src/api/contract/index.ts';
import { startTestServer, type TestServer } from '../test-support.ts';
import { contractsReached } from './contract-fixture.ts';

let s: TestServer;
let tokens: Record<string, string>;
beforeAll(async () => {
  s = await startTestServer();
  ({ tokens } = await s.loginAll());
});
afterAll(async () => {
  await s.close();
});

const listed = async (role: string, query: { updated_since?: string; contracts?: boolean } = { contracts: true }) =>
  s.client(tokens[role], 'es').call(catalogueLists.campaigns, { query: { page: 1, per_page: 500, ...query } });

describe('contracts through the campaigns list', () => {
  it('lists, for each role, the campaigns whose contract it reaches, each with that contract', async () => {
    for (const role of ['administrator', 'seller', 'client', 'manager']) {
      const answer = await listed(role);
      const reached = await contractsReached(s, tokens[role]);
      expect(answer.meta.total).toBe(reached.length);
      expect(answer.data.map((c) => c.contract)).toEqual(reached);
      expect(answer.data.every((c) => c.contract?.campaign_id === c.id)).toBe(true);
    }
    // operations may not read campaigns: its list is this one, whatever it asks
    const operations = await listed('operations', {});
    expect(operations.data.length).toBe((await contractsReached(s, tokens.administrator)).length);
    expect(operations.data.every((c) => c.contract)).toBe(true);
    // the plain list carries no contract
    expect((await listed('seller', {})).data.some((c) => c.contract)).toBe(false);
  });

  it('brings a campaign back in the next delta when its contract changes', async () => {
    const first = await listed('seller');
    const since = first.meta.server_time!;
    const [target] = first.data.filter((c) => c.contract?.status === 'approved');
    const before = target!.contract!.comments;
    await s
      .client(tokens.seller, 'es')
      .call(k.addContractComment, { params: { id: target!.contract!.id }, body: { body: 'Visto en obra' } });
    const delta = await listed('seller', { contracts: true, updated_since: since });
    expect(delta.data.map((c) => c.id)).toEqual([target!.id]);
    expect(delta.data[0]!.contract!.comments).toBe(before + 1);
  });
});
