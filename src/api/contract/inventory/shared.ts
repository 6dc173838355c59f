/**
 * What the inventory's contract files share (api-catalogue.md "Units"): access rules, the spec reference, the
 * unit's enumerations and number parsers (a number or a numeric string: JSON bodies and CSV cells alike).
 */
import * as v from 'valibot';
export const unitAccess = { permissions: ['units.*'] };
/** One of the provider's own units (SECURITY.md: ownership rule `unit.own`). */
export const ownUnitAccess = { permissions: ['units.*'], owner: { resource: 'unit.own', param: 'id' } } as const;
export const ownReservationAccess = {
  permissions: ['units.*'],
  owner: { resource: 'unitReservation', param: 'id' },
} as const;
export const unitSpec = 'api-catalogue.md Units (provider)';

/** Sides, directions and traffic directions a unit may have (the demo data's values). */
export const UNIT_SIDES = ['A', 'B'] as const;
export const UNIT_DIRECTIONS = ['N', 'S', 'E', 'O', 'NE', 'NO', 'SE', 'SO'] as const;
export const TRAFFIC_DIRECTIONS = ['ida', 'vuelta', 'ambos'] as const;
export const UNIT_STATUSES = ['active', 'inactive'] as const;

/** A number given as a number or a numeric string (JSON bodies and CSV cells alike). */
export const num = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(\.\d+)?$/, 'must be a number'))]),
  v.transform(Number),
);
export const money = v.pipe(num, v.minValue(0), v.maxValue(100_000_000));
export const wholeNumber = (min: number, max: number) => v.pipe(num, v.integer(), v.minValue(min), v.maxValue(max));
