/**
 * The interface's language every call states (spec §9 `locals`, es default): without the cookie the server must
 * still answer in Spanish, whatever the browser's own Accept-Language says.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createApiClient } from './client.ts';
import { endpoint } from './contract/define.ts';
import { interfaceLocale } from './locale.ts';

const ping = endpoint({
  name: 'test.ping',
  method: 'GET',
  path: '/ping',
  access: 'public',
  spec: 'test',
  answer: v.object({ ok: v.boolean() }),
});

describe('interface language', () => {
  it('is the cookie when it holds es or en, else es', () => {
    expect(interfaceLocale(undefined)).toBe('es');
    expect(interfaceLocale('en')).toBe('en');
    expect(interfaceLocale('es')).toBe('es');
    expect(interfaceLocale('fr')).toBe('es');
  });

  it('goes with every call as Accept-Language, es when no cookie was ever written', async () => {
    const seen: string[] = [];
    const client = createApiClient({
      baseUrl: 'http://localhost',
      getToken: () => undefined,
      getLocale: () => interfaceLocale(undefined),
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(input, init);
        seen.push(request.headers.get('Accept-Language') ?? '');
        return new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } });
      },
    });
    await client.call(ping, {});
    expect(seen).toEqual(['es']);
  });
});
