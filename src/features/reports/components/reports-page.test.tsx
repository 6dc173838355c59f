/**
 * The report screens on the device (issue 18): a report shows as a chart (its figures in a table for screen
 * readers) and a typed table with totals; the kind and the filter go to the server; an export says it needs a
 * connection offline and shows the server's message when it fails; a report loaded once shows offline after a
 * reload, saying when it was loaded; a saved report can be run again and shared.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReportTable } from '#src/api/contract/reports/shapes.ts';
import { createFakeApi, httpError, offline, type FakeApi } from '#src/sync/testing/fake-api.ts';
import { nextAccountId } from '#src/sync/testing/fixtures.ts';
import { renderScreen } from '#src/ui/testing/render-screen.tsx';
import { ReportsPage } from './reports-page.tsx';
import { ExcelPage } from './excel-page.tsx';
import { SavedReportPage } from './saved-report-page.tsx';

const rights = ['reports.browse', 'browse_contracts'];

function table(kind = 'campaigns', title = 'Campañas'): ReportTable {
  return {
    kind,
    title,
    columns: [
      { key: 'client', label: 'Client', type: 'text', summed: false },
      { key: 'start', label: 'First day', type: 'date', summed: false },
      { key: 'units', label: 'Units', type: 'number', summed: true },
      { key: 'total', label: 'Total', type: 'money', summed: true },
    ],
    rows: [
      { client: 'Cliente Norte', start: '2026-03-01', units: 1200, total: 1234.5 },
      { client: 'Cliente Sur', start: '2026-04-15', units: 3, total: 100 },
    ],
    totals: { client: null, start: null, units: 1203, total: 1334.5 },
    currency: 'MXN',
    currencies: ['MXN', 'COP'],
    filter: {},
    generated_at: '2026-11-02T10:00:00Z',
  };
}

function serve(api: FakeApi) {
  api.on('reports.campaigns', () => ({ data: table() }));
  api.on('reports.salesByClient', () => ({ data: table('sales_by_client', 'Ventas por cliente') }));
  api.on('reports.list', () => ({ data: [], meta: { current_page: 1, last_page: 1, per_page: 15, total: 0 } }));
}

describe('reports page', () => {
  it('shows the report as a chart with its table, and the typed table with totals; the kind and filter go to the server', async () => {
    const api = createFakeApi();
    serve(api);
    const { user } = await renderScreen(() => <ReportsPage permissions={rights} />, { api });
    const result = await screen.findByTestId('report-table');
    const rows = within(result).getAllByRole('row');
    expect(within(rows[1]!).getByText('Cliente Norte')).toBeTruthy();
    expect(within(rows[1]!).getByText('01/03/2026')).toBeTruthy();
    expect(within(rows[1]!).getByText('1.200')).toBeTruthy();
    expect(within(rows[1]!).getByText('MXN 1.234,50')).toBeTruthy();
    expect(within(screen.getByTestId('report-totals')).getByText('MXN 1.334,50')).toBeTruthy();
    // the chart's own table (visually hidden in the chart view) holds the drawn series
    const chartTable = screen.getByTestId('chart-table');
    expect(within(chartTable).getByText('Cliente Norte')).toBeTruthy();
    expect(within(chartTable).getAllByText('MXN 1.234,50')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Table' }));
    expect(screen.getByRole('button', { name: 'Table' }).getAttribute('aria-pressed')).toBe('true');

    await user.selectOptions(screen.getByLabelText('Country'), 'México');
    await waitFor(() =>
      expect(api.callsTo('reports.campaigns').some((c) => c.input.body?.country_id === 10)).toBe(true),
    );
    await user.selectOptions(screen.getByLabelText('Report'), 'Sales by client');
    expect(await screen.findByRole('heading', { name: 'Ventas por cliente' })).toBeTruthy();
    expect(api.callsTo('reports.salesByClient').at(-1)!.input.body).toEqual({ country_id: 10 });
    await user.selectOptions(screen.getByLabelText('Currency'), 'COP');
    await waitFor(() =>
      expect(api.callsTo('reports.salesByClient').at(-1)!.input.body).toEqual({ country_id: 10, currency: 'COP' }),
    );
  });

  it('a failed export shows the server message (never silent)', async () => {
    const api = createFakeApi();
    serve(api);
    api.script(
      'reports.exportCampaigns',
      httpError(422, 'The report has 120000 rows and an export takes 100000; narrow the filter'),
    );
    const { user } = await renderScreen(() => <ReportsPage permissions={rights} />, { api });
    await screen.findByTestId('report-table');
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect((await screen.findByTestId('action-error')).textContent).toMatch(/narrow the filter/);
    expect(api.callsTo('reports.exportCampaigns')[0]!.input.body).toEqual({ currency: 'MXN' });
  });

  it('after a reload with no connection, shows the kept report saying when; exports say they need a connection', async () => {
    const accountId = nextAccountId();
    const api = createFakeApi();
    serve(api);
    const first = await renderScreen(() => <ReportsPage permissions={rights} />, { api, accountId });
    await screen.findByTestId('report-table');
    await waitFor(async () => expect(await first.engine.db.serverReads.count()).toBeGreaterThan(0));
    first.close();

    const down = createFakeApi();
    for (const name of ['reports.campaigns', 'reports.list'])
      down.script(name, ...Array.from({ length: 5 }, () => offline()));
    await renderScreen(() => <ReportsPage permissions={rights} />, { api: down, accountId, online: false });
    expect(await screen.findByTestId('report-table')).toBeTruthy();
    expect(
      (await screen.findAllByText(/^No connection: showing the report as loaded on \d{2}\/\d{2}\/\d{4}/)).length,
    ).toBe(1);
    expect(screen.getByRole('button', { name: 'Export to Excel' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getAllByTestId('needs-connection').length).toBeGreaterThan(0);
  });

  it('a role without reports is told so', async () => {
    await renderScreen(() => <ReportsPage permissions={['browse_routes']} />);
    expect(await screen.findByTestId('no-reports')).toBeTruthy();
  });
});

describe('excel exports', () => {
  it('lists the exports the role may make; the contracts report takes the period and the language', async () => {
    const api = createFakeApi();
    api.on(
      'reports.contractsReport',
      () => new Blob(['PK'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    );
    const { user } = await renderScreen(() => <ExcelPage permissions={rights} />, { api });
    const exports = await screen.findByTestId('exports');
    expect(within(exports).getByRole('button', { name: 'Investment by campaign' })).toBeTruthy();
    expect(within(exports).queryByRole('button', { name: 'Routes report' })).toBeNull();
    await user.click(within(exports).getByRole('button', { name: 'Contracts report' }));
    await waitFor(() => expect(api.callsTo('reports.contractsReport')).toHaveLength(1));
    expect(api.callsTo('reports.contractsReport')[0]!.input.query).toEqual({ locale: 'en' });
  });
});

describe('saved report', () => {
  it('shows the kept result, runs it again and shares it', async () => {
    const api = createFakeApi();
    const saved = {
      id: 4,
      name: 'Ventas Q1',
      kind: 'campaigns',
      filter: {},
      status: 'ready',
      error: null,
      last_run_at: '2026-11-02T10:00:00Z',
      owner: { id: 2, name: 'Vendedor Demo' },
      mine: true,
      shares: [],
      created_at: '2026-11-02T10:00:00Z',
      updated_at: '2026-11-02T10:00:00Z',
      result: table(),
    };
    api.on('reports.show', () => ({ data: saved }));
    api.on('reports.retry', () => ({ data: saved }));
    api.on('reports.share', () => ({ data: saved }));
    api.on('reports.units', () => ({ data: [], meta: { current_page: 1, last_page: 1, per_page: 15, total: 0 } }));
    const { user } = await renderScreen(() => <SavedReportPage id={4} />, { api });
    expect(await screen.findByRole('heading', { name: 'Ventas Q1' })).toBeTruthy();
    expect(screen.getByTestId('report-table')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Run again' }));
    await waitFor(() => expect(api.callsTo('reports.retry')).toHaveLength(1));
    await user.type(screen.getByLabelText(/Email addresses or account numbers/), 'ana@example.com, 12');
    await user.click(screen.getByRole('button', { name: 'Share report' }));
    await waitFor(() => expect(api.callsTo('reports.share')).toHaveLength(1));
    expect(api.callsTo('reports.share')[0]!.input.body).toEqual({ emails: ['ana@example.com'], user_ids: [12] });
  });
});
