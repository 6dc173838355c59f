/**
 * Proposals (api-catalogue.md "Proposals" and the older /proposal set; product.md §3, §4, §8; issue 16): a seller
 * builds a proposal for a customer — units one by one, many at once, by CSV and by circuit; segments made, added,
 * removed, units moved; prices per line, per unit, per segment, for all and multiplied; notes and files —, every
 * answer priced to the cent as the device prices it; check reports busy units; a booking holds the lines (a unit
 * another hold takes is refused per unit); a contract is a contracted campaign; removing a booked one is a 422.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { sales } from '#src/api/contract/index.ts';
import { quoteProposal } from '#src/domain/proposal-pricing.ts';
import type { Proposal } from '#src/api/contract/sales.ts';
import { bookings, campaigns, units } from '../db/schema.ts';
import { failure, startTestServer, type TestServer } from '../test-support.ts';

let s: TestServer;
let tokens: Record<string, string>;
let ids: Record<string, number>;
const as = (role: string, locale: 'es' | 'en' = 'es') => s.client(tokens[role], locale);

/** The proposal's totals as the device computes them from the lines it holds. */
function priceOnDevice(p: Proposal) {
  const q = quoteProposal(p.units, p.segments, p.discounts);
  return { subtotal: q.subtotal, discount: q.discount, total: q.total, lines: q.lines.map((l) => l.total) };
}
const priceOnServer = (p: Proposal) => ({
  subtotal: p.subtotal,
  discount: p.discount,
  total: p.total,
  lines: p.units.map((l) => l.total),
});

/** Active units of Mexico far from the seeded proposals (the start of the list). */
async function mexicanUnits(n: number, offset = 0) {
  return s.db
    .select({ id: units.id, sku: units.sku, circuitId: units.circuitId })
    .from(units)
    .where(and(eq(units.countryId, 1), eq(units.status, 'active'), isNull(units.deletedAt)))
    .orderBy(units.id)
    .limit(n)
    .offset(offset);
}

async function newProposal(name: string, start = '2027-08-01', end = '2027-08-31') {
  return (
    await as('seller', 'en').call(sales.storeProposal, {
      body: { name, client_id: ids.client!, start_date: start, end_date: end },
    })
  ).data;
}

beforeAll(async () => {
  s = await startTestServer();
  ({ tokens, ids } = await s.loginAll());
});
afterAll(async () => {
  await s.close();
});

describe('proposals', () => {
  it('lists the seller customers proposals, each priced to the cent as the device prices it', async () => {
    const list = (await as('seller').call(sales.proposalsList, { query: { per_page: 100 } })).data;
    expect(list.length).toBeGreaterThanOrEqual(8);
    for (const p of list) {
      expect(priceOnServer(p)).toEqual(priceOnDevice(p));
      expect(p.segments).toHaveLength(2);
      expect(p.currency).toBe('MXN');
    }
    const mine = (await as('client').call(sales.proposalsList, { query: { per_page: 100 } })).data;
    expect(mine.every((p) => p.client_id === ids.client)).toBe(true);
    const legacy = await as('seller').call(sales.legacyProposals, { query: { per_page: 100 } });
    expect(legacy.data.map((p) => p.id)).toEqual(list.map((p) => p.id));
  });

  it('gives every seeded proposal unit a photo the seller can read, a real JPEG', async () => {
    const list = (await as('seller').call(sales.proposalsList, { query: { per_page: 100 } })).data;
    const urls = list.flatMap((p) => p.units.map((l) => l.unit.photo_url));
    expect(urls.length).toBeGreaterThan(20);
    expect(urls.every((u) => typeof u === 'string' && u.startsWith('/api/files/get/'))).toBe(true);
    const res = await s.app.fetch(
      new Request(`http://pauta.test${urls[0]!}`, { headers: { Authorization: `Bearer ${tokens.seller}` } }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/jpeg/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Array.from(bytes.subarray(0, 3))).toEqual([0xff, 0xd8, 0xff]);
  });

  it('builds a proposal of 20 units in two segments, reprices it, and the totals stay the device totals', async () => {
    const p = await newProposal('Temporada alta');
    const twenty = await mexicanUnits(20, 40);
    const added = await as('seller').call(sales.addProposalUnits, {
      params: { id: p.id },
      body: { unit_ids: twenty.map((u) => u.id) },
    });
    expect(added.data.units).toHaveLength(20);
    const made = (await as('seller').call(sales.makeProposalSegments, { params: { id: p.id } })).data;
    expect(made.length).toBeGreaterThan(0);
    const second = await as('seller').call(sales.addProposalSegment, {
      params: { id: p.id },
      body: { name: 'Segunda quincena', start_date: '2027-08-16', end_date: '2027-08-31' },
    });
    const segB = second.data.segments.find((x) => x.name === 'Segunda quincena')!;
    for (const u of twenty.slice(10))
      await as('seller').call(sales.addUnitToSegment, {
        params: { id: p.id, unit: u.id, segment: segB.id },
        body: {},
      });
    let now = (await as('seller').call(sales.showProposal, { params: { id: p.id } })).data;
    expect(now.units.filter((l) => l.segment_id === segB.id).every((l) => l.start_date === '2027-08-16')).toBe(true);
    now = (
      await as('seller').call(sales.updateSegmentPrices, {
        params: { id: p.id, segment: segB.id },
        body: { price: 432.1 },
      })
    ).data;
    expect(now.units.filter((l) => l.segment_id === segB.id).every((l) => l.price_per_day === 432.1)).toBe(true);
    now = (await as('seller').call(sales.multiplyProposalPrices, { params: { id: p.id }, body: { factor: 1.1 } })).data;
    now = (
      await as('seller').call(sales.updateProposalLine, {
        params: { id: p.id, unit: twenty[0]!.id, proposalUnit: now.units[0]!.id },
        body: { price: 99.99, quantity: 3, print_price: 12.34 },
      })
    ).data;
    now = (
      await as('seller').call(sales.updateProposalUnitPrices, {
        params: { id: p.id },
        body: { units: [{ unit_id: twenty[1]!.id, price: 1234.56 }] },
      })
    ).data;
    now = (await as('seller').call(sales.removeProposalUnit, { params: { id: p.id, unit: twenty[2]!.id } })).data;
    expect(now.units).toHaveLength(19);
    now = (await as('seller').call(sales.updateProposalNotes, { params: { id: p.id }, body: { notes: 'Ver luz' } }))
      .data;
    expect(now.notes).toBe('Ver luz');
    expect(priceOnServer(now)).toEqual(priceOnDevice(now));
    const legacyUnits = (await as('seller').call(sales.legacyProposalUnits, { params: { id: p.id } })).data;
    expect(legacyUnits.map((l) => l.total)).toEqual(now.units.map((l) => l.total));
    const seg = (await as('seller').call(sales.proposalSegments, { params: { id: p.id } })).data;
    expect(seg.find((x) => x.id === segB.id)!.subtotal).toBe(
      now.units.filter((l) => l.segment_id === segB.id).reduce((sum, l) => Math.round((sum + l.total) * 100) / 100, 0),
    );
  });

  it('refuses what is wrong with the reason under its field, and hides other clients proposals', async () => {
    const bad = await failure(
      as('seller', 'en').call(sales.storeProposal, { body: { name: 'X', client_id: ids.manager! } }),
    );
    expect([bad.status, bad.errors]).toEqual([422, { client_id: ['Choose one of your customers.'] }]);
    const p = await newProposal('Errores');
    const reversed = await failure(
      as('seller', 'en').call(sales.addProposalSegment, {
        params: { id: p.id },
        body: { name: 'Mal', start_date: '2027-09-10', end_date: '2027-09-01' },
      }),
    );
    expect(reversed.errors).toEqual({ start_date: ['The start date must be on or before the end date.'] });
    const unknown = await failure(
      as('seller', 'en').call(sales.addProposalUnit, { params: { id: p.id }, body: { unit_id: 999_999 } }),
    );
    expect(unknown.errors).toEqual({ unit_id: ['Unit 999999 does not exist or is not active.'] });
    const hidden = await failure(as('agency').call(sales.showProposal, { params: { id: p.id } }));
    expect(hidden.status).toBe(404);
  });

  it('adds units by CSV with a row-level report, and by circuit', async () => {
    const p = await newProposal('Por archivo');
    const [a, b] = await mexicanUnits(2, 100);
    const csv = `sku;start_date;end_date;price\n${a!.sku};2027-08-02;2027-08-20;150,5\nNOPE-1;;;\n${b!.sku};2027-13-01;;\n`;
    const up = await as('seller', 'en').call(sales.uploadProposalUnits, {
      params: { id: p.id },
      body: { file: new File([csv], 'units.csv', { type: 'text/csv' }) },
    });
    expect(up.report.added).toBe(1);
    expect(up.report.refused.map((r) => [r.row, r.reason])).toEqual([
      [2, 'No unit has that SKU.'],
      [3, 'Invalid date (use YYYY-MM-DD).'],
    ]);
    expect(up.data.units[0]).toMatchObject({ unit_id: a!.id, price: 150.5, start_date: '2027-08-02' });
    const [withCircuit] = (await mexicanUnits(400)).filter((u) => u.circuitId !== null);
    const byCircuit = await as('seller').call(sales.addProposalUnitsByCircuit, {
      params: { id: p.id, ckto: withCircuit!.circuitId! },
      body: {},
    });
    expect(byCircuit.data.units.map((l) => l.unit_id)).toContain(withCircuit!.id);
    // each line names its circuit's id, so the editor offers "every unit of the circuit"
    expect(byCircuit.data.units.find((l) => l.unit_id === withCircuit!.id)?.unit.circuit_id).toBe(
      withCircuit!.circuitId,
    );
    const notCsv = await failure(
      as('seller', 'en').call(sales.uploadProposalUnits, {
        params: { id: p.id },
        body: { file: new File([new Uint8Array([0, 1, 2])], 'x.csv') },
      }),
    );
    expect([notCsv.status, notCsv.errors]).toEqual([422, { file: ['The file is not a text CSV (UTF-8).'] }]);
  });

  it('checks, books, refuses a unit another booking holds, and turns into a contract', async () => {
    const shared = await mexicanUnits(3, 200);
    const first = await newProposal('Primera', '2027-10-01', '2027-10-31');
    await as('seller').call(sales.addProposalUnits, {
      params: { id: first.id },
      body: { unit_ids: shared.map((u) => u.id) },
    });
    const checked = await as('seller').call(sales.checkProposal, { params: { id: first.id }, body: {} });
    expect([checked.data.status, checked.busy]).toEqual(['checked', []]);
    const booked = await as('seller', 'en').call(sales.bookProposal, { params: { id: first.id }, body: {} });
    expect(booked.data.status).toBe('booked');
    expect(booked.booking).toMatchObject({ proposal_id: first.id, status: 'open' });
    expect(booked.booking.units).toHaveLength(3);
    // a second seller proposal over the same days meets the hold
    const second = await newProposal('Segunda', '2027-10-15', '2027-11-15');
    await as('seller').call(sales.addProposalUnits, {
      params: { id: second.id },
      body: { unit_ids: [shared[0]!.id, (await mexicanUnits(1, 300))[0]!.id] },
    });
    const busy = (await as('seller').call(sales.checkProposal, { params: { id: second.id }, body: {} })).busy;
    expect(busy.map((b) => [b.unit_id, b.holder])).toEqual([[shared[0]!.id, 'Primera']]);
    const refused = await failure(as('seller', 'en').call(sales.bookProposal, { params: { id: second.id }, body: {} }));
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.errors!)).toEqual([`unit_${shared[0]!.id}`]);
    expect(refused.errors![`unit_${shared[0]!.id}`]![0]).toMatch(
      /is taken by Primera from 2027-10-15 to 2027-10-31\.$/,
    );
    const removeBooked = await failure(as('seller', 'en').call(sales.deleteProposal, { params: { id: first.id } }));
    expect([removeBooked.status, removeBooked.message]).toEqual([
      422,
      'The proposal is already a booking: remove or reject the booking before removing it.',
    ]);
    const contracted = await as('seller').call(sales.contractProposal, { params: { id: first.id }, body: {} });
    expect(contracted.data.status).toBe('contracted');
    expect(contracted.contract).toMatchObject({ status: 'contracted', units: 3, currency: 'MXN' });
    expect(contracted.contract.investment).toBeCloseTo(contracted.data.total, 2);
    const [c] = await s.db.select().from(campaigns).where(eq(campaigns.id, contracted.contract.campaign_id));
    expect(c).toMatchObject({ clientId: ids.client, status: 'contracted', proposalId: first.id });
    const [b] = await s.db.select().from(bookings).where(eq(bookings.proposalId, first.id));
    expect(b!.status).toBe('cancelled');
    expect((await as('seller').call(sales.proposalContracts, { params: { id: first.id } })).data).toHaveLength(1);
    expect((await as('client').call(sales.proposalBookings, { params: { id: first.id } })).data).toHaveLength(1);
    // the contract holds now: the second proposal still meets it
    const still = (await as('seller').call(sales.checkProposal, { params: { id: second.id }, body: {} })).busy;
    expect(still.map((x) => x.unit_id)).toEqual([shared[0]!.id]);
    const locked = await failure(
      as('seller').call(sales.updateProposalNotes, { params: { id: first.id }, body: { notes: 'x' } }),
    );
    expect(locked.status).toBe(409);
    await as('seller').call(sales.deleteProposal, { params: { id: second.id } });
    expect((await failure(as('seller').call(sales.showProposal, { params: { id: second.id } }))).status).toBe(404);
  });

  it('starts a by-package proposal with the package segments, reports POIs, attaches files typed by bytes', async () => {
    const pk = (await as('seller').call(sales.packages, { query: { per_page: 1 } })).data[0]!;
    const p = (
      await as('seller').call(sales.storeProposal, {
        body: {
          name: 'Paquete',
          client_id: ids.client!,
          start_date: '2027-12-01',
          end_date: '2027-12-15',
          package_id: pk.id,
        },
      })
    ).data;
    expect(p.segments.map((x) => x.name)).toEqual(['Segmento A', 'Segmento B']);
    expect(p.units.map((l) => l.unit_id).toSorted()).toEqual(pk.unit_ids.toSorted());
    const report = await as('client').call(sales.proposalPoisReport, { params: { id: p.id }, query: { radius: 5000 } });
    expect(report.data).toHaveLength(new Set(pk.unit_ids).size);
    const png = Uint8Array.from(
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
        'base64',
      ),
    );
    const withFile = await as('seller').call(sales.addProposalFiles, {
      params: { id: p.id },
      body: { files: [new File([png], 'plano.png', { type: 'image/png' })] },
    });
    expect(withFile.data.files.map((f) => f.name)).toEqual(['plano.png']);
    const svg = await failure(
      as('seller').call(sales.addProposalFiles, {
        params: { id: p.id },
        body: { files: [new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'], 'x.svg')] },
      }),
    );
    expect(svg.status).toBe(422);
  });
});
