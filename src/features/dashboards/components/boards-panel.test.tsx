/**
 * The boards on the home (issue 18 "Dashboards"): the eight boards drawn with their tables, the filters sent as the
 * boards' query (teams named by the active-customers board), and offline after a reload each board shows its kept
 * answer saying when it was loaded.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, offline, type FakeApi } from '#src/sync/testing/fake-api.ts';
import { nextAccountId } from '#src/sync/testing/fixtures.ts';
import { renderScreen } from '#src/ui/testing/render-screen.tsx';
import { BOARDS } from '../api/boards.ts';
import { BoardsPanel } from './boards-panel.tsx';

function board(title: string) {
  return {
    data: {
      title,
      keys: [7, 0],
      labels: ['Equipo de Vendedor Demo', 'Sin equipo'],
      series: [
        { key: 'billing', name: 'Facturación', unit: 'money', currency: 'MXN', values: [1500.25, 20], total: 1520.25 },
        { key: 'active_customers', name: 'Clientes activos', unit: 'count', currency: null, values: [3, 1], total: 4 },
        { key: 'customers', name: 'Clientes', unit: 'count', currency: null, values: [5, 2], total: 7 },
        { key: 'occupancy', name: 'Ocupación', unit: 'percent', currency: null, values: [12.5, 0], total: null },
      ],
      filters: { from: '2025-11-03', to: '2026-11-02', team: null, media_type: null, currency: 'MXN' },
      currencies: ['MXN', 'COP'],
    },
  };
}

const names = BOARDS.map((b) => b.endpoint.name);
function serve(api: FakeApi) {
  for (const name of names) api.on(name, () => board(name));
}

describe('boards panel', () => {
  it('draws the eight boards, each with its table; the filters go to every board', async () => {
    const api = createFakeApi();
    serve(api);
    const { user } = await renderScreen(() => <BoardsPanel />, { api, permissions: ['dashboards.browse'] });
    await waitFor(() => expect(screen.getAllByTestId('chart-view')).toHaveLength(8));
    const billing = screen.getByTestId('board-billing-media-type');
    const table = within(billing).getByTestId('chart-table');
    expect(within(table).getByText('MXN 1.500,25')).toBeTruthy();
    expect(within(table).getByText('12,50 %')).toBeTruthy();
    expect(within(table).getByText('MXN 1.520,25')).toBeTruthy();
    expect(
      names.every((n) => api.callsTo(n)[0]!.input.query && Object.keys(api.callsTo(n)[0]!.input.query!).length === 0),
    ).toBe(true);

    await user.selectOptions(screen.getByLabelText('Team'), 'Equipo de Vendedor Demo');
    await user.selectOptions(screen.getByLabelText('Media type'), 'Paraderos');
    await user.selectOptions(screen.getByLabelText('Currency'), 'COP');
    await waitFor(() =>
      expect(api.callsTo('dashboards.ticketsByCustomers').at(-1)!.input.query).toEqual({
        team: 7,
        media_type: 3,
        currency: 'COP',
      }),
    );
  });

  it('after a reload with no connection, each board shows its kept answer saying when', async () => {
    const accountId = nextAccountId();
    const api = createFakeApi();
    serve(api);
    const first = await renderScreen(() => <BoardsPanel />, { api, accountId, permissions: ['dashboards.browse'] });
    await waitFor(() => expect(screen.getAllByTestId('chart-view')).toHaveLength(8));
    await waitFor(async () => expect(await first.engine.db.serverReads.count()).toBeGreaterThanOrEqual(8));
    first.close();

    const down = createFakeApi();
    for (const name of names) down.script(name, ...Array.from({ length: 5 }, () => offline()));
    await renderScreen(() => <BoardsPanel />, {
      api: down,
      accountId,
      online: false,
      permissions: ['dashboards.browse'],
    });
    await waitFor(() => expect(screen.getAllByTestId('chart-view')).toHaveLength(8));
    await waitFor(() =>
      expect(screen.getAllByText(/^No connection: showing the board as loaded on \d{2}\/\d{2}\/\d{4}/)).toHaveLength(8),
    );
  });
});
