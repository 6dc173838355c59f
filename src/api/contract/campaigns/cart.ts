/**
 * Campaign planning calls: the cart and its end — attach and detach a unit, reserve, cancel a reservation, make
 * contract, accept a price, extra days, credit, taxes, cancel (api-catalogue.md "Campaigns", product.md §4).
 */
import * as v from 'valibot';
import { endpoint } from '../define.ts';
import { id, idParams, money } from '../common.ts';
import { writeOne, writeOneUnit, spec, base, detail, unitParams } from './shared.ts';
/**
 * Adds a unit to the cart with its media type's dates. Refused (422, errors
 * under `unit`) when the media type has no dates yet, when the unit is not
 * active, or when other campaigns' reservations or contracts take every spot
 * on some of those days; a unit already in the cart is skipped (200).
 */
export const attachUnit = endpoint({
  name: 'campaigns.attachUnit',
  method: 'POST',
  path: `${base}/{id}/attach_unit/{unit}`,
  access: writeOneUnit,
  spec,
  params: unitParams,
  answer: detail,
});
/** Takes a unit out of the cart; a unit not in it is skipped (200). */
export const detachUnit = endpoint({
  name: 'campaigns.detachUnit',
  method: 'PUT',
  path: `${base}/{id}/detach_unit/{unit}`,
  access: writeOneUnit,
  spec,
  params: unitParams,
  answer: detail,
});

/** Reserve (spec §4): every cart unit must still be free; the campaign becomes `reserved`. */
export const reserve = endpoint({
  name: 'campaigns.reserve',
  method: 'POST',
  path: `${base}/{id}/bookings`,
  access: writeOne,
  spec,
  params: idParams,
  body: v.object({}),
  answer: detail,
});
export const cancelReservation = endpoint({
  name: 'campaigns.cancelReservation',
  method: 'DELETE',
  path: `${base}/{id}/bookings/{bookingId}`,
  access: writeOne,
  spec,
  params: v.object({ id, bookingId: id }),
  answer: detail,
});
/** Make contract (spec §4): from a reserved or priced campaign; units get `bought_at`; status `contracted`. */
export const makeContract = endpoint({
  name: 'campaigns.makeContract',
  method: 'POST',
  path: `${base}/{id}/contracts`,
  access: writeOne,
  spec,
  params: idParams,
  body: v.object({}),
  answer: detail,
});
export const acceptPrice = endpoint({
  name: 'campaigns.acceptPrice',
  method: 'POST',
  path: `${base}/{id}/accept_price`,
  access: writeOne,
  spec,
  params: idParams,
  body: v.object({}),
  answer: detail,
});

export const extraDays = endpoint({
  name: 'campaigns.extraDays',
  method: 'POST',
  path: `${base}/{id}/extra_days`,
  access: writeOne,
  spec,
  params: idParams,
  body: v.object({
    unit_ids: v.pipe(v.array(id), v.minLength(1)),
    days: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(365)),
  }),
  answer: detail,
});

export const addCredit = endpoint({
  name: 'campaigns.addCredit',
  method: 'POST',
  path: `${base}/{id}/add_credit`,
  access: writeOne,
  spec,
  params: idParams,
  body: v.object({ amount: money() }),
  answer: detail,
});

export const addTaxes = endpoint({
  name: 'campaigns.addTaxes',
  method: 'POST',
  path: `${base}/{id}/add-taxes`,
  access: writeOne,
  spec,
  params: idParams,
  body: v.object({ add_taxes: v.boolean() }),
  answer: detail,
});

export const cancel = endpoint({
  name: 'campaigns.cancel',
  method: 'PATCH',
  path: `${base}/{id}/cancel-campaign`,
  access: writeOne,
  spec,
  params: idParams,
  answer: detail,
});
