/** Integration: files, look-ups, translations, contact and the HTTP edges (404, 400, 413) of the reference server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { failure, startTestServer, type TestServer } from '../test-support.ts';
import { tinyPng } from './sample-files.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { files, lookups, translations } from '#src/api/contract/index.ts';
import { MAX_UPLOAD_BYTES } from '#src/api/contract/files.ts';
import { contactMessages, files as filesTable } from '../db/schema.ts';

let s: TestServer;
let clientToken: string;
let providerToken: string;

const acc = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!;

beforeAll(async () => {
  s = await startTestServer();
  clientToken = await s.login(acc('client').email, acc('client').password);
  providerToken = await s.login(acc('provider').email, acc('provider').password);
});
afterAll(async () => {
  await s.close();
});

describe('files', () => {
  it('uploads a file and reads the same bytes back; another account cannot read it', async () => {
    const bytes = tinyPng(1);
    const up = await s
      .client(clientToken)
      .call(files.uploadFile, { body: { file: new File([bytes], 'arte.png', { type: 'image/png' }) } });
    expect(up.data).toMatchObject({ name: 'arte.png', mime: 'image/png', size: bytes.byteLength });
    const blob = await s.client(clientToken).call(files.getFile, { params: { id: up.data.id } });
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    expect((await failure(s.client(providerToken).call(files.getFile, { params: { id: up.data.id } }))).status).toBe(
      404,
    );
  });

  it('refuses an upload over the limit with 413 and stores nothing', async () => {
    const [before] = await s.db.select({ n: count() }).from(filesTable);
    const big = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1024 * 1024)], 'enorme.jpg', { type: 'image/jpeg' });
    const e = await failure(s.client(clientToken, 'en').call(files.uploadFile, { body: { file: big } }));
    expect(e.status).toBe(413);
    expect(e.message).toMatch(/too large/);
    const [after] = await s.db.select({ n: count() }).from(filesTable);
    expect(after?.n).toBe(before?.n);
  });

  it('a multipart body without the file is a 422 on that field', async () => {
    const e = await failure(s.client(clientToken).call(files.uploadFile, { body: { file: 'x' as unknown as Blob } }));
    expect(e.status).toBe(422);
    expect(e.errors?.file).toBeTruthy();
  });
});

describe('look-ups', () => {
  it("names countries in the caller's language (seeded in Spanish; English from ICU region names)", async () => {
    const es = (await s.client(undefined, 'es').call(lookups.activeCountries)).data.map((c) => c.name);
    const en = (await s.client(undefined, 'en').call(lookups.activeCountries)).data.map((c) => c.name);
    expect(es).toContain('México');
    expect(en).toContain('Mexico');
    expect(en).not.toContain('México');
    expect(en).toEqual(en.toSorted((a, b) => a.localeCompare(b, 'en')));
  });

  it('lists at least 8 active Latin American countries with real coordinates, publicly', async () => {
    const { data } = await s.client().call(lookups.activeCountries);
    expect(data.length).toBeGreaterThanOrEqual(8);
    const mx = data.find((c) => c.iso2 === 'MX');
    expect(mx).toBeTruthy();
    expect(mx!.lat).toBeGreaterThan(14);
    expect(mx!.lat).toBeLessThan(33);
  });

  it('walks country → states → cities → circuits', async () => {
    const mx = (await s.client().call(lookups.activeCountries)).data.find((c) => c.iso2 === 'MX')!;
    const st = (await s.client().call(lookups.countryStates, { params: { id: mx.id } })).data;
    expect(st.length).toBeGreaterThanOrEqual(30);
    const jalisco = st.find((x) => x.name.includes('Jalisco'))!;
    const ct = (await s.client().call(lookups.stateCities, { params: { id: jalisco.id } })).data;
    expect(ct.length).toBeGreaterThan(0);
    const page = await s
      .client(clientToken)
      .call(lookups.cities, { query: { country_id: mx.id, per_page: 10, page: 2 } });
    expect(page.data).toHaveLength(10);
    expect(page.meta.current_page).toBe(2);
    expect(page.meta.last_page).toBeGreaterThan(2);
  });

  it('paginates and filters the country list (search, pag)', async () => {
    const page = await s.client(clientToken).call(lookups.countries, { query: { search: 'ar', pag: 1, per_page: 3 } });
    expect(page.data.length).toBeLessThanOrEqual(3);
    expect(page.data.every((c) => c.name.toLowerCase().includes('ar'))).toBe(true);
  });

  it('settings hold the side-A surcharge percent; media types carry rules', async () => {
    const settings = (await s.client(clientToken).call(lookups.settingsAll)).data;
    expect(settings.find((x) => x.key === 'yoda.percentage_to_face_units')?.value).toMatch(/^\d+(\.\d+)?$/);
    const types = (await s.client(clientToken).call(lookups.mediaTypes)).data;
    expect(types.some((t) => t.rules.some((r) => typeof r.type === 'object' && r.type.key === 'side_a'))).toBe(true);
  });

  it("enumerations answer in the caller's language", async () => {
    const admin = DEMO_ACCOUNTS.find((a) => a.role === 'administrator')!;
    const token = await s.login(admin.email, admin.password);
    const es = (await s.client(token, 'es').call(lookups.contractStatuses)).data;
    const en = (await s.client(token, 'en').call(lookups.contractStatuses)).data;
    expect(es.map((x) => x.key)).toEqual(en.map((x) => x.key));
    expect(es.map((x) => x.name)).not.toEqual(en.map((x) => x.name));
  });

  it('look-ups that need an account answer 401 without one', async () => {
    expect((await failure(s.client().call(lookups.settingsAll))).status).toBe(401);
  });
});

describe('translations, languages, contact', () => {
  it('serves a section and the general section per language', async () => {
    const es = await s.client().call(translations.translations, { query: { section: 'login', locale: 'es' } });
    const en = await s.client().call(translations.translations, { query: { section: 'login', locale: 'en' } });
    expect(es.data.page.length).toBeGreaterThan(0);
    expect(es.data.general.length).toBeGreaterThan(0);
    expect(es.data.page.map((p) => p.key)).toEqual(en.data.page.map((p) => p.key));
    const landing = await s.client().call(translations.landingTranslations, { query: { locale: 'en' } });
    expect(landing.data.register.length).toBeGreaterThan(0);
  });

  it('switching language sets the locals cookie', async () => {
    const res = await s.app.fetch(new Request('http://pauta.test/api/languages?locale=en', { method: 'POST' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/locals=en/);
    const bad = await s.app.fetch(new Request('http://pauta.test/api/languages?locale=fr', { method: 'POST' }));
    expect(bad.status).toBe(422);
  });

  it('stores a valid contact message and refuses an invalid one', async () => {
    const [before] = await s.db.select({ n: count() }).from(contactMessages);
    const ok = await s.client().call(translations.contact, {
      body: { name: 'Marta', email: 'marta@example.com', country: 1, client_type: 2, message: 'Quiero anunciar' },
    });
    expect(ok.message).toBeTruthy();
    const e = await failure(
      s
        .client()
        .call(translations.contact, { body: { name: '', email: 'x', country: 1, client_type: 1, message: '' } }),
    );
    expect(Object.keys(e.errors ?? {})).toEqual(expect.arrayContaining(['name', 'email', 'message']));
    const [after] = await s.db.select({ n: count() }).from(contactMessages);
    expect(after!.n).toBe(before!.n + 1);
  });
});

describe('HTTP edges', () => {
  it('unknown /api routes answer 404 with an error body', async () => {
    const res = await s.app.fetch(new Request('http://pauta.test/api/no/such/route'));
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ type: 'not_found' });
  });

  it('malformed JSON is a 400, not a crash', async () => {
    const res = await s.app.fetch(
      new Request('http://pauta.test/api/auth/login/web', {
        method: 'POST',
        body: '{"email":',
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBeTruthy();
  });

  it('a path id that is not a number is a 422 on that parameter', async () => {
    const res = await s.app.fetch(new Request('http://pauta.test/api/countries/abc/states'));
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: Record<string, string[]> }).errors.id).toBeTruthy();
  });
});
