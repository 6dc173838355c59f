/**
 * The API described for integrators, generated from the contract (src/api/contract): no second copy to keep.
 *
 * - `GET /api/openapi.json`: an OpenAPI 3.1 document. One operation per served endpoint (the spec's calls,
 *   api-catalogue.md, plus the reference server's own sync batch): `operationId` is the endpoint's name
 *   (`session.login`), its tag the first part of the name, path parameters and query from the params and query
 *   schemas, the request body (JSON or multipart) and the 200 answer from the body and answer schemas, converted
 *   with `@valibot/to-json-schema` (JSON Schema 2020-12, the input side: what a caller sends and what the server
 *   writes). Who may call it is in `security` (bearer token unless public) and `x-pauta-access` (permissions,
 *   ownership rules; spec §6, SECURITY.md); the spec section it implements in `x-pauta-spec`. Error answers follow
 *   spec §8 (`{ type, message, description?, errors? }`).
 * - `GET /api/reference`: the same as a readable HTML page (no script: the page passes the app's CSP), grouped
 *   by area, in the caller's language (es default, en).
 *
 * Both are public (they describe, they never touch data) and are built once per app, on first request.
 */
import type { Hono } from 'hono';
import { toJsonSchema, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import type { AnyEndpoint, Schema } from '#src/api/contract/define.ts';
import { pathParamNames } from '#src/api/contract/define.ts';
import type { Locale } from '#src/api/contract/common.ts';
import { msg } from '../i18n.ts';
import { requestLocale } from './register.ts';

/** Where the document and the page are served, under /api. */
export const OPENAPI_PATH = '/openapi.json';
export const REFERENCE_PATH = '/reference';

/** An OpenAPI 3.1 document (only the parts Pauta writes). */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, JsonSchema> };
}

/** One operation of the document. */
export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  parameters?: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[];
  requestBody?: { required: true; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
  security?: Record<string, string[]>[];
  'x-pauta-access': unknown;
  'x-pauta-spec': string;
}

const CONVERSION: ConversionConfig = { target: 'draft-2020-12', typeMode: 'input', errorMode: 'ignore' };

/** JSON Schema of a valibot schema; parts JSON Schema cannot say (transforms, custom checks) are left open. */
function jsonSchema(schema: Schema): JsonSchema {
  const out = toJsonSchema(schema, CONVERSION) as JsonSchema & { $schema?: string };
  delete out.$schema;
  return out;
}

/** The properties of an object schema's JSON Schema, with which are required. */
function propertiesOf(schema: Schema | undefined): { name: string; required: boolean; schema: JsonSchema }[] {
  if (!schema) return [];
  const json = jsonSchema(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    required: json.required?.includes(name) ?? false,
    schema: s,
  }));
}

/** The tag of an endpoint: the first part of its dotted name (`campaigns.attachUnit` → `campaigns`). */
export function tagOf(endpoint: AnyEndpoint): string {
  return endpoint.name.split('.')[0]!;
}

const errorRef = { $ref: '#/components/schemas/Error' };
const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: errorRef } } });

/** The operation describing one endpoint. */
export function operationOf(endpoint: AnyEndpoint): OpenApiOperation {
  const pathNames = new Set(pathParamNames(endpoint.path));
  const parameters = [
    ...propertiesOf(endpoint.params)
      .filter((p) => pathNames.has(p.name))
      .map((p) => ({ name: p.name, in: 'path' as const, required: true, schema: p.schema })),
    ...propertiesOf(endpoint.query).map((p) => ({
      name: p.name,
      in: 'query' as const,
      required: p.required,
      schema: p.schema,
    })),
  ];
  const isPublic = endpoint.access === 'public';
  const op: OpenApiOperation = {
    operationId: endpoint.name,
    summary: `${endpoint.name} (${endpoint.spec})`,
    tags: [tagOf(endpoint)],
    responses: {
      '200':
        endpoint.answerKind === 'file'
          ? {
              description: 'A file',
              content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: '*/*' } } },
            }
          : { description: 'OK', content: { 'application/json': { schema: jsonSchema(endpoint.answer) } } },
      '422': errorAnswer('Invalid input: `errors` maps each field to its messages (spec §5, §8)'),
      ...(isPublic
        ? {}
        : {
            '401': errorAnswer('No valid token'),
            '403': errorAnswer('The account lacks the permission (spec §6)'),
          }),
      ...(endpoint.params ? { '404': errorAnswer('Not found, or not reachable by the caller') } : {}),
    },
    'x-pauta-access': endpoint.access,
    'x-pauta-spec': endpoint.spec,
  };
  if (parameters.length) op.parameters = parameters;
  if (endpoint.body) {
    const type = endpoint.bodyKind === 'multipart' ? 'multipart/form-data' : 'application/json';
    op.requestBody = { required: true, content: { [type]: { schema: jsonSchema(endpoint.body) } } };
  }
  if (!isPublic) op.security = [{ bearer: [] }];
  return op;
}

/**
 * The OpenAPI 3.1 document of `endpoints` (the order is kept within each path).
 * Paths are written with the /api prefix, as a client calls them.
 */
export function openApiDocument(endpoints: readonly AnyEndpoint[], version: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  for (const endpoint of endpoints) {
    const item = (paths[`/api${endpoint.path}`] ??= {});
    item[endpoint.method.toLowerCase()] = operationOf(endpoint);
    tags.add(tagOf(endpoint));
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Pauta API',
      version,
      description:
        'The /api of Pauta, generated from its contract. Send `Authorization: Bearer <token>` (from session.login), ' +
        '`Idempotency-Key` on writes to apply a retried request once, and `locals` (cookie) or `Accept-Language` ' +
        'for the language of messages (es, en).',
    },
    servers: [{ url: '/' }],
    tags: [...tags].toSorted().map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: {
        Error: {
          type: 'object',
          required: ['type', 'message'],
          properties: {
            type: { type: 'string' },
            message: { type: 'string' },
            description: { type: 'string' },
            errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          },
        },
      },
    },
  };
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch as '&' | '<' | '>' | '"'],
  );

/** Who may call an endpoint, in words. */
function accessText(endpoint: AnyEndpoint, locale: Locale): string {
  const access = endpoint.access;
  if (access === 'public') return msg(locale, 'reference.public');
  if (access === 'user' || access.permissions.length === 0) return msg(locale, 'reference.signed_in');
  return access.permissions.join(', ');
}

/** The reference page: every endpoint by area, its method, path, name, who may call it and its spec section. */
export function referencePage(endpoints: readonly AnyEndpoint[], locale: Locale): string {
  const byTag = new Map<string, AnyEndpoint[]>();
  for (const e of endpoints) byTag.set(tagOf(e), [...(byTag.get(tagOf(e)) ?? []), e]);
  const sections = [...byTag.keys()].toSorted().map((tag) => {
    const rows = byTag
      .get(tag)!
      .map(
        (e) =>
          `<tr><td><code>${e.method}</code></td><td><code>/api${escapeHtml(e.path)}</code></td>` +
          `<td><code>${escapeHtml(e.name)}</code></td><td>${escapeHtml(accessText(e, locale))}</td>` +
          `<td>${escapeHtml(e.spec)}</td></tr>`,
      )
      .join('');
    return (
      `<section id="${escapeHtml(tag)}"><h2>${escapeHtml(tag)}</h2><table><thead><tr>` +
      `<th scope="col">${msg(locale, 'reference.method')}</th><th scope="col">${msg(locale, 'reference.path')}</th>` +
      `<th scope="col">${msg(locale, 'reference.name')}</th><th scope="col">${msg(locale, 'reference.access')}</th>` +
      `<th scope="col">${msg(locale, 'reference.spec')}</th></tr></thead><tbody>${rows}</tbody></table></section>`
    );
  });
  const nav = [...byTag.keys()]
    .toSorted()
    .map((tag) => `<a href="#${escapeHtml(tag)}">${escapeHtml(tag)}</a>`)
    .join(' · ');
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${msg(locale, 'reference.title')}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem;color:#1a202c}
table{border-collapse:collapse;width:100%;margin-bottom:1.5rem}th,td{text-align:left;padding:.3rem .5rem;
border-bottom:1px solid #e2e8f0;vertical-align:top}code{font-size:13px;word-break:break-all}nav{line-height:2}</style>
</head><body><main><h1>${msg(locale, 'reference.title')}</h1>
<p>${msg(locale, 'reference.intro', { count: String(endpoints.length) })}
<a href="/api${OPENAPI_PATH}">openapi.json</a></p><nav aria-label="${msg(locale, 'reference.areas')}">${nav}</nav>
${sections.join('\n')}</main></body></html>`;
}

/** Serves the document and the page for `endpoints` (public; built once, on first request). */
export function registerApiReference(app: Hono, endpoints: readonly AnyEndpoint[], version: string): void {
  let document: OpenApiDocument | undefined;
  app.get(`/api${OPENAPI_PATH}`, (c) => {
    document ??= openApiDocument(endpoints, version);
    c.header('Cache-Control', 'no-cache');
    return c.json(document);
  });
  app.get(`/api${REFERENCE_PATH}`, (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(referencePage(endpoints, requestLocale(c)));
  });
}
