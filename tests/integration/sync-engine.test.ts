/**
 * The sync engine against the real reference server (PGlite, in process):
 * a mirror pulled with deltas and tombstones, and an outbox whose replay after
 * a lost answer is applied once (Idempotency-Key). IndexedDB is fake-indexeddb.
 */
// oxlint-disable-next-line import/no-unassigned-import -- installs IndexedDB in Node for Dexie
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { count, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '#server/test-support.ts';
import { DEMO_ACCOUNTS } from '#server/db/seed/accounts.ts';
import { contactMessages, units } from '#server/db/schema.ts';
import { translations } from '#src/api/contract/index.ts';
import { ApiError } from '#src/api/errors.ts';
import { createSyncEngine, type SyncEngine } from '#src/sync/engine.ts';
import { createRegistry, defineMutation } from '#src/sync/mutations.ts';
import { drain, type DrainContext } from '#src/sync/outbox.ts';
import type { Transport } from '#src/sync/transport.ts';

let s: TestServer;
let providerToken: string;
const engines: SyncEngine[] = [];
const account = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!;

/** The contact form as a mutation: no mirror change, one stored message per action. */
const sendContact = defineMutation({
  name: 'contact.send',
  args: translations.contact.body,
  tables: [],
  optimistic: async () => {},
  request: (args) => ({ endpoint: translations.contact, input: { body: args } }),
  describe: (args) => ({ es: `Mensaje de ${args.name}`, en: `Message from ${args.name}` }),
});

function engineFor(accountId: number, permissions: string[], transport: Transport): SyncEngine {
  const engine = createSyncEngine({
    accountId: `it-${accountId}-${engines.length}`,
    permissions,
    transport,
    mutations: [sendContact],
    environment: {} as never,
  });
  engines.push(engine);
  return engine;
}

beforeAll(async () => {
  s = await startTestServer();
  providerToken = await s.login(account('provider').email, account('provider').password);
});
afterAll(async () => {
  for (const e of engines) e.stop();
  await s.close();
});

describe('sync engine against the reference server', () => {
  it("pulls the provider's units, then a delta applies an update and a tombstone", async () => {
    const client = s.client(providerToken);
    const engine = engineFor(6, ['units.*'], client);
    await engine.pullAll('manual');
    const [{ n }] = (await s.db.select({ n: count() }).from(units).where(eq(units.providerId, 1))) as [{ n: number }];
    expect(await engine.db.units.count()).toBe(n);
    expect(await engine.db.countries.count()).toBeGreaterThanOrEqual(20);

    const [first, second] = await engine.db.units.orderBy('id').limit(2).toArray();
    s.advanceClock(10_000);
    const later = new Date(Date.now() + 10_000);
    await s.db.update(units).set({ title: 'Pantalla renovada', updatedAt: later }).where(eq(units.id, first!.id));
    await s.db.update(units).set({ deletedAt: later, updatedAt: later }).where(eq(units.id, second!.id));
    s.advanceClock(10_000);
    await engine.pullAll('manual');
    expect((await engine.db.units.get(first!.id))?.title).toBe('Pantalla renovada');
    expect(await engine.db.units.get(second!.id)).toBeUndefined();
    expect(await engine.db.units.count()).toBe(n - 1);
  });

  it('an action whose answer was lost is replayed with its key and stored once', async () => {
    const real = s.client();
    let lose = true;
    const transport: Transport = {
      call: (async (endpoint, input, options) => {
        const answer = await real.call(endpoint as never, input as never, options);
        if (lose) {
          lose = false;
          throw new ApiError({ type: 'network', status: 0, message: 'connection reset' });
        }
        return answer;
      }) as Transport['call'],
    };
    const engine = engineFor(99, [], transport);
    const [{ n: before }] = (await s.db.select({ n: count() }).from(contactMessages)) as [{ n: number }];
    const entry = await engine.enqueue('contact.send', {
      name: 'Rosa Quispe',
      email: 'rosa@example.com',
      country: 1,
      client_type: 1,
      message: 'Una sola vez',
    });
    await engine.drain('manual');
    expect(await engine.db.outbox.count()).toBe(1);
    const stored = await engine.db.outbox.toArray();
    expect(stored[0]!.id).toBe(entry.id);
    // the back-off wait is over: send again
    await engine.db.outbox.update(stored[0]!.seq!, { nextAttemptAt: 0 });
    await engine.drain('manual');
    expect(await engine.db.outbox.count()).toBe(0);
    const [{ n: after }] = (await s.db.select({ n: count() }).from(contactMessages)) as [{ n: number }];
    expect(after).toBe(before + 1);
  });

  it("an action refused by the server is marked failed with the server's message and does not block the next", async () => {
    const engine = engineFor(98, [], s.client(undefined, 'en'));
    const bad = {
      name: 'X',
      email: 'x@example.com',
      country: 999_999,
      client_type: 1,
      message: 'País inexistente',
    } as v.InferInput<typeof translations.contact.body>;
    await engine.enqueue('contact.send', bad);
    await engine.enqueue('contact.send', {
      name: 'Y',
      email: 'y@example.com',
      country: 1,
      client_type: 2,
      message: 'Después',
    });
    await engine.drain('manual');
    const left = await engine.db.outbox.toArray();
    expect(left).toHaveLength(1);
    expect(left[0]!.status).toBe('failed');
    expect(left[0]!.error?.message).toBe('The given data was invalid.');
  });
});

/** A transport over the real server that records the endpoint of every call; `before` may throw instead of calling. */
function recording(
  before?: (endpoint: string, n: number) => void,
  after?: (endpoint: string, n: number) => void,
): { transport: Transport; seen: string[] } {
  const real = s.client(providerToken, 'en');
  const seen: string[] = [];
  const transport: Transport = {
    call: (async (endpoint, input, options) => {
      seen.push(endpoint.name);
      before?.(endpoint.name, seen.length);
      const answer = await real.call(endpoint as never, input as never, options);
      after?.(endpoint.name, seen.length);
      return answer;
    }) as Transport['call'],
  };
  return { transport, seen };
}
/** A paused engine (nothing drains on its own) holding `messages` as queued contact.send actions. */
async function queued(messages: string[]): Promise<SyncEngine> {
  const engine = engineFor(90 + engines.length, [], s.client(providerToken));
  engine.pause();
  for (const message of messages)
    await engine.enqueue('contact.send', {
      name: 'Lote',
      email: 'lote@example.com',
      country: 1,
      client_type: 1,
      message,
    });
  return engine;
}
/** Contact messages on the server starting with `prefix`, in the order stored. */
const stored = async (prefix: string) =>
  (await s.db.select({ message: contactMessages.message }).from(contactMessages).orderBy(contactMessages.id))
    .map((r) => r.message)
    .filter((m) => m.startsWith(prefix));

describe('sync batches against the reference server', () => {
  const registry = createRegistry([sendContact]);
  const ctx = (engine: SyncEngine, transport: Transport): DrainContext => ({
    db: engine.db,
    transport,
    accountId: 'batch',
    registry,
    locks: null,
    now: Date.now,
    random: () => 0.5,
    batchSize: 25,
  });

  it('60 actions go in 3 requests and reach the server in order, once each', async () => {
    const messages = Array.from({ length: 60 }, (_, i) => `Orden ${String(i).padStart(2, '0')}`);
    const engine = await queued(messages);
    const { transport, seen } = recording();
    expect(await drain(ctx(engine, transport))).toMatchObject({ outcome: 'drained', sent: 60, failed: 0 });
    expect(seen).toEqual(['sync.batch', 'sync.batch', 'sync.batch']);
    expect(await stored('Orden ')).toEqual(messages);
    expect(await engine.db.outbox.count()).toBe(0);
  });

  it('a batch whose answer was lost is sent again and applied once', async () => {
    const messages = ['Perdida 1', 'Perdida 2', 'Perdida 3'];
    const engine = await queued(messages);
    let lose = true;
    const { transport } = recording(undefined, () => {
      if (lose) {
        lose = false;
        throw new ApiError({ type: 'network', status: 0, message: 'connection reset' });
      }
    });
    expect(await drain(ctx(engine, transport))).toMatchObject({ outcome: 'waiting', sent: 0 });
    expect(await engine.db.outbox.count()).toBe(3);
    await engine.db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    expect(await drain(ctx(engine, transport))).toMatchObject({ outcome: 'drained', sent: 3 });
    expect(await stored('Perdida ')).toEqual(messages);
  });

  it('a refused action in a batch is marked failed; the ones after it are saved, in order', async () => {
    const engine = engineFor(80, [], s.client(providerToken));
    engine.pause();
    await engine.enqueue('contact.send', {
      name: 'A',
      email: 'a@example.com',
      country: 1,
      client_type: 1,
      message: 'Rechazo antes',
    });
    await engine.enqueue('contact.send', {
      name: 'B',
      email: 'b@example.com',
      country: 999_999,
      client_type: 1,
      message: 'Rechazo país',
    } as v.InferInput<typeof translations.contact.body>);
    await engine.enqueue('contact.send', {
      name: 'C',
      email: 'c@example.com',
      country: 1,
      client_type: 1,
      message: 'Rechazo después',
    });
    const { transport, seen } = recording();
    expect(await drain(ctx(engine, transport))).toMatchObject({ outcome: 'drained', sent: 2, failed: 1 });
    expect(seen).toEqual(['sync.batch']);
    expect(await stored('Rechazo ')).toEqual(['Rechazo antes', 'Rechazo después']);
    const [left] = await engine.db.outbox.toArray();
    expect(left).toMatchObject({ status: 'failed', error: { status: 422, message: 'The given data was invalid.' } });
  });

  it('a server without the batch gets one request per action, and is not asked again', async () => {
    const engine = await queued(['Sin lote 1', 'Sin lote 2', 'Sin lote 3']);
    const { transport, seen } = recording((name) => {
      if (name === 'sync.batch') throw new ApiError({ type: 'not_found', status: 404, message: 'Not found' });
    });
    expect(await drain(ctx(engine, transport))).toMatchObject({ outcome: 'drained', sent: 3 });
    expect(seen).toEqual(['sync.batch', 'contact.send', 'contact.send', 'contact.send']);
    expect(await stored('Sin lote ')).toEqual(['Sin lote 1', 'Sin lote 2', 'Sin lote 3']);
    await engine.enqueue('contact.send', {
      name: 'Lote',
      email: 'lote@example.com',
      country: 1,
      client_type: 1,
      message: 'Sin lote 4',
    });
    await engine.enqueue('contact.send', {
      name: 'Lote',
      email: 'lote@example.com',
      country: 1,
      client_type: 1,
      message: 'Sin lote 5',
    });
    await drain(ctx(engine, transport));
    expect(seen.slice(4)).toEqual(['contact.send', 'contact.send']);
  });

  it('a batch answer without results is waited out like a 502, not sent again at once', async () => {
    const engine = await queued(['Vacío 1', 'Vacío 2']);
    const seen: string[] = [];
    const transport: Transport = {
      call: (async (endpoint) => {
        seen.push(endpoint.name);
        return { results: [] };
      }) as Transport['call'],
    };
    expect(await drain(ctx(engine, transport))).toMatchObject({ outcome: 'waiting', sent: 0, error: { status: 502 } });
    expect(seen).toEqual(['sync.batch']);
    expect((await engine.db.outbox.orderBy('seq').toArray()).map((e) => e.attempts)).toEqual([1, 0]);
  });

  it('a 503 for the whole batch keeps every action and backs off as the first one would alone', async () => {
    const engine = await queued(['Caída 1', 'Caída 2']);
    const { transport } = recording((name) => {
      if (name === 'sync.batch')
        throw new ApiError({ type: 'error', status: 503, message: 'Service unavailable', retryAfterMs: 7000 });
    });
    const before = Date.now();
    const result = await drain(ctx(engine, transport));
    expect(result).toMatchObject({ outcome: 'waiting', sent: 0 });
    expect(result.nextAttemptAt).toBeGreaterThanOrEqual(before + 7000);
    const [first, second] = await engine.db.outbox.orderBy('seq').toArray();
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(second).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await stored('Caída ')).toEqual([]);
  });
});
