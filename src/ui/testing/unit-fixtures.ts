/** Test-only unit rows (the units mirror) and unit details (GET /provider/units/{id}). */
import type { UnitDetail } from '#src/api/contract/inventory.ts';
import type { UnitRow } from '#src/sync/index.ts';

export function unitRow(id: number, over: Partial<UnitRow> = {}): UnitRow {
  return {
    id,
    title: `Unit ${id}`,
    sku: `SKU-${id}`,
    address: `Street ${id}`,
    lat: 19.4 + id / 1000,
    lng: -99.1,
    country_id: 10,
    state_id: 100,
    city_id: 1000,
    provider_id: 5,
    media_type_id: 1,
    unit_type_id: null,
    circuit_id: null,
    side: 'A',
    direction: 'N',
    traffic_direction: 'ambos',
    daily_traffic: 1000,
    schedule: '06:00-24:00',
    price: 100,
    print_price: 50,
    min_price: 80,
    min_print_price: 40,
    spots: 1,
    status: 'active',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...over,
  };
}

export function unitDetail(id: number, over: Partial<UnitDetail> = {}): UnitDetail {
  return {
    ...unitRow(id),
    media_type: { id: 1, name: 'Pantallas digitales' },
    unit_type: null,
    images: [],
    attributes: {},
    created_at: '2026-11-01T00:00:00.000Z',
    ...over,
  };
}
