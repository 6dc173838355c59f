/**
 * The quote of a campaign's cart (spec product.md §9 "Business
 * constants and limits", §3 "Campaign unit", "Country group (cart)"): one pure
 * function used by the reference server to price what it stores and by the
 * app to price what the client changed offline, so both agree to the cent.
 *
 * Per line (a unit in the cart):
 * - `duration` = whole days of its dates, inclusive of both ends;
 * - days charged = duration + extra days; under a media type's
 *   `min_buy_time` rule (`{ type: 'min_buy_time', duration: D }`) a line of
 *   fewer than D days is charged D days (minimum-buy-time rule: price × rule
 *   days);
 * - `total_price` = price per day × days charged × spots used + print price.
 * - `extra_by_side`: the cart rule of the side-A surcharge — within each
 *   country × media type with a `side_a` rule, when side-A units are more than
 *   the surcharge percent of that media type's units, the surcharge (percent
 *   of the side-A lines' totals) is shared equally among them; else 0.
 *
 * Per country group: units, the lines' subtotal, and the country-group rule
 * of the surcharge — for the side_a media types, when side-A units outnumber
 * the others, percent of the side-A units' total (`side_a_surcharge`). The
 * investment is Σ group subtotals + side-A surcharges; taxes are
 * `tax_percent` of that; credit (pesos, spec §4 "add credit") is taken off;
 * `total` = investment + taxes − credit, never below 0.
 *
 * Money in pesos with 2 decimals (`cents` rounding), dates `YYYY-MM-DD`.
 */
import { inclusiveDays } from '#src/lib/dates.ts';
import {
  cartSideAShares,
  cents,
  groupSideASurcharge,
  lineTotal,
  minimumBuyTimeTotal,
  type CartLine,
} from './pricing.ts';

/** A media type's rule as the server stores it (spec §3 "Media type"). */
export type MediaTypeRule = { type: string | { key: string }; rule?: unknown; duration?: number | undefined };

/** What the quote needs of a media type. */
export interface QuoteMediaType {
  id: number;
  rules: readonly MediaTypeRule[];
}

/** What the quote needs of a cart line. */
export interface QuoteLine {
  unit_id: number;
  country_id: number;
  media_type_id: number;
  /** Pesos per day. */
  price: number;
  /** Pesos, once. */
  print_price: number;
  spots_used: number;
  extra_days: number;
  /** 'A' for side A. */
  side: string;
  start_date: string;
  end_date: string;
}

export interface QuotedLine {
  unit_id: number;
  duration: number;
  total_price: number;
  extra_by_side: number;
}
export interface QuotedGroup {
  country_id: number;
  units_count: number;
  /** Σ line totals, pesos. */
  subtotal: number;
  /** Country-group side-A surcharge, pesos. */
  side_a_surcharge: number;
  media_types: { media_type_id: number; units_count: number; subtotal: number; side_a_surcharge: number }[];
}
export interface Quote {
  lines: QuotedLine[];
  groups: QuotedGroup[];
  /** Σ subtotals + surcharges, pesos. */
  investment: number;
  tax_percent: number;
  taxes: number;
  credit: number;
  total: number;
}

const ruleKey = (r: MediaTypeRule): string => (typeof r.type === 'string' ? r.type : r.type.key);
/** The media type has a side-A rule. */
export const hasSideARule = (m: QuoteMediaType | undefined): boolean => !!m?.rules.some((r) => ruleKey(r) === 'side_a');
/** Days of the media type's minimum-buy-time rule, 0 when it has none. */
export const minimumBuyDays = (m: QuoteMediaType | undefined): number =>
  m?.rules.find((r) => ruleKey(r) === 'min_buy_time')?.duration ?? 0;
/** Days of one purchase period under the media type's buy-time rule, 0 when it has none. */
export const buyTimePeriodDays = (m: QuoteMediaType | undefined): number =>
  m?.rules.find((r) => ruleKey(r) === 'buy_time')?.duration ?? 0;

/** Price of one line (module doc), without side-A surcharges. */
export function priceLine(
  line: QuoteLine,
  mediaType: QuoteMediaType | undefined,
): { duration: number; total_price: number } {
  const duration = inclusiveDays(line.start_date, line.end_date);
  const days = duration + line.extra_days;
  const minimum = minimumBuyDays(mediaType);
  const cart: CartLine = { pricePerDay: line.price, days, spots: line.spots_used, printPrice: line.print_price };
  const total =
    minimum > days
      ? cents(minimumBuyTimeTotal(line.price, minimum) * line.spots_used + line.print_price)
      : lineTotal(cart);
  return { duration, total_price: total };
}

/**
 * Prices a cart (module doc).
 * @param lines the cart, any order (groups come out in first-seen order)
 * @param mediaTypes every media type the lines use (missing ones have no rules)
 * @param options sideAPercent from `yoda.percentage_to_face_units`; taxPercent (e.g. 16); credit in pesos
 */
export function quoteCart(
  lines: readonly QuoteLine[],
  mediaTypes: readonly QuoteMediaType[],
  options: { sideAPercent: number; taxPercent: number; credit?: number },
): Quote {
  const typeOf = new Map(mediaTypes.map((m) => [m.id, m]));
  const priced = lines.map((l) => ({ line: l, ...priceLine(l, typeOf.get(l.media_type_id)), extra_by_side: 0 }));
  const groups: QuotedGroup[] = [];
  const byGroupType = new Map<string, typeof priced>();
  for (const p of priced) {
    let g = groups.find((x) => x.country_id === p.line.country_id);
    if (!g) {
      g = { country_id: p.line.country_id, units_count: 0, subtotal: 0, side_a_surcharge: 0, media_types: [] };
      groups.push(g);
    }
    let m = g.media_types.find((x) => x.media_type_id === p.line.media_type_id);
    if (!m) {
      m = { media_type_id: p.line.media_type_id, units_count: 0, subtotal: 0, side_a_surcharge: 0 };
      g.media_types.push(m);
    }
    m.units_count += 1;
    m.subtotal = cents(m.subtotal + p.total_price);
    g.units_count += 1;
    g.subtotal = cents(g.subtotal + p.total_price);
    const key = `${p.line.country_id}:${p.line.media_type_id}`;
    byGroupType.set(key, [...(byGroupType.get(key) ?? []), p]);
  }
  for (const g of groups) {
    for (const m of g.media_types) {
      if (!hasSideARule(typeOf.get(m.media_type_id))) continue;
      const members = byGroupType.get(`${g.country_id}:${m.media_type_id}`) ?? [];
      // The lines' totals are already priced (minimum days included): feed them as 1-day lines.
      const asLines: CartLine[] = members.map((p) => ({
        pricePerDay: p.total_price,
        days: 1,
        sideA: p.line.side === 'A',
      }));
      const shares = cartSideAShares(asLines, options.sideAPercent);
      members.forEach((p, i) => {
        p.extra_by_side = shares[i] ?? 0;
      });
      m.side_a_surcharge = groupSideASurcharge(asLines, options.sideAPercent);
      g.side_a_surcharge = cents(g.side_a_surcharge + m.side_a_surcharge);
    }
  }
  const investment = cents(groups.reduce((n, g) => n + g.subtotal + g.side_a_surcharge, 0));
  const taxes = cents((investment * options.taxPercent) / 100);
  const credit = cents(options.credit ?? 0);
  return {
    lines: priced.map((p) => ({
      unit_id: p.line.unit_id,
      duration: p.duration,
      total_price: p.total_price,
      extra_by_side: p.extra_by_side,
    })),
    groups,
    investment,
    tax_percent: options.taxPercent,
    taxes,
    credit,
    total: Math.max(0, cents(investment + taxes - credit)),
  };
}
