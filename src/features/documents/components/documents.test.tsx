/**
 * The documents screen on a fake API (issue 20; product.md §2 "documents"): the list with its search and category
 * filter, a document's file downloaded through the API; managers create and edit documents with a file (the
 * server's 415 under the file, nothing typed lost), others see no form; the offers tab and its files; products and
 * services searched and edited (the server's 422 under the price); offline, the kept list shows and saving says it
 * needs a connection.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Document, Offer, ProductService } from '#src/api/contract/documents.ts';
import { ApiError } from '#src/api/errors.ts';
import { createFakeApi, offline, type FakeApi } from '#src/sync/testing/fake-api.ts';
import { renderScreen } from '#src/ui/testing/render-screen.tsx';
import type { DocumentsViewer } from '../model/documents.ts';
import { DocumentsPage } from './documents-page.tsx';

const saved = vi.hoisted(() => [] as { blob: Blob; name: string }[]);
vi.mock('#src/lib/save-blob.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#src/lib/save-blob.ts')>()),
  saveBlob: (blob: Blob, name: string) => saved.push({ blob, name }),
}));

const manager: DocumentsViewer = { roles: ['manager'], permissions: ['browse_documents'], countryId: 10 };
const seller: DocumentsViewer = { roles: ['seller'], permissions: ['browse_documents'], countryId: 10 };

const doc = (id: number, title: string, category: string, extra: Partial<Document> = {}): Document => ({
  id,
  title,
  description: `${title}: descripción.`,
  category,
  file: {
    id: 100 + id,
    name: `${title.toLowerCase().replace(/\W+/g, '-')}.pdf`,
    mime: 'application/pdf',
    size: 2048,
    url: `/api/files/get/${100 + id}`,
  },
  created_by: { id: 1, name: 'Ana Gerente' },
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
  ...extra,
});

const page = <T,>(data: T[]) => ({ data, meta: { current_page: 1, last_page: 1, per_page: 10, total: data.length } });

function serve(api: FakeApi, rows: Document[]) {
  api.on('documents.list', (input) => {
    const q = input.query as { search?: string; category?: string };
    return page(
      rows.filter(
        (d) =>
          (!q.search || d.title.toLowerCase().includes(q.search.toLowerCase())) &&
          (!q.category || d.category === q.category),
      ),
    );
  });
  api.on('files.get', () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
}

const docs = [doc(1, 'Lista de precios', 'Comercial'), doc(2, 'Manual de marca', 'Marca', { file: null })];

describe('documents screen', () => {
  it('lists, searches after the pause, filters by category and downloads a file through the API', async () => {
    const api = createFakeApi();
    serve(api, docs);
    const { user } = await renderScreen(() => <DocumentsPage viewer={seller} />, { api });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const list = await screen.findByRole('list', { name: 'Documents' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'New document' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Lista de precios' })).toBeNull();
    expect(within(list).getByText('No file.')).toBeTruthy();

    await user.click(within(list).getByRole('button', { name: /^Download lista-de-precios\.pdf/ }));
    await waitFor(() => expect(saved.at(-1)?.name).toBe('lista-de-precios.pdf'));
    expect(api.callsTo('files.get').at(-1)?.input).toMatchObject({ params: { id: 101 }, query: { type: 'file' } });

    await user.type(screen.getByLabelText('Search by title'), 'manual');
    const lists = () => api.callsTo('documents.list').map((c) => c.input.query);
    await waitFor(() => expect(lists()).toContainEqual({ search: 'manual', page: 1, per_page: 10 }));
    await screen.findByText('Manual de marca');
    expect(screen.queryByText('Lista de precios')).toBeNull();
    await user.clear(screen.getByLabelText('Search by title'));
    await screen.findByText('Lista de precios');

    await user.selectOptions(await screen.findByLabelText('Category'), 'Comercial');
    await waitFor(() => expect(lists()).toContainEqual({ category: 'Comercial', page: 1, per_page: 10 }));
    await screen.findByText('Lista de precios');
    expect(screen.queryByText('Manual de marca')).toBeNull();
  });

  it('a manager adds a document with a file: a refused type shows under the file and keeps what was typed', async () => {
    const api = createFakeApi();
    const rows = [...docs];
    serve(api, rows);
    let attempts = 0;
    api.on('documents.store', (input) => {
      attempts += 1;
      if (attempts === 1)
        throw new ApiError({
          type: 'unsupported_media_type',
          status: 415,
          message: 'Only PDF, images, Excel or Word files.',
          errors: { file: ['Only PDF, images, Excel or Word files.'] },
        });
      const b = input.body as { title: string; category?: string; description?: string; file?: Blob };
      const made = doc(3, b.title, b.category ?? '', { description: b.description ?? '' });
      rows.unshift(made);
      return { data: made, message: 'Document saved.' };
    });
    const { user } = await renderScreen(() => <DocumentsPage viewer={manager} />, { api });
    await screen.findByRole('list', { name: 'Documents' });
    await user.click(screen.getByRole('button', { name: 'New document' }));
    const form = screen.getByRole('form', { name: 'New document' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Required.')).toBeTruthy();
    expect(attempts).toBe(0);

    await user.type(within(form).getByLabelText(/^Title/), 'Contrato marco');
    await user.type(within(form).getByLabelText(/^Category/), 'Legal');
    await user.upload(within(form).getByLabelText('File'), new File(['MZ'], 'virus.exe', { type: 'application/pdf' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findAllByText('Only PDF, images, Excel or Word files.')).not.toHaveLength(0);
    expect((within(form).getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Contrato marco');
    expect(within(form).getByLabelText('File').getAttribute('aria-invalid')).toBe('true');
    const sent = api.callsTo('documents.store')[0]!.input.body as { file?: Blob; title: string };
    expect(sent.title).toBe('Contrato marco');
    expect(sent.file).toBeInstanceOf(Blob);

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New document' })).toBeNull());
    expect(await screen.findByText('Contrato marco')).toBeTruthy();
  });

  it('a manager edits a document: only what the form holds is sent, the old file stays without a new one', async () => {
    const api = createFakeApi();
    serve(api, docs);
    api.on('documents.update', (input) => ({
      data: { ...docs[0]!, ...(input.body as object) },
      message: 'Document saved.',
    }));
    const { user } = await renderScreen(() => <DocumentsPage viewer={manager} />, { api });
    await user.click(await screen.findByRole('button', { name: 'Edit Lista de precios' }));
    const form = screen.getByRole('form', { name: 'Edit Lista de precios' });
    expect(within(form).getByText(/Now: lista-de-precios\.pdf/)).toBeTruthy();
    await user.clear(within(form).getByLabelText(/^Title/));
    await user.type(within(form).getByLabelText(/^Title/), 'Lista de precios 2027');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('documents.update')).toHaveLength(1));
    const call = api.callsTo('documents.update')[0]!.input;
    expect(call.params).toEqual({ id: 1 });
    expect(call.body).toMatchObject({ title: 'Lista de precios 2027', category: 'Comercial' });
    expect(call.body).not.toHaveProperty('file');
  });

  it('offline: the kept list shows, saying from when, and a new document says it needs a connection', async () => {
    const api = createFakeApi();
    serve(api, docs);
    const accountId = `documents-offline-${Date.now()}`;
    const first = await renderScreen(() => <DocumentsPage viewer={manager} />, { api, accountId });
    await screen.findByRole('list', { name: 'Documents' });
    await waitFor(async () => expect(await first.engine.db.serverReads.count()).toBeGreaterThan(1));
    first.close();
    const down = createFakeApi();
    down.script('documents.list', ...Array.from({ length: 8 }, () => offline()));
    const { user } = await renderScreen(() => <DocumentsPage viewer={manager} />, {
      api: down,
      accountId,
      online: false,
    });
    expect(await screen.findByText('Lista de precios')).toBeTruthy();
    expect((await screen.findByTestId('stored-read')).textContent).toMatch(
      /^No connection: showing the documents as loaded on /,
    );
    expect(
      (screen.getByRole('button', { name: /^Download lista-de-precios\.pdf/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'New document' }));
    expect(screen.getByText('Saving a document needs a connection.')).toBeTruthy();
  });

  it('the offers tab lists the offers and downloads their files by name', async () => {
    const api = createFakeApi();
    serve(api, docs);
    const offer: Offer = {
      id: 1,
      title: 'Tres por dos en paraderos',
      description: 'Three stations for the price of two.',
      file_name: 'oferta-paraderos.pdf',
      valid_until: '2026-12-31',
      created_at: '2026-03-01T10:00:00Z',
    };
    api.on('offers.list', () => ({ data: [offer] }));
    api.on('offers.file', () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    const { user } = await renderScreen(() => <DocumentsPage viewer={seller} />, { api });
    await user.click(await screen.findByRole('tab', { name: 'Offers' }));
    const list = await screen.findByRole('list', { name: 'Offers' });
    expect(within(list).getByText('Valid until 31/12/2026')).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: 'Download the file of Tres por dos en paraderos' }));
    await waitFor(() => expect(saved.at(-1)?.name).toBe('oferta-paraderos.pdf'));
    expect(api.callsTo('offers.file').at(-1)?.input.params).toEqual({ name: 'oferta-paraderos.pdf' });
  });

  it('products and services: search by name, prices in the viewer’s currency, a manager edits one (422 under price)', async () => {
    const api = createFakeApi();
    serve(api, docs);
    const rows: ProductService[] = [
      { id: 1, name: 'Iluminación nocturna', description: 'LED', price: 1200, created_at: '2026-03-01T10:00:00Z' },
      { id: 2, name: 'Reporte fotográfico', description: '', price: 400, created_at: '2026-03-01T10:00:00Z' },
    ];
    api.on('productsServices.list', (input) => {
      const q = input.query as { name?: string };
      return page(rows.filter((r) => !q.name || r.name.toLowerCase().includes(q.name.toLowerCase())));
    });
    let tries = 0;
    api.on('productsServices.update', (input) => {
      tries += 1;
      if (tries === 1)
        throw new ApiError({
          type: 'validation',
          status: 422,
          message: 'The given data was invalid.',
          errors: { price: ['The price is too high.'] },
        });
      Object.assign(rows[0]!, input.body);
      return { data: rows[0]!, message: 'Product or service saved.' };
    });
    const { user } = await renderScreen(() => <DocumentsPage viewer={manager} tab="products" />, { api });
    const list = await screen.findByRole('list', { name: 'Products and services' });
    // the viewer's currency comes from the device, which may answer after the list
    expect(await within(list).findByText('MXN 1.200,00')).toBeTruthy();
    await user.type(screen.getByLabelText('Search by name'), 'foto');
    await waitFor(() => expect(screen.queryByText('Iluminación nocturna')).toBeNull());
    await user.clear(screen.getByLabelText('Search by name'));
    await user.click(await screen.findByRole('button', { name: 'Edit Iluminación nocturna' }));
    const form = screen.getByRole('form', { name: 'Edit Iluminación nocturna' });
    const price = within(form).getByLabelText(/^Price \(MXN\)/) as HTMLInputElement;
    expect(price.value).toBe('1.200,00');
    await user.clear(price);
    await user.type(price, '1.500,50');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The price is too high.')).toBeTruthy();
    expect(price.value).toBe('1.500,50');
    expect(api.callsTo('productsServices.update')[0]!.input.body).toMatchObject({ price: 1500.5 });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Iluminación nocturna' })).toBeNull());
  });
});
