/**
 * Look-up data: languages, settings (key/value/type), server enumerations
 * (yoda types, contract and proposal statuses, the campaign editor's yoda
 * factors and budget distribution types, in Spanish and English),
 * media types (with purchase periods in days and their rules) and unit types
 * (sizes; width and height in the given measure unit). Ids are explicit.
 */
import type { enumValues, languages, mediaTypes, settings, unitTypes } from '../schema.ts';

export const LANGUAGE_ROWS: (typeof languages.$inferInsert)[] = [
  { code: 'es', name: 'Español', position: 0 },
  { code: 'en', name: 'English', position: 1 },
];

export const SETTING_ROWS: (typeof settings.$inferInsert)[] = [
  { key: 'yoda.percentage_to_face_units', value: '20', type: 'number' },
  { key: 'tax.default_percentage', value: '16', type: 'number' },
  { key: 'currency.default', value: 'USD', type: 'string' },
  { key: 'campaign.print_default_days', value: '30', type: 'number' },
  { key: 'app.support_email', value: 'soporte@pauta.demo', type: 'string' },
].map((row, i) => ({ id: i + 1, ...row }));

/** [kind, key, name_es, name_en]; position is the order within a kind. */
const ENUMS: readonly (readonly [string, string, string, string])[] = [
  ['yoda-type', 'impact', 'Impacto', 'Impact'],
  ['yoda-type', 'reach', 'Alcance', 'Reach'],
  ['yoda-type', 'frequency', 'Frecuencia', 'Frequency'],
  ['contract-statuses', 'pending', 'Pendiente', 'Pending'],
  ['contract-statuses', 'approved', 'Aprobado', 'Approved'],
  ['contract-statuses', 'rejected', 'Rechazado', 'Rejected'],
  ['contract-statuses', 'cancelled', 'Cancelado', 'Cancelled'],
  ['contract-statuses', 'billed', 'Facturado', 'Billed'],
  ['contract-statuses', 'renewed', 'Renovado', 'Renewed'],
  ['proposal-statuses', 'draft', 'Borrador', 'Draft'],
  ['proposal-statuses', 'checked', 'Revisada', 'Checked'],
  ['proposal-statuses', 'booked', 'Reservada', 'Booked'],
  ['proposal-statuses', 'contracted', 'Contratada', 'Contracted'],
  ['proposal-statuses', 'removed', 'Eliminada', 'Removed'],
  // campaign editor (product.md §2–§5 campaigns): appended so the ids above stay as they were
  ['yoda_factor', 'impact', 'Impacto', 'Impact'],
  ['yoda_factor', 'reach', 'Alcance', 'Reach'],
  ['yoda_factor', 'frequency', 'Frecuencia', 'Frequency'],
  ['yoda_factor', 'cost', 'Costo por contacto', 'Cost per contact'],
  ['distribution_type', 'equal', 'Partes iguales', 'Equal parts'],
  ['distribution_type', 'by_inventory', 'Según el inventario', 'By inventory'],
  ['distribution_type', 'manual', 'Manual', 'Manual'],
];

export const ENUM_ROWS: (typeof enumValues.$inferInsert)[] = ENUMS.map(([kind, key, nameEs, nameEn], i) => ({
  id: i + 1,
  kind,
  key,
  nameEs,
  nameEn,
  position: ENUMS.slice(0, i).filter(([k]) => k === kind).length,
}));

/** Media types; `sku` is the code used in unit SKUs. Ids follow this order (1 = digital-screen). */
export const MEDIA_TYPES = [
  {
    key: 'digital-screen',
    name: 'Pantalla digital',
    nameEn: 'Digital screen',
    category: 'media-digital',
    sku: 'DIG',
    purchasePeriods: [7, 14, 28],
    rules: [{ type: 'buy_time', rule: 'periods', duration: 7 }],
  },
  {
    key: 'billboard',
    name: 'Valla',
    nameEn: 'Billboard',
    category: 'media-print',
    sku: 'BIL',
    purchasePeriods: [14, 28],
    rules: [{ type: { key: 'side_a' } }, { type: 'min_buy_time', rule: 'days', duration: 14 }],
  },
  {
    key: 'bus-shelter',
    name: 'Paradero',
    nameEn: 'Bus shelter',
    category: 'media-print',
    sku: 'SHL',
    purchasePeriods: [14, 28],
    rules: [{ type: { key: 'side_a' } }],
  },
  {
    key: 'mupi',
    name: 'Mupi',
    nameEn: 'Mupi',
    category: 'media-print',
    sku: 'MUP',
    purchasePeriods: [7, 14],
    rules: [],
  },
  {
    key: 'bus',
    name: 'Bus',
    nameEn: 'Bus',
    category: 'media-print',
    sku: 'BUS',
    purchasePeriods: [30],
    rules: [{ type: 'min_buy_time', rule: 'days', duration: 30 }],
  },
  {
    key: 'truck',
    name: 'Camión',
    nameEn: 'Truck',
    category: 'media-print',
    sku: 'TRK',
    purchasePeriods: [30],
    rules: [],
  },
  {
    key: 'bike',
    name: 'Bicicleta',
    nameEn: 'Bike',
    category: 'media-print',
    sku: 'BIK',
    purchasePeriods: [7],
    rules: [],
  },
  {
    key: 'taxi',
    name: 'Taxi',
    nameEn: 'Taxi',
    category: 'media-digital',
    sku: 'TAX',
    purchasePeriods: [7, 14],
    rules: [],
  },
  {
    key: 'vinyl',
    name: 'Vinilo impreso',
    nameEn: 'Printed vinyl',
    category: 'materials-print',
    sku: 'VIN',
    purchasePeriods: [],
    rules: [],
  },
] as const;

export type MediaKey = (typeof MEDIA_TYPES)[number]['key'];

/** Media type id of a key. */
export function mediaTypeId(key: MediaKey): number {
  return MEDIA_TYPES.findIndex((m) => m.key === key) + 1;
}

export function mediaTypeRows(anchorMorning: Date): (typeof mediaTypes.$inferInsert)[] {
  return MEDIA_TYPES.map(({ sku: _sku, purchasePeriods, rules, ...m }, i) => ({
    id: i + 1,
    ...m,
    purchasePeriods: [...purchasePeriods],
    rules: rules.map((r) => structuredClone(r) as Record<string, unknown>),
    updatedAt: anchorMorning,
  }));
}

/** Unit sizes, named in Spanish and English; ids follow this order. */
export const UNIT_TYPE_ROWS: (typeof unitTypes.$inferInsert)[] = [
  { name: 'Valla 12x4', nameEn: 'Billboard 12x4', width: 12, height: 4, measureUnit: 'm' },
  { name: 'Mupi 1.2x1.8', nameEn: 'Mupi 1.2x1.8', width: 1.2, height: 1.8, measureUnit: 'm' },
  { name: 'Pantalla 6x3', nameEn: 'Screen 6x3', width: 6, height: 3, measureUnit: 'm' },
  { name: 'Paradero 1.8x1.2', nameEn: 'Bus shelter 1.8x1.2', width: 1.8, height: 1.2, measureUnit: 'm' },
  { name: 'Bus lateral 8x2', nameEn: 'Bus side 8x2', width: 8, height: 2, measureUnit: 'm' },
  { name: 'Bici 1x0.7', nameEn: 'Bike 1x0.7', width: 1, height: 0.7, measureUnit: 'm' },
  { name: 'Techo taxi 1.2x0.4', nameEn: 'Taxi roof 1.2x0.4', width: 1.2, height: 0.4, measureUnit: 'm' },
].map((row, i) => ({ id: i + 1, ...row }));

/** Unit type id per media type key (vinyl is a material, never a unit). */
export const UNIT_TYPE_OF: Record<MediaKey, number | null> = {
  billboard: 1,
  mupi: 2,
  'digital-screen': 3,
  'bus-shelter': 4,
  bus: 5,
  truck: 5,
  bike: 6,
  taxi: 7,
  vinyl: null,
};
