/**
 * Report kinds about money over time and what clients owe (docs/reports.md "What each report computes"; issue 18):
 * `generated_income`, `investment_by_campaign`, `ordered-campaigns`. Sums in SQL over `base` (base.ts) and the
 * campaign costs, contract costs, orders and payments of its campaigns, in centavos of the report's currency.
 */
import { sql } from 'drizzle-orm';
import type { ReportFilter, ReportTable } from '#src/api/contract/reports/shapes.ts';
import { fromMinor } from '#src/domain/contract-rules.ts';
import { MAX_RANGE_DAYS } from '#src/domain/report-rules.ts';
import {
  baseSql,
  checkRange,
  makeTable,
  num,
  pickCurrency,
  rowsOf,
  statusName,
  type ColumnSpec,
  type ReportContext,
} from './base.ts';

/**
 * Income earned per month of the period (default: from the first to the last day of the sold lines reached), as
 * src/domain/report-rules.ts `earnedMinor` computes it for each line: price per day × spots for each of its days in
 * the month (media), print price × spots in the month the line starts (print). The lines column counts the lines
 * active in the month (a line spanning two months counts in both, so it has no total).
 */
export async function generatedIncome(ctx: ReportContext, f: ReportFilter): Promise<ReportTable> {
  const base = baseSql(ctx, f);
  const cur = await pickCurrency(ctx, base, f);
  let { from, to } = f;
  // without a range: the months of the sold lines in the currency (read with the currency, in one scan of base)
  from ??= cur.soldSpan.first ?? undefined;
  to ??= cur.soldSpan.last ?? undefined;
  const specs: ColumnSpec[] = [
    ['month', 'month'],
    ['lines', 'number', false],
    ['unit_days', 'number'],
    ['media', 'money'],
    ['print', 'money'],
    ['total', 'money'],
  ];
  if (!from || !to || to < from) return makeTable(ctx, 'generated_income', specs, [], { currency: cur, filter: f });
  checkRange({ from, to }, ctx.locale, MAX_RANGE_DAYS);
  const rows = await rowsOf(
    ctx.db,
    // each sold line is expanded into the months it overlaps in the range (a line spans one to a few months), then
    // joined to the months by their first day: a hash join of ~1.5 rows per line instead of comparing every line with
    // every month (27 months × 49,000 lines on the 10× seed, issue 21); the month's name is written once per month
    sql`with base as (${base}),
    m as (
      select d::date as first_day, greatest(d::date, ${from}::date) as ms,
        least((d + interval '1 month' - interval '1 day')::date, ${to}::date) as me
      from generate_series(date_trunc('month', ${from}::date), ${to}::date, interval '1 month') d
    ),
    l as (
      select d::date as first_day, b.line_id, b.start_date, b.end_date, b.spots, b.price_minor, b.print_minor
      from base b, generate_series(date_trunc('month', greatest(b.start_date, ${from}::date)),
        least(b.end_date, ${to}::date), interval '1 month') d
      where b.sold and ${cur.where} and b.start_date <= ${to}::date and b.end_date >= ${from}::date
    )
    select to_char(m.first_day, 'YYYY-MM') as month, count(l.line_id) as lines,
      coalesce(sum((least(l.end_date, m.me) - greatest(l.start_date, m.ms) + 1) * l.spots), 0) as unit_days,
      coalesce(sum(l.price_minor * (least(l.end_date, m.me) - greatest(l.start_date, m.ms) + 1) * l.spots), 0) as media_minor,
      coalesce(sum(case when l.start_date between m.ms and m.me then l.print_minor * l.spots else 0 end), 0) as print_minor
    from m left join l on l.first_day = m.first_day
    group by m.first_day order by m.first_day`,
  );
  return makeTable(
    ctx,
    'generated_income',
    specs,
    rows.map((r) => ({
      month: String(r.month),
      lines: num(r.lines),
      unit_days: num(r.unit_days),
      media: fromMinor(num(r.media_minor)),
      print: fromMinor(num(r.print_minor)),
      total: fromMinor(num(r.media_minor) + num(r.print_minor)),
    })),
    { currency: cur, filter: f, extraFilter: { from, to } },
  );
}

/**
 * What each campaign of the filter costs its client, in the report's currency: its budget (the campaign's
 * investment), media (its lines in the filter), other costs (the campaign's costs and its contract's other costs, when
 * the campaign's countries share the report's currency), total = media + other costs, paid (approved payments and
 * bonuses in the currency, not removed), balance = total − paid.
 */
export async function investmentByCampaign(ctx: ReportContext, f: ReportFilter): Promise<ReportTable> {
  const base = baseSql(ctx, f);
  const cur = await pickCurrency(ctx, base, f);
  const rows = await rowsOf(
    ctx.db,
    sql`with base as (${base}),
    camp as (
      select b.campaign_id, max(b.campaign_name) as name, max(b.client_id) as client_id, max(b.campaign_status) as status,
        max(b.budget_minor) as budget_minor, sum(b.total_minor) as media_minor
      from base b where ${cur.where} group by b.campaign_id
    ),
    money as (
      select camp.*, (select case when count(distinct co.currency) = 1 then min(co.currency) end
        from campaign_countries cc join countries co on co.id = cc.country_id where cc.campaign_id = camp.campaign_id) as own_currency
      from camp
    )
    select m.campaign_id, m.name, cl.name as client, m.status, m.budget_minor, m.media_minor,
      case when m.own_currency = ${cur.currency} then
        coalesce((select sum(cc.amount_minor) from campaign_costs cc where cc.campaign_id = m.campaign_id), 0)
        + coalesce((select sum(round(kc.amount * 100)) from contract_costs kc join contracts k on k.id = kc.contract_id
          where k.campaign_id = m.campaign_id), 0)
      else 0 end as costs_minor,
      coalesce((select sum(p.amount_minor) from payments p where p.campaign_id = m.campaign_id and p.status = 'approved'
        and p.removed_at is null and p.currency = ${cur.currency}), 0) as paid_minor,
      m.own_currency = ${cur.currency} as own
    from money m join users cl on cl.id = m.client_id order by m.campaign_id`,
  );
  const specs: ColumnSpec[] = [
    ['campaign', 'text'],
    ['client', 'text'],
    ['status', 'text'],
    ['budget', 'money'],
    ['media', 'money'],
    ['costs', 'money'],
    ['total', 'money'],
    ['paid', 'money'],
    ['balance', 'money'],
  ];
  return makeTable(
    ctx,
    'investment_by_campaign',
    specs,
    rows.map((r) => {
      const total = num(r.media_minor) + num(r.costs_minor);
      return {
        campaign: String(r.name),
        client: String(r.client),
        status: statusName(ctx.locale, String(r.status)),
        budget: r.own ? fromMinor(num(r.budget_minor)) : null,
        media: fromMinor(num(r.media_minor)),
        costs: fromMinor(num(r.costs_minor)),
        total: fromMinor(total),
        paid: fromMinor(num(r.paid_minor)),
        balance: fromMinor(total - num(r.paid_minor)),
      };
    }),
    { currency: cur, filter: f },
  );
}

/**
 * Campaigns of the filter whose contract has orders: contract reference (else its number), contract status (as
 * `/enums/contract-statuses` names it), orders, orders whose invoice is issued or paid, ordered and invoiced
 * amounts (order items, in the contract's currency — the campaigns reached in the report's currency).
 */
export async function orderedCampaigns(ctx: ReportContext, f: ReportFilter): Promise<ReportTable> {
  const base = baseSql(ctx, f);
  const cur = await pickCurrency(ctx, base, f);
  const invoiced = sql`o.invoice_status in ('issued', 'paid')`;
  const rows = await rowsOf(
    ctx.db,
    sql`with base as (${base}),
    camp as (select distinct b.campaign_id, b.contract_id from base b where b.contract_id is not null and ${cur.where}),
    per_order as (
      select o.id, o.contract_id, o.invoice_status, coalesce(sum(round(oi.total * 100)), 0) as amount_minor
      from orders o left join order_items oi on oi.order_id = o.id
      where o.contract_id in (select contract_id from camp) group by o.id
    )
    select c.id, c.name, cl.name as client, k.id as contract_id, k.reference, ev.${sql.raw(ctx.locale === 'en' ? 'name_en' : 'name_es')} as contract_status,
      count(o.id) as orders, count(o.id) filter (where ${invoiced}) as invoiced_orders,
      sum(o.amount_minor) as ordered_minor, coalesce(sum(o.amount_minor) filter (where ${invoiced}), 0) as invoiced_minor
    from camp join contracts k on k.id = camp.contract_id join campaigns c on c.id = camp.campaign_id
    join users cl on cl.id = c.client_id join per_order o on o.contract_id = k.id
    left join enum_values ev on ev.kind = 'contract-statuses' and ev.key = k.status
    group by c.id, cl.id, k.id, ev.id order by c.id`,
  );
  const specs: ColumnSpec[] = [
    ['campaign', 'text'],
    ['client', 'text'],
    ['contract', 'text'],
    ['contract_status', 'text'],
    ['orders', 'number'],
    ['invoiced_orders', 'number'],
    ['ordered', 'money'],
    ['invoiced', 'money'],
  ];
  return makeTable(
    ctx,
    'ordered-campaigns',
    specs,
    rows.map((r) => ({
      campaign: String(r.name),
      client: String(r.client),
      contract: r.reference ? String(r.reference) : `#${num(r.contract_id)}`,
      contract_status: String(r.contract_status),
      orders: num(r.orders),
      invoiced_orders: num(r.invoiced_orders),
      ordered: fromMinor(num(r.ordered_minor)),
      invoiced: fromMinor(num(r.invoiced_minor)),
    })),
    { currency: cur, filter: f },
  );
}
