/** Unit list filters (spec §3: media_type, name). */
import { describe, expect, it } from 'vitest';
import { filterUnits, fold, indexUnits } from './filter-units.ts';

const units = [
  { id: 1, title: 'Valla Av. Poblado — Medellín', sku: 'CO-BIL-000001', address: 'Cra. 43A 1-50', media_type_id: 2 },
  {
    id: 2,
    title: 'Pantalla Reforma — Ciudad de México',
    sku: 'MX-DIG-000002',
    address: 'Paseo de la Reforma 222',
    media_type_id: 1,
  },
  { id: 3, title: 'Paradero Insurgentes', sku: 'MX-SHE-000003', address: 'Av. Insurgentes Sur 1602', media_type_id: 3 },
];

describe('filterUnits', () => {
  it('matches title, SKU or address, ignoring case and accents', () => {
    expect(filterUnits(units, { name: 'medellin' }).map((u) => u.id)).toEqual([1]);
    expect(filterUnits(units, { name: 'mx-' }).map((u) => u.id)).toEqual([2, 3]);
    expect(filterUnits(units, { name: 'REFORMA 222' }).map((u) => u.id)).toEqual([2]);
  });
  it('filters by media type and combines with the name', () => {
    expect(filterUnits(units, { mediaTypeId: 3 }).map((u) => u.id)).toEqual([3]);
    expect(filterUnits(units, { mediaTypeId: 1, name: 'insurgentes' })).toEqual([]);
  });
  it('a blank filter keeps everything, and a prebuilt index gives the same answer', () => {
    expect(filterUnits(units, { name: '  ' })).toHaveLength(3);
    expect(filterUnits(units, { name: 'paradero' }, indexUnits(units))).toEqual(
      filterUnits(units, { name: 'paradero' }),
    );
    expect(fold('Ñandú Árbol')).toBe('nandu arbol');
  });
});
