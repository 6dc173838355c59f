/**
 * The availability grid screen (product.md §2 availability list; issue 18): the grid decodes each unit's day
 * letters into coloured, labelled cells and shows its counts and the legend; with 5,000 units only the rows in
 * view are in the DOM, and scrolling reads the page holding them; the filters go into the query; offline after an
 * answer was kept the screen shows it with when it was loaded and the export is disabled, saying it needs a
 * connection; a failed export shows the server's message, a good one saves the file.
 * maplibre needs WebGL: the map is replaced by a list of its points.
 */
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MapViewProps } from '#src/ui/map-view.tsx';
import { httpError, offline } from '#src/sync/testing/fake-api.ts';
import { addDays, today } from '#src/lib/dates.ts';
import type { ViewFilters } from '../model/filters.ts';
import { gridRow, gridServer } from '../testing/fixtures.ts';
import { renderAvailability } from '../testing/render-availability.tsx';
import { AvailabilityPage } from './availability-page.tsx';

vi.mock('#src/ui/map-view.tsx', () => ({
  MapView: ({ points, label }: MapViewProps) => (
    <ul aria-label={label.map}>
      {points.map((p) => (
        <li key={p.id} data-status={p.status}>{`pin ${p.label}`}</li>
      ))}
    </ul>
  ),
}));

// happy-dom lays nothing out: give the grid's scroller a size so the virtualisers render rows and days
const sizes = { clientHeight: 600, clientWidth: 900 };
const saved = new Map<string, PropertyDescriptor | undefined>();
beforeAll(() => {
  for (const [key, value] of Object.entries(sizes)) {
    saved.set(key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key));
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  }
});
afterAll(() => {
  for (const [key, d] of saved) if (d) Object.defineProperty(HTMLElement.prototype, key, d);
});

const UNIT_PRINT = 'availabilityViews.unitPrint';
const EXPORT = 'availabilityViews.exportUnitsReport';

/** The screen with its filters held in state (the route keeps them in the URL). */
function Screen({ initial = {} }: { initial?: ViewFilters }) {
  const [filters, setFilters] = useState<ViewFilters>(initial);
  return <AvailabilityPage filters={filters} onFiltersChange={setFilters} />;
}

const RANGE = { from: '2027-03-01', to: '2027-03-05' };

describe('availability grid', () => {
  it('decodes the days into labelled cells, shows each unit’s counts and the legend', async () => {
    await renderAvailability(() => <Screen initial={RANGE} />, {
      prepare: (api) =>
        api.on(UNIT_PRINT, () => ({
          data: [gridRow(1, 'ffhbb', { title: 'Valla Reforma' }), gridRow(2, 'fffff', { title: 'Paradero Sur' })],
          meta: { current_page: 1, last_page: 1, per_page: 500, total: 2 },
          range: { ...RANGE, days: 5 },
        })),
    });
    const table = await screen.findByRole('table', { name: 'Availability of the units from 01/03/2027 to 05/03/2027' });
    expect(table.getAttribute('aria-rowcount')).toBe('3');
    expect(table.getAttribute('aria-colcount')).toBe('6');
    const row = (await within(table).findByText('Valla Reforma')).closest('[role="row"]') as HTMLElement;
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('aria-label'))).toEqual([
      '01/03/2027: Free',
      '02/03/2027: Free',
      '03/03/2027: Held',
      '04/03/2027: Busy',
      '05/03/2027: Busy',
    ]);
    expect(cells.map((c) => c.dataset.state)).toEqual(['free', 'free', 'held', 'busy', 'busy']);
    const header = within(row).getByRole('rowheader');
    expect(within(header).getByText('2 free days')).toBeTruthy();
    expect(within(header).getByText('1 held days')).toBeTruthy();
    expect(within(header).getByText('2 busy days')).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Contracts of Valla Reforma' }).getAttribute('href')).toBe(
      '/dashboard/availability/1/contracts',
    );
    expect(within(header).getByRole('link', { name: 'Bookings of Valla Reforma' }).getAttribute('href')).toBe(
      '/dashboard/availability/1/bookings',
    );
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(within(legend).getByText('Free: a spot is left')).toBeTruthy();
    expect(within(legend).getByText('Held: reservations or bookings take every spot')).toBeTruthy();
    expect(within(legend).getByText('Busy: contracts take every spot')).toBeTruthy();
    expect(screen.getByTestId('availability-count').textContent).toBe('2 units from 01/03/2027 to 05/03/2027');
    // the map shows the same units, coloured by their state over the range
    await screen.getByRole('button', { name: 'Map' }).click();
    const pins = await screen.findByRole('list', { name: 'Map of the units on this page' });
    expect([...pins.querySelectorAll('li')].map((li) => li.dataset.status)).toEqual(['busy', 'free']);
  });

  it('keeps only the rows in view in the DOM for 5,000 units, and reads the page the person scrolls to', async () => {
    const { api } = await renderAvailability(() => <Screen initial={{ from: '2027-03-01', to: '2027-05-29' }} />, {
      prepare: (a) => a.on(UNIT_PRINT, gridServer(5000)),
    });
    const table = await screen.findByRole('table');
    await waitFor(() => expect(table.querySelectorAll('[data-unit-row="1"]').length).toBe(1));
    expect(table.getAttribute('aria-rowcount')).toBe('5001');
    expect(table.getAttribute('aria-colcount')).toBe('91');
    const rows = table.querySelectorAll('[role="row"][aria-rowindex]');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    // only the day columns in view: far fewer than 90 per row
    expect(table.querySelectorAll('[data-unit-row="1"] [role="cell"]').length).toBeLessThan(60);
    expect(api.callsTo(UNIT_PRINT).map((c) => c.input.query?.page)).toEqual([1]);
    const scroller = screen.getByTestId('availability-grid');
    scroller.scrollTop = 4990 * 56;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(table.querySelector('[data-unit-row="4995"]')).toBeTruthy());
    expect(table.querySelectorAll('[role="row"][aria-rowindex]').length).toBeLessThan(40);
    expect(api.callsTo(UNIT_PRINT).map((c) => c.input.query?.page)).toContain(10);
    expect(api.callsTo(UNIT_PRINT).every((c) => c.input.query?.per_page === 500)).toBe(true);
  });

  it('sends the filters and the default range (the 30 days from today) in the query', async () => {
    const { api, user } = await renderAvailability(() => <Screen />, {
      prepare: (a) => a.on(UNIT_PRINT, gridServer(3)),
    });
    await screen.findByRole('table');
    const first = api.callsTo(UNIT_PRINT)[0]!.input.query!;
    expect(first).toMatchObject({ from: today(), to: addDays(today(), 29), page: 1, per_page: 500 });
    // the look-ups are read from the device
    await screen.findByRole('option', { name: 'Paraderos' });
    await user.selectOptions(screen.getByLabelText('Media type'), '3');
    await user.selectOptions(screen.getByLabelText('Category'), 'media-print');
    await user.selectOptions(screen.getByLabelText('Country'), '10');
    await screen.findByRole('option', { name: 'Jalisco' });
    await user.selectOptions(screen.getByLabelText('State'), '101');
    await screen.findByRole('option', { name: 'Guadalajara' });
    await user.selectOptions(screen.getByLabelText('City'), '1010');
    await user.type(screen.getByLabelText('Title, SKU or address'), 'Reforma');
    await waitFor(() =>
      expect(api.callsTo(UNIT_PRINT).at(-1)!.input.query).toEqual({
        from: today(),
        to: addDays(today(), 29),
        media_type: 3,
        category: 'media-print',
        country: 10,
        state: 101,
        city: 1010,
        filter: 'Reforma',
        page: 1,
        per_page: 500,
      }),
    );
  });

  it('says when no unit matches the filters', async () => {
    await renderAvailability(() => <Screen initial={RANGE} />, { prepare: (a) => a.on(UNIT_PRINT, gridServer(0)) });
    expect((await screen.findByTestId('availability-empty')).textContent).toContain('No units match these filters.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offline, shows the answer kept on the device with when it was loaded, and the export needs a connection', async () => {
    const first = await renderAvailability(() => <Screen initial={RANGE} />, {
      prepare: (a) => a.on(UNIT_PRINT, gridServer(3)),
    });
    await screen.findByText('Unidad 00001');
    await waitFor(async () => expect(await first.engine.db.serverReads.count()).toBeGreaterThan(0));
    first.close();

    await renderAvailability(() => <Screen initial={RANGE} />, {
      accountId: first.accountId,
      online: false,
      prepare: (a) => a.script(UNIT_PRINT, ...Array.from({ length: 6 }, () => offline())),
    });
    expect(await screen.findByText('Unidad 00001')).toBeTruthy();
    expect((await screen.findByTestId('stored-read')).textContent).toMatch(
      /^No connection: showing the availability as loaded on \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}\./,
    );
    const exportButton = screen.getByRole('button', { name: 'Export units (Excel)' });
    expect((exportButton as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('export-offline').textContent).toBe(
      'The units report is made by the server: exporting needs a connection.',
    );
    expect(exportButton.getAttribute('aria-describedby')).toBe('availability-export-offline');
  });

  it('a failed export shows the server’s message; a good one saves the file', async () => {
    const saveBlob = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report');
    const { api, user } = await renderAvailability(() => <Screen initial={RANGE} />, {
      prepare: (a) => {
        a.on(UNIT_PRINT, gridServer(3));
        a.script(EXPORT, httpError(500, 'The units report could not be written.'));
        a.on(
          EXPORT,
          () => new Blob(['xlsx'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
        );
      },
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Export units (Excel)' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The report could not be exported: The units report could not be written.',
    );
    expect(api.callsTo(EXPORT)[0]!.input.query).toEqual({ ...RANGE, locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Export units (Excel)' }));
    expect((await screen.findByText('Saved unidades-2027-03-01-2027-03-05.xlsx.')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(saveBlob).toHaveBeenCalledTimes(1);
    saveBlob.mockRestore();
  });
});
