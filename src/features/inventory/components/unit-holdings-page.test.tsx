/**
 * What holds a unit, one kind at a time (product.md §2 units: {id}/{reservation}, {id}/{reservation}/{id_reservation}):
 * the bookings list with each campaign as a link, prices in the unit's currency, and one booking by its campaign.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createFakeApi } from '#src/sync/testing/fake-api.ts';
import { renderScreen } from '#src/ui/testing/render-screen.tsx';
import { UnitHoldingPage, UnitHoldingsPage } from './unit-holdings-page.tsx';

const holding = (campaign_id: number, campaign_name: string) => ({
  campaign_id,
  campaign_name,
  client: 'Cliente Demo',
  status: 'reserved',
  start_date: '2027-03-01',
  end_date: '2027-03-10',
  spots_used: 1,
  price: 250,
  bought_at: null,
});

describe('unit holdings pages', () => {
  it('lists the bookings of a unit and shows one of them', async () => {
    const api = createFakeApi();
    api.on('units.bookings', () => ({ data: [holding(41, 'Verano'), holding(42, 'Navidad')] }));
    const stubs = [
      '/dashboard/units/$id',
      '/dashboard/units/$id/$reservation',
      '/dashboard/units/$id/$reservation/$reservationId',
    ];
    await renderScreen(() => <UnitHoldingsPage id={9} kind="bookings" />, { api, stubs });
    const table = await screen.findByRole('table', { name: 'Bookings of Unit 9' }, { timeout: 10_000 });
    expect(within(table).getByRole('link', { name: 'Verano' })).toBeTruthy();
    // the unit is not on this device: no currency is guessed
    expect(within(table).getAllByText('250,00')).toHaveLength(2);
  });

  it('shows one booking by its campaign, and says so when the unit is not in it', async () => {
    const api = createFakeApi();
    api.on('units.bookings', () => ({ data: [holding(41, 'Verano')] }));
    const stubs = ['/dashboard/units/$id/$reservation'];
    const first = await renderScreen(() => <UnitHoldingPage id={9} kind="bookings" campaignId={41} />, { api, stubs });
    expect(await screen.findByRole('heading', { name: 'Verano' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('2027-03-01 to 2027-03-10')).toBeTruthy();
    first.unmount();
    await renderScreen(() => <UnitHoldingPage id={9} kind="bookings" campaignId={77} />, { api, stubs });
    expect(await screen.findByText('This booking does not hold Unit 9.', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
