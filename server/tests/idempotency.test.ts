/**
 * Integration: `Idempotency-Key` on non-GET calls (server/http/idempotency.ts).
 * The first answer per (caller, key) is stored and replayed; another request
 * under the key is a 422; a key still running is a 409; 5xx and 401 are not
 * stored; multipart retries with a new boundary replay; old rows are purged.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support.ts';
import { pngFile, tinyPng } from './sample-files.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { contactMessages, files as filesTable, idempotencyKeys } from '../db/schema.ts';
import { KEY_TTL_MS, PURGE_INTERVAL_MS, RUNNING_STALE_MS, requestHash } from '../http/idempotency.ts';
import { implement, registerEndpoints } from '../http/register.ts';
import { endpoint } from '#src/api/contract/define.ts';
import { files, session, translations } from '#src/api/contract/index.ts';

let s: TestServer;
let clientToken: string;
let providerToken: string;
const acc = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!;
const contact = (message: string) => ({
  name: 'Ana Pérez',
  email: 'ana@example.com',
  country: 1,
  client_type: 1 as const,
  message,
});
const json = (body: unknown) => new TextEncoder().encode(JSON.stringify(body));

/** A one-field multipart body. */
const form = (boundary: string, value: string) =>
  new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n${value}\r\n--${boundary}--\r\n`,
  );
/** The request hash of that body sent as multipart with `boundary`. */
const formHash = (boundary: string, value: string) =>
  requestHash('POST', '/api/x', '', `multipart/form-data; boundary=${boundary}`, form(boundary, value));

/** A raw POST through the app, so status and headers can be read. */
function post(path: string, body: unknown, headers: Record<string, string>): Promise<Response> {
  return Promise.resolve(
    s.app.fetch(
      new Request(`http://pauta.test/api${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en', ...headers },
        body: JSON.stringify(body),
      }),
    ),
  );
}
const messagesAbout = async (message: string) =>
  (await s.db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.message, message)))[0]?.n;
const keyRows = async (key: string) => s.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));

beforeAll(async () => {
  s = await startTestServer();
  clientToken = await s.login(acc('client').email, acc('client').password);
  providerToken = await s.login(acc('provider').email, acc('provider').password);
});
afterAll(async () => {
  await s.close();
});

describe('replay', () => {
  it('runs a call once per key: the repeat answers the stored body, marked as replayed', async () => {
    const body = contact('Quiero cotizar pantallas en Lima (1)');
    const first = await post('/contact', body, { 'Idempotency-Key': 'contact-1' });
    const second = await post('/contact', body, { 'Idempotency-Key': 'contact-1' });
    expect(first.status).toBe(200);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    expect(second.status).toBe(200);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    expect(await messagesAbout(body.message)).toBe(1);
    const [row] = await keyRows('contact-1');
    expect(row).toMatchObject({ userId: null, method: 'POST', path: '/api/contact', state: 'done', status: 200 });
  });

  it("works through the app's client, and keys of different callers do not meet", async () => {
    const body = contact('Quiero cotizar pantallas en Lima (2)');
    const headers = { 'Idempotency-Key': 'shared-key' };
    const a = await s.client(clientToken).call(translations.contact, { body }, { headers });
    const b = await s.client(clientToken).call(translations.contact, { body }, { headers });
    expect(b).toEqual(a);
    expect(await messagesAbout(body.message)).toBe(1);
    await s.client(providerToken).call(translations.contact, { body }, { headers });
    expect(await messagesAbout(body.message)).toBe(2);
    expect((await keyRows('shared-key')).length).toBe(2);
  });

  it('stores 4xx answers too: a 422 is replayed as it was', async () => {
    const first = await post('/contact', { name: '' }, { 'Idempotency-Key': 'bad-contact' });
    const second = await post('/contact', { name: '' }, { 'Idempotency-Key': 'bad-contact' });
    expect(first.status).toBe(422);
    expect(second.status).toBe(422);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
  });

  it('calls without a key are not recorded; GET calls ignore the header', async () => {
    const before = (await s.db.select({ n: count() }).from(idempotencyKeys))[0]?.n;
    await post('/contact', contact('sin clave'), {});
    await s.client().call(translations.languages, undefined, { headers: { 'Idempotency-Key': 'get-key' } });
    expect((await s.db.select({ n: count() }).from(idempotencyKeys))[0]?.n).toBe(before);
  });

  it('refuses an empty or overlong key with 400', async () => {
    expect((await post('/contact', contact('clave vacía'), { 'Idempotency-Key': '' })).status).toBe(400);
    const long = await post('/contact', contact('clave larga'), { 'Idempotency-Key': 'k'.repeat(201) });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ type: 'idempotency_key_invalid' });
    expect((await post('/contact', contact('clave de 200'), { 'Idempotency-Key': 'k'.repeat(200) })).status).toBe(200);
  });
});

describe('conflicts', () => {
  it('the same key with another request answers 422 idempotency_mismatch and runs nothing', async () => {
    await post('/contact', contact('primero'), { 'Idempotency-Key': 'reused' });
    const other = await post('/contact', contact('segundo'), { 'Idempotency-Key': 'reused' });
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({
      type: 'idempotency_mismatch',
      message: 'This idempotency key was already used with a different request.',
    });
    expect(await messagesAbout('segundo')).toBe(0);
    const otherPath = await post('/auth/password/forgot', contact('primero'), { 'Idempotency-Key': 'reused' });
    expect(otherPath.status).toBe(422);
  });

  it('a key whose first request is still running answers 409 with Retry-After; a stale run is taken over', async () => {
    const body = contact('en curso');
    const hash = requestHash('POST', '/api/contact', '', 'application/json', json(body));
    await s.db.insert(idempotencyKeys).values({
      userId: null,
      key: 'in-flight',
      method: 'POST',
      path: '/api/contact',
      requestHash: hash,
      state: 'running',
      createdAt: s.config.now(),
    });
    const busy = await post('/contact', body, { 'Idempotency-Key': 'in-flight' });
    expect(busy.status).toBe(409);
    expect(busy.headers.get('Retry-After')).toBe('1');
    expect(await busy.json()).toMatchObject({ type: 'idempotency_in_progress' });
    expect(await messagesAbout('en curso')).toBe(0);

    await s.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(s.config.now().getTime() - RUNNING_STALE_MS - 1000) })
      .where(eq(idempotencyKeys.key, 'in-flight'));
    const resumed = await post('/contact', body, { 'Idempotency-Key': 'in-flight' });
    expect(resumed.status).toBe(200);
    expect(resumed.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await messagesAbout('en curso')).toBe(1);
    expect((await keyRows('in-flight'))[0]).toMatchObject({ state: 'done', status: 200 });
  });
});

describe('answers that are not stored', () => {
  it('a 5xx is not stored, so the retry runs again; an unexpected error leaves no row', async () => {
    let calls = 0;
    const flaky = endpoint({
      name: 'test.flaky',
      method: 'POST',
      path: '/test/flaky',
      access: 'public',
      spec: 'test',
      body: v.object({ n: v.number() }),
      answer: v.object({ calls: v.number() }),
    });
    const app = new Hono();
    app.onError((_err, c) => c.json({ type: 'error', message: 'boom' }, 500));
    registerEndpoints(app, { db: s.db, config: s.config }, [
      implement(flaky, async () => {
        calls += 1;
        if (calls === 1) throw new Error('database went away');
        return { calls };
      }),
    ]);
    const call = () =>
      Promise.resolve(
        app.fetch(
          new Request('http://pauta.test/api/test/flaky', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'flaky-1' },
            body: '{"n":1}',
          }),
        ),
      );
    expect((await call()).status).toBe(500);
    expect(await keyRows('flaky-1')).toEqual([]);
    const ok = await call();
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ calls: 2 });
    const again = await call();
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual({ calls: 2 });
    expect(calls).toBe(2);
  });

  it('a 401 is not stored: signing in and retrying with the key runs the call', async () => {
    const seller = acc('seller');
    const body = { name: seller.name, email: seller.email };
    const denied = await s.app.fetch(
      new Request('http://pauta.test/api/profile', {
        method: 'PUT',
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': 'profile-1',
          Authorization: 'Bearer not-a-token',
        },
        body: JSON.stringify(body),
      }),
    );
    expect(denied.status).toBe(401);
    expect(await keyRows('profile-1')).toEqual([]);
    const token = await s.login(seller.email, seller.password);
    const done = await s
      .client(token)
      .call(session.updateProfile, { body }, { headers: { 'Idempotency-Key': 'profile-1' } });
    expect(done.data.email).toBe(seller.email);
    expect((await keyRows('profile-1'))[0]).toMatchObject({ state: 'done', status: 200 });
  });
});

describe('multipart', () => {
  it('a retried upload re-encoded with a new boundary is replayed, and the handler still parsed the form', async () => {
    const bytes = tinyPng(9);
    const upload = () =>
      s
        .client(clientToken)
        .call(
          files.uploadFile,
          { body: { file: new File([bytes], 'foto.png', { type: 'image/png' }) } },
          { headers: { 'Idempotency-Key': 'photo-1' } },
        );
    const [before] = await s.db.select({ n: count() }).from(filesTable);
    const first = await upload();
    const second = await upload();
    expect(first.data).toMatchObject({ name: 'foto.png', mime: 'image/png', size: bytes.byteLength });
    expect(second).toEqual(first);
    const [after] = await s.db.select({ n: count() }).from(filesTable);
    expect(after!.n).toBe(before!.n + 1);
    const other = await s
      .client(clientToken)
      .call(files.uploadFile, { body: { file: pngFile('otra.png', 1) } }, { headers: { 'Idempotency-Key': 'photo-1' } })
      .catch((e: unknown) => e);
    expect(other).toMatchObject({ status: 422 });
  });

  it('the hash leaves the boundary out but keeps the parts', () => {
    expect(formHash('----one', 'x')).toBe(formHash('----two', 'x'));
    expect(formHash('----one', 'x')).not.toBe(formHash('----one', 'y'));
  });
});

describe('purge', () => {
  it('deletes rows older than 24 hours, at most once a minute, and never replays an expired answer', async () => {
    const now = s.config.now().getTime();
    const body = contact('vieja');
    const hash = requestHash('POST', '/api/contact', '', 'application/json', json(body));
    const old = {
      userId: null,
      method: 'POST',
      path: '/api/contact',
      requestHash: hash,
      state: 'done' as const,
      status: 200,
      response: { message: 'stale' },
    };
    await s.db.insert(idempotencyKeys).values([
      { ...old, key: 'old-1', createdAt: new Date(now - KEY_TTL_MS - 60_000) },
      { ...old, key: 'recent-1', createdAt: new Date(now - KEY_TTL_MS + 3600_000) },
    ]);
    s.advanceClock(PURGE_INTERVAL_MS);
    await post('/contact', contact('dispara la purga'), { 'Idempotency-Key': 'purge-trigger' });
    expect(await keyRows('old-1')).toEqual([]);
    expect((await keyRows('recent-1')).length).toBe(1);

    // purged again only a minute later; meanwhile an expired row is run, not replayed
    await s.db
      .insert(idempotencyKeys)
      .values({ ...old, key: 'old-2', createdAt: new Date(s.config.now().getTime() - KEY_TTL_MS - 1000) });
    const fresh = await post('/contact', body, { 'Idempotency-Key': 'old-2' });
    expect(fresh.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await fresh.json()).toEqual({ message: 'Thank you, we received your message. We will contact you soon.' });
    expect(await messagesAbout('vieja')).toBe(1);
    await s.db
      .insert(idempotencyKeys)
      .values({ ...old, key: 'old-3', createdAt: new Date(s.config.now().getTime() - KEY_TTL_MS - 1000) });
    await post('/contact', contact('sin purga'), { 'Idempotency-Key': 'no-purge-yet' });
    expect((await keyRows('old-3')).length).toBe(1);
    s.advanceClock(PURGE_INTERVAL_MS);
    await post('/contact', contact('con purga'), { 'Idempotency-Key': 'purge-again' });
    expect(await keyRows('old-3')).toEqual([]);
    expect(
      (
        await s.db
          .select()
          .from(idempotencyKeys)
          .where(and(isNull(idempotencyKeys.userId), eq(idempotencyKeys.key, 'recent-1')))
      ).length,
    ).toBe(1);
  });
});
