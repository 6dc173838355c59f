/**
 * What the billing integration tests share (server/tests/billing.test.ts, payments.test.ts): the demo client's
 * campaigns as their receipts show them, a payment call with its Idempotency-Key, row counts, and the receipt's
 * total recomputed in SQL (numeric, exact) from the tables, apart from the server's own arithmetic.
 */
import { sql } from 'drizzle-orm';
import { billing as k } from '#src/api/contract/index.ts';
import type { TestServer } from '../test-support.ts';

/** First column of the first row of a query, as a number. */
export async function scalar(s: TestServer, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await s.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return Number(Object.values(result.rows[0] ?? {})[0] ?? 0);
}

/** Receipts of `clientId`'s live campaigns, read as `token`, by campaign id. */
export async function receiptsOf(s: TestServer, token: string, clientId: number): Promise<k.Receipt[]> {
  const result = (await s.db.execute(
    sql`select id from campaigns where client_id = ${clientId} and deleted_at is null order by id`,
  )) as unknown as { rows: { id: number }[] };
  const out: k.Receipt[] = [];
  for (const { id } of result.rows)
    out.push((await s.client(token, 'es').call(k.billingReceipt, { params: { id } })).data);
  return out;
}

/**
 * The receipt's total of campaign `id` in centavos, straight from the tables in SQL numeric: each cart line
 * price × days × spots + print price × spots (centavos), the contract's other costs and the campaign's costs,
 * taxes of the setting (half up) when `add_taxes`, less credit and active bonuses.
 */
export async function totalInSql(s: TestServer, id: number): Promise<number> {
  return scalar(
    s,
    sql`with
      u as (select coalesce(sum(round(cu.price * 100) * (cu.end_date - cu.start_date + 1) * cu.spots_used
              + round(cu.print_price * 100) * cu.spots_used), 0) as m from campaign_units cu where cu.campaign_id = ${id}),
      oc as (select coalesce(sum(round(cc.amount * 100)), 0) as m from contract_costs cc
              join contracts c on c.id = cc.contract_id where c.campaign_id = ${id}),
      kc as (select coalesce(sum(amount_minor), 0) as m from campaign_costs where campaign_id = ${id}),
      sub as (select u.m + oc.m + kc.m as m from u, oc, kc),
      tax as (select case when c.add_taxes then round(sub.m * (select value::numeric from settings
              where key = 'tax.default_percentage') / 100) else 0 end as m from sub, campaigns c where c.id = ${id}),
      bonus as (select coalesce(sum(amount_minor), 0) as m from payments
              where campaign_id = ${id} and method = 'bonus' and status = 'approved')
    select greatest(0, sub.m + tax.m - round(c.credit * 100) - bonus.m)
    from sub, tax, bonus, campaigns c where c.id = ${id}`,
  );
}

/** Payments recorded for campaign `id` (every method and status). */
export const paymentCount = (s: TestServer, id: number) =>
  scalar(s, sql`select count(*) from payments where campaign_id = ${id}`);

let keys = 0;
/** A fresh Idempotency-Key. */
export const newKey = (label = 'pay') => `${label}-${++keys}-${Date.now().toString(36)}`;
/** Call options carrying `key`. */
export const withKey = (key: string) => ({ headers: { 'Idempotency-Key': key } });
