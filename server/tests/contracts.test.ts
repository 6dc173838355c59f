/**
 * Contracts on the reference server (api-catalogue.md "Contracts"; product.md §4; issue 17; docs/contracts-billing
 * .md): each contract read through its campaign in the caller's scope, its units and total (units + other costs) in
 * its currency; the decisions through the shared state machine (a status that does not allow one is a 409 in the
 * caller's language); rejecting or cancelling releases the campaign's units; the owner must be a seller; a campaign
 * contracted from a proposal gets its contract, owned by the proposal's seller.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { contracts as k, files, sales } from '#src/api/contract/index.ts';
import { quoteContract } from '#src/domain/contract-rules.ts';
import { campaigns, contractCosts, contracts, units } from '../db/schema.ts';
import { failure, startTestServer, type TestServer } from '../test-support.ts';
import { contractsReached } from './contract-fixture.ts';

let s: TestServer;
let tokens: Record<string, string>;
let ids: Record<string, number>;
const as = (role: string, locale: 'es' | 'en' = 'es') => s.client(tokens[role], locale);
const all = (role: string, query: { status?: string } = {}) => contractsReached(s, tokens[role], query);
const showContract = async (role: string, c: { campaign_id: number; id: number }) =>
  (await as(role).call(k.campaignContracts, { params: { id: c.campaign_id } })).data.find((x) => x.id === c.id)!;

beforeAll(async () => {
  s = await startTestServer();
  ({ tokens, ids } = await s.loginAll());
});
afterAll(async () => {
  await s.close();
});

describe('contracts', () => {
  it('shows each role the contracts it reaches, with units priced in centavos plus other costs', async () => {
    const admin = await all('administrator');
    expect(new Set(admin.map((c) => c.status))).toEqual(
      new Set(['pending', 'approved', 'billed', 'cancelled', 'rejected']),
    );
    const costs = await s.db.select().from(contractCosts);
    for (const c of admin) {
      const other = costs.filter((x) => x.contractId === c.id).reduce((sum, x) => sum + x.amount * 100, 0);
      expect(Math.round(c.total * 100)).toBe(quoteContract(c.units).total_minor + Math.round(other));
      expect(c.units.length).toBeGreaterThan(0);
    }
    expect((await all('operations')).length).toBe(admin.length);
    expect((await all('manager')).length).toBe(admin.length);
    const mine = await all('client');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((c) => c.client_id === ids.client)).toBe(true);
    const seller = await all('seller');
    expect(seller.length).toBeGreaterThan(0);
    expect(seller.length).toBeLessThan(admin.length);
    const first = admin[0]!;
    expect(
      (await failure(as('technician').call(k.campaignContracts, { params: { id: first.campaign_id } }))).status,
    ).toBe(403);
  });

  it('applies, bills once applied, and refuses what the status does not allow (409, in Spanish)', async () => {
    const [pending] = await all('administrator', { status: 'pending' });
    const early = await failure(as('administrator').call(k.billContract, { params: { id: pending!.id }, body: {} }));
    expect(early.status).toBe(409);
    expect(early.message).toBe('Un contrato en estado «Pendiente» no admite esta acción (billed).');
    const applied = await as('administrator', 'en').call(k.applyContract, { params: { id: pending!.id }, body: {} });
    expect([applied.data.status, applied.message]).toEqual(['approved', 'Contract approved.']);
    expect(applied.data.approved_at).not.toBeNull();
    const again = await failure(
      as('administrator', 'en').call(k.applyContract, { params: { id: pending!.id }, body: {} }),
    );
    expect(again.message).toBe('A contract in status "Approved" does not allow this action (apply).');
    const billed = await as('administrator').call(k.billContract, { params: { id: pending!.id }, body: {} });
    expect(billed.data.status).toBe('billed');
    expect(
      (await failure(as('administrator').call(k.cancelContract, { params: { id: pending!.id }, body: {} }))).status,
    ).toBe(409);
    // a billed contract's units type no longer changes; its reference still does
    expect(
      (
        await failure(
          as('administrator').call(k.updateContractUnitsType, {
            params: { id: pending!.id },
            body: { units_type: 'digital' },
          }),
        )
      ).status,
    ).toBe(409);
    const ref = await as('administrator').call(k.updateContractReference, {
      params: { id: pending!.id },
      body: { reference: 'OC-7781' },
    });
    expect(ref.data.reference).toBe('OC-7781');
  });

  it('rejecting or cancelling releases the campaign, with its reason; the owner must be a seller', async () => {
    const [approved] = await all('administrator', { status: 'approved' });
    const cancelled = await as('administrator').call(k.cancelContract, {
      params: { id: approved!.id },
      body: { reason: 'El cliente cambió de planes.' },
    });
    expect([cancelled.data.status, cancelled.data.reason]).toEqual(['cancelled', 'El cliente cambió de planes.']);
    const [camp] = await s.db.select().from(campaigns).where(eq(campaigns.id, approved!.campaign_id));
    expect(camp!.status).toBe('cancelled');
    const [pending] = await all('administrator', { status: 'pending' });
    const noReason = await failure(
      as('administrator').call(k.rejectContract, { params: { id: pending!.id }, body: { reason: '' } }),
    );
    expect(noReason.status).toBe(422);
    const rejected = await as('administrator').call(k.rejectContract, {
      params: { id: pending!.id },
      body: { reason: 'Fuera de presupuesto.' },
    });
    expect(rejected.data.status).toBe('rejected');

    const [open] = await all('administrator', { status: 'approved' });
    const notSeller = await failure(
      as('administrator').call(k.changeContractOwner, { params: { id: open!.id }, body: { owner_id: ids.client! } }),
    );
    expect(notSeller.status).toBe(422);
    expect(Object.keys(notSeller.errors ?? {})).toEqual(['owner_id']);
    const moved = await as('administrator').call(k.changeContractOwner, {
      params: { id: open!.id },
      body: { owner_id: ids.seller! },
    });
    expect(moved.data.owner_id).toBe(ids.seller);
    // the new owner reaches it even if the customer is not theirs
    expect((await showContract('seller', open!)).id).toBe(open!.id);
  });

  it('keeps other accounts out, and decisions to sellers and administrators', async () => {
    const others = (await all('administrator')).find((c) => c.client_id !== ids.client)!;
    expect((await failure(as('client').call(k.campaignContracts, { params: { id: others.campaign_id } }))).status).toBe(
      404,
    );
    const [own] = await all('client');
    expect((await failure(as('client').call(k.applyContract, { params: { id: own!.id }, body: {} }))).status).toBe(403);
    expect((await failure(as('manager').call(k.applyContract, { params: { id: own!.id }, body: {} }))).status).toBe(
      403,
    );
    expect((await failure(as('operations').call(k.applyContract, { params: { id: own!.id }, body: {} }))).status).toBe(
      403,
    );
  });

  it('gives a campaign contracted from a proposal its pending contract, owned by the proposal seller', async () => {
    const free = await s.db
      .select({ id: units.id })
      .from(units)
      .where(and(eq(units.countryId, 1), eq(units.status, 'active'), isNull(units.deletedAt)))
      .orderBy(units.id)
      .limit(2)
      .offset(40);
    const p = (
      await as('seller').call(sales.storeProposal, {
        body: { name: 'Para contrato', client_id: ids.client!, start_date: '2028-02-01', end_date: '2028-02-10' },
      })
    ).data;
    await as('seller').call(sales.addProposalUnits, {
      params: { id: p.id },
      body: { unit_ids: free.map((u) => u.id) },
    });
    const made = await as('seller').call(sales.contractProposal, { params: { id: p.id }, body: {} });
    const [row] = await s.db.select().from(contracts).where(eq(contracts.campaignId, made.contract.campaign_id));
    expect(row).toMatchObject({ status: 'pending', ownerId: ids.seller });
    const shown = await showContract('seller', { id: row!.id, campaign_id: row!.campaignId });
    expect(shown.units.map((u) => u.unit_id).toSorted((a, b) => a - b)).toEqual(
      free.map((u) => u.id).toSorted((a, b) => a - b),
    );
    expect(shown.start_date).toBe('2028-02-01');
  });

  it('renews an approved contract into a pending one over the next period, prices carried over; not a cancelled one', async () => {
    // the seeded inventory is busy: some renewals find a unit taken over the next period (422 per unit)
    let renewed: Awaited<ReturnType<typeof tryRenew>> | undefined;
    let approved: (typeof candidates)[number] | undefined;
    const candidates = await all('administrator', { status: 'approved' });
    const tryRenew = (id: number) => as('administrator', 'en').call(k.renewContract, { params: { id }, body: {} });
    for (const c of candidates) {
      try {
        renewed = await tryRenew(c.id);
        approved = c;
        break;
      } catch (e) {
        const refused = e as { status: number; errors?: Record<string, string[]> };
        expect(refused.status).toBe(422);
        expect(Object.keys(refused.errors ?? {}).every((key) => /^unit_\d+$/.test(key))).toBe(true);
      }
    }
    expect(renewed, 'one seeded approved contract renews').toBeDefined();
    expect(renewed!.message).toBe('Contract renewed: the new contract awaits approval.');
    const next = renewed!.data;
    expect([next.status, next.renewed_from_id, next.owner_id]).toEqual(['pending', approved!.id, approved!.owner_id]);
    expect(next.campaign_id).not.toBe(approved!.campaign_id);
    const lastDay = approved!.units
      .map((u) => u.end_date)
      .toSorted()
      .at(-1)!;
    for (const u of next.units) {
      const before = approved!.units.find((b) => b.unit_id === u.unit_id)!;
      expect([u.days, u.price, u.print_price, u.spots]).toEqual([
        before.days,
        before.price,
        before.print_price,
        before.spots,
      ]);
      expect(u.start_date > lastDay).toBe(true);
    }
    expect((await showContract('administrator', approved!)).status).toBe('renewed');
    const [cancelled] = await all('administrator', { status: 'cancelled' });
    expect(
      (await failure(as('administrator').call(k.renewContract, { params: { id: cancelled!.id }, body: {} }))).status,
    ).toBe(409);
  });

  it('takes comments from its readers; only the author edits or deletes one; documents and other costs read', async () => {
    const [own] = await all('client');
    const added = await as('client', 'en').call(k.addContractComment, {
      params: { id: own!.id },
      body: { body: '¿Podemos adelantar la instalación?' },
    });
    expect([added.data.mine, added.message]).toEqual([true, 'Comment saved.']);
    const seen = await as('seller').call(k.contractComments, { params: { id: own!.id } });
    const mine = seen.data.find((c) => c.id === added.data.id)!;
    expect([mine.mine, mine.body]).toEqual([false, '¿Podemos adelantar la instalación?']);
    const theirs = await failure(
      as('seller').call(k.updateContractComment, { params: { id: own!.id, cid: added.data.id }, body: { body: 'x' } }),
    );
    expect(theirs.status).toBe(403);
    const edited = await as('client').call(k.updateContractComment, {
      params: { id: own!.id, cid: added.data.id },
      body: { body: 'Mejor la semana próxima.' },
    });
    expect(edited.data.body).toBe('Mejor la semana próxima.');
    await as('client').call(k.deleteContractComment, { params: { id: own!.id, cid: added.data.id } });
    expect(
      (await as('client').call(k.contractComments, { params: { id: own!.id } })).data.map((c) => c.id),
    ).not.toContain(added.data.id);
    // a billed contract of the seed (each has an other cost; one billed by an earlier test has none)
    const [seeded] = await s.db.select().from(contractCosts).orderBy(contractCosts.id).limit(1);
    const billed = { id: seeded!.contractId };
    const costs = await as('administrator').call(k.contractOtherCosts, { params: { id: billed.id } });
    expect(costs.data).toEqual([
      { id: expect.any(Number), concept: 'Producción e impresión', amount: 4500, currency: 'MXN' },
    ]);
    // the first billed contracts of the seed carry the signed lease, which the contract's readers open
    const [document] = (await as('administrator').call(k.contractDocuments, { params: { id: billed.id } })).data;
    expect(document).toMatchObject({
      kind: 'lease',
      mime: 'application/pdf',
      name: `Contrato ${billed.id} firmado.pdf`,
    });
    const [row] = await s.db
      .select({ clientId: campaigns.clientId })
      .from(contracts)
      .innerJoin(campaigns, eq(campaigns.id, contracts.campaignId))
      .where(eq(contracts.id, billed.id));
    const owner = Object.entries(ids).find(([, id]) => id === row!.clientId)?.[0];
    const reader = owner ?? 'manager';
    const pdf = (await as(reader).call(files.getFile, { params: { id: document!.file_id }, query: {} })) as Blob;
    expect(new TextDecoder().decode(new Uint8Array(await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const stranger = ['client', 'agency'].find((r) => ids[r] !== row!.clientId)!;
    const refused = await failure(as(stranger).call(files.getFile, { params: { id: document!.file_id }, query: {} }));
    expect(refused.status).toBe(404);
  });

  it('changes units while pending or approved: period, prices, spots, all at once; refusals name the unit (§8)', async () => {
    const [c] = await all('administrator', { status: 'pending' });
    const u = c!.units[0]!;
    const [unitRow] = await s.db.select().from(units).where(eq(units.id, u.unit_id));
    // everything into a free, far period first
    const moved = await as('administrator').call(k.updateContractPeriods, {
      params: { id: c!.id },
      body: { start_date: '2029-06-01', end_date: '2029-06-10' },
    });
    expect(moved.data.units.every((x) => x.start_date === '2029-06-01' && x.days === 10)).toBe(true);
    const priced = await as('administrator').call(k.updateContractUnitPrices, {
      params: { id: c!.id, unit: u.unit_id },
      body: { price: unitRow!.minPrice + 10, print_price: unitRow!.minPrintPrice },
    });
    const line = priced.data.units.find((x) => x.unit_id === u.unit_id)!;
    expect(line.price).toBe(unitRow!.minPrice + 10);
    expect(Math.round(priced.data.total * 100)).toBe(
      quoteContract(priced.data.units).total_minor +
        (await s.db.select().from(contractCosts).where(eq(contractCosts.contractId, c!.id))).reduce(
          (sum, x) => sum + Math.round(x.amount * 100),
          0,
        ),
    );
    const spots = await as('administrator').call(k.updateContractUnitSpots, {
      params: { id: c!.id, unit: u.unit_id },
      body: { spots: 1 },
    });
    expect(spots.data.units.find((x) => x.unit_id === u.unit_id)!.spots).toBe(1);
    const period = await as('administrator').call(k.updateContractUnitPeriod, {
      params: { id: c!.id, unit: u.unit_id },
      body: { start_date: '2029-07-01', end_date: '2029-07-05' },
    });
    expect(period.data.end_date).toBe('2029-07-05');
    const bulk = await as('administrator').call(k.updateContractPrices, {
      params: { id: c!.id },
      body: { units: c!.units.map((x) => ({ unit_id: x.unit_id, price: 99_999 })) },
    });
    expect(bulk.data.units.every((x) => x.price === 99_999)).toBe(true);

    const low = await failure(
      as('administrator').call(k.updateContractUnitPrices, {
        params: { id: c!.id, unit: u.unit_id },
        body: { price: Math.max(0, unitRow!.minPrice - 1) },
      }),
    );
    expect(unitRow!.minPrice).toBeGreaterThan(0);
    expect(low.status).toBe(422);
    expect(Object.keys(low.errors ?? {})).toEqual([`unit_${u.unit_id}`]);
    const tooMany = await failure(
      as('administrator').call(k.updateContractUnitSpots, {
        params: { id: c!.id, unit: u.unit_id },
        body: { spots: unitRow!.spots + 1 },
      }),
    );
    expect([tooMany.status, Object.keys(tooMany.errors ?? {})]).toEqual([422, [`unit_${u.unit_id}`]]);
    const reversed = await failure(
      as('administrator', 'en').call(k.updateContractUnitPeriod, {
        params: { id: c!.id, unit: u.unit_id },
        body: { start_date: '2029-07-05', end_date: '2029-07-01' },
      }),
    );
    expect(reversed.errors?.[`unit_${u.unit_id}`]).toEqual(['The end date cannot be before the start date.']);
    const stranger = await failure(
      as('administrator').call(k.updateContractUnitSpots, { params: { id: c!.id, unit: 999_999 }, body: { spots: 1 } }),
    );
    expect(Object.keys(stranger.errors ?? {})).toEqual(['unit_999999']);
    const [billed] = await all('administrator', { status: 'billed' });
    const late = await failure(
      as('administrator').call(k.updateContractUnitSpots, {
        params: { id: billed!.id, unit: billed!.units[0]!.unit_id },
        body: { spots: 1 },
      }),
    );
    expect(late.status).toBe(409);
  });
});
