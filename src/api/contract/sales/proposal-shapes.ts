/**
 * Shapes of the proposals contract (src/api/contract/sales/proposals.ts has the calls and the rules): a proposal, its
 * unit lines and segments, the access rules and the parts of bodies the calls share.
 */
import * as v from 'valibot';
import { id, int, isoDate, money, requiredText, text } from '../common.ts';

export const spec = 'api-catalogue.md Proposals; product.md §2 proposals/*, §3 proposal, §4 proposal, §8';
export const PROPOSAL_STATUSES = ['draft', 'checked', 'booked', 'contracted', 'removed'] as const;

/** One unit line of a proposal, with its unit as the spec loads it and its price (`price_per_day` × `days`…). */
export const proposalLine = v.object({
  /** The line's id (`proposalUnit` in by-segment paths). */
  id: v.number(),
  unit_id: v.number(),
  segment_id: v.nullable(v.number()),
  start_date: v.string(),
  end_date: v.string(),
  /** Pesos per day of the line itself (a segment's price may replace it: `price_per_day`). */
  price: v.number(),
  /** Pesos, once per face. */
  print_price: v.number(),
  quantity: v.number(),
  price_per_day: v.number(),
  days: v.number(),
  /** price_per_day × days × quantity + print_price × quantity, pesos. */
  total: v.number(),
  unit: v.object({
    title: v.string(),
    sku: v.string(),
    address: v.string(),
    lat: v.number(),
    lng: v.number(),
    country_id: v.number(),
    state: v.string(),
    city: v.string(),
    circuit: v.nullable(v.string()),
    /** The circuit's id (to add all of its units: `add-units-by-ckto/{ckto}`); absent in rows mirrored before it. */
    circuit_id: v.optional(v.nullable(v.number())),
    media_type: v.object({ id: v.number(), name: v.string() }),
    unit_type: v.nullable(v.string()),
    provider: v.object({ id: v.number(), name: v.string() }),
    /** The unit's list price per day, pesos. */
    list_price: v.number(),
    /** Spots the unit has. */
    spots: v.number(),
    /** The unit's latest photo (`/api/files/get/{id}`), or null. */
    photo_url: v.nullable(v.string()),
  }),
});
export type ProposalLine = v.InferOutput<typeof proposalLine>;

export const proposalSegment = v.object({
  id: v.number(),
  name: v.string(),
  start_date: v.nullable(v.string()),
  end_date: v.nullable(v.string()),
  /** Pesos per day for every line of the segment, or null (each line its own). */
  price: v.nullable(v.number()),
  position: v.number(),
  /** Sum of its lines' totals, pesos. */
  subtotal: v.number(),
});
export type ProposalSegment = v.InferOutput<typeof proposalSegment>;

export const proposal = v.object({
  id: v.number(),
  name: v.string(),
  client_id: v.number(),
  client_name: v.string(),
  seller_id: v.nullable(v.number()),
  seller_name: v.nullable(v.string()),
  package_id: v.nullable(v.number()),
  status: v.picklist(PROPOSAL_STATUSES),
  notes: v.string(),
  start_date: v.nullable(v.string()),
  end_date: v.nullable(v.string()),
  checked_at: v.nullable(v.string()),
  /** ISO 4217 code of the units' country when they share one; null when mixed or empty. */
  currency: v.nullable(v.string()),
  /** Percentages of the applied discount requests, in the order applied. */
  discounts: v.array(v.number()),
  subtotal: v.number(),
  discount: v.number(),
  total: v.number(),
  segments: v.array(proposalSegment),
  units: v.array(proposalLine),
  files: v.array(v.object({ id: v.number(), name: v.string(), url: v.string() })),
  created_at: v.string(),
  updated_at: v.string(),
});
export type Proposal = v.InferOutput<typeof proposal>;

export const read = { permissions: ['campaigns.show'], owner: { resource: 'proposal', param: 'id' } } as const;
export const write = { permissions: ['campaigns.*'], owner: { resource: 'proposal', param: 'id' } } as const;
export const answer = v.object({ data: proposal, message: v.string() });
export const unitParams = v.object({ id, unit: id });
export const segmentParams = v.object({ id, segment: id });

/** What a proposal is made of at creation and edited later (name, customer, notes, default dates). */
export const proposalInput = v.object({
  name: requiredText(160),
  client_id: id,
  notes: v.optional(text(5000)),
  start_date: v.optional(v.nullable(isoDate)),
  end_date: v.optional(v.nullable(isoDate)),
  /** By-package proposals: the package whose units and segments it starts with. */
  package_id: v.optional(v.nullable(id)),
});
export type ProposalInput = v.InferOutput<typeof proposalInput>;

/** A line's dates and prices as a request changes them; each field left out stays. */
export const linePatch = {
  start_date: v.optional(isoDate),
  end_date: v.optional(isoDate),
  price: v.optional(money(0)),
  print_price: v.optional(money(0)),
  quantity: v.optional(int(1, 1000)),
};
