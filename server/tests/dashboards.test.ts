/**
 * The eight boards of /dashboards/common on the seeded reference server (contract src/api/contract/dashboards.ts;
 * product.md §1; api-catalogue.md "Dashboards"; issue 18; docs/dashboards-availability.md): every board answers a
 * chart whose totals are the sums of its rows, billing equals the billed contracts' lines as the contracts API
 * prices them, occupancy and average prices equal an independent SQL count, labels follow the caller's language;
 * refusals (no token, roles without `dashboards.browse`, bad range, unknown team) and a seller's scope.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as d from '#src/api/contract/dashboards.ts';
import type { BoardAnswer } from '#src/api/contract/dashboards.ts';
import { failure, startTestServer, type TestServer } from '../test-support.ts';
import { contractsReached } from './contract-fixture.ts';

let s: TestServer;
let tokens: Record<string, string>;
let ids: Record<string, number>;
const as = (role: string, locale: 'es' | 'en' = 'es') => s.client(tokens[role], locale);
/** The seeded contracts were billed 2026-09-03..2026-11-02 (anchor 2026-11-02). */
const range = { from: '2026-08-01', to: '2026-11-30' };
const BOARDS = [
  d.activeCustomersByTeams,
  d.ticketsByCustomers,
  d.billingByMediaType,
  d.billingByMembers,
  d.workgroups,
  d.avgPricesAndOccupancy,
  d.rankingByMediaType,
  d.rankingByCustomer,
] as const;

const rows = async <T>(q: ReturnType<typeof sql>) => ((await s.db.execute(q)) as unknown as { rows: T[] }).rows;
const seriesOf = (a: BoardAnswer, key: string) => a.data.series.find((x) => x.key === key)!;
const cents = (x: number) => Math.round(x * 100);
const sum = (values: readonly (number | null)[]) => values.reduce<number>((t, x) => t + (x ?? 0), 0);

beforeAll(async () => {
  s = await startTestServer();
  ({ tokens, ids } = await s.loginAll());
});
afterAll(async () => {
  await s.close();
});

describe('dashboards', () => {
  it('answers every board as a chart whose additive totals are the sums of their rows', async () => {
    for (const board of BOARDS) {
      const a = await as('manager').call(board, { query: range });
      expect(a.data.keys.length, board.name).toBe(a.data.labels.length);
      expect(a.data.filters).toMatchObject({ from: range.from, to: range.to, team: null, media_type: null });
      for (const x of a.data.series) {
        expect(x.values.length, `${board.name} ${x.key}`).toBe(a.data.keys.length);
        if (x.total !== null) expect(cents(x.total), `${board.name} ${x.key}`).toBe(cents(sum(x.values)));
        if (x.unit === 'money' || x.unit === 'money_per_day') expect(x.currency).toBe(a.data.filters.currency);
      }
    }
    // administrators too
    expect((await as('administrator').call(d.workgroups, { query: range })).data.keys.length).toBeGreaterThan(0);
  });

  it('bills the billed contracts of the range per media type and currency, as the contracts API prices them', async () => {
    const a = await as('manager').call(d.billingByMediaType, { query: range });
    const currency = a.data.filters.currency!;
    expect(a.data.currencies[0]).toBe(currency);
    const unitCurrency = new Map(
      (
        await rows<{ id: number; currency: string }>(
          sql`select u.id, co.currency from units u join countries co on co.id = u.country_id`,
        )
      ).map((r) => [r.id, r.currency]),
    );
    const expected = new Map<string, number>();
    const contractsOf = new Map<string, Set<number>>();
    for (const c of await contractsReached(s, tokens.administrator)) {
      const day = c.billed_at?.slice(0, 10);
      if (!day || day < range.from || day > range.to || ['cancelled', 'rejected'].includes(c.status)) continue;
      for (const u of c.units.filter((x) => unitCurrency.get(x.unit_id) === currency)) {
        expected.set(u.media_type, (expected.get(u.media_type) ?? 0) + cents(u.total));
        contractsOf.set(u.media_type, (contractsOf.get(u.media_type) ?? new Set()).add(c.id));
      }
    }
    expect(expected.size).toBeGreaterThan(0);
    const billing = seriesOf(a, 'billing');
    const count = seriesOf(a, 'contracts');
    a.data.labels.forEach((label, i) => {
      expect(cents(billing.values[i]!), label).toBe(expected.get(label) ?? 0);
      expect(count.values[i], label).toBe(contractsOf.get(label)?.size ?? 0);
    });
    // a range with no billing answers the media types with zeros
    const empty = await as('manager').call(d.billingByMediaType, { query: { from: '2020-01-01', to: '2020-01-31' } });
    expect(empty.data.currencies).toEqual([]);
    expect(seriesOf(empty, 'billing').total).toBe(0);
  });

  it('agrees across boards: rankings, members and workgroups add up to the same billing', async () => {
    const byType = await as('manager').call(d.billingByMediaType, { query: range });
    const total = seriesOf(byType, 'billing').total!;
    const ranking = await as('manager').call(d.rankingByMediaType, { query: { ...range, limit: 100 } });
    expect(seriesOf(ranking, 'billing').total).toBe(total);
    const ranks = seriesOf(ranking, 'rank').values as number[];
    const values = seriesOf(ranking, 'billing').values as number[];
    ranks.forEach((r, i) => {
      if (i > 0) expect(values[i]!).toBeLessThanOrEqual(values[i - 1]!);
      expect(r).toBe(i > 0 && values[i] === values[i - 1] ? ranks[i - 1] : i + 1);
    });
    expect(Math.abs(sum(seriesOf(ranking, 'share').values) - 100)).toBeLessThan(0.1);
    expect(seriesOf(await as('manager').call(d.billingByMembers, { query: range }), 'billing').total).toBe(total);
    expect(seriesOf(await as('manager').call(d.workgroups, { query: range }), 'billing').total).toBe(total);
    const customers = await as('manager').call(d.rankingByCustomer, { query: { ...range, limit: 100 } });
    expect(seriesOf(customers, 'billing').total).toBe(total);
    const top3 = await as('manager').call(d.rankingByCustomer, { query: { ...range, limit: 3 } });
    expect(top3.data.keys).toEqual(customers.data.keys.slice(0, 3));
    // tickets: average ticket = billing / tickets, per customer
    const tickets = await as('manager').call(d.ticketsByCustomers, { query: range });
    const t = seriesOf(tickets, 'tickets').values as number[];
    const b = seriesOf(tickets, 'billing').values as number[];
    seriesOf(tickets, 'average_ticket').values.forEach((avg, i) =>
      expect(Math.abs(avg! - b[i]! / t[i]!)).toBeLessThanOrEqual(0.005),
    );
    expect(seriesOf(tickets, 'average_ticket').total).toBeNull();
  });

  it('counts active customers per team as an independent query does, and each team its assigned customers', async () => {
    const a = await as('manager').call(d.activeCustomersByTeams, { query: range });
    const expected = await rows<{ team: number; n: number }>(
      sql`select coalesce(cs.seller_id, 0) as team, count(distinct c.client_id)::int as n
          from campaigns c join campaign_units cu on cu.campaign_id = c.id
          left join client_sellers cs on cs.client_id = c.client_id
          where c.deleted_at is null and c.status in ('reserved', 'contracted', 'finished')
            and cu.start_date <= ${range.to}::date and cu.end_date >= ${range.from}::date
          group by 1`,
    );
    const active = seriesOf(a, 'active_customers').values;
    a.data.keys.forEach((team, i) =>
      expect(active[i], `team ${team}`).toBe(expected.find((e) => e.team === team)?.n ?? 0),
    );
    const assigned = await rows<{ seller_id: number; n: number }>(
      sql`select seller_id, count(*)::int as n from client_sellers group by 1`,
    );
    const customers = seriesOf(a, 'customers').values;
    a.data.keys.forEach((team, i) => {
      if (team !== 0) expect(customers[i]).toBe(assigned.find((x) => x.seller_id === team)?.n ?? 0);
    });
    expect(a.data.labels).toContain('Equipo de Sofía Martínez Ochoa');
    expect(a.data.labels.at(-1)).toBe('Sin equipo');
    // one team
    const one = await as('manager', 'en').call(d.activeCustomersByTeams, { query: { ...range, team: ids.seller } });
    expect(one.data.keys).toEqual([ids.seller]);
    expect(one.data.labels).toEqual(["Sofía Martínez Ochoa's team"]);
    expect(one.data.title).toBe('Active customers by team');
  });

  it('measures occupancy and average prices per media type as an independent SQL count does', async () => {
    const a = await as('manager').call(d.avgPricesAndOccupancy, { query: range });
    const days = 122; // 2026-08-01..2026-11-30
    const busy = await rows<{ mt: number; n: number }>(
      sql`with d as (
            select cu.unit_id, g::date as day, sum(cu.spots_used) as load, max(u.spots) as cap, max(u.media_type_id) as mt
            from campaign_units cu join campaigns c on c.id = cu.campaign_id join units u on u.id = cu.unit_id
            cross join lateral generate_series(greatest(cu.start_date, ${range.from}::date),
              least(cu.end_date, ${range.to}::date), interval '1 day') g
            where c.deleted_at is null and c.status in ('contracted', 'finished')
            group by 1, 2)
          select mt, count(*) filter (where load >= cap)::int as n from d group by mt`,
    );
    const inventory = await rows<{ mt: number; n: number }>(
      sql`select media_type_id as mt, count(*)::int as n from units where deleted_at is null and status = 'active' group by 1`,
    );
    const currency = a.data.filters.currency!;
    const prices = await rows<{ mt: number; amount: string; spot_days: string }>(
      sql`select u.media_type_id as mt,
            sum(round(cu.price * 100) * (least(cu.end_date, ${range.to}::date) - greatest(cu.start_date, ${range.from}::date) + 1) * cu.spots_used) as amount,
            sum((least(cu.end_date, ${range.to}::date) - greatest(cu.start_date, ${range.from}::date) + 1) * cu.spots_used) as spot_days
          from campaign_units cu join campaigns c on c.id = cu.campaign_id join units u on u.id = cu.unit_id
          join countries co on co.id = u.country_id
          where c.deleted_at is null and c.status in ('contracted', 'finished') and co.currency = ${currency}
            and cu.start_date <= ${range.to}::date and cu.end_date >= ${range.from}::date
          group by 1`,
    );
    a.data.keys.forEach((mt, i) => {
      const units = inventory.find((r) => r.mt === mt)?.n ?? 0;
      const busyDays = busy.find((r) => r.mt === mt)?.n ?? 0;
      expect(seriesOf(a, 'units').values[i]).toBe(units);
      expect(seriesOf(a, 'available_days').values[i]).toBe(units * days);
      expect(seriesOf(a, 'busy_days').values[i], `media type ${mt}`).toBe(busyDays);
      const occupancy = units ? Math.round((busyDays / (units * days)) * 10_000) / 100 : 0;
      expect(seriesOf(a, 'occupancy').values[i]).toBe(occupancy);
      const p = prices.find((r) => r.mt === mt);
      const avg = p ? Math.round(Number(p.amount) / Number(p.spot_days)) / 100 : null;
      expect(seriesOf(a, 'average_price').values[i], `media type ${mt}`).toBe(avg);
    });
    expect(seriesOf(a, 'busy_days').total).toBeGreaterThan(0);
    // one media type
    const one = await as('manager').call(d.avgPricesAndOccupancy, { query: { ...range, media_type: a.data.keys[1]! } });
    expect(one.data.keys).toEqual([a.data.keys[1]]);
    expect(seriesOf(one, 'busy_days').values).toEqual([seriesOf(a, 'busy_days').values[1]]);
  });

  it('shows money in the currency asked for, never summed across currencies', async () => {
    const main = await as('manager').call(d.billingByMediaType, { query: range });
    const other = main.data.currencies[1]!;
    const a = await as('manager').call(d.billingByMediaType, { query: { ...range, currency: other.toLowerCase() } });
    expect(a.data.filters.currency).toBe(other);
    expect(seriesOf(a, 'billing').currency).toBe(other);
    expect(seriesOf(a, 'billing').total).not.toBe(seriesOf(main, 'billing').total);
  });

  it('refuses callers without dashboards, a bad range and an unknown team', async () => {
    for (const role of ['seller', 'client', 'agency', 'provider', 'technician', 'operations'])
      expect((await failure(as(role).call(d.billingByMediaType, { query: range }))).status, role).toBe(403);
    expect((await failure(s.client().call(d.workgroups, { query: range }))).status).toBe(401);
    const order = await failure(
      as('manager', 'en').call(d.workgroups, { query: { from: '2026-11-30', to: '2026-11-01' } }),
    );
    expect([order.status, order.errors?.to]).toEqual([422, ['The end date cannot be before the start date.']]);
    const long = await failure(as('manager').call(d.workgroups, { query: { from: '2024-01-01', to: '2026-11-30' } }));
    expect([long.status, long.errors?.to]).toEqual([422, ['El periodo puede abarcar como máximo 731 días.']]);
    const team = await failure(as('manager').call(d.workgroups, { query: { ...range, team: ids.administrator } }));
    expect([team.status, team.errors?.team]).toEqual([422, ['Este equipo no existe.']]);
    const bad = await failure(as('manager').call(d.workgroups, { query: { from: 'yesterday' } as never }));
    expect(bad.status).toBe(422);
  });

  it("limits a seller granted the boards to its own team's customers", async () => {
    await s.db.execute(
      sql`update roles set permissions = permissions || '["dashboards.browse"]'::jsonb where value = 'seller'`,
    );
    const mine = await rows<{ client_id: number }>(
      sql`select client_id from client_sellers where seller_id = ${ids.seller}`,
    );
    const tickets = await as('seller').call(d.ticketsByCustomers, { query: range });
    expect(tickets.data.filters.team).toBe(ids.seller);
    expect(tickets.data.keys.length).toBeGreaterThan(0);
    for (const client of tickets.data.keys) expect(mine.map((m) => m.client_id)).toContain(client);
    // the manager sees other teams' customers in some currency; the seller never does
    const foreign = [];
    for (const currency of (await as('manager').call(d.ticketsByCustomers, { query: range })).data.currencies) {
      const theirs = await as('manager').call(d.ticketsByCustomers, { query: { ...range, currency, limit: 100 } });
      foreign.push(...theirs.data.keys.filter((c) => !mine.some((m) => m.client_id === c)));
      const ours = await as('seller').call(d.ticketsByCustomers, { query: { ...range, currency, limit: 100 } });
      for (const client of ours.data.keys) expect(mine.map((m) => m.client_id)).toContain(client);
    }
    expect(foreign.length).toBeGreaterThan(0);
    const teams = await as('seller').call(d.activeCustomersByTeams, { query: range });
    expect(teams.data.keys).toEqual([ids.seller]);
    const other = (
      await rows<{ seller_id: number }>(
        sql`select seller_id from client_sellers where seller_id <> ${ids.seller} limit 1`,
      )
    )[0]!;
    const refused = await failure(
      as('seller', 'en').call(d.workgroups, { query: { ...range, team: other.seller_id } }),
    );
    expect([refused.status, refused.message]).toEqual([403, 'You can only see the figures of your own team.']);
  });
});
