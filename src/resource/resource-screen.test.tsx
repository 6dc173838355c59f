/**
 * The resource kit end to end on a fake API: the list's search (after the
 * spec's pause) and pages from `meta`, the empty, offline and kept states,
 * the form checked by the endpoint's own body schema, the server's 422 under
 * its field, and a save with no connection that loses nothing.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import * as v from 'valibot';
import { crudEndpoints } from '#src/api/contract/crud.ts';
import { requiredText, text } from '#src/api/contract/common.ts';
import { ApiError } from '#src/api/errors.ts';
import { createFakeApi, offline, type FakeApi } from '#src/sync/testing/fake-api.ts';
import { renderScreen } from '#src/ui/testing/render-screen.tsx';
import { ResourceScreen, type ResourceConfig } from './resource-screen.tsx';

const row = v.object({ id: v.number(), name: v.string(), stock: v.number() });
type Row = v.InferOutput<typeof row>;
const shelves = crudEndpoints({
  name: 'test.shelves',
  path: '/test/shelves',
  spec: 'test only',
  row,
  body: v.object({ name: requiredText(40), stock: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
  filters: { name: v.optional(text(40)) },
  access: { collection: 'user', member: 'user' },
});

const config: ResourceConfig<Row> = {
  endpoints: shelves,
  title: 'Shelves',
  labels: {
    create: 'New shelf',
    edit: 'Edit shelf',
    empty: 'No shelves yet.',
    created: 'Shelf created.',
    saved: 'Shelf saved.',
    what: 'the shelves',
  },
  columns: [
    { header: 'Name', cell: (r) => r.name },
    { header: 'Stock', cell: (r) => r.stock, numeric: true },
  ],
  fields: [
    { name: 'name', label: 'Name', required: true },
    { name: 'stock', label: 'Stock', kind: 'number' },
  ],
  toForm: (r) => ({ name: r?.name ?? '', stock: r ? String(r.stock) : '' }),
  toBody: (f) => ({ name: f.name, stock: f.stock?.trim() === '' ? undefined : Number(f.stock) }),
  rowName: (r) => r.name,
  search: 'name',
  perPage: 2,
};

function serve(api: FakeApi, rows: Row[]) {
  api.on('test.shelves.list', (input) => {
    const q = input.query as { page?: number; per_page?: number; name?: string };
    const found = rows.filter((r) => !q.name || r.name.toLowerCase().includes(q.name.toLowerCase()));
    const per = q.per_page ?? 20;
    const page = q.page ?? 1;
    return {
      data: found.slice((page - 1) * per, page * per),
      meta: {
        current_page: page,
        last_page: Math.max(1, Math.ceil(found.length / per)),
        per_page: per,
        total: found.length,
      },
    };
  });
  api.on('test.shelves.store', (input) => {
    const body = input.body as { name: string; stock: number };
    const created = { id: rows.length + 1, ...body };
    rows.push(created);
    return { data: created };
  });
}

describe('resource screen', () => {
  it('pages with meta, searches after the pause, and says when nothing matches', async () => {
    const api = createFakeApi();
    serve(api, [
      { id: 1, name: 'Norte', stock: 3 },
      { id: 2, name: 'Sur', stock: 0 },
      { id: 3, name: 'Norte bajo', stock: 8 },
    ]);
    const { user } = await renderScreen(() => <ResourceScreen config={config} />, { api });
    const table = await screen.findByRole('table', { name: 'Shelves' });
    expect(within(table).getAllByRole('row')).toHaveLength(3); // header + 2
    await user.click(screen.getByRole('button', { name: /page 2/i }));
    expect(await screen.findByText('Norte bajo')).toBeTruthy();
    await user.type(screen.getByLabelText('Search by name'), 'sur');
    expect(await screen.findByText('Sur')).toBeTruthy();
    expect(api.callsTo('test.shelves.list').at(-1)?.input.query).toMatchObject({ name: 'sur', page: 1 });
    // one search for the whole word, not one per keystroke
    expect(api.callsTo('test.shelves.list').filter((c) => (c.input.query as { name?: string }).name)).toHaveLength(1);
    await user.clear(screen.getByLabelText('Search by name'));
    await user.type(screen.getByLabelText('Search by name'), 'este');
    expect(await screen.findByText('No shelves yet.')).toBeTruthy();
  });

  it('says the list needs a connection, then shows the kept list from when, with Retry', async () => {
    const api = createFakeApi();
    api.script('test.shelves.list', offline());
    serve(api, [{ id: 1, name: 'Norte', stock: 3 }]);
    const first = await renderScreen(() => <ResourceScreen config={config} />, { api });
    expect(await screen.findByText(/needs a connection/)).toBeTruthy();
    await first.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Norte')).toBeTruthy();
  });

  it('checks the form with the endpoint schema, shows the server 422 under the field, keeps values offline', async () => {
    const api = createFakeApi();
    const rows: Row[] = [];
    serve(api, rows);
    const { user } = await renderScreen(() => <ResourceScreen config={config} />, { api });
    await user.click(await screen.findByRole('button', { name: 'New shelf' }));
    await user.type(screen.getByLabelText(/^Stock/), '-2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required.')).toBeTruthy();
    expect(screen.getByText('Must be at least 0.')).toBeTruthy();
    expect(api.callsTo('test.shelves.store')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Stock/));
    await user.type(screen.getByLabelText(/^Stock/), '4');
    await user.type(screen.getByLabelText(/^Name/), 'Centro');
    api.script(
      'test.shelves.store',
      new ApiError({ type: 'validation', status: 422, message: 'Invalid', errors: { name: ['Ya existe.'] } }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ya existe.')).toBeTruthy();

    api.script('test.shelves.store', offline());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Saving needs a connection/)).toBeTruthy();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Centro');
    expect((screen.getByLabelText(/^Stock/) as HTMLInputElement).value).toBe('4');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const table = await screen.findByRole('table', { name: 'Shelves' });
    expect(within(table).getByText('Centro')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New shelf' })).toBeNull());
    expect(rows).toEqual([{ id: 1, name: 'Centro', stock: 4 }]);
  });

  it('keeps the row when the server refuses a delete', async () => {
    const api = createFakeApi();
    serve(api, [{ id: 1, name: 'Norte', stock: 3 }]);
    api.script('test.shelves.delete', new ApiError({ type: 'conflict', status: 409, message: 'En uso.' }));
    const { user } = await renderScreen(() => <ResourceScreen config={config} />, { api });
    await user.click(await screen.findByRole('button', { name: 'Delete Norte' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(api.callsTo('test.shelves.delete')).toHaveLength(1));
    // the refusal is a notice (notifyError); the row stays and its buttons come back
    expect(await screen.findByRole('button', { name: 'Delete Norte' })).toBeTruthy();
    expect(screen.getByText('Norte')).toBeTruthy();
  });
});
