/**
 * Movement units (api-catalogue.md "Movement units": POST /multiple,
 * POST /remove-contract-unit, list, store, show). A movement moves a
 * campaign's (contract's) unit to another unit, or takes it off the contract
 * (`to_unit` null), on a date (`moved_on`, YYYY-MM-DD) and for a reason.
 */
import * as v from 'valibot';
import { endpoint } from './define.ts';
import { envelope, id, idParams, isoDate, paginated, paginationQuery, requiredText } from './common.ts';

/** Reading needs `browse_movement_units` (managers, operations); moving units needs `movement_units.write` (operations; SECURITY.md). */
const access = { permissions: ['browse_movement_units'] };
const write = { permissions: ['movement_units.write'] };
const spec = 'api-catalogue.md Movement units';
const unitRef = v.object({ id: v.number(), title: v.string(), sku: v.string() });

export const movement = v.object({
  id: v.number(),
  campaign: v.object({ id: v.number(), name: v.string() }),
  from_unit: unitRef,
  to_unit: v.nullable(unitRef),
  reason: v.string(),
  moved_on: v.string(),
  created_by: v.nullable(v.object({ id: v.number(), name: v.string() })),
  created_at: v.string(),
});
export type Movement = v.InferOutput<typeof movement>;

const move = v.object({ from_unit_id: id, to_unit_id: id });

export const list = endpoint({
  name: 'movementUnits.list',
  method: 'GET',
  path: '/movement-units',
  access,
  spec,
  query: v.object({ ...paginationQuery, campaign_id: v.optional(id) }),
  answer: paginated(movement),
});

export const show = endpoint({
  name: 'movementUnits.show',
  method: 'GET',
  path: '/movement-units/{id}',
  access,
  spec,
  params: idParams,
  answer: envelope(movement),
});

export const store = endpoint({
  name: 'movementUnits.store',
  method: 'POST',
  path: '/movement-units',
  access: write,
  spec,
  body: v.object({ campaign_id: id, ...move.entries, reason: requiredText(500), moved_on: v.optional(isoDate) }),
  answer: envelope(movement),
});

/** Several moves of one campaign at once: all or none. */
export const multiple = endpoint({
  name: 'movementUnits.multiple',
  method: 'POST',
  path: '/movement-units/multiple',
  access: write,
  spec,
  body: v.object({
    campaign_id: id,
    moves: v.pipe(v.array(move), v.minLength(1, 'add at least one move'), v.maxLength(200)),
    reason: requiredText(500),
    moved_on: v.optional(isoDate),
  }),
  answer: v.object({ data: v.array(movement), message: v.optional(v.string()) }),
});

export const removeContractUnit = endpoint({
  name: 'movementUnits.removeContractUnit',
  method: 'POST',
  path: '/movement-units/remove-contract-unit',
  access: write,
  spec,
  body: v.object({ campaign_id: id, unit_id: id, reason: requiredText(500), moved_on: v.optional(isoDate) }),
  answer: envelope(movement),
});
