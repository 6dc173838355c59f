/**
 * Integration: `POST /api/sync/batch` (server/http/batch.ts, src/api/contract/sync-batch.ts).
 * Sub-requests run in order through the whole pipeline (permissions,
 * validation, their own Idempotency-Key); a replayed batch applies nothing
 * twice; a refusal does not stop the batch, a stopping answer does; the
 * batch itself needs a token and a well-formed body.
 */
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { contactMessages, users } from '../db/schema.ts';
import { stopsBatch, type BatchResult } from '#src/api/contract/sync-batch.ts';

let s: TestServer;
let clientToken: string;
const acc = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!;
const contact = (message: string) => ({
  name: 'Ana Pérez',
  email: 'ana@example.com',
  country: 1,
  client_type: 1,
  message,
});

async function batch(
  requests: unknown[],
  token: string | null = clientToken,
): Promise<{ status: number; body: { results?: BatchResult[]; type?: string; errors?: Record<string, string[]> } }> {
  const res = await s.app.fetch(
    new Request('http://pauta.test/api/sync/batch', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': 'en',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ requests }),
    }),
  );
  return { status: res.status, body: (await res.json()) as never };
}
const messages = async (prefix: string) =>
  s.db
    .select({ id: contactMessages.id, message: contactMessages.message })
    .from(contactMessages)
    .where(like(contactMessages.message, `${prefix}%`))
    .orderBy(contactMessages.id);

beforeAll(async () => {
  s = await startTestServer();
  clientToken = await s.login(acc('client').email, acc('client').password);
});
afterAll(async () => {
  await s.close();
});

describe('sync batch', () => {
  it('runs the requests in the order given, each once, and a replay of the batch applies nothing again', async () => {
    const requests = Array.from({ length: 5 }, (_, i) => ({
      key: `batch-order-${i}`,
      method: 'POST',
      path: '/contact',
      body: contact(`Lote A ${i}`),
    }));
    const first = await batch(requests);
    expect(first.status).toBe(200);
    expect(first.body.results!.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await messages('Lote A')).map((m) => m.message)).toEqual([
      'Lote A 0',
      'Lote A 1',
      'Lote A 2',
      'Lote A 3',
      'Lote A 4',
    ]);

    const again = await batch(requests);
    expect(again.body.results).toEqual(first.body.results);
    expect(await messages('Lote A')).toHaveLength(5);
  });

  it("answers each request as it would alone: the caller's permissions, validation and profile", async () => {
    const me = acc('client');
    const { body } = await batch([
      { key: 'batch-perm-1', method: 'PUT', path: '/order-jobs/1/accept' },
      { key: 'batch-perm-2', method: 'PUT', path: '/profile', body: { name: '', email: me.email } },
      { key: 'batch-perm-3', method: 'PUT', path: '/profile', body: { name: 'Cliente en lote', email: me.email } },
    ]);
    const [forbidden, invalid, ok] = body.results!;
    expect(forbidden).toMatchObject({ status: 403, body: { type: 'forbidden' } });
    expect(invalid).toMatchObject({ status: 422, body: { type: 'validation' } });
    expect((invalid!.body as { errors: Record<string, string[]> }).errors.name).toBeDefined();
    expect(ok).toMatchObject({ status: 200, body: { data: { name: 'Cliente en lote' } } });
    const [row] = await s.db.select({ name: users.name }).from(users).where(eq(users.email, me.email));
    expect(row!.name).toBe('Cliente en lote');
  });

  it('a refusal does not stop the batch; the same key with another body is refused like alone', async () => {
    await batch([{ key: 'batch-mismatch', method: 'POST', path: '/contact', body: contact('Lote B primero') }]);
    const { body } = await batch([
      { key: 'batch-mismatch', method: 'POST', path: '/contact', body: contact('Lote B otro') },
      { key: 'batch-after', method: 'POST', path: '/contact', body: contact('Lote B después') },
    ]);
    expect(body.results!.map((r) => r.status)).toEqual([422, 200]);
    expect((await messages('Lote B')).map((m) => m.message)).toEqual(['Lote B primero', 'Lote B después']);
  });

  it('stops after an answer that asks to try again later or to sign in', () => {
    for (const status of [500, 502, 503, 401, 408, 429]) expect(stopsBatch(status, {})).toBe(true);
    expect(stopsBatch(409, { type: 'idempotency_in_progress' })).toBe(true);
    for (const status of [200, 201, 204, 400, 403, 404, 409, 413, 422])
      expect(stopsBatch(status, { type: 'conflict' })).toBe(false);
  });

  it('needs a valid token and a well-formed batch; a batch cannot nest a batch', async () => {
    expect((await batch([{ key: 'k', method: 'POST', path: '/contact', body: contact('x') }], null)).status).toBe(401);
    expect(
      (await batch([{ key: 'k', method: 'POST', path: '/contact', body: contact('x') }], 'not-a-token')).status,
    ).toBe(401);
    const empty = await batch([]);
    expect(empty.status).toBe(422);
    const get = await batch([{ key: 'k', method: 'GET', path: '/profile' }]);
    expect(get.status).toBe(422);
    expect(Object.keys(get.body.errors!)).toContain('requests.0.method');
    const nested = await batch([{ key: 'k', method: 'POST', path: '/sync/batch', body: { requests: [] } }]);
    expect(nested.status).toBe(422);
    expect(nested.body.errors).toHaveProperty(['requests.0.path']);
    const tooMany = await batch(
      Array.from({ length: 51 }, (_, i) => ({ key: `m${i}`, method: 'POST', path: '/contact', body: contact('x') })),
    );
    expect(tooMany.status).toBe(422);
    const [{ n }] = (await s.db
      .select({ n: count() })
      .from(contactMessages)
      .where(eq(contactMessages.message, 'x'))) as [{ n: number }];
    expect(n).toBe(0);
  });
});
