/** Campaign list filters. */
import { describe, expect, it } from 'vitest';
import type { CampaignRow } from '#src/sync/index.ts';
import { filterCampaigns, statusesOf } from './campaign-list.ts';

const row = (id: number, patch: Partial<CampaignRow>): CampaignRow => ({
  id,
  name: `Campaña ${id}`,
  status: 'draft',
  investment: 0,
  currency: 'MXN',
  duration: null,
  client: { id: 1, name: 'Cliente' },
  place: 'México',
  booking: false,
  reservable: false,
  campaign_type: { key: 'manual' },
  budget_campaign_type: null,
  units_category: { key: 'digital' },
  region_type: { key: 'country' },
  start_date: null,
  end_date: null,
  current_step: 1,
  units_count: 0,
  updated_at: `2026-11-0${id}T10:00:00.000Z`,
  ...patch,
});

describe('filterCampaigns', () => {
  const rows = [
    row(1, { name: 'Lanzamiento Medellín', status: 'contracted' }),
    row(2, { campaign_type: { key: 'budget' }, client: { id: 2, name: 'Bebidas Andinas' } }),
    row(3, { place: 'Bogotá' }),
  ];
  it('filters by status, type and an accent-insensitive search; newest change first', () => {
    expect(filterCampaigns(rows, { search: '', status: '', type: '' }).map((c) => c.id)).toEqual([3, 2, 1]);
    expect(filterCampaigns(rows, { search: 'medellin', status: '', type: '' }).map((c) => c.id)).toEqual([1]);
    expect(filterCampaigns(rows, { search: 'bogota', status: '', type: '' }).map((c) => c.id)).toEqual([3]);
    expect(filterCampaigns(rows, { search: 'andinas', status: '', type: 'budget' }).map((c) => c.id)).toEqual([2]);
    expect(filterCampaigns(rows, { search: '', status: 'contracted', type: '' }).map((c) => c.id)).toEqual([1]);
    expect(statusesOf(rows)).toEqual(['contracted', 'draft']);
  });
});
