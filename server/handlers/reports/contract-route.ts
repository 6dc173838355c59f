/**
 * The contracts report and the routes report (api-catalogue.md "Reports": `GET /contracts/export-report-xlxs`,
 * `GET /routes/export-route-report-xlxs`; contract src/api/contract/reports/exports.ts; docs/reports.md "Exports"),
 * as report tables the spreadsheet writer (xlsx.ts) prints.
 *
 * - Contracts: every contract the caller reaches (contracts/contract-view.ts `contractScope`: a client its own, a
 *   seller its customers' and the ones it owns, operations, managers and administrators all) of a live campaign,
 *   filtered by status, client, owner, words of the campaign name or reference, and a period its lines overlap. Its
 *   total is its lines (contract-rules.ts `contractLineMinor`) plus its other costs, in centavos of its currency
 *   (the one its campaign's countries share; none when they use several) — so the sheet has one total per currency.
 * - Routes: every live route of a live order job the caller reaches (all for field staff, managers and
 *   administrators; a technician the ones assigned to it — the route's technician, else its job's), filtered by day,
 *   technician and status: its stops and how many of their items are finished or rejected.
 */
import { and, asc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportFilter, ReportTable } from '#src/api/contract/reports/shapes.ts';
import type { contractReportQuery, routeReportQuery } from '#src/api/contract/reports/shapes.ts';
import type * as v from 'valibot';
import { fromMinor } from '#src/domain/contract-rules.ts';
import {
  campaignCountries,
  campaignLineTotals,
  campaigns,
  contractCosts,
  contracts,
  countries,
  enumValues,
  users,
} from '#server/db/schema.ts';
import { msg, type MessageKey } from '#server/i18n.ts';
import { escapeLike } from '../lookups.ts';
import { seesAllOrderJobs } from '../order-jobs.ts';
import { contractScope } from '../contracts/contract-view.ts';
import { checkRange, makeTable, num, rowsOf, type ColumnSpec, type ReportContext } from './base.ts';
import { rowsAsJson } from '#server/db/client.ts';

type ContractQuery = v.InferOutput<typeof contractReportQuery>;
type RouteQuery = v.InferOutput<typeof routeReportQuery>;

/** A per-currency total of the contracts report (the sheet's extra totals rows). */
export interface CurrencyTotal {
  currency: string | null;
  total: number;
  units: number;
}

/** The contracts report (module doc) and its totals per currency, in the order the currencies first appear. */
export async function contractsReport(
  ctx: ReportContext,
  q: ContractQuery,
): Promise<{ table: ReportTable; byCurrency: CurrencyTotal[] }> {
  checkRange(q, ctx.locale);
  const where: (SQL | undefined)[] = [isNull(campaigns.deletedAt), ...contractScope(ctx.db, ctx.user)];
  if (q.status) where.push(eq(contracts.status, q.status));
  if (q.client_id) where.push(eq(campaigns.clientId, q.client_id));
  if (q.seller_id) where.push(eq(contracts.ownerId, q.seller_id));
  if (q.search)
    where.push(or(ilike(campaigns.name, escapeLike(q.search)), ilike(contracts.reference, escapeLike(q.search))));
  if (q.from || q.to)
    where.push(sql`exists (select 1 from campaign_units x where x.campaign_id = ${campaigns.id}
      ${q.from ? sql`and x.end_date >= ${q.from}` : sql``} ${q.to ? sql`and x.start_date <= ${q.to}` : sql``})`);
  // set-based: each figure is one pass joined by key (hash joins), not a subquery per contract; the lines' figures
  // come summed up per campaign (schema.ts campaignLineTotals, kept by the database), not grouped from every line at
  // each call (issue 21: the largest report on the 10× seed within 200 ms)
  const lines = campaignLineTotals;
  const costs = ctx.db
    .select({
      contractId: contractCosts.contractId,
      minor: sql<string>`sum(round(${contractCosts.amount} * 100))`.as('costs_minor'),
    })
    .from(contractCosts)
    .groupBy(contractCosts.contractId)
    .as('costs');
  // the currency its countries share; none when they use several
  const money = ctx.db
    .select({
      campaignId: campaignCountries.campaignId,
      currency: sql<
        string | null
      >`case when min(${countries.currency}) = max(${countries.currency}) then min(${countries.currency}) end`.as(
        'currency',
      ),
    })
    .from(campaignCountries)
    .innerJoin(countries, eq(countries.id, campaignCountries.countryId))
    .groupBy(campaignCountries.campaignId)
    .as('money');
  const client = alias(users, 'client');
  const owner = alias(users, 'owner');
  const status = alias(enumValues, 'status');
  const fields = {
    id: contracts.id,
    reference: contracts.reference,
    campaign: campaigns.name,
    client: client.name,
    owner: owner.name,
    status: sql<string>`coalesce(${ctx.locale === 'en' ? status.nameEn : status.nameEs}, ${contracts.status})`,
    start: lines.startDate,
    end: lines.endDate,
    units: sql<number>`coalesce(${lines.units}, 0)`,
    totalMinor: sql<string>`coalesce(${lines.linesMinor}, 0) + coalesce(${costs.minor}, 0)`,
    currency: money.currency,
  };
  // thousands of rows: the database writes them as JSON (db/client.ts rowsAsJson)
  const query = ctx.db
    .select(fields)
    .from(contracts)
    .innerJoin(campaigns, eq(campaigns.id, contracts.campaignId))
    .leftJoin(client, eq(client.id, campaigns.clientId))
    .leftJoin(owner, eq(owner.id, contracts.ownerId))
    .leftJoin(status, and(eq(status.kind, 'contract-statuses'), eq(status.key, contracts.status)))
    .leftJoin(lines, eq(lines.campaignId, campaigns.id))
    .leftJoin(costs, eq(costs.contractId, contracts.id))
    .leftJoin(money, eq(money.campaignId, campaigns.id))
    .where(and(...where))
    .orderBy(asc(contracts.id));
  const rows = await rowsAsJson<{
    id: number;
    reference: string;
    campaign: string;
    client: string | null;
    owner: string | null;
    status: string;
    start: string | null;
    end: string | null;
    units: number;
    totalMinor: number;
    currency: string | null;
  }>(ctx.db, fields, query, 'id');
  const specs: ColumnSpec[] = [
    ['contract', 'number', false],
    ['reference', 'text'],
    ['campaign', 'text'],
    ['client', 'text'],
    ['owner', 'text'],
    ['status', 'text'],
    ['start', 'date'],
    ['end', 'date'],
    ['units', 'number'],
    ['total', 'money', false],
    ['currency', 'text'],
  ];
  const byCurrency = new Map<string | null, CurrencyTotal>();
  for (const r of rows) {
    const t = byCurrency.get(r.currency) ?? { currency: r.currency, total: 0, units: 0 };
    t.total += num(r.totalMinor);
    t.units += num(r.units);
    byCurrency.set(r.currency, t);
  }
  const table = makeTable(
    ctx,
    'contracts',
    specs,
    rows.map((r) => ({
      contract: r.id,
      reference: r.reference,
      campaign: r.campaign,
      client: r.client,
      owner: r.owner ?? msg(ctx.locale, 'reports.none'),
      status: r.status,
      start: r.start,
      end: r.end,
      units: num(r.units),
      total: fromMinor(num(r.totalMinor)),
      currency: r.currency,
    })),
    { currency: null, filter: q as ReportFilter },
  );
  return {
    table,
    byCurrency: [...byCurrency.values()].map((t) => ({ ...t, total: fromMinor(t.total) })),
  };
}

/** The routes report (module doc). */
export async function routesReport(ctx: ReportContext, q: RouteQuery): Promise<ReportTable> {
  checkRange(q, ctx.locale);
  const technician = sql`coalesce(r.technician_id, j.technician_id)`;
  const where: SQL[] = [sql`r.deleted_at is null`, sql`j.deleted_at is null`];
  if (!seesAllOrderJobs(ctx.user)) where.push(sql`${technician} = ${ctx.user.id}`);
  if (q.from) where.push(sql`r.date >= ${q.from}`);
  if (q.to) where.push(sql`r.date <= ${q.to}`);
  if (q.technician_id) where.push(sql`${technician} = ${q.technician_id}`);
  if (q.status) where.push(sql`r.status = ${q.status}`);
  const rows = await rowsOf(
    ctx.db,
    sql`select r.id, r.date::text as date, j.id as job_id, j.kind, c.name as campaign, t.name as technician, r.status,
      count(s.order_job_item_id) as stops, count(s.order_job_item_id) filter (where i.status = 'finished') as finished,
      count(s.order_job_item_id) filter (where i.status = 'rejected') as rejected,
      to_char(r.finished_at at time zone 'UTC', 'YYYY-MM-DD') as finished_at
    from routes r join order_jobs j on j.id = r.order_job_id
    left join campaigns c on c.id = j.campaign_id left join users t on t.id = ${technician}
    left join route_stops s on s.route_id = r.id left join order_job_items i on i.id = s.order_job_item_id
    where ${sql.join(where, sql` and `)}
    group by r.id, j.id, c.id, t.id order by r.date, r.id`,
  );
  const specs: ColumnSpec[] = [
    ['route', 'number', false],
    ['date', 'date'],
    ['order_job', 'number', false],
    ['job_kind', 'text'],
    ['campaign', 'text'],
    ['technician', 'text'],
    ['status', 'text'],
    ['stops', 'number'],
    ['finished_stops', 'number'],
    ['rejected_stops', 'number'],
    ['finished_at', 'date'],
  ];
  return makeTable(
    ctx,
    'routes',
    specs,
    rows.map((r) => ({
      route: num(r.id),
      date: String(r.date),
      order_job: num(r.job_id),
      job_kind: msg(ctx.locale, `reports.job_kind.${String(r.kind)}` as MessageKey),
      campaign: (r.campaign as string | null) ?? msg(ctx.locale, 'reports.none'),
      technician: (r.technician as string | null) ?? msg(ctx.locale, 'reports.none'),
      status: msg(ctx.locale, `reports.route_status.${String(r.status)}` as MessageKey),
      stops: num(r.stops),
      finished_stops: num(r.finished),
      rejected_stops: num(r.rejected),
      finished_at: (r.finished_at as string | null) ?? null,
    })),
    { currency: null, filter: q as ReportFilter },
  );
}
