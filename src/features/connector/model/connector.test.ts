/** The connector's pure rules: a connection's body on create and edit, mappings, progress and failure reason. */
import { describe, expect, it } from 'vitest';
import { connectionBody, failureReason, mappingRow, runProgress, specFields, unmappedRequired } from './connector.ts';
import { run } from '../testing/fixtures.ts';

const PG = {
  name: ' Sales ',
  type: 'postgresql',
  auth_method: 'password',
  connection_string: '',
  password: '',
  source: 'query',
  table: 'old',
  query: ' select * from units ',
  file: null,
} as const;

describe('connector model', () => {
  it('leaves stored credentials out of an edit, and sends them on a create', () => {
    expect(connectionBody(PG, true)).toEqual({
      name: 'Sales',
      auth_method: 'password',
      table: '',
      query: 'select * from units',
    });
    expect(connectionBody({ ...PG, connection_string: 'postgres://a@b/c', password: 'x' }, false)).toEqual({
      name: 'Sales',
      type: 'postgresql',
      auth_method: 'password',
      connection_string: 'postgres://a@b/c',
      password: 'x',
      table: '',
      query: 'select * from units',
    });
    expect(connectionBody({ ...PG, type: 'file' }, true)).toEqual({ name: 'Sales', auth_method: 'file' });
  });

  it('sends mappings without an argument where the function takes none, and lists required fields not mapped', () => {
    const rows = [
      mappingRow({ source: ' codigo ', target: 'sku', function: 'trim', argument: 'x' }),
      mappingRow({ source: 'zona', target: 'side', function: 'constant', argument: ' A ' }),
    ];
    expect(specFields(rows)).toEqual([
      { source: 'codigo', target: 'sku', function: 'trim', argument: '' },
      { source: '', target: 'side', function: 'constant', argument: 'A' },
    ]);
    expect(
      unmappedRequired([{ id: 'sku', required: true }, { id: 'title', required: true }, { id: 'price' }], rows),
    ).toEqual(['title']);
  });

  it('knows a total only when the run is over or limited, and reads a failure from the log', () => {
    expect(runProgress(run({ rows_read: 40 }), undefined)).toEqual({ value: null, max: 100 });
    expect(runProgress(run({ rows_read: 40 }), 100)).toEqual({ value: 40, max: 100 });
    expect(runProgress(run({ status: 'finished', rows_read: 0 }), 100)).toEqual({ value: 0, max: 1 });
    const failed = run({ status: 'failed', log: [{ at: '2027-03-01T10:00:00Z', text: 'Failed: no table.' }] });
    expect(failureReason(failed)).toBe('Failed: no table.');
    expect(failureReason(run())).toBeUndefined();
  });
});
