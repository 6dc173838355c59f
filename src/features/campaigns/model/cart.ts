/**
 * The campaign cart as the app changes it (spec product.md §2 "The
 * cart, grouped by country and then media type", §5, §9). Pure functions over
 * the campaign as the server answers it (`CampaignDetail`): the outbox's
 * optimistic changes are built from them, so what the client sees offline is
 * what the server will compute (same `quoteCart`).
 *
 * - Adding a unit whose media type (in its country) has no dates yet is
 *   refused with `dates_first` (the screen says "Elige primero fechas para el
 *   tipo de medio" / "Choose dates for the media type first"); a unit already
 *   in the cart is skipped (`duplicate`), the cart unchanged.
 * - A new line takes its media type's dates, the unit's price per day, its
 *   print price in print campaigns (0 otherwise), 1 spot and no extra days.
 * - Every change is an idempotent "set" (adding a present unit, removing an
 *   absent one, setting the same dates: no change), as the outbox's rebasing
 *   requires.
 * - Recalculation after a price, print price or spots change waits
 *   RECALC_DELAY_MS (spec §9: 300 ms) — the screen debounces, this module
 *   reprices at once.
 */
import type { AvailableUnit, CampaignDetail, CartUnit } from '#src/api/contract/campaigns.ts';
import { addDays, inclusiveDays } from '#src/lib/dates.ts';
import { buyTimePeriodDays, quoteCart, type QuoteMediaType } from '#src/domain/quote.ts';

/** Spec §9: recalculation waits 300 ms after a price, print price or spots change. */
export const RECALC_DELAY_MS = 300;

/** The chosen dates of a country's media type in the campaign, or null when none yet. */
export function datesOf(
  detail: Pick<CampaignDetail, 'countries'>,
  countryId: number,
  mediaTypeId: number,
): { start: string; end: string } | null {
  const m = detail.countries.find((c) => c.id === countryId)?.media_types.find((x) => x.media_type_id === mediaTypeId);
  return m?.start_date && m.end_date ? { start: m.start_date, end: m.end_date } : null;
}

export type AttachResult =
  | { ok: true; detail: CampaignDetail }
  | { ok: false; reason: 'dates_first' | 'duplicate'; detail: CampaignDetail };

/** Adds a unit to the cart (module doc). Never mutates `detail`; the result is not repriced (see `reprice`). */
export function attachLine(detail: CampaignDetail, unit: AvailableUnit): AttachResult {
  if (detail.units.some((u) => u.id === unit.id)) return { ok: false, reason: 'duplicate', detail };
  const dates = datesOf(detail, unit.country_id, unit.media_type_id);
  if (!dates) return { ok: false, reason: 'dates_first', detail };
  const line: CartUnit = {
    id: unit.id,
    title: unit.title,
    sku: unit.sku,
    address: unit.address,
    lat: unit.lat,
    lng: unit.lng,
    image: unit.image,
    country_id: unit.country_id,
    state_id: unit.state_id,
    city_id: unit.city_id,
    media_type_id: unit.media_type_id,
    provider_id: unit.provider_id,
    side: unit.side,
    direction: unit.direction,
    traffic_direction: unit.traffic_direction,
    daily_traffic: unit.daily_traffic,
    price: unit.price,
    original_price: unit.price,
    print_price: detail.units_category.key === 'print' ? unit.print_price : 0,
    min_price: unit.min_price,
    min_print_price: unit.min_print_price,
    available_spots: unit.spots,
    spots_used: 1,
    extra_days: 0,
    start_date: dates.start,
    end_date: dates.end,
    duration: inclusiveDays(dates.start, dates.end),
    total_price: 0,
    extra_by_side: 0,
    is_special: false,
    bought_at: null,
  };
  return { ok: true, detail: { ...detail, units: [...detail.units, line] } };
}

/** Removes a unit from the cart; unchanged when absent. */
export function detachLine(detail: CampaignDetail, unitId: number): CampaignDetail {
  return detail.units.some((u) => u.id === unitId)
    ? { ...detail, units: detail.units.filter((u) => u.id !== unitId) }
    : detail;
}

/**
 * Sets the dates of a country's media type and moves its cart lines to them.
 * Under a buy-time rule with `periods`, the end is start + period days × periods − 1.
 */
export function setMediaTypeDates(
  detail: CampaignDetail,
  change: { countryId: number; mediaTypeId: number; start: string; end: string; periods?: number | null | undefined },
  mediaType?: QuoteMediaType,
): CampaignDetail {
  const periodDays = buyTimePeriodDays(mediaType);
  const end = change.periods && periodDays ? addDays(change.start, periodDays * change.periods - 1) : change.end;
  const countries = detail.countries.map((c) =>
    c.id !== change.countryId
      ? c
      : {
          ...c,
          media_types: c.media_types.map((m) =>
            m.media_type_id !== change.mediaTypeId
              ? m
              : { ...m, start_date: change.start, end_date: end, periods: change.periods ?? null },
          ),
        },
  );
  const units = detail.units.map((u) =>
    u.country_id === change.countryId && u.media_type_id === change.mediaTypeId
      ? { ...u, start_date: change.start, end_date: end, duration: inclusiveDays(change.start, end) }
      : u,
  );
  return { ...detail, countries, units };
}

/** A change to cart lines (spec §4 "unit update"): price per day, print price, spots, extra days. */
export interface LineUpdate {
  unit_id: number;
  price?: number | undefined;
  print_price?: number | undefined;
  spots_used?: number | undefined;
  extra_days?: number | undefined;
}

/** Applies line updates; unknown units are ignored. */
export function updateLines(detail: CampaignDetail, updates: readonly LineUpdate[]): CampaignDetail {
  const byId = new Map(updates.map((u) => [u.unit_id, u]));
  return {
    ...detail,
    units: detail.units.map((u) => {
      const c = byId.get(u.id);
      if (!c) return u;
      return {
        ...u,
        ...(c.price !== undefined ? { price: c.price } : {}),
        ...(c.print_price !== undefined ? { print_price: c.print_price } : {}),
        ...(c.spots_used !== undefined ? { spots_used: c.spots_used } : {}),
        ...(c.extra_days !== undefined ? { extra_days: c.extra_days } : {}),
      };
    }),
  };
}

/**
 * Reprices the whole cart with `quoteCart` (lines, groups, investment, taxes,
 * total), as the server does.
 * @param sideAPercent the setting `yoda.percentage_to_face_units`
 */
export function reprice(
  detail: CampaignDetail,
  mediaTypes: readonly QuoteMediaType[],
  sideAPercent: number,
): CampaignDetail {
  const q = quoteCart(
    detail.units.map((u) => ({ ...u, unit_id: u.id })),
    mediaTypes,
    { sideAPercent, taxPercent: detail.tax_percent, credit: detail.credit },
  );
  const byId = new Map(q.lines.map((l) => [l.unit_id, l]));
  return {
    ...detail,
    units: detail.units.map((u) => {
      const l = byId.get(u.id);
      return l ? { ...u, duration: l.duration, total_price: l.total_price, extra_by_side: l.extra_by_side } : u;
    }),
    groups: q.groups,
    investment: q.investment,
    taxes: q.taxes,
    total: q.total,
    units_count: detail.units.length,
  };
}

/** A country of the cart with its media types and their lines, for the cart screen. */
export interface CartSection {
  countryId: number;
  subtotal: number;
  surcharge: number;
  mediaTypes: {
    mediaTypeId: number;
    dates: { start: string; end: string } | null;
    subtotal: number;
    units: CartUnit[];
  }[];
}

/**
 * The cart grouped by country, then media type (spec §2), every campaign media
 * type listed even when it has no units yet (so its dates can be chosen).
 */
export function cartSections(detail: CampaignDetail): CartSection[] {
  return detail.countries.map((c) => {
    const group = detail.groups.find((g) => g.country_id === c.id);
    return {
      countryId: c.id,
      subtotal: group?.subtotal ?? 0,
      surcharge: group?.side_a_surcharge ?? 0,
      mediaTypes: c.media_types.map((m) => ({
        mediaTypeId: m.media_type_id,
        dates: m.start_date && m.end_date ? { start: m.start_date, end: m.end_date } : null,
        subtotal: group?.media_types.find((x) => x.media_type_id === m.media_type_id)?.subtotal ?? 0,
        units: detail.units.filter((u) => u.country_id === c.id && u.media_type_id === m.media_type_id),
      })),
    };
  });
}
