/**
 * Pure rules of a campaign's report pages (product.md §2 campaigns/{type}/{id}/performance-report, unit-report,
 * yodageek; issue 18): the campaign's figures from its cart, the budget by media type joined with the media types'
 * dates, the chart of the spending per media type, the proof-of-posting photos per unit from the field work, and
 * the points of interest with their nearest unit. No React, no I/O.
 *
 * Units: money in pesos of the row's `currency` (2 decimals), dates YYYY-MM-DD, days inclusive, audience in people
 * (daily traffic × days, as the server's demographic distribution counts it), distances in metres.
 */
import type * as v from 'valibot';
import type { budgetMediaTypeRow, campaignMediaTypes, poisMap } from '#src/api/contract/campaign-reports.ts';
import type { ItemPhoto, OrderJobSummary } from '#src/api/contract/catalogue-lists.ts';
import type { ChartLike } from '#src/ui/chart/chart-values.ts';
import { compareDates, inclusiveDays } from '#src/lib/dates.ts';

export type BudgetRow = v.InferOutput<typeof budgetMediaTypeRow>;
export type CampaignMediaTypeRow = v.InferOutput<typeof campaignMediaTypes.answer>['data'][number];
export type PoisMap = v.InferOutput<typeof poisMap.answer>['data'];

/** A cart line as the figures need it (the contract's `cartUnit`). */
export interface FigureLine {
  id: number;
  daily_traffic: number;
  start_date: string;
  end_date: string;
}

/** The campaign's figures from its cart: distinct units, audience over the period and per day, first and last day. */
export interface CartFigures {
  units: number;
  /** People: Σ daily traffic × the line's inclusive days. */
  audience: number;
  /** People a day: Σ daily traffic of the lines. */
  dailyAudience: number;
  start: string | null;
  end: string | null;
}

/** Figures of `lines` (see CartFigures). An empty cart gives zeros and no dates. */
export function cartFigures(lines: readonly FigureLine[]): CartFigures {
  let audience = 0;
  let dailyAudience = 0;
  let start: string | null = null;
  let end: string | null = null;
  for (const l of lines) {
    audience += l.daily_traffic * inclusiveDays(l.start_date, l.end_date);
    dailyAudience += l.daily_traffic;
    if (start === null || compareDates(l.start_date, start) < 0) start = l.start_date;
    if (end === null || compareDates(l.end_date, end) > 0) end = l.end_date;
  }
  return { units: new Set(lines.map((l) => l.id)).size, audience, dailyAudience, start, end };
}

/** A whole number with '.' thousands (spec §9), e.g. 1.234.567. */
export function formatCount(value: number): string {
  return Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** A distance in metres as text: '350 m', '1.250 m'; null '—'. */
export function formatDistance(metres: number | null): string {
  return metres === null ? '—' : `${formatCount(metres)} m`;
}

const key = (country: number, mediaType: number) => `${country}:${mediaType}`;

/** Σ of amounts in pesos, summed on centavos. */
const sumMoney = (xs: readonly number[]) => xs.reduce((s, x) => s + Math.round(x * 100), 0) / 100;

/** A row of the "by media type" table: the budget row and, when the campaign lists it, its dates. */
export interface MediaTypeLine extends BudgetRow {
  start_date: string | null;
  end_date: string | null;
  days: number | null;
  category: string | null;
}

/**
 * The budget rows (one per country × media type) with the dates of the same media type in `types`; media types
 * of the campaign missing from the budget answer are added with no budget and nothing spent. Ordered by country,
 * then media type name.
 */
export function mediaTypeLines(
  budget: readonly BudgetRow[],
  types: readonly CampaignMediaTypeRow[],
  currencyOf: (countryId: number) => string,
): MediaTypeLine[] {
  const dated = new Map(types.map((t) => [key(t.country_id, t.media_type_id), t]));
  const lines: MediaTypeLine[] = budget.map((b) => {
    const t = dated.get(key(b.country_id, b.media_type_id));
    return {
      ...b,
      start_date: t?.start_date ?? null,
      end_date: t?.end_date ?? null,
      days: t?.days ?? null,
      category: t?.category ?? null,
    };
  });
  const seen = new Set(budget.map((b) => key(b.country_id, b.media_type_id)));
  for (const t of types) {
    if (seen.has(key(t.country_id, t.media_type_id))) continue;
    lines.push({
      country_id: t.country_id,
      country: t.country,
      currency: currencyOf(t.country_id),
      media_type_id: t.media_type_id,
      media_type: t.name,
      percent: t.percent,
      budget: null,
      spent: 0,
      remaining: null,
      units: t.units,
      start_date: t.start_date,
      end_date: t.end_date,
      days: t.days,
      category: t.category,
    });
  }
  return lines.toSorted(
    (a, b) =>
      a.country.localeCompare(b.country) ||
      a.media_type.localeCompare(b.media_type) ||
      a.media_type_id - b.media_type_id,
  );
}

/**
 * The spending per media type of one country as a chart (ChartView's shape): categories the media types, series
 * `spent` and, when some media type has one, `budget` (money of `currency`).
 * @param names the series' names and the title, in the interface language
 */
export function spendChart(
  lines: readonly MediaTypeLine[],
  countryId: number,
  names: { title: string; spent: string; budget: string },
): ChartLike {
  const rows = lines.filter((l) => l.country_id === countryId);
  const currency = rows[0]?.currency ?? null;
  const spent = rows.map((r) => r.spent);
  const series: ChartLike['series'][number][] = [
    { key: 'spent', name: names.spent, unit: 'money', currency, values: spent, total: sumMoney(spent) },
  ];
  if (rows.some((r) => r.budget !== null)) {
    const budget = rows.map((r) => r.budget);
    series.push({
      key: 'budget',
      name: names.budget,
      unit: 'money',
      currency,
      values: budget,
      total: sumMoney(budget.filter((b): b is number => b !== null)),
    });
  }
  return { title: names.title, labels: rows.map((r) => r.media_type), series };
}

/** A proof-of-posting photo with the order job it was taken for. */
export interface UnitProof {
  photo: ItemPhoto;
  jobId: number;
  kind: string;
  status: string;
  scheduled_date: string;
}

/**
 * The photos of `jobs` per unit (item `unit_id`), newest first (capture time, else upload time), each with its
 * job. Units without photos are absent.
 */
export function proofsByUnit(jobs: readonly OrderJobSummary[]): Map<number, UnitProof[]> {
  const out = new Map<number, UnitProof[]>();
  for (const job of jobs)
    for (const item of job.items)
      for (const photo of item.photos) {
        const list = out.get(item.unit_id) ?? [];
        list.push({ photo, jobId: job.id, kind: job.kind, status: job.status, scheduled_date: job.scheduled_date });
        out.set(item.unit_id, list);
      }
  const when = (p: UnitProof) => p.photo.taken_at ?? p.photo.created_at;
  for (const list of out.values()) list.sort((a, b) => when(b).localeCompare(when(a)) || b.photo.id - a.photo.id);
  return out;
}

/** A point of interest with the title of its nearest unit. */
export interface PoiLine {
  id: number;
  name: string;
  category: string;
  lat: number;
  lng: number;
  nearest: string | null;
  distance_m: number | null;
}

/** The map's POIs, nearest to a unit first (those without a nearest unit last, by name). */
export function poiLines(map: PoisMap): PoiLine[] {
  const titles = new Map(map.units.map((u) => [u.id, u.title]));
  return map.pois
    .map((p) => ({
      id: p.id,
      name: p.name,
      category: p.category,
      lat: p.lat,
      lng: p.lng,
      nearest: p.nearest_unit_id === null ? null : (titles.get(p.nearest_unit_id) ?? null),
      distance_m: p.distance_m,
    }))
    .toSorted(
      (a, b) =>
        (a.distance_m ?? Number.POSITIVE_INFINITY) - (b.distance_m ?? Number.POSITIVE_INFINITY) ||
        a.name.localeCompare(b.name) ||
        a.id - b.id,
    );
}
