/**
 * The cameras screen on a fake API (issue 20; product.md §2 dashboard cameras; live feed contract
 * src/api/contract/campaigns/live-feed.ts): choosing a campaign among the reachable ones (a provider: its own), the
 * feed's cameras with their status and stills, an empty feed, and offline the kept feed with when it was read.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { LiveFeed } from '#src/api/contract/campaigns.ts';
import { createFakeApi, offline } from '#src/sync/testing/fake-api.ts';
import { renderScreen } from '#src/ui/testing/render-screen.tsx';
import { CamerasPage } from './cameras-page.tsx';
import { LiveFeedView } from './live-feed-view.tsx';

const feed = (cameras: LiveFeed['cameras']): { data: LiveFeed } => ({
  data: { campaign_id: 7, name: 'Verano digital', checked_at: '2026-11-26T09:00:00Z', cameras },
});
const camera = (id: number, status: 'live' | 'stale' | 'offline', frames = 3): LiveFeed['cameras'][number] => ({
  id,
  name: `Cámara ${id}`,
  interval_minutes: 10,
  status,
  last_frame_at: frames ? '2026-11-26T08:50:00Z' : null,
  unit: { id: 100 + id, title: `Pantalla ${id}`, sku: `DIG-${id}`, address: 'Av. Reforma 1', city: 'Ciudad de México' },
  frames: Array.from({ length: frames }, (_, f) => ({
    id: id * 10 + f,
    captured_at: `2026-11-26T08:${50 - f * 10}:00Z`,
    url: `/api/files/get/${id * 10 + f}?type=image`,
  })),
});
const campaignPage = {
  data: [
    {
      id: 7,
      name: 'Verano digital',
      status: 'contracted' as const,
      investment: 12000,
      currency: 'MXN',
      duration: 30,
      client: { id: 1, name: 'Diego Hernández' },
      place: 'Ciudad de México',
      booking: false,
      reservable: false,
      campaign_type: { key: 'manual' as const },
      budget_campaign_type: null,
      units_category: { key: 'media-digital' },
      region_type: { key: 'city' },
      start_date: '2026-12-01',
      end_date: '2026-12-30',
      current_step: 5,
      units_count: 3,
      updated_at: '2026-11-01T00:00:00Z',
    },
  ],
  meta: { current_page: 1, last_page: 1, per_page: 8, total: 1, server_time: '2026-11-26T09:00:00Z' },
};
const providerPage = {
  data: [
    {
      id: 9,
      name: 'Campaña del proveedor',
      investment: 12000,
      currency: 'MXN',
      duration: 30,
      client: { id: 1, name: 'Diego Hernández' },
      place: 'Monterrey',
      status: 'contracted',
      provider_status: 'pending' as const,
      reservable: false,
      units_count: 3,
      start_date: '2026-12-01',
      end_date: '2026-12-30',
      updated_at: '2026-11-01T00:00:00Z',
    },
  ],
  meta: { current_page: 1, last_page: 1, per_page: 8, total: 1 },
};

describe('cameras', () => {
  it('offers the campaigns the account reaches; a provider its own', async () => {
    const api = createFakeApi();
    api.on('campaigns.list', () => campaignPage);
    api.on('campaignsProvider.list', () => providerPage);
    await renderScreen(() => <CamerasPage />, { api, permissions: ['campaigns.show'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Cameras' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'See the cameras of Verano digital' })).toBeTruthy();
  });

  it('lists a provider’s own campaigns when it cannot read campaigns', async () => {
    const api = createFakeApi();
    api.on('campaignsProvider.list', () => providerPage);
    await renderScreen(() => <CamerasPage />, { api, permissions: ['campaignsProvider.*'] });
    expect(await screen.findByText('Campaña del proveedor')).toBeTruthy();
    expect(screen.getByText('Diego Hernández')).toBeTruthy();
  });

  it('shows each camera with its unit, status, newest still and earlier ones', async () => {
    const api = createFakeApi();
    api.on('campaigns.liveFeed', () => feed([camera(1, 'live'), camera(2, 'stale', 1), camera(3, 'offline', 0)]));
    await renderScreen(() => <LiveFeedView campaignId={7} />, { api });
    const first = (await screen.findByRole('heading', { name: 'Pantalla 1' })).closest('article')!;
    expect(within(first as HTMLElement).getByText('Live')).toBeTruthy();
    expect(within(first as HTMLElement).getAllByRole('img')).toHaveLength(3);
    expect(within(first as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(first as HTMLElement)
        .getByRole('img', { name: /Latest still of Pantalla 1/ })
        .getAttribute('src'),
    ).toBe('/api/files/get/10?type=image');
    expect(screen.getByText('No recent still')).toBeTruthy();
    expect(screen.getByText('Off')).toBeTruthy();
    expect(screen.getByText('This camera has not sent a still yet.')).toBeTruthy();
  });

  it('says so when no camera watches the campaign', async () => {
    const api = createFakeApi();
    api.on('campaigns.liveFeed', () => feed([]));
    await renderScreen(() => <LiveFeedView campaignId={7} />, { api });
    expect(await screen.findByText('No camera watches the units of this campaign.')).toBeTruthy();
  });

  it('offline without a kept feed: says it needs a connection', async () => {
    const api = createFakeApi();
    api.on('campaigns.liveFeed', () => {
      throw offline();
    });
    await renderScreen(() => <LiveFeedView campaignId={7} />, { api, online: false });
    expect(await screen.findByText(/needs a connection/)).toBeTruthy();
  });
});
