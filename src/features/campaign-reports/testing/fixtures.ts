/**
 * Test data for the campaign report pages: campaign 7 ("Verano", manual, México, contracted) with two cart units,
 * and a fake server answering the report calls as the reference server shapes them (contract
 * src/api/contract/campaign-reports.ts, contracts.ts). Test-only module.
 */
import type { CampaignDetail, CartUnit } from '#src/api/contract/campaigns.ts';
import type { Contract } from '#src/api/contract/contracts.ts';
import type { Chart } from '#src/api/contract/dashboards.ts';
import type { ItemPhoto, OrderJobSummary } from '#src/api/contract/catalogue-lists.ts';
import type { FakeApi } from '#src/sync/testing/fake-api.ts';
import type { PoisMap } from '../model/report-model.ts';

/** A cart unit of country 10, state 100, city 1000 (Cuauhtémoc), media type 1, 12–21 December 2026 (10 days). */
export function cartUnit(id: number, patch: Partial<CartUnit> = {}): CartUnit {
  return {
    id,
    title: `Pantalla ${id}`,
    sku: `SKU-${id}`,
    address: `Reforma ${id}`,
    lat: 19.43 + id / 1000,
    lng: -99.15 - id / 1000,
    image: null,
    country_id: 10,
    state_id: 100,
    city_id: 1000,
    media_type_id: 1,
    provider_id: 1,
    side: 'A',
    direction: 'N',
    traffic_direction: 'N-S',
    daily_traffic: 1000,
    price: 100,
    original_price: 100,
    print_price: 0,
    min_price: 80,
    min_print_price: 0,
    available_spots: 1,
    spots_used: 1,
    extra_days: 0,
    start_date: '2026-12-12',
    end_date: '2026-12-21',
    duration: 10,
    total_price: 1000,
    extra_by_side: 0,
    is_special: false,
    bought_at: '2026-11-20T10:00:00.000Z',
    ...patch,
  };
}

/** Campaign 7 with units 11 (1,000 people a day) and 12 (2,500 a day), 2,000 pesos, 2,320 with taxes. */
export function campaign(patch: Partial<CampaignDetail> = {}): CampaignDetail {
  return {
    id: 7,
    name: 'Verano',
    status: 'contracted',
    investment: 5000,
    currency: 'MXN',
    duration: 10,
    client: { id: 5, name: 'Cliente Demo' },
    place: 'México',
    booking: false,
    reservable: false,
    campaign_type: { key: 'manual' },
    budget_campaign_type: null,
    units_category: { key: 'digital' },
    region_type: { key: 'country' },
    start_date: '2026-12-12',
    end_date: '2026-12-21',
    current_step: 6,
    units_count: 2,
    updated_at: '2026-11-20T10:00:00.000Z',
    steps: ['basic_data', 'media_types', 'dates', 'advanced_filters', 'pois', 'unit_selection', 'units_update'],
    next_step: 7,
    package_id: null,
    budget_distribution_type: null,
    yoda_factor: 'traffic',
    print_start_date: null,
    print_end_date: null,
    advanced_filters: {},
    poi_ids: [],
    countries: [
      {
        id: 10,
        name: 'México',
        budget: 5000,
        media_types: [
          { media_type_id: 1, start_date: '2026-12-12', end_date: '2026-12-21', periods: null, percent: 100 },
        ],
      },
    ],
    units: [cartUnit(11), cartUnit(12, { daily_traffic: 2500, image: '/api/files/90/picture.jpg' })],
    groups: [
      {
        country_id: 10,
        units_count: 2,
        subtotal: 2000,
        side_a_surcharge: 0,
        media_types: [{ media_type_id: 1, units_count: 2, subtotal: 2000, side_a_surcharge: 0 }],
      },
    ],
    add_taxes: true,
    tax_percent: 16,
    taxes: 320,
    credit: 0,
    total: 2320,
    price_accepted: true,
    booking_id: null,
    ...patch,
  };
}

/** The audience chart by `type` (vehicle: four categories; others: the two units' city). */
export function demographicChart(type: string): Chart {
  if (type === 'city')
    return {
      title: 'Demographic distribution',
      keys: [1000],
      labels: ['Cuauhtémoc'],
      series: [
        { key: 'audience', name: 'Audience', unit: 'count', currency: null, values: [35000], total: 35000 },
        { key: 'share', name: 'Share', unit: 'percent', currency: null, values: [100], total: null },
      ],
    };
  return {
    title: 'Demographic distribution',
    keys: [1, 2, 3, 4],
    labels: ['Cars', 'Buses', 'Bikes', 'Trucks'],
    series: [
      {
        key: 'audience',
        name: 'Audience',
        unit: 'count',
        currency: null,
        values: [24500, 5250, 3500, 1750],
        total: 35000,
      },
      { key: 'share', name: 'Share', unit: 'percent', currency: null, values: [70, 15, 10, 5], total: null },
    ],
  };
}

/** The contract of campaign 7 (id 40, approved). */
export function contract(): Contract {
  return {
    id: 40,
    campaign_id: 7,
    name: 'Verano',
    status: 'approved',
    client_id: 5,
    client_name: 'Cliente Demo',
    owner_id: null,
    owner_name: null,
    reference: '',
    units_type: 'digital',
    reason: '',
    renewed_from_id: null,
    start_date: '2026-12-12',
    end_date: '2026-12-21',
    total: 2000,
    currency: 'MXN',
    units: [],
    comments: 0,
    orders: 0,
    approved_at: '2026-11-20T10:00:00.000Z',
    billed_at: null,
    cancelled_at: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
  };
}

/** A proof-of-posting photo taken on `takenAt`. */
export function photo(id: number, takenAt: string | null): ItemPhoto {
  return {
    id,
    url: `/api/files/${id}/photo.jpg`,
    thumb_url: `/api/files/${id}/thumb.jpg`,
    width: 1600,
    height: 1200,
    taken_at: takenAt,
    lat: 19.43,
    lng: -99.15,
    accuracy: 8,
    created_at: '2026-12-13T10:00:00.000Z',
  };
}

/** The unit of an order-job item. */
const itemUnit = (id: number) => ({
  id,
  title: `Pantalla ${id}`,
  sku: `SKU-${id}`,
  address: '',
  lat: 0,
  lng: 0,
  side: 'A',
});

/** Installation job 300 of campaign 7: unit 11 with two photos, unit 12 with none. */
export function installationJob(): OrderJobSummary {
  return {
    id: 300,
    campaign_id: 7,
    kind: 'installation',
    status: 'finished',
    technician: { id: 9, name: 'Técnico' },
    scheduled_date: '2026-12-11',
    description: '',
    reject_reason: null,
    finished_at: '2026-12-11T15:00:00.000Z',
    items: [
      {
        id: 1,
        order_job_id: 300,
        unit_id: 11,
        side: 'A',
        task: 'install',
        status: 'finished',
        unit: itemUnit(11),
        photos: [photo(501, '2026-12-11T09:00:00.000Z'), photo(502, '2026-12-12T09:00:00.000Z')],
        updated_at: '2026-12-11T15:00:00.000Z',
      },
      {
        id: 2,
        order_job_id: 300,
        unit_id: 12,
        side: 'A',
        task: 'install',
        status: 'pending',
        unit: itemUnit(12),
        photos: [],
        updated_at: '2026-12-11T15:00:00.000Z',
      },
    ],
    updated_at: '2026-12-11T15:00:00.000Z',
  };
}

/** The POI map: units 11 and 12 and two nearby POIs. */
export function poisMapData(): PoisMap {
  return {
    units: [
      { id: 11, title: 'Pantalla 11', media_type_id: 1, lat: 19.441, lng: -99.161 },
      { id: 12, title: 'Pantalla 12', media_type_id: 1, lat: 19.442, lng: -99.162 },
    ],
    pois: [
      {
        id: 2,
        name: 'Museo',
        category: 'museum',
        lat: 19.44,
        lng: -99.16,
        nearest_unit_id: 12,
        distance_m: 1250,
      },
      {
        id: 1,
        name: 'Ángel de la Independencia',
        category: 'monument',
        lat: 19.43,
        lng: -99.15,
        nearest_unit_id: 11,
        distance_m: 350,
      },
    ],
    bounds: { min_lat: 19.43, max_lat: 19.442, min_lng: -99.162, max_lng: -99.15 },
    source: 'nearby',
  };
}

/** Answers every report call of campaign 7 on `api` (the field work: a contract with one installation job). */
export function serveReports(api: FakeApi): void {
  api.on('campaigns.view', () => ({ data: campaign() }));
  api.on('campaigns.yodaFactors', () => ({ data: [{ key: 'traffic', name: 'Traffic' }] }));
  api.on('campaignReports.budgetMediaTypes', () => ({
    data: [
      {
        country_id: 10,
        country: 'México',
        currency: 'MXN',
        media_type_id: 1,
        media_type: 'Pantallas digitales',
        percent: 100,
        budget: 5000,
        spent: 2000,
        remaining: 3000,
        units: 2,
      },
    ],
    countries: [{ country_id: 10, country: 'México', currency: 'MXN', budget: 5000, spent: 2000 }],
  }));
  api.on('campaignReports.mediaTypes', () => ({
    data: [
      {
        country_id: 10,
        country: 'México',
        media_type_id: 1,
        name: 'Pantallas digitales',
        category: 'media-digital',
        start_date: '2026-12-12',
        end_date: '2026-12-21',
        days: 10,
        periods: null,
        percent: 100,
        units: 2,
      },
    ],
  }));
  api.on('campaignReports.demographicDistribution', ({ query }) => ({
    data: demographicChart(String(query?.demographic_type ?? 'vehicle')),
  }));
  api.on('campaignReports.downloadReport', () => new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
  api.on('campaignReports.poisReport', () => new Blob(['PK'], { type: 'application/vnd.ms-excel' }));
  api.on('campaigns.contracts', () => ({ data: [contract()] }));
  api.on('contracts.orderJobs', () => ({ data: [installationJob()] }));
  api.on('campaignReports.poisMap', () => ({ data: poisMapData() }));
}
