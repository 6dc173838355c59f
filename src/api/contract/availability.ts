/**
 * Availability: the ad-media search (api-catalogue.md "Availability": "GET /ad-media with filter";
 * api-calls.tsv `availability GET /ad-media query filter`). Internal staff find media units by
 * title, SKU or address — the pickers of issue 15 ("units chosen from a searchable list": an order
 * job's units, a movement's units) use it instead of typed ids. The rest of the availability area
 * (boards, exports, busy units) lands with its own issue.
 */
import * as v from 'valibot';
import { endpoint } from './define.ts';
import { id, idListQuery, paginated, paginationQuery, text } from './common.ts';

/**
 * Reading needs `browse_availability` (spec §6 sidebar gate), or the permission of a screen that
 * picks units: `order_jobs.manage` (add units to a job), `movement_units.write` (move units).
 */
const access = { permissions: ['browse_availability', 'order_jobs.manage', 'movement_units.write'] };

/** A media unit as a picker lists it: enough to tell two units apart (title, SKU, address, type, owner). */
export const adMediaUnit = v.object({
  id: v.number(),
  title: v.string(),
  sku: v.string(),
  address: v.string(),
  media_type: v.object({ id: v.number(), name: v.string() }),
  provider: v.object({ id: v.number(), name: v.string() }),
  country_id: v.number(),
  /** The circuit the unit belongs to, if any (a proposal can add every unit of it). */
  circuit: v.optional(v.nullable(v.object({ id: v.number(), name: v.string() }))),
});
export type AdMediaUnit = v.InferOutput<typeof adMediaUnit>;

/**
 * Live media units matching `filter` (part of the title, SKU or address, case ignored),
 * by title; `media_type_id` narrows to a type, `campaign_id` to the units in that campaign's cart
 * (a contract's units), `exclude_campaign_id` leaves them out, `ids` ("4,9,12") keeps those units (a form
 * showing the names of the units it holds). `per_page` ≤ 50.
 */
export const adMedia = endpoint({
  name: 'availability.adMedia',
  method: 'GET',
  path: '/ad-media',
  access,
  spec: 'api-catalogue.md Availability (GET /ad-media with filter)',
  query: v.object({
    ...paginationQuery,
    filter: v.optional(text(120)),
    media_type_id: v.optional(id),
    campaign_id: v.optional(id),
    exclude_campaign_id: v.optional(id),
    ids: idListQuery,
  }),
  answer: paginated(adMediaUnit),
});
