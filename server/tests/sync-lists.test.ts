/**
 * Integration: the pullable lists (campaigns, units, routes, order jobs, print
 * work orders) answer `meta.server_time`, deltas with `updated_since` ordered
 * by change time, tombstones on page 1, and keep each caller's scope.
 * Rows are changed directly in the database, stamped with the server clock.
 */
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support.ts';
import {
  campaigns,
  orderJobItems,
  orderJobs,
  printWorkOrderTasks,
  printWorkOrders,
  routes,
  units,
} from '../db/schema.ts';
import { SYNC_MARGIN_MS } from '../handlers/sync-page.ts';
import { catalogueLists } from '#src/api/contract/index.ts';
import { SYNC_PER_PAGE_MAX, UNITS_PER_PAGE_MAX } from '#src/api/contract/common.ts';
import { ApiError } from '#src/api/errors.ts';

let s: TestServer;
const tokens: Record<string, string> = {};
const me: Record<string, number> = {};
const as = (role: string) => s.client(tokens[role]);
/** A GET as the administrator, its answer as it comes (to see a refusal's status). */
const get = (path: string) =>
  s.app.fetch(
    new Request(`http://x${path}`, {
      headers: { authorization: `Bearer ${tokens.administrator}`, accept: 'application/json' },
    }),
  );
/** A server-clock timestamp `ms` after now. */
const later = (ms = 0) => new Date(s.config.now().getTime() + ms);
const status = (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (e: unknown) => (e instanceof ApiError ? e.status : -1),
  );

beforeAll(async () => {
  s = await startTestServer();
  const all = await s.loginAll();
  Object.assign(tokens, all.tokens);
  Object.assign(me, all.ids);
});
afterAll(async () => {
  await s.close();
});

describe('full pulls', () => {
  it('serve the media units up to UNITS_PER_PAGE_MAX rows a page, and refuse a larger page with 422', async () => {
    const page = await as('administrator').call(catalogueLists.providerUnits, {
      query: { per_page: UNITS_PER_PAGE_MAX, page: 2 },
    });
    expect(page.data).toHaveLength(5200 - UNITS_PER_PAGE_MAX);
    expect(page.data[0]?.id).toBe(UNITS_PER_PAGE_MAX + 1);
    expect(page.meta).toMatchObject({ current_page: 2, last_page: 2, per_page: UNITS_PER_PAGE_MAX, total: 5200 });
    const tooLarge = await get(`/api/provider/units?per_page=${UNITS_PER_PAGE_MAX + 1}`);
    expect(tooLarge.status).toBe(422);
  });

  it('serve the other pullable lists up to SYNC_PER_PAGE_MAX rows a page, and refuse a larger page with 422', async () => {
    expect(SYNC_PER_PAGE_MAX).toBeLessThan(UNITS_PER_PAGE_MAX);
    const page = await as('administrator').call(catalogueLists.campaigns, { query: { per_page: SYNC_PER_PAGE_MAX } });
    expect(page.meta).toMatchObject({ current_page: 1, per_page: SYNC_PER_PAGE_MAX });
    expect((await get(`/api/client/campaigns?per_page=${SYNC_PER_PAGE_MAX + 1}`)).status).toBe(422);
    expect((await get(`/api/client/campaigns?per_page=${UNITS_PER_PAGE_MAX}`)).status).toBe(422);
  });

  it('answer every live row by id with meta.server_time a little before the clock, and no tombstones', async () => {
    const before = s.config.now().getTime();
    const page = await as('administrator').call(catalogueLists.providerUnits, { query: { per_page: 500, page: 2 } });
    expect(page.data.map((u) => u.id)).toEqual(Array.from({ length: 500 }, (_, i) => 501 + i));
    expect(page.meta).toMatchObject({ current_page: 2, last_page: 11, per_page: 500, total: 5200 });
    const serverTime = Date.parse(page.meta.server_time);
    expect(serverTime).toBeGreaterThanOrEqual(before - SYNC_MARGIN_MS);
    expect(serverTime).toBeLessThanOrEqual(s.config.now().getTime() - SYNC_MARGIN_MS);
    expect(page.deleted).toBeUndefined();
  });

  it('a delta with nothing changed is empty, with an empty tombstone list', async () => {
    const first = await as('administrator').call(catalogueLists.campaigns, { query: { per_page: 1 } });
    const delta = await as('administrator').call(catalogueLists.campaigns, {
      query: { updated_since: first.meta.server_time },
    });
    expect(delta.data).toEqual([]);
    expect(delta.meta.total).toBe(0);
    expect(delta.deleted).toEqual([]);
  });

  it('rejects an updated_since that is not a timestamp with 422', async () => {
    expect(
      await status(as('administrator').call(catalogueLists.routes, { query: { updated_since: 'yesterday' } })),
    ).toBe(422);
  });
});

describe('units', () => {
  it("a delta has only the provider's changed units, by id, and its deleted ones on page 1", async () => {
    const mine = await as('provider').call(catalogueLists.providerUnits, { query: { per_page: 500 } });
    const cursor = mine.meta.server_time;
    const [a, b, c, d] = mine.data.map((u) => u.id);
    const [other] = await s.db
      .select({ id: units.id })
      .from(units)
      .where(sql`${units.providerId} <> ${mine.data[0]!.provider_id}`)
      .limit(1);
    await s.db
      .update(units)
      .set({ title: 'Pantalla renovada', updatedAt: later(2000) })
      .where(eq(units.id, a!));
    await s.db
      .update(units)
      .set({ price: 999, updatedAt: later(1000) })
      .where(eq(units.id, b!));
    await s.db
      .update(units)
      .set({ deletedAt: later(), updatedAt: later() })
      .where(inArray(units.id, [c!, other!.id]));
    await s.db
      .update(units)
      .set({ updatedAt: new Date(Date.parse(cursor) - 60_000) })
      .where(eq(units.id, d!));

    const delta = await as('provider').call(catalogueLists.providerUnits, { query: { updated_since: cursor } });
    expect(delta.data.map((u) => u.id)).toEqual([a, b]);
    expect(delta.data[0]!.title).toBe('Pantalla renovada');
    expect(delta.deleted).toEqual([c]);
    expect(delta.meta.total).toBe(2);

    const paged = await as('provider').call(catalogueLists.providerUnits, {
      query: { updated_since: cursor, per_page: 1, page: 2 },
    });
    expect(paged.data.map((u) => u.id)).toEqual([b]);
    expect(paged.meta.last_page).toBe(2);
    expect(paged.deleted).toBeUndefined();

    const admin = await as('administrator').call(catalogueLists.providerUnits, { query: { updated_since: cursor } });
    expect(admin.deleted).toEqual([c, other!.id].toSorted((x, y) => x! - y!));
    const full = await as('provider').call(catalogueLists.providerUnits, { query: { per_page: 500 } });
    expect(full.data.some((u) => u.id === c)).toBe(false);
    expect(full.meta.total).toBe(mine.meta.total - 1);
  });
});

describe('campaigns and routes', () => {
  it("a client's campaign delta and tombstones stay within its campaigns", async () => {
    const mine = await as('client').call(catalogueLists.campaigns, { query: { per_page: 100 } });
    const cursor = mine.meta.server_time;
    const [changed, gone] = mine.data.map((c) => c.id);
    const [foreign] = await s.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(sql`${campaigns.clientId} <> ${me.client}`)
      .limit(1);
    await s.db
      .update(campaigns)
      .set({ name: 'Campaña renombrada', updatedAt: later() })
      .where(eq(campaigns.id, changed!));
    await s.db
      .update(campaigns)
      .set({ deletedAt: later(), updatedAt: later() })
      .where(inArray(campaigns.id, [gone!, foreign!.id]));

    const delta = await as('client').call(catalogueLists.campaigns, { query: { updated_since: cursor } });
    expect(delta.data.map((c) => [c.id, c.name])).toEqual([[changed, 'Campaña renombrada']]);
    expect(delta.deleted).toEqual([gone]);
    const all = await as('manager').call(catalogueLists.campaigns, { query: { updated_since: cursor } });
    expect(all.deleted).toEqual([gone!, foreign!.id].toSorted((x, y) => x - y));
  });

  it("a technician's route delta and tombstones stay within its routes", async () => {
    const mine = await as('technician').call(catalogueLists.routes, { query: { per_page: 500 } });
    const cursor = mine.meta.server_time;
    const [changed, gone] = mine.data.map((r) => r.id);
    await s.db
      .update(routes)
      .set({ status: 'finished', finishedAt: later(), updatedAt: later() })
      .where(eq(routes.id, changed!));
    await s.db.update(routes).set({ deletedAt: later(), updatedAt: later() }).where(eq(routes.id, gone!));
    const [foreign] = await s.db
      .update(routes)
      .set({ deletedAt: later(), updatedAt: later() })
      .where(sql`${routes.id} = (SELECT min(id) FROM routes WHERE technician_id IS DISTINCT FROM ${me.technician})`)
      .returning({ id: routes.id });

    const delta = await as('technician').call(catalogueLists.routes, { query: { updated_since: cursor } });
    expect(delta.data.map((r) => [r.id, r.status])).toEqual([[changed, 'finished']]);
    expect(delta.deleted).toEqual([gone]);
    const ops = await as('operations').call(catalogueLists.routes, { query: { updated_since: cursor } });
    expect(ops.deleted).toEqual([gone!, foreign!.id].toSorted((x, y) => x - y));
  });
});

describe('order jobs (POST /order-jobs)', () => {
  it('a technician gets only its jobs, each item with its unit embedded', async () => {
    const mine = await as('technician').call(catalogueLists.orderJobs, { body: { per_page: 500 } });
    expect(mine.data.length).toBeGreaterThanOrEqual(25);
    expect(mine.data.every((j) => j.technician?.id === me.technician)).toBe(true);
    expect(mine.data.map((j) => j.id)).toEqual(mine.data.map((j) => j.id).toSorted((a, b) => a - b));
    const job = mine.data[0]!;
    expect(job.items.length).toBeGreaterThan(0);
    const item = job.items[0]!;
    const [unit] = await s.db.select().from(units).where(eq(units.id, item.unit_id));
    expect(item.unit).toEqual({
      id: unit!.id,
      title: unit!.title,
      sku: unit!.sku,
      address: unit!.address,
      lat: unit!.lat,
      lng: unit!.lng,
      side: unit!.side,
    });
    expect(item.order_job_id).toBe(job.id);
    const other = await as('technician').call(catalogueLists.orderJobs, { body: { technician_id: me.administrator } });
    expect(other.data).toEqual([]);
  });

  it('operations and managers see all 200 jobs and may filter; clients may not list them', async () => {
    expect((await as('operations').call(catalogueLists.orderJobs, { body: { per_page: 1 } })).meta.total).toBe(200);
    expect((await as('manager').call(catalogueLists.orderJobs, { body: { per_page: 1 } })).meta.total).toBe(200);
    const pending = await as('operations').call(catalogueLists.orderJobs, {
      body: { status: 'pending', per_page: 500 },
    });
    expect(pending.data.length).toBeGreaterThan(0);
    expect(pending.data.every((j) => j.status === 'pending' && j.technician === null)).toBe(true);
    const techs = await as('operations').call(catalogueLists.orderJobs, {
      body: { technician_id: me.technician, per_page: 500 },
    });
    expect(techs.data.every((j) => j.technician?.id === me.technician)).toBe(true);
    expect(await status(as('client').call(catalogueLists.orderJobs, { body: {} }))).toBe(403);
  });

  it("a job counts as changed when it, an item or an item's unit changes; deleted jobs are tombstones", async () => {
    const mine = await as('technician').call(catalogueLists.orderJobs, { body: { per_page: 500 } });
    const cursor = mine.meta.server_time;
    const [byJob, byItem, byUnit, byRemovedItem, gone] = mine.data;
    await s.db
      .update(orderJobs)
      .set({ status: 'in_progress', updatedAt: later(1000) })
      .where(eq(orderJobs.id, byJob!.id));
    const itemAt = later(4000);
    await s.db
      .update(orderJobItems)
      .set({ status: 'finished', updatedAt: itemAt })
      .where(eq(orderJobItems.id, byItem!.items[0]!.id));
    await s.db
      .update(units)
      .set({ title: 'Parabús nuevo', updatedAt: later(3000) })
      .where(eq(units.id, byUnit!.items[0]!.unit_id));
    await s.db
      .update(orderJobItems)
      .set({ deletedAt: later(2000), updatedAt: later(2000) })
      .where(eq(orderJobItems.id, byRemovedItem!.items[0]!.id));
    await s.db.update(orderJobs).set({ deletedAt: later(), updatedAt: later() }).where(eq(orderJobs.id, gone!.id));

    const delta = await as('technician').call(catalogueLists.orderJobs, { body: { updated_since: cursor } });
    const ids = delta.data.map((j) => j.id);
    // the unit may sit in more than one of the technician's jobs; each such job comes along
    expect(ids).toEqual(expect.arrayContaining([byJob!.id, byItem!.id, byUnit!.id, byRemovedItem!.id]));
    expect(ids).not.toContain(gone!.id);
    expect(delta.data.map((j) => j.id)).toEqual(delta.data.map((j) => j.id).toSorted((x, y) => x - y));
    const withItem = delta.data.find((j) => j.id === byItem!.id)!;
    expect(withItem.updated_at).toBe(itemAt.toISOString());
    expect(withItem.items[0]!.status).toBe('finished');
    expect(
      delta.data.find((j) => j.id === byUnit!.id)!.items.find((i) => i.unit_id === byUnit!.items[0]!.unit_id)!.unit
        .title,
    ).toBe('Parabús nuevo');
    expect(delta.data.find((j) => j.id === byRemovedItem!.id)!.items.map((i) => i.id)).not.toContain(
      byRemovedItem!.items[0]!.id,
    );
    expect(delta.deleted).toEqual([gone!.id]);
  });
});

describe('print work orders', () => {
  it('operations see all 40 with their tasks; managers may not list them', async () => {
    const all = await as('operations').call(catalogueLists.printWorkOrders, { query: { per_page: 500 } });
    expect(all.meta.total).toBe(40);
    expect(all.data.every((o) => o.tasks.length > 0 && o.campaign_id !== null && o.provider_id !== null)).toBe(true);
    expect(all.data.every((o) => (o.status === 'finished') === (o.finished_at !== null))).toBe(true);
    const task = all.data[0]!.tasks[0]!;
    const [unit] = await s.db.select({ title: units.title }).from(units).where(eq(units.id, task.unit_id));
    expect(task.unit_title).toBe(unit!.title);
    expect(task.file_ids).toEqual([]);
    const pending = await as('operations').call(catalogueLists.printWorkOrders, {
      query: { status: 'pending', per_page: 500 },
    });
    expect(pending.data.length).toBeGreaterThan(0);
    expect(pending.data.every((o) => o.status === 'pending')).toBe(true);
    expect(await status(as('manager').call(catalogueLists.printWorkOrders))).toBe(403);
  });

  it('a technician sees the orders printing units of its live jobs', async () => {
    const mine = await as('technician').call(catalogueLists.printWorkOrders, { query: { per_page: 500 } });
    const expected = await s.db
      .selectDistinct({ id: printWorkOrderTasks.printWorkOrderId })
      .from(printWorkOrderTasks)
      .innerJoin(
        orderJobItems,
        and(eq(orderJobItems.unitId, printWorkOrderTasks.unitId), isNull(orderJobItems.deletedAt)),
      )
      .innerJoin(
        orderJobs,
        and(
          eq(orderJobs.id, orderJobItems.orderJobId),
          isNull(orderJobs.deletedAt),
          eq(orderJobs.technicianId, me.technician!),
        ),
      )
      .innerJoin(
        printWorkOrders,
        and(eq(printWorkOrders.id, printWorkOrderTasks.printWorkOrderId), isNull(printWorkOrders.deletedAt)),
      );
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.length).toBeLessThan(40);
    expect(mine.data.map((o) => o.id)).toEqual(expected.map((e) => e.id).toSorted((a, b) => a - b));
  });

  it('a delta has the orders whose task changed, and tombstones', async () => {
    const all = await as('operations').call(catalogueLists.printWorkOrders, { query: { per_page: 500 } });
    const cursor = all.meta.server_time;
    const [byTask, gone] = all.data;
    await s.db
      .update(printWorkOrderTasks)
      .set({ process: 'printed', fileIds: [1], updatedAt: later() })
      .where(eq(printWorkOrderTasks.unitId, byTask!.tasks[0]!.unit_id));
    await s.db
      .update(printWorkOrders)
      .set({ deletedAt: later(), updatedAt: later() })
      .where(eq(printWorkOrders.id, gone!.id));
    const delta = await as('operations').call(catalogueLists.printWorkOrders, { query: { updated_since: cursor } });
    expect(delta.data.map((o) => o.id)).toContain(byTask!.id);
    expect(delta.data.find((o) => o.id === byTask!.id)!.tasks[0]).toMatchObject({ process: 'printed', file_ids: [1] });
    expect(delta.deleted).toEqual([gone!.id]);
    const deletedRows = await s.db
      .select({ id: printWorkOrders.id })
      .from(printWorkOrders)
      .where(isNotNull(printWorkOrders.deletedAt));
    expect(deletedRows.map((r) => r.id)).toEqual([gone!.id]);
  });

  it("an order enters a technician's delta when a job on one of its units is assigned to them", async () => {
    const mine = await as('technician').call(catalogueLists.printWorkOrders, { query: { per_page: 500 } });
    const cursor = mine.meta.server_time;
    const seen = new Set(mine.data.map((o) => o.id));
    const [candidate] = await s.db
      .select({ orderId: printWorkOrderTasks.printWorkOrderId, jobId: orderJobs.id })
      .from(printWorkOrderTasks)
      .innerJoin(
        printWorkOrders,
        and(eq(printWorkOrders.id, printWorkOrderTasks.printWorkOrderId), isNull(printWorkOrders.deletedAt)),
      )
      .innerJoin(
        orderJobItems,
        and(eq(orderJobItems.unitId, printWorkOrderTasks.unitId), isNull(orderJobItems.deletedAt)),
      )
      .innerJoin(orderJobs, and(eq(orderJobs.id, orderJobItems.orderJobId), isNull(orderJobs.deletedAt)))
      .where(
        sql`${printWorkOrderTasks.printWorkOrderId} NOT IN (${sql.join(
          [0, ...seen].map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )
      .limit(1);
    expect(candidate).toBeDefined();
    await s.db
      .update(orderJobs)
      .set({ technicianId: me.technician, updatedAt: later() })
      .where(eq(orderJobs.id, candidate!.jobId));
    const delta = await as('technician').call(catalogueLists.printWorkOrders, { query: { updated_since: cursor } });
    expect(delta.data.map((o) => o.id)).toContain(candidate!.orderId);
  });
});
