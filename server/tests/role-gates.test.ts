/**
 * SECURITY.md findings 3 and 4, called for real (not through the access probe):
 * a manager reads campaigns and field work but cannot cancel a client's
 * campaign, delete its booking, add credit, reassign technicians or delete
 * order-job items; a self-registered provider cannot touch the global unit
 * sizes. Each refusal leaves the data as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { registerAccount, startTestServer, type TestServer } from '../test-support.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';

let server: TestServer;
let manager: string;
let admin: string;

async function row<T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T> {
  const result = (await server.db.execute(query)) as unknown as { rows: T[] };
  if (!result.rows[0]) throw new Error('no seeded row');
  return result.rows[0];
}

/** A JSON call; answers status and parsed body. */
async function call(
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await server.app.request(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'en' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}

beforeAll(async () => {
  server = await startTestServer();
  const password = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!.password;
  manager = await server.login('manager@pauta.demo', password('manager'));
  admin = await server.login('admin@pauta.demo', password('administrator'));
}, 180_000);

afterAll(async () => {
  await server?.close();
});

describe('a manager reads but does not change (finding 3)', () => {
  it('reads a client campaign and the order jobs', async () => {
    const { id } = await row<{ id: number }>(
      sql`select id from campaigns where deleted_at is null order by id limit 1`,
    );
    expect((await call(manager, 'GET', `/client/campaigns/${id}/view`)).status).toBe(200);
    expect((await call(manager, 'POST', '/order-jobs', {})).status).toBe(200);
  });

  it('cannot cancel a campaign, delete its booking or add credit', async () => {
    const b = await row<{ campaign_id: number; id: number }>(sql`select b.campaign_id, b.id from bookings b
      join campaigns c on c.id = b.campaign_id where b.status = 'open' and c.deleted_at is null order by b.id limit 1`);
    const before = await row<{ status: string; credit: string }>(
      sql`select status, credit::text from campaigns where id = ${b.campaign_id}`,
    );
    expect((await call(manager, 'PATCH', `/client/campaigns/${b.campaign_id}/cancel-campaign`)).status).toBe(403);
    expect((await call(manager, 'DELETE', `/client/campaigns/${b.campaign_id}/bookings/${b.id}`)).status).toBe(403);
    expect(
      (await call(manager, 'POST', `/client/campaigns/${b.campaign_id}/add_credit`, { amount: 1000 })).status,
    ).toBe(403);
    const after = await row<{ status: string; credit: string }>(
      sql`select status, credit::text from campaigns where id = ${b.campaign_id}`,
    );
    expect(after).toEqual(before);
    expect((await row<{ status: string }>(sql`select status from bookings where id = ${b.id}`)).status).toBe('open');
  });

  it('cannot reassign technicians or delete order-job items', async () => {
    const job = await row<{
      id: number;
      technician_id: number;
      item_id: number;
    }>(sql`select j.id, j.technician_id, i.id as item_id from order_jobs j
      join order_job_items i on i.order_job_id = j.id and i.deleted_at is null
      where j.deleted_at is null and j.technician_id is not null and j.status in ('pending', 'accepted') order by j.id limit 1`);
    const other = await row<{
      id: number;
    }>(sql`select u.id from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
      where r.value = 'technician' and u.id <> ${job.technician_id} order by u.id limit 1`);
    expect(
      (await call(manager, 'PUT', `/order-jobs/${job.id}/assign-technician`, { technician_id: other.id })).status,
    ).toBe(403);
    expect((await call(manager, 'DELETE', `/order-jobs/${job.id}/items/${job.item_id}/delete`)).status).toBe(403);
    const route = await row<{ id: number }>(
      sql`select id from routes where deleted_at is null and status <> 'finished' order by id limit 1`,
    );
    expect(
      (await call(manager, 'PUT', `/routes/${route.id}/assign-technician`, { technician_id: other.id })).status,
    ).toBe(403);
    const after = await row<{
      technician_id: number;
      deleted: boolean;
    }>(sql`select j.technician_id, i.deleted_at is not null as deleted
      from order_jobs j join order_job_items i on i.id = ${job.item_id} where j.id = ${job.id}`);
    expect(after).toEqual({ technician_id: job.technician_id, deleted: false });
    // operations staff still can
    const ops = await server.login(
      'operations@pauta.demo',
      DEMO_ACCOUNTS.find((a) => a.role === 'operations')!.password,
    );
    expect(
      (await call(ops, 'PUT', `/order-jobs/${job.id}/assign-technician`, { technician_id: other.id })).status,
    ).toBe(200);
  });
});

describe('a self-registered provider and the global unit sizes (finding 4)', () => {
  it('reads the sizes but cannot create, edit or delete them; the administrator can', async () => {
    const { token } = await registerAccount(server, {
      client_type: 3,
      country_id: (await row<{ id: number }>(sql`select id from countries where iso2 = 'MX'`)).id,
      company: 'Medios Nuevos',
    });
    expect(token).toBeTruthy();
    const size = await row<{ id: number; name: string }>(sql`select id, name from unit_types order by id limit 1`);
    expect((await call(token, 'GET', '/admin/unit-sizes')).status).toBe(200);
    expect(
      (await call(token, 'POST', '/admin/unit-sizes', { name: 'Robada', width: 1, height: 1, measure_unit: 'm' }))
        .status,
    ).toBe(403);
    expect(
      (
        await call(token, 'PUT', `/admin/unit-sizes/${size.id}`, {
          name: 'Cambiada',
          width: 1,
          height: 1,
          measure_unit: 'm',
        })
      ).status,
    ).toBe(403);
    expect((await call(token, 'DELETE', `/admin/unit-sizes/${size.id}`)).status).toBe(403);
    expect((await row<{ name: string }>(sql`select name from unit_types where id = ${size.id}`)).name).toBe(size.name);
    expect(
      (
        await call(admin, 'POST', '/admin/unit-sizes', {
          name: 'Mupi 1.2x1.8',
          width: 1.2,
          height: 1.8,
          measure_unit: 'm',
        })
      ).status,
    ).toBe(200);
  });
});
