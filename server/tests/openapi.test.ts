/**
 * The API reference for integrators (server/http/openapi.ts): `GET /api/openapi.json` is an OpenAPI 3.1
 * document naming every route the server serves, with parameters, bodies and answers from the contract's
 * schemas and who may call each; `GET /api/reference` is the same as an HTML page with no script, in the
 * caller's language. Neither needs a token. Built on an app with no database: describing touches no data.
 */
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { configFromEnv } from '../config.ts';
import type { Db } from '../db/client.ts';
import { implementations } from '../handlers/index.ts';
import { SYNC_BATCH_PATH } from '#src/api/contract/sync-batch.ts';
import type { OpenApiDocument, OpenApiOperation } from '../http/openapi.ts';

const app = createApp({ db: {} as Db, config: configFromEnv({}) });
const get = (path: string, headers: Record<string, string> = {}) =>
  app.fetch(new Request(`http://pauta.test${path}`, { headers }));

async function openApi(): Promise<OpenApiDocument> {
  const res = await get('/api/openapi.json');
  expect(res.status).toBe(200);
  return (await res.json()) as OpenApiDocument;
}

const operation = (doc: OpenApiDocument, method: string, path: string): OpenApiOperation | undefined =>
  doc.paths[`/api${path}`]?.[method.toLowerCase()];

describe('GET /api/openapi.json', () => {
  it('is OpenAPI 3.1 and names every served route, and nothing else', async () => {
    const doc = await openApi();
    expect(doc.openapi).toBe('3.1.0');
    const served = [
      ...implementations.map((i) => `${i.endpoint.method} /api${i.endpoint.path}`),
      `POST /api${SYNC_BATCH_PATH}`,
    ];
    const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.toSorted()).toEqual(served.toSorted());
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('describes parameters, bodies, answers and access from the contract', async () => {
    const doc = await openApi();
    const login = operation(doc, 'POST', '/auth/login/web')!;
    expect(login.operationId).toBe('session.login');
    expect(login.security).toBeUndefined();
    const body = login.requestBody!.content['application/json']!.schema as { properties: Record<string, unknown> };
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['email', 'password']));

    const finish = operation(doc, 'PUT', '/routes/{id}/finish')!;
    expect(finish.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(finish.security).toEqual([{ bearer: [] }]);
    expect(finish['x-pauta-access']).toMatchObject({ owner: { resource: 'route', param: 'id' } });
    expect(Object.keys(finish.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '404', '422']));
    const answer = (finish.responses['200'] as { content: Record<string, { schema: { type?: string } }> }).content;
    expect(answer['application/json']!.schema.type).toBe('object');

    const multipart = Object.values(doc.paths)
      .flatMap((item) => Object.values(item))
      .filter((op) => op.requestBody?.content['multipart/form-data']);
    expect(multipart.length).toBeGreaterThan(0);
  });

  it('needs no token', async () => {
    expect((await get('/api/openapi.json')).status).toBe(200);
    expect((await get('/api/reference')).status).toBe(200);
  });
});

describe('GET /api/reference', () => {
  it('lists every served route as HTML with no script, in the caller’s language', async () => {
    const es = await get('/api/reference', { 'Accept-Language': 'es' });
    expect(es.headers.get('content-type')).toContain('text/html');
    const html = await es.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Referencia de la API de Pauta');
    expect(html).not.toMatch(/<script|\son\w+=/i);
    for (const { endpoint } of implementations) expect(html).toContain(`<code>/api${endpoint.path}</code>`);
    const en = await (await get('/api/reference', { 'Accept-Language': 'en' })).text();
    expect(en).toContain('Pauta API reference');
  });
});
