/** Unit sizes (administrators) and unit types (clients) (api-catalogue.md "Units"): width × height in a measure unit. */
import * as v from 'valibot';
import { endpoint } from '../define.ts';
import { envelope, idParams, messageAnswer, paginated, paginationQuery, requiredText, text } from '../common.ts';
import { num } from './shared.ts';
import { keyNameList } from './units.ts';
// ── Unit sizes (admin) and unit types (client) ──────────────────────────────

/**
 * Unit sizes and unit types are global look-ups: every provider reads them
 * (`browse_unit_types`), only administrators change them (`unit_sizes.manage`,
 * held by no other role; SECURITY.md finding 4).
 */
const sizeAccess = { permissions: ['browse_unit_types'] };
const sizeWrite = { permissions: ['unit_sizes.manage'] };
/** Measure units a size is given in. */
export const MEASURE_UNITS = ['m', 'cm', 'in', 'ft', 'px'] as const;

export const unitSize = v.object({
  id: v.number(),
  name: v.string(),
  width: v.number(),
  height: v.number(),
  measure_unit: v.string(),
  units_count: v.number(),
});
export type UnitSize = v.InferOutput<typeof unitSize>;
/** A size: `width` × `height` in `measure_unit`. */
export const unitSizeInput = v.object({
  name: requiredText(120),
  width: v.pipe(num, v.minValue(0.01), v.maxValue(100_000)),
  height: v.pipe(num, v.minValue(0.01), v.maxValue(100_000)),
  measure_unit: v.picklist(MEASURE_UNITS),
});
const sizeQuery = v.object({ ...paginationQuery, name: v.optional(text(120)), search: v.optional(text(120)) });

export const unitSizes = endpoint({
  name: 'unitSizes.list',
  method: 'GET',
  path: '/admin/unit-sizes',
  access: sizeAccess,
  spec: 'api-catalogue.md Units (unit sizes)',
  query: sizeQuery,
  answer: paginated(unitSize),
});
export const measureUnits = endpoint({
  name: 'unitSizes.measureUnits',
  method: 'GET',
  path: '/admin/unit-sizes/measure-units',
  access: sizeAccess,
  spec: 'api-catalogue.md Units (unit sizes)',
  answer: keyNameList,
});
export const storeUnitSize = endpoint({
  name: 'unitSizes.store',
  method: 'POST',
  path: '/admin/unit-sizes',
  access: sizeWrite,
  spec: 'api-catalogue.md Units (unit sizes)',
  body: unitSizeInput,
  answer: envelope(unitSize),
});
export const updateUnitSize = endpoint({
  name: 'unitSizes.update',
  method: 'PUT',
  path: '/admin/unit-sizes/{id}',
  access: sizeWrite,
  spec: 'api-catalogue.md Units (unit sizes)',
  params: idParams,
  body: unitSizeInput,
  answer: envelope(unitSize),
});
/** Refused (409) while units use the size. */
export const deleteUnitSize = endpoint({
  name: 'unitSizes.delete',
  method: 'DELETE',
  path: '/admin/unit-sizes/{id}',
  access: sizeWrite,
  spec: 'api-catalogue.md Units (unit sizes)',
  params: idParams,
  answer: messageAnswer,
});

/** /client/unit_types: the same sizes under the catalogue's other path ("Unit types (sizes)"). */
export const unitTypes = endpoint({
  name: 'unitTypes.list',
  method: 'GET',
  path: '/client/unit_types',
  access: sizeAccess,
  spec: 'api-catalogue.md Units (unit types)',
  query: sizeQuery,
  answer: paginated(unitSize),
});
export const storeUnitType = endpoint({
  name: 'unitTypes.store',
  method: 'POST',
  path: '/client/unit_types',
  access: sizeWrite,
  spec: 'api-catalogue.md Units (unit types)',
  body: unitSizeInput,
  answer: envelope(unitSize),
});
export const showUnitType = endpoint({
  name: 'unitTypes.show',
  method: 'GET',
  path: '/client/unit_types/{id}',
  access: sizeAccess,
  spec: 'api-catalogue.md Units (unit types)',
  params: idParams,
  answer: envelope(unitSize),
});
export const updateUnitType = endpoint({
  name: 'unitTypes.update',
  method: 'PUT',
  path: '/client/unit_types/{id}',
  access: sizeWrite,
  spec: 'api-catalogue.md Units (unit types)',
  params: idParams,
  body: unitSizeInput,
  answer: envelope(unitSize),
});
export const deleteUnitType = endpoint({
  name: 'unitTypes.delete',
  method: 'DELETE',
  path: '/client/unit_types/{id}',
  access: sizeWrite,
  spec: 'api-catalogue.md Units (unit types)',
  params: idParams,
  answer: messageAnswer,
});
