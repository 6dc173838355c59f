/**
 * Integrations: the connector's connections, data specifications and pipelines (api-catalogue.md "Integrations":
 * "CRUD on /connection_pipelines, /connections, /data_specifications. GET /connection_pipelines/types;
 * /connections/columns_available; /connections/auth_methods; /connections/functions; /connections/types;
 * /connection_pipelines/{id}/sync (params). POST /send-to-dots/{id}"; product.md §2 "connector: connection/{id?},
 * pipelines/{id?}, specification/{id?}", §3 "Connector: pipelines, connections, specifics (each with id), option lists
 * (columns, auths, functions, types) as id/name pairs"; api-calls.tsv area `integrations`). The spec shows no
 * shapes nor rules beyond that; what follows is ours.
 *
 * - A **connection** is a data source. `type` `file`: an uploaded CSV (UTF-8, comma or semicolon) or .xlsx (first
 *   sheet), typed by its bytes (server/handlers/file-types.ts), at most MAX_SOURCE_BYTES (413), an .xlsx's declared
 *   unzipped size checked before inflating; its header row is kept as `columns`. `type` `postgresql`: a connection
 *   string (`postgres://user@host:port/db`) and either a `table` (`name` or `schema.name`) or a `query` (one SELECT,
 *   no `;`), read in a read-only transaction through a cursor. `auth_method`: `file` (the upload is the source),
 *   `none` (the connection string alone, e.g. trust or a password written in it) or `password` (a separate
 *   `password`). Connection strings and passwords are **stored encrypted** (AES-256-GCM; key from PAUTA_SECRET_KEY,
 *   server/config.ts) and **never answered**: an answer says `has_credentials` and a `host` with its name masked
 *   (`db•••••.com:5432/sales`). Store and update are multipart (the file); update keeps what it is not given (an
 *   empty `connection_string`/`password` keeps the stored one).
 * - A **data specification** maps source columns to a target's fields: `target` `units` (the unit CSV import's
 *   columns, UNIT_CSV_REQUIRED + UNIT_CSV_OPTIONAL) or `customers` (a workgroup's clients import: `email`,
 *   `member_email`). Each field: `source` column, `target` field, a `function` (FUNCTIONS: none, trim, upper, lower,
 *   number — "1.234,5" → "1234.5" —, integer — "22.000" → "22000", others rounded —, date — dd/mm/yyyy or yyyy-mm-dd → yyyy-mm-dd —, map —
 *   `argument` "from=to;from2=to2", unmatched values kept —, constant — `argument` is the value, `source` unused).
 *   Every required field of the target must be mapped, once (422 under `fields`).
 * - A **pipeline** joins a connection and a specification with a `type` (PIPELINE_TYPES): `import_units`
 *   (specification target units, rows become the provider's units), `import_customers` (target customers, rows
 *   join the workgroup `workgroup_id`, or the caller's only one) or `dots_units` (no specification: the provider's
 *   live units are sent to its PostgreSQL connection's `table`, see below). The connection and the specification
 *   must belong to the same provider (422 under `connection_id` / `data_specification_id`).
 * - GET /connection_pipelines/{id}/sync?dry_run&limit&wait **runs** it and records a sync run: `status` running →
 *   finished | failed, `rows_read` = `rows_written` + `rows_refused` (written: accepted rows, created or already as
 *   given), the refused rows with their row number (1 = first data row; a table's rows in query order) and reasons
 *   (field → messages, the same rules and words as the unit CSV import and the clients import, whose code runs
 *   them), and a log (`{ at, text }`). It answers at once with the run started (status `running`) and the work
 *   goes on in the server; the screen polls GET /connection_pipelines/{id}, whose `last_run` carries the counts,
 *   refused rows and log so far. `wait=true` answers only when the run is over (small sources, tests). `dry_run`
 *   checks every row as the import would, each batch in a transaction rolled back (repeats across batches are not
 *   seen). `limit` stops after that many rows. A second run while one is running: 409. A run not advanced for
 *   STALE_RUN_MINUTES (its server stopped) is answered `failed`.
 * - POST /send-to-dots/{id} ("dots": the screens downstream, the digital signage network reading the provider's
 *   inventory): for a `dots_units` pipeline, writes the provider's live units to the connection's `table` (created
 *   when missing: id, sku, title, address, lat, lng, media_type_id, side, status, price, updated_at), upserting by
 *   id and deleting rows of units no longer live, and records a run like a sync (the send is the sync of such a
 *   pipeline). Any other pipeline: 422 under `type`. Same answer and progress as GET …/sync.
 * - Option lists answer `{ data: [{ id, name }] }`, names in the caller's language (columns_available takes
 *   `target`, default units, and says which fields are `required`).
 *
 * Who (spec §6 is silent; ours): `units.*` — administrators and providers, the roles that manage inventory. A
 * provider reaches its own provider's connections, specifications and pipelines (`provider_id`); another
 * provider's is a 404, as a missing one. Administrators reach all and may name `provider_id` when creating
 * (absent: none; a pipeline importing units then needs one). An `import_customers` run also needs `workgroup.*`
 * (the clients import's own permission): without it the run fails with that reason.
 * Errors: 401 signed out, 403 without the permission, 404 out of reach, 409 in use / already running, 413, 415, 422
 * with an `errors` map (spec §8).
 */
import * as v from 'valibot';
import {
  boolQuery,
  envelope,
  fileField,
  id,
  idParams,
  int,
  messageAnswer,
  paginated,
  paginationQuery,
} from './common.ts';
import { requiredText, text } from './common.ts';
import { endpoint, type Access, type OwnedResource } from './define.ts';
import { refusedRow } from './inventory/units.ts';

const SPEC = 'api-catalogue.md Integrations; product.md §2 connector, §3 Connector; api-calls.tsv integrations';

/** Largest uploaded source file, bytes (the unit CSV import's limit, 20 MiB). */
export const MAX_SOURCE_BYTES = 20 * 1024 * 1024;
/** Most rows one run reads. */
export const MAX_SYNC_ROWS = 1_000_000;
/** Minutes without progress after which a running run is answered failed. */
export const STALE_RUN_MINUTES = 10;

export const CONNECTION_TYPES = ['file', 'postgresql'] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];
export const AUTH_METHODS = ['none', 'password', 'file'] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];
export const TARGETS = ['units', 'customers'] as const;
export type Target = (typeof TARGETS)[number];
export const FUNCTIONS = ['none', 'trim', 'upper', 'lower', 'number', 'integer', 'date', 'map', 'constant'] as const;
export type FieldFunction = (typeof FUNCTIONS)[number];
export const PIPELINE_TYPES = ['import_units', 'import_customers', 'dots_units'] as const;
export type PipelineType = (typeof PIPELINE_TYPES)[number];
export const RUN_STATUSES = ['running', 'finished', 'failed'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
/** The target a pipeline type imports into (`dots_units` needs no specification). */
export const PIPELINE_TARGET: Record<PipelineType, Target | null> = {
  import_units: 'units',
  import_customers: 'customers',
  dots_units: null,
};

/** A table name: `name` or `schema.name`, letters, digits and `_`. */
export const tableName = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(127),
  v.regex(/^$|^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)?$/, 'must be a table name (schema.name)'),
);
/** One SELECT (or WITH … SELECT), no `;`. */
export const selectQuery = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(10_000),
  v.regex(/^$|^(select|with)\b[^;]*$/i, 'must be one SELECT without ;'),
);

const optionItem = v.object({ id: v.string(), name: v.string(), required: v.optional(v.boolean()) });
const optionList = envelope(v.array(optionItem));
const owned = { id: v.number(), provider_id: v.nullable(v.number()), user_id: v.nullable(v.number()) };
const stamps = { created_at: v.string(), updated_at: v.string() };

/** A connection as answered: never its credentials (module doc). */
export const connection = v.object({
  ...owned,
  name: v.string(),
  type: v.picklist(CONNECTION_TYPES),
  auth_method: v.picklist(AUTH_METHODS),
  file: v.nullable(v.object({ id: v.number(), name: v.string(), size: v.number(), format: v.string() })),
  has_credentials: v.boolean(),
  host: v.nullable(v.string()),
  table: v.nullable(v.string()),
  query: v.nullable(v.string()),
  columns: v.array(v.string()),
  ...stamps,
});
export type Connection = v.InferOutput<typeof connection>;

/** What POST /connections takes (multipart). */
export const connectionInput = v.object({
  name: requiredText(120),
  type: v.picklist(CONNECTION_TYPES),
  auth_method: v.optional(v.picklist(AUTH_METHODS)),
  connection_string: v.optional(text(2000)),
  password: v.optional(v.pipe(v.string(), v.maxLength(500))),
  table: v.optional(tableName),
  query: v.optional(selectQuery),
  file: v.optional(fileField),
  provider_id: v.optional(id),
});
export type ConnectionInput = v.InferOutput<typeof connectionInput>;
/** What PUT /connections/{id} takes (multipart): the fields given change; `type` stays. */
export const connectionChanges = v.object({
  ...connectionInput.entries,
  name: v.optional(requiredText(120)),
  type: v.optional(v.picklist(CONNECTION_TYPES)),
});
export type ConnectionChanges = v.InferOutput<typeof connectionChanges>;

/** One mapped field of a specification. */
export const specField = v.object({
  source: text(120),
  target: requiredText(60),
  function: v.optional(v.picklist(FUNCTIONS), 'none'),
  argument: v.optional(text(1000), ''),
});
export type SpecField = v.InferOutput<typeof specField>;

/** A data specification as answered. */
export const dataSpecification = v.object({
  ...owned,
  name: v.string(),
  target: v.picklist(TARGETS),
  fields: v.array(
    v.object({ source: v.string(), target: v.string(), function: v.picklist(FUNCTIONS), argument: v.string() }),
  ),
  ...stamps,
});
export type DataSpecification = v.InferOutput<typeof dataSpecification>;
/** What store and update of a specification take. */
export const dataSpecificationInput = v.object({
  name: requiredText(120),
  target: v.picklist(TARGETS),
  fields: v.pipe(v.array(specField), v.minLength(1, 'is required'), v.maxLength(60)),
  provider_id: v.optional(id),
});
export type DataSpecificationInput = v.InferOutput<typeof dataSpecificationInput>;

/** A log line of a run: ISO time and text. */
export const runLogLine = v.object({ at: v.string(), text: v.string() });
/** A sync run (module doc); `refused` lists at most REFUSED_KEPT rows, `rows_refused` counts them all. */
export const syncRun = v.object({
  id: v.number(),
  pipeline_id: v.number(),
  status: v.picklist(RUN_STATUSES),
  dry_run: v.boolean(),
  rows_read: v.number(),
  rows_written: v.number(),
  rows_refused: v.number(),
  refused: v.array(refusedRow),
  log: v.array(runLogLine),
  started_at: v.string(),
  finished_at: v.nullable(v.string()),
});
export type SyncRun = v.InferOutput<typeof syncRun>;
/** Refused rows a run keeps with their reasons. */
export const REFUSED_KEPT = 10_000;

/** A pipeline as answered, with its last run. */
export const connectionPipeline = v.object({
  ...owned,
  name: v.string(),
  type: v.picklist(PIPELINE_TYPES),
  connection_id: v.number(),
  data_specification_id: v.nullable(v.number()),
  workgroup_id: v.nullable(v.number()),
  last_run: v.nullable(syncRun),
  ...stamps,
});
export type ConnectionPipeline = v.InferOutput<typeof connectionPipeline>;
/** What store and update of a pipeline take. */
export const connectionPipelineInput = v.object({
  name: requiredText(120),
  type: v.picklist(PIPELINE_TYPES),
  connection_id: id,
  data_specification_id: v.optional(v.nullable(id)),
  workgroup_id: v.optional(v.nullable(id)),
});
export type ConnectionPipelineInput = v.InferOutput<typeof connectionPipelineInput>;

const access: Access = { permissions: ['units.*'] };
/** `units.*` and the object the path's `{id}` names within reach (server/auth/ownership.ts: else 404). */
const memberAccess = (kind: OwnedResource): Access => ({
  permissions: ['units.*'],
  owner: { resource: kind, param: 'id' },
});
const listQuery = v.object({ ...paginationQuery, name: v.optional(text(120)) });

/** The five calls of a resource whose bodies are `kind` (connections: multipart for the file). */
function resource<R extends v.GenericSchema, B extends v.GenericSchema, C extends v.GenericSchema>(
  name: string,
  path: string,
  row: R,
  body: B,
  changes: C,
  bodyKind: 'json' | 'multipart',
  owner: OwnedResource,
) {
  const base = { spec: SPEC, access } as const;
  const member = `${path}/{id}`;
  const mine = { spec: SPEC, access: memberAccess(owner) } as const;
  return {
    list: endpoint({ ...base, name: `${name}.list`, method: 'GET', path, query: listQuery, answer: paginated(row) }),
    show: endpoint({
      ...mine,
      name: `${name}.show`,
      method: 'GET',
      path: member,
      params: idParams,
      answer: envelope(row),
    }),
    store: endpoint({ ...base, name: `${name}.store`, method: 'POST', path, body, bodyKind, answer: envelope(row) }),
    update: endpoint({
      ...mine,
      name: `${name}.update`,
      method: 'PUT',
      path: member,
      params: idParams,
      body: changes,
      bodyKind,
      answer: envelope(row),
    }),
    delete: endpoint({
      ...mine,
      name: `${name}.delete`,
      method: 'DELETE',
      path: member,
      params: idParams,
      answer: messageAnswer,
    }),
  };
}

/** /connections: list (`name` filter), show, store and update (multipart), delete (409 while a pipeline uses it). */
export const connectionsResource = resource(
  'connections',
  '/connections',
  connection,
  connectionInput,
  connectionChanges,
  'multipart',
  'connection',
);
/** /data_specifications: the five calls (422 under `fields`; delete 409 while a pipeline uses it). */
export const dataSpecificationsResource = resource(
  'dataSpecifications',
  '/data_specifications',
  dataSpecification,
  dataSpecificationInput,
  dataSpecificationInput,
  'json',
  'dataSpecification',
);
/** /connection_pipelines: the five calls (show carries `last_run`; delete 409 while running). */
export const connectionPipelinesResource = resource(
  'connectionPipelines',
  '/connection_pipelines',
  connectionPipeline,
  connectionPipelineInput,
  connectionPipelineInput,
  'json',
  'connectionPipeline',
);
export const {
  list: connectionList,
  show: showConnection,
  store: storeConnection,
  update: updateConnection,
  delete: deleteConnection,
} = connectionsResource;
export const {
  list: dataSpecificationList,
  show: showDataSpecification,
  store: storeDataSpecification,
  update: updateDataSpecification,
  delete: deleteDataSpecification,
} = dataSpecificationsResource;
export const {
  list: connectionPipelineList,
  show: showConnectionPipeline,
  store: storeConnectionPipeline,
  update: updateConnectionPipeline,
  delete: deleteConnectionPipeline,
} = connectionPipelinesResource;

const option = (name: string, path: string) =>
  endpoint({ name, method: 'GET', path, spec: SPEC, access, answer: optionList });

/** GET /connection_pipelines/types → PIPELINE_TYPES named. */
export const pipelineTypes = option('connectionPipelines.types', '/connection_pipelines/types');
/** GET /connections/columns_available?target → the target's fields (`required` marked). */
export const columnsAvailable = endpoint({
  name: 'connections.columnsAvailable',
  method: 'GET',
  path: '/connections/columns_available',
  spec: SPEC,
  access,
  query: v.object({ target: v.optional(v.picklist(TARGETS)) }),
  answer: optionList,
});
/** GET /connections/auth_methods → AUTH_METHODS named. */
export const authMethods = option('connections.authMethods', '/connections/auth_methods');
/** GET /connections/functions → FUNCTIONS named. */
export const fieldFunctions = option('connections.functions', '/connections/functions');
/** GET /connections/types → CONNECTION_TYPES named. */
export const connectionTypes = option('connections.types', '/connections/types');

/** A run answered with its message. */
const runAnswer = v.object({ data: syncRun, message: v.string() });

/**
 * GET /connection_pipelines/{id}/sync?dry_run&limit&wait → `{ data: SyncRun, message }` (module doc). 404 out of
 * reach, 409 a run already running, 422 a pipeline that cannot run (e.g. no specification).
 */
export const syncPipeline = endpoint({
  name: 'connectionPipelines.sync',
  method: 'GET',
  path: '/connection_pipelines/{id}/sync',
  spec: SPEC,
  access: memberAccess('connectionPipeline'),
  params: idParams,
  query: v.object({ dry_run: boolQuery, limit: v.optional(int(1, MAX_SYNC_ROWS)), wait: boolQuery }),
  answer: runAnswer,
});

/** POST /send-to-dots/{id} (`{ wait? }`) → `{ data: SyncRun, message }`: a `dots_units` pipeline's send (module doc). */
export const sendToDots = endpoint({
  name: 'connectionPipelines.sendToDots',
  method: 'POST',
  path: '/send-to-dots/{id}',
  spec: SPEC,
  access: memberAccess('connectionPipeline'),
  params: idParams,
  body: v.object({ wait: v.optional(v.boolean()) }),
  answer: runAnswer,
});
