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
import { startTestServer, type TestServer } from '../../server/test-support.ts';
import { DEMO_ACCOUNTS } from '../../server/db/seed/accounts.ts';
import { contactMessages, units } from '../../server/db/schema.ts';
import { translations } from '../../src/api/contract/index.ts';
import { ApiError } from '../../src/api/errors.ts';
import { createSyncEngine, type SyncEngine } from '../../src/sync/engine.ts';
import { defineMutation } from '../../src/sync/mutations.ts';
import type { Transport } from '../../src/sync/transport.ts';

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
  const engine = createSyncEngine({ accountId: `it-${accountId}-${engines.length}`, permissions, transport, mutations: [sendContact], environment: {} as never });
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
  it('pulls the provider\'s units, then a delta applies an update and a tombstone', async () => {
    const client = s.client(providerToken);
    const engine = engineFor(6, ['units.*'], client);
    await engine.pullAll('manual');
    const [{ n }] = await s.db.select({ n: count() }).from(units).where(eq(units.providerId, 1)) as [{ n: number }];
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
        if (lose) { lose = false; throw new ApiError({ type: 'network', status: 0, message: 'connection reset' }); }
        return answer;
      }) as Transport['call'],
    };
    const engine = engineFor(99, [], transport);
    const [{ n: before }] = await s.db.select({ n: count() }).from(contactMessages) as [{ n: number }];
    const entry = await engine.enqueue('contact.send', { name: 'Rosa Quispe', email: 'rosa@example.com', country: 1, client_type: 1, message: 'Una sola vez' });
    await engine.drain('manual');
    expect(await engine.db.outbox.count()).toBe(1);
    const stored = await engine.db.outbox.toArray();
    expect(stored[0]!.id).toBe(entry.id);
    // the back-off wait is over: send again
    await engine.db.outbox.update(stored[0]!.seq!, { nextAttemptAt: 0 });
    await engine.drain('manual');
    expect(await engine.db.outbox.count()).toBe(0);
    const [{ n: after }] = await s.db.select({ n: count() }).from(contactMessages) as [{ n: number }];
    expect(after).toBe(before + 1);
  });

  it('an action refused by the server is marked failed with the server\'s message and does not block the next', async () => {
    const engine = engineFor(98, [], s.client(undefined, 'en'));
    const bad = { name: 'X', email: 'x@example.com', country: 999_999, client_type: 1, message: 'País inexistente' } as v.InferInput<typeof translations.contact.body>;
    await engine.enqueue('contact.send', bad);
    await engine.enqueue('contact.send', { name: 'Y', email: 'y@example.com', country: 1, client_type: 2, message: 'Después' });
    await engine.drain('manual');
    const left = await engine.db.outbox.toArray();
    expect(left).toHaveLength(1);
    expect(left[0]!.status).toBe('failed');
    expect(left[0]!.error?.message).toBe('The given data was invalid.');
  });
});
