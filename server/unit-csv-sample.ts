/**
 * Generated unit CSVs for the import tests and bench (product.md §2, §4 inventory and creative approval): `rows` data
 * rows with the demo provider's geography, every `badEvery`-th row broken in
 * one of five ways (missing title, unknown side, city not in the state,
 * negative price, minimum above the price), so a run knows exactly which
 * rows must be refused and why.
 */
import { UNIT_CSV_REQUIRED } from '#src/api/contract/inventory.ts';

export interface CsvPlace {
  countryId: number;
  stateId: number;
  cityId: number;
  lat: number;
  lng: number;
  mediaTypeId: number;
}

export const SAMPLE_BAD_FIELDS = ['title', 'side', 'state_id', 'price', 'min_price'] as const;

/** The CSV text and the data row numbers (from 1) that must be refused, with the field each is refused on. */
export function unitCsvSample(
  rows: number,
  place: CsvPlace,
  options: { badEvery?: number; skuPrefix?: string } = {},
): { csv: string; bad: Map<number, string> } {
  const header = [...UNIT_CSV_REQUIRED, 'sku', 'spots'];
  const lines = [header.join(',')];
  const bad = new Map<number, string>();
  for (let i = 1; i <= rows; i++) {
    const cell: Record<string, string | number> = {
      title: `"Valla ${i}, importada"`,
      media_type_id: place.mediaTypeId,
      address: `Calle ${i} ${100 + (i % 900)}`,
      lat: (place.lat + (i % 100) / 10_000).toFixed(6),
      lng: (place.lng - (i % 97) / 10_000).toFixed(6),
      country_id: place.countryId,
      state_id: place.stateId,
      city_id: place.cityId,
      side: i % 3 ? 'A' : 'B',
      direction: 'N',
      traffic_direction: 'ambos',
      daily_traffic: 10_000 + i,
      schedule: '24h',
      price: 1000 + (i % 500),
      print_price: 300,
      min_price: 800,
      min_print_price: 200,
      sku: options.skuPrefix ? `${options.skuPrefix}-${i}` : '',
      spots: 1,
    };
    if (options.badEvery && i % options.badEvery === 0) {
      const field = SAMPLE_BAD_FIELDS[(i / options.badEvery) % SAMPLE_BAD_FIELDS.length]!;
      if (field === 'title') cell.title = '';
      if (field === 'side') cell.side = 'C';
      if (field === 'state_id') cell.state_id = place.stateId + 1;
      if (field === 'price') cell.price = -5;
      if (field === 'min_price') cell.min_price = 99_999;
      bad.set(i, field);
    }
    lines.push(header.map((h) => cell[h]).join(','));
  }
  return { csv: `${lines.join('\n')}\n`, bad };
}
