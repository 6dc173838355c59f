/**
 * The proposal screens on the device (issue 16): the list shows each proposal with its total in its currency; in
 * the editor, offline, a segment price changed reprices the lines and the total at once and waits in the outbox; a
 * booking the server refuses flags each busy unit under its line with the server's reason, and Replace swaps it for
 * another unit in the same segment (queued), then a new booking drops the old refusal.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '#src/api/errors.ts';
import { createFakeApi, offline } from '#src/sync/testing/fake-api.ts';
import type { Proposal } from '#src/api/contract/sales.ts';
import { renderScreen } from '#src/ui/testing/render-screen.tsx';
import { salesMutations } from '../mutations.ts';
import { reprice } from '../mutations/proposals.ts';
import { makeLine, makeProposal, makeSegment } from '../testing/fixtures.ts';
import { ProposalEditor } from './proposal-editor.tsx';
import { ProposalsPage } from './proposals-page.tsx';

const line = (i: number, segment: number) => makeLine(i, { segment_id: segment }, { title: `Valla ${i}` });

const proposal = (id: number, name: string): Proposal =>
  makeProposal({
    id,
    name,
    segments: [makeSegment(1, 'Norte'), makeSegment(2, 'Sur')],
    units: [line(1, 1), line(2, 1), line(3, 2)],
  });

describe('proposal screens', () => {
  it('lists proposals with their totals in their currency', async () => {
    await renderScreen(() => <ProposalsPage />, {
      online: false,
      seed: (db) => db.proposals.bulkPut([proposal(1, 'Lanzamiento'), proposal(2, 'Navidad')]),
      stubs: ['/dashboard/proposals/$id', '/dashboard/proposals/create'],
    });
    const list = await screen.findByRole('list', { name: 'Proposals' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getAllByText('MXN 3.000,00')).toHaveLength(2);
    expect(within(list).getByText('Navidad')).toBeTruthy();
  });

  it('reprices at once offline when a segment price changes, and queues the change', async () => {
    const { engine, user } = await renderScreen(() => <ProposalEditor id={1} />, {
      online: false,
      mutations: salesMutations,
      permissions: ['campaigns.*'],
      seed: (db) => db.proposals.put(proposal(1, 'Lanzamiento')),
      stubs: ['/proposals/$id/photografic', '/proposals/$id/pois', '/dashboard/proposals'],
    });
    await screen.findByRole('heading', { name: 'Lanzamiento' });
    expect(within(screen.getByTestId('proposal-total')).getByText('MXN 3.000,00')).toBeTruthy();
    const price = screen.getByRole('textbox', { name: 'Price per day of segment Sur' });
    await user.type(price, '250{Enter}');
    await waitFor(() => expect(within(screen.getByTestId('proposal-total')).getByText('MXN 4.500,00')).toBeTruthy());
    const sur = screen.getByRole('region', { name: 'Sur' });
    expect(within(sur).getByText('Segment price applies')).toBeTruthy();
    const queued = await engine.db.outbox.toArray();
    expect(queued.map((e) => e.name)).toEqual(['proposals.segmentPrices']);
    expect(await screen.findByTestId('queued-action')).toBeTruthy();
  });

  it("a segment's end changed right after its start keeps both: the second action does not send the old start", async () => {
    const dated = makeProposal({
      id: 1,
      name: 'Lanzamiento',
      segments: [makeSegment(1, 'Norte', { start_date: '2027-03-01', end_date: '2027-03-31' }), makeSegment(2, 'Sur')],
      units: [line(1, 1), line(3, 2)],
    });
    const { engine } = await renderScreen(() => <ProposalEditor id={1} />, {
      online: false,
      mutations: salesMutations,
      permissions: ['campaigns.*'],
      seed: (db) => db.proposals.put(dated),
      stubs: ['/proposals/$id/photografic', '/proposals/$id/pois', '/dashboard/proposals'],
    });
    await screen.findByRole('heading', { name: 'Lanzamiento' });
    const start = screen.getByLabelText('Start of segment Norte');
    const end = screen.getByLabelText('End of segment Norte');
    // both committed in one go, before the first one's local write renders the header again
    fireEvent.change(start, { target: { value: '2027-03-05' } });
    fireEvent.blur(start);
    fireEvent.change(end, { target: { value: '2027-03-20' } });
    fireEvent.blur(end);
    await waitFor(async () => {
      const queued = await engine.db.outbox.orderBy('seq').toArray();
      expect(queued.map((e) => e.args)).toMatchObject([
        { segmentId: 1, start_date: '2027-03-05', end_date: '2027-03-31' },
        { segmentId: 1, start_date: '2027-03-05', end_date: '2027-03-20' },
      ]);
    });
    await waitFor(async () =>
      expect((await engine.db.proposals.get(1))?.segments[0]).toMatchObject({
        start_date: '2027-03-05',
        end_date: '2027-03-20',
      }),
    );
  });

  it('flags the units a refused booking names, with the reason and Replace', async () => {
    const api = createFakeApi();
    api.on('proposals.book', () => {
      throw new ApiError({
        type: 'validation',
        status: 422,
        message: '1 unit is held by others.',
        errors: { unit_102: ['Valla 2 is held by Reserva Norte from 2027-03-01 to 2027-03-10.'] },
      });
    });
    api.on('availability.adMedia', () => ({
      data: [
        {
          id: 900,
          title: 'Mupi Juárez',
          sku: 'MX-900',
          address: 'Av. Juárez',
          media_type: { id: 1, name: 'Vallas' },
          provider: { id: 1, name: 'Medios' },
          country_id: 10,
        },
      ],
      meta: { current_page: 1, last_page: 1, per_page: 8, total: 1 },
    }));
    // a refusal re-reads the proposal (the server still has it, unchanged)
    api.on('proposals.show', () => ({ data: proposal(1, 'Lanzamiento') }));
    // the swap waits in the outbox (no connection for those two calls)
    api.on('proposals.removeUnit', () => {
      throw offline();
    });
    api.on('proposals.addUnits', () => {
      throw offline();
    });
    const { engine, user } = await renderScreen(() => <ProposalEditor id={1} />, {
      api,
      mutations: salesMutations,
      permissions: ['campaigns.*'],
      seed: (db) => db.proposals.put(proposal(1, 'Lanzamiento')),
      stubs: ['/proposals/$id/photografic', '/proposals/$id/pois', '/dashboard/proposals'],
    });
    await screen.findByRole('heading', { name: 'Lanzamiento' });
    await user.click(screen.getByRole('button', { name: 'Make booking' }));
    const flagged = await screen.findByText('Valla 2 could not be held', {}, { timeout: 10_000 });
    const row = flagged.closest('tr')!;
    expect(row.getAttribute('data-conflict-unit')).toBe('102');
    expect(within(row).getByText('Valla 2 is held by Reserva Norte from 2027-03-01 to 2027-03-10.')).toBeTruthy();
    expect(document.querySelector('tr[data-unit-id="101"][data-conflict]')).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Replace Valla 2' }));
    await user.type(await screen.findByRole('searchbox', { name: /^A unit to replace Valla 2/ }), 'Mupi');
    await user.click(await screen.findByRole('button', { name: 'Choose Mupi Juárez' }, { timeout: 10_000 }));
    await user.click(screen.getByRole('button', { name: 'Use it instead' }));
    await waitFor(() => expect(document.querySelector('tr[data-unit-id="102"]')).toBeNull());
    const queued = (await engine.db.outbox.orderBy('seq').toArray()).filter((e) => e.status === 'pending');
    expect(queued.map((e) => [e.name, e.args])).toEqual([
      ['proposals.removeUnit', expect.objectContaining({ unitId: 102 })],
      ['proposals.addUnits', expect.objectContaining({ unitIds: [900], segmentId: 1 })],
    ]);

    // booking again drops the old refusal first
    const refused = (await engine.db.outbox.toArray()).filter((e) => e.name === 'proposals.book');
    expect(refused).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Make booking' }));
    await waitFor(async () =>
      expect((await engine.db.outbox.toArray()).some((e) => e.id === refused[0]!.id)).toBe(false),
    );
  });

  it('queues every unit of a circuit the proposal already uses', async () => {
    const withCircuit = proposal(1, 'Lanzamiento');
    withCircuit.units[0]!.unit = { ...withCircuit.units[0]!.unit, circuit: 'Circuito Reforma', circuit_id: 40 };
    const { engine, user } = await renderScreen(() => <ProposalEditor id={1} />, {
      online: false,
      mutations: salesMutations,
      permissions: ['campaigns.*'],
      seed: (db) => db.proposals.put(withCircuit),
      stubs: ['/proposals/$id/photografic', '/proposals/$id/pois', '/dashboard/proposals'],
    });
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Circuit whose units to add' }),
      'Circuito Reforma',
    );
    await user.click(screen.getByRole('button', { name: 'Add every unit of the circuit' }));
    await waitFor(async () => {
      const [entry] = await engine.db.outbox.toArray();
      expect(entry?.name).toBe('proposals.addUnitsByCkto');
      expect(entry!.args).toMatchObject({ proposalId: 1, circuitId: 40 });
    });
  });

  it('makes one segment per media type for the lines without one (online), and says so offline', async () => {
    const api = createFakeApi();
    const loose = proposal(1, 'Lanzamiento');
    loose.units = [...loose.units, { ...line(4, 1), segment_id: null }];
    const made = reprice({
      ...loose,
      segments: [
        ...loose.segments,
        { id: 3, name: 'Vallas', start_date: null, end_date: null, price: null, position: 2, subtotal: 0 },
      ],
      units: loose.units.map((l) => (l.segment_id === null ? { ...l, segment_id: 3 } : l)),
    });
    let online = false;
    api.on('proposals.makeSegments', () => {
      if (!online) throw offline();
      return { data: made.segments };
    });
    api.on('proposals.show', () => ({ data: made }));
    const { engine, user } = await renderScreen(() => <ProposalEditor id={1} />, {
      api,
      mutations: salesMutations,
      permissions: ['campaigns.*'],
      seed: (db) => db.proposals.put(reprice(loose)),
      stubs: ['/proposals/$id/photografic', '/proposals/$id/pois', '/dashboard/proposals'],
    });
    await user.click(await screen.findByRole('button', { name: 'One segment per media type' }));
    expect(await screen.findByText('Making segments needs a connection.')).toBeTruthy();
    online = true;
    await user.click(screen.getByRole('button', { name: 'One segment per media type' }));
    expect(await screen.findByRole('region', { name: 'Vallas' })).toBeTruthy();
    expect((await engine.db.proposals.get(1))?.units.every((l) => l.segment_id !== null)).toBe(true);
    expect(screen.queryByRole('button', { name: 'One segment per media type' })).toBeNull();
  });
});
