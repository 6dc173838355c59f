/**
 * Report kinds about campaigns and who bought or sold them (docs/reports.md "What each report computes"; issue 18):
 * `campaigns`, `sales_by_executive`, `sales_by_client`, `client_sales`, `agency_sales`, `campaigns-by-status`,
 * `campaigns_by_type`. Each groups the lines of `base` (base.ts) in the report's currency with SQL; rankings and
 * shares come from src/domain/report-rules.ts. Money in centavos until written as pesos.
 */
import { sql } from 'drizzle-orm';
import type { ReportFilter, ReportTable } from '#src/api/contract/reports/shapes.ts';
import { CAMPAIGN_STATUSES } from '#src/domain/campaign-status.ts';
import { fromMinor } from '#src/domain/contract-rules.ts';
import { percentOf, shares } from '#src/domain/report-rules.ts';
import { msg, type MessageKey } from '#server/i18n.ts';
import {
  baseSql,
  executiveName,
  makeTable,
  num,
  pickCurrency,
  rankedShares,
  rowsOf,
  seesAllReports,
  statusName,
  type ColumnSpec,
  type ReportContext,
} from './base.ts';

/** One row per campaign with lines in the filter (module doc). */
export async function campaignsReport(ctx: ReportContext, f: ReportFilter): Promise<ReportTable> {
  const base = baseSql(ctx, f);
  const cur = await pickCurrency(ctx, base, f);
  const rows = await rowsOf(
    ctx.db,
    sql`with base as (${base})
    select b.campaign_id, max(b.campaign_name) as campaign, max(cl.name) as client, max(ex.name) as executive,
      max(b.campaign_status) as status, max(b.campaign_type) as type, min(b.start_date) as start, max(b.end_date) as end,
      count(*) as units, sum(b.days * b.spots) as unit_days, sum(b.total_minor) as total_minor
    from base b join users cl on cl.id = b.client_id left join users ex on ex.id = b.executive_id
    where ${cur.where} group by b.campaign_id order by min(b.start_date), b.campaign_id`,
  );
  const specs: ColumnSpec[] = [
    ['campaign', 'text'],
    ['client', 'text'],
    ['executive', 'text'],
    ['status', 'text'],
    ['campaign_type', 'text'],
    ['start', 'date'],
    ['end', 'date'],
    ['units', 'number'],
    ['unit_days', 'number'],
    ['total', 'money'],
  ];
  return makeTable(
    ctx,
    'campaigns',
    specs,
    rows.map((r) => ({
      campaign: String(r.campaign),
      client: String(r.client),
      executive: executiveName(ctx.locale, r.executive as string | null),
      status: statusName(ctx.locale, String(r.status)),
      campaign_type: msg(ctx.locale, `reports.campaign_type.${String(r.type)}` as MessageKey),
      start: String(r.start),
      end: String(r.end),
      units: num(r.units),
      unit_days: num(r.unit_days),
      total: fromMinor(num(r.total_minor)),
    })),
    { currency: cur, filter: f },
  );
}

/** Sold figures per executive or per client: campaigns, contracts, units, total, ranked by total, with shares. */
async function soldBy(ctx: ReportContext, f: ReportFilter, group: 'executive' | 'client') {
  const base = baseSql(ctx, f);
  const cur = await pickCurrency(ctx, base, f);
  const key = group === 'executive' ? sql`b.executive_id` : sql`b.client_id`;
  const rows = await rowsOf(
    ctx.db,
    sql`with base as (${base})
    select ${key} as id, max(n.name) as name, max(ex.name) as executive, count(distinct b.campaign_id) as campaigns,
      count(distinct b.contract_id) as contracts, count(*) as units, sum(b.total_minor) as total_minor
    from base b left join users n on n.id = ${key} left join users ex on ex.id = b.executive_id
    where b.sold and ${cur.where} group by ${key} order by max(n.name)`,
  );
  return { cur, ...rankedShares(rows, (r) => num(r.total_minor)) };
}

/** Sold, by executive, ranked (module doc). */
export async function salesByExecutive(ctx: ReportContext, f: ReportFilter): Promise<ReportTable> {
  const { cur, list, whole } = await soldBy(ctx, f, 'executive');
  const specs: ColumnSpec[] = [
    ['rank', 'number', false],
    ['executive', 'text'],
    ['campaigns', 'number'],
    ['contracts', 'number'],
    ['units', 'number'],
    ['total', 'money'],
    ['share', 'percent'],
  ];
  return makeTable(
    ctx,
    'sales_by_executive',
    specs,
    list.map(({ row: r, rank, amount, share }) => ({
      rank,
      executive: executiveName(ctx.locale, r.name as string | null),
      campaigns: num(r.campaigns),
      contracts: num(r.contracts),
      units: num(r.units),
      total: fromMinor(amount),
      share,
    })),
    { currency: cur, filter: f, overall: { share: whole ? 100 : 0 } },
  );
}

/** Sold, by client, ranked (module doc). */
export async function salesByClient(ctx: ReportContext, f: ReportFilter): Promise<ReportTable> {
  const { cur, list, whole } = await soldBy(ctx, f, 'client');
  const specs: ColumnSpec[] = [
    ['rank', 'number', false],
    ['client', 'text'],
    ['executive', 'text'],
    ['campaigns', 'number'],
    ['units', 'number'],
    ['total', 'money'],
    ['share', 'percent'],
  ];
  return makeTable(
    ctx,
    'sales_by_client',
    specs,
    list.map(({ row: r, rank, amount, share }) => ({
      rank,
      client: String(r.name),
      executive: executiveName(ctx.locale, r.executive as string | null),
      campaigns: num(r.campaigns),
      units: num(r.units),
      total: fromMinor(amount),
      share,
    })),
    { currency: cur, filter: f, overall: { share: whole ? 100 : 0 } },
  );
}

/** Sold, by client and month of the line's start (module doc). */
export async function clientSales(ctx: ReportContext, f: ReportFilter): Promise<ReportTable> {
  const base = baseSql(ctx, f);
  const cur = await pickCurrency(ctx, base, f);
  const rows = await rowsOf(
    ctx.db,
    sql`with base as (${base})
    select max(cl.name) as client, to_char(b.start_date, 'YYYY-MM') as month, count(distinct b.campaign_id) as campaigns,
      count(*) as units, sum(b.total_minor) as total_minor
    from base b join users cl on cl.id = b.client_id
    where b.sold and ${cur.where} group by b.client_id, to_char(b.start_date, 'YYYY-MM')
    order by max(cl.name), b.client_id, month`,
  );
  const specs: ColumnSpec[] = [
    ['client', 'text'],
    ['month', 'month'],
    ['campaigns', 'number'],
    ['units', 'number'],
    ['total', 'money'],
  ];
  return makeTable(
    ctx,
    'client_sales',
    specs,
    rows.map((r) => ({
      client: String(r.client),
      month: String(r.month),
      campaigns: num(r.campaigns),
      units: num(r.units),
      total: fromMinor(num(r.total_minor)),
    })),
    { currency: cur, filter: f },
  );
}

/**
 * Sold to campaigns bought by agency accounts, one row per agency the caller reaches (every one for `reports.*`, a
 * seller its assigned ones, an agency itself; a client none), ranked, with shares; an agency with no sale shows 0.
 */
export async function agencySales(ctx: ReportContext, f: ReportFilter): Promise<ReportTable> {
  const base = baseSql(ctx, f);
  const cur = await pickCurrency(ctx, base, f);
  const reach = seesAllReports(ctx.user)
    ? sql`true`
    : sql`(a.id = ${ctx.user.id} or a.id in (select s.client_id from client_sellers s where s.seller_id = ${ctx.user.id}))`;
  const rows = await rowsOf(
    ctx.db,
    sql`with base as (${base})
    select a.id, a.name, coalesce(a.company, '') as company, count(distinct b.campaign_id) as campaigns,
      count(b.line_id) as units, coalesce(sum(b.total_minor), 0) as total_minor
    from users a
    left join base b on b.client_id = a.id and b.sold and ${cur.where}
    where exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = a.id and r.value = 'agency')
      and ${reach} ${f.client_id ? sql`and a.id = ${f.client_id}` : sql``}
    group by a.id order by a.name, a.id`,
  );
  const { list, whole } = rankedShares(rows, (r) => num(r.total_minor));
  const specs: ColumnSpec[] = [
    ['rank', 'number', false],
    ['agency', 'text'],
    ['company', 'text'],
    ['campaigns', 'number'],
    ['units', 'number'],
    ['total', 'money'],
    ['share', 'percent'],
  ];
  return makeTable(
    ctx,
    'agency_sales',
    specs,
    list.map(({ row: r, rank, amount, share }) => ({
      rank,
      agency: String(r.name),
      company: String(r.company),
      campaigns: num(r.campaigns),
      units: num(r.units),
      total: fromMinor(amount),
      share,
    })),
    { currency: cur, filter: f, overall: { share: whole ? 100 : 0 } },
  );
}

/** Campaigns, units and total of each campaign status (every status, 0 where none), share of the campaigns. */
export async function campaignsByStatus(ctx: ReportContext, f: ReportFilter): Promise<ReportTable> {
  const base = baseSql(ctx, f);
  const cur = await pickCurrency(ctx, base, f);
  const found = await rowsOf(
    ctx.db,
    sql`with base as (${base})
    select b.campaign_status as status, count(distinct b.campaign_id) as campaigns, count(*) as units,
      sum(b.total_minor) as total_minor
    from base b where ${cur.where} group by b.campaign_status`,
  );
  const byStatus = new Map(found.map((r) => [String(r.status), r]));
  const statuses = CAMPAIGN_STATUSES.filter((s) => !f.status || s === f.status);
  const counts = statuses.map((s) => num(byStatus.get(s)?.campaigns));
  const share = shares(counts);
  const specs: ColumnSpec[] = [
    ['status', 'text'],
    ['campaigns', 'number'],
    ['units', 'number'],
    ['total', 'money'],
    ['share', 'percent'],
  ];
  const whole = counts.reduce((s, a) => s + a, 0);
  return makeTable(
    ctx,
    'campaigns-by-status',
    specs,
    statuses.map((s, i) => ({
      status: statusName(ctx.locale, s),
      campaigns: counts[i]!,
      units: num(byStatus.get(s)?.units),
      total: fromMinor(num(byStatus.get(s)?.total_minor)),
      share: share[i]!,
    })),
    { currency: cur, filter: f, overall: { share: percentOf(whole, whole) } },
  );
}

/** Campaigns, units and total per campaign type and units category, share of the total. */
export async function campaignsByType(ctx: ReportContext, f: ReportFilter): Promise<ReportTable> {
  const base = baseSql(ctx, f);
  const cur = await pickCurrency(ctx, base, f);
  const rows = await rowsOf(
    ctx.db,
    sql`with base as (${base})
    select b.campaign_type as type, b.units_category as category, count(distinct b.campaign_id) as campaigns,
      count(*) as units, sum(b.total_minor) as total_minor
    from base b where ${cur.where} group by b.campaign_type, b.units_category order by b.campaign_type, b.units_category`,
  );
  const amounts = rows.map((r) => num(r.total_minor));
  const share = shares(amounts);
  const specs: ColumnSpec[] = [
    ['campaign_type', 'text'],
    ['category', 'text'],
    ['campaigns', 'number'],
    ['units', 'number'],
    ['total', 'money'],
    ['share', 'percent'],
  ];
  const whole = amounts.reduce((s, a) => s + a, 0);
  return makeTable(
    ctx,
    'campaigns_by_type',
    specs,
    rows.map((r, i) => ({
      campaign_type: msg(ctx.locale, `reports.campaign_type.${String(r.type)}` as MessageKey),
      category: msg(ctx.locale, `reports.category.${r.category === 'print' ? 'print' : 'digital'}`),
      campaigns: num(r.campaigns),
      units: num(r.units),
      total: fromMinor(amounts[i]!),
      share: share[i]!,
    })),
    { currency: cur, filter: f, overall: { share: whole ? 100 : 0 } },
  );
}
