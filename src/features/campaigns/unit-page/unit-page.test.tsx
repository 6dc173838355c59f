/**
 * A unit's page in a campaign (spec §2 /campaigns/{campaign}/units/{unit}):
 * the unit from the mirror, its photos, rules, busy days, reach and nearby
 * points of interest from the server, each saying offline that it needs a
 * connection, and the way back to the campaign editor.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MapViewProps } from '#src/ui/map-view.tsx';
import type { CartUnit } from '#src/api/contract/campaigns.ts';
import type { SyncEngine } from '#src/sync/index.ts';
import { createFakeApi, offline, type FakeApi } from '#src/sync/testing/fake-api.ts';
import { makeDetail, makeUnit } from '../testing/fixtures.ts';
import { renderScreen } from '../testing/render-screen.tsx';
import { UnitPage } from './unit-page.tsx';

vi.mock('#src/ui/map-view.tsx', () => ({
  MapView: ({ points, label }: MapViewProps) => (
    <div role="region" aria-label={label.map} data-points={points.length} />
  ),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const engines: SyncEngine[] = [];
afterEach(() => {
  for (const e of engines.splice(0)) e.db.close();
});

const unit = makeUnit(1, {
  title: 'Pantalla Reforma',
  busy: [
    { start: '2026-12-20', end: '2027-01-05' },
    { start: '2027-02-01', end: '2027-02-01' },
  ],
  price: 150,
  side: 'A',
  daily_traffic: 40_000,
});
const photo = {
  id: 91,
  url: '/api/files/get/91',
  thumb_url: '/api/files/get/91?thumb=1',
  width: 1600,
  height: 1200,
  taken_at: '2026-10-03T15:00:00.000Z',
  lat: null,
  lng: null,
  accuracy: null,
  created_at: '2026-10-03T15:00:00.000Z',
};

/** The server's answers for unit 1 in campaign 7. */
function answer(api: FakeApi): void {
  api.on('units.rulesForCampaign', () => ({
    data: [{ key: 'buy_time', name: 'Compra por semanas', duration: 7, periods: [1, 2, 4] }],
  }));
  api.on('units.busyDays', () => ({ data: [{ start: '2026-12-24', end: '2026-12-26' }] }));
  api.on('units.reach', () => ({
    data: {
      daily_traffic: 40_000,
      weekly: 280_000,
      monthly: 1_200_000,
      cars: 30_000,
      buses: 2_000,
      bikes: 500,
      trucks: 1_500,
    },
  }));
  api.on('units.poiForDetail', () => ({
    data: [
      {
        id: 501,
        name: 'Ángel de la Independencia',
        category: 'monument',
        lat: 19.42,
        lng: -99.16,
        country_id: 10,
        city_id: 1000,
        distance_m: 350,
      },
    ],
  }));
  api.on('units.orderJobsHistory', () => ({
    data: [
      {
        order_job_id: 33,
        kind: 'installation',
        status: 'finished',
        scheduled_date: '2026-10-03',
        finished_at: '2026-10-03T16:00:00.000Z',
        photos: [photo],
      },
    ],
    meta: { current_page: 1, last_page: 1, per_page: 12, total: 1 },
  }));
}

async function setup(
  options: {
    online?: boolean;
    answers?: boolean;
    market?: boolean;
    campaign?: boolean;
    unitId?: number;
    cart?: CartUnit[];
  } = {},
) {
  const api = createFakeApi();
  if (options.answers ?? true) answer(api);
  else
    for (const name of [
      'units.rulesForCampaign',
      'units.busyDays',
      'units.reach',
      'units.poiForDetail',
      'units.orderJobsHistory',
    ])
      api.script(name, offline());
  const unitId = options.unitId ?? 1;
  const rendered = await renderScreen(() => <UnitPage campaignId={7} unitId={unitId} />, {
    path: '/campaigns/$campaign/units/$unit',
    url: `/campaigns/7/units/${unitId}`,
    online: options.online,
    api,
    seed: async (db) => {
      if (options.market ?? true) await db.marketUnits.put(unit);
      if (options.campaign ?? true) await db.campaignDetails.put(makeDetail({ units: options.cart ?? [] }));
    },
  });
  engines.push(rendered.engine);
  return { ...rendered, answer: () => answer(api) };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('UnitPage', () => {
  it('shows the unit, its photos, rules, busy days against the campaign dates, reach and nearby points of interest', async () => {
    await setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pantalla Reforma' })).toBeTruthy();
    expect(screen.getByText('SKU-1 · Calle 1 · Cuauhtémoc, Ciudad de México, México')).toBeTruthy();
    expect(screen.getByText('Pantallas digitales')).toBeTruthy();
    expect(screen.getAllByText('40.000 people a day')).toHaveLength(2); // the header, and the reach
    expect(screen.getByText('Campaign Lanzamiento: this media type runs from 01/12/2026 to 30/12/2026.')).toBeTruthy();

    expect(await within(section('Photos')).findByAltText('Photo of Pantalla Reforma taken on 03/10/2026')).toBeTruthy();
    expect(within(section('Rules in this campaign')).getByText('Compra por semanas')).toBeTruthy();
    expect(within(section('Rules in this campaign')).getByText('Bought in periods of 7 days')).toBeTruthy();
    expect(within(section('Rules in this campaign')).getByText('Periods you can buy: 1, 2, 4')).toBeTruthy();
    // the server's busy days replace the ones saved with the market units
    const busy = within(section('Busy days')).getByRole('list', { name: 'Busy periods' });
    expect(
      within(busy)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['24/12/2026 to 26/12/20263 daysOverlaps your dates']);
    expect(within(section('Reach')).getByText('280.000 people a week')).toBeTruthy();
    expect(within(section('Reach')).getByText('1.200.000 people in 30 days')).toBeTruthy();
    expect(
      within(section('Reach')).getByText('Daily vehicles: 30.000 cars, 2.000 buses, 500 bikes, 1.500 trucks'),
    ).toBeTruthy();
    const pois = within(section('Points of interest nearby')).getAllByRole('listitem');
    expect(pois.map((li) => li.textContent)).toEqual(['2.Ángel de la Independenciamonument350 m']);
    expect(
      screen.getByRole('region', { name: 'Map of Pantalla Reforma and the points of interest nearby' }).dataset.points,
    ).toBe('2');
  });

  it("the back link opens the campaign editor of the campaign's type", async () => {
    const { user, router } = await setup();
    const back = await screen.findByRole('link', { name: '← Back to the campaign' });
    expect(back.getAttribute('href')).toBe('/dashboard/campaigns/manual/7');
    await user.click(back);
    expect(await screen.findByText('landed: /dashboard/campaigns/$type/$id')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/campaigns/manual/7');
  });

  it('offline: the unit and its saved busy days still show; every server part needs a connection and retries', async () => {
    const { user, answer: answerNow } = await setup({ online: false, answers: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pantalla Reforma' })).toBeTruthy();
    await within(section('Photos')).findByText('This needs a connection.');
    for (const name of ['Photos', 'Rules in this campaign', 'Reach', 'Points of interest nearby']) {
      expect(within(section(name)).getByText('This needs a connection.')).toBeTruthy();
    }
    const busy = section('Busy days');
    expect(
      within(busy)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['20/12/2026 to 05/01/202717 daysOverlaps your dates', '01/02/20271 day']);
    expect(within(busy).getByText("As saved on this device with the campaign's units.")).toBeTruthy();

    answerNow();
    await user.click(within(section('Reach')).getByRole('button', { name: 'Retry' }));
    expect(await within(section('Reach')).findByText('280.000 people a week')).toBeTruthy();
    expect(within(section('Photos')).getByText('This needs a connection.')).toBeTruthy();
  });

  it('a unit only in the cart is shown from the cart', async () => {
    const cartUnit: CartUnit = {
      ...makeUnit(9, { title: 'Valla Periférico' }),
      original_price: 100,
      extra_days: 0,
      start_date: '2026-12-01',
      end_date: '2026-12-30',
      duration: 30,
      total_price: 3000,
      extra_by_side: 0,
      is_special: false,
      bought_at: null,
      available_spots: 1,
      spots_used: 1,
    };
    await setup({ unitId: 9, cart: [cartUnit] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Valla Periférico' })).toBeTruthy();
  });

  it('a unit and campaign not on the device: says so, and the way back is the campaign list', async () => {
    await setup({ market: false, campaign: false });
    expect(await screen.findByText('This unit is not on this device')).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Back to the campaign' }).getAttribute('href')).toBe(
      '/dashboard/campaigns',
    );
  });
});
