/**
 * The data side of the resource kit (ARCHITECTURE.md "Growing it:
 * Resources"): a resource's list, one row, and its online save and delete,
 * on the contract's endpoints (`crudEndpoints`, or any endpoints of the same
 * shapes). Reads go through `useRead` (kept on the device, so a list loaded
 * once still shows offline, saying from when); a save or delete needs the
 * server's answer (it gives ids and checks the data), then reads the list
 * and the row again (`useInvalidate`).
 */
import type * as v from 'valibot';
import type { AnyEndpoint, Endpoint, Schema } from '#src/api/contract/define.ts';
import { useInvalidate, useRead, useSyncEngine, type Read } from '#src/sync/index.ts';

/** The endpoints a resource screen uses (list required; `show` when list rows lack what the form needs). */
export interface ResourceEndpoints {
  list: AnyEndpoint;
  show?: Endpoint<Schema, undefined, undefined, Schema> | undefined;
  store: Endpoint<undefined, undefined, Schema, Schema>;
  update: Endpoint<Schema, undefined, Schema, Schema>;
  delete: Endpoint<Schema, undefined, undefined, Schema>;
}

/** A page of rows as screens show it. */
export interface ResourcePage<Row> {
  rows: Row[];
  lastPage: number;
}

/** The standard list answer `{ data, meta: { last_page } }` as a page. */
export function pageOfAnswer<Row>(answer: unknown): ResourcePage<Row> {
  const a = answer as { data: Row[]; meta?: { last_page: number } };
  return { rows: a.data, lastPage: a.meta?.last_page ?? 1 };
}

/**
 * One page of the list.
 * @param query the list's query (page, per_page, search and fixed filters; undefined values are dropped)
 * @param toPage how the answer becomes rows (default `pageOfAnswer`)
 */
export function useResourceList<Row>(
  endpoints: ResourceEndpoints,
  query: Record<string, unknown>,
  toPage: (answer: unknown) => ResourcePage<Row> = pageOfAnswer,
): Read<ResourcePage<Row>> {
  const clean = Object.fromEntries(Object.entries(query).filter(([, x]) => x !== undefined && x !== ''));
  const input = (endpoints.list.query ? { query: clean } : {}) as never;
  return useRead(endpoints.list, input, { keep: true, select: toPage });
}

/** One row for its edit form, fresh from the server (never a kept copy: an edit needs the current row). */
export function useResourceRow<Row>(endpoints: ResourceEndpoints, id: number, enabled: boolean): Read<Row> {
  return useRead(endpoints.show ?? endpoints.list, { params: { id } } as never, {
    enabled: enabled && !!endpoints.show,
    select: (a) => (a as { data: Row }).data,
  });
}

/** Online save and delete; each re-reads the resource's list and rows once the server answered. */
export function useResourceActions<Row>(endpoints: ResourceEndpoints) {
  const { transport } = useSyncEngine();
  const invalidate = useInvalidate();
  const again = () => invalidate(...[endpoints.list, endpoints.show].filter((e): e is AnyEndpoint => !!e));
  return {
    /**
     * Creates (`id` undefined) or replaces a row.
     * @throws ApiError (422 with the server's `errors`; status 0 with no connection)
     */
    async save(id: number | undefined, body: Record<string, unknown>): Promise<Row> {
      const answer = (
        id === undefined
          ? await transport.call(endpoints.store, { body: body as never })
          : await transport.call(endpoints.update, { params: { id } as never, body: body as never })
      ) as { data: Row };
      await again();
      return answer.data;
    },
    /** Deletes a row. @returns the server's message. @throws ApiError (e.g. 409 in use) */
    async remove(id: number): Promise<string> {
      const answer = (await transport.call(endpoints.delete, { params: { id } as never })) as { message: string };
      await again();
      return answer.message;
    },
  };
}

/** The body schema a resource's form is checked with (update's, else store's). */
export const bodySchemaOf = (endpoints: ResourceEndpoints, editing: boolean): v.GenericSchema =>
  (editing ? endpoints.update.body : endpoints.store.body) as v.GenericSchema;
