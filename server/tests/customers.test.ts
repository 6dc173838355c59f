/**
 * Integration: customers and clients (issue 19; src/api/contract/customers.ts; server/handlers/customers.ts,
 * customer-documents.ts) against a real PGlite through the app's own client: every one of the 24 calls, reach
 * (sellers, shares, workgroup members, a new salesman), edit and reassign refusals, creating with and without login,
 * documents typed by their bytes and who may download them, and the pull's deltas after a share.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { customers as cu } from '#src/api/contract/index.ts';
import { failure, registerAccount, startTestServer, type TestServer } from '../test-support.ts';
import { GENERATED_PASSWORD } from '../db/seed/accounts.ts';
import {
  clientSellers,
  customerProfiles,
  roles,
  userRoles,
  users,
  workgroupClients,
  workgroupMembers,
} from '../db/schema.ts';
import { pngFile, tinyPdf } from './sample-files.ts';

let s: TestServer;
let tokens: Record<string, string>;
let ids: Record<string, number>;
/** The sellers, the demo seller first, then the two generated ones (seed people.ts). */
let sellers: { id: number; email: string }[];
const as = (role: string) => s.client(tokens[role], 'en');
const pdf = (name = 'doc.pdf') => new File([tinyPdf(name)], name, { type: 'application/pdf' });
const svg = () =>
  new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'x.svg', {
    type: 'image/svg+xml',
  });
const raw = (path: string, token: string) =>
  s.app.request(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
/** Every id of a full pull of the list by `client`. */
async function listIds(client: ReturnType<typeof as>, prefix: 'customers' | 'clients' = 'customers') {
  const list = prefix === 'customers' ? cu.customerList : cu.clientList;
  const page = await client.call(list, { query: { per_page: 500 } });
  return page.data.map((c) => c.id);
}

beforeAll(async () => {
  s = await startTestServer();
  ({ tokens, ids } = await s.loginAll());
  sellers = await s.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(roles.value, 'seller'))
    .orderBy(asc(users.id));
  tokens.first = await s.login(sellers[1]!.email, GENERATED_PASSWORD);
  tokens.second = await s.login(sellers[2]!.email, GENERATED_PASSWORD);
});
afterAll(async () => {
  await s.close();
});

let made = 0;
const newCustomer = (extra: Record<string, unknown> = {}) => {
  made += 1;
  return { name: `Cliente Prueba ${made}`, email: `cliente-prueba-${made}@example.com`, country_id: 1, ...extra };
};

/** A customer the demo seller does not reach: assigned to another seller only, in no workgroup of its. */
async function otherSellersCustomer(): Promise<number> {
  const mine = new Set(await listIds(as('seller')));
  const rows = await s.db
    .select({ id: clientSellers.clientId })
    .from(clientSellers)
    .where(inArray(clientSellers.sellerId, [sellers[1]!.id, sellers[2]!.id]));
  const id = rows.map((r) => r.id).find((c) => !mine.has(c));
  if (id === undefined) throw new Error('no customer of another seller in the seed');
  return id;
}

describe('customers: reach and lists', () => {
  it('lists the customers a seller reaches, with relations, filters and `may`', async () => {
    const page = await as('seller').call(cu.customerList, { query: { per_page: 500 } });
    const demo = page.data.find((c) => c.id === ids.client);
    expect(demo).toMatchObject({ kind: 'client', can_login: true, may: { edit: true, reassign: true } });
    expect(demo!.sellers.map((x) => x.id)).toContain(ids.seller);
    expect(demo!.brands.length).toBe(3);
    expect(demo!.documents_count).toBeGreaterThanOrEqual(2);
    expect(page.meta.server_time).toBeTypeOf('string');

    const all = await as('manager').call(cu.customerList, { query: { kind: 'agency', per_page: 500 } });
    expect(all.data.map((c) => c.id)).toContain(ids.agency);
    expect(all.data.every((c) => c.kind === 'agency')).toBe(true);
    const words = await as('manager').call(cu.customerList, { query: { filter: 'palma' } });
    expect(words.data.map((c) => c.id)).toContain(ids.client);
    const bySeller = await as('manager').call(cu.customerList, {
      query: { seller_id: ids.seller, ids: [ids.client!] },
    });
    expect(bySeller.data.map((c) => c.id)).toEqual([ids.client]);
    const agencyOnes = await as('agency').call(cu.clientList, { query: { agency_id: ids.agency, per_page: 500 } });
    expect(agencyOnes.data.length).toBeGreaterThanOrEqual(3);
  });

  it('hides another seller’s unshared customer (404, not listed) until it is shared', async () => {
    const other = await otherSellersCustomer();
    expect(await listIds(as('seller'))).not.toContain(other);
    expect((await failure(as('seller').call(cu.customerDocuments, { params: { id: other } }))).status).toBe(404);
    expect(
      (await failure(as('seller').call(cu.updateCustomer, { params: { id: other }, body: { notes: 'x' } }))).status,
    ).toBe(404);
    expect(
      (await failure(as('seller').call(cu.shareCustomer, { params: { id: other }, body: { seller_id: ids.seller! } })))
        .status,
    ).toBe(404);

    const shared = await as('manager').call(cu.shareCustomer, {
      params: { id: other },
      body: { seller_id: ids.seller! },
    });
    expect(shared.data.shared_with.map((x) => x.id)).toContain(ids.seller);
    expect(await listIds(as('seller'))).toContain(other);
    const docs = await as('seller').call(cu.customerDocuments, { params: { id: other } });
    expect(docs.data).toBeInstanceOf(Array);
    // shared: read and edit, but not reassign
    const row = (await as('seller').call(cu.customerList, { query: { ids: [other] } })).data[0]!;
    expect(row.may).toEqual({ edit: true, reassign: false });
    expect(
      (await failure(as('seller').call(cu.customerNewSalesman, { params: { id: other, memberId: ids.seller! } })))
        .status,
    ).toBe(403);
    // sharing twice is harmless; a non-seller is a 422 under seller_id
    await as('manager').call(cu.shareCustomer, { params: { id: other }, body: { seller_id: ids.seller! } });
    const bad = await failure(
      as('manager').call(cu.shareCustomer, { params: { id: other }, body: { seller_id: ids.client! } }),
    );
    expect(bad.status).toBe(422);
    expect(bad.errors?.seller_id).toBeDefined();
  });

  it('a workgroup member sees exactly its assigned customers, and edits only with customers.edit', async () => {
    const member = await registerAccount(s, { client_type: 1 });
    const assigned = (
      await s.db
        .select({ id: customerProfiles.userId })
        .from(customerProfiles)
        .where(eq(customerProfiles.kind, 'client'))
        .orderBy(asc(customerProfiles.userId))
        .limit(2)
    ).map((r) => r.id);
    await s.db.insert(workgroupMembers).values({ workgroupId: 1, userId: member.id, role: 'member', permissions: [] });
    for (const customerId of assigned)
      await s.db
        .insert(workgroupClients)
        .values({ workgroupId: 1, customerId, memberId: member.id })
        .onConflictDoUpdate({
          target: [workgroupClients.workgroupId, workgroupClients.customerId],
          set: { memberId: member.id },
        });
    const client = s.client(member.token, 'en');
    // itself (a registered client reaches itself) and its assigned customers, nothing else
    expect((await listIds(client, 'clients')).toSorted((a, b) => a - b)).toEqual(
      [...assigned, member.id].toSorted((a, b) => a - b),
    );
    const row = (await client.call(cu.clientList, { query: { ids: [assigned[0]!] } })).data[0]!;
    expect(row.may).toEqual({ edit: false, reassign: false });
    const refused = await failure(
      client.call(cu.updateClient, { params: { id: assigned[0]! }, body: { notes: 'no' } }),
    );
    expect(refused.status).toBe(403);
    expect(
      (
        await failure(
          client.call(cu.storeClientDocument, {
            params: { id: assigned[0]! },
            body: { document_type_id: 1, file: pdf() },
          }),
        )
      ).status,
    ).toBe(403);

    await s.db
      .update(workgroupMembers)
      .set({ permissions: ['customers.edit'] })
      .where(and(eq(workgroupMembers.workgroupId, 1), eq(workgroupMembers.userId, member.id)));
    const saved = await client.call(cu.updateClient, {
      params: { id: assigned[0]! },
      body: { notes: 'Editado por el miembro' },
    });
    expect(saved.data).toMatchObject({ notes: 'Editado por el miembro', may: { edit: true, reassign: false } });
  });

  it('a new salesman moves the reach', async () => {
    const created = await as('seller').call(cu.storeCustomerWithoutLogin, { body: newCustomer() });
    const id = created.data.id;
    expect(created.data.sellers.map((x) => x.id)).toEqual([ids.seller]);
    const bad = await failure(as('seller').call(cu.customerNewSalesman, { params: { id, memberId: ids.client! } }));
    expect(bad.status).toBe(422);
    expect(bad.errors?.member_id).toBeDefined();

    const moved = await as('seller').call(cu.customerNewSalesman, { params: { id, memberId: sellers[2]!.id } });
    expect(moved.data.sellers.map((x) => x.id)).toEqual([sellers[2]!.id]);
    expect(moved.data.may).toEqual({ edit: false, reassign: false });
    expect((await failure(as('seller').call(cu.customerDocuments, { params: { id } }))).status).toBe(404);
    expect(await listIds(as('second'))).toContain(id);
  });

  it('a share arrives in the gaining seller’s next delta', async () => {
    const created = await as('seller').call(cu.storeCustomer, { body: newCustomer() });
    const before = await as('first').call(cu.customerList, { query: {} });
    expect(before.data.map((c) => c.id)).not.toContain(created.data.id);
    s.advanceClock(10_000);
    await as('seller').call(cu.shareCustomer, { params: { id: created.data.id }, body: { seller_id: sellers[1]!.id } });
    s.advanceClock(10_000);
    const delta = await as('first').call(cu.customerList, { query: { updated_since: before.meta.server_time } });
    expect(delta.data.map((c) => c.id)).toContain(created.data.id);
    // nothing changed since (past the sync margin): the next delta does not carry it again
    const later = await as('first').call(cu.customerList, { query: { updated_since: delta.meta.server_time } });
    expect(later.data.map((c) => c.id)).not.toContain(created.data.id);
  });
});

describe('customers: create and edit', () => {
  it('creates with login (the account signs in) and without (can_login false)', async () => {
    const body = newCustomer({ password: 'Cliente-Nuevo-2026x', brand_ids: [1, 2], tax_id: 'RFC-1' });
    const withLogin = await as('seller').call(cu.storeCustomerWithLogin, { body: body as never });
    expect(withLogin.data).toMatchObject({ can_login: true, tax_id: 'RFC-1', may: { edit: true, reassign: true } });
    expect(withLogin.data.brands.map((b) => b.id).toSorted()).toEqual([1, 2]);
    expect(await s.login(body.email, 'Cliente-Nuevo-2026x')).toBeTypeOf('string');

    const noLogin = await as('agency').call(cu.storeClientWithoutLogin, { body: newCustomer() });
    expect(noLogin.data).toMatchObject({ can_login: false, agency: { id: ids.agency } });
    // the agency administers workgroup 1: a customer made through /client/clients joins it
    const [place] = await s.db.select().from(workgroupClients).where(eq(workgroupClients.customerId, noLogin.data.id));
    expect(place?.workgroupId).toBe(1);

    const generic = await as('manager').call(cu.storeClient, { body: newCustomer({ kind: 'agency' }) });
    expect(generic.data).toMatchObject({ kind: 'agency', can_login: false, sellers: [] });
    const withPassword = await as('manager').call(cu.storeClientWithLogin, {
      body: newCustomer({ password: 'Otra-Clave-Segura-2026' }) as never,
    });
    expect(withPassword.data.can_login).toBe(true);
  });

  it('refuses a taken email (422 email) and a caller that may not create (403)', async () => {
    const taken = await failure(
      as('manager').call(cu.storeCustomer, { body: newCustomer({ email: 'CLIENT@pauta.demo' }) }),
    );
    expect(taken.status).toBe(422);
    expect(taken.errors?.email).toBeDefined();
    expect((await failure(as('client').call(cu.storeClient, { body: newCustomer() }))).status).toBe(403);
    const badWorkgroup = await failure(as('agency').call(cu.storeClient, { body: newCustomer({ workgroup_id: 2 }) }));
    expect(badWorkgroup.errors?.workgroup_id).toBeDefined();
  });

  it('updates only the fields given and replaces brands', async () => {
    const created = await as('seller').call(cu.storeCustomer, {
      body: newCustomer({ phone: '+52 1', brand_ids: [3] }),
    });
    const saved = await as('seller').call(cu.updateCustomer, {
      params: { id: created.data.id },
      body: { company: 'Nueva Empresa', brand_ids: [4, 5], category_id: 1 },
    });
    expect(saved.data).toMatchObject({ company: 'Nueva Empresa', phone: '+52 1', category_id: 1 });
    expect(saved.data.brands.map((b) => b.id).toSorted()).toEqual([4, 5]);
    expect(saved.data.updated_at >= created.data.updated_at).toBe(true);
    const via = await as('seller').call(cu.updateClient, {
      params: { id: created.data.id },
      body: { address: 'Calle 1' },
    });
    expect(via.data).toMatchObject({ address: 'Calle 1', company: 'Nueva Empresa' });
    const taken = await failure(
      as('seller').call(cu.updateCustomer, { params: { id: created.data.id }, body: { email: 'admin@pauta.demo' } }),
    );
    expect(taken.errors?.email).toBeDefined();
    // a client edits itself only through its profile
    expect(
      (await failure(as('client').call(cu.updateClient, { params: { id: ids.client! }, body: { notes: 'x' } }))).status,
    ).toBe(403);
  });

  it('shares through /client/clients too', async () => {
    const created = await as('seller').call(cu.storeClient, { body: newCustomer() });
    const shared = await as('seller').call(cu.shareClient, {
      params: { id: created.data.id },
      body: { seller_id: sellers[1]!.id },
    });
    expect(shared.data.shared_with.map((x) => x.id)).toEqual([sellers[1]!.id]);
  });
});

describe('customers: documents, look-ups and me', () => {
  it('answers document types and categories in the caller’s language', async () => {
    const en = await as('seller').call(cu.customerDocumentTypes);
    expect(en.data.find((t) => t.key === 'tax_certificate')).toMatchObject({
      name: 'Tax registration certificate',
      required: true,
    });
    const es = await s.client(tokens.client, 'es').call(cu.clientDocumentTypes);
    expect(es.data.find((t) => t.key === 'tax_certificate')?.name).toBe('Constancia de situación fiscal');
    const categories = await as('agency').call(cu.customerCategories);
    expect(categories.data.map((c) => c.name)).toContain('Retail');
  });

  it('uploads a PDF, refuses SVG (415) and unknown types (422), updates with a new file', async () => {
    const id = ids.client!;
    const stored = await as('seller').call(cu.storeCustomerDocument, {
      params: { id },
      body: { document_type_id: 2, number: 'ID-1', expires_on: '2030-01-31', file: pdf('id.pdf') },
    });
    expect(stored.data).toMatchObject({
      customer_id: id,
      number: 'ID-1',
      expires_on: '2030-01-31',
      uploaded_by: { id: ids.seller },
    });
    expect(stored.data.file?.mime).toBe('application/pdf');

    const refused = await failure(
      as('seller').call(cu.storeCustomerDocument, { params: { id }, body: { document_type_id: 2, file: svg() } }),
    );
    expect(refused.status).toBe(415);
    expect(refused.message).toMatch(/PDF, PNG, JPEG or WebP/);
    const unknown = await failure(
      as('seller').call(cu.storeCustomerDocument, { params: { id }, body: { document_type_id: 999, file: pdf() } }),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.errors?.document_type_id).toBeDefined();

    const updated = await as('seller').call(cu.updateCustomerDocument, {
      params: { id, docId: stored.data.id },
      body: { document_type_id: 3, number: 'ID-2', file: pngFile('scan.png') },
    });
    expect(updated.data).toMatchObject({ number: 'ID-2', document_type: { id: 3 }, expires_on: '2030-01-31' });
    expect(updated.data.file?.mime).toBe('image/png');
    const fields = await as('seller').call(cu.updateCustomerDocument, {
      params: { id, docId: stored.data.id },
      body: { document_type_id: 3, number: 'ID-3' },
    });
    expect(fields.data.file?.id).toBe(updated.data.file?.id);
    const missing = await failure(
      as('seller').call(cu.updateCustomerDocument, { params: { id, docId: 999_999 }, body: { document_type_id: 3 } }),
    );
    expect(missing.status).toBe(404);

    const viaClients = await as('seller').call(cu.storeClientDocument, {
      params: { id },
      body: { document_type_id: 1, file: pdf() },
    });
    await as('seller').call(cu.updateClientDocument, {
      params: { id, docId: viaClients.data.id },
      body: { document_type_id: 1, number: 'X' },
    });
    const list = await as('seller').call(cu.clientDocuments, { params: { id } });
    expect(list.data[0]!.id).toBe(viaClients.data.id);
    expect((await as('seller').call(cu.customerDocuments, { params: { id } })).data.length).toBe(list.data.length);

    // the file: the uploader, staff and whoever reaches the customer read it; another seller does not
    const url = updated.data.file!.url.replace(/^\/api/, '');
    expect((await raw(url, tokens.seller!)).status).toBe(200);
    expect((await raw(url, tokens.manager!)).status).toBe(200);
    expect((await raw(url, tokens.client!)).status).toBe(200);
    const reachedByFirst = (await listIds(as('first'))).includes(id);
    expect((await raw(url, tokens.first!)).status).toBe(reachedByFirst ? 200 : 404);
    expect((await raw(url, tokens.provider!)).status).not.toBe(200);
  });

  it('answers the demo client its own profile and sellers (clients.me, customers.me)', async () => {
    const me = await as('client').call(cu.clientMe, { query: {} });
    expect(me.data.customer).toMatchObject({ id: ids.client, kind: 'client', may: { edit: false, reassign: false } });
    expect(me.data.sellers.map((x) => x.id)).toContain(ids.seller);
    const named = await as('client').call(cu.clientMe, { query: { name: 'zzzz' } });
    expect(named.data.sellers).toEqual([]);
    const agencyMe = await as('agency').call(cu.customerMe, { query: {} });
    expect(agencyMe.data.customer).toMatchObject({ id: ids.agency, kind: 'agency' });
    expect((await failure(as('manager').call(cu.customerMe, { query: {} }))).status).toBe(404);
  });
});
