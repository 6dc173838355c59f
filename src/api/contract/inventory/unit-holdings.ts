/** Contracts and bookings holding a unit, as clients and providers read them (api-catalogue.md "Units"). */
import * as v from 'valibot';
import { endpoint } from '../define.ts';
import { idParams } from '../common.ts';
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
