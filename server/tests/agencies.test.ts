/**
 * Integration: agencies and brands (issue 19; src/api/contract/agencies.ts) against a real PGlite through the app's
 * own client. The customer profiles and brands come from the seed builder (server/db/seed/agencies.ts), inserted
 * here so the file does not depend on the seed's registration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { agencies as ag, session } from '#src/api/contract/index.ts';
import { failure, startTestServer, type TestServer } from '../test-support.ts';
import { agencyRows, AGENCY_CLIENT_COUNT, BRAND_NAMES } from '../db/seed/agencies.ts';
import { DEMO_FIRST_ACCESS } from '../db/seed/accounts.ts';
import {
  brands,
  clientSellers,
  customerBrands,
  customerProfiles,
  customerShares,
  roles,
  userRoles,
  users,
  workgroupClients,
  workgroupMembers,
  workgroups,
  workspaceClients,
  workspaceMembers,
  workspaces,
} from '../db/schema.ts';

let s: TestServer;
let tokens: Record<string, string>;
let ids: Record<string, number>;
let agencyId: number;
let sellerId: number;
let clientIds: number[];
const as = (role: string) => s.client(tokens[role], 'en');

beforeAll(async () => {
  s = await startTestServer();
  ({ tokens, ids } = await s.loginAll());
  agencyId = ids.agency!;
  sellerId = ids.seller!;
  const all = await s.db.select({ id: users.id, email: users.email }).from(users).orderBy(asc(users.id));
  const clients = await s.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(roles.value, 'client'))
    .orderBy(asc(users.id));
  clientIds = clients.filter((c) => c.email !== DEMO_FIRST_ACCESS.email).map((c) => c.id);
  const rows = agencyRows('2026-03-02', { users: all, clientIds });
  await s.db.insert(customerProfiles).values(rows.customerProfiles).onConflictDoNothing();
  await s.db.insert(brands).values(rows.brands).onConflictDoNothing();
  await s.db.insert(customerBrands).values(rows.customerBrands).onConflictDoNothing();
});
afterAll(async () => {
  await s.close();
});

let made = 0;
const newAgency = (extra: Partial<ag.NewAgencyInput> = {}) => {
  made += 1;
  return {
    name: `Agencia Prueba ${made}`,
    email: `agencia-prueba-${made}@example.com`,
    company: `Medios Prueba ${made}`,
    country_id: 1,
    ...extra,
  };
};

describe('agencies', () => {
  it('lists agencies to staff and sellers, with filter words, country and pagination', async () => {
    const created = await as('manager').call(ag.storeAgency, { body: newAgency({ name: 'Zafiro Publicidad' }) });
    const list = await as('seller').call(ag.agencies, { query: { per_page: 100 } });
    const demo = list.data.find((a) => a.id === agencyId);
    expect(demo).toMatchObject({ company: 'Agencia Colibrí', clients_count: AGENCY_CLIENT_COUNT, can_login: true });
    expect(list.data.map((a) => a.id)).toContain(created.data.id);

    const words = await as('manager').call(ag.agencies, { query: { filter: 'valentina colibr' } });
    expect(words.data.map((a) => a.id)).toEqual([agencyId]);
    const none = await as('manager').call(ag.agencies, { query: { filter: 'colibr zafiro' } });
    expect(none.data).toEqual([]);
    const byCountry = await as('manager').call(ag.agencies, { query: { country_id: 1, filter: 'zafiro' } });
    expect(byCountry.data.map((a) => a.id)).toEqual([created.data.id]);

    const page = await as('administrator').call(ag.agencies, { query: { per_page: 1, page: 2 } });
    expect(page.data).toHaveLength(1);
    expect(page.meta).toMatchObject({ current_page: 2, per_page: 1, total: list.meta.total });
  });

  it('an agency sees only itself; a client or provider cannot list agencies (403)', async () => {
    const other = await as('manager').call(ag.storeAgency, { body: newAgency() });
    const own = await as('agency').call(ag.agencies, {});
    expect(own.data.map((a) => a.id)).toEqual([agencyId]);
    expect((await as('agency').call(ag.showAgency, { params: { id: agencyId } })).data.id).toBe(agencyId);
    expect((await failure(as('agency').call(ag.showAgency, { params: { id: other.data.id } }))).status).toBe(404);
    expect((await failure(as('client').call(ag.agencies, {}))).status).toBe(403);
    expect((await failure(as('provider').call(ag.showAgency, { params: { id: agencyId } }))).status).toBe(403);
  });

  it('creates an agency account (staff only); without a password it has no usable one (can_login false); a taken email is a 422', async () => {
    const answer = await as('manager').call(ag.storeAgency, { body: newAgency({ tax_id: 'RUC-1' }) });
    expect(answer.message).toBe('Agency created.');
    expect(answer.data).toMatchObject({ can_login: false, tax_id: 'RUC-1', clients_count: 0 });
    const [role] = await s.db
      .select({ value: roles.value })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, answer.data.id));
    expect(role?.value).toBe('agency');
    const [profile] = await s.db.select().from(customerProfiles).where(eq(customerProfiles.userId, answer.data.id));
    expect(profile).toMatchObject({ kind: 'agency', canLogin: false, createdById: ids.manager });

    const taken = await failure(as('manager').call(ag.storeAgency, { body: newAgency({ email: answer.data.email }) }));
    expect(taken.status).toBe(422);
    expect(taken.errors?.email).toBeDefined();
    expect((await failure(as('seller').call(ag.storeAgency, { body: newAgency() }))).status).toBe(403);
    expect((await failure(as('agency').call(ag.storeAgency, { body: newAgency() }))).status).toBe(403);
  });

  it('edits: staff any agency, an agency itself; a seller 403, another agency 404, a taken email 422', async () => {
    const other = await as('manager').call(ag.storeAgency, { body: newAgency() });
    const body = { ...newAgency({ phone: '+57 1 234', address: 'Calle 1', tax_id: 'NIT-9' }), email: other.data.email };
    const edited = await as('manager').call(ag.updateAgency, { params: { id: other.data.id }, body });
    expect(edited.data).toMatchObject({ name: body.name, phone: '+57 1 234', address: 'Calle 1', tax_id: 'NIT-9' });

    const self = await as('agency').call(ag.updateAgency, {
      params: { id: agencyId },
      body: { name: 'Valentina Gómez Arango', email: 'agency@pauta.demo', address: 'Carrera 70 # 5-10' },
    });
    expect(self.data).toMatchObject({ address: 'Carrera 70 # 5-10', company: 'Agencia Colibrí' });

    expect((await failure(as('seller').call(ag.updateAgency, { params: { id: other.data.id }, body }))).status).toBe(
      403,
    );
    expect((await failure(as('agency').call(ag.updateAgency, { params: { id: other.data.id }, body }))).status).toBe(
      404,
    );
    const taken = await failure(
      as('manager').call(ag.updateAgency, {
        params: { id: other.data.id },
        body: { ...body, email: 'agency@pauta.demo' },
      }),
    );
    expect(taken.status).toBe(422);
    expect(taken.errors?.email).toBeDefined();
  });

  it('deletes (staff only): deactivates the account, ends its sessions and releases its clients', async () => {
    const password = 'Agencia-Nueva-Clave-2026';
    const doomed = await as('manager').call(ag.storeAgency, { body: newAgency({ password }) });
    expect(doomed.data.can_login).toBe(true);
    const token = await s.login(doomed.data.email, password);
    const client = clientIds.at(-1)!;
    await s.db.update(customerProfiles).set({ agencyId: doomed.data.id }).where(eq(customerProfiles.userId, client));

    expect((await failure(as('seller').call(ag.deleteAgency, { params: { id: doomed.data.id } }))).status).toBe(403);
    expect((await failure(as('agency').call(ag.deleteAgency, { params: { id: agencyId } }))).status).toBe(403);
    const done = await as('manager').call(ag.deleteAgency, { params: { id: doomed.data.id } });
    expect(done.message).toContain('deactivated');

    const [row] = await s.db.select({ active: users.active }).from(users).where(eq(users.id, doomed.data.id));
    expect(row?.active).toBe(false);
    const [profile] = await s.db.select().from(customerProfiles).where(eq(customerProfiles.userId, client));
    expect(profile?.agencyId).toBeNull();
    expect((await failure(s.client(token).call(session.currentUser))).status).toBe(401);
    expect((await failure(as('manager').call(ag.showAgency, { params: { id: doomed.data.id } }))).status).toBe(404);
  });

  it("lists an agency's clients with filter and pages, as far as the caller reaches them", async () => {
    const all = await as('manager').call(ag.agencyClients, { params: { id: agencyId }, query: {} });
    const brought = clientIds.slice(1, 1 + AGENCY_CLIENT_COUNT);
    expect(all.data.map((c) => c.id).toSorted((a, b) => a - b)).toEqual(brought);
    expect((await as('agency').call(ag.agencyClients, { params: { id: agencyId } })).meta.total).toBe(3);

    const first = all.data[0]!;
    const word = first.name.split(' ')[0]!;
    const filtered = await as('manager').call(ag.agencyClients, {
      params: { id: agencyId },
      query: { filter: word },
    });
    expect(filtered.data.map((c) => c.id)).toContain(first.id);
    expect(
      filtered.data.every((c) => `${c.name} ${c.company} ${c.email}`.toLowerCase().includes(word.toLowerCase())),
    ).toBe(true);
    const paged = await as('manager').call(ag.agencyClients, { params: { id: agencyId }, query: { per_page: 2 } });
    expect(paged.meta).toMatchObject({ last_page: 2, total: 3 });

    const mine = await s.db
      .select({ id: clientSellers.clientId })
      .from(clientSellers)
      .where(and(eq(clientSellers.sellerId, sellerId), inArray(clientSellers.clientId, brought)));
    const seller = await as('seller').call(ag.agencyClients, { params: { id: agencyId } });
    expect(seller.data.map((c) => c.id).toSorted((a, b) => a - b)).toEqual(
      mine.map((m) => m.id).toSorted((a, b) => a - b),
    );
  });
  it("a workgroup's admin and a workspace's member reach its customers (lists and brands)", async () => {
    const brought = clientIds.slice(1, 1 + AGENCY_CLIENT_COUNT);
    const before = await as('seller').call(ag.agencyClients, { params: { id: agencyId } });
    const outside = brought.find((c) => !before.data.some((d) => d.id === c))!;
    expect(outside).toBeDefined();
    const [wg] = await s.db.insert(workgroups).values({ name: 'Equipo Sur', ownerId: sellerId }).returning();
    await s.db.insert(workgroupMembers).values({ workgroupId: wg!.id, userId: sellerId, role: 'admin' });
    await s.db.insert(workgroupClients).values({ workgroupId: wg!.id, customerId: outside });
    const after = await as('seller').call(ag.agencyClients, { params: { id: agencyId } });
    expect(after.data.map((c) => c.id)).toContain(outside);
    expect((await as('seller').call(ag.customerBrandList, { query: { customer_id: outside } })).data).toBeDefined();

    // a client in a workspace of the demo client's: reached through the workspace only
    const [space] = await s.db.insert(workspaces).values({ workgroupId: wg!.id, name: 'Norte' }).returning();
    await s.db.insert(workspaceMembers).values({ workspaceId: space!.id, userId: clientIds[0]! });
    expect((await failure(as('client').call(ag.customerBrandList, { query: { customer_id: outside } }))).status).toBe(
      404,
    );
    await s.db.insert(workspaceClients).values({ workspaceId: space!.id, customerId: outside });
    expect((await as('client').call(ag.customerBrandList, { query: { customer_id: outside } })).data).toBeDefined();
    await s.db.delete(workgroups).where(eq(workgroups.id, wg!.id)); // cascades: the later tests start without it
  });
});

describe('brands', () => {
  it('lists every brand by name, with a filter; a provider gets 403', async () => {
    const list = await as('client').call(ag.brandList, {});
    expect(list.data.map((b) => b.name)).toEqual(BRAND_NAMES.toSorted((a, b) => a.localeCompare(b)));
    const cafe = await as('seller').call(ag.brandList, { query: { filter: 'cumbre' } });
    expect(cafe.data.map((b) => b.name)).toEqual(['Café Cumbre Alta']);
    expect((await failure(as('provider').call(ag.brandList, {}))).status).toBe(403);
  });

  it("answers a customer's brands to whoever reaches it, else 404", async () => {
    const demoClient = clientIds[0]!;
    const names = async (role: string, customer: number) =>
      (await as(role).call(ag.customerBrandList, { query: { customer_id: customer } })).data.map((b) => b.name);
    expect(await names('client', demoClient)).toEqual(['Agua Serrana', 'Helados Polar Sur', 'Refrescos Palmar']);
    expect(await names('seller', demoClient)).toHaveLength(3);
    expect(await names('manager', demoClient)).toHaveLength(3);
    expect(
      (await failure(as('agency').call(ag.customerBrandList, { query: { customer_id: demoClient } }))).status,
    ).toBe(404);

    // the agency's first client: another seller's, not shared with the demo seller
    const theirs = clientIds[1]!;
    expect(await names('agency', theirs)).toEqual(['Café Cumbre Alta', 'Galletas Doña Chela']);
    const [otherSeller] = await s.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(roles.value, 'seller'), eq(users.email, 'renew@pauta.demo')));
    await s.db.delete(clientSellers).where(eq(clientSellers.clientId, theirs));
    await s.db.insert(clientSellers).values({ clientId: theirs, sellerId: otherSeller!.id });
    const hidden = await failure(as('seller').call(ag.customerBrandList, { query: { customer_id: theirs } }));
    expect(hidden.status).toBe(404);
    expect((await failure(as('client').call(ag.customerBrandList, { query: { customer_id: theirs } }))).status).toBe(
      404,
    );

    await s.db.insert(customerShares).values({ customerId: theirs, sellerId: sellerId, sharedById: otherSeller!.id });
    expect(await names('seller', theirs)).toHaveLength(2);
    expect((await failure(as('manager').call(ag.customerBrandList, { query: { customer_id: 999_999 } }))).status).toBe(
      404,
    );
    // a non-customer account (the provider) is no customer: 404 even for staff
    expect(
      (await failure(as('manager').call(ag.customerBrandList, { query: { customer_id: ids.provider! } }))).status,
    ).toBe(404);
  });
});
