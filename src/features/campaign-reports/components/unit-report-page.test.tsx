/**
 * The unit report on the device (issue 18): each cart unit with its proof-of-posting photos from the field work of
 * the campaign's contract, newest first; a unit without photos and a campaign without a contract or without units
 * say so.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { httpError } from '#src/sync/testing/fake-api.ts';
import { campaign } from '../testing/fixtures.ts';
import { renderReport } from '../testing/render-report.tsx';
import { UnitReportPage } from './unit-report-page.tsx';

const page = () => <UnitReportPage type="manual" id={7} />;

describe('unit report', () => {
  it("lists the cart's units with their proof-of-posting photos, newest first", async () => {
    const { api } = await renderReport(page);
    const list = await screen.findByRole('list', { name: 'Units of the campaign' });
    const units = within(list).getAllByTestId('report-unit');
    expect(units).toHaveLength(2);
    expect(within(units[0]!).getByRole('heading', { name: 'Pantalla 11' })).toBeTruthy();
    // names from the mirrored look-ups (a live query)
    await waitFor(() => expect(units[0]!.textContent).toContain('Cuauhtémoc'));
    expect(units[0]!.textContent).toContain('Pantallas digitales');
    expect(units[0]!.textContent).toContain('12/12/2026 to 21/12/2026');
    expect(units[0]!.textContent).toContain('10 days');

    const photos = await screen.findByRole('list', { name: 'Proof-of-posting photos of Pantalla 11' });
    const images = within(photos).getAllByRole('img');
    expect(images.map((i) => i.getAttribute('alt'))).toEqual([
      'Photo of Pantalla 11 taken on 12/12/2026',
      'Photo of Pantalla 11 taken on 11/12/2026',
    ]);
    expect(images[0]!.getAttribute('src')).toBe('/api/files/502/thumb.jpg');
    expect(images[0]!.closest('a')!.getAttribute('href')).toBe('/api/files/502/photo.jpg');
    expect(photos.textContent).toContain('Installation #300');

    expect(within(units[1]!).getByText('No proof-of-posting photo of this unit yet.')).toBeTruthy();
    expect(within(units[1]!).getByRole('img', { name: 'Picture of Pantalla 12' })).toBeTruthy();
    expect(api.callsTo('campaigns.contracts')[0]!.input.params).toEqual({ id: 7 });
    expect(api.callsTo('contracts.orderJobs')[0]!.input.params).toEqual({ id: 40 });
    expect(screen.queryByTestId('field-work-empty')).toBeNull();
  });

  it('a campaign without a contract lists its units and says there is no field work yet', async () => {
    const { api } = await renderReport(page, {
      prepare: (a) =>
        a.on('campaigns.contracts', () => {
          throw httpError(404, 'Not found.');
        }),
    });
    expect((await screen.findByTestId('field-work-empty')).textContent).toMatch(/no contract yet/);
    expect(screen.getAllByTestId('report-unit')).toHaveLength(2);
    expect(screen.getAllByText('No proof-of-posting photo of this unit yet.')).toHaveLength(2);
    expect(api.callsTo('contracts.orderJobs')).toHaveLength(0);
  });

  it('a contract with no order job yet, and an empty cart, say so', async () => {
    await renderReport(page, {
      prepare: (a) => {
        a.on('campaigns.view', () => ({ data: campaign({ units: [], groups: [] }) }));
        a.on('contracts.orderJobs', () => ({ data: [] }));
      },
    });
    expect((await screen.findByTestId('field-work-empty')).textContent).toMatch(/No order job/);
    await waitFor(() => expect(screen.getByTestId('units-empty').textContent).toMatch(/The cart is empty/));
  });
});
