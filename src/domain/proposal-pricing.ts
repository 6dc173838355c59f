/**
 * Proposal pricing (product.md §3 "Proposal: units with total_price and print_price…; also segments, notes, prices,
 * dates"; issue 16 "Prices computed by the shared domain rules, identical on device and server to the cent";
 * docs/sales-pipeline.md). One pure module: the reference server prices what it stores and answers, the app prices
 * what the seller changed offline, so both agree to the cent. No DOM, no I/O.
 *
 * Rules (ours where the spec is silent):
 * - a line is one unit over its dates; `days` = whole days of its dates, both ends included;
 * - its price per day is its segment's price when the segment has one, else its own (`pricePerDayOf`);
 * - its total = price per day × days × quantity + print price × quantity, rounded to the cent (`lineTotal` of the
 *   cart, spots read as the quantity of faces bought);
 * - a segment's subtotal is the sum of its lines; the proposal's subtotal the sum of every line;
 * - applied discounts (discount requests on the proposal) take their percentages off the subtotal, one after the
 *   other (`discount` rounded to the cent); `total` = subtotal − discount, never below 0;
 * - "multiply units prices" multiplies every line's price per day by a factor (0.01–100), rounded to the cent.
 *
 * Money in pesos (or the units' currency) with 2 decimals; dates `YYYY-MM-DD`.
 */
import { inclusiveDays } from '#src/lib/dates.ts';
import { cents, lineTotal } from './pricing.ts';

/** A line as priced: `price` and `print_price` in pesos (per day, once), `quantity` faces ≥ 1. */
export interface ProposalLineInput {
  segment_id: number | null;
  start_date: string;
  end_date: string;
  price: number;
  print_price: number;
  quantity: number;
}

/** A segment as priced: `price` pesos per day replacing its lines' own, or null. */
export interface ProposalSegmentInput {
  id: number;
  price: number | null;
}

/** A priced line: the price per day charged, the days and the total. */
export interface PricedLine {
  price_per_day: number;
  days: number;
  total: number;
}

export interface ProposalQuote<L> {
  lines: (L & PricedLine)[];
  /** Subtotal per segment id (lines with no segment under `0`). */
  segments: Record<number, number>;
  subtotal: number;
  /** Pesos taken off by the applied discounts. */
  discount: number;
  total: number;
}

/** The price per day a line is charged: its segment's when set, else its own. */
export function pricePerDayOf(
  line: Pick<ProposalLineInput, 'price'>,
  segment?: ProposalSegmentInput | undefined,
): number {
  return segment?.price ?? line.price;
}

/** Prices one line (module doc). */
export function priceLine(line: ProposalLineInput, segment?: ProposalSegmentInput | undefined): PricedLine {
  const pricePerDay = pricePerDayOf(line, segment);
  const days = inclusiveDays(line.start_date, line.end_date);
  const quantity = Math.max(1, line.quantity);
  return {
    price_per_day: pricePerDay,
    days,
    total: lineTotal({ pricePerDay, days, spots: quantity, printPrice: cents(line.print_price * quantity) }),
  };
}

/**
 * Pesos taken off `subtotal` by discounts of `percents` (each clamped to 0–100) applied one after the other: each
 * takes its percentage of what is left, in whole cents rounded half up (so 15 % of 333.30 is 50.00).
 */
export function discountOf(subtotal: number, percents: readonly number[]): number {
  const start = Math.round(subtotal * 100);
  let left = start;
  for (const p of percents) left -= Math.round((left * Math.min(100, Math.max(0, p))) / 100);
  return (start - left) / 100;
}

/**
 * Prices a proposal: every line, the subtotal per segment, the subtotal, the applied discounts and the total.
 * @param discountPercents percentages of the proposal's applied discount requests
 */
export function quoteProposal<L extends ProposalLineInput>(
  lines: readonly L[],
  segments: readonly ProposalSegmentInput[],
  discountPercents: readonly number[] = [],
): ProposalQuote<L> {
  const segmentOf = new Map(segments.map((s) => [s.id, s]));
  const bySegment: Record<number, number> = {};
  const priced = lines.map((l) => {
    const p = priceLine(l, l.segment_id === null ? undefined : segmentOf.get(l.segment_id));
    const key = l.segment_id ?? 0;
    bySegment[key] = cents((bySegment[key] ?? 0) + p.total);
    return { ...l, ...p };
  });
  const subtotal = cents(priced.reduce((sum, l) => sum + l.total, 0));
  const discount = discountOf(subtotal, discountPercents);
  return { lines: priced, segments: bySegment, subtotal, discount, total: Math.max(0, cents(subtotal - discount)) };
}

/** A price per day multiplied by `factor` (multiply-units prices), rounded to the cent. */
export function multiplyPrice(price: number, factor: number): number {
  return cents(price * factor);
}
