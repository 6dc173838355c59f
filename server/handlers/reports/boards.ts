/**
 * The GET boards of reports (api-catalogue.md "Reports": `GET /campaigns_by_executive?{query}`, `/media_occupation`,
 * `/ad_occupation`; product.md §1 "average prices and occupancy"; docs/reports.md "Occupancy"; issue 18).
 *
 * - Campaigns by executive: campaigns of the caller's reach (base.ts) per executive and campaign status, counted,
 *   with their units; no money, so no currency.
 * - Occupancy is of the inventory, not of the caller's campaigns: the live, active units of the filter (a provider
 *   acting as such: its own units only) over the period — default 30 days from today (spec §9), at most 366. A unit
 *   is busy on a day when something holds it then (as availability decides, server/handlers/campaign-view/
 *   availability.ts): a line of a contracted or finished campaign (sold), a line of a reserved campaign whose
 *   booking still holds, a proposal's booking that still holds, or its provider's reservation (held). Media
 *   occupancy counts unit-days (a unit busy twice on a day is busy once); ad occupancy counts spot-days (the spots
 *   held that day, at most the unit's spots). Percentages by src/domain/report-rules.ts `occupancy`.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ReportFilter, ReportTable } from '#src/api/contract/reports/shapes.ts';
import { isSuperuser } from '#src/api/contract/permissions.ts';
import { CAMPAIGN_STATUSES } from '#src/domain/campaign-status.ts';
import { addDays, inclusiveDays } from '#src/lib/dates.ts';
import { DEFAULT_OCCUPATION_DAYS, MAX_OCCUPATION_DAYS, occupancy } from '#src/domain/report-rules.ts';
import {
  baseSql,
  checkRange,
  executiveName,
  makeTable,
  mediaTypeName,
  num,
  rowsOf,
  type ColumnSpec,
  type ReportContext,
} from './base.ts';

/** Campaigns per executive and status (counts), with their units (module doc). */
export async function campaignsByExecutive(ctx: ReportContext, f: ReportFilter): Promise<ReportTable> {
  const base = baseSql(ctx, f);
  const rows = await rowsOf(
    ctx.db,
    sql`with base as (${base})
    select b.executive_id, max(ex.name) as name, ${sql.join(
      CAMPAIGN_STATUSES.map(
        (s) => sql`count(distinct b.campaign_id) filter (where b.campaign_status = ${s}) as ${sql.identifier(s)}`,
      ),
      sql`, `,
    )}, count(distinct b.campaign_id) as campaigns, count(*) as units
    from base b left join users ex on ex.id = b.executive_id
    group by b.executive_id order by count(distinct b.campaign_id) desc, max(ex.name)`,
  );
  const specs: ColumnSpec[] = [
    ['executive', 'text'],
    ...CAMPAIGN_STATUSES.map((s) => [s, 'number'] as const),
    ['campaigns', 'number'],
    ['units', 'number'],
  ];
  return makeTable(
    ctx,
    'campaigns_by_executive',
    specs,
    rows.map((r) => ({
      executive: executiveName(ctx.locale, r.name as string | null),
      ...Object.fromEntries(CAMPAIGN_STATUSES.map((s) => [s, num(r[s])])),
      campaigns: num(r.campaigns),
      units: num(r.units),
    })),
    { currency: null, filter: f },
  );
}

/** The occupation window: the filter's, else 30 days from today (server clock). @throws HttpError 422 under `to` */
function windowOf(ctx: ReportContext, f: ReportFilter): { from: string; to: string } {
  const today = ctx.now.toISOString().slice(0, 10);
  const from = f.from ?? (f.to ? addDays(f.to, -(DEFAULT_OCCUPATION_DAYS - 1)) : today);
  const to = f.to ?? addDays(from, DEFAULT_OCCUPATION_DAYS - 1);
  checkRange({ from, to }, ctx.locale, MAX_OCCUPATION_DAYS);
  return { from, to };
}

/**
 * Per media type: live units, their spots, and over the window's unit-days how many are busy, how many sold, and the
 * spot-days held (module doc), from where holds start and end rather than from each day (docs/reports.md "Occupancy").
 */
async function occupationRows(ctx: ReportContext, f: ReportFilter, from: string, to: string) {
  const inv: SQL[] = [sql`u.deleted_at is null`, sql`u.status = 'active'`];
  if (f.country_id) inv.push(sql`u.country_id = ${f.country_id}`);
  if (f.media_type_id) inv.push(sql`u.media_type_id = ${f.media_type_id}`);
  if (f.provider_id) inv.push(sql`u.provider_id = ${f.provider_id}`);
  if (ctx.user.providerId !== null && !isSuperuser(ctx.user.permissions))
    inv.push(sql`u.provider_id = ${ctx.user.providerId}`);
  const bookingHolds = sql`(b.status = 'applied' or (b.status = 'open' and (b.expires_at is null or b.expires_at > now())))`;
  const overlaps = (s: SQL, e: SQL) => sql`${s} <= ${to}::date and ${e} >= ${from}::date`;
  return rowsOf(
    ctx.db,
    sql`with inv as (select u.id, u.media_type_id, greatest(u.spots, 1) as spots from units u where ${sql.join(inv, sql` and `)}),
    holds as (
      select cu.unit_id, cu.start_date as s, cu.end_date as e, greatest(cu.spots_used, 1) as spots,
        c.status in ('contracted', 'finished') as sold
      from campaign_units cu join campaigns c on c.id = cu.campaign_id and c.deleted_at is null
      where cu.unit_id in (select id from inv) and ${overlaps(sql`cu.start_date`, sql`cu.end_date`)}
        and (c.status in ('contracted', 'finished') or (c.status = 'reserved' and (
          not exists (select 1 from bookings b where b.campaign_id = c.id)
          or exists (select 1 from bookings b where b.campaign_id = c.id and ${bookingHolds}))))
      union all
      select bu.unit_id, bu.start_date, bu.end_date, greatest(bu.spots, 1), false
      from booking_units bu join bookings b on b.id = bu.booking_id
      where b.campaign_id is null and ${bookingHolds} and bu.unit_id in (select id from inv)
        and ${overlaps(sql`bu.start_date`, sql`bu.end_date`)}
      union all
      select r.unit_id, r.start_date, r.end_date, greatest(r.spots, 1), false
      from unit_reservations r where r.unit_id in (select id from inv) and ${overlaps(sql`r.start_date`, sql`r.end_date`)}
    ),
    -- what holds a unit changes only where a hold starts or ends: one row where a hold starts in the window (+) and
    -- one the day after it ends (−), summed per unit and day, instead of one row per hold and day (issue 21: a year's
    -- window expanded ~1 million hold-days on the 10× seed)
    changes as (
      select e.unit_id, e.d, sum(e.spots) as spots, sum(e.n) as n, sum(e.sold) as sold from (
        select h.unit_id, greatest(h.s, ${from}::date) as d, h.spots, 1 as n, h.sold::int as sold from holds h
        union all
        select h.unit_id, least(h.e, ${to}::date) + 1, -h.spots, -1, -h.sold::int from holds h
      ) e group by e.unit_id, e.d
    ),
    -- from each change to the next, the unit's spots held, holds and sold holds (running sums); days is null after the
    -- last change, when nothing holds it
    spans as (
      select c.unit_id, lead(c.d) over w - c.d as days, sum(c.spots) over w as spots, sum(c.n) over w as n,
        sum(c.sold) over w as sold
      from changes c window w as (partition by c.unit_id order by c.d)
    ),
    per_unit as (
      select inv.id, inv.media_type_id, inv.spots, coalesce(sum(s.days) filter (where s.n > 0), 0) as busy,
        coalesce(sum(s.days) filter (where s.sold > 0), 0) as sold,
        coalesce(sum(s.days * least(s.spots, inv.spots)) filter (where s.n > 0), 0) as busy_spots
      from inv left join spans s on s.unit_id = inv.id group by inv.id, inv.media_type_id, inv.spots
    )
    select max(${mediaTypeName(ctx.locale)}) as media_type, count(*) as units, sum(p.spots) as spots,
      sum(p.busy) as busy, sum(p.sold) as sold, sum(p.busy_spots) as busy_spots
    from per_unit p join media_types mt on mt.id = p.media_type_id
    group by p.media_type_id order by max(${mediaTypeName(ctx.locale)})`,
  );
}

/** Occupancy per media type in unit-days (module doc). */
export async function mediaOccupation(ctx: ReportContext, f: ReportFilter): Promise<ReportTable> {
  const { from, to } = windowOf(ctx, f);
  const days = inclusiveDays(from, to);
  const found = await occupationRows(ctx, f, from, to);
  const rows = found.map((r) => {
    const available = num(r.units) * days;
    return {
      media_type: String(r.media_type),
      units: num(r.units),
      available_days: available,
      sold_days: num(r.sold),
      held_days: num(r.busy) - num(r.sold),
      busy_days: num(r.busy),
      occupancy: occupancy(num(r.busy), available),
      sold_occupancy: occupancy(num(r.sold), available),
    };
  });
  const sum = (k: keyof (typeof rows)[number]) => rows.reduce((s, r) => s + Number(r[k]), 0);
  const specs: ColumnSpec[] = [
    ['media_type', 'text'],
    ['units', 'number'],
    ['available_days', 'number'],
    ['sold_days', 'number'],
    ['held_days', 'number'],
    ['busy_days', 'number'],
    ['occupancy', 'percent'],
    ['sold_occupancy', 'percent'],
  ];
  return makeTable(ctx, 'media_occupation', specs, rows, {
    currency: null,
    filter: f,
    extraFilter: { from, to },
    overall: {
      occupancy: occupancy(sum('busy_days'), sum('available_days')),
      sold_occupancy: occupancy(sum('sold_days'), sum('available_days')),
    },
  });
}

/** Ad-space occupancy per media type in spot-days (module doc). */
export async function adOccupation(ctx: ReportContext, f: ReportFilter): Promise<ReportTable> {
  const { from, to } = windowOf(ctx, f);
  const days = inclusiveDays(from, to);
  const found = await occupationRows(ctx, f, from, to);
  const rows = found.map((r) => {
    const available = num(r.spots) * days;
    return {
      media_type: String(r.media_type),
      units: num(r.units),
      spots: num(r.spots),
      available_spot_days: available,
      busy_spot_days: num(r.busy_spots),
      occupancy: occupancy(num(r.busy_spots), available),
    };
  });
  const specs: ColumnSpec[] = [
    ['media_type', 'text'],
    ['units', 'number'],
    ['spots', 'number'],
    ['available_spot_days', 'number'],
    ['busy_spot_days', 'number'],
    ['occupancy', 'percent'],
  ];
  const available = rows.reduce((s, r) => s + r.available_spot_days, 0);
  const busy = rows.reduce((s, r) => s + r.busy_spot_days, 0);
  return makeTable(ctx, 'ad_occupation', specs, rows, {
    currency: null,
    filter: f,
    extraFilter: { from, to },
    overall: { occupancy: occupancy(busy, available) },
  });
}
