/**
 * The SQL the boards aggregate with (docs/dashboards-availability.md "What the boards count"), over the seeded or
 * real data — never canned numbers:
 * - billing: contracts billed in the range (`billed_at`'s UTC date in `from`..`to`; not cancelled nor rejected),
 *   each cart line priced as the contract prices it (src/domain/contract-rules.ts `contractLineMinor`: price × days
 *   × spots + print price × spots, on centavos), in the currency of the unit's country;
 * - activity: cart lines meeting the range of campaigns that are reserved, contracted or finished;
 * - sales: cart lines meeting the range of contracted or finished campaigns, the part inside the range (price ×
 *   days in range × spots, centavos; spot-days).
 * Each is grouped by one dimension (`Dim`) and currency; the board's filters (media type, customers in scope) are
 * conditions of the query.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { num, sqlRows } from './chart.ts';
import type { BoardScope } from './scope.ts';

/** What billing and activity are grouped by: media type, customer, contract owner (0: none) or team (0: none). */
export type Dim = 'media_type' | 'client' | 'owner' | 'team';

const DIM_SQL: Record<Dim, SQL> = {
  media_type: sql`u.media_type_id`,
  client: sql`c.client_id`,
  owner: sql`coalesce(k.owner_id, 0)`,
  team: sql`coalesce(cs.seller_id, 0)`,
};

/** The centavos of a cart line over `days` (an SQL expression of days). */
const lineMinor = (days: SQL) =>
  sql`(round(cu.price * 100)::bigint * ${days} * greatest(cu.spots_used, 1) + round(cu.print_price * 100)::bigint * greatest(cu.spots_used, 1))`;

/** The board's own filters on unit `u` and campaign `c`. */
function filters(s: BoardScope): SQL[] {
  const out: SQL[] = [];
  if (s.mediaType !== null) out.push(sql`u.media_type_id = ${s.mediaType}`);
  if (s.clients) out.push(s.clients(sql`c.client_id`));
  return out;
}

const teamJoin = (dim: Dim) =>
  dim === 'team' ? sql`left join client_sellers cs on cs.client_id = c.client_id` : sql``;
const and = (parts: SQL[]) => sql.join(parts, sql` and `);

/** Billing of one group in one currency: centavos and contracts. */
export interface BilledRow {
  key: number;
  currency: string;
  amount: number;
  contracts: number;
}

/** Billing in the scope's range grouped by `dim` and currency (module doc). */
export async function billedBy(db: Db, s: BoardScope, dim: Dim): Promise<BilledRow[]> {
  const where = [
    sql`k.billed_at is not null`,
    sql`k.status not in ('cancelled', 'rejected')`,
    sql`(k.billed_at at time zone 'UTC')::date between ${s.from}::date and ${s.to}::date`,
    ...filters(s),
  ];
  const rows = await sqlRows<Record<string, string | number>>(
    db,
    sql`select ${DIM_SQL[dim]} as key, co.currency as currency,
          sum(${lineMinor(sql`(cu.end_date - cu.start_date + 1)`)})::bigint as amount,
          count(distinct k.id)::int as contracts
        from contracts k
        join campaigns c on c.id = k.campaign_id
        join campaign_units cu on cu.campaign_id = c.id
        join units u on u.id = cu.unit_id
        join countries co on co.id = u.country_id
        ${teamJoin(dim)}
        where ${and(where)}
        group by 1, 2`,
  );
  return rows.map((r) => ({
    key: num(r.key),
    currency: String(r.currency),
    amount: num(r.amount),
    contracts: num(r.contracts),
  }));
}

/** Activity of one group: distinct customers and campaigns running in the range. */
export interface ActiveRow {
  key: number;
  customers: number;
  campaigns: number;
}

/** Customers and campaigns with cart lines in the range (reserved, contracted, finished), grouped by `dim`. */
export async function activeBy(db: Db, s: BoardScope, dim: Dim): Promise<ActiveRow[]> {
  const where = [
    sql`c.deleted_at is null`,
    sql`c.status in ('reserved', 'contracted', 'finished')`,
    sql`cu.start_date <= ${s.to}::date`,
    sql`cu.end_date >= ${s.from}::date`,
    ...filters(s),
  ];
  const rows = await sqlRows<Record<string, string | number>>(
    db,
    sql`select ${DIM_SQL[dim]} as key, count(distinct c.client_id)::int as customers, count(distinct c.id)::int as campaigns
        from campaigns c
        join campaign_units cu on cu.campaign_id = c.id
        join units u on u.id = cu.unit_id
        ${teamJoin(dim)}
        where ${and(where)}
        group by 1`,
  );
  return rows.map((r) => ({ key: num(r.key), customers: num(r.customers), campaigns: num(r.campaigns) }));
}

/** Sales of one media type in one currency: centavos and spot-days inside the range. */
export interface SoldRow {
  key: number;
  currency: string;
  amount: number;
  spot_days: number;
}

const soldWhere = (s: BoardScope) => [
  sql`c.deleted_at is null`,
  sql`c.status in ('contracted', 'finished')`,
  sql`cu.start_date <= ${s.to}::date`,
  sql`cu.end_date >= ${s.from}::date`,
  ...filters(s),
];
const daysInRange = (s: BoardScope) =>
  sql`(least(cu.end_date, ${s.to}::date) - greatest(cu.start_date, ${s.from}::date) + 1)`;

/** What was sold in the range, by media type and currency (module doc); print prices left out (not per day). */
export async function soldByMediaType(db: Db, s: BoardScope): Promise<SoldRow[]> {
  const days = daysInRange(s);
  const rows = await sqlRows<Record<string, string | number>>(
    db,
    sql`select u.media_type_id as key, co.currency as currency,
          sum(round(cu.price * 100)::bigint * ${days} * greatest(cu.spots_used, 1))::bigint as amount,
          sum(${days} * greatest(cu.spots_used, 1))::bigint as spot_days
        from campaigns c
        join campaign_units cu on cu.campaign_id = c.id
        join units u on u.id = cu.unit_id
        join countries co on co.id = u.country_id
        where ${and(soldWhere(s))}
        group by 1, 2`,
  );
  return rows.map((r) => ({
    key: num(r.key),
    currency: String(r.currency),
    amount: num(r.amount),
    spot_days: num(r.spot_days),
  }));
}

/** A sold cart line meeting the range, with its unit's capacity (for busy unit-days). */
export interface SoldLine {
  unit_id: number;
  media_type_id: number;
  capacity: number;
  start: string;
  end: string;
  spots: number;
}

/** The sold lines meeting the range (module doc), for the busy-days rule. */
export async function soldLines(db: Db, s: BoardScope): Promise<SoldLine[]> {
  const rows = await sqlRows<Record<string, string | number>>(
    db,
    sql`select cu.unit_id, u.media_type_id, u.spots as capacity, cu.start_date::text as start, cu.end_date::text as "end",
          cu.spots_used as spots
        from campaigns c
        join campaign_units cu on cu.campaign_id = c.id
        join units u on u.id = cu.unit_id
        where ${and(soldWhere(s))}`,
  );
  return rows.map((r) => ({
    unit_id: num(r.unit_id),
    media_type_id: num(r.media_type_id),
    capacity: num(r.capacity),
    start: String(r.start),
    end: String(r.end),
    spots: num(r.spots),
  }));
}

/** Live, active units and their spots per media type (the inventory occupancy is measured against). */
export async function inventoryByMediaType(
  db: Db,
  s: BoardScope,
): Promise<{ key: number; units: number; spots: number }[]> {
  const rows = await sqlRows<Record<string, string | number>>(
    db,
    sql`select u.media_type_id as key, count(*)::int as units, sum(greatest(u.spots, 1))::int as spots
        from units u
        where u.deleted_at is null and u.status = 'active'
          ${s.mediaType !== null ? sql`and u.media_type_id = ${s.mediaType}` : sql``}
        group by 1`,
  );
  return rows.map((r) => ({ key: num(r.key), units: num(r.units), spots: num(r.spots) }));
}
