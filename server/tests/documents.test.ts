/**
 * Integration: documents, the FAQ, offers and products-services (issue 20; src/api/contract/documents.ts;
 * server/handlers/documents.ts, document-files.ts) against a seeded PGlite through the app's own client: every call,
 * who may store and list, the document file's readers, files typed by their bytes, offer files by name only (no
 * path traversal), the FAQ in both languages, products filtered by name and their update's refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents as dc } from '#src/api/contract/index.ts';
import { failure, startTestServer, type TestServer } from '../test-support.ts';
import { FAQ_ENTRIES } from '../db/seed/documents.ts';
import { pngFile, tinyPdf } from './sample-files.ts';

let s: TestServer;
let tokens: Record<string, string>;
const as = (role: string, locale: 'es' | 'en' = 'en') => s.client(tokens[role], locale);
const pdf = (name = 'doc.pdf') => new File([tinyPdf(name)], name, { type: 'application/pdf' });
const svg = () =>
  new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'x.svg', {
    type: 'image/svg+xml',
  });
const raw = (path: string, token: string) =>
  s.app.request(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  s = await startTestServer();
  ({ tokens } = await s.loginAll());
});
afterAll(async () => {
  await s.close();
});

describe('documents', () => {
  it('lists the seeded documents for browse_documents holders, newest first, with search', async () => {
    const page = await as('client').call(dc.documentList);
    expect(page.data.length).toBeGreaterThanOrEqual(3);
    expect(page.meta.current_page).toBe(1);
    const times = page.data.map((d) => d.created_at);
    expect(times.toSorted().toReversed()).toEqual(times);
    expect(page.data.every((d) => d.file?.mime === 'application/pdf')).toBe(true);
    const found = await as('seller').call(dc.documentList, { query: { search: 'marca' } });
    expect(found.data.map((d) => d.title)).toEqual(['Manual de marca']);
    expect((await as('agency').call(dc.documentList, { query: { per_page: 1 } })).meta.last_page).toBeGreaterThan(1);
    expect((await failure(as('provider').call(dc.documentList))).status).toBe(403);
  });

  it('stores and updates for managers and administrators only; files typed by their bytes', async () => {
    const made = await as('manager').call(dc.storeDocument, {
      body: { title: 'Guía de instalación', category: 'Operación', file: pdf('guia.pdf') },
    });
    expect(made.message).toBe('Document saved.');
    expect(made.data).toMatchObject({ title: 'Guía de instalación', category: 'Operación', description: '' });
    expect(made.data.file).toMatchObject({ name: 'guia.pdf', mime: 'application/pdf' });
    expect(made.data.created_by?.name).toBeTruthy();

    const noFile = await as('administrator').call(dc.storeDocument, { body: { title: 'Sin archivo' } });
    expect(noFile.data.file).toBeNull();

    const refused = await failure(as('seller').call(dc.storeDocument, { body: { title: 'X' } }));
    expect(refused.status).toBe(403);
    const refusedUpdate = await failure(
      as('client').call(dc.updateDocument, { params: { id: made.data.id }, body: { title: 'X' } }),
    );
    expect(refusedUpdate.status).toBe(403);

    const bad = await failure(as('manager').call(dc.storeDocument, { body: { title: 'SVG', file: svg() } }));
    expect(bad.status).toBe(415);
    expect(bad.errors?.file).toBeDefined();
    const empty = await failure(as('manager').call(dc.storeDocument, { body: { title: ' ' } }));
    expect(empty.status).toBe(422);
    expect(empty.errors?.title).toBeDefined();

    const changed = await as('manager').call(dc.updateDocument, {
      params: { id: made.data.id },
      body: { description: 'Paso a paso', file: pngFile('plano.png') },
    });
    expect(changed.data).toMatchObject({ title: 'Guía de instalación', description: 'Paso a paso' });
    expect(changed.data.file).toMatchObject({ name: 'plano.png', mime: 'image/png' });
    // the replaced file is gone
    expect((await raw(made.data.file!.url.replace(/^\/api/, ''), tokens.manager!)).status).toBe(404);

    const missing = await failure(
      as('manager').call(dc.updateDocument, { params: { id: 999_999 }, body: { title: 'X' } }),
    );
    expect(missing.status).toBe(404);
  });

  it('lets whoever may list documents read a document’s file, not a provider', async () => {
    const page = await as('client').call(dc.documentList, { query: { search: 'Términos' } });
    const url = page.data[0]!.file!.url.replace(/^\/api/, '');
    const read = await raw(url, tokens.client!);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('application/pdf');
    expect((await raw(url, tokens.agency!)).status).toBe(200);
    expect((await raw(url, tokens.seller!)).status).toBe(200);
    expect((await raw(url, tokens.provider!)).status).not.toBe(200);
    expect((await raw(url, tokens.technician!)).status).not.toBe(200);
  });
});

describe('FAQ', () => {
  it('answers the entries in the caller’s language, by position', async () => {
    const es = await as('client', 'es').call(dc.faq);
    const en = await as('provider', 'en').call(dc.faq);
    expect(es.data.map((f) => f.question)).toEqual(FAQ_ENTRIES.map((f) => f[0]));
    expect(en.data.map((f) => f.question)).toEqual(FAQ_ENTRIES.map((f) => f[2]));
    expect(en.data[0]!.answer).toBe(FAQ_ENTRIES[0][3]);
    expect(es.data.map((f) => f.position)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('offers', () => {
  it('lists the offers in the caller’s language and answers their files by name only', async () => {
    const es = await as('client', 'es').call(dc.offerList);
    const en = await as('client', 'en').call(dc.offerList);
    expect(es.data).toHaveLength(3);
    expect(en.data.map((o) => o.title)).toContain('Metro bundle');
    expect(es.data.map((o) => o.title)).toContain('Paquete metro');

    const name = en.data[0]!.file_name;
    const blob = await as('provider').call(dc.offerFile, { params: { name } });
    expect(blob.size).toBeGreaterThan(100);
    const answer = await raw(`/getFile/${encodeURIComponent(name)}`, tokens.client!);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toContain(`filename="${name}"`);
    expect(new TextDecoder().decode((await answer.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

    expect((await raw('/getFile/..%2F..%2Fetc%2Fpasswd', tokens.client!)).status).toBe(404);
    expect((await raw('/getFile/no-such-offer.pdf', tokens.client!)).status).toBe(404);
    expect((await s.app.request(`/api/getFile/${name}`)).status).toBe(401);
  });
});

describe('products and services', () => {
  it('lists by part of the name, with pages', async () => {
    const all = await as('provider').call(dc.productServiceList);
    expect(all.data).toHaveLength(4);
    expect(all.meta.total).toBe(4);
    const lit = await as('client').call(dc.productServiceList, { query: { name: 'ilumin' } });
    expect(lit.data.map((p) => p.name)).toEqual(['Iluminación nocturna']);
    const paged = await as('client').call(dc.productServiceList, { query: { page: 2, per_page: 3 } });
    expect(paged.data).toHaveLength(1);
    expect(paged.meta).toMatchObject({ current_page: 2, last_page: 2 });
  });

  it('updates for managers and administrators; a seller is refused; a bad price is a 422', async () => {
    const saved = await as('manager').call(dc.updateProductService, {
      params: { id: 3 },
      body: { name: 'Reporte fotográfico', description: 'Fotos al inicio, a la mitad y al final.', price: 450.5 },
    });
    expect(saved.data).toMatchObject({ id: 3, price: 450.5, description: 'Fotos al inicio, a la mitad y al final.' });
    expect(saved.message).toBe('Product or service saved.');

    const seller = await failure(
      as('seller').call(dc.updateProductService, { params: { id: 3 }, body: { name: 'X', price: 1 } }),
    );
    expect(seller.status).toBe(403);
    const negative = await failure(
      as('manager').call(dc.updateProductService, { params: { id: 3 }, body: { name: 'X', price: -1 } }),
    );
    expect(negative.status).toBe(422);
    expect(negative.errors?.price).toBeDefined();
    const huge = await failure(
      as('administrator').call(dc.updateProductService, { params: { id: 3 }, body: { name: 'X', price: 1e15 } }),
    );
    expect(huge.status).toBe(422);
    const missing = await failure(
      as('administrator').call(dc.updateProductService, { params: { id: 999 }, body: { name: 'X', price: 1 } }),
    );
    expect(missing.status).toBe(404);
  });
});
