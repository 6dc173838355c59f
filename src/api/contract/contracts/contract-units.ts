/**
 * A contract's units (api-catalogue.md "Contracts": `PUT /{id}/update-periods`, `update-prices`, and `PUT
 * /{id}/units/{unit}/update-period`, `update-prices`, `update-spots`; product.md §4 "update periods, prices, spots";
 * §8 "on contract unit and period updates the response itself is shown"; §9 the 300 ms recalculation; issue 17).
 * Allowed while the contract is pending or approved (409 otherwise). A refusal is a 422 whose error object names
 * each unit it concerns under `unit_<id>` (the unit is not in the contract, dates reversed, a price under the unit's
 * minimum, more spots than are free, days another hold takes), which the device shows on that unit. Every answer
 * is the contract, repriced in centavos (src/domain/contract-rules.ts).
 */
import * as v from 'valibot';
import { endpoint } from '../define.ts';
import { id, money } from '../common.ts';
import { contract, spec, write } from './contracts.ts';

const isoDay = v.pipe(v.string(), v.isoDate());
const unitParams = v.object({ id, unit: id });
const answer = v.object({ data: contract, message: v.string() });

export const updateContractUnitPeriod = endpoint({
  name: 'contracts.updateUnitPeriod',
  method: 'PUT',
  path: '/contracts/{id}/units/{unit}/update-period',
  access: write,
  spec,
  params: unitParams,
  body: v.object({ start_date: isoDay, end_date: isoDay }),
  answer,
});
export const updateContractUnitPrices = endpoint({
  name: 'contracts.updateUnitPrices',
  method: 'PUT',
  path: '/contracts/{id}/units/{unit}/update-prices',
  access: write,
  spec: `${spec} (sent after the 300 ms recalculation pause)`,
  params: unitParams,
  body: v.object({ price: v.optional(money(0)), print_price: v.optional(money(0)) }),
  answer,
});
export const updateContractUnitSpots = endpoint({
  name: 'contracts.updateUnitSpots',
  method: 'PUT',
  path: '/contracts/{id}/units/{unit}/update-spots',
  access: write,
  spec: `${spec} (sent after the 300 ms recalculation pause)`,
  params: unitParams,
  body: v.object({ spots: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)) }),
  answer,
});
/** One period for every unit of the contract. */
export const updateContractPeriods = endpoint({
  name: 'contracts.updatePeriods',
  method: 'PUT',
  path: '/contracts/{id}/update-periods',
  access: write,
  spec,
  params: v.object({ id }),
  body: v.object({ start_date: isoDay, end_date: isoDay }),
  answer,
});
/** Prices of several units at once. */
export const updateContractPrices = endpoint({
  name: 'contracts.updatePrices',
  method: 'PUT',
  path: '/contracts/{id}/update-prices',
  access: write,
  spec,
  params: v.object({ id }),
  body: v.object({
    units: v.pipe(
      v.array(v.object({ unit_id: id, price: v.optional(money(0)), print_price: v.optional(money(0)) })),
      v.minLength(1),
      v.maxLength(5000),
    ),
  }),
  answer,
});
