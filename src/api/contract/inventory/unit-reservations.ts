/** A provider's reservations of its own units for dates, outside campaigns (api-catalogue.md "Units"); no overlaps. */
import * as v from 'valibot';
import { endpoint } from '../define.ts';
import { envelope, id, idParams, isoDate, messageAnswer, paginated, paginationQuery, text } from '../common.ts';
import { unitAccess, ownReservationAccess, wholeNumber } from './shared.ts';
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
