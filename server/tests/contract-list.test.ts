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
import { contracts } from '../db/schema.ts';
import { contractsOneByOne, contractsReached, expectLinesFromCarts } from './contract-fixture.ts';

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
    const campaignIds = [...new Set((await s.db.select().from(contracts)).map((c) => c.campaignId))].toSorted(
      (a, b) => a - b,
    );
    const everyTenth = campaignIds.filter((_, i) => i % 10 === 0);
    for (const role of ['administrator', 'seller', 'client', 'manager']) {
      const answer = await listed(role);
      const listedIds = new Set(answer.data.map((c) => c.id));
      expect(answer.meta.total).toBe(answer.data.length);
      expect(answer.data.every((c) => c.contract?.campaign_id === c.id)).toBe(true);
      const sees = (id: number) => answer.data.find((c) => c.id === id)!.contract;
      if (role === 'administrator' || role === 'manager') {
        // reaches every campaign with a contract: every 10th is read one by one and agrees
        expect([...listedIds].toSorted((a, b) => a - b)).toEqual(campaignIds);
        expect(await contractsOneByOne(s, tokens[role], everyTenth)).toEqual(everyTenth.map(sees));
      } else {
        // every campaign listed agrees one by one; every 10th of the others is out of reach (404)
        expect(listedIds.size).toBeLessThan(campaignIds.length);
        const tried = [...listedIds, ...everyTenth.filter((id) => !listedIds.has(id))];
        expect(await contractsOneByOne(s, tokens[role], tried)).toEqual(
          answer.data.map((c) => c.contract).toSorted((a, b) => a!.id - b!.id),
        );
      }
    }
    // operations may not read campaigns: its list is this one, whatever it asks
    const operations = await listed('operations', {});
    expect(operations.data.length).toBe(campaignIds.length);
    expect(operations.data.every((c) => c.contract)).toBe(true);
    // the plain list carries no contract
    expect((await listed('seller', {})).data.some((c) => c.contract)).toBe(false);
  });

  it("gives each contract its campaign's cart as lines, in cart order, with their periods, prices and spots", async () => {
    const all = await contractsReached(s, tokens.administrator);
    expect(all.length).toBeGreaterThan(100);
    await expectLinesFromCarts(s, all);
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
