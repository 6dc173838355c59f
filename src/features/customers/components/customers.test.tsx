/**
 * The customer screens on the device (issue 19): the list finds customers offline by any of their words, ignoring
 * case and accents, and shows a page at a time; a customer's page opens offline; an edit made offline shows at once,
 * waits in the outbox with only the changed field, and the customer's page says so.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '#src/ui/testing/render-screen.tsx';
import { customerMutations } from '../mutations.ts';
import { makeCustomer } from '../testing/fixtures.ts';
import { CustomerEditPage } from './customer-edit-page.tsx';
import { CustomerPage } from './customer-page.tsx';
import { CustomersPage, PAGE } from './customers-page.tsx';

const many = Array.from({ length: PAGE + 10 }, (_, i) =>
  makeCustomer(100 + i, `Cliente ${String(i).padStart(3, '0')}`),
);

describe('customer screens', () => {
  it('finds customers offline by name, company, brand or phone, ignoring accents, a page at a time', async () => {
    await renderScreen(() => <CustomersPage />, {
      online: false,
      permissions: ['clientsAgency.*'],
      seed: (db) =>
        db.customers.bulkPut([
          ...many,
          makeCustomer(1, 'Panadería Núñez', { company: 'Grupo Trigo', phone: '+52 55 1234 5678' }),
          makeCustomer(2, 'Óptica Central', { kind: 'agency', brands: [{ id: 9, name: 'Lentes Sol' }] }),
        ]),
      stubs: ['/dashboard/customers/$id', '/dashboard/customers/async'],
    });
    const list = await screen.findByRole('list', { name: 'Clients' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(PAGE));
    expect(screen.getByTestId('customers-count').textContent).toBe(`Showing ${PAGE} of ${PAGE + 12} customers`);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(PAGE + 12));

    const search = screen.getByRole('searchbox', { name: /Search by name/ });
    for (const [term, found] of [
      ['nunez', 'Panadería Núñez'],
      ['trigo', 'Panadería Núñez'],
      ['1234', 'Panadería Núñez'],
      ['lentes sol', 'Óptica Central'],
    ] as const) {
      fireEvent.change(search, { target: { value: term } });
      await waitFor(() =>
        expect(
          within(list)
            .getAllByRole('listitem')
            .map((li) => li.textContent),
        ).toHaveLength(1),
      );
      expect(within(list).getByText(found)).toBeTruthy();
    }
    fireEvent.change(search, { target: { value: 'nadie se llama así' } });
    expect(await screen.findByText('No customer matches these filters.')).toBeTruthy();
    fireEvent.change(search, { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'agency' } });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    // creating needs the server
    expect(screen.getByRole('button', { name: 'New customer' }).hasAttribute('disabled')).toBe(true);
  });

  it('edits a phone offline: shown at once, queued with that field only, and said on the customer page', async () => {
    const accountId = 'customer-offline-edit';
    const { engine, user, close } = await renderScreen(() => <CustomerEditPage id={1} />, {
      accountId,
      online: false,
      mutations: customerMutations,
      permissions: ['clientsAgency.*'],
      seed: (db) => db.customers.put(makeCustomer(1, 'Panadería Núñez', { phone: '+52 55 1111 1111', notes: 'VIP' })),
      stubs: ['/dashboard/customers/$id'],
    });
    const phone = await screen.findByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '+52 55 2222 2222');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await engine.db.outbox.count()).toBe(1));
    const [entry] = await engine.db.outbox.toArray();
    expect(entry).toMatchObject({
      name: 'customers.update',
      args: { customerId: 1, changes: { phone: '+52 55 2222 2222' } },
    });
    expect(Object.keys((entry!.args as { changes: object }).changes)).toEqual(['phone']);
    expect((await engine.db.customers.get(1))?.phone).toBe('+52 55 2222 2222');
    close();

    await renderScreen(() => <CustomerPage id={1} />, {
      accountId,
      online: false,
      mutations: customerMutations,
      permissions: ['clientsAgency.*'],
      stubs: ['/dashboard/customers/$id/edit', '/dashboard/customers/async'],
    });
    expect(await screen.findByRole('heading', { name: 'Panadería Núñez', level: 1 })).toBeTruthy();
    expect(within(screen.getByTestId('customer-facts')).getByText('+52 55 2222 2222')).toBeTruthy();
    expect((await screen.findAllByTestId('queued-action')).map((q) => q.dataset.state)).toEqual(['waiting']);
  });

  it("shows a customer's documents kept on the device when they cannot be read", async () => {
    await renderScreen(() => <CustomerPage id={1} />, {
      online: false,
      permissions: ['clientsAgency.*'],
      seed: (db) =>
        db.customers.put(
          makeCustomer(1, 'Panadería Núñez', {
            documents_count: 1,
            documents: [
              {
                id: 5,
                document_type: { id: 2, name: 'RFC' },
                number: 'PAN-010101',
                expires_on: null,
                file_name: 'rfc.pdf',
                updated_at: '2026-11-20T12:00:00.000Z',
              },
            ],
          }),
        ),
      stubs: ['/dashboard/customers/$id/edit', '/dashboard/customers/async'],
    });
    const kept = await screen.findByTestId('mirrored-documents');
    expect(within(kept).getByText('RFC · PAN-010101')).toBeTruthy();
    expect(within(kept).getByText('rfc.pdf')).toBeTruthy();
  });

  it('says when a customer is not on this device', async () => {
    await renderScreen(() => <CustomerPage id={404} />, {
      online: false,
      permissions: ['clientsAgency.*'],
      stubs: ['/dashboard/customers/async'],
    });
    expect(await screen.findByRole('heading', { name: 'Customer not on this device' })).toBeTruthy();
  });
});

describe('customer documents', () => {
  it('lists the documents and edits one with a new number (online)', async () => {
    const { createFakeApi } = await import('#src/sync/testing/fake-api.ts');
    const { CustomerDocuments } = await import('./customer-documents.tsx');
    const api = createFakeApi();
    const doc = {
      id: 7,
      customer_id: 1,
      document_type: { id: 2, name: 'RFC' },
      number: 'A-1',
      expires_on: null,
      file: { id: 9, name: 'rfc.pdf', mime: 'application/pdf', size: 2048, url: '/api/files/get/9' },
      uploaded_by: null,
      created_at: '2026-11-20T12:00:00.000Z',
      updated_at: '2026-11-20T12:00:00.000Z',
    };
    api.on('customers.documents', () => ({ data: [doc] }));
    api.on('customers.documentTypes', () => ({ data: [{ id: 2, key: 'rfc', name: 'RFC', required: true }] }));
    api.on('customers.updateDocument', (input) => ({ data: { ...doc, number: String(input.body?.number) } }));
    api.on('customers.list', () => ({
      data: [makeCustomer(1, 'Panadería Núñez', { documents_count: 1 })],
      meta: { current_page: 1, last_page: 1, per_page: 1, total: 1, server_time: '2026-11-20T12:00:00.000Z' },
    }));
    const { user } = await renderScreen(() => <CustomerDocuments customerId={1} editable />, { api });
    expect(await screen.findByText('rfc.pdf (2 KB)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit RFC' }));
    const number = screen.getAllByLabelText('Number')[0]!; // the edit's form sits in its row, above the upload's
    await user.clear(number);
    await user.type(number, 'B-2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('customers.updateDocument')).toHaveLength(1));
    expect(api.callsTo('customers.updateDocument')[0]!.input).toMatchObject({
      params: { id: 1, docId: 7 },
      body: { document_type_id: 2, number: 'B-2' },
    });
  });
});
