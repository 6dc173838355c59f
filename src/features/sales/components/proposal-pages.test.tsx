/**
 * The proposal's other pages on the device (issue 16; product.md §2 proposals: detail, mediaplan, make-reservation,
 * make-contracts, by-package): offline, the summary and the media plan read the mirror (lines by media type with
 * their subtotals in the proposal's currency); the booking step queues the booking and shows it waiting; a package
 * card's units are added to the proposal as one queued change; a CSV of units reports its refused rows, and offline
 * it says a connection is needed with the file kept.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Proposal, SalesPackage } from '#src/api/contract/sales.ts';
import { createFakeApi, offline } from '#src/sync/testing/fake-api.ts';
import { renderScreen } from '#src/ui/testing/render-screen.tsx';
import { salesMutations } from '../mutations.ts';
import { makeLine, makeProposal, makeSegment } from '../testing/fixtures.ts';
import { AddPackagePage } from './package-cards.tsx';
import { MakeReservationPage } from './proposal-decide.tsx';
import { MediaPlanPage, ProposalDetailPage } from './proposal-summary.tsx';
import { ProposalUploads } from './proposal-uploads.tsx';

const line = (i: number, mediaType: string) =>
  makeLine(
    i,
    { segment_id: i <= 2 ? 1 : null, print_price: 50 },
    { media_type: { id: mediaType === 'Vallas' ? 1 : 2, name: mediaType } },
  );

const proposal: Proposal = makeProposal({
  id: 7,
  name: 'Temporada alta',
  status: 'checked',
  notes: 'Caras iluminadas.',
  segments: [makeSegment(1, 'Norte')],
  units: [line(1, 'Vallas'), line(2, 'Pantallas'), line(3, 'Vallas')],
});
const stubs = [
  '/dashboard/proposals',
  '/dashboard/proposals/$id',
  '/dashboard/proposals/detail',
  '/dashboard/proposals/mediaplan',
  '/dashboard/proposals/make-reservation',
  '/dashboard/proposals/make-contracts',
  '/proposals/$id/photografic',
  '/dashboard/bookings/$id',
];

describe('proposal pages', () => {
  it('shows the summary and the media plan by media type from the device, offline', async () => {
    await renderScreen(() => <ProposalDetailPage id={7} />, {
      online: false,
      seed: (db) => db.proposals.put(proposal),
      stubs,
    });
    await screen.findByRole('heading', { name: 'Temporada alta', level: 1 });
    // 3 lines of 100 × 10 days + 50 print
    expect(within(screen.getByTestId('proposal-total')).getByText('MXN 3.150,00')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Norte' })).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('Caras iluminadas.')).toBeTruthy();
  });

  it('groups the media plan by media type with subtotals', async () => {
    await renderScreen(() => <MediaPlanPage id={7} />, {
      online: false,
      seed: (db) => db.proposals.put(proposal),
      stubs,
    });
    const vallas = await screen.findByRole('region', { name: 'Vallas' });
    expect(within(vallas).getByText('MXN 2.100,00')).toBeTruthy();
    expect(within(within(vallas).getByRole('table')).getAllByRole('row')).toHaveLength(3);
    expect(within(screen.getByRole('region', { name: 'Pantallas' })).getAllByText('MXN 1.050,00')).toHaveLength(2);
  });

  it('queues the booking from the booking step and shows it waiting', async () => {
    const { engine, user } = await renderScreen(() => <MakeReservationPage id={7} />, {
      online: false,
      mutations: salesMutations,
      permissions: ['campaigns.*'],
      seed: (db) => db.proposals.put(proposal),
      stubs,
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm the booking' }));
    await waitFor(async () =>
      expect((await engine.db.outbox.toArray()).map((e) => e.name)).toEqual(['proposals.book']),
    );
    expect(await screen.findByTestId('queued-action')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm the booking' })).toHaveProperty('disabled', true);
  });

  it('adds the units of a chosen package card that the proposal lacks', async () => {
    const api = createFakeApi();
    const pkg: SalesPackage = {
      id: 3,
      name: 'Paquete Centro',
      country_id: 10,
      media_type_id: 1,
      value: 30_000,
      currency: 'MXN',
      duration: 30,
      unit_ids: [101, 150, 151],
      segments: [],
    };
    api.on('packages.list', () => ({ data: [pkg], meta: { current_page: 1, last_page: 1, per_page: 200, total: 1 } }));
    api.on('proposals.addUnits', () => new Promise(() => {}));
    const { engine, user } = await renderScreen(() => <AddPackagePage id={7} />, {
      api,
      mutations: salesMutations,
      permissions: ['campaigns.*'],
      seed: (db) => db.proposals.put(proposal),
      stubs,
    });
    const card = await screen.findByText('Paquete Centro', {}, { timeout: 10_000 });
    expect(screen.getByText('MXN 30.000,00 · MXN 1.000,00 per day')).toBeTruthy();
    await user.click(card);
    await user.click(screen.getByRole('button', { name: 'Add 2 units' }));
    await waitFor(async () => {
      const [entry] = await engine.db.outbox.toArray();
      expect(entry?.name).toBe('proposals.addUnits');
      expect((entry!.args as { unitIds: number[] }).unitIds).toEqual([150, 151]);
    });
  });

  it('adds units from a CSV with a report of the refused rows; offline it says so and keeps the file', async () => {
    const api = createFakeApi();
    let calls = 0;
    api.on('proposals.uploadUnits', () => {
      calls += 1;
      if (calls === 1) throw offline();
      return {
        data: { ...proposal, units: [...proposal.units, line(4, 'Vallas')] },
        report: { added: 1, refused: [{ row: 3, sku: 'MX-404', reason: 'No unit has this SKU.' }] },
        message: 'ok',
      };
    });
    const { engine, user } = await renderScreen(() => <ProposalUploads p={proposal} />, {
      api,
      seed: (db) => db.proposals.put(proposal),
    });
    const csv = new File(['sku\nMX-4\nMX-404\n'], 'unidades.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText(/^CSV with a sku/), csv);
    await user.click(screen.getByRole('button', { name: 'Add the units of the file' }));
    expect(await screen.findByText(/needs a connection/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add the units of the file' }));
    const refused = await screen.findByRole('table', { name: 'Refused rows' });
    expect(within(refused).getByText('No unit has this SKU.')).toBeTruthy();
    expect(screen.getByText(/1 unit added\./)).toBeTruthy();
    expect((await engine.db.proposals.get(7))?.units).toHaveLength(4);
  });
});
