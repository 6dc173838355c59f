/**
 * Provider inventory (product.md §2, §4 inventory and creative approval): api-catalogue.md "Units" (provider calls,
 * unit rules, unit sizes, unit types, unit reservations, the client unit
 * contracts and bookings) and "Media types and materials". The mirrored
 * unit list itself is catalog-lists.ts `providerUnits`.
 *
 * Units: prices in pesos (`price` per day, `print_price` once, the minimums
 * the same), `daily_traffic` people a day, `lat`/`lng` degrees, dates
 * YYYY-MM-DD. Create and update of units, unit rules and media types answer
 * 422 with an `errors` map (field → messages); the app shows the first
 * message of the first field (product.md §5, api-catalogue.md §8).
 *
 * Unit images: upload each with POST /files/upload (files.ts) and name them
 * in `image_ids`; attaching them makes them readable by everyone signed in.
 *
 * Who: providers (`units.*`, `unit_rules.*`, `materials.*`) reach their own
 * provider's rows (others answer 404); administrators reach all. Unit sizes
 * and unit types: `browse_unit_types`. Media type reads `show-media-types`,
 * writes `media_types.manage` (administrators).
 */
import * as v from 'valibot';
import { endpoint } from './define.ts';
import {
  envelope,
  fileField,
  id,
  idParams,
  intQuery,
  isoDate,
  messageAnswer,
  paginated,
  paginationQuery,
  requiredText,
  text,
} from './common.ts';
import { unitSummary } from './catalog-lists.ts';
import { mediaType, mediaTypeRule } from './lookups.ts';
import { poi } from './campaigns.ts';

const unitAccess = { permissions: ['units.*'] };
/** One of the provider's own units (SECURITY.md: ownership rule `unit.own`). */
const ownUnitAccess = { permissions: ['units.*'], owner: { resource: 'unit.own', param: 'id' } } as const;
const ownReservationAccess = { permissions: ['units.*'], owner: { resource: 'unitReservation', param: 'id' } } as const;
const unitSpec = 'api-catalogue.md Units (provider)';

/** Sides, directions and traffic directions a unit may have (the demo data's values). */
export const UNIT_SIDES = ['A', 'B'] as const;
export const UNIT_DIRECTIONS = ['N', 'S', 'E', 'O', 'NE', 'NO', 'SE', 'SO'] as const;
export const TRAFFIC_DIRECTIONS = ['ida', 'vuelta', 'ambos'] as const;
export const UNIT_STATUSES = ['active', 'inactive'] as const;

/** A number given as a number or a numeric string (JSON bodies and CSV cells alike). */
const num = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(\.\d+)?$/, 'must be a number'))]),
  v.transform(Number),
);
const money = v.pipe(num, v.minValue(0), v.maxValue(100_000_000));
const wholeNumber = (min: number, max: number) => v.pipe(num, v.integer(), v.minValue(min), v.maxValue(max));

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
const keyNameList = v.object({ data: v.array(keyName) });

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

// ── Client unit reads: contracts and bookings holding a unit ────────────────

/** A campaign holding a unit: its line's dates, spots and price (pesos per day). */
export const unitHolding = v.object({
  campaign_id: v.number(),
  campaign_name: v.string(),
  client: v.string(),
  status: v.string(),
  start_date: v.string(),
  end_date: v.string(),
  spots_used: v.number(),
  price: v.number(),
  bought_at: v.nullable(v.string()),
});
const holdingAccess = {
  permissions: ['units.show', 'campaigns.show'],
  owner: { resource: 'unit', param: 'id' },
} as const;

/** Contracts (contracted campaigns) holding the unit. Providers see their units'; clients their own campaigns'. */
export const unitContracts = endpoint({
  name: 'units.contracts',
  method: 'GET',
  path: '/client/units/{id}/contracts',
  access: holdingAccess,
  spec: 'api-catalogue.md Units (client)',
  params: idParams,
  answer: v.object({ data: v.array(unitHolding) }),
});

/** Bookings (reserved campaigns with an open booking) holding the unit. */
export const unitBookings = endpoint({
  name: 'units.bookings',
  method: 'GET',
  path: '/client/units/{id}/bookings',
  access: holdingAccess,
  spec: 'api-catalogue.md Units (client)',
  params: idParams,
  answer: v.object({ data: v.array(unitHolding) }),
});

// ── Unit rules ──────────────────────────────────────────────────────────────

const ruleAccess = { permissions: ['unit_rules.*'] };
const ownRuleAccess = { permissions: ['unit_rules.*'], owner: { resource: 'unitRule', param: 'id' } } as const;
const ruleSpec = 'api-catalogue.md Units (unit rules)';

/** Rule types (our reading; spec §3 media-type rules): buy by periods, minimum buy time, side-A surcharge. */
export const UNIT_RULE_TYPES = ['buy_time', 'min_buy_time', 'side_a'] as const;
export type UnitRuleType = (typeof UNIT_RULE_TYPES)[number];

/**
 * A provider's rule for its units of a media type (in one country, or all):
 * `duration` days for buy_time (a period) and min_buy_time (the minimum);
 * `value` percent for side_a. `unit_ids` empty: every unit of the media type.
 */
export const unitRuleInput = v.object({
  name: requiredText(120),
  type: v.picklist(UNIT_RULE_TYPES),
  media_type_id: id,
  country_id: v.optional(v.nullable(id)),
  duration: v.optional(v.nullable(wholeNumber(1, 365))),
  value: v.optional(v.nullable(v.pipe(num, v.minValue(0), v.maxValue(100)))),
  unit_ids: v.optional(v.pipe(v.array(id), v.maxLength(1000))),
  active: v.optional(v.boolean()),
});
export type UnitRuleInput = v.InferOutput<typeof unitRuleInput>;

export const unitRule = v.object({
  id: v.number(),
  provider_id: v.number(),
  name: v.string(),
  type: v.picklist(UNIT_RULE_TYPES),
  type_name: v.string(),
  media_type_id: v.number(),
  country_id: v.nullable(v.number()),
  duration: v.nullable(v.number()),
  value: v.nullable(v.number()),
  unit_ids: v.array(v.number()),
  active: v.boolean(),
  updated_at: v.string(),
});
export type UnitRule = v.InferOutput<typeof unitRule>;

export const unitRules = endpoint({
  name: 'unitRules.list',
  method: 'GET',
  path: '/provider/unit_rules',
  access: ruleAccess,
  spec: ruleSpec,
  query: v.object({
    ...paginationQuery,
    media_type: v.optional(id),
    type: v.optional(v.picklist(UNIT_RULE_TYPES)),
    name: v.optional(text(120)),
  }),
  answer: paginated(unitRule),
});
export const storeUnitRule = endpoint({
  name: 'unitRules.store',
  method: 'POST',
  path: '/provider/unit_rules',
  access: ruleAccess,
  spec: ruleSpec,
  body: unitRuleInput,
  answer: envelope(unitRule),
});
export const showUnitRule = endpoint({
  name: 'unitRules.show',
  method: 'GET',
  path: '/provider/unit_rules/{id}',
  access: ownRuleAccess,
  spec: ruleSpec,
  params: idParams,
  answer: envelope(unitRule),
});
export const updateUnitRule = endpoint({
  name: 'unitRules.update',
  method: 'PUT',
  path: '/provider/unit_rules/{id}',
  access: ownRuleAccess,
  spec: ruleSpec,
  params: idParams,
  body: unitRuleInput,
  answer: envelope(unitRule),
});
export const deleteUnitRule = endpoint({
  name: 'unitRules.delete',
  method: 'DELETE',
  path: '/provider/unit_rules/{id}',
  access: ownRuleAccess,
  spec: ruleSpec,
  params: idParams,
  answer: messageAnswer,
});
export const unitRuleTypes = endpoint({
  name: 'unitRules.types',
  method: 'GET',
  path: '/unit-rules-types',
  access: { permissions: ['unit_rules.*', 'units.show', 'campaigns.show'] },
  spec: ruleSpec,
  answer: keyNameList,
});

/**
 * Buy-time rules that apply to a campaign's media type in a country: the
 * media type's own and the active provider rules for it (`source`), with the
 * purchase periods (days) offered.
 */
export const buyTimeRules = endpoint({
  name: 'unitRules.forCampaign',
  method: 'GET',
  path: '/unit-rules/{campaign}/{country}/{mediaType}',
  access: { permissions: ['campaigns.show', 'units.show'], owner: { resource: 'campaign.art', param: 'campaign' } },
  spec: ruleSpec,
  params: v.object({ campaign: id, country: id, mediaType: id }),
  answer: v.object({
    data: v.array(
      v.object({
        source: v.picklist(['media_type', 'unit_rule']),
        rule_id: v.nullable(v.number()),
        provider_id: v.nullable(v.number()),
        type: v.string(),
        name: v.string(),
        duration: v.nullable(v.number()),
        periods: v.array(v.number()),
      }),
    ),
  }),
});

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

// ── Unit reservations ───────────────────────────────────────────────────────

/** A provider's hold on one of its units for some days (e.g. a sale made outside the platform): both dates included. */
export const unitReservation = v.object({
  id: v.number(),
  unit_id: v.number(),
  unit_title: v.string(),
  start_date: v.string(),
  end_date: v.string(),
  spots: v.number(),
  note: v.string(),
  created_at: v.string(),
});
export type UnitReservation = v.InferOutput<typeof unitReservation>;
export const unitReservationInput = v.object({
  unit_id: id,
  start_date: isoDate,
  end_date: isoDate,
  spots: v.optional(wholeNumber(1, 100)),
  note: v.optional(text(500)),
});

export const unitReservations = endpoint({
  name: 'unitReservations.list',
  method: 'GET',
  path: '/provider/unit_reservations',
  access: unitAccess,
  spec: 'api-catalogue.md Units (unit reservations)',
  query: v.object({ ...paginationQuery, unit_id: v.optional(id), from: v.optional(isoDate), to: v.optional(isoDate) }),
  answer: paginated(unitReservation),
});
/** Refused (422 under `start_date`) when the end is before the start or the days overlap another reservation of the unit. */
export const storeUnitReservation = endpoint({
  name: 'unitReservations.store',
  method: 'POST',
  path: '/provider/unit_reservations',
  access: unitAccess,
  spec: 'api-catalogue.md Units (unit reservations)',
  body: unitReservationInput,
  answer: envelope(unitReservation),
});
export const updateUnitReservation = endpoint({
  name: 'unitReservations.update',
  method: 'PUT',
  path: '/provider/unit_reservations/{id}',
  access: ownReservationAccess,
  spec: 'api-catalogue.md Units (unit reservations)',
  params: idParams,
  body: unitReservationInput,
  answer: envelope(unitReservation),
});
export const deleteUnitReservation = endpoint({
  name: 'unitReservations.delete',
  method: 'DELETE',
  path: '/provider/unit_reservations/{id}',
  access: ownReservationAccess,
  spec: 'api-catalogue.md Units (unit reservations)',
  params: idParams,
  answer: messageAnswer,
});

// ── Media types ─────────────────────────────────────────────────────────────

const mediaSpec = 'api-catalogue.md Media types and materials';
const mediaRead = { permissions: ['show-media-types', 'campaigns.show'] };
const mediaWrite = { permissions: ['media_types.manage'] };

/** A media type as its editor sends it (spec §3): names in Spanish and English, purchase periods in days, rules. */
export const mediaTypeInput = v.object({
  key: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('is required'),
    v.maxLength(60),
    v.regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes'),
  ),
  name: requiredText(120),
  name_en: requiredText(120),
  category: v.picklist(['media-print', 'media-digital', 'materials-print']),
  purchase_periods: v.optional(v.pipe(v.array(wholeNumber(1, 365)), v.maxLength(12))),
  /** Rules as lookups.ts `mediaTypeRule` reads them; a rule's `duration` is days (1..365, like purchase periods). */
  rules: v.optional(
    v.pipe(
      v.array(v.looseObject({ ...mediaTypeRule.entries, duration: v.optional(wholeNumber(1, 365)) })),
      v.maxLength(20),
    ),
  ),
});

export const mediaTypeDetail = v.object({
  ...mediaType.entries,
  name_es: v.string(),
  name_en: v.string(),
  units_count: v.number(),
});

export const storeMediaType = endpoint({
  name: 'mediaTypes.store',
  method: 'POST',
  path: '/client/media_types',
  access: mediaWrite,
  spec: mediaSpec,
  body: mediaTypeInput,
  answer: envelope(mediaTypeDetail),
});
export const showMediaType = endpoint({
  name: 'mediaTypes.show',
  method: 'GET',
  path: '/client/media_types/{id}',
  access: mediaRead,
  spec: mediaSpec,
  params: idParams,
  answer: envelope(mediaTypeDetail),
});
export const updateMediaType = endpoint({
  name: 'mediaTypes.update',
  method: 'PUT',
  path: '/client/media_types/{id}',
  access: mediaWrite,
  spec: mediaSpec,
  params: idParams,
  body: mediaTypeInput,
  answer: envelope(mediaTypeDetail),
});
/** Refused (409) while units, campaigns or packages use it. */
export const deleteMediaType = endpoint({
  name: 'mediaTypes.delete',
  method: 'DELETE',
  path: '/client/media_types/{id}',
  access: mediaWrite,
  spec: mediaSpec,
  params: idParams,
  answer: messageAnswer,
});
/**
 * Purchase periods (days) a campaign may buy the media type in: the media
 * type's, and the durations of the active buy_time rules of the providers
 * whose units are in the campaign's cart (`campaign` given) or of any provider.
 */
export const purchasePeriods = endpoint({
  name: 'mediaTypes.purchasePeriods',
  method: 'GET',
  path: '/client/media_types/{id}/purchase-periods',
  access: mediaRead,
  spec: mediaSpec,
  params: idParams,
  query: v.object({ campaign: v.optional(id) }),
  answer: v.object({ data: v.array(v.object({ days: v.number(), source: v.picklist(['media_type', 'unit_rule']) })) }),
});

// ── Materials ───────────────────────────────────────────────────────────────

const materialAccess = { permissions: ['materials.*'] };
const ownMaterialAccess = { permissions: ['materials.*'], owner: { resource: 'material', param: 'id' } } as const;
/** A print material the provider offers (vinyl, canvas…): `price` pesos per `measure_unit`. */
export const material = v.object({
  id: v.number(),
  provider_id: v.number(),
  name: v.string(),
  description: v.string(),
  price: v.number(),
  measure_unit: v.string(),
  updated_at: v.string(),
});
export type Material = v.InferOutput<typeof material>;
export const MATERIAL_MEASURES = ['m2', 'ml', 'unit'] as const;
export const materialInput = v.object({
  name: requiredText(120),
  description: v.optional(text(1000)),
  price: money,
  measure_unit: v.picklist(MATERIAL_MEASURES),
});

export const materials = endpoint({
  name: 'materials.list',
  method: 'GET',
  path: '/provider/materials',
  access: materialAccess,
  spec: mediaSpec,
  query: v.object({ ...paginationQuery, name: v.optional(text(120)) }),
  answer: paginated(material),
});
export const showMaterial = endpoint({
  name: 'materials.show',
  method: 'GET',
  path: '/provider/materials/{id}',
  access: ownMaterialAccess,
  spec: mediaSpec,
  params: idParams,
  answer: envelope(material),
});
export const storeMaterial = endpoint({
  name: 'materials.store',
  method: 'POST',
  path: '/provider/materials',
  access: materialAccess,
  spec: mediaSpec,
  body: materialInput,
  answer: envelope(material),
});
export const updateMaterial = endpoint({
  name: 'materials.update',
  method: 'PUT',
  path: '/provider/materials/{id}',
  access: ownMaterialAccess,
  spec: mediaSpec,
  params: idParams,
  body: materialInput,
  answer: envelope(material),
});
/** Refused (409) while a colour proof names the material. */
export const deleteMaterial = endpoint({
  name: 'materials.delete',
  method: 'DELETE',
  path: '/provider/materials/{id}',
  access: ownMaterialAccess,
  spec: mediaSpec,
  params: idParams,
  answer: messageAnswer,
});
