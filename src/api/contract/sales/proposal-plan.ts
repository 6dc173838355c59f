/**
 * Proposals, the plan of a proposal (api-catalogue.md "Proposals"): segments, prices, notes, files, the POI report,
 * check, and turning it into a booking or a contract. Rules and access: src/api/contract/sales/proposals.ts.
 */
import * as v from 'valibot';
import { endpoint } from '../define.ts';
import { fileField, id, idParams, int, isoDate, money, requiredText, text } from '../common.ts';
import { booking } from './bookings.ts';
import { answer, proposal, proposalSegment, read, segmentParams, spec, write } from './proposal-shapes.ts';

// ── Segments ────────────────────────────────────────────────────────────────

export const proposalSegments = endpoint({
  name: 'proposals.segments',
  method: 'GET',
  path: '/proposals/{id}/segments',
  access: read,
  spec,
  params: idParams,
  answer: v.object({ data: v.array(proposalSegment) }),
});
/**
 * Makes one segment per media type of the lines with no segment yet, and moves them in (idempotent: with every
 * line in a segment it changes nothing); answers the segments.
 */
export const makeProposalSegments = endpoint({
  name: 'proposals.makeSegments',
  method: 'GET',
  path: '/proposals/{id}/make-segments',
  access: write,
  spec,
  params: idParams,
  answer: v.object({ data: v.array(proposalSegment) }),
});
export const addProposalSegment = endpoint({
  name: 'proposals.addSegment',
  method: 'POST',
  path: '/proposals/{id}/add-segment',
  access: write,
  spec,
  params: idParams,
  body: v.object({
    name: requiredText(120),
    start_date: v.optional(v.nullable(isoDate)),
    end_date: v.optional(v.nullable(isoDate)),
    price: v.optional(v.nullable(money(0))),
  }),
  answer,
});
/** Removes a segment; its lines stay, without a segment. */
export const removeProposalSegment = endpoint({
  name: 'proposals.removeSegment',
  method: 'DELETE',
  path: '/proposals/{id}/remove-segment/{segment}',
  access: write,
  spec,
  params: segmentParams,
  answer,
});
/** Moves the unit's lines into the segment; they take its dates when it has them. */
export const addUnitToSegment = endpoint({
  name: 'proposals.addToSegment',
  method: 'POST',
  path: '/proposals/{id}/units/{unit}/add-to-segment/{segment}',
  access: write,
  spec,
  params: v.object({ id, unit: id, segment: id }),
  body: v.object({}),
  answer,
});
export const removeUnitFromSegment = endpoint({
  name: 'proposals.removeFromSegment',
  method: 'DELETE',
  path: '/proposals/{id}/units/{unit}/remove-from-segment/{segment}',
  access: write,
  spec,
  params: v.object({ id, unit: id, segment: id }),
  answer,
});
/** Sets (or clears, null) the segment's price per day, replacing its lines' own. */
export const updateSegmentPrices = endpoint({
  name: 'proposals.segmentPrices',
  method: 'PUT',
  path: '/proposals/{id}/{segment}/update-prices',
  access: write,
  spec,
  params: segmentParams,
  body: v.object({ price: v.nullable(money(0)) }),
  answer,
});
/** Sets the segment's dates; every line in it takes them. */
export const updateSegmentDates = endpoint({
  name: 'proposals.segmentDates',
  method: 'PUT',
  path: '/proposals/{id}/{segment}/update-dates',
  access: write,
  spec,
  params: segmentParams,
  body: v.object({ start_date: isoDate, end_date: isoDate }),
  answer,
});

// ── Prices, notes, files ────────────────────────────────────────────────────

/** One price per day for every line. */
export const updateProposalPrice = endpoint({
  name: 'proposals.updatePrice',
  method: 'PUT',
  path: '/proposals/{id}/update-price',
  access: write,
  spec,
  params: idParams,
  body: v.object({ price: money(0) }),
  answer,
});
export const updateProposalUnitPrices = endpoint({
  name: 'proposals.updateUnitPrices',
  method: 'PUT',
  path: '/proposals/{id}/update-unit-prices',
  access: write,
  spec,
  params: idParams,
  body: v.object({
    units: v.pipe(
      v.array(v.object({ unit_id: id, price: money(0), print_price: v.optional(money(0)) })),
      v.minLength(1),
      v.maxLength(1000),
    ),
  }),
  answer,
});
/** Multiplies every line's price per day by `factor` (0.01–100), to the cent. */
export const multiplyProposalPrices = endpoint({
  name: 'proposals.multiplyPrices',
  method: 'PUT',
  path: '/proposals/{id}/update-prices-multiply-units',
  access: write,
  spec,
  params: idParams,
  body: v.object({ factor: v.pipe(v.number(), v.minValue(0.01), v.maxValue(100)) }),
  answer,
});
export const updateProposalNotes = endpoint({
  name: 'proposals.updateNotes',
  method: 'PUT',
  path: '/proposals/{id}/update-notes',
  access: write,
  spec,
  params: idParams,
  body: v.object({ notes: text(5000) }),
  answer,
});
/** Attaches files (images, PDF, office documents; typed by their bytes, SECURITY.md), 1–10 per call. */
export const addProposalFiles = endpoint({
  name: 'proposals.addFiles',
  method: 'POST',
  path: '/proposals/{id}/add-new-files',
  access: write,
  spec,
  params: idParams,
  body: v.object({ files: v.pipe(v.array(fileField), v.minLength(1), v.maxLength(10)) }),
  bodyKind: 'multipart',
  answer,
});

/** Points of interest near each unit of the proposal (the POI report): within `radius` metres (default 1,000). */
export const proposalPoisReport = endpoint({
  name: 'proposals.poisReport',
  method: 'GET',
  path: '/proposals/{id}/pois-report',
  access: read,
  spec,
  params: idParams,
  query: v.object({ radius: v.optional(int(50, 10_000)) }),
  answer: v.object({
    data: v.array(
      v.object({
        unit_id: v.number(),
        title: v.string(),
        pois: v.array(v.object({ id: v.number(), name: v.string(), category: v.string(), distance_m: v.number() })),
      }),
    ),
  }),
});

// ── Check, booking, contract ────────────────────────────────────────────────

/** A unit other holds take on some of its days: the line, the holder and its days. */
export const busyLine = v.object({
  unit_id: v.number(),
  title: v.string(),
  holder: v.string(),
  start_date: v.string(),
  end_date: v.string(),
});

/** Checks the proposal (§4 "checked"): status checked, and which units other holds take now. */
export const checkProposal = endpoint({
  name: 'proposals.check',
  method: 'PUT',
  path: '/proposals/{id}/check',
  access: write,
  spec,
  params: idParams,
  body: v.object({}),
  answer: v.object({ data: proposal, busy: v.array(busyLine), message: v.string() }),
});
/**
 * Turns the proposal into a booking that holds its lines (expiring on the server's clock); refused (422, one error
 * per unit `unit_<id>` naming who holds it) when another hold takes a unit, and nothing is held then.
 */
export const bookProposal = endpoint({
  name: 'proposals.book',
  method: 'POST',
  path: '/proposals/{id}/bookings',
  access: write,
  spec,
  params: idParams,
  body: v.object({}),
  answer: v.object({ data: proposal, booking, message: v.string() }),
});
export const proposalBookings = endpoint({
  name: 'proposals.bookings',
  method: 'GET',
  path: '/proposals/{id}/bookings',
  access: read,
  spec,
  params: idParams,
  answer: v.object({ data: v.array(booking) }),
});
/** A contract made from a proposal: a contracted campaign for the customer with the proposal's lines. */
export const proposalContract = v.object({
  campaign_id: v.number(),
  name: v.string(),
  status: v.string(),
  units: v.number(),
  investment: v.number(),
  currency: v.nullable(v.string()),
  created_at: v.string(),
});
export type ProposalContract = v.InferOutput<typeof proposalContract>;

/** Turns the proposal into a contract (units re-checked unless its booking holds them; 422 per busy unit). */
export const contractProposal = endpoint({
  name: 'proposals.contract',
  method: 'POST',
  path: '/proposals/{id}/contracts',
  access: write,
  spec,
  params: idParams,
  body: v.object({}),
  answer: v.object({ data: proposal, contract: proposalContract, message: v.string() }),
});
export const proposalContracts = endpoint({
  name: 'proposals.contracts',
  method: 'GET',
  path: '/proposals/{id}/contracts',
  access: read,
  spec,
  params: idParams,
  answer: v.object({ data: v.array(proposalContract) }),
});
