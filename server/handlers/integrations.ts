/**
 * Connections and the option lists (src/api/contract/integrations.ts states the calls and rules; reach and answers
 * in ./integrations-reach.ts): GET/POST /connections, GET/PUT/DELETE /connections/{id} and the five option lists.
 *
 * Invariants:
 * - an uploaded source file is checked whole before anything is stored: size (413 over MAX_SOURCE_BYTES, before its
 *   bytes are read), type by its bytes and a readable header (415 / 422 under `file`, server/integrations/sources.ts
 *   `sniffFile`); its bytes become a private `files` row of the uploader, its header the connection's `columns`;
 * - a PostgreSQL connection string (and password) is sealed (server/integrations/secrets.ts) before it is written;
 *   the plain text exists only in the request and in the run that uses it, never in a row, an answer or a log;
 * - an update keeps what it is not given: an empty or absent `connection_string`/`password` keeps the stored one,
 *   `type` cannot change to another kind of source without what that kind needs (422);
 * - a connection a pipeline uses cannot be deleted (409).
 */
import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { Locale } from '#src/api/contract/common.ts';
import * as ig from '#src/api/contract/integrations.ts';
import { isSuperuser } from '#src/api/contract/permissions.ts';
import type { AuthUser } from '../auth/session.ts';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { connectionPipelines, connections, files, providers } from '../db/schema.ts';
import { HttpError, validationError } from '../http/errors.ts';
import { implement, type Implementation } from '../http/register.ts';
import { formatBytes, msg, type MessageKey } from '../i18n.ts';
import { maskedHost, openSecret, sealSecret, secretKey } from '../integrations/secrets.ts';
import { sniffFile } from '../integrations/sources.ts';
import { TARGET_FIELDS } from '../integrations/mapping.ts';
import { XLSX_MIME } from './file-types.ts';
import { connectionAnswers, findConnection, reachWhere } from './integrations-reach.ts';
import { escapeLike, meta, pageOf } from './lookups.ts';

type Ctx = { db: Db; config: ServerConfig; user: AuthUser; locale: Locale; now: Date };

const invalid = (locale: Locale, field: string, key: MessageKey) => {
  const text = msg(locale, key);
  return validationError(text, { [field]: [text] });
};

/**
 * The provider new rows belong to: the caller's; an administrator's body `provider_id` (checked to exist) or none.
 * @throws HttpError 422 under `provider_id` for an unknown provider
 */
export async function ownerOf(
  x: Ctx,
  named: number | undefined,
): Promise<{ providerId: number | null; userId: number }> {
  if (!isSuperuser(x.user.permissions) || named === undefined)
    return { providerId: isSuperuser(x.user.permissions) ? null : x.user.providerId, userId: x.user.id };
  const [found] = await x.db.select({ id: providers.id }).from(providers).where(eq(providers.id, named));
  if (!found) throw invalid(x.locale, 'provider_id', 'integrations.provider_unknown');
  return { providerId: named, userId: x.user.id };
}

/** A `postgres://` or `postgresql://` URL with a host. */
const validConnectionString = (s: string) => {
  try {
    const url = new URL(s);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/**
 * The columns a connection gets from a body (module doc), given what it holds now (update) or nothing (store).
 * @throws HttpError 413, 415, 422 (field → message)
 */
async function columnsFrom(
  x: Ctx,
  body: ig.ConnectionChanges,
  current?: typeof connections.$inferSelect,
): Promise<Partial<typeof connections.$inferInsert>> {
  const type = body.type ?? current?.type ?? 'file';
  const out: Partial<typeof connections.$inferInsert> = { type };
  if (body.name !== undefined) out.name = body.name;
  if (type === 'file') {
    const auth = body.auth_method ?? 'file';
    if (auth !== 'file') throw invalid(x.locale, 'auth_method', 'integrations.auth_mismatch');
    Object.assign(out, { authMethod: 'file', secret: null, host: null, tableName: null, query: null });
    if (!body.file) {
      if (!current?.fileId || current.type !== 'file') throw invalid(x.locale, 'file', 'integrations.file_required');
      return out;
    }
    if (body.file.size > ig.MAX_SOURCE_BYTES)
      throw new HttpError(
        413,
        'too_large',
        msg(x.locale, 'files.too_large', { max: formatBytes(ig.MAX_SOURCE_BYTES) }),
      );
    const bytes = new Uint8Array(await body.file.arrayBuffer());
    const sniffed = await sniffFile(bytes);
    if (!sniffed.ok) {
      const text = msg(x.locale, sniffed.key, sniffed.vars);
      if (sniffed.status === 415)
        throw new HttpError(415, 'unsupported_media_type', text, { errors: { file: [text] } });
      throw validationError(text, { file: [text] });
    }
    const name = (body.file instanceof File && body.file.name) || `source.${sniffed.format}`;
    const [stored] = await x.db
      .insert(files)
      .values({
        ownerId: x.user.id,
        name: name.slice(0, 255),
        mime: sniffed.format === 'xlsx' ? XLSX_MIME : 'text/csv',
        size: bytes.byteLength,
        data: bytes,
      })
      .returning({ id: files.id });
    return { ...out, fileId: stored!.id, columns: sniffed.columns };
  }
  const auth = body.auth_method ?? (current?.type === 'postgresql' ? current.authMethod : 'none');
  if (auth === 'file') throw invalid(x.locale, 'auth_method', 'integrations.auth_mismatch');
  const key = await secretKey(x.db, x.config);
  const before = current?.type === 'postgresql' ? openSecret(key, current.secret) : undefined;
  const connectionString = body.connection_string || before?.connection_string;
  if (!connectionString) throw invalid(x.locale, 'connection_string', 'integrations.connection_string_required');
  if (!validConnectionString(connectionString))
    throw invalid(x.locale, 'connection_string', 'integrations.connection_string_invalid');
  const password = auth === 'password' ? body.password || before?.password : undefined;
  if (auth === 'password' && !password) throw invalid(x.locale, 'password', 'integrations.password_required');
  const table =
    body.table !== undefined ? body.table || null : current?.type === 'postgresql' ? current.tableName : null;
  const query = body.query !== undefined ? body.query || null : current?.type === 'postgresql' ? current.query : null;
  if ((table === null) === (query === null)) throw invalid(x.locale, 'table', 'integrations.table_or_query');
  return {
    ...out,
    authMethod: auth,
    fileId: null,
    secret: sealSecret(key, { connection_string: connectionString, ...(password ? { password } : {}) }),
    host: maskedHost(connectionString),
    tableName: table,
    query,
    ...(current && current.tableName === table && current.query === query ? {} : { columns: [] }),
  };
}

/** One option list (`{ data: [{ id, name }] }`) from keys and their message prefix. */
const options = (locale: Locale, keys: readonly string[], prefix: string) => ({
  data: keys.map((k) => ({ id: k, name: msg(locale, `${prefix}${k}` as MessageKey) })),
});

const r = ig.connectionsResource;

/** The connection calls and the option lists, to register in server/handlers/index.ts. */
export const connectionHandlers: readonly Implementation[] = [
  implement(r.list, async ({ db, user, query }) => {
    const where = reachWhere(user, connections);
    if (query.name?.trim()) where.push(ilike(connections.name, escapeLike(query.name.trim())));
    const { size, current, offset } = pageOf(query.page, query.per_page);
    const [total] = await db
      .select({ n: count() })
      .from(connections)
      .where(and(...where));
    const rows = await db
      .select()
      .from(connections)
      .where(and(...where))
      .orderBy(asc(connections.name), asc(connections.id))
      .limit(size)
      .offset(offset);
    return { data: await connectionAnswers(db, rows), meta: meta(current, size, total?.n ?? 0) };
  }),
  implement(r.show, async ({ db, user, params, locale }) => ({
    data: (await connectionAnswers(db, [await findConnection(db, user, params.id, locale)]))[0]!,
  })),
  implement(r.store, async (x) => {
    const owner = await ownerOf(x, x.body.provider_id);
    const columns = await columnsFrom(x, x.body);
    const [row] = await x.db
      .insert(connections)
      .values({
        ...columns,
        ...owner,
        name: x.body.name,
        createdAt: x.now,
        updatedAt: x.now,
      } as typeof connections.$inferInsert)
      .returning();
    return {
      data: (await connectionAnswers(x.db, [row!]))[0]!,
      message: msg(x.locale, 'integrations.connection_saved'),
    };
  }),
  implement(r.update, async (x) => {
    const found = await findConnection(x.db, x.user, x.params.id, x.locale);
    const columns = await columnsFrom(x, x.body, found);
    const [row] = await x.db
      .update(connections)
      .set({ ...columns, updatedAt: x.now })
      .where(eq(connections.id, found.id))
      .returning();
    if (found.fileId && row!.fileId !== found.fileId) await x.db.delete(files).where(eq(files.id, found.fileId));
    return {
      data: (await connectionAnswers(x.db, [row!]))[0]!,
      message: msg(x.locale, 'integrations.connection_saved'),
    };
  }),
  implement(r.delete, async ({ db, user, params, locale }) => {
    const found = await findConnection(db, user, params.id, locale);
    const [used] = await db
      .select({ n: count() })
      .from(connectionPipelines)
      .where(eq(connectionPipelines.connectionId, found.id));
    if ((used?.n ?? 0) > 0) throw new HttpError(409, 'conflict', msg(locale, 'integrations.connection_in_use'));
    await db.delete(connections).where(eq(connections.id, found.id));
    if (found.fileId) await db.delete(files).where(eq(files.id, found.fileId));
    return { message: msg(locale, 'integrations.connection_deleted') };
  }),
  implement(ig.connectionTypes, async ({ locale }) => options(locale, ig.CONNECTION_TYPES, 'integrations.type.')),
  implement(ig.authMethods, async ({ locale }) => options(locale, ig.AUTH_METHODS, 'integrations.auth.')),
  implement(ig.fieldFunctions, async ({ locale }) => options(locale, ig.FUNCTIONS, 'integrations.fn.')),
  implement(ig.pipelineTypes, async ({ locale }) => options(locale, ig.PIPELINE_TYPES, 'integrations.pipeline.')),
  implement(ig.columnsAvailable, async ({ locale, query }) => ({
    data: TARGET_FIELDS[query.target ?? 'units'].map((f) => ({
      id: f.key,
      name: msg(locale, `integrations.col.${f.key}` as MessageKey),
      required: f.required,
    })),
  })),
];
