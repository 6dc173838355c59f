/**
 * Rules of campaign planning on the reference server (spec
 * product.md §4 "Campaign", §5, §9). Pure: no I/O, dates as YYYY-MM-DD.
 *
 * Statuses (the spec shows none; these are the seed's): draft → in_progress
 * (the cart gets its first unit) → reserved (reserve) → contracted (make
 * contract) → finished; cancelled from anything but finished. A reservation
 * cancelled goes back to in_progress.
 * - The campaign is editable (steps, cart, prices, credit, taxes) while draft,
 *   in_progress or reserved; contracted, finished and cancelled campaigns are
 *   frozen (409 `campaign.locked`).
 * - reserve: from draft or in_progress (a reserved one: 409).
 * - cancel reservation: only while reserved.
 * - make contract: from reserved, or from draft/in_progress once the price was
 *   accepted.
 * - cancel: from anything but finished; cancelling a cancelled campaign is a
 *   no-op.
 *
 * Availability: a unit is busy on a day when other campaigns' reservations and
 * contracts hold, that day, at least as many spots as the unit has
 * (`busyPeriods`). Reach splits daily traffic by vehicle with fixed shares
 * (`VEHICLE_SHARES`).
 *
 * Refusals name an HTTP status and a message key (server/i18n.ts).
 */
import { nextStepNumber, stepNumber, stepsFor, type CampaignType, type StepKey } from '#src/domain/steps.ts';
import type { MessageKey } from '../i18n.ts';
import { EDITABLE_STATUSES, HOLDING_STATUSES, type CampaignStatus } from '#src/domain/campaign-status.ts';

export type { CampaignStatus } from '#src/domain/campaign-status.ts';
export type CampaignAction = 'edit' | 'reserve' | 'cancel_reservation' | 'contract' | 'cancel';

export type Verdict = { ok: true } | { ok: false; status: 409; key: MessageKey };

const OK: Verdict = { ok: true };
const refuse = (key: MessageKey): Verdict => ({ ok: false, status: 409, key });

/** Statuses whose cart, steps and prices may still change. */
export const EDITABLE: readonly string[] = EDITABLE_STATUSES;
/** Statuses of other campaigns that hold their units (spec §4 reserve, make contract). */
export const HOLDING: readonly CampaignStatus[] = HOLDING_STATUSES;

/**
 * May a campaign in `status` take `action` (module doc)?
 * @param priceAccepted the campaign's accepted-price flag (make contract without a reservation)
 */
export function checkCampaignAction(action: CampaignAction, status: string, priceAccepted = false): Verdict {
  switch (action) {
    case 'edit':
      return EDITABLE.includes(status) ? OK : refuse('campaign.locked');
    case 'reserve':
      if (status === 'reserved') return refuse('campaign.already_reserved');
      return EDITABLE.includes(status) ? OK : refuse('campaign.locked');
    case 'cancel_reservation':
      return status === 'reserved' ? OK : refuse('campaign.not_reserved');
    case 'contract':
      if (status === 'reserved' || (priceAccepted && (status === 'draft' || status === 'in_progress'))) return OK;
      return EDITABLE.includes(status) ? refuse('campaign.cannot_contract') : refuse('campaign.locked');
    case 'cancel':
      return status === 'finished' ? refuse('campaign.finished') : OK;
  }
}

/** The status after the cart changed: a draft becomes in_progress once it has units. */
export function statusAfterCartChange(status: CampaignStatus, units: number): CampaignStatus {
  return status === 'draft' && units > 0 ? 'in_progress' : status;
}

/** What the editor and the list show of a campaign's progress (spec §4 step check). */
export interface Progress {
  steps: StepKey[];
  /** Number of the next step to fill (1-based, at most the last). */
  next_step: number;
  /** Spec §4: the current step is the next step's number minus one. */
  current_step: number;
}

/** Progress of a campaign of `type` and `unitsCategory` whose steps up to `stepsDone` are saved. */
export function progressOf(type: string, unitsCategory: string, stepsDone: number): Progress {
  const steps = stepsFor(asCampaignType(type), unitsCategory);
  const next = nextStepNumber(steps, Math.min(stepsDone, steps.length));
  return { steps, next_step: next, current_step: next - 1 };
}

/** `steps_done` after saving `step`: the furthest step saved (unchanged when the type does not walk it). */
export function stepsDoneAfter(type: string, unitsCategory: string, stepsDone: number, step: StepKey): number {
  return Math.max(stepsDone, stepNumber(stepsFor(asCampaignType(type), unitsCategory), step));
}

function asCampaignType(type: string): CampaignType {
  return type === 'budget' || type === 'package' ? type : 'manual';
}

// ── Calendar days ───────────────────────────────────────────────────────────

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a YYYY-MM-DD date. */
export const dayNumber = (date: string): number => Math.round(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY_MS);
/** The YYYY-MM-DD date of a day number. */
export const dayIso = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** `date` moved by `days`. */
export const shiftDate = (date: string, days: number): string => dayIso(dayNumber(date) + days);

/** End date under a buy-time rule (spec §9: duration × periods): start + periodDays × periods − 1. */
export function buyTimeEnd(start: string, periodDays: number, periods: number): string {
  return shiftDate(start, periodDays * periods - 1);
}

/** A period of days, both ends included. */
export interface Period {
  start: string;
  end: string;
}

/** Spots another campaign holds of a unit over a period. */
export interface Hold extends Period {
  spots: number;
}

/** Runs of days with the same spots held (days with none left out), in day order. */
function loadRuns(holds: readonly Hold[]): { from: number; to: number; load: number }[] {
  const delta = new Map<number, number>();
  for (const h of holds) {
    const a = dayNumber(h.start);
    const b = dayNumber(h.end) + 1;
    if (b <= a) continue;
    delta.set(a, (delta.get(a) ?? 0) + h.spots);
    delta.set(b, (delta.get(b) ?? 0) - h.spots);
  }
  const days = [...delta.keys()].toSorted((x, y) => x - y);
  const out: { from: number; to: number; load: number }[] = [];
  let load = 0;
  for (let i = 0; i + 1 < days.length; i++) {
    load += delta.get(days[i]!)!;
    if (load > 0) out.push({ from: days[i]!, to: days[i + 1]! - 1, load });
  }
  return out;
}

/**
 * The merged periods when the holds take every spot (Σ spots ≥ capacity) —
 * the unit is busy then. Touching periods merge.
 * @param capacity the unit's spots (≥ 1)
 */
export function busyPeriods(holds: readonly Hold[], capacity: number): Period[] {
  const out: { start: number; end: number }[] = [];
  for (const run of loadRuns(holds)) {
    if (run.load < Math.max(1, capacity)) continue;
    const last = out[out.length - 1];
    if (last && last.end + 1 >= run.from) last.end = Math.max(last.end, run.to);
    else out.push({ start: run.from, end: run.to });
  }
  return out.map((p) => ({ start: dayIso(p.start), end: dayIso(p.end) }));
}

/** The busy periods that share a day with `start`..`end`. */
export function conflicts(busy: readonly Period[], start: string, end: string): Period[] {
  return busy.filter((p) => p.start <= end && p.end >= start);
}

/** The most spots the holds take on any day of `start`..`end` (0 when none). */
export function peakLoad(holds: readonly Hold[], start: string, end: string): number {
  const clipped = holds
    .filter((h) => h.start <= end && h.end >= start)
    .map((h) => ({ spots: h.spots, start: h.start < start ? start : h.start, end: h.end > end ? end : h.end }));
  return loadRuns(clipped).reduce((n, r) => Math.max(n, r.load), 0);
}

// ── Steps' checks ───────────────────────────────────────────────────────────

/**
 * Countries whose media-type percents do not add up to 100 (± 0.01), with
 * their sum (step "distribution by media type").
 */
export function percentMismatches(
  rows: readonly { country_id: number; percent: number }[],
): { country_id: number; sum: number }[] {
  const sums = new Map<number, number>();
  for (const r of rows) sums.set(r.country_id, (sums.get(r.country_id) ?? 0) + r.percent);
  return [...sums]
    .filter(([, sum]) => Math.abs(sum - 100) > 0.01)
    .map(([country_id, sum]) => ({ country_id, sum: Math.round(sum * 100) / 100 }));
}

// ── Units' reads ────────────────────────────────────────────────────────────

/**
 * Vehicle shares of a unit's daily traffic (ours; the spec names the fields
 * cars, buses, bikes and trucks but not how they are known): 70 % cars,
 * 15 % buses, 5 % bikes, the rest (10 %) trucks.
 */
export const VEHICLE_SHARES = { cars: 0.7, buses: 0.15, bikes: 0.05 } as const;

/**
 * A unit's audience (people): weekly = daily × 7, monthly = daily × 30, and
 * the daily traffic split by vehicle (VEHICLE_SHARES; trucks take the rest,
 * so the four add up to the daily traffic).
 */
export function reachOf(dailyTraffic: number): {
  daily_traffic: number;
  weekly: number;
  monthly: number;
  cars: number;
  buses: number;
  bikes: number;
  trucks: number;
} {
  const daily = Math.max(0, Math.round(dailyTraffic));
  const cars = Math.round(daily * VEHICLE_SHARES.cars);
  const buses = Math.round(daily * VEHICLE_SHARES.buses);
  const bikes = Math.round(daily * VEHICLE_SHARES.bikes);
  return {
    daily_traffic: daily,
    weekly: daily * 7,
    monthly: daily * 30,
    cars,
    buses,
    bikes,
    trucks: Math.max(0, daily - cars - buses - bikes),
  };
}

const EARTH_RADIUS_M = 6_371_000;

/** Great-circle distance in metres between two points (haversine). */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A latitude/longitude box around a point that holds every point within `metres` (a pre-filter for `distanceMetres`). */
export function boundingBox(
  center: { lat: number; lng: number },
  metres: number,
): { minLat: number; maxLat: number; minLng: number; maxLng: number } {
  const dLat = metres / 111_320;
  const dLng = metres / (111_320 * Math.max(0.01, Math.cos((center.lat * Math.PI) / 180)));
  return { minLat: center.lat - dLat, maxLat: center.lat + dLat, minLng: center.lng - dLng, maxLng: center.lng + dLng };
}
