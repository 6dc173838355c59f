/**
 * Data specifications, pipelines and their runs (src/api/contract/integrations.ts states the calls and rules; the
 * engine is server/integrations/sync.ts): /data_specifications and /connection_pipelines (five calls each), GET
 * /connection_pipelines/{id}/sync and POST /send-to-dots/{id}.
 *
 * Invariants:
 * - a specification is saved only when its target's required fields are all mapped, once each (422 under `fields`);
 * - a pipeline's connection and specification are reached by the caller and belong to the same provider, the
 *   specification's target is the pipeline type's, a `dots_units` pipeline has a PostgreSQL connection with a table,
 *   `workgroup_id` only for `import_customers` (else 422 under the field); the pipeline's provider is its connection's;
 * - a run starts only after those checks and a stale running run of the pipeline is marked failed; then it goes on
 *   in this server process (`inFlight`) and the call answers at once with the run (`wait`: once it is over). A
 *   pipeline whose run is going on cannot be deleted (409); a specification or connection a pipeline uses neither.
 */
import { and, asc, count, eq, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '#src/api/contract/common.ts';
import * as ig from '#src/api/contract/integrations.ts';
import type { AuthUser } from '../auth/session.ts';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { connectionPipelines, dataSpecifications, syncRuns } from '../db/schema.ts';
import { HttpError, validationError } from '../http/errors.ts';
import { implement, type Implementation } from '../http/register.ts';
import { msg, type MessageKey } from '../i18n.ts';
import { specificationProblems } from '../integrations/mapping.ts';
import { executeRun, startRun } from '../integrations/sync.ts';
import { ownerOf } from './integrations.ts';
import {
  findConnection,
  findPipeline,
  findSpecification,
  pipelineAnswers,
  reachWhere,
  runAnswer,
  runById,
  specificationAnswer,
} from './integrations-reach.ts';
import { escapeLike, meta, pageOf } from './lookups.ts';

type Ctx = { db: Db; config: ServerConfig; user: AuthUser; locale: Locale; now: Date };
type PipelineRow = typeof connectionPipelines.$inferSelect;

const invalid = (locale: Locale, field: string, key: MessageKey) => {
  const text = msg(locale, key);
  return validationError(text, { [field]: [text] });
};

/** Runs going on in this process (the tests and the benchmark wait for them with `settleRuns`). */
const inFlight = new Set<Promise<unknown>>();

/** Resolves once every run started in this process is over. */
export async function settleRuns(): Promise<void> {
  while (inFlight.size) await Promise.allSettled(inFlight);
}

/** A page of a table's rows the caller reaches, by name (`name` filter: part of it). */
async function page<T>(
  x: Ctx,
  table: typeof dataSpecifications | typeof connectionPipelines,
  query: { page?: number; per_page?: number; name?: string },
  answer: (rows: never[]) => Promise<T[]> | T[],
) {
  const where: SQL[] = reachWhere(x.user, table);
  if (query.name?.trim()) where.push(ilike(table.name, escapeLike(query.name.trim())));
  const { size, current, offset } = pageOf(query.page, query.per_page);
  const [total] = await x.db
    .select({ n: count() })
    .from(table)
    .where(and(...where));
  const rows = await x.db
    .select()
    .from(table)
    .where(and(...where))
    .orderBy(asc(table.name), asc(table.id))
    .limit(size)
    .offset(offset);
  return { data: await answer(rows as never[]), meta: meta(current, size, total?.n ?? 0) };
}

/** A specification's columns from its body. @throws HttpError 422 under `fields` (module doc) */
function specColumns(x: Ctx, body: ig.DataSpecificationInput) {
  const problems = specificationProblems(body.target, body.fields, x.locale);
  if (problems.fields) throw validationError(problems.fields[0]!, problems);
  return { name: body.name, target: body.target, fields: body.fields, updatedAt: x.now };
}

/** A pipeline's columns from its body, checked against what it names (module doc). @throws HttpError 422 */
async function pipelineColumns(x: Ctx, body: ig.ConnectionPipelineInput) {
  const reach = async <T>(find: () => Promise<T>, field: string): Promise<T> => {
    try {
      return await find();
    } catch (e) {
      if (e instanceof HttpError && e.status === 404) throw invalid(x.locale, field, 'integrations.not_reachable');
      throw e;
    }
  };
  const connection = await reach(() => findConnection(x.db, x.user, body.connection_id, x.locale), 'connection_id');
  const target = ig.PIPELINE_TARGET[body.type];
  let specId: number | null = null;
  if (target) {
    if (!body.data_specification_id) throw invalid(x.locale, 'data_specification_id', 'integrations.spec_required');
    const id = body.data_specification_id;
    const spec = await reach(() => findSpecification(x.db, x.user, id, x.locale), 'data_specification_id');
    if (spec.providerId !== connection.providerId)
      throw invalid(x.locale, 'data_specification_id', 'integrations.not_reachable');
    if (spec.target !== target) throw invalid(x.locale, 'data_specification_id', 'integrations.spec_target');
    specId = spec.id;
  } else if (connection.type !== 'postgresql' || !connection.tableName)
    throw invalid(x.locale, 'connection_id', 'integrations.dots_needs_table');
  if (body.workgroup_id && body.type !== 'import_customers')
    throw invalid(x.locale, 'workgroup_id', 'integrations.workgroup_only_customers');
  return {
    name: body.name,
    type: body.type,
    connectionId: connection.id,
    dataSpecificationId: specId,
    workgroupId: body.type === 'import_customers' ? (body.workgroup_id ?? null) : null,
    providerId: connection.providerId,
    updatedAt: x.now,
  };
}

/** Marks the pipeline's stale running runs failed (./integrations-reach.ts `isStale`). */
async function closeStale(x: Ctx, pipelineId: number) {
  const before = new Date(x.now.getTime() - ig.STALE_RUN_MINUTES * 60_000);
  const line = JSON.stringify([{ at: x.now.toISOString(), text: msg(x.locale, 'integrations.run_interrupted') }]);
  await x.db
    .update(syncRuns)
    .set({ status: 'failed', finishedAt: x.now, log: sql`${syncRuns.log} || ${line}::jsonb` })
    .where(and(eq(syncRuns.pipelineId, pipelineId), eq(syncRuns.status, 'running'), lt(syncRuns.updatedAt, before)));
}

/** Starts a run (module doc) and answers it: at once, or with `wait` once it is over. @throws HttpError 409, 422 */
async function run(
  x: Ctx,
  pipeline: PipelineRow,
  options: { dryRun: boolean; limit?: number | undefined; wait: boolean },
) {
  if (ig.PIPELINE_TARGET[pipeline.type] && !pipeline.dataSpecificationId)
    throw invalid(x.locale, 'data_specification_id', 'integrations.spec_required');
  await closeStale(x, pipeline.id);
  const started = await startRun(x, pipeline, options.dryRun);
  const going = executeRun(x, started.id, pipeline, { dryRun: options.dryRun, limit: options.limit });
  inFlight.add(going);
  void going.finally(() => inFlight.delete(going));
  if (options.wait) await going;
  const now = x.config.now();
  const data = runAnswer(options.wait ? await runById(x.db, started.id) : started, now, x.locale);
  const message =
    data.status === 'running'
      ? msg(x.locale, 'integrations.run_started')
      : data.status === 'failed'
        ? (data.log.at(-1)?.text ?? msg(x.locale, 'integrations.run_failed'))
        : msg(x.locale, 'integrations.run_finished', {
            read: data.rows_read,
            written: data.rows_written,
            refused: data.rows_refused,
          });
  return { data, message };
}

const s = ig.dataSpecificationsResource;
const p = ig.connectionPipelinesResource;

/** The specification, pipeline and run calls, to register in server/handlers/index.ts. */
export const pipelineHandlers: readonly Implementation[] = [
  implement(s.list, (x) => page(x, dataSpecifications, x.query, (rows) => rows.map(specificationAnswer))),
  implement(s.show, async ({ db, user, params, locale }) => ({
    data: specificationAnswer(await findSpecification(db, user, params.id, locale)),
  })),
  implement(s.store, async (x) => {
    const columns = specColumns(x, x.body);
    const owner = await ownerOf(x, x.body.provider_id);
    const [row] = await x.db
      .insert(dataSpecifications)
      .values({ ...columns, ...owner, createdAt: x.now })
      .returning();
    return { data: specificationAnswer(row!), message: msg(x.locale, 'integrations.spec_saved') };
  }),
  implement(s.update, async (x) => {
    const found = await findSpecification(x.db, x.user, x.params.id, x.locale);
    const [row] = await x.db
      .update(dataSpecifications)
      .set(specColumns(x, x.body))
      .where(eq(dataSpecifications.id, found.id))
      .returning();
    return { data: specificationAnswer(row!), message: msg(x.locale, 'integrations.spec_saved') };
  }),
  implement(s.delete, async ({ db, user, params, locale }) => {
    const found = await findSpecification(db, user, params.id, locale);
    const [used] = await db
      .select({ n: count() })
      .from(connectionPipelines)
      .where(eq(connectionPipelines.dataSpecificationId, found.id));
    if ((used?.n ?? 0) > 0) throw new HttpError(409, 'conflict', msg(locale, 'integrations.spec_in_use'));
    await db.delete(dataSpecifications).where(eq(dataSpecifications.id, found.id));
    return { message: msg(locale, 'integrations.spec_deleted') };
  }),
  implement(p.list, (x) =>
    page(x, connectionPipelines, x.query, (rows) => pipelineAnswers(x.db, rows, x.config.now(), x.locale)),
  ),
  implement(p.show, async ({ db, user, params, locale, config }) => ({
    data: (await pipelineAnswers(db, [await findPipeline(db, user, params.id, locale)], config.now(), locale))[0]!,
  })),
  implement(p.store, async (x) => {
    const columns = await pipelineColumns(x, x.body);
    const [row] = await x.db
      .insert(connectionPipelines)
      .values({ ...columns, userId: x.user.id, createdAt: x.now })
      .returning();
    const [data] = await pipelineAnswers(x.db, [row!], x.now, x.locale);
    return { data: data!, message: msg(x.locale, 'integrations.pipeline_saved') };
  }),
  implement(p.update, async (x) => {
    const found = await findPipeline(x.db, x.user, x.params.id, x.locale);
    const columns = await pipelineColumns(x, x.body);
    const [row] = await x.db
      .update(connectionPipelines)
      .set(columns)
      .where(eq(connectionPipelines.id, found.id))
      .returning();
    const [data] = await pipelineAnswers(x.db, [row!], x.now, x.locale);
    return { data: data!, message: msg(x.locale, 'integrations.pipeline_saved') };
  }),
  implement(p.delete, async (x) => {
    const found = await findPipeline(x.db, x.user, x.params.id, x.locale);
    await closeStale(x, found.id);
    const [running] = await x.db
      .select({ n: count() })
      .from(syncRuns)
      .where(and(eq(syncRuns.pipelineId, found.id), eq(syncRuns.status, 'running')));
    if ((running?.n ?? 0) > 0) throw new HttpError(409, 'conflict', msg(x.locale, 'integrations.pipeline_running'));
    await x.db.delete(connectionPipelines).where(eq(connectionPipelines.id, found.id));
    return { message: msg(x.locale, 'integrations.pipeline_deleted') };
  }),
  implement(ig.syncPipeline, async (x) =>
    run(x, await findPipeline(x.db, x.user, x.params.id, x.locale), {
      dryRun: x.query.dry_run ?? false,
      limit: x.query.limit,
      wait: x.query.wait ?? false,
    }),
  ),
  implement(ig.sendToDots, async (x) => {
    const pipeline = await findPipeline(x.db, x.user, x.params.id, x.locale);
    if (pipeline.type !== 'dots_units') throw invalid(x.locale, 'type', 'integrations.not_dots');
    return run(x, pipeline, { dryRun: false, wait: x.body.wait ?? false });
  }),
];
