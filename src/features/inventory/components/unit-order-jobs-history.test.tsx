/**
 * A unit's order-job history as its own screen (product.md §2 "units/{id}/order-jobs-history"): one h1 naming the
 * unit from the device, the jobs in words with technician and campaign from the mirror, pages, the empty state,
 * and offline: a page never read says it needs a connection, a page read before opens from the device.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CampaignRow } from '#src/sync/index.ts';
import { orderJobRow } from '#src/sync/testing/fixtures.ts';
import { createFakeApi, offline, type FakeApi } from '#src/sync/testing/fake-api.ts';
import { renderScreen } from '#src/ui/testing/render-screen.tsx';
import { unitRow } from '#src/ui/testing/unit-fixtures.ts';
import { UnitOrderJobsHistoryPage } from './unit-order-jobs-history.tsx';

const STUBS = ['/dashboard/units/$id', '/dashboard/order-jobs/$id'];

const job = (id: number, over: Record<string, unknown> = {}) => ({
  order_job_id: id,
  kind: 'installation',
  status: 'finished',
  scheduled_date: '2027-03-05',
  finished_at: null,
  photos: [],
  ...over,
});

function serve(api: FakeApi, pages: ReturnType<typeof job>[][]) {
  api.on('units.orderJobsHistory', (input) => {
    const page = Number((input.query as { page?: number }).page ?? 1);
    return {
      data: pages[page - 1] ?? [],
      meta: { current_page: page, last_page: pages.length || 1, per_page: 20, total: pages.flat().length },
    };
  });
}

describe('unit order-jobs history', () => {
  it('lists the jobs with technician and campaign from the device, a page at a time', async () => {
    const api = createFakeApi();
    serve(api, [[job(31, { kind: 'maintenance', status: 'in_progress' }), job(32)], [job(20)]]);
    const { user } = await renderScreen(() => <UnitOrderJobsHistoryPage id={9} />, {
      api,
      stubs: STUBS,
      seed: async (db) => {
        await db.units.put(unitRow(9, { title: 'Valla Reforma', sku: 'VR-9' }));
        await db.orderJobs.put(orderJobRow(31, [], { campaign_id: 4, technician: { id: 7, name: 'Ana Pérez' } }));
        await db.campaigns.put({ id: 4, name: 'Verano 2027' } as CampaignRow);
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order-jobs history of Valla Reforma (VR-9)' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const table = await screen.findByRole('table');
    const first = within(table).getByRole('link', { name: 'Order job 31' }).closest('tr')!;
    expect(within(first).getByText('05/03/2027')).toBeTruthy();
    expect(within(first).getByText('Maintenance')).toBeTruthy();
    expect(within(first).getByText('In progress')).toBeTruthy();
    expect(await within(first).findByText('Ana Pérez')).toBeTruthy();
    expect(within(first).getByText('Verano 2027')).toBeTruthy();
    expect(within(first).getByText('0 photos')).toBeTruthy();
    // job 32 is not on this device: no technician or campaign is guessed
    const second = within(table).getByRole('link', { name: 'Order job 32' }).closest('tr')!;
    expect(within(second).getAllByText('Not on this device')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Back to the unit' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /page 2/i }));
    expect(await screen.findByRole('link', { name: 'Order job 20' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Order job 31' })).toBeNull();
  });

  it('says when the unit has no order jobs yet', async () => {
    const api = createFakeApi();
    serve(api, []);
    await renderScreen(() => <UnitOrderJobsHistoryPage id={9} />, { api, stubs: STUBS });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order-jobs history of Unit 9' })).toBeTruthy();
    expect(await screen.findByText('No order jobs for this unit yet.')).toBeTruthy();
  });

  it('offline: a page never read needs a connection; a page read before opens from the device', async () => {
    const api = createFakeApi();
    api.script('units.orderJobsHistory', offline());
    const first = await renderScreen(() => <UnitOrderJobsHistoryPage id={9} />, {
      api,
      stubs: STUBS,
      online: false,
      accountId: 'history-offline',
    });
    expect(await screen.findByText(/needs a connection/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    first.close();

    serve(api, [[job(31)]]);
    const second = await renderScreen(() => <UnitOrderJobsHistoryPage id={9} />, {
      api,
      stubs: STUBS,
      accountId: 'history-offline',
    });
    expect(await screen.findByRole('link', { name: 'Order job 31' })).toBeTruthy();
    second.close();

    api.script('units.orderJobsHistory', offline());
    await renderScreen(() => <UnitOrderJobsHistoryPage id={9} />, {
      api,
      stubs: STUBS,
      online: false,
      accountId: 'history-offline',
    });
    expect(await screen.findByRole('link', { name: 'Order job 31' })).toBeTruthy();
  });
});
