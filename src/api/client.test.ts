/** The contract client: paths, query, auth header, multipart, answer validation and 401 handling (spec §7, §8). */
import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { createApiClient } from './client.ts';
import { endpoint } from './contract/define.ts';
import { envelope, id, idParams, intQuery } from './contract/common.ts';
import { ApiError } from './errors.ts';
import { session, lookups } from './contract/index.ts';

type Seen = { url: string; method: string; headers: Headers; body: unknown };

function fakeServer(answer: (req: Request) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input as RequestInfo, init);
    const ct = req.headers.get('content-type') ?? '';
    const body =
      req.method === 'GET'
        ? undefined
        : ct.includes('json')
          ? await req.clone().json()
          : ct.includes('multipart')
            ? await req.clone().formData()
            : undefined;
    seen.push({ url: req.url, method: req.method, headers: req.headers, body });
    return answer(req);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const thing = endpoint({
  name: 'test.thing',
  method: 'GET',
  path: '/things/{id}',
  access: 'user',
  spec: 'test',
  params: idParams,
  query: v.object({ page: intQuery, tags: v.optional(v.array(v.string())) }),
  answer: envelope(v.object({ id: v.number(), name: v.string() })),
});

/** A 200 whose body breaks off after its first bytes, as a dropped connection or a page leaving does. */
const cutOff = () =>
  new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"data":{"id":7,'));
        controller.error(new TypeError('network error'));
      },
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );

describe('createApiClient', () => {
  it('sends /api + path with params and query, the bearer token and the language', async () => {
    const s = fakeServer(() => json({ data: { id: 7, name: 'Valla' } }));
    const api = createApiClient({
      baseUrl: 'https://api.pauta.test',
      getToken: () => 'tok',
      getLocale: () => 'en',
      fetch: s.fetch,
    });
    const answer = await api.call(thing, { params: { id: 7 }, query: { page: 2, tags: ['a', 'b'] } });
    expect(answer.data.name).toBe('Valla');
    expect(s.seen[0]!.url).toBe('https://api.pauta.test/api/things/7?page=2&tags%5B%5D=a&tags%5B%5D=b');
    expect(s.seen[0]!.headers.get('authorization')).toBe('Bearer tok');
    expect(s.seen[0]!.headers.get('accept-language')).toBe('en');
  });

  it('sends no Authorization header without a token', async () => {
    const s = fakeServer(() => json({ data: [] }));
    const api = createApiClient({ baseUrl: 'http://x', getToken: () => undefined, fetch: s.fetch });
    await api.call(lookups.activeCountries);
    expect(s.seen[0]!.headers.has('authorization')).toBe(false);
  });

  it('rejects an answer of the wrong shape at the boundary with a clear error', async () => {
    const s = fakeServer(() => json({ data: { id: '7' } }));
    const api = createApiClient({ baseUrl: 'http://x', getToken: () => 't', fetch: s.fetch });
    const e = await api.call(thing, { params: { id: 7 } }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ type: 'invalid_response', status: 200 });
    expect((e as ApiError).message).toContain('test.thing');
  });

  it('rejects a non-JSON success answer clearly', async () => {
    const s = fakeServer(() => new Response('<html>', { status: 200 }));
    const api = createApiClient({ baseUrl: 'http://x', getToken: () => 't', fetch: s.fetch });
    await expect(api.call(thing, { params: { id: 1 } })).rejects.toMatchObject({ type: 'invalid_response' });
  });

  it('a body cut off after the headers (connection dropped, page left) is no answer, to retry, not a malformed one', async () => {
    const s = fakeServer(cutOff);
    const api = createApiClient({ baseUrl: 'http://x', getToken: () => 't', fetch: s.fetch });
    const e = await api.call(thing, { params: { id: 7 } }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ type: 'network', status: 0 });
    expect((e as ApiError).isRetryable).toBe(true);
  });

  it('on 401 runs onUnauthorized, unless the call asks to only throw', async () => {
    const s = fakeServer(() => json({ type: 'unauthenticated', message: 'Expired' }, 401));
    const onUnauthorized = vi.fn();
    const api = createApiClient({ baseUrl: 'http://x', getToken: () => 't', fetch: s.fetch, onUnauthorized });
    await expect(api.call(session.currentUser)).rejects.toMatchObject({ status: 401, message: 'Expired' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(api.call(session.currentUser, undefined, { on401: 'throw' })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('normalises a 422 and a network failure', async () => {
    const s = fakeServer(() => json({ message: 'Invalid', errors: { email: ['Bad email'] } }, 422));
    const api = createApiClient({ baseUrl: 'http://x', getToken: () => undefined, fetch: s.fetch });
    await expect(api.call(session.login, { body: { email: 'a@b.co', password: 'x' } })).rejects.toMatchObject({
      status: 422,
      description: 'Bad email',
    });
    const offline = createApiClient({
      baseUrl: 'http://x',
      getToken: () => undefined,
      fetch: (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch,
    });
    await expect(offline.call(session.login, { body: { email: 'a@b.co', password: 'x' } })).rejects.toMatchObject({
      status: 0,
      type: 'network',
      message: 'Failed to fetch',
    });
  });

  it('sends multipart bodies with the file', async () => {
    const s = fakeServer(() =>
      json({ data: { id: 1, name: 'a.png', mime: 'image/png', size: 3, url: '/api/files/get/1' } }),
    );
    const api = createApiClient({ baseUrl: 'http://x', getToken: () => 't', fetch: s.fetch });
    const { files } = await import('./contract/index.ts');
    await api.call(files.uploadFile, {
      body: { file: new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' }) },
    });
    const form = s.seen[0]!.body as FormData;
    const file = form.get('file') as File;
    expect(file.name).toBe('a.png');
    expect(file.size).toBe(3);
  });
});

describe('contract schemas', () => {
  it('ids accept numbers and digit strings and refuse anything else', () => {
    expect(v.parse(id, '12')).toBe(12);
    expect(v.parse(id, 12)).toBe(12);
    for (const bad of ['abc', '0', 0, -1, '1.5', 1.5, '']) expect(v.safeParse(id, bad).success).toBe(false);
  });

  it('password confirmation mismatches are reported on password_confirmation', () => {
    const r = v.safeParse(session.changePassword.body, {
      password: 'abcdefghijkl',
      password_confirmation: 'abcdefghijkX',
    });
    expect(r.success).toBe(false);
    expect(r.issues!.map((i) => v.getDotPath(i))).toEqual(['password_confirmation']);
  });

  it('endpoint() refuses a path whose placeholders do not match its params schema', () => {
    expect(() =>
      endpoint({
        name: 'bad',
        method: 'GET',
        path: '/a/{id}/b/{other}',
        params: idParams,
        access: 'user',
        spec: 't',
        answer: v.unknown(),
      }),
    ).toThrow(/other/);
  });
});
