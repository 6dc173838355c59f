/**
 * Pure rules of the connector screens (product.md §2 connector, §3 Connector; src/api/contract/integrations.ts):
 * labels of the enum values, the connection form's body, the specification's mapping rows, and what a run's
 * progress shows. No React, no I/O.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  ConnectionChanges,
  ConnectionType,
  AuthMethod,
  FieldFunction,
  PipelineType,
  RunStatus,
  SpecField,
  SyncRun,
  Target,
} from '#src/api/contract/integrations.ts';

/** A connection's type, by value. */
export const CONNECTION_TYPE_LABELS: Record<ConnectionType, MessageDescriptor> = {
  file: msg`File (CSV or Excel)`,
  postgresql: msg`PostgreSQL database`,
};

/** A pipeline's type, by value. */
export const PIPELINE_TYPE_LABELS: Record<PipelineType, MessageDescriptor> = {
  import_units: msg`Import units`,
  import_customers: msg`Import clients`,
  dots_units: msg`Send units to dots`,
};

/** A sync run's status, by value. */
export const RUN_STATUS_LABELS: Record<RunStatus, MessageDescriptor> = {
  running: msg`Running`,
  finished: msg`Finished`,
  failed: msg`Failed`,
};

/** What a specification maps into, by value. */
export const TARGET_LABELS: Record<Target, MessageDescriptor> = {
  units: msg`Units`,
  customers: msg`Clients`,
};

/** The auth methods that go with each connection type (the server refuses the others under `auth_method`). */
export const AUTH_FOR_TYPE: Record<ConnectionType, readonly AuthMethod[]> = {
  file: ['file'],
  postgresql: ['none', 'password'],
};

/** The connection form's values (text as typed; the file as chosen). */
export interface ConnectionValues {
  name: string;
  type: ConnectionType;
  auth_method: AuthMethod;
  connection_string: string;
  password: string;
  /** Whether a PostgreSQL source is a table or a query. */
  source: 'table' | 'query';
  table: string;
  query: string;
  file: File | null;
}

/**
 * The multipart body of a connection's save. On an edit, an empty connection string or password is left out (the
 * server keeps the stored one), as is a file not chosen again; `type` never changes on an edit. A PostgreSQL source
 * sends the chosen one of table/query and an empty other (so the server clears it).
 */
export function connectionBody(values: ConnectionValues, editing: boolean): ConnectionChanges {
  const base: ConnectionChanges = { name: values.name.trim(), ...(editing ? {} : { type: values.type }) };
  if (values.type === 'file') return { ...base, auth_method: 'file', ...(values.file ? { file: values.file } : {}) };
  return {
    ...base,
    auth_method: values.auth_method,
    ...(values.connection_string || !editing ? { connection_string: values.connection_string.trim() } : {}),
    ...(values.auth_method === 'password' && (values.password || !editing) ? { password: values.password } : {}),
    table: values.source === 'table' ? values.table.trim() : '',
    query: values.source === 'query' ? values.query.trim() : '',
  };
}

/** One row of a specification's mapping as the form holds it (`key` keeps React rows stable). */
export interface MappingRow extends SpecField {
  key: number;
}

let nextKey = 1;
/** A new mapping row (empty, or from a stored field). */
export function mappingRow(field?: Partial<SpecField>): MappingRow {
  return {
    key: nextKey++,
    source: field?.source ?? '',
    target: field?.target ?? '',
    function: field?.function ?? 'none',
    argument: field?.argument ?? '',
  };
}

/** The functions that take an argument (`map`: "from=to;…"; `constant`: the value). */
export const TAKES_ARGUMENT: ReadonlySet<FieldFunction> = new Set(['map', 'constant']);

/** The fields a specification's save sends: as typed, trimmed, no argument for functions without one. */
export function specFields(rows: readonly MappingRow[]): SpecField[] {
  return rows.map((r) => ({
    source: r.function === 'constant' ? '' : r.source.trim(),
    target: r.target,
    function: r.function,
    argument: TAKES_ARGUMENT.has(r.function) ? r.argument.trim() : '',
  }));
}

/** Required target fields no row maps yet, in the target's order. */
export function unmappedRequired(
  targetFields: readonly { id: string; required?: boolean | undefined }[],
  rows: readonly MappingRow[],
): string[] {
  const mapped = new Set(rows.map((r) => r.target));
  return targetFields.filter((f) => f.required && !mapped.has(f.id)).map((f) => f.id);
}

/**
 * What a run's progress bar shows: `value` rows handled of `max` when a total is known (the run is over, or a
 * `limit` was given for it), else `null` (an indeterminate bar beside the counts).
 */
export function runProgress(run: SyncRun, limit: number | undefined): { value: number | null; max: number } {
  if (run.status !== 'running') return { value: run.rows_read, max: Math.max(run.rows_read, 1) };
  if (limit) return { value: Math.min(run.rows_read, limit), max: limit };
  return { value: null, max: 100 };
}

/** Why a run failed: its log's last line (the server writes the reason there), if any. */
export function failureReason(run: SyncRun): string | undefined {
  return run.status === 'failed' ? run.log.at(-1)?.text : undefined;
}

/** A refused row's reasons as one line: "field: message; field: message". */
export function reasonsText(errors: Record<string, readonly string[]>): string {
  return Object.entries(errors)
    .flatMap(([field, messages]) => messages.map((m) => (field ? `${field}: ${m}` : m)))
    .join('; ');
}
