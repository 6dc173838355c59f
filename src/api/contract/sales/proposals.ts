/**
 * Proposals (api-catalogue.md "Proposals", including the older /proposal set; product.md §2 campaign-proposal/*,
 * proposals/*, §3 "Proposal: units with total_price and print_price…; also segments, bookings, contracts, notes,
 * prices, dates. Proposal units are loaded with file, mediaType, country, state, city, circuit, unitType,
 * mediaType.rules and provider", §4 "Proposal: checked, converted to converted to contract, removed", §8 "a
 * 422 is shown as is").
 *
 * A proposal is made for a customer by a seller: unit lines (a unit over its dates, price per day, print price,
 * quantity of faces) grouped in segments (own dates, optional price per day replacing the lines'). Every answer
 * carries its lines priced by the shared rules (src/domain/proposal-pricing.ts) and its totals, so the device
 * reprices offline to the same cent. A proposal holds nothing until it becomes a booking or a contract; `check`
 * reports the units that other holds take now (docs/sales-pipeline.md "One hold, one availability").
 *
 * Who (spec §6 gates proposals with `campaigns.show`): `campaigns.show` reads, `campaigns.*` (sellers, clients,
 * agencies) writes; a seller reaches its customers' proposals, a client its own, managers and administrators all
 * (ownership rule `proposal`).
 */
import * as v from 'valibot';
import { endpoint } from '../define.ts';
import { fileField, id, idParams, text, envelope, syncPage, syncQuery } from '../common.ts';
import {
  PROPOSAL_STATUSES,
  answer,
  linePatch,
  proposal,
  proposalInput,
  proposalLine,
  read,
  spec,
  unitParams,
  write,
} from './proposal-shapes.ts';

export * from './proposal-shapes.ts';
export * from './proposal-plan.ts';

export const proposalsList = endpoint({
  name: 'proposals.list',
  method: 'GET',
  path: '/proposals',
  access: { permissions: ['campaigns.show'] },
  spec,
  query: v.object({
    ...syncQuery,
    status: v.optional(v.picklist(PROPOSAL_STATUSES)),
    client_id: v.optional(id),
    search: v.optional(text(120)),
  }),
  answer: syncPage(proposal),
});
export const storeProposal = endpoint({
  name: 'proposals.store',
  method: 'POST',
  path: '/proposals',
  access: { permissions: ['campaigns.*'] },
  spec,
  body: proposalInput,
  answer,
});
export const showProposal = endpoint({
  name: 'proposals.show',
  method: 'GET',
  path: '/proposals/{id}',
  access: read,
  spec,
  params: idParams,
  answer: envelope(proposal),
});
export const updateProposal = endpoint({
  name: 'proposals.update',
  method: 'PUT',
  path: '/proposals/{id}',
  access: write,
  spec,
  params: idParams,
  body: proposalInput,
  answer,
});
/** Removes a proposal (§4 "removed"); refused (422, shown as sent, §8) once it became a booking or a contract. */
export const deleteProposal = endpoint({
  name: 'proposals.delete',
  method: 'DELETE',
  path: '/proposals/{id}',
  access: write,
  spec,
  params: idParams,
  answer: v.object({ message: v.string() }),
});

// ── Units ───────────────────────────────────────────────────────────────────

/** Adds one unit (its list price and the proposal's or segment's dates unless given); a unit already there is skipped. */
export const addProposalUnit = endpoint({
  name: 'proposals.addUnit',
  method: 'POST',
  path: '/proposals/{id}/units',
  access: write,
  spec,
  params: idParams,
  body: v.object({ unit_id: id, segment_id: v.optional(v.nullable(id)), ...linePatch }),
  answer,
});
export const addProposalUnits = endpoint({
  name: 'proposals.addUnits',
  method: 'POST',
  path: '/proposals/{id}/add-multi-units',
  access: write,
  spec,
  params: idParams,
  body: v.object({
    unit_ids: v.pipe(v.array(id), v.minLength(1), v.maxLength(1000)),
    segment_id: v.optional(v.nullable(id)),
  }),
  answer,
});
export const proposalUnits = endpoint({
  name: 'proposals.units',
  method: 'GET',
  path: '/proposals/{id}/units',
  access: read,
  spec,
  params: idParams,
  answer: v.object({ data: v.array(proposalLine) }),
});
/** Takes every line of the unit out of the proposal. */
export const removeProposalUnit = endpoint({
  name: 'proposals.removeUnit',
  method: 'DELETE',
  path: '/proposals/{id}/units/{unit}',
  access: write,
  spec,
  params: unitParams,
  answer,
});
/** Changes every line of the unit (dates, prices, quantity). */
export const updateProposalUnit = endpoint({
  name: 'proposals.updateUnit',
  method: 'PUT',
  path: '/proposals/{id}/units/{unit}',
  access: write,
  spec,
  params: unitParams,
  body: v.object(linePatch),
  answer,
});
/** Changes one line of the unit (`proposalUnit` is the line's id). */
export const updateProposalLine = endpoint({
  name: 'proposals.updateLine',
  method: 'PUT',
  path: '/proposals/{id}/units/{unit}/by-segment/{proposalUnit}',
  access: write,
  spec,
  params: v.object({ id, unit: id, proposalUnit: id }),
  body: v.object(linePatch),
  answer,
});

/** Most rows one unit CSV of a proposal takes. */
export const MAX_PROPOSAL_CSV_ROWS = 5000;
/** A row of the unit CSV refused, with why (1 = first data row). */
export const proposalCsvRefusal = v.object({ row: v.number(), sku: v.string(), reason: v.string() });

/**
 * Units by CSV (multipart `file`, UTF-8, comma or semicolon separated; headers `sku` (or `unit_id`), optionally
 * `start_date`, `end_date`, `price`, `print_price`, `quantity`): each valid row adds its unit; refused rows are
 * reported with their reason (unknown SKU, bad date or number, unit already there). A file that is not CSV, lacks
 * the sku/unit_id header, has no rows or more than MAX_PROPOSAL_CSV_ROWS is refused whole (422).
 */
export const uploadProposalUnits = endpoint({
  name: 'proposals.uploadUnits',
  method: 'POST',
  path: '/proposals/{id}/upload-units',
  access: write,
  spec: `${spec} (CSV of units)`,
  params: idParams,
  body: v.object({ file: fileField }),
  bodyKind: 'multipart',
  answer: v.object({
    data: proposal,
    report: v.object({ added: v.number(), refused: v.array(proposalCsvRefusal) }),
    message: v.string(),
  }),
});
/** Adds every live unit of a circuit (`ckto`: the circuit's id, "circuito"). */
export const addProposalUnitsByCircuit = endpoint({
  name: 'proposals.addUnitsByCkto',
  method: 'POST',
  path: '/proposals/{id}/add-units-by-ckto/{ckto}',
  access: write,
  spec,
  params: v.object({ id, ckto: id }),
  body: v.object({}),
  answer,
});

export type ProposalsQuery = v.InferOutput<NonNullable<(typeof proposalsList)['query']>>;
