/**
 * Units as providers manage them (api-catalogue.md "Units (provider)"): create, show, update, delete, attributes,
 * POI search and activation, form look-ups and the CSV import. Prices in pesos (`price` per day, `print_price`
 * once), `daily_traffic` people a day, `lat`/`lng` degrees. Create and update answer 422 with an `errors` map.
 * Images: upload each with POST /files/upload (files.ts) and name them in `image_ids`.
 */
import * as v from 'valibot';
import { endpoint } from '../define.ts';
import { envelope, fileField, id, idParams, intQuery, messageAnswer, requiredText, text } from '../common.ts';
import { unitSummary } from '../catalogue-lists.ts';
import { poi } from '../campaigns.ts';
import { providerFile } from './provider-files.ts';
import {
  unitAccess,
  ownUnitAccess,
  unitSpec,
  UNIT_SIDES,
  UNIT_DIRECTIONS,
  TRAFFIC_DIRECTIONS,
  UNIT_STATUSES,
  num,
  money,
  wholeNumber,
} from './shared.ts';
/**
 * What a unit is made of, for create, update and each CSV row (one schema for
 * all three). Optional: `sku` (generated when missing, unique), `unit_type_id`,
 * `circuit_id`, `spots` (1), `status` (active), `image_ids`, `attributes`.
 * The server also checks that the city is in the state and the state in the
 * country, that ids exist, and that minimum prices are not above the prices.
 */
export const unitInput = v.object({
  title: requiredText(200),
  sku: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60), v.regex(/^[\w.-]*$/, 'letters, digits, dot, dash'))),
  media_type_id: id,
  unit_type_id: v.optional(v.nullable(id)),
  circuit_id: v.optional(v.nullable(id)),
  address: requiredText(300),
  lat: v.pipe(num, v.minValue(-90), v.maxValue(90)),
  lng: v.pipe(num, v.minValue(-180), v.maxValue(180)),
  country_id: id,
  state_id: id,
  city_id: id,
  side: v.picklist(UNIT_SIDES),
  direction: v.picklist(UNIT_DIRECTIONS),
  traffic_direction: v.picklist(TRAFFIC_DIRECTIONS),
  daily_traffic: wholeNumber(0, 10_000_000),
  schedule: requiredText(60),
  price: money,
  print_price: money,
  min_price: money,
  min_print_price: money,
  spots: v.optional(wholeNumber(1, 100)),
  status: v.optional(v.picklist(UNIT_STATUSES)),
  image_ids: v.optional(v.pipe(v.array(id), v.maxLength(20))),
  attributes: v.optional(v.record(v.pipe(v.string(), v.maxLength(60)), v.pipe(v.string(), v.maxLength(500)))),
});
export type UnitInput = v.InferOutput<typeof unitInput>;

/** CSV headers a unit import must carry (the other `unitInput` fields but images and attributes are optional columns). */
export const UNIT_CSV_REQUIRED = [
  'title',
  'media_type_id',
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
] as const;
export const UNIT_CSV_OPTIONAL = ['sku', 'unit_type_id', 'circuit_id', 'spots', 'status'] as const;

export const unitImage = v.object({ id: v.number(), url: v.string() });

/** A unit as its page shows it: the list row plus images, attributes and names. */
export const unitDetail = v.object({
  ...unitSummary.entries,
  media_type: v.object({ id: v.number(), name: v.string() }),
  unit_type: v.nullable(v.object({ id: v.number(), name: v.string() })),
  images: v.array(unitImage),
  /** The unit's documents (technical sheet, permits): provider-files.ts; absent in answers before issue 20. */
  files: v.optional(v.array(providerFile)),
  attributes: v.record(v.string(), v.string()),
  created_at: v.string(),
});
export type UnitDetail = v.InferOutput<typeof unitDetail>;

export const storeUnit = endpoint({
  name: 'units.store',
  method: 'POST',
  path: '/provider/units',
  access: unitAccess,
  spec: unitSpec,
  body: unitInput,
  answer: envelope(unitDetail),
});

export const showUnit = endpoint({
  name: 'units.show',
  method: 'GET',
  path: '/provider/units/{id}',
  access: ownUnitAccess,
  spec: unitSpec,
  params: idParams,
  answer: envelope(unitDetail),
});

/** Replaces the unit's data (`image_ids` and `attributes`, when given, replace the old ones). */
export const updateUnit = endpoint({
  name: 'units.update',
  method: 'PUT',
  path: '/provider/units/{id}',
  access: ownUnitAccess,
  spec: unitSpec,
  params: idParams,
  body: unitInput,
  answer: envelope(unitDetail),
});

/** Soft delete: the unit leaves the mirror as a tombstone. Refused (409) while a live campaign holds it. */
export const deleteUnit = endpoint({
  name: 'units.delete',
  method: 'DELETE',
  path: '/provider/units/{id}',
  access: ownUnitAccess,
  spec: unitSpec,
  params: idParams,
  answer: messageAnswer,
});

/** Replaces the unit's free attributes (name → value, e.g. `iluminación: sí`). */
export const unitAttributes = endpoint({
  name: 'units.attributes',
  method: 'PUT',
  path: '/provider/units/{id}/attributes',
  access: ownUnitAccess,
  spec: unitSpec,
  params: idParams,
  body: v.object({
    attributes: v.record(
      v.pipe(v.string(), v.trim(), v.nonEmpty('is required'), v.maxLength(60)),
      v.pipe(v.string(), v.maxLength(500)),
    ),
  }),
  answer: envelope(unitDetail),
});

/** A point of interest near a unit: its distance (metres) and whether the unit shows it (activated). */
export const unitPoi = v.object({ ...poi.entries, distance_m: v.number(), active: v.boolean() });
export type UnitPoi = v.InferOutput<typeof unitPoi>;

/**
 * Points of interest around the unit, nearest first (`radius` metres, default
 * 2000, at most 50,000; `type=all` every category — spec §9 — otherwise
 * `category` filters; `search` by name).
 */
export const searchPois = endpoint({
  name: 'units.searchPois',
  method: 'POST',
  path: '/provider/units/{id}/pois/search',
  access: ownUnitAccess,
  spec: `${unitSpec}, §9 type=all`,
  params: idParams,
  query: v.object({
    type: v.optional(text(20)),
    category: v.optional(text(60)),
    search: v.optional(text(120)),
    radius: intQuery,
  }),
  body: v.optional(v.object({})),
  answer: v.object({ data: v.array(unitPoi) }),
});

export const poiCategories = endpoint({
  name: 'units.poiCategories',
  method: 'GET',
  path: '/provider/pois/categories',
  access: unitAccess,
  spec: unitSpec,
  answer: v.object({ data: v.array(v.object({ key: v.string(), name: v.string(), count: v.number() })) }),
});

/** Shows (`active: true`) or hides points of interest on a unit's page (the catalogue does not show the payload; this is ours). */
export const activatePois = endpoint({
  name: 'units.activatePois',
  method: 'POST',
  path: '/provider/pois/activate-deactivate',
  access: unitAccess,
  spec: unitSpec,
  body: v.object({
    unit_id: id,
    poi_ids: v.pipe(v.array(id), v.minLength(1, 'choose at least one point of interest'), v.maxLength(500)),
    active: v.boolean(),
  }),
  answer: v.object({
    data: v.object({ unit_id: v.number(), active_poi_ids: v.array(v.number()) }),
    message: v.string(),
  }),
});

const keyName = v.object({ key: v.string(), name: v.string() });
export const keyNameList = v.object({ data: v.array(keyName) });

/** The kinds of unit the form offers (static or mobile). */
export const unitKinds = endpoint({
  name: 'units.types',
  method: 'GET',
  path: '/provider/units/types',
  access: unitAccess,
  spec: unitSpec,
  answer: keyNameList,
});

/** Unit sizes (unit types) for the form's select. */
export const unitFormSizes = endpoint({
  name: 'units.unitTypes',
  method: 'GET',
  path: '/provider/units/unit-types',
  access: unitAccess,
  spec: unitSpec,
  answer: v.object({
    data: v.array(
      v.object({ id: v.number(), name: v.string(), width: v.number(), height: v.number(), measure_unit: v.string() }),
    ),
  }),
});

export const unitYodaTypes = endpoint({
  name: 'units.yodaTypes',
  method: 'GET',
  path: '/provider/units/yoda-types',
  access: unitAccess,
  spec: unitSpec,
  answer: keyNameList,
});

/** Media types a unit may have (media categories only; materials-print is not a unit). */
export const unitMediaTypes = endpoint({
  name: 'units.mediaTypes',
  method: 'GET',
  path: '/provider/units/media_types',
  access: unitAccess,
  spec: unitSpec,
  answer: v.object({
    data: v.array(v.object({ id: v.number(), key: v.string(), name: v.string(), category: v.string() })),
  }),
});

export const trafficDirections = endpoint({
  name: 'units.trafficDirections',
  method: 'GET',
  path: '/provider/traffic_directions',
  access: unitAccess,
  spec: unitSpec,
  answer: keyNameList,
});

/** Largest CSV accepted by the import, bytes (20 MiB). */
export const MAX_CSV_BYTES = 20 * 1024 * 1024;
/** Most data rows one import takes. */
export const MAX_CSV_ROWS = 50_000;

/** A refused CSV row: its number in the file (1 = first data row) and why, field → messages. */
export const refusedRow = v.object({ row: v.number(), errors: v.record(v.string(), v.array(v.string())) });

/**
 * CSV import (multipart `file`, UTF-8, comma or semicolon separated, first
 * line the headers: UNIT_CSV_REQUIRED, optionally UNIT_CSV_OPTIONAL). Valid
 * rows are created for the caller's provider (an administrator names
 * `provider_id`), in file order, in short transactions of a few hundred rows
 * (server/handlers/unit-import.ts); refused rows are reported with their
 * reasons. A row without a SKU that repeats a live unit of the provider
 * (title, address, media type, side, position) is refused, so uploading a
 * file again creates only the rows still missing. A file that is not CSV,
 * lacks a required header, has no rows or is over MAX_CSV_BYTES is refused
 * whole (422, or 413 for the size) and creates nothing.
 */
export const importCsv = endpoint({
  name: 'units.importCsv',
  method: 'POST',
  path: '/provider/units/import-csv',
  access: unitAccess,
  spec: `${unitSpec} (CSV import)`,
  body: v.object({ file: fileField, provider_id: v.optional(id) }),
  bodyKind: 'multipart',
  answer: v.object({
    data: v.object({ created: v.number(), refused: v.array(refusedRow), ids: v.array(v.number()) }),
    message: v.string(),
  }),
});
