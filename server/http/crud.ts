/**
 * The reference server's side of a resource (ARCHITECTURE.md "Growing it:
 * Resources"; src/api/contract/crud.ts declares the five calls):
 * `crudHandlers({ endpoints, table, scope, search, toAnswer, toColumns })`
 * implements list, show, store, update and delete on one Drizzle table.
 *
 * - list: rows in `scope(user)`, filtered by `search` (case-insensitive
 *   substring of one column, from the query key it names), ordered by
 *   `orderBy` then id, paged by `page`/`per_page` (at most 500) → `{ data, meta }`;
 * - show / update / delete: the row by id within the scope, else 404 (the
 *   endpoint's ownership rule has already answered 404 for a stranger's row;
 *   the scope check keeps the handler right on its own);
 * - store: `toColumns(body)` plus `ownerColumns(user)` (e.g. the caller's
 *   provider) and the timestamps; update: `toColumns(body)` and `updatedAt`;
 * - delete: `beforeDelete` may refuse (e.g. 409 while something uses the row).
 *
 * Answers carry the messages named in `messages` (server/i18n.ts, es and en).
 * Special cases stay explicit: a resource whose calls are not plain CRUD
 * writes its own handlers with `implement()`.
 */
import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Locale } from '#src/api/contract/common.ts';
import type { CrudEndpoints } from '#src/api/contract/crud.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { escapeLike, meta, pageOf } from '../handlers/lookups.ts';
import { msg, type MessageKey } from '../i18n.ts';
import { HttpError } from './errors.ts';
import { implement, type Implementation } from './register.ts';

/** A table the kit can serve: an integer `id` and, when rows are stamped, `createdAt`/`updatedAt`. */
type CrudTable = PgTable & { id: PgColumn };

export interface CrudHandlersSpec<T extends CrudTable, Row, Body> {
  endpoints: CrudEndpoints;
  table: T;
  /** Conditions limiting the rows the caller reaches ([] for all). */
  scope: (user: AuthUser) => SQL[];
  /** `{ query: 'name', column }`: the list filters `column` by the query value `query`. */
  search?: { query: string; column: PgColumn };
  /** More list conditions from the query (e.g. `countries=4,9` → country in (4, 9)). */
  filters?: (query: Record<string, unknown>) => SQL[];
  /** Checks a body against other tables before store and update (throw a 422, e.g. units of another country). */
  beforeSave?: (db: Db, body: Body, locale: Locale) => Promise<void>;
  /**
   * Writes what the row owns in other tables after store and update (e.g. a package's segments); store or update and
   * this run in one transaction.
   */
  afterSave?: (db: Db, row: T['$inferSelect'], body: Body) => Promise<void>;
  /** List order before the id (default: id only). */
  orderBy?: PgColumn;
  toAnswer: (row: T['$inferSelect']) => Row;
  /**
   * Answers several rows at once when an answer needs other tables (e.g. a material's currency from its
   * provider's country); used instead of `toAnswer` when given.
   */
  toAnswers?: (db: Db, rows: T['$inferSelect'][]) => Promise<Row[]>;
  toColumns: (body: Body) => Partial<T['$inferInsert']>;
  /** Columns a new row gets from its creator (e.g. `{ providerId }`). May throw a 422. */
  ownerColumns?: (user: AuthUser, locale: Locale) => Partial<T['$inferInsert']>;
  /** Whether the table has `createdAt`/`updatedAt` timestamps to set (default true). */
  stamped?: boolean;
  /** Refuses a delete (throw an HttpError, e.g. 409 in use). */
  beforeDelete?: (db: Db, row: T['$inferSelect'], locale: Locale) => Promise<void>;
  messages: { saved: MessageKey; deleted: MessageKey };
}

const notFound = (locale: Locale) => new HttpError(404, 'not_found', msg(locale, 'http.not_found'));

/**
 * Implements a resource's five calls (see module doc).
 * @returns implementations to register with the others (server/handlers/index.ts)
 */
export function crudHandlers<T extends CrudTable, Row, Body>(spec: CrudHandlersSpec<T, Row, Body>): Implementation[] {
  const { endpoints: e, table, scope } = spec;
  /** Runs a write, then `afterSave` in the same transaction when there is one. */
  const saving = async (db: Db, body: Body, write: (tx: Db) => Promise<T['$inferSelect']>) => {
    const after = spec.afterSave;
    if (!after) return write(db);
    return db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const row = await write(tx);
      await after(tx, row, body);
      return row;
    });
  };
  const stamped = spec.stamped ?? true;
  const db_ = (db: Db) =>
    db as unknown as {
      select: Db['select'];
      insert: (t: T) => { values: (v: unknown) => { returning: () => Promise<T['$inferSelect'][]> } };
      update: (t: T) => {
        set: (v: unknown) => { where: (w: SQL | undefined) => { returning: () => Promise<T['$inferSelect'][]> } };
      };
      delete: (t: T) => { where: (w: SQL | undefined) => Promise<unknown> };
    };
  async function find(db: Db, user: AuthUser, id: number, locale: Locale): Promise<T['$inferSelect']> {
    const [row] = await db
      .select()
      .from(table as PgTable)
      .where(and(eq(table.id, id), ...scope(user)));
    if (!row) throw notFound(locale);
    return row as T['$inferSelect'];
  }
  const answers = (db: Db, rows: T['$inferSelect'][]): Promise<Row[]> | Row[] =>
    spec.toAnswers ? spec.toAnswers(db, rows) : rows.map((r) => spec.toAnswer(r));
  const answer = async (db: Db, row: T['$inferSelect']): Promise<Row> => (await answers(db, [row]))[0]!;
  const timestamps = (now: Date, created: boolean) =>
    stamped ? (created ? { createdAt: now, updatedAt: now } : { updatedAt: now }) : {};

  return [
    implement(e.list, async ({ db, query, user }) => {
      const q = query as Record<string, unknown> & { page?: number; per_page?: number };
      const where: SQL[] = [...scope(user)];
      const term = spec.search ? q[spec.search.query] : undefined;
      if (spec.search && typeof term === 'string' && term.trim() !== '')
        where.push(ilike(spec.search.column, escapeLike(term.trim())));
      if (spec.filters) where.push(...spec.filters(q));
      const { size, current, offset } = pageOf(q.page, q.per_page);
      const [total] = await db
        .select({ n: count() })
        .from(table as PgTable)
        .where(and(...where));
      const rows = await db
        .select()
        .from(table as PgTable)
        .where(and(...where))
        .orderBy(...(spec.orderBy ? [asc(spec.orderBy)] : []), asc(table.id))
        .limit(size)
        .offset(offset);
      return {
        data: await answers(db, rows as T['$inferSelect'][]),
        meta: meta(current, size, total?.n ?? 0),
      } as never;
    }),
    implement(e.show, async ({ db, params, user, locale }) => ({
      data: (await answer(db, await find(db, user, params.id, locale))) as never,
    })),
    implement(e.store, async ({ db, body, user, locale, now }) => {
      await spec.beforeSave?.(db, body as Body, locale);
      const row = await saving(db, body as Body, async (tx) => {
        const [inserted] = await db_(tx)
          .insert(table)
          .values({
            ...spec.ownerColumns?.(user, locale),
            ...spec.toColumns(body as Body),
            ...timestamps(now, true),
          })
          .returning();
        return inserted!;
      });
      return { data: (await answer(db, row!)) as never, message: msg(locale, spec.messages.saved) };
    }),
    implement(e.update, async ({ db, params, body, user, locale, now }) => {
      const found = await find(db, user, params.id, locale);
      await spec.beforeSave?.(db, body as Body, locale);
      const row = await saving(db, body as Body, async (tx) => {
        const [updated] = await db_(tx)
          .update(table)
          .set({ ...spec.toColumns(body as Body), ...timestamps(now, false) })
          .where(eq(table.id, (found as { id: number }).id))
          .returning();
        return updated!;
      });
      return { data: (await answer(db, row!)) as never, message: msg(locale, spec.messages.saved) };
    }),
    implement(e.delete, async ({ db, params, user, locale }) => {
      const found = await find(db, user, params.id, locale);
      await spec.beforeDelete?.(db, found, locale);
      await db_(db)
        .delete(table)
        .where(eq(table.id, (found as { id: number }).id));
      return { message: msg(locale, spec.messages.deleted) };
    }),
  ];
}
