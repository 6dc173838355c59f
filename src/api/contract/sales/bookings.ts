/**
 * Bookings, or reservations (api-catalogue.md "Bookings": GET /bookings with a query filter, GET /bookings/{id},
 * PUT apply / reject / remove, PUT /bookings/{id}/units/{unit}/remove-unit; the Campaigns row GET
 * /client/campaigns/{id}/bookings; product.md §2 bookings/{id}, reservations/*, §4 "Bookings can be applied,
 * rejected or removed (the result replaces the booking); a unit can be removed from a booking", §8 "shows server
 * message or error's own message").
 *
 * A booking holds its units over their dates (docs/sales-pipeline.md "One hold, one availability"): an open one
 * until `expires_at` on the server's clock, an applied one until its units' end dates (src/domain/booking-rules.ts).
 * Each unit line lists `blocked_by`: the other holds on the same unit over overlapping days (campaigns reserved or
 * contracted, other bookings, the provider's own reservations), with `full` when together they take every spot
 * (the unit could not be booked again for those days).
 *
 * Who: `browse_bookings` reads — a client its own, a seller its customers' (client_sellers), managers and
 * administrators all (ownership rule `booking`); `bookings.*` applies and rejects; removing a booking or one of
 * its units needs `browse_bookings` on a booking the caller reaches (a client withdraws its own hold). A decision
 * already taken answers 409 with what was decided; an expired booking can only be removed (409).
 */
import * as v from 'valibot';
import { BOOKING_STATUSES } from '#src/domain/booking-rules.ts';
import { endpoint } from '../define.ts';
import { id, idListQuery, idParams, envelope, syncPage, syncQuery, text } from '../common.ts';

const spec = 'api-catalogue.md Bookings; product.md §2 bookings/{id}, reservations/*, §4 bookings, §8';

/** Another hold on the same unit over overlapping days. */
export const bookingBlocker = v.object({
  kind: v.picklist(['campaign', 'contract', 'booking', 'reservation']),
  /** Campaign id (campaign, contract), booking id, or unit reservation id. */
  id: v.number(),
  /** Campaign or booking name; the provider's note for a unit reservation. */
  name: v.string(),
  start_date: v.string(),
  end_date: v.string(),
  spots: v.number(),
});
export type BookingBlocker = v.InferOutput<typeof bookingBlocker>;

/** One unit a booking holds. `price` pesos per day in the booking's currency; dates YYYY-MM-DD, inclusive. */
export const bookingUnit = v.object({
  unit_id: v.number(),
  title: v.string(),
  sku: v.string(),
  address: v.string(),
  start_date: v.string(),
  end_date: v.string(),
  spots: v.number(),
  /** Spots the unit has. */
  capacity: v.number(),
  price: v.number(),
  blocked_by: v.array(bookingBlocker),
  /** True when the other holds take every spot on some of these days. */
  full: v.boolean(),
});
export type BookingUnit = v.InferOutput<typeof bookingUnit>;

export const booking = v.object({
  id: v.number(),
  name: v.string(),
  campaign_id: v.nullable(v.number()),
  proposal_id: v.nullable(v.number()),
  client_id: v.nullable(v.number()),
  client_name: v.string(),
  created_by_name: v.nullable(v.string()),
  status: v.picklist(BOOKING_STATUSES),
  /** When an open booking stops holding (ISO, the server's clock); null: it does not expire. */
  expires_at: v.nullable(v.string()),
  /** The server's clock when it answered (ISO): the device compares `expires_at` with its own clock offset by it. */
  server_time: v.string(),
  decided_at: v.nullable(v.string()),
  /** The reason given with a rejection. */
  reason: v.string(),
  /** Sum over the units of price × days × spots, pesos in `currency`. */
  total: v.number(),
  /** ISO 4217 code of the units' country when they share one; null when mixed. */
  currency: v.nullable(v.string()),
  units: v.array(bookingUnit),
  created_at: v.string(),
  updated_at: v.string(),
});
export type Booking = v.InferOutput<typeof booking>;

const read = { permissions: ['browse_bookings'], owner: { resource: 'booking', param: 'id' } } as const;
const decide = { permissions: ['bookings.*'], owner: { resource: 'booking', param: 'id' } } as const;
const answer = v.object({ data: booking, message: v.string() });

/**
 * Bookings the caller reaches, newest first; a pullable list (updated_since, tombstones never: a booking is not
 * deleted, it ends with a status). Filters: `status` (one of BOOKING_STATUSES, or `expired`), `client_id`,
 * `campaign_id`, `proposal_id`, `search` (name or client).
 */
export const bookingsList = endpoint({
  name: 'bookings.list',
  method: 'GET',
  path: '/bookings',
  access: { permissions: ['browse_bookings'] },
  spec,
  query: v.object({
    ...syncQuery,
    status: v.optional(v.picklist([...BOOKING_STATUSES, 'expired'])),
    client_id: v.optional(id),
    campaign_id: v.optional(id),
    proposal_id: v.optional(id),
    ids: idListQuery,
    search: v.optional(text(120)),
  }),
  answer: syncPage(booking),
});

export const showBooking = endpoint({
  name: 'bookings.show',
  method: 'GET',
  path: '/bookings/{id}',
  access: read,
  spec,
  params: idParams,
  answer: envelope(booking),
});

/** Confirms an open, unexpired booking: it holds until its units' end dates. */
export const applyBooking = endpoint({
  name: 'bookings.apply',
  method: 'PUT',
  path: '/bookings/{id}/apply',
  access: decide,
  spec,
  params: idParams,
  body: v.object({}),
  answer,
});

/** Rejects an open booking, with an optional reason: its units are free again. */
export const rejectBooking = endpoint({
  name: 'bookings.reject',
  method: 'PUT',
  path: '/bookings/{id}/reject',
  access: decide,
  spec,
  params: idParams,
  body: v.object({ reason: v.optional(text(1000)) }),
  answer,
});

/** Removes an open (even expired) or applied booking: its units are free again. */
export const removeBooking = endpoint({
  name: 'bookings.remove',
  method: 'PUT',
  path: '/bookings/{id}/remove',
  access: read,
  spec,
  params: idParams,
  body: v.object({}),
  answer,
});

/** Frees one unit of an open or applied booking; the last unit is refused (422: remove the booking instead). */
export const removeBookingUnit = endpoint({
  name: 'bookings.removeUnit',
  method: 'PUT',
  path: '/bookings/{id}/units/{unit}/remove-unit',
  access: read,
  spec,
  params: v.object({ id, unit: id }),
  body: v.object({}),
  answer,
});

/** The bookings of a campaign the caller reaches (the Campaigns row `{id}/bookings`), newest first. */
export const campaignBookings = endpoint({
  name: 'campaigns.bookings',
  method: 'GET',
  path: '/client/campaigns/{id}/bookings',
  access: { permissions: ['campaigns.show'], owner: { resource: 'campaign', param: 'id' } },
  spec: 'api-catalogue.md Campaigns {id}/bookings',
  params: idParams,
  answer: v.object({ data: v.array(booking) }),
});
