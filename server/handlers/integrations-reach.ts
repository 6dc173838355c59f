/**
 * Who reaches which integration rows, and how rows are answered (src/api/contract/integrations.ts module doc "Who";
 * the ownership rules `connection`, `dataSpecification`, `connectionPipeline` of server/auth/ownership.ts call the
 * `find*` functions here).
 *
 * - Administrators reach every row; a caller with a provider reaches its provider's rows; anyone else (no provider)
 *   only the rows it made without a provider. Out of reach is a 404, exactly as a missing row.
 * - Answers never carry a connection's `secret`: only `has_credentials` and the masked `host` stored beside it.
 * - A run still `running` whose last progress is older than STALE_RUN_MINUTES is answered `failed` (its server
 *   stopped mid-way; the row is left as it is, and the partial unique index lets a new run start once it is marked).
 */
import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '#src/api/contract/common.ts';
import * as ig from '#src/api/contract/integrations.ts';
import { isSuperuser } from '#src/api/contract/permissions.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { connectionPipelines, connections, dataSpecifications, files, syncRuns } from '../db/schema.ts';
import { msg } from '../i18n.ts';
import { notFound } from './unit-view.ts';
import { iso } from './sync-page.ts';

type ConnectionRow = typeof connections.$inferSelect;
type SpecRow = typeof dataSpecifications.$inferSelect;
type PipelineRow = typeof connectionPipelines.$inferSelect;
type RunRow = typeof syncRuns.$inferSelect;

/** Conditions limiting a table's rows to those the caller reaches (module doc). */
export function reachWhere(user: AuthUser, t: { providerId: PgColumn; userId: PgColumn }): SQL[] {
  if (isSuperuser(user.permissions)) return [];
  if (user.providerId != null) return [eq(t.providerId, user.providerId)];
  return [isNull(t.providerId), eq(t.userId, user.id)];
}

/** A connection the caller reaches. @throws HttpError 404 */
export async function findConnection(db: Db, user: AuthUser, id: number, locale: Locale): Promise<ConnectionRow> {
  const [row] = await db
    .select()
    .from(connections)
    .where(and(eq(connections.id, id), ...reachWhere(user, connections)));
  if (!row) throw notFound(locale);
  return row;
}

/** A data specification the caller reaches. @throws HttpError 404 */
export async function findSpecification(db: Db, user: AuthUser, id: number, locale: Locale): Promise<SpecRow> {
  const [row] = await db
    .select()
    .from(dataSpecifications)
    .where(and(eq(dataSpecifications.id, id), ...reachWhere(user, dataSpecifications)));
  if (!row) throw notFound(locale);
  return row;
}

/** A pipeline the caller reaches. @throws HttpError 404 */
export async function findPipeline(db: Db, user: AuthUser, id: number, locale: Locale): Promise<PipelineRow> {
  const [row] = await db
    .select()
    .from(connectionPipelines)
    .where(and(eq(connectionPipelines.id, id), ...reachWhere(user, connectionPipelines)));
  if (!row) throw notFound(locale);
  return row;
}

/** `.xlsx` or `.csv` from a stored file's type. */
const formatOf = (mime: string) => (mime.includes('spreadsheetml') ? 'xlsx' : 'csv');

/** Connections as answered (module doc: never the secret), with their file's name, size and format. */
export async function connectionAnswers(db: Db, rows: readonly ConnectionRow[]): Promise<ig.Connection[]> {
  const ids = rows.flatMap((r) => (r.fileId ? [r.fileId] : []));
  const found = ids.length
    ? await db
        .select({ id: files.id, name: files.name, size: files.size, mime: files.mime })
        .from(files)
        .where(inArray(files.id, ids))
    : [];
  const byId = new Map(found.map((f) => [f.id, f]));
  return rows.map((r) => {
    const file = r.fileId ? byId.get(r.fileId) : undefined;
    return {
      id: r.id,
      provider_id: r.providerId,
      user_id: r.userId,
      name: r.name,
      type: r.type,
      auth_method: r.authMethod,
      file: file ? { id: file.id, name: file.name, size: file.size, format: formatOf(file.mime) } : null,
      has_credentials: r.secret !== null,
      host: r.host,
      table: r.tableName,
      query: r.query,
      columns: r.columns,
      created_at: iso(r.createdAt),
      updated_at: iso(r.updatedAt),
    };
  });
}

/** A specification as answered. */
export const specificationAnswer = (r: SpecRow): ig.DataSpecification => ({
  id: r.id,
  provider_id: r.providerId,
  user_id: r.userId,
  name: r.name,
  target: r.target,
  fields: r.fields.map((f) => ({
    source: f.source,
    target: f.target,
    function: f.function as ig.FieldFunction,
    argument: f.argument,
  })),
  created_at: iso(r.createdAt),
  updated_at: iso(r.updatedAt),
});

/** Whether a running run has not advanced for STALE_RUN_MINUTES (module doc). */
export const isStale = (run: RunRow, now: Date) =>
  run.status === 'running' && now.getTime() - run.updatedAt.getTime() > ig.STALE_RUN_MINUTES * 60_000;

/** A run as answered (a stale running run as failed, module doc). */
export function runAnswer(run: RunRow, now: Date, locale: Locale): ig.SyncRun {
  const stale = isStale(run, now);
  return {
    id: run.id,
    pipeline_id: run.pipelineId,
    status: stale ? 'failed' : run.status,
    dry_run: run.dryRun,
    rows_read: run.rowsRead,
    rows_written: run.rowsWritten,
    rows_refused: run.rowsRefused,
    refused: run.refused,
    log: stale ? [...run.log, { at: iso(run.updatedAt), text: msg(locale, 'integrations.run_interrupted') }] : run.log,
    started_at: iso(run.startedAt),
    finished_at: run.finishedAt ? iso(run.finishedAt) : null,
  };
}

/** A run by id. */
export async function runById(db: Db, id: number): Promise<RunRow> {
  const [run] = await db.select().from(syncRuns).where(eq(syncRuns.id, id));
  return run!;
}

/** Pipelines as answered, each with its last run (module doc). */
export async function pipelineAnswers(
  db: Db,
  rows: readonly PipelineRow[],
  now: Date,
  locale: Locale,
): Promise<ig.ConnectionPipeline[]> {
  const last = new Map<number, RunRow>();
  for (const r of rows) {
    const [run] = await db
      .select()
      .from(syncRuns)
      .where(eq(syncRuns.pipelineId, r.id))
      .orderBy(desc(syncRuns.id))
      .limit(1);
    if (run) last.set(r.id, run);
  }
  return rows.map((r) => {
    const run = last.get(r.id);
    return {
      id: r.id,
      provider_id: r.providerId,
      user_id: r.userId,
      name: r.name,
      type: r.type,
      connection_id: r.connectionId,
      data_specification_id: r.dataSpecificationId,
      workgroup_id: r.workgroupId,
      last_run: run ? runAnswer(run, now, locale) : null,
      created_at: iso(r.createdAt),
      updated_at: iso(r.updatedAt),
    };
  });
}
