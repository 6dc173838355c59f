/**
 * The performance report on the device (issue 18): the figures from the cart, the investment by media type and the
 * audience chart readable as a table; the demographic picker asks the server for another split; after a reload
 * with no connection the kept answers show, saying when, and the downloads are disabled with the reason; a failed
 * download shows the server's message; a POI report is asked with the chosen number of POIs and saved.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { httpError, offline } from '#src/sync/testing/fake-api.ts';
import { nextAccountId } from '#src/sync/testing/fixtures.ts';
import { renderReport } from '../testing/render-report.tsx';
import { PerformanceReportPage } from './performance-page.tsx';

const saved = vi.hoisted(() => [] as { blob: Blob; name: string }[]);
vi.mock('#src/lib/save-blob.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#src/lib/save-blob.ts')>()),
  saveBlob: (blob: Blob, name: string) => saved.push({ blob, name }),
}));

const page = () => <PerformanceReportPage type="manual" id={7} />;
const READS = [
  'campaigns.view',
  'campaignReports.budgetMediaTypes',
  'campaignReports.mediaTypes',
  'campaignReports.demographicDistribution',
];

describe('performance report', () => {
  it('shows the figures, the investment by media type and the audience chart as a table', async () => {
    const { user } = await renderReport(page);
    expect((await screen.findByTestId('figure-units')).textContent).toContain('2');
    expect(screen.getByTestId('figure-audience').textContent).toContain('35.000');
    expect(screen.getByTestId('figure-daily-audience').textContent).toContain('3.500');
    expect(screen.getByTestId('figure-period').textContent).toContain('12/12/2026 to 21/12/2026');
    expect(screen.getByTestId('figure-total').textContent).toMatch(/2\.320,00/);

    const byType = await screen.findByTestId('media-type-table');
    const row = within(byType).getByRole('rowheader', { name: 'Pantallas digitales' }).closest('tr')!;
    expect(row.textContent).toContain('12/12/2026 to 21/12/2026');
    expect(row.textContent).toMatch(/5\.000,00/);
    expect(row.textContent).toMatch(/3\.000,00/);

    const chart = await screen.findByRole('group', { name: 'Demographic distribution' });
    await user.click(within(chart).getByRole('button', { name: 'Table' }));
    const table = within(chart).getByRole('table', { name: 'Demographic distribution' });
    const cars = within(table).getByRole('rowheader', { name: 'Cars' }).closest('tr')!;
    expect(cars.textContent).toContain('24.500');
    expect(cars.textContent).toContain('70,00 %');
    expect(within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')!.textContent).toContain('35.000');
  });

  it('the demographic picker asks the server for the chosen split', async () => {
    const { user, api } = await renderReport(page);
    await screen.findByRole('group', { name: 'Demographic distribution' });
    expect(api.callsTo('campaignReports.demographicDistribution')[0]!.input.query).toEqual({
      demographic_type: 'vehicle',
    });
    await user.selectOptions(screen.getByLabelText('Audience by'), 'city');
    await waitFor(() =>
      expect(api.callsTo('campaignReports.demographicDistribution').map((c) => c.input.query)).toContainEqual({
        demographic_type: 'city',
      }),
    );
    const chart = await screen.findByRole('group', { name: 'Demographic distribution' });
    expect(await within(chart).findByRole('rowheader', { name: 'Cuauhtémoc' })).toBeTruthy();
  });

  it('offline after a reload: the kept answers show with when they were loaded; downloads are disabled, saying why', async () => {
    const accountId = nextAccountId();
    const first = await renderReport(page, { accountId });
    await screen.findByTestId('media-type-table');
    await screen.findByRole('group', { name: 'Demographic distribution' });
    await waitFor(async () => expect(await first.engine.db.serverReads.count()).toBeGreaterThanOrEqual(READS.length));
    first.close();

    await renderReport(page, {
      accountId,
      online: false,
      prepare: (api) => {
        for (const name of READS)
          api.on(name, () => {
            throw offline();
          });
      },
    });
    expect((await screen.findByTestId('figure-audience')).textContent).toContain('35.000');
    expect(await screen.findByTestId('media-type-table')).toBeTruthy();
    expect(await screen.findByRole('group', { name: 'Demographic distribution' })).toBeTruthy();
    const notices = await screen.findAllByText(
      /^No connection: showing .+ as loaded on \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}\./,
    );
    expect(notices.length).toBeGreaterThanOrEqual(3);
    expect(screen.getByTestId('downloads-offline').textContent).toMatch(/needs a connection/);
    expect(screen.getByRole('button', { name: 'Campaign report (PDF)' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Points of interest report (Excel)' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it("a failed download shows the server's message; a POI report is asked with the chosen number and saved", async () => {
    saved.length = 0;
    const { user, api } = await renderReport(page, {
      prepare: (a) => a.script('campaignReports.downloadReport', httpError(500, 'The report could not be made.')),
    });
    await user.click(await screen.findByRole('button', { name: 'Campaign report (PDF)' }));
    expect((await screen.findByTestId('download-error')).textContent).toBe('The report could not be made.');
    expect(saved).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Points of interest per unit'), '8');
    await user.click(screen.getByRole('button', { name: 'Points of interest report (Excel)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('pois-report-7-Verano.xlsx');
    expect(api.callsTo('campaignReports.poisReport')[0]!.input.query).toEqual({ locale: 'en', number: 8 });
    expect(screen.queryByTestId('download-error')).toBeNull();
  });
});
