/**
 * Integration: pipelines that name what they may not, and the customers target (src/api/contract/integrations.ts)
 * against a seeded PGlite: another provider's connection or a `dots_units` pipeline without a PostgreSQL table are
 * 422 under the field; an administrator's `import_customers` run adds a workgroup's clients through the clients
 * import's own rules (unknown customer and bad address refused under `email`, with their rows); a provider, without
 * the workgroups permission, sees its customers run fail saying why; POST /send-to-dots/{id} of an import pipeline
 * is 422 under `type`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import * as ig from '#src/api/contract/integrations.ts';
import { users, workgroups } from '../db/schema.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { settleRuns } from '../handlers/integrations-pipelines.ts';
import { failure, registerAccount, startTestServer, type TestServer } from '../test-support.ts';

let s: TestServer;
let tokens: Record<string, string>;
let stranger: string;
const as = (role: string, locale = 'en') => s.client(tokens[role] ?? role, locale);
const csvFile = (text: string, name = 'source.csv') => new File([text], name, { type: 'text/csv' });
const keep = <T>(answer: T): T => answer;

beforeAll(async () => {
  s = await startTestServer();
  ({ tokens } = await s.loginAll());
  stranger = (await registerAccount(s, { client_type: 3 })).token;
});
afterAll(async () => {
  await settleRuns();
  await s.close();
});

describe('pipelines of customers', () => {
  it('checks what a pipeline names (422) and imports customers with the clients import rules', async () => {
    const other = keep(
      await s
        .client(stranger)
        .call(ig.storeConnection, { body: { name: 'Mío', type: 'file', file: csvFile('email\na@b.c\n') } }),
    );
    const refused = await failure(
      as('provider').call(ig.storeConnectionPipeline, {
        body: { name: 'X', type: 'import_units', connection_id: other.data.id, data_specification_id: 1 },
      }),
    );
    expect(Object.keys(refused.errors ?? {})).toEqual(['connection_id']);
    const noTable = await failure(
      as('provider').call(ig.storeConnectionPipeline, { body: { name: 'X', type: 'dots_units', connection_id: 1 } }),
    );
    expect(Object.keys(noTable.errors ?? {})).toEqual(['connection_id']);
    const [group] = await s.db.select({ id: workgroups.id }).from(workgroups).orderBy(asc(workgroups.id)).limit(1);
    const client = DEMO_ACCOUNTS.find((a) => a.role === 'client')!.email;
    const agency = DEMO_ACCOUNTS.find((a) => a.role === 'agency')!.email;
    const csv = `Correo cliente\n ${client.toUpperCase()} \n${agency}\nnadie@ninguno.test\nnot-an-email\n`;
    const conn = keep(
      await as('administrator').call(ig.storeConnection, {
        body: { name: 'Clientes', type: 'file', file: csvFile(csv) },
      }),
    );
    const spec = keep(
      await as('administrator').call(ig.storeDataSpecification, {
        body: {
          name: 'Clientes',
          target: 'customers',
          fields: [{ source: 'correo cliente', target: 'email', function: 'lower' }],
        },
      }),
    );
    const pipe = keep(
      await as('administrator').call(ig.storeConnectionPipeline, {
        body: {
          name: 'Clientes',
          type: 'import_customers',
          connection_id: conn.data.id,
          data_specification_id: spec.data.id,
          workgroup_id: group!.id,
        },
      }),
    );
    const run = keep(
      await as('administrator').call(ig.syncPipeline, { params: { id: pipe.data.id }, query: { wait: true } }),
    );
    expect(run.data).toMatchObject({ status: 'finished', rows_read: 4, rows_written: 2, rows_refused: 2 });
    expect(run.data.refused.map((r) => [r.row, Object.keys(r.errors)])).toEqual([
      [3, ['email']],
      [4, ['email']],
    ]);
    // a provider has no workgroup permission: its customers run fails, saying why
    const [provider] = await s.db
      .select({ p: users.providerId })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.find((a) => a.role === 'provider')!.email));
    expect(provider!.p).toBe(1);
    const pconn = keep(
      await as('provider').call(ig.storeConnection, {
        body: { name: 'C', type: 'file', file: csvFile(`email\n${client}\n`) },
      }),
    );
    const pspec = keep(
      await as('provider').call(ig.storeDataSpecification, {
        body: { name: 'C', target: 'customers', fields: [{ source: 'email', target: 'email' }] },
      }),
    );
    const ppipe = keep(
      await as('provider').call(ig.storeConnectionPipeline, {
        body: {
          name: 'C',
          type: 'import_customers',
          connection_id: pconn.data.id,
          data_specification_id: pspec.data.id,
        },
      }),
    );
    const failed = keep(
      await as('provider').call(ig.syncPipeline, { params: { id: ppipe.data.id }, query: { wait: true } }),
    );
    expect(failed.data.status).toBe('failed');
    expect(failed.data.log.at(-1)?.text).toContain('workgroups permission');
    const notDots = await failure(as('provider').call(ig.sendToDots, { params: { id: ppipe.data.id }, body: {} }));
    expect(Object.keys(notDots.errors ?? {})).toEqual(['type']);
  });
});
