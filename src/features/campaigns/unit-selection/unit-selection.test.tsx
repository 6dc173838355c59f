/**
 * The unit selection step (product.md §2–§5 campaigns): filters narrow the list, add and remove
 * reach the editor, units without dates are flagged, the map's choice is
 * highlighted in the list, and offline it says how old the units are.
 * The map is replaced by a list of buttons (maplibre needs WebGL).
 */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MapViewProps } from '#src/ui/map-view.tsx';
import type { AvailableUnit, CampaignDetail } from '#src/api/contract/campaigns.ts';
import type { SyncEngine } from '#src/sync/index.ts';
import { makeDetail, makeUnit } from '../testing/fixtures.ts';
import { renderScreen } from '../testing/render-screen.tsx';
import { UnitSelection } from './unit-selection.tsx';

vi.mock('#src/ui/map-view.tsx', () => ({
  MapView: ({ points, onSelect, selectedId, label }: MapViewProps) => (
    <div role="region" aria-label={label.map} data-selected={selectedId ?? ''}>
      {points.map((p) => (
        <button key={p.id} type="button" onClick={() => onSelect?.(p.id)}>{`pin ${p.label}`}</button>
      ))}
    </div>
  ),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// happy-dom lays nothing out: give the list's scroller a size so the virtualiser renders rows
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 2000 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
});

const engines: SyncEngine[] = [];
afterEach(() => {
  for (const e of engines.splice(0)) e.db.close();
});

const units: AvailableUnit[] = [
  makeUnit(1, { title: 'Pantalla Reforma', price: 150, daily_traffic: 40_000, side: 'A' }),
  makeUnit(2, {
    title: 'Pantalla Insurgentes',
    busy: [{ start: '2026-12-20', end: '2027-01-05' }],
    price: 90,
    state_id: 101,
    city_id: 1010,
  }),
  makeUnit(3, { title: 'Paradero Polanco', media_type_id: 3, price: 40 }),
  makeUnit(4, { title: 'Pantalla Chapultepec', price: 120 }),
];

async function setup(
  options: {
    campaign?: CampaignDetail;
    inCart?: number[];
    pending?: number[];
    online?: boolean;
    loadedAt?: number;
  } = {},
) {
  const onAdd = vi.fn();
  const onRemove = vi.fn();
  const campaign = options.campaign ?? makeDetail();
  const rendered = await renderScreen(
    () => (
      <UnitSelection
        campaign={campaign}
        units={units}
        inCart={new Set(options.inCart ?? [])}
        onAdd={onAdd}
        onRemove={onRemove}
        pendingUnitIds={new Set(options.pending ?? [])}
        loadedAt={options.loadedAt}
      />
    ),
    { online: options.online },
  );
  engines.push(rendered.engine);
  await screen.findByRole('option', { name: 'Pantallas digitales' });
  return { ...rendered, onAdd, onRemove };
}

const list = () => screen.getByRole('list', { name: 'Available units' });
const rowTitles = () =>
  within(list())
    .getAllByRole('listitem')
    .map((row) => within(row).getByRole('link').textContent);
const rowOf = (title: string) =>
  within(list())
    .getAllByRole('listitem')
    .find((r) => r.textContent?.includes(title))!;
const count = () => screen.getByTestId('unit-selection-count').textContent;

describe('UnitSelection', () => {
  it('lists every unit with its place, media type, side, traffic and price per day, and links to its page', async () => {
    const { user, router } = await setup();
    expect(count()).toBe('4 units · 0 in the campaign');
    expect(rowTitles()).toEqual([
      'Pantalla Reforma',
      'Pantalla Insurgentes',
      'Paradero Polanco',
      'Pantalla Chapultepec',
    ]);
    const first = within(list()).getAllByRole('listitem')[0]!;
    expect(first.textContent).toContain('SKU-1 · Calle 1 · Cuauhtémoc, Ciudad de México');
    expect(first.textContent).toContain('Pantallas digitales · Side A · 40.000 people a day');
    // the unit's country (México) carries its currency
    expect(first.textContent).toContain('MXN 150,00');
    expect(first.getAttribute('aria-setsize')).toBe('4');
    await user.click(within(first).getByRole('link', { name: 'Pantalla Reforma' }));
    expect(await screen.findByText('landed: /campaigns/$campaign/units/$unit')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/campaigns/7/units/1');
  });

  it('filters narrow the list and the map together: media type, state, price, search, side; Clear filters restores all', async () => {
    const { user } = await setup();
    const map = screen.getByRole('region', { name: 'Map of the available units' });
    await user.selectOptions(screen.getByLabelText('Media type'), 'Paraderos');
    expect(rowTitles()).toEqual(['Paradero Polanco']);
    expect(count()).toBe('1 of 4 units · 0 in the campaign');
    expect(
      within(map)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['pin Paradero Polanco']);

    await user.selectOptions(screen.getByLabelText('Media type'), 'All media types');
    await user.selectOptions(screen.getByLabelText('State'), 'Jalisco');
    expect(rowTitles()).toEqual(['Pantalla Insurgentes']);
    await user.selectOptions(screen.getByLabelText('State'), 'All states');

    await user.type(screen.getByLabelText('Min. price per day'), '100');
    expect(rowTitles()).toEqual(['Pantalla Reforma', 'Pantalla Chapultepec']);
    await user.type(screen.getByLabelText('Max. price per day'), '130');
    expect(rowTitles()).toEqual(['Pantalla Chapultepec']);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(rowTitles()).toHaveLength(4);
    expect((screen.getByLabelText('Min. price per day') as HTMLInputElement).value).toBe('');

    await user.type(screen.getByLabelText('Search by title, SKU or address'), 'CHAPULTEPEC');
    expect(rowTitles()).toEqual(['Pantalla Chapultepec']);
    await user.clear(screen.getByLabelText('Search by title, SKU or address'));
    await user.selectOptions(screen.getByLabelText('Side'), 'A');
    expect(rowTitles()).toEqual(['Pantalla Reforma']);
    await user.selectOptions(screen.getByLabelText('Side'), 'B');
    await user.type(screen.getByLabelText('Min. daily traffic'), '50000');
    expect(screen.getByText('No unit matches these filters.')).toBeTruthy();
  });

  it("starts from the campaign's advanced filters", async () => {
    await setup({ campaign: makeDetail({ advanced_filters: { min_price: 100, state_ids: [100] } }) });
    expect(rowTitles()).toEqual(['Pantalla Reforma', 'Pantalla Chapultepec']);
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('100');
    expect((screen.getByLabelText('Min. price per day') as HTMLInputElement).value).toBe('100');
  });

  it('Add and Remove carry the unit to the editor; a unit on its way shows it', async () => {
    const { user, onAdd, onRemove } = await setup({ inCart: [4], pending: [1] });
    expect(count()).toBe('4 units · 1 in the campaign');
    expect(within(rowOf('Pantalla Chapultepec')).getByText('In the campaign')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove Pantalla Chapultepec' }));
    expect(onRemove).toHaveBeenCalledWith(4);
    // a change on its way says so and never locks the unit (offline it may wait a long time)
    expect(within(rowOf('Pantalla Reforma')).getByText('Not sent yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Pantalla Reforma' }).hasAttribute('disabled')).toBe(false);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('a free unit can be added; a busy one and one whose media type has no dates are flagged and cannot', async () => {
    const { user, onAdd } = await setup();
    await user.click(screen.getByRole('button', { name: 'Add Pantalla Chapultepec' }));
    expect(onAdd).toHaveBeenCalledWith(units[3]);

    const busy = screen.getByRole('button', { name: 'Add Pantalla Insurgentes' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(busy.getAttribute('aria-describedby')!)?.textContent).toBe('Busy on your dates');

    const undated = screen.getByRole('button', { name: 'Add Paradero Polanco' });
    expect(undated.hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(undated.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Choose the dates of Paraderos first',
    );

    // "only free on the chosen dates" hides the busy unit and keeps the one without dates
    await user.click(screen.getByLabelText('Only free on the chosen dates'));
    expect(rowTitles()).toEqual(['Pantalla Reforma', 'Paradero Polanco', 'Pantalla Chapultepec']);
  });

  it('a point chosen on the map is highlighted in the list and announced; "Show on map" chooses it from the list', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'pin Paradero Polanco' }));
    const current = within(list())
      .getAllByRole('listitem')
      .filter((r) => r.getAttribute('aria-current') === 'true');
    expect(current.map((r) => r.dataset.unitId)).toEqual(['3']);
    expect(screen.getByText('Selected on the map: Paradero Polanco')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show Pantalla Reforma on the map' }));
    expect(screen.getByRole('region', { name: 'Map of the available units' }).dataset.selected).toBe('1');
  });

  it('offline it says the units are the ones saved on the device, with their time when known', async () => {
    await setup({ online: false, loadedAt: Date.parse('2026-11-20T09:30:00') });
    expect(screen.getByTestId('unit-selection-offline').textContent).toMatch(
      /^Offline: showing the units as of .*09:30/,
    );
  });
});

describe('UnitSelection with no units', () => {
  it('says none are available yet', async () => {
    const onAdd = vi.fn();
    const { engine } = await renderScreen(() => (
      <UnitSelection campaign={makeDetail()} units={[]} inCart={new Set()} onAdd={onAdd} onRemove={onAdd} />
    ));
    engines.push(engine);
    expect(screen.getByText('No units available for this campaign yet.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Available units' })).toBeNull();
  });
});
