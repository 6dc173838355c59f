/**
 * Report kinds about what is sold (docs/reports.md "What each report computes"; issue 18): `products-campaigns`,
 * `sold-product-campaigns`, `sales-by-product-campaigns`, `average_price`, `package_revenue`. A product is a media
 * type (what the platform sells; the spec names no other). Sums in SQL over `base` (base.ts) in the report's
 * currency; averages, rankings and shares by src/domain/report-rules.ts. Money in centavos until written as pesos.
 */
import { sql } from 'drizzle-orm';
import type { ReportFilter, ReportTable } from '#src/api/contract/reports/shapes.ts';
import { fromMinor } from '#src/domain/contract-rules.ts';
import { averagePerDayMinor, percentOf } from '#src/domain/report-rules.ts';
import { countryNameIn } from '#server/i18n.ts';
import {
  baseSql,
  makeTable,
  mediaTypeName,
  num,
  pickCurrency,
  rankedShares,
  rowsOf,
  type ColumnSpec,
  type ReportContext,
} from './base.ts';

/** Lines per media type: every line (`products-campaigns`) or the sold ones, ranked (`sold-product-campaigns`). */
async function byProduct(ctx: ReportContext, f: ReportFilter, sold: boolean): Promise<ReportTable> {
  const base = baseSql(ctx, f);
  const cur = await pickCurrency(ctx, base, f);
  const rows = await rowsOf(
    ctx.db,
    sql`with base as (${base})
    select max(${mediaTypeName(ctx.locale)}) as media_type, count(distinct b.campaign_id) as campaigns,
      count(*) as units, sum(b.days * b.spots) as unit_days, sum(b.total_minor) as total_minor,
      sum(b.price_minor * b.days * b.spots) as media_minor
    from base b join media_types mt on mt.id = b.media_type_id
    where ${cur.where} ${sold ? sql`and b.sold` : sql``}
    group by b.media_type_id order by max(${mediaTypeName(ctx.locale)})`,
  );
  const ranking = rankedShares(rows, (r) => num(r.total_minor));
  // every product in name order; the sold ones ranked by amount
  const list = sold ? ranking.list : ranking.list.toSorted((a, b) => rows.indexOf(a.row) - rows.indexOf(b.row));
  const whole = ranking.whole;
  const days = rows.reduce((s, r) => s + num(r.unit_days), 0);
  const media = rows.reduce((s, r) => s + num(r.media_minor), 0);
  const specs: ColumnSpec[] = [
    ...(sold ? ([['rank', 'number', false]] as const) : []),
    ['media_type', 'text'],
    ['campaigns', 'number'],
    ['units', 'number'],
    ['unit_days', 'number'],
    ['total', 'money'],
    ...(sold ? ([['average_price', 'money', false]] as const) : []),
    ['share', 'percent'],
  ];
  return makeTable(
    ctx,
    sold ? 'sold-product-campaigns' : 'products-campaigns',
    specs,
    list.map(({ row: r, rank, amount, share }) => ({
      ...(sold ? { rank } : {}),
      media_type: String(r.media_type),
      campaigns: num(r.campaigns),
      units: num(r.units),
      unit_days: num(r.unit_days),
      total: fromMinor(amount),
      ...(sold ? { average_price: fromMinor(averagePerDayMinor(num(r.media_minor), num(r.unit_days))) } : {}),
      share,
    })),
    {
      currency: cur,
      filter: f,
      overall: { share: whole ? 100 : 0, average_price: fromMinor(averagePerDayMinor(media, days)) },
    },
  );
}

/** Every line of the filter by media type (module doc). */
export const productsCampaigns = (ctx: ReportContext, f: ReportFilter) => byProduct(ctx, f, false);
/** Sold lines by media type, ranked, with the average price per day (module doc). */
export const soldProductCampaigns = (ctx: ReportContext, f: ReportFilter) => byProduct(ctx, f, true);

/** Sold, per campaign and media type: client, units, unit-days, total. */
export async function salesByProductCampaigns(ctx: ReportContext, f: ReportFilter): Promise<ReportTable> {
  const base = baseSql(ctx, f);
  const cur = await pickCurrency(ctx, base, f);
  const rows = await rowsOf(
    ctx.db,
    sql`with base as (${base})
    select max(b.campaign_name) as campaign, max(cl.name) as client, max(${mediaTypeName(ctx.locale)}) as media_type,
      count(*) as units, sum(b.days * b.spots) as unit_days, sum(b.total_minor) as total_minor
    from base b join users cl on cl.id = b.client_id join media_types mt on mt.id = b.media_type_id
    where b.sold and ${cur.where}
    group by b.campaign_id, b.media_type_id order by b.campaign_id, max(${mediaTypeName(ctx.locale)})`,
  );
  const specs: ColumnSpec[] = [
    ['campaign', 'text'],
    ['client', 'text'],
    ['media_type', 'text'],
    ['units', 'number'],
    ['unit_days', 'number'],
    ['total', 'money'],
  ];
  return makeTable(
    ctx,
    'sales-by-product-campaigns',
    specs,
    rows.map((r) => ({
      campaign: String(r.campaign),
      client: String(r.client),
      media_type: String(r.media_type),
      units: num(r.units),
      unit_days: num(r.unit_days),
      total: fromMinor(num(r.total_minor)),
    })),
    { currency: cur, filter: f },
  );
}

/** Average price and list price per day (pesos) over `days` unit-days, and the discount between them (percent). */
function priceFigures(media: number, list: number, days: number) {
  const average = averagePerDayMinor(media, days);
  const listAverage = averagePerDayMinor(list, days);
  return {
    average_price: fromMinor(average),
    list_price: fromMinor(listAverage),
    discount: percentOf(listAverage - average, listAverage),
  };
}

/**
 * Sold, per provider and media type: unit-days, the amount of media days (price × days × spots, no print), the
 * average price per day and the average list price per day over the same unit-days, and the discount between them.
 */
export async function averagePrice(ctx: ReportContext, f: ReportFilter): Promise<ReportTable> {
  const base = baseSql(ctx, f);
  const cur = await pickCurrency(ctx, base, f);
  const rows = await rowsOf(
    ctx.db,
    sql`with base as (${base})
    select max(pr.name) as provider, max(${mediaTypeName(ctx.locale)}) as media_type, count(*) as units,
      sum(b.days * b.spots) as unit_days, sum(b.price_minor * b.days * b.spots) as media_minor,
      sum(b.list_minor * b.days * b.spots) as list_minor
    from base b join providers pr on pr.id = b.provider_id join media_types mt on mt.id = b.media_type_id
    where b.sold and ${cur.where}
    group by b.provider_id, b.media_type_id order by max(pr.name), max(${mediaTypeName(ctx.locale)})`,
  );
  const specs: ColumnSpec[] = [
    ['provider', 'text'],
    ['media_type', 'text'],
    ['units', 'number'],
    ['unit_days', 'number'],
    ['sold', 'money'],
    ['average_price', 'money', false],
    ['list_price', 'money', false],
    ['discount', 'percent'],
  ];
  const sum = (k: string) => rows.reduce((s, r) => s + num(r[k]), 0);
  return makeTable(
    ctx,
    'average_price',
    specs,
    rows.map((r) => ({
      provider: String(r.provider),
      media_type: String(r.media_type),
      units: num(r.units),
      unit_days: num(r.unit_days),
      sold: fromMinor(num(r.media_minor)),
      ...priceFigures(num(r.media_minor), num(r.list_minor), num(r.unit_days)),
    })),
    { currency: cur, filter: f, overall: priceFigures(sum('media_minor'), sum('list_minor'), sum('unit_days')) },
  );
}

/**
 * Every package of the filter's country and media type (in the report's currency): its value, units and days, the
 * lines of its units sold by package campaigns, their unit-days and revenue, share of the revenue; ranked.
 */
export async function packageRevenue(ctx: ReportContext, f: ReportFilter): Promise<ReportTable> {
  const base = baseSql(ctx, f);
  const cur = await pickCurrency(ctx, base, f);
  const where = [sql`co.currency = ${cur.currency ?? ''}`];
  if (f.country_id) where.push(sql`p.country_id = ${f.country_id}`);
  if (f.media_type_id) where.push(sql`p.media_type_id = ${f.media_type_id}`);
  if (f.package_id) where.push(sql`p.id = ${f.package_id}`);
  const rows = await rowsOf(
    ctx.db,
    sql`with base as (${base})
    select p.id, p.name, co.name as country, co.iso2, ${mediaTypeName(ctx.locale)} as media_type,
      round(p.value * 100)::bigint as value_minor, jsonb_array_length(p.unit_ids) as units, p.duration,
      count(b.line_id) as sold, coalesce(sum(b.days * b.spots), 0) as unit_days, coalesce(sum(b.total_minor), 0) as revenue_minor
    from packages p join countries co on co.id = p.country_id join media_types mt on mt.id = p.media_type_id
    left join base b on b.sold and ${cur.where} and p.unit_ids @> to_jsonb(b.unit_id)
      and (b.campaign_type = 'package' or b.package_id = p.id)
    where ${sql.join(where, sql` and `)}
    group by p.id, co.id, mt.id order by p.name, p.id`,
  );
  const { list, whole } = rankedShares(rows, (r) => num(r.revenue_minor));
  const specs: ColumnSpec[] = [
    ['rank', 'number', false],
    ['package', 'text'],
    ['country', 'text'],
    ['media_type', 'text'],
    ['value', 'money', false],
    ['units', 'number'],
    ['duration', 'number', false],
    ['units_sold', 'number'],
    ['unit_days', 'number'],
    ['revenue', 'money'],
    ['share', 'percent'],
  ];
  return makeTable(
    ctx,
    'package_revenue',
    specs,
    list.map(({ row: r, rank, amount, share }) => ({
      rank,
      package: String(r.name),
      country: countryNameIn(ctx.locale, { name: String(r.country), iso2: String(r.iso2) }),
      media_type: String(r.media_type),
      value: fromMinor(num(r.value_minor)),
      units: num(r.units),
      duration: num(r.duration),
      units_sold: num(r.sold),
      unit_days: num(r.unit_days),
      revenue: fromMinor(amount),
      share,
    })),
    { currency: cur, filter: f, overall: { share: whole ? 100 : 0 } },
  );
}
