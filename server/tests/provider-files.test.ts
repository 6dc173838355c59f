/**
 * Integration: a provider's own files and the content documents (issue 20; src/api/contract/inventory/
 * provider-files.ts, server/handlers/provider-files.ts; POST /_content/{path}) against a seeded PGlite: upload typed
 * by its bytes, the unit's page listing its files, download and removal by the provider's own users and
 * administrators only (another provider: 404), and the public site's terms and privacy in both languages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import * as inv from '#src/api/contract/inventory.ts';
import { content } from '#src/api/contract/translations.ts';
import { failure, registerAccount, startTestServer, type TestServer } from '../test-support.ts';
import { files, units, users } from '../db/schema.ts';
import { pngFile, tinyPdf } from './sample-files.ts';

let s: TestServer;
let tokens: Record<string, string>;
let ids: Record<string, number>;
let unitId: number;
const as = (role: string, locale: 'es' | 'en' = 'en') => s.client(tokens[role], locale);
const pdf = (name: string) => new File([tinyPdf(name)], name, { type: 'application/pdf' });
const raw = (path: string, token: string, method = 'GET') =>
  s.app.request(`/api${path}`, { method, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  s = await startTestServer();
  ({ tokens, ids } = await s.loginAll());
  // another provider: a newly registered provider account (client type 3)
  tokens.provider2 = (await registerAccount(s, { client_type: 3 })).token;
  const [me] = await s.db.select({ providerId: users.providerId }).from(users).where(eq(users.id, ids.provider!));
  const [unit] = await s.db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.providerId, me!.providerId!), isNull(units.deletedAt)))
    .limit(1);
  unitId = unit!.id;
});
afterAll(async () => {
  await s.close();
});

describe('provider files', () => {
  it('uploads a unit file typed by its bytes; the unit lists it; the provider downloads it', async () => {
    const up = await as('provider').call(inv.uploadProviderFile, {
      body: { file: pdf('ficha.pdf'), unit_id: unitId, description: 'Ficha técnica' },
    });
    expect(up.message).toBe('File uploaded.');
    expect(up.data).toMatchObject({
      name: 'ficha.pdf',
      mime: 'application/pdf',
      unit_id: unitId,
      description: 'Ficha técnica',
    });
    const unit = await as('provider').call(inv.showUnit, { params: { id: unitId } });
    expect(unit.data.files?.map((f) => f.id)).toContain(up.data.id);

    const got = await raw(`/provider/files/upload/get/${up.data.id}`, tokens.provider!);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toMatch(/^attachment/);
    // also through GET /files/get/{file_id}, for the provider's own users
    expect((await raw(`/files/get/${up.data.file_id}`, tokens.provider!)).status).toBe(200);
    expect((await raw(`/files/get/${up.data.file_id}`, tokens.provider2!)).status).toBe(404);
  });

  it('a file of the provider as a whole needs no unit; an administrator must name one', async () => {
    const kit = await as('provider').call(inv.uploadProviderFile, { body: { file: pngFile('kit.png') } });
    expect(kit.data.unit_id).toBeNull();
    const admin = await failure(as('administrator').call(inv.uploadProviderFile, { body: { file: pngFile('a.png') } }));
    expect(admin.status).toBe(422);
    expect(admin.errors?.unit_id).toBeDefined();
    const forUnit = await as('administrator').call(inv.uploadProviderFile, {
      body: { file: pngFile('b.png'), unit_id: unitId },
    });
    expect((await raw(`/provider/files/upload/get/${forUnit.data.id}`, tokens.provider!)).status).toBe(200);
  });

  it('refuses an SVG, another provider’s unit, and callers without units.*', async () => {
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'x.svg', {
      type: 'image/svg+xml',
    });
    const bad = await failure(as('provider').call(inv.uploadProviderFile, { body: { file: svg } }));
    expect(bad.status).toBe(422);
    expect(bad.errors?.file).toBeDefined();
    const other = await failure(
      as('provider2').call(inv.uploadProviderFile, { body: { file: pdf('x.pdf'), unit_id: unitId } }),
    );
    expect(other.status).toBe(422);
    expect(other.errors?.unit_id).toBeDefined();
    expect((await failure(as('client').call(inv.uploadProviderFile, { body: { file: pdf('x.pdf') } }))).status).toBe(
      403,
    );
  });

  it('another provider gets a 404 on get and remove; the owner removes it, bytes included', async () => {
    const up = await as('provider').call(inv.uploadProviderFile, {
      body: { file: pdf('permiso.pdf'), unit_id: unitId },
    });
    expect((await raw(`/provider/files/upload/get/${up.data.id}`, tokens.provider2!)).status).toBe(404);
    expect((await raw(`/provider/files/upload/${up.data.id}/remove`, tokens.provider2!, 'DELETE')).status).toBe(404);
    const removed = await as('provider').call(inv.removeProviderFile, { params: { id: up.data.id } });
    expect(removed.message).toBe('File removed.');
    expect((await raw(`/provider/files/upload/get/${up.data.id}`, tokens.provider!)).status).toBe(404);
    expect(await s.db.select({ id: files.id }).from(files).where(eq(files.id, up.data.file_id))).toEqual([]);
    const unit = await as('provider').call(inv.showUnit, { params: { id: unitId } });
    expect(unit.data.files?.map((f) => f.id)).not.toContain(up.data.id);
  });
});

describe('POST /_content/{path}', () => {
  it('answers the terms and privacy policy in the asked language, for anyone', async () => {
    const es = await s.client(undefined, 'es').call(content, { params: { path: 'terms' } });
    expect(es.data).toMatchObject({ path: 'terms', locale: 'es', title: 'términos y condiciones' });
    expect(es.data.body.join(' ')).toMatch(/proveedor/);
    const en = await s.client().call(content, { params: { path: 'privacy' }, query: { locale: 'en' } });
    expect(en.data.title).toBe('privacy policy');
    expect(en.data.body[0]).toMatch(/We use the data/);
  });

  it('is a 404 for a path it holds nothing for, and refuses a malformed path', async () => {
    expect((await failure(s.client().call(content, { params: { path: 'nothing-here' } }))).status).toBe(404);
    const traversal = await s.app.request('/api/_content/..%2F..%2Fetc', { method: 'POST' });
    expect([404, 422]).toContain(traversal.status);
  });
});
