/**
 * The sync engine: one run of a pipeline (src/api/contract/integrations.ts module doc, GET
 * /connection_pipelines/{id}/sync and POST /send-to-dots/{id}).
 *
 * Invariants:
 * - a run is a `sync_runs` row made `running` before any work (`startRun`; the partial unique index
 *   `sync_runs_one_running_uq` keeps one running run per pipeline: a second start is a 409) and left `finished` or
 *   `failed` by `executeRun`, which never throws: any failure (source unreachable, credentials that no longer open,
 *   a file refused as a whole, a database error) is the run's last log line and status;
 * - rows are read in batches of SYNC_BATCH (DRY_BATCH in a dry run, whose transactions are rolled back and held
 *   while a batch runs), mapped by the specification and written through the target's own import
 *   (./targets.ts), which commits in short transactions and yields between them; after each batch the counts, the
 *   new refused rows (the first REFUSED_KEPT are kept) and a log line are added to the run, so GET
 *   /connection_pipelines/{id} shows progress while it goes on;
 * - `rows_read` = `rows_written` + `rows_refused` after every batch;
 * - a source's column names are stored on its connection once read (a table's are known only then).
 */
import { eq, sql } from 'drizzle-orm';
import type { Locale } from '#src/api/contract/common.ts';
import { PIPELINE_TARGET, REFUSED_KEPT, type SpecField } from '#src/api/contract/integrations.ts';
import type { AuthUser } from '../auth/session.ts';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { yieldToEventLoop } from '../db/chunked.ts';
import { connectionPipelines, connections, dataSpecifications, files, syncRuns } from '../db/schema.ts';
import { firstMessage, type RefusedRow } from '../domain/unit-csv.ts';
import { HttpError } from '../http/errors.ts';
import { msg, type MessageKey } from '../i18n.ts';
import { sendUnitsToDots } from './dots.ts';
import { compileSpec, mapRow } from './mapping.ts';
import { openSecret, secretKey, type ConnectionSecret } from './secrets.ts';
import { HostNotAllowedError, fileBatches, postgresBatches, type SourceBatch } from './sources.ts';
import { importBatch, type MappedRow } from './targets.ts';

/** Rows read and written per batch. */
export const SYNC_BATCH = 2000;
/** Rows per batch in a dry run (each batch one transaction, rolled back). */
export const DRY_BATCH = 500;

type Pipeline = typeof connectionPipelines.$inferSelect;
type ConnectionRow = typeof connections.$inferSelect;
export type RunRow = typeof syncRuns.$inferSelect;

/** Who runs, and the server's parts. */
export interface RunContext {
  db: Db;
  config: ServerConfig;
  user: AuthUser;
  locale: Locale;
}

/**
 * Makes the run row (`running`, a first log line).
 * @throws HttpError 409 when the pipeline already has a running run
 */
export async function startRun(x: RunContext, pipeline: Pipeline, dryRun: boolean): Promise<RunRow> {
  const now = x.config.now();
  const text = msg(x.locale, dryRun ? 'integrations.log_started_dry' : 'integrations.log_started', {
    name: pipeline.name,
  });
  try {
    const [run] = await x.db
      .insert(syncRuns)
      .values({
        pipelineId: pipeline.id,
        userId: x.user.id,
        status: 'running',
        dryRun,
        log: [{ at: now.toISOString(), text }],
        startedAt: now,
        updatedAt: now,
      })
      .returning();
    return run!;
  } catch (e) {
    if (String((e as { code?: string }).code ?? (e as { cause?: { code?: string } }).cause?.code) === '23505')
      throw new HttpError(409, 'conflict', msg(x.locale, 'integrations.already_running'));
    throw e;
  }
}

/** Adds a batch's counts, refused rows (up to REFUSED_KEPT in all) and log lines to a run. */
async function progress(
  x: RunContext,
  run: { id: number; kept: number },
  step: { read: number; written: number; refused: readonly RefusedRow[]; lines: string[] },
  end?: 'finished' | 'failed',
): Promise<void> {
  const now = x.config.now();
  const room = Math.max(0, REFUSED_KEPT - run.kept);
  const kept = step.refused.slice(0, room);
  run.kept += kept.length;
  const lines = step.lines.map((text) => ({ at: now.toISOString(), text }));
  await x.db
    .update(syncRuns)
    .set({
      rowsRead: sql`${syncRuns.rowsRead} + ${step.read}`,
      rowsWritten: sql`${syncRuns.rowsWritten} + ${step.written}`,
      rowsRefused: sql`${syncRuns.rowsRefused} + ${step.refused.length}`,
      refused: kept.length ? sql`${syncRuns.refused} || ${JSON.stringify(kept)}::jsonb` : undefined,
      log: sql`${syncRuns.log} || ${JSON.stringify(lines)}::jsonb`,
      updatedAt: now,
      ...(end ? { status: end, finishedAt: now } : {}),
    })
    .where(eq(syncRuns.id, run.id));
}

/** The connection's decrypted secret. @throws HttpError 422 when it does not open with this server's key */
async function secretOf(x: RunContext, connection: ConnectionRow): Promise<ConnectionSecret> {
  const secret = openSecret(await secretKey(x.db, x.config), connection.secret);
  if (!secret) throw new HttpError(422, 'validation', msg(x.locale, 'integrations.secret_unreadable'));
  return secret;
}

/** The connection's rows in batches of `size` (./sources.ts). @throws HttpError 422 a file connection without its file */
async function* sourceBatches(x: RunContext, connection: ConnectionRow, size: number): AsyncGenerator<SourceBatch> {
  if (connection.type === 'postgresql') {
    yield* postgresBatches(
      await secretOf(x, connection),
      { table: connection.tableName, query: connection.query },
      size,
    );
    return;
  }
  const [file] = connection.fileId
    ? await x.db.select({ data: files.data }).from(files).where(eq(files.id, connection.fileId))
    : [];
  if (!file?.data) throw new HttpError(422, 'validation', msg(x.locale, 'integrations.file_missing'));
  yield* fileBatches(file.data, size);
}

const fail = (locale: Locale, key: MessageKey, vars?: Record<string, string | number>) =>
  new HttpError(422, 'validation', msg(locale, key, vars));

/** Reads, maps and imports (module doc). @throws what fails the run */
async function importRun(
  x: RunContext,
  run: { id: number; kept: number },
  pipeline: Pipeline,
  connection: ConnectionRow,
  options: { dryRun: boolean; limit: number | undefined },
): Promise<string[]> {
  const target = PIPELINE_TARGET[pipeline.type];
  const [spec] = pipeline.dataSpecificationId
    ? await x.db.select().from(dataSpecifications).where(eq(dataSpecifications.id, pipeline.dataSpecificationId))
    : [];
  if (!target || !spec) throw fail(x.locale, 'integrations.spec_required');
  if (spec.target !== target) throw fail(x.locale, 'integrations.spec_target');
  const fields = spec.fields as SpecField[];
  const keys = new Set(fields.map((f) => f.target));
  let read = 0;
  let written = 0;
  let refused = 0;
  let columnsSaved = false;
  const size = options.dryRun ? DRY_BATCH : SYNC_BATCH;
  for await (const batch of sourceBatches(x, connection, size)) {
    const compiled = compileSpec(fields, batch.columns);
    if (compiled.missing.length)
      throw fail(x.locale, 'integrations.columns_missing', { columns: compiled.missing.join(', ') });
    if (!columnsSaved) {
      await x.db.update(connections).set({ columns: batch.columns }).where(eq(connections.id, connection.id));
      columnsSaved = true;
    }
    const rows = options.limit !== undefined ? batch.rows.slice(0, options.limit - read) : batch.rows;
    const mapped: MappedRow[] = rows.map((r) => ({ row: r.row, cells: mapRow(compiled, r.cells) }));
    const outcome = await importBatch(
      {
        ...x,
        now: x.config.now(),
        providerId: pipeline.providerId,
        workgroupId: pipeline.workgroupId,
        dryRun: options.dryRun,
      },
      target,
      keys,
      mapped,
    );
    read += rows.length;
    written += outcome.written;
    refused += outcome.refused.length;
    const line = msg(x.locale, 'integrations.log_batch', { read, written, refused });
    await progress(x, run, { read: rows.length, written: outcome.written, refused: outcome.refused, lines: [line] });
    await yieldToEventLoop();
    if (options.limit !== undefined && read >= options.limit) break;
  }
  const done = msg(x.locale, options.dryRun ? 'integrations.log_done_dry' : 'integrations.log_done', {
    read,
    written,
    refused,
  });
  return [done];
}

/**
 * Runs a started run to its end (module doc); never throws. `limit` stops after that many rows.
 * @returns the run's id once it is finished or failed
 */
export async function executeRun(
  x: RunContext,
  runId: number,
  pipeline: Pipeline,
  options: { dryRun: boolean; limit: number | undefined },
): Promise<number> {
  const run = { id: runId, kept: 0 };
  try {
    const [connection] = await x.db.select().from(connections).where(eq(connections.id, pipeline.connectionId));
    if (!connection) throw fail(x.locale, 'integrations.connection_missing');
    const lines =
      pipeline.type === 'dots_units'
        ? await sendUnitsToDots(x, pipeline, connection, await secretOf(x, connection), (step) =>
            progress(x, run, step),
          )
        : await importRun(x, run, pipeline, connection, options);
    await progress(x, run, { read: 0, written: 0, refused: [], lines }, 'finished');
  } catch (e) {
    const reason =
      e instanceof HttpError
        ? e.message
        : e instanceof HostNotAllowedError
          ? msg(x.locale, 'integrations.host_not_allowed', { host: e.host })
          : e instanceof Error
            ? e.message.split('\n')[0]!
            : String(e);
    const errors = e instanceof HttpError ? (e.extra as { errors?: Record<string, string[]> }).errors : undefined;
    const text = msg(x.locale, 'integrations.log_failed', { reason: (errors && firstMessage(errors)) || reason });
    x.config.log(`[integrations] run ${runId} of pipeline ${pipeline.id} failed: ${reason}`);
    await progress(x, run, { read: 0, written: 0, refused: [], lines: [text] }, 'failed').catch(() => undefined);
  }
  return runId;
}
