/**
 * The dashboard home (issue 15 "Offline home"): counts of what the device mirrors come from the
 * device (so they show offline), today's routes are links, the artwork count is a server read that
 * says it needs a connection until Retry; a card shows only with its permission.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Temporal } from 'temporal-polyfill';
import { createFakeApi, offline } from '#src/sync/testing/fake-api.ts';
import { orderJobRow, routeRow } from '#src/sync/testing/fixtures.ts';
import { renderScreen } from '#src/ui/testing/render-screen.tsx';
import type { PautaDb } from '#src/sync/index.ts';
import { HomePage } from './home-page.tsx';

// the greeting's server text (GET /translations) is not what this test is about
vi.mock('#src/i18n/server-translations.ts', () => ({ useServerText: () => ({ text: () => '' }) }));

const page = (total: number) => ({
  data: [],
  meta: { current_page: 1, last_page: 1, per_page: 1, total, server_time: '2026-11-02T10:00:00.000Z' },
});

async function seedFieldWork(db: PautaDb): Promise<void> {
  const today = Temporal.Now.plainDateISO().toString();
  await db.routes.bulkPut([
    routeRow(11, { date: today, stops_count: 1 }),
    routeRow(12, { date: today, status: 'in_progress' }),
    routeRow(13, { date: '2026-01-05', status: 'finished' }),
  ]);
  await db.orderJobs.bulkPut([
    orderJobRow(1, [], { status: 'pending' }),
    orderJobRow(2, [], { status: 'in_progress' }),
    orderJobRow(3, [], { status: 'finished' }),
  ]);
  const pulled = { lastPulledAt: Date.UTC(2026, 10, 24, 7) };
  await db.syncState.bulkPut([
    { collection: 'routes', ...pulled },
    { collection: 'orderJobs', ...pulled },
  ]);
}

describe('home page', () => {
  it("counts what the device holds with no network, and lists today's routes as links", async () => {
    const api = createFakeApi();
    const permissions = ['browse_routes', 'browse_order_jobs'];
    await renderScreen(() => <HomePage profile={{ name: 'Rosa', permissions }} />, {
      api,
      permissions,
      online: false,
      seed: seedFieldWork,
      stubs: ['/dashboard/routes/$id'],
    });
    expect(await within(screen.getByTestId('card-routes-today')).findByText('2')).toBeTruthy();
    expect(within(screen.getByTestId('card-routes-pending')).getByText('1')).toBeTruthy();
    expect(within(screen.getByTestId('card-order-jobs')).getByText('2')).toBeTruthy();
    const today = screen.getByTestId('today-routes');
    expect(within(today).getByRole('link', { name: 'Route 11' }).getAttribute('href')).toBe('/dashboard/routes/11');
    expect(within(today).getByText(/1 stop · Pending/)).toBeTruthy();
    expect(within(today).getByText(/3 stops · In progress/)).toBeTruthy();
    expect(screen.getByTestId('home-offline').textContent).toMatch(/comes from this device/);
    expect(screen.queryByText('Needs a connection')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('reads the artwork count from the server: needs a connection until Retry; no card without its permission', async () => {
    const api = createFakeApi();
    api.on('art.provider.campaigns', () => page(4));
    api.script('art.provider.campaigns', offline());
    const permissions = ['art.provider.*'];
    const { user } = await renderScreen(() => <HomePage profile={{ name: 'Rosa', permissions }} />, {
      api,
      permissions,
    });
    expect(await within(screen.getByTestId('card-art-review')).findByText('Needs a connection')).toBeTruthy();
    expect(screen.queryByTestId('card-units')).toBeNull();
    expect(screen.queryByTestId('today-routes')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(screen.getByTestId('card-art-review')).findByText('4')).toBeTruthy();
  });
});
