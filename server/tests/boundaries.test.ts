/**
 * Boundary values on every served route (SECURITY.md, findings 6 and 7): no
 * answer is ever 5xx.
 *
 * Walks the contract (every endpoint the server registers, routes.test.ts
 * checks they are the same) twice — signed in as the administrator, who passes
 * every permission gate, and with no token (public routes get every probe,
 * the others one: they answer 401 before reading anything) — and sends:
 * - each path param as 0, -1, 2147483648, a 20-digit number and `abc` (the
 *   other params 1, the body a valid sample);
 * - each numeric query field (found by introspecting the valibot schema) as
 *   1e300, -1e300, 2147483648, 20 digits and NaN;
 * - each numeric body field, at any depth (arrays: their first item), as
 *   1e300, -1e300, 2147483648, 1e999 (JSON's Infinity) and "NaN", the
 *   rest of the body a valid sample built from the schema, so the value
 *   reaches the handler when validation lets it through;
 * - as the body, a JSON array, null, a string and a number, which must be
 *   refused (never 2xx) wherever an object is expected.
 * Mutating calls may succeed: the test asserts only the status classes. The
 * order is the contract's, on a freshly seeded database with a fixed anchor,
 * so runs are repeatable. The count of 5xx answers is printed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { contract, type AnyEndpoint } from '#src/api/contract/index.ts';
import { buildPath, pathParamNames } from '#src/api/contract/define.ts';
import { campaigns, units } from '../db/schema.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { startTestServer, type TestServer } from '../test-support.ts';

/** What the walk needs of a valibot schema (valibot 1.x keeps these as plain properties). */
interface Node {
  type: string;
  pipe?: readonly { kind: string; type: string }[];
  wrapped?: Node;
  entries?: Record<string, Node>;
  options?: readonly (Node | string | number)[];
  item?: Node;
  literal?: unknown;
}

const PATH_VALUES = ['0', '-1', '2147483648', '99999999999999999999', 'abc'];
const QUERY_VALUES = ['1e300', '-1e300', '2147483648', '99999999999999999999', 'NaN'];
/** `INFINITY` is written into the JSON text as `1e999`, which JSON.parse reads as Infinity. */
const INFINITY = '\u0000inf';
const BODY_VALUES: unknown[] = [1e300, -1e300, 2147483648, INFINITY, 'NaN'];
const SHAPES = ['[]', '[{"id":1}]', 'null', '"text"', '42'];

const STRINGS = [
  '1',
  'x',
  'Prueba de valor 2026',
  '2026-11-10',
  '2026-11-10T10:00:00.000Z',
  'demo@pauta.demo',
  '#336699',
  'https://pauta.test/x',
  '10:00',
  'es',
  'MX',
];

const node = (s: unknown) => s as Node;
const ok = (schema: Node, value: unknown) => v.safeParse(schema as unknown as v.GenericSchema, value).success;

/** Values of the schema's own type, most plausible first (not all valid). */
function candidates(s: Node, depth = 0): unknown[] {
  if (depth > 8) return [];
  switch (s.type) {
    case 'optional':
    case 'nullable':
    case 'nullish':
    case 'exact_optional':
    case 'undefinedable':
      return candidates(s.wrapped!, depth + 1);
    case 'string':
      return STRINGS;
    case 'number':
      return [1, 2, 10, 0, 0.5];
    case 'boolean':
      return [true, false];
    case 'picklist':
    case 'enum':
      return [...(s.options ?? [])];
    case 'literal':
      return [s.literal];
    case 'union':
    case 'variant':
      return (s.options ?? []).flatMap((o) => candidates(node(o), depth + 1));
    case 'object':
    case 'loose_object':
    case 'strict_object': {
      const out: Record<string, unknown> = {};
      for (const [key, entry] of Object.entries(s.entries ?? {})) {
        const value = sample(entry, depth + 1);
        if (value !== undefined) out[key] = value;
      }
      return [out];
    }
    case 'array': {
      const item = sample(s.item!, depth + 1);
      return item === undefined ? [[]] : [[item], [item, item], []];
    }
    case 'record':
      return [{}];
    case 'instance':
      return [new Blob(['boundary'], { type: 'text/plain' })];
    case 'unknown':
    case 'any':
      return [{}];
    default:
      return [];
  }
}

/** A value the schema accepts, or undefined when none of the candidates is. */
function sample(s: Node, depth = 0): unknown {
  const list = candidates(s, depth);
  return list.find((c) => ok(s, c)) ?? (s.type === 'optional' ? undefined : list[0]);
}

/** Whether a leaf takes a number: a number passes, or a digit string passes where a word does not. */
function numeric(s: Node): boolean {
  const inner = s.type === 'optional' || s.type === 'nullable' || s.type === 'nullish' ? s.wrapped! : s;
  if (['object', 'loose_object', 'strict_object', 'array', 'record'].includes(inner.type)) return false;
  return ok(inner, 1) || (ok(inner, '1') && !ok(inner, 'word'));
}

/** Dot paths (`a`, `items.0.price`) of the numeric leaves of an object schema. */
function numericPaths(s: Node, prefix: (string | number)[] = [], depth = 0): (string | number)[][] {
  if (depth > 6) return [];
  const inner = s.type === 'optional' || s.type === 'nullable' || s.type === 'nullish' ? s.wrapped! : s;
  if (inner.type === 'object' || inner.type === 'loose_object' || inner.type === 'strict_object') {
    return Object.entries(inner.entries ?? {}).flatMap(([k, e]) => numericPaths(e, [...prefix, k], depth + 1));
  }
  if (inner.type === 'array') {
    const item = inner.item!;
    return numeric(item) ? [[...prefix, 0]] : numericPaths(item, [...prefix, 0], depth + 1);
  }
  if (inner.type === 'union') {
    const obj = (inner.options ?? []).map(node).find((o) => o.type === 'object' || o.type === 'array');
    if (obj) return numericPaths(obj, prefix, depth + 1);
  }
  return prefix.length && numeric(s) ? [prefix] : [];
}

/** Whether the schema's own kind (not an object's optional keys) is that of `value`: an array body, a nullable one… */
function intended(s: Node, value: unknown): boolean {
  const kinds = (n: Node): string[] =>
    n.type === 'optional'
      ? kinds(n.wrapped!)
      : n.type === 'nullable' || n.type === 'nullish'
        ? ['null', ...kinds(n.wrapped!)]
        : n.type === 'union'
          ? (n.options ?? []).flatMap((o) => kinds(node(o)))
          : [n.type];
  const kind = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  return kinds(s).includes(kind);
}

/** A deep copy of `base` with `value` at `path` (creating objects and arrays on the way). */
function setAt(base: unknown, path: (string | number)[], value: unknown): unknown {
  const root: unknown = structuredClone(base ?? {});
  let at = root as Record<string | number, unknown>;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      at[key] = value;
      return;
    }
    if (typeof at[key] !== 'object' || at[key] === null) at[key] = typeof path[i + 1] === 'number' ? [] : {};
    at = at[key] as Record<string | number, unknown>;
  });
  return root;
}

interface Probe {
  route: string;
  what: string;
  status: number;
}

let s: TestServer;
let adminToken: string;
const admin = DEMO_ACCOUNTS.find((a) => a.role === 'administrator')!;

beforeAll(async () => {
  s = await startTestServer();
  adminToken = await s.login(admin.email, admin.password);
});
afterAll(async () => {
  await s.close();
});

/** One request through the app; the administrator pass signs in again if a call revoked its token (sign-out). */
async function send(
  e: AnyEndpoint,
  signedIn: boolean,
  params: Record<string, string>,
  query: Record<string, string>,
  body: unknown,
  raw?: string,
): Promise<number> {
  const url = new URL(`http://pauta.test/api${buildPath(e.path, params)}`);
  for (const [k, val] of Object.entries(query)) url.searchParams.set(k, val);
  const build = (): RequestInit => {
    const headers: Record<string, string> = { 'accept-language': 'en' };
    if (signedIn) headers.authorization = `Bearer ${adminToken}`;
    if (e.method === 'GET' || (body === undefined && raw === undefined)) return { method: e.method, headers };
    if (e.bodyKind === 'multipart' && raw === undefined) {
      const form = new FormData();
      for (const [k, val] of Object.entries((body ?? {}) as Record<string, unknown>)) {
        if (val instanceof Blob) form.append(k, val, 'boundary.txt');
        else if (Array.isArray(val))
          for (const x of val) form.append(`${k}[]`, String(x === INFINITY ? 'Infinity' : x));
        else if (val !== undefined) form.append(k, String(val === INFINITY ? 'Infinity' : val));
      }
      return { method: e.method, headers, body: form };
    }
    const text = raw ?? JSON.stringify(body).replaceAll(JSON.stringify(INFINITY), '1e999');
    return { method: e.method, headers: { ...headers, 'content-type': 'application/json' }, body: text };
  };
  let res = await s.app.fetch(new Request(url, build()));
  if (signedIn && res.status === 401) {
    adminToken = await s.login(admin.email, admin.password);
    res = await s.app.fetch(new Request(url, build()));
  }
  await res.arrayBuffer();
  return res.status;
}

/**
 * Every boundary probe of one endpoint, signed in or not. Without a token a
 * route that is not public answers 401 before reading anything: one probe
 * (the largest path ids, an array body) stands for all.
 */
async function probe(e: AnyEndpoint, signedIn: boolean): Promise<Probe[]> {
  const route = `${e.method} ${e.path}`;
  const out: Probe[] = [];
  const names = pathParamNames(e.path);
  const ones = Object.fromEntries(names.map((n) => [n, '1']));
  if (!signedIn && e.access !== 'public') {
    const raw = e.body && e.bodyKind === 'json' ? '[]' : undefined;
    return [
      {
        route,
        what: 'signed out',
        status: await send(
          e,
          false,
          Object.fromEntries(names.map((n) => [n, '99999999999999999999'])),
          {},
          undefined,
          raw,
        ),
      },
    ];
  }
  const body = e.body ? sample(node(e.body)) : undefined;
  const record = (what: string, status: number) => out.push({ route, what, status });

  for (const name of names) {
    for (const value of PATH_VALUES)
      record(`path ${name}=${value}`, await send(e, signedIn, { ...ones, [name]: value }, {}, body));
  }
  for (const [key] of e.query ? numericPaths(node(e.query)) : []) {
    for (const value of QUERY_VALUES)
      record(`query ${key}=${value}`, await send(e, signedIn, ones, { [String(key)]: value }, body));
  }
  if (e.body && e.method !== 'GET') {
    for (const path of numericPaths(node(e.body))) {
      for (const value of BODY_VALUES) {
        const shown = value === INFINITY ? '1e999' : JSON.stringify(value);
        record(`body ${path.join('.')}=${shown}`, await send(e, signedIn, ones, {}, setAt(body, path, value)));
      }
    }
    if (e.bodyKind === 'json') {
      for (const raw of SHAPES) {
        if (intended(node(e.body), JSON.parse(raw))) continue; // the body is declared as this kind of value
        record(`shape ${raw}`, await send(e, signedIn, ones, {}, undefined, raw));
      }
    }
  }
  return out;
}

describe('boundary values on every route', () => {
  it('never answers 5xx; a body of the wrong shape is never accepted', async () => {
    const probes: Probe[] = [];
    for (const signedIn of [true, false]) {
      for (const e of contract) probes.push(...(await probe(e, signedIn)));
    }
    const crashes = probes.filter((p) => p.status >= 500);
    const routes = new Set(crashes.map((p) => p.route));
    console.info(
      `[boundaries] ${probes.length} requests over ${contract.length} routes: ${crashes.length} answered 5xx on ${routes.size} routes`,
    );
    for (const p of crashes.slice(0, 400)) console.info(`[boundaries] ${p.status} ${p.route} ${p.what}`);
    const shapeStatuses = probes
      .filter((p) => p.what.startsWith('shape'))
      .reduce<Record<number, number>>((n, p) => ({ ...n, [p.status]: (n[p.status] ?? 0) + 1 }), {});
    console.info(`[boundaries] bodies of the wrong shape answered ${JSON.stringify(shapeStatuses)}`);
    const shapes = probes.filter((p) => p.what.startsWith('shape') && p.status < 300);
    for (const p of shapes) console.info(`[boundaries] accepted ${p.route} ${p.what}`);
    expect(crashes).toEqual([]);
    expect(shapes).toEqual([]);
  }, 600_000);
});

/** A raw JSON request through the app: status and error body. */
const raw = async (method: string, url: string, init: { body?: string; token?: string; locale?: string } = {}) => {
  const headers: Record<string, string> = {
    'accept-language': init.locale ?? 'en',
    'content-type': 'application/json',
  };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await s.app.fetch(new Request(`http://pauta.test/api${url}`, { method, headers, body: init.body }));
  return {
    status: res.status,
    body: (await res.json()) as { type?: string; message: string; errors?: Record<string, string[]> },
  };
};

describe('the answers users read', () => {
  it('an id no int4 column holds is a 422 naming the bound, in Spanish and English', async () => {
    const en = await raw('GET', '/countries/2147483648/states');
    expect(en.status).toBe(422);
    expect(en.body).toMatchObject({
      type: 'validation',
      errors: { id: ['The id field may not be greater than 2147483647.'] },
    });
    const es = await raw('GET', '/countries/99999999999999999999/states', { locale: 'es' });
    expect(es.body.errors).toEqual({ id: ['El campo id no puede ser mayor que 2147483647.'] });
  });

  it('money out of its column and Infinity are 422', async () => {
    const [campaign] = await s.db.select({ id: campaigns.id }).from(campaigns).limit(1);
    const huge = await raw('POST', `/client/campaigns/${campaign!.id}/add_credit`, {
      token: adminToken,
      body: '{"amount":1e300}',
    });
    expect(huge.status).toBe(422);
    expect(huge.body.errors?.amount).toEqual(['The amount field may not be greater than 999999999999.99.']);
    const inf = await raw('POST', `/client/campaigns/${campaign!.id}/add_credit`, {
      token: adminToken,
      body: '{"amount":1e999}',
      locale: 'es',
    });
    expect(inf.body.errors?.amount).toEqual(['El campo amount debe ser un número.']);
  });

  it('a JSON array, null, a string or a number where an object belongs is 422', async () => {
    const [unit] = await s.db.select({ id: units.id }).from(units).limit(1);
    for (const body of ['[]', '[{"x":1}]', 'null', '"x"', '7']) {
      const r = await raw('PUT', `/client/units/${unit!.id}/sync-audience`, { token: adminToken, body });
      expect(r.status, body).toBe(422);
      expect(r.body.errors).toEqual({ _: ['The request body must be a JSON object.'] });
    }
    const es = await raw('PUT', `/client/units/${unit!.id}/sync-audience`, {
      token: adminToken,
      body: '[]',
      locale: 'es',
    });
    expect(es.body.errors).toEqual({ _: ['El cuerpo de la petición debe ser un objeto JSON.'] });
    expect(
      (await raw('PUT', `/client/units/${unit!.id}/sync-audience`, { token: adminToken, body: '{}' })).status,
    ).toBe(200);
  });
});
