/**
 * The route × role matrix (SECURITY.md "Authorization as data"): every served
 * route is called by every actor — anonymous, the eight demo roles, a second
 * client, provider and technician, and a client and a provider who registered
 * themselves — with the path naming objects of the demo client, provider and
 * technician, and the answer must be what server/security/access-table.ts
 * says: the table, not this test, is the source of truth. A route without an
 * entry (or an entry without a route) fails.
 *
 * Calls carry the access-probe header (server/http/register.ts): the server
 * runs the real token, permission, path-parameter and ownership checks on the
 * seeded database and answers 204 where they pass, without running the
 * handler — so the walk changes no data and takes seconds. What handlers
 * decide beyond that (bodies naming other objects, list scopes) has its own
 * tests (files-security, campaigns, field-work, art…).
 *
 * `RECORD_ACCESS_TABLE=1 npx vitest run server/tests/access-matrix.test.ts`
 * rewrites the table from what the server answers — review the diff against
 * spec §6 before committing it.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contract, buildPath, type AnyEndpoint, type OwnerRule } from '#src/api/contract/index.ts';
import { ACCESS_PROBE_HEADER } from '../http/register.ts';
import { hashPassword } from '../auth/passwords.ts';
import { registerAccount, startTestServer, type TestServer } from '../test-support.ts';
import { ACCESS_TABLE, ACTORS, type Actor, type Expectation } from '../security/access-table.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';

let server: TestServer;
const tokens: Partial<Record<Actor, string>> = {};
const fixture: Record<string, number | string> = {};

/** First column of the first row of a query, as a number. @throws Error when there is none */
async function one(name: string, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await server.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  const value = result.rows[0] ? Object.values(result.rows[0])[0] : undefined;
  if (value === undefined || value === null) throw new Error(`access matrix fixture "${name}": no seeded row`);
  return Number(value);
}

/** A provider account of another media owner (the seed has one provider user; the matrix needs a second). */
async function secondProvider(providerId: number): Promise<string> {
  const email = 'second.provider@pauta.test';
  const password = 'Otro-Proveedor-2026-matriz';
  const hash = await hashPassword(password);
  await server.db
    .execute(sql`insert into users (name, email, password_hash, locale, provider_id, created_at, updated_at)
    values ('Segundo Proveedor', ${email}, ${hash}, 'es', ${providerId}, now(), now())`);
  await server.db.execute(sql`insert into user_roles (user_id, role_id, position)
    select u.id, r.id, 0 from users u, roles r where u.email = ${email} and r.value = 'provider'`);
  return server.login(email, password);
}

/** Path params for an endpoint: objects named by its ownership rules are the demo owners'; other ids a seeded one. */
function paramsFor(endpoint: AnyEndpoint): Record<string, string | number> {
  const access = endpoint.access;
  const owners: readonly OwnerRule[] =
    typeof access === 'object' && access.owner
      ? ((Array.isArray(access.owner) ? access.owner : [access.owner]) as readonly OwnerRule[])
      : [];
  const out: Record<string, string | number> = {};
  for (const name of [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)) {
    const rule = owners.find((o) => o.param === name);
    out[name] = rule ? fixture[rule.resource]! : (fixture[`param.${name}`] ?? 1);
  }
  return out;
}

/** The status the table expects of `actor` on `endpoint`. */
function expected(e: Expectation, actor: Actor): number {
  if (e.ok === 'all' || e.ok.includes(actor)) return 204;
  if (actor === 'anonymous') return 401;
  if (e.hidden?.includes(actor)) return 404;
  return 403;
}

beforeAll(async () => {
  server = await startTestServer({ accessProbe: true });
  for (const a of DEMO_ACCOUNTS) tokens[a.role] = await server.login(a.email, a.password);
  const ids = Object.fromEntries(
    await Promise.all(
      DEMO_ACCOUNTS.map(
        async (a) => [a.role, await one(a.role, sql`select id from users where email = ${a.email}`)] as const,
      ),
    ),
  );
  const client = ids.client!;
  const technician = ids.technician!;
  const providerId = await one('providerId', sql`select provider_id from users where id = ${ids.provider!}`);
  fixture.country = await one('country', sql`select id from countries where iso2 = 'MX'`);
  fixture.campaign = await one(
    'campaign',
    sql`select c.id from campaigns c
    join campaign_units cu on cu.campaign_id = c.id join units u on u.id = cu.unit_id
    where c.client_id = ${client} and u.provider_id = ${providerId} and c.deleted_at is null order by c.id limit 1`,
  );
  fixture['campaign.provider'] = fixture.campaign;
  fixture['campaign.art'] = fixture.campaign;
  fixture.unit = await one(
    'unit',
    sql`select id from units where provider_id = ${providerId} and deleted_at is null order by id limit 1`,
  );
  fixture['unit.own'] = fixture.unit;
  fixture.orderJob = await one(
    'orderJob',
    sql`select id from order_jobs where technician_id = ${technician} and deleted_at is null order by id limit 1`,
  );
  fixture.route = await one(
    'route',
    sql`select r.id from routes r join order_jobs j on j.id = r.order_job_id
    where coalesce(r.technician_id, j.technician_id) = ${technician} and r.deleted_at is null and j.deleted_at is null order by r.id limit 1`,
  );
  fixture.task = await one(
    'task',
    sql`select t.id from print_work_order_tasks t
    join print_work_orders p on p.id = t.print_work_order_id and p.deleted_at is null
    join order_job_items i on i.unit_id = t.unit_id and i.deleted_at is null
    join order_jobs j on j.id = i.order_job_id and j.deleted_at is null and j.technician_id = ${technician} order by t.id limit 1`,
  );
  fixture.printWorkOrder = await one(
    'printWorkOrder',
    sql`select print_work_order_id from print_work_order_tasks where id = ${fixture.task}`,
  );
  fixture['param.unitId'] = await one(
    'task unit',
    sql`select unit_id from print_work_order_tasks where id = ${fixture.task}`,
  );
  fixture.colourProof = await one(
    'colourProof',
    sql`select p.id from colour_proofs p join campaigns c on c.id = p.campaign_id
    where c.client_id = ${client} and p.provider_id = ${providerId} order by p.id limit 1`,
  );
  fixture.artRequest = await one(
    'artRequest',
    sql`select r.id from art_requests r join campaigns c on c.id = r.campaign_id
    where c.client_id = ${client} order by r.id limit 1`,
  );
  // the seed has no art adaptation request: the demo client asks for one on its campaign
  fixture.artAdaptation = await one(
    'artAdaptation',
    sql`insert into art_adaptation_requests (campaign_id, created_by_id, description, unit_ids, budget, created_at, updated_at)
    values (${fixture.campaign}, ${client}, 'Adaptar a 6x3', ${JSON.stringify([fixture.unit])}::jsonb, 1500, now(), now()) returning id`,
  );
  // the demo provider's seeded integrations (server/db/seed/integrations.ts)
  fixture.connection = await one(
    'connection',
    sql`select id from connections where provider_id = ${providerId} order by id limit 1`,
  );
  fixture.dataSpecification = await one(
    'dataSpecification',
    sql`select id from data_specifications where provider_id = ${providerId} order by id limit 1`,
  );
  fixture.connectionPipeline = await one(
    'connectionPipeline',
    sql`select id from connection_pipelines where provider_id = ${providerId} order by id limit 1`,
  );
  fixture.material = await one(
    'material',
    sql`select id from materials where provider_id = ${providerId} order by id limit 1`,
  );
  fixture.unitRule = await one(
    'unitRule',
    sql`select id from unit_rules where provider_id = ${providerId} order by id limit 1`,
  );
  // nor a unit reservation: the demo provider holds its unit for a week
  fixture.unitReservation = await one(
    'unitReservation',
    sql`insert into unit_reservations (unit_id, start_date, end_date, created_by_id, created_at)
    values (${fixture.unit}, '2027-03-01', '2027-03-07', ${ids.provider!}, now()) returning id`,
  );
  // the sales pipeline's records of the demo client (server/db/seed/sales.ts)
  fixture.booking = await one('booking', sql`select id from bookings where client_id = ${client} order by id limit 1`);
  fixture.proposal = await one(
    'proposal',
    sql`select id from proposals where client_id = ${client} and deleted_at is null order by id limit 1`,
  );
  fixture.discountRequest = await one(
    'discountRequest',
    sql`select id from discount_requests where client_id = ${client} order by id limit 1`,
  );
  fixture.specialPrice = await one(
    'specialPrice',
    sql`select id from special_price_requests where client_id = ${client} order by id limit 1`,
  );
  // a contract of the demo client (server/db/seed/contracts.ts)
  fixture.contract = await one(
    'contract',
    sql`select k.id from contracts k join campaigns c on c.id = k.campaign_id where c.client_id = ${client} order by k.id limit 1`,
  );
  fixture['campaign.contract'] = await one(
    'campaign.contract',
    sql`select campaign_id from contracts where id = ${fixture.contract}`,
  );
  // an order of it with one item
  fixture.order = await one(
    'order',
    sql`insert into orders (contract_id, number, created_at, updated_at) values (${fixture.contract}, 'OC-T-1', now(), now()) returning id`,
  );
  fixture.orderItem = await one(
    'orderItem',
    sql`insert into order_items (order_id, description, quantity, unit_price, total, created_at, updated_at)
    values (${fixture.order}, 'Espacio', 1, 100, 100, now(), now()) returning id`,
  );
  fixture['param.orderId'] = fixture.order;
  fixture['param.country'] = fixture.country;
  // a content document's path (POST /_content/{path}): the public site's terms
  fixture['param.path'] = 'terms';
  // a private upload of the demo client (a brief it has not attached anywhere yet)
  fixture.file = await one(
    'file',
    sql`insert into files (owner_id, name, mime, size, shared, data, created_at)
    values (${client}, 'brief.pdf', 'application/pdf', 8, false, ${Buffer.from('%PDF-1.4')}, now()) returning id`,
  );
  // a file of the demo provider (its unit's technical sheet: server/handlers/provider-files.ts; the seed has none)
  const sheet = await one(
    'provider file bytes',
    sql`insert into files (owner_id, name, mime, size, shared, data, created_at)
    values (${ids.provider!}, 'ficha.pdf', 'application/pdf', 8, false, ${Buffer.from('%PDF-1.4')}, now()) returning id`,
  );
  fixture.providerFile = await one(
    'providerFile',
    sql`insert into provider_files (provider_id, file_id, unit_id, created_at)
    values (${providerId}, ${sheet}, ${fixture.unit}, now()) returning id`,
  );
  // a saved report of the demo client (server/handlers/reports/saved.ts; the seed has none)
  fixture.report = await one(
    'report',
    sql`insert into saved_reports (owner_id, kind, name, created_at, updated_at)
    values (${client}, 'campaigns', 'Mis campañas', now(), now()) returning id`,
  );

  const client2 = await one(
    'client2',
    sql`select u.id from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
    where r.value = 'client' and u.id <> ${client} and u.email like '%@pauta.demo' and u.email <> 'invited@pauta.demo' order by u.id limit 1`,
  );
  const technician2 = await one(
    'technician2',
    sql`select u.id from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
    where r.value = 'technician' and u.id <> ${technician} order by u.id limit 1`,
  );
  const emailOf = async (id: number) =>
    (
      (await server.db.execute(sql`select email from users where id = ${id}`)) as unknown as {
        rows: { email: string }[];
      }
    ).rows[0]!.email;
  tokens.client2 = await server.login(await emailOf(client2), 'Pauta-Demo-2026');
  tokens.technician2 = await server.login(await emailOf(technician2), 'Pauta-Demo-2026');
  // a media owner with no unit in the demo client's campaign
  tokens.provider2 = await secondProvider(
    await one(
      'provider2',
      sql`select p.id from providers p where p.id <> ${providerId}
    and not exists (select 1 from campaign_units cu join units u on u.id = cu.unit_id where cu.campaign_id = ${fixture.campaign} and u.provider_id = p.id)
    order by p.id limit 1`,
    ),
  );
  tokens.selfClient = (await registerAccount(server, { client_type: 1, country_id: fixture.country })).token;
  tokens.selfProvider = (
    await registerAccount(server, { client_type: 3, country_id: fixture.country, company: 'Empresa propia' })
  ).token;
}, 180_000);

afterAll(async () => {
  await server?.close();
});

describe('route × role matrix (server/security/access-table.ts)', () => {
  it('every served route has an entry, and every entry a route', () => {
    const names = contract.map((e) => e.name).sort();
    expect(Object.keys(ACCESS_TABLE).sort()).toEqual(names);
  });

  it('answers every route as the table says, for every actor', async () => {
    const observed: Record<string, Partial<Record<Actor, number>>> = {};
    const mismatches: string[] = [];
    for (const endpoint of contract) {
      const path = `/api${buildPath(endpoint.path, paramsFor(endpoint))}`;
      observed[endpoint.name] = {};
      for (const actor of ACTORS) {
        const headers: Record<string, string> = { [ACCESS_PROBE_HEADER]: '1', 'accept-language': 'en' };
        const token = tokens[actor];
        if (actor !== 'anonymous') {
          if (!token) throw new Error(`no token for ${actor}`);
          headers.authorization = `Bearer ${token}`;
        }
        const res = await server.app.request(path, { method: endpoint.method, headers });
        observed[endpoint.name]![actor] = res.status;
        const entry = ACCESS_TABLE[endpoint.name];
        if (entry && res.status !== expected(entry, actor)) {
          mismatches.push(
            `${endpoint.name} (${endpoint.method} ${endpoint.path}) as ${actor}: ${res.status}, table says ${expected(entry, actor)}`,
          );
        }
      }
    }
    if (process.env.RECORD_ACCESS_TABLE) writeTable(observed);
    expect(mismatches).toEqual([]);
  }, 120_000);
});

/** Rewrites access-table.ts from observed statuses (RECORD_ACCESS_TABLE=1). */
function writeTable(observed: Record<string, Partial<Record<Actor, number>>>): void {
  const file = new URL('../security/access-table.ts', import.meta.url);
  const text = fs.readFileSync(file, 'utf8');
  const start = text.indexOf('export const ACCESS_TABLE');
  const lines = Object.entries(observed)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, byActor]) => {
      const ok = ACTORS.filter((a) => byActor[a] === 204);
      const hidden = ACTORS.filter((a) => byActor[a] === 404);
      const okText = ok.length === ACTORS.length ? `'all'` : `[${ok.map((a) => `'${a}'`).join(', ')}]`;
      return `  '${name}': { ok: ${okText}${hidden.length ? `, hidden: [${hidden.map((a) => `'${a}'`).join(', ')}]` : ''} },`;
    });
  fs.writeFileSync(
    file,
    `${text.slice(0, start)}export const ACCESS_TABLE: Record<string, Expectation> = {\n${lines.join('\n')}\n};\n`,
  );
}
