/**
 * A resource's five calls in one declaration (ARCHITECTURE.md "Growing it:
 * Resources"; api-catalogue.md §3 "Paginated answers expose data and meta
 * with current_page and last_page"; spec product.md §5, §8 for validation):
 *
 *   list    GET    {path}?page&per_page&…filters   → { data: Row[], meta }
 *   show    GET    {path}/{id}                      → { data: Row }
 *   store   POST   {path}            body           → { data: Row, message? }
 *   update  PUT    {path}/{id}       body           → { data: Row, message? }
 *   delete  DELETE {path}/{id}                      → { message }
 *
 * Names are `<name>.list|show|store|update|delete`. `access.collection` guards
 * list and store; `access.member` guards the `{id}` calls (usually with the
 * resource's ownership rule). The server implements them with `crudHandlers`
 * (server/http/crud.ts) and the screens are configurations of the resource kit
 * (src/resource); docs/adding-a-resource.md walks the whole path.
 */
import * as v from 'valibot';
import { envelope, idParams, messageAnswer, paginated, paginationQuery } from './common.ts';
import { endpoint, type Access, type Schema } from './define.ts';

export interface CrudSpec<R extends Schema, B extends Schema, F extends v.ObjectEntries> {
  /** Name prefix, e.g. `materials`. */
  name: string;
  /** Collection path as the spec writes it (no /api), e.g. `/provider/materials`. */
  path: string;
  /** Spec reference, e.g. `api-catalogue.md Media types and materials`. */
  spec: string;
  /** One row as answered. */
  row: R;
  /** What store and update take (the form is validated by this same schema). */
  body: B;
  /** List filters besides `page` and `per_page` (e.g. `{ name: v.optional(text(120)) }`). */
  filters?: F;
  access: { collection: Access; member: Access };
}

/**
 * Declares the five calls of a resource (see module doc).
 * @throws Error at definition time when an ownership rule names a param other than `id`
 */
/* @__NO_SIDE_EFFECTS__ */
export function crudEndpoints<R extends Schema, B extends Schema, F extends v.ObjectEntries = {}>(
  s: CrudSpec<R, B, F>,
) {
  const member = `${s.path}/{id}`;
  const base = { spec: s.spec } as const;
  return {
    list: endpoint({
      ...base,
      name: `${s.name}.list`,
      method: 'GET',
      path: s.path,
      access: s.access.collection,
      query: v.object({ ...paginationQuery, ...(s.filters ?? ({} as F)) }),
      answer: paginated(s.row),
    }),
    show: endpoint({
      ...base,
      name: `${s.name}.show`,
      method: 'GET',
      path: member,
      access: s.access.member,
      params: idParams,
      answer: envelope(s.row),
    }),
    store: endpoint({
      ...base,
      name: `${s.name}.store`,
      method: 'POST',
      path: s.path,
      access: s.access.collection,
      body: s.body,
      answer: envelope(s.row),
    }),
    update: endpoint({
      ...base,
      name: `${s.name}.update`,
      method: 'PUT',
      path: member,
      access: s.access.member,
      params: idParams,
      body: s.body,
      answer: envelope(s.row),
    }),
    delete: endpoint({
      ...base,
      name: `${s.name}.delete`,
      method: 'DELETE',
      path: member,
      access: s.access.member,
      params: idParams,
      answer: messageAnswer,
    }),
  };
}

/** The endpoints `crudEndpoints` returns. */
export type CrudEndpoints<R extends Schema = Schema, B extends Schema = Schema> = ReturnType<
  typeof crudEndpoints<R, B, v.ObjectEntries>
>;
