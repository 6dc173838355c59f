/**
 * The unit form's model (spec product.md §5, api-catalogue.md §8):
 * what the inputs hold (text, as typed), how it becomes the body of
 * POST/PUT /provider/units, and which server message shows where.
 *
 * Numbers are sent as typed (the contract takes numeric strings), so the
 * server judges them and its message names the field; blank optional fields
 * are left out. Nothing here throws.
 */
import type { UnitDetail } from '#src/api/contract/inventory.ts';
import { firstValidationMessage } from '#src/api/errors.ts';

/** The text inputs of the form, by the contract's field names. */
export const UNIT_TEXT_FIELDS = [
  'title',
  'sku',
  'media_type_id',
  'unit_type_id',
  'address',
  'lat',
  'lng',
  'country_id',
  'state_id',
  'city_id',
  'side',
  'direction',
  'traffic_direction',
  'daily_traffic',
  'schedule',
  'price',
  'print_price',
  'min_price',
  'min_print_price',
  'spots',
  'status',
] as const;
export type UnitTextField = (typeof UNIT_TEXT_FIELDS)[number];

export interface UnitFormValues {
  text: Record<UnitTextField, string>;
  /** Uploaded images (POST /files/upload), in order. */
  images: { id: number; url: string }[];
  /** Free attributes as rows, so a half-typed row is kept. */
  attributes: { name: string; value: string }[];
}

/** A new unit: side A, both traffic directions, one spot, active. */
export function emptyUnitForm(): UnitFormValues {
  const text = Object.fromEntries(UNIT_TEXT_FIELDS.map((f) => [f, ''])) as Record<UnitTextField, string>;
  return {
    text: { ...text, side: 'A', direction: 'N', traffic_direction: 'ambos', spots: '1', status: 'active' },
    images: [],
    attributes: [],
  };
}

/** The form filled with a unit read from the server. */
export function unitFormOf(unit: UnitDetail): UnitFormValues {
  const text = Object.fromEntries(
    UNIT_TEXT_FIELDS.map((f) => {
      const value = (unit as unknown as Record<string, unknown>)[f];
      return [f, value === null || value === undefined ? '' : String(value)];
    }),
  ) as Record<UnitTextField, string>;
  return {
    text,
    images: unit.images.map((i) => ({ id: i.id, url: i.url })),
    attributes: Object.entries(unit.attributes).map(([name, value]) => ({ name, value })),
  };
}

const ID_FIELDS = new Set<UnitTextField>(['media_type_id', 'unit_type_id', 'country_id', 'state_id', 'city_id']);
const OPTIONAL = new Set<UnitTextField>(['sku', 'spots', 'status']);

/** The body of units.store / units.update (see module doc). */
export function unitBody(values: UnitFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of UNIT_TEXT_FIELDS) {
    const raw = values.text[field].trim();
    if (field === 'unit_type_id') {
      body[field] = raw ? (/^\d+$/.test(raw) ? Number(raw) : raw) : null;
      continue;
    }
    if (!raw && OPTIONAL.has(field)) continue;
    body[field] = ID_FIELDS.has(field) && /^\d+$/.test(raw) ? Number(raw) : raw;
  }
  body.image_ids = values.images.map((i) => i.id);
  body.attributes = Object.fromEntries(
    values.attributes.filter((a) => a.name.trim()).map((a) => [a.name.trim(), a.value]),
  );
  return body;
}

/**
 * Where a refused save's message goes (spec §8: the first message of the
 * first field): that field and its message, or undefined when the error
 * names no field.
 */
export function firstFieldError(
  errors: Record<string, string[]> | undefined,
): { field: string; message: string } | undefined {
  const message = firstValidationMessage(errors);
  if (!errors || message === undefined) return undefined;
  const field = Object.keys(errors).find((k) => errors[k]?.[0] === message)!;
  // `attributes.iluminación` or `image_ids.0` belong to their input
  return { field: field.split('.')[0]!, message };
}
