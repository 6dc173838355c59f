/**
 * The /api contract: every call declared once, read by the browser client
 * (src/api/client.ts) and by the reference server (server/http/register.ts).
 *
 * An endpoint names its method, its path as the spec writes it (no /api
 * prefix, `{param}` placeholders), valibot schemas for path params, query,
 * body and answer, and who may call it. The client validates answers against
 * `answer`; the server validates params, query and body with the same schemas
 * (a failure answers 422 with an `errors` map) and checks `access`.
 *
 * Schemas of params and query accept what a URL carries (strings) as well as
 * what the client passes (numbers, booleans) and transform to the typed value,
 * so `InferInput` is the client's argument type and `InferOutput` the
 * server handler's.
 */
import * as v from 'valibot';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Any valibot schema, sync. */
export type Schema = v.GenericSchema<any, any>;

/**
 * Who may call an endpoint.
 * - `public`: anyone, token or not (a valid token still identifies the caller).
 * - `user`: any signed-in account.
 * - `{ permissions }`: a signed-in account holding at least one of these
 *   permission names (patterns like `packages.*` allowed on either side, spec §6).
 */
export type Access = 'public' | 'user' | { permissions: readonly string[] };

/** How the body travels: JSON, or multipart/form-data (files are Blob/File values). */
export type BodyKind = 'json' | 'multipart';

/** What the answer is: JSON validated by `answer`, or a file (Blob, not validated). */
export type AnswerKind = 'json' | 'file';

export interface Endpoint<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  A extends Schema = Schema,
  K extends AnswerKind = AnswerKind,
> {
  /** Unique dotted name, e.g. `session.login`; used in logs and by mutations. */
  readonly name: string;
  readonly method: HttpMethod;
  /** Spec path without the /api prefix, e.g. `/client/profile/{id}/sellers`. */
  readonly path: string;
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly bodyKind: BodyKind;
  readonly answer: A;
  readonly answerKind: K;
  readonly access: Access;
  /** Spec reference, e.g. `product.md §7` or `api-catalogue.md Lookups`. */
  readonly spec: string;
}

export type AnyEndpoint = Endpoint<Schema | undefined, Schema | undefined, Schema | undefined, Schema, AnswerKind>;

type In<S> = S extends Schema ? v.InferInput<S> : undefined;
type Out<S> = S extends Schema ? v.InferOutput<S> : undefined;

/** Arguments the client passes for an endpoint: only the parts it declares. */
export type CallInput<E extends AnyEndpoint> =
  (E['params'] extends Schema ? { params: In<E['params']> } : { params?: undefined }) &
  (E['query'] extends Schema ? { query?: In<E['query']> } : { query?: undefined }) &
  (E['body'] extends Schema ? { body: In<E['body']> } : { body?: undefined });

/** What a call resolves to on the client (and what a server handler must return). */
export type AnswerOf<E extends AnyEndpoint> = E['answerKind'] extends 'file' ? Blob : v.InferOutput<E['answer']>;
/** The answer as the server writes it (schema input). */
export type AnswerInput<E extends AnyEndpoint> = v.InferInput<E['answer']>;
export type ParamsOf<E extends AnyEndpoint> = Out<E['params']>;
export type QueryOf<E extends AnyEndpoint> = Out<E['query']>;
export type BodyOf<E extends AnyEndpoint> = Out<E['body']>;

interface EndpointSpec<P, Q, B, A, K> {
  name: string;
  method: HttpMethod;
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  bodyKind?: BodyKind;
  answer: A;
  answerKind?: K;
  access: Access;
  spec: string;
}

/**
 * Declares an endpoint. Checks at definition time that every `{param}` in the
 * path has a key in the params schema and vice versa (throws Error otherwise).
 */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<
  A extends Schema,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  K extends AnswerKind = 'json',
>(spec: EndpointSpec<P, Q, B, A, K>): Endpoint<P, Q, B, A, K> {
  const names = pathParamNames(spec.path);
  const declared = spec.params && 'entries' in spec.params
    ? Object.keys((spec.params as unknown as { entries: Record<string, unknown> }).entries)
    : [];
  const missing = names.filter((n) => !declared.includes(n));
  const extra = declared.filter((n) => !names.includes(n));
  if (missing.length || extra.length) {
    throw new Error(`Endpoint ${spec.name} ${spec.path}: params schema mismatch (missing ${missing.join(',') || '-'}, extra ${extra.join(',') || '-'})`);
  }
  return {
    name: spec.name,
    method: spec.method,
    path: spec.path,
    params: spec.params as P,
    query: spec.query as Q,
    body: spec.body as B,
    bodyKind: spec.bodyKind ?? 'json',
    answer: spec.answer,
    answerKind: (spec.answerKind ?? 'json') as K,
    access: spec.access,
    spec: spec.spec,
  };
}

/** Names of the `{param}` placeholders of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

/**
 * Fills `{param}` placeholders with URL-encoded values.
 * @throws Error when a placeholder has no value.
 */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
