/**
 * Campaign prices and rules (spec product.md §9 "Business constants
 * and limits"). Pure functions, money in pesos (2-decimal values; sums are
 * rounded to cents only at the end of each function), durations in whole days.
 *
 * - Duration: whole days inclusive of both ends (`inclusiveDays`); a print
 *   campaign with no units defaults to 30 days, start plus 29
 *   (`defaultPrintPeriod`) — both in src/lib/dates.ts.
 * - Package price: package value / number of units / duration = the daily
 *   price of each unit.
 * - Buy-time rule: the days bought are the duration times the number of
 *   chosen periods. Minimum-buy-time rule: the total is the price (per day)
 *   times the rule's days.
 * - Side-A surcharge, percent from the setting `yoda.percentage_to_face_units`:
 *   · country-group rule: for a media type with a side-A rule, when side-A
 *     units outnumber the others in a country group, the surcharge is that
 *     percent of the side-A units' total (else 0);
 *   · cart rule: when side-A units exceed the rule's percent share of the
 *     cart, the surcharge is shared equally among them, else 0.
 */

/** Rounds to cents (half away from zero). */
export const cents = (value: number): number =>
  (Math.sign(value) * Math.round(Math.abs(value) * 100 + Number.EPSILON)) / 100;

/**
 * Daily price of each unit of a package (spec §9): value / units / days.
 * @param packageValue pesos for the whole package
 * @param units number of units in it (≥ 1)
 * @param days duration in days (≥ 1)
 * @returns pesos per day, rounded to cents
 * @throws RangeError when units or days is below 1
 */
export function packageDailyPrice(packageValue: number, units: number, days: number): number {
  if (units < 1 || days < 1) throw new RangeError('a package needs at least one unit and one day');
  return cents(packageValue / units / days);
}

/** Days bought under a buy-time rule (spec §9): duration × chosen periods. */
export function buyTimeDays(durationDays: number, periods: number): number {
  return Math.max(0, durationDays) * Math.max(0, periods);
}

/** Total under a minimum-buy-time rule (spec §9): price per day × the rule's days. */
export function minimumBuyTimeTotal(pricePerDay: number, ruleDays: number): number {
  return cents(pricePerDay * ruleDays);
}

/** One unit in the cart, as priced (spec §3 "Campaign unit"). */
export interface CartLine {
  /** Pesos per day. */
  pricePerDay: number;
  /** Days booked (inclusive duration of its dates). */
  days: number;
  /** Extra days added (spec §4 "add extra days"), charged at the same daily price. */
  extraDays?: number;
  /** Spots used (screens: each spot is charged; others 1). */
  spots?: number;
  /** Print price, pesos, charged once. */
  printPrice?: number;
  /** On the unit's side A. */
  sideA?: boolean;
}

/** Total of a line: price per day × (days + extra days) × spots + print price, in pesos. */
export function lineTotal(line: CartLine): number {
  return cents(line.pricePerDay * (line.days + (line.extraDays ?? 0)) * (line.spots ?? 1) + (line.printPrice ?? 0));
}

/**
 * Side-A surcharge of a country group (spec §9, first rule): when the side-A
 * units outnumber the others, `percent` of the side-A units' total; else 0.
 * @param percent e.g. 10 for 10 %
 */
export function groupSideASurcharge(lines: readonly CartLine[], percent: number): number {
  const sideA = lines.filter((l) => l.sideA);
  if (sideA.length <= lines.length - sideA.length) return 0;
  return cents((sideA.reduce((n, l) => n + lineTotal(l), 0) * percent) / 100);
}

/**
 * Side-A surcharge in the cart (spec §9, second rule): when side-A units are
 * more than `percent` % of the cart's units, the surcharge (percent of their
 * total) is shared equally among them.
 * @returns the share of each line, in line order (0 for lines not on side A, and for all when the rule does not apply)
 */
export function cartSideAShares(lines: readonly CartLine[], percent: number): number[] {
  const sideA = lines.filter((l) => l.sideA);
  if (!lines.length || (sideA.length / lines.length) * 100 <= percent) return lines.map(() => 0);
  const surcharge = (sideA.reduce((n, l) => n + lineTotal(l), 0) * percent) / 100;
  const share = cents(surcharge / sideA.length);
  return lines.map((l) => (l.sideA ? share : 0));
}

/**
 * Totals of a cart group (spec §2 "subtotals per group; taxes; total investment").
 * @param taxPercent e.g. 16 for 16 %
 * @returns subtotal (lines + surcharge), tax and total, in pesos
 */
export function groupTotals(
  lines: readonly CartLine[],
  options: { sideAPercent: number; taxPercent: number },
): { lines: number; surcharge: number; subtotal: number; tax: number; total: number } {
  const linesTotal = cents(lines.reduce((n, l) => n + lineTotal(l), 0));
  const surcharge = groupSideASurcharge(lines, options.sideAPercent);
  const subtotal = cents(linesTotal + surcharge);
  const tax = cents((subtotal * options.taxPercent) / 100);
  return { lines: linesTotal, surcharge, subtotal, tax, total: cents(subtotal + tax) };
}
