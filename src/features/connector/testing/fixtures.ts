/**
 * Test-only: connector rows as the server answers them (src/api/contract/integrations.ts), for the screen tests.
 */
import type { Connection, ConnectionPipeline, DataSpecification, SyncRun } from '#src/api/contract/integrations.ts';

const AT = '2027-03-01T10:00:00.000Z';

/** A paginated answer of one page. */
export const pageOf = <T>(data: T[]) => ({
  data,
  meta: { current_page: 1, last_page: 1, per_page: 20, total: data.length },
});

export function connection(id: number, over: Partial<Connection> = {}): Connection {
  return {
    id,
    provider_id: 3,
    user_id: 9,
    name: `Connection ${id}`,
    type: 'file',
    auth_method: 'file',
    file: { id: 70 + id, name: 'units.csv', size: 2048, format: 'csv' },
    has_credentials: false,
    host: null,
    table: null,
    query: null,
    columns: ['codigo', 'titulo', 'direccion', 'latitud', 'longitud'],
    created_at: AT,
    updated_at: AT,
    ...over,
  };
}

export function specification(id: number, over: Partial<DataSpecification> = {}): DataSpecification {
  return {
    id,
    provider_id: 3,
    user_id: 9,
    name: `Specification ${id}`,
    target: 'units',
    fields: [{ source: 'codigo', target: 'sku', function: 'trim', argument: '' }],
    created_at: AT,
    updated_at: AT,
    ...over,
  };
}

export function run(over: Partial<SyncRun> = {}): SyncRun {
  return {
    id: 1,
    pipeline_id: 5,
    status: 'running',
    dry_run: false,
    rows_read: 0,
    rows_written: 0,
    rows_refused: 0,
    refused: [],
    log: [],
    started_at: AT,
    finished_at: null,
    ...over,
  };
}

export function pipeline(id: number, over: Partial<ConnectionPipeline> = {}): ConnectionPipeline {
  return {
    id,
    provider_id: 3,
    user_id: 9,
    name: `Pipeline ${id}`,
    type: 'import_units',
    connection_id: 1,
    data_specification_id: 2,
    workgroup_id: null,
    last_run: null,
    created_at: AT,
    updated_at: AT,
    ...over,
  };
}

/** The option lists as the server names them in English. */
export const OPTIONS = {
  'connections.types': [
    { id: 'file', name: 'File' },
    { id: 'postgresql', name: 'PostgreSQL' },
  ],
  'connections.authMethods': [
    { id: 'none', name: 'None' },
    { id: 'password', name: 'Password' },
    { id: 'file', name: 'File' },
  ],
  'connections.functions': [
    { id: 'none', name: 'None' },
    { id: 'trim', name: 'Trim' },
    { id: 'number', name: 'Number' },
    { id: 'map', name: 'Map values' },
    { id: 'constant', name: 'Constant' },
  ],
  'connectionPipelines.types': [
    { id: 'import_units', name: 'Import units' },
    { id: 'import_customers', name: 'Import customers' },
    { id: 'dots_units', name: 'Send units to dots' },
  ],
} as const;
