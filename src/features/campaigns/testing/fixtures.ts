/** Test data for the campaign feature: a campaign as the server answers it, and market units. */
import type { AvailableUnit, CampaignDetail } from '../../../api/contract/campaigns.ts';

/** A manual digital campaign in country 10 with media types 1 (dates set) and 3 (no dates yet), empty cart. */
export function makeDetail(patch: Partial<CampaignDetail> = {}): CampaignDetail {
  return {
    id: 7, name: 'Lanzamiento', status: 'draft', investment: 0, duration: null, client: { id: 5, name: 'Cliente Demo' }, place: 'México',
    booking: false, reservable: false, campaign_type: { key: 'manual' }, budget_campaign_type: null, units_category: { key: 'digital' },
    region_type: { key: 'country' }, start_date: null, end_date: null, current_step: 3, units_count: 0, updated_at: '2026-11-20T10:00:00.000Z',
    steps: ['basic_data', 'media_types', 'dates', 'advanced_filters', 'pois', 'unit_selection', 'units_update'], next_step: 4,
    package_id: null, budget_distribution_type: null, yoda_factor: null, print_start_date: null, print_end_date: null,
    advanced_filters: {}, poi_ids: [],
    countries: [{ id: 10, name: 'México', budget: null, media_types: [
      { media_type_id: 1, start_date: '2026-12-01', end_date: '2026-12-30', periods: null, percent: null },
      { media_type_id: 3, start_date: null, end_date: null, periods: null, percent: null },
    ] }],
    units: [], groups: [], add_taxes: true, tax_percent: 16, taxes: 0, credit: 0, total: 0, price_accepted: false, booking_id: null,
    ...patch,
  };
}

/** A market unit of country 10, media type 1, 100 pesos per day. */
export function makeUnit(id: number, patch: Partial<AvailableUnit> = {}): AvailableUnit {
  return {
    id, title: `Unidad ${id}`, sku: `SKU-${id}`, address: `Calle ${id}`, lat: 19.4 + id / 1000, lng: -99.1 - id / 1000,
    country_id: 10, state_id: 100, city_id: 1000, provider_id: 1, media_type_id: 1, unit_type_id: null, circuit_id: null,
    side: 'B', direction: 'N', traffic_direction: 'N-S', daily_traffic: 10_000, schedule: '24h',
    price: 100, print_price: 500, min_price: 80, min_print_price: 400, spots: 1, status: 'active', updated_at: '2026-11-20T10:00:00.000Z',
    image: null, busy: [], ...patch,
  };
}
