/**
 * The campaign cart (issue 7; spec product.md §2 "The cart, grouped by
 * country and then media type", §9). Pure: the screen and the outbox build
 * on it.
 *
 * - Adding a unit whose media type has no dates yet is refused with
 *   `dates_first` (the screen says "Elige primero fechas para el tipo de
 *   medio" / "Choose dates for the media type first"); a unit already in the
 *   cart is skipped (`duplicate`), the cart unchanged.
 * - Groups: by country, then media type, in first-added order; each unit
 *   takes its media type's dates.
 * - Recalculation after a price, print price or spots change waits
 *   RECALC_DELAY_MS (spec §9: 300 ms).
 */
import { inclusiveDays } from '../../../lib/dates.ts';
import { lineTotal, type CartLine } from './pricing.ts';

/** Spec §9: recalculation waits 300 ms after a price, print price or spots change. */
export const RECALC_DELAY_MS = 300;

export interface CartUnit {
  unitId: number;
  countryId: number;
  mediaTypeId: number;
  /** Pesos per day. */
  pricePerDay: number;
  /** Pesos, once. */
  printPrice: number;
  spots: number;
  extraDays: number;
  sideA: boolean;
}

export interface Cart {
  units: CartUnit[];
  /** Chosen dates per media type id (ISO, inclusive). */
  dates: Record<number, { start: string; end: string }>;
}

export type AddResult = { ok: true; cart: Cart } | { ok: false; reason: 'dates_first' | 'duplicate'; cart: Cart };

/** Adds a unit (module doc). Never mutates `cart`. */
export function addUnit(cart: Cart, unit: CartUnit): AddResult {
  if (!cart.dates[unit.mediaTypeId]) return { ok: false, reason: 'dates_first', cart };
  if (cart.units.some((u) => u.unitId === unit.unitId)) return { ok: false, reason: 'duplicate', cart };
  return { ok: true, cart: { ...cart, units: [...cart.units, unit] } };
}

/** Removes a unit; unchanged when absent. */
export function removeUnit(cart: Cart, unitId: number): Cart {
  return cart.units.some((u) => u.unitId === unitId) ? { ...cart, units: cart.units.filter((u) => u.unitId !== unitId) } : cart;
}

/** The priced line of a cart unit: its media type's days (inclusive), extra days, spots and print price. */
export function lineOf(cart: Cart, unit: CartUnit): CartLine {
  const d = cart.dates[unit.mediaTypeId];
  return {
    pricePerDay: unit.pricePerDay, days: d ? inclusiveDays(d.start, d.end) : 0, extraDays: unit.extraDays,
    spots: unit.spots, printPrice: unit.printPrice, sideA: unit.sideA,
  };
}

export interface CartGroup { countryId: number; mediaTypes: { mediaTypeId: number; units: CartUnit[]; total: number }[]; total: number }

/** The cart grouped by country, then media type, in first-added order, with totals (pesos). */
export function groupCart(cart: Cart): CartGroup[] {
  const groups: CartGroup[] = [];
  for (const unit of cart.units) {
    let country = groups.find((g) => g.countryId === unit.countryId);
    if (!country) { country = { countryId: unit.countryId, mediaTypes: [], total: 0 }; groups.push(country); }
    let type = country.mediaTypes.find((m) => m.mediaTypeId === unit.mediaTypeId);
    if (!type) { type = { mediaTypeId: unit.mediaTypeId, units: [], total: 0 }; country.mediaTypes.push(type); }
    type.units.push(unit);
    const amount = lineTotal(lineOf(cart, unit));
    type.total = Math.round((type.total + amount) * 100) / 100;
    country.total = Math.round((country.total + amount) * 100) / 100;
  }
  return groups;
}
