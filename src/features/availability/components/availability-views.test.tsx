/**
 * The other availability screens (product.md §2 availability/dashboard, media-availability, availability/{id}/
 * contracts and /bookings, availability/temporary; §9 unused-units always sends unused=1, dates DD/MM/YYYY, money
 * with 2 decimals): the charts read with the filters and drawn as charts with their tables; the unused units list
 * sends `unused=1`; a unit's contract lines and bookings show money in their currency and dates DD/MM/YYYY; the
 * temporary holds read the busy units of the caller's role and list each held period.
 * Chart.js needs a canvas: the chart's canvas is replaced by a stub (its table is the shared one).
 */
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ViewFilters } from '../model/filters.ts';
import { gridRow, gridServer, mediaTypeChart } from '../testing/fixtures.ts';
import { renderAvailability } from '../testing/render-availability.tsx';
import { AvailabilityDashboardPage } from './availability-dashboard-page.tsx';
import { MediaAvailabilityPage } from './media-availability-page.tsx';
import { TemporaryPage } from './temporary-page.tsx';
import { UnitBookingsPage, UnitContractsPage } from './unit-holdings-pages.tsx';

vi.mock('#src/ui/chart/chart-canvas.tsx', () => ({
  default: ({ series }: { series: readonly { key: string }[] }) => (
    <div data-testid="chart-canvas" data-series={series.map((s) => s.key).join(',')} />
  ),
}));

const RANGE = { from: '2027-03-01', to: '2027-03-30' };
const CHARTS = [
  'availabilityViews.byMediaType',
  'availabilityViews.unusedMediaTypes',
  'availabilityViews.unitsByMediaType',
  'availabilityViews.customersByMediaType',
  'availabilityViews.customersByOperator',
];

function withFilters(Page: typeof AvailabilityDashboardPage, initial: ViewFilters) {
  return function Screen() {
    const [filters, setFilters] = useState<ViewFilters>(initial);
    return <Page filters={filters} onFiltersChange={setFilters} />;
  };
}

describe('availability views', () => {
  it('draws the five charts for the filters, each with its table', async () => {
    const Screen = withFilters(AvailabilityDashboardPage, { ...RANGE, media_type: 1 });
    const { api } = await renderAvailability(() => <Screen />, {
      prepare: (a) => CHARTS.forEach((name) => a.on(name, () => mediaTypeChart(name))),
    });
    await waitFor(() => expect(screen.getAllByTestId('chart-view')).toHaveLength(5));
    for (const name of CHARTS) expect(api.callsTo(name)[0]!.input.query).toEqual({ ...RANGE, media_type: 1 });
    const byType = screen.getByRole('group', { name: 'availabilityViews.byMediaType' });
    expect((await within(byType).findByTestId('chart-canvas')).dataset.series).toBe('free,held,busy');
    const table = within(byType).getByTestId('chart-table');
    expect(within(table).getByRole('rowheader', { name: 'Paraderos' })).toBeTruthy();
    expect(within(table).getByText('42')).toBeTruthy();
  });

  it('lists the unused units, always asking with unused=1, beside availability per media type', async () => {
    const Screen = withFilters(MediaAvailabilityPage, RANGE);
    const { api } = await renderAvailability(() => <Screen />, {
      prepare: (a) => {
        a.on('availabilityViews.byMediaType', () => mediaTypeChart('Availability by media type'));
        a.on('availabilityViews.adMediaUnused', () => ({
          data: [gridRow(4, 'f'.repeat(30), { title: 'Paradero Insurgentes', price: 1234.5 })],
          meta: { current_page: 1, last_page: 1, per_page: 50, total: 1 },
          range: { ...RANGE, days: 30 },
        }));
      },
    });
    const row = (await screen.findByText('Paradero Insurgentes')).closest('tr') as HTMLElement;
    expect(within(row).getByText('MXN 1.234,50')).toBeTruthy();
    expect(within(row).getByText('30 free days')).toBeTruthy();
    expect(api.callsTo('availabilityViews.adMediaUnused').every((c) => c.input.query?.unused === 1)).toBe(true);
    expect(api.callsTo('availabilityViews.adMediaUnused')[0]!.input.query).toMatchObject({
      ...RANGE,
      unused: 1,
      page: 1,
    });
    expect(screen.getByTestId('unused-count').textContent).toBe('1 unused unit');
    expect(await screen.findByRole('group', { name: 'Availability by media type' })).toBeTruthy();
  });

  it('shows a unit’s contract lines with money in their currency and dates DD/MM/YYYY', async () => {
    const { api } = await renderAvailability(() => <UnitContractsPage id={9} />, {
      prepare: (a) => {
        a.on('availabilityViews.unitPrint', () => ({
          data: [gridRow(9, 'ffbbbfffff', { title: 'Valla Periférico', currency: 'COP' })],
          meta: { current_page: 1, last_page: 1, per_page: 1, total: 1 },
          range: { from: '2027-03-01', to: '2027-03-10', days: 10 },
        }));
        a.on('availabilityViews.unitContracts', () => ({
          data: [
            {
              contract_id: 31,
              status: 'approved',
              reference: 'OC-2027-31',
              campaign_id: 5,
              campaign_name: 'Verano',
              client_id: 2,
              client_name: 'Cliente Demo',
              owner_name: 'Vendedora Demo',
              start_date: '2027-03-03',
              end_date: '2027-03-05',
              days: 3,
              spots: 2,
              price: 1000,
              print_price: 250.5,
              total: 6501,
              currency: 'COP',
              holds: true,
            },
          ],
        }));
      },
    });
    const table = await screen.findByTestId('unit-contracts');
    expect(await screen.findByRole('heading', { name: 'Contracts of Valla Periférico' })).toBeTruthy();
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'OC-2027-31' }).getAttribute('href')).toBe('/dashboard/contracts/31');
    expect(within(row).getByText('03/03/2027 – 05/03/2027')).toBeTruthy();
    expect(within(row).getByText('COP 1.000,00')).toBeTruthy();
    expect(within(row).getByText('COP 250,50')).toBeTruthy();
    expect(within(row).getByText('COP 6.501,00')).toBeTruthy();
    expect(within(row).getByText('Approved')).toBeTruthy();
    expect(within(row).getByText('Makes it busy')).toBeTruthy();
    expect(api.callsTo('availabilityViews.unitContracts')[0]!.input.params).toEqual({ id: 9 });
    expect(api.callsTo('availabilityViews.unitPrint')[0]!.input.query).toMatchObject({ ids: '9', per_page: 1 });
    expect(screen.getByRole('link', { name: 'Bookings' }).getAttribute('href')).toBe(
      '/dashboard/availability/9/bookings',
    );
  });

  it('shows the bookings holding a unit, priced in the unit’s currency', async () => {
    await renderAvailability(() => <UnitBookingsPage id={9} />, {
      prepare: (a) => {
        a.on('availabilityViews.unitPrint', () => ({
          data: [gridRow(9, 'hhfff', { title: 'Valla Periférico', currency: 'COP' })],
          meta: { current_page: 1, last_page: 1, per_page: 1, total: 1 },
          range: { from: '2027-03-01', to: '2027-03-05', days: 5 },
        }));
        a.on('units.bookings', () => ({
          data: [
            {
              campaign_id: 12,
              campaign_name: 'Lanzamiento',
              client: 'Agencia Sur',
              status: 'reserved',
              start_date: '2027-03-01',
              end_date: '2027-03-02',
              spots_used: 1,
              price: 800,
              bought_at: null,
            },
          ],
        }));
      },
    });
    const table = await screen.findByTestId('unit-bookings');
    const row = within(table).getAllByRole('row')[1]!;
    await waitFor(() => expect(within(row).getByText('COP 800,00')).toBeTruthy());
    expect(within(row).getByText('01/03/2027 – 02/03/2027')).toBeTruthy();
    expect(within(row).getByText('Agencia Sur')).toBeTruthy();
    expect(within(row).getByText('Reserved')).toBeTruthy();
  });

  it('lists the temporary holds of the caller’s role, each held period dated', async () => {
    function Screen() {
      const [filters, setFilters] = useState<ViewFilters>(RANGE);
      return (
        <TemporaryPage
          roles={[{ value: 'provider', name: 'Proveedor' }]}
          filters={filters}
          onFiltersChange={setFilters}
        />
      );
    }
    const { api } = await renderAvailability(() => <Screen />, {
      prepare: (a) =>
        a.on(
          'availabilityViews.busyUnitPrint',
          gridServer(2, (id, n) =>
            id === 1
              ? gridRow(1, `hhh${'f'.repeat(4)}h${'f'.repeat(n - 8)}`, { title: 'Pantalla Norte' })
              : gridRow(2, `bb${'f'.repeat(n - 2)}`, { title: 'Valla Contratada' }),
          ),
        ),
    });
    const row = (await screen.findByText('Pantalla Norte')).closest('tr') as HTMLElement;
    const periods = within(row).getByRole('list', { name: 'Held periods of Pantalla Norte' });
    expect(
      within(periods)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['01/03/2027 – 03/03/2027 (3 days)', '08/03/2027 (1 day)']);
    // busy with contracts only: left out unless asked for
    expect(screen.queryByText('Valla Contratada')).toBeNull();
    screen.getByRole('checkbox', { name: 'Only units with held days' }).click();
    expect(await screen.findByText('Valla Contratada')).toBeTruthy();
    expect(api.callsTo('availabilityViews.busyUnitPrint')[0]!.input).toMatchObject({
      params: { rol: 'provider' },
      query: { ...RANGE, page: 1 },
    });
  });
});
