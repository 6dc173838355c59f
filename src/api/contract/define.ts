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
 * The objects an endpoint's path names that belong to someone, each with the
 * rule deciding who reaches one (server/auth/ownership.ts implements them;
 * SECURITY.md lists them):
 * - `campaign`: the client's (or agency's) own, a seller's assigned clients', every one for managers and administrators;
 * - `campaign.provider`: a campaign holding at least one of the provider's units;
 * - `campaign.art`: `campaign` for buyers, `campaign.provider` for providers;
 * - `unit`: any live unit for buyers and staff, only its own for a provider; `unit.own`: the provider's own;
 * - `orderJob`, `route`: every one for field staff and managers (reading), else the assigned technician's
 *   (another technician: 403 "no longer assigned");
 * - `printWorkOrder`, `task`: operations and administrators, or a technician with a live job on one of its units;
 * - `colourProof`, `artRequest`, `artAdaptation`: through their campaign (either side);
 * - `material`, `unitRule`, `unitReservation`: the provider's own;
 * - `booking`, `proposal`, `discountRequest`, `specialPrice`: by their client, as `campaign` (the client's own, a seller's
 *   assigned clients', every one for managers and administrators);
 * - `file`: its owner, administrators, a shared file (profile photo, unit image) for anyone signed in, and whoever
 *   reaches the job, print order or campaign it belongs to (server/handlers/files.ts `canReadFile`);
 * - `report`: a saved report: its owner, the accounts it was shared with, managers and administrators (`reports.*`).
 * - `connection`, `dataSpecification`, `connectionPipeline`: the provider's own, all for administrators (integrations.ts).
 */
export type OwnedResource =
  | 'campaign'
  | 'campaign.provider'
  | 'campaign.art'
  | 'unit'
  | 'unit.own'
  | 'orderJob'
  | 'route'
  | 'printWorkOrder'
  | 'task'
  | 'colourProof'
  | 'artRequest'
  | 'artAdaptation'
  | 'material'
  | 'unitRule'
  | 'unitReservation'
  | 'booking'
  | 'proposal'
  | 'discountRequest'
  | 'specialPrice'
  | 'contract'
  | 'campaign.contract'
  | 'order'
  | 'orderItem'
  | 'file'
  | 'providerFile'
  | 'connection'
  | 'dataSpecification'
  | 'connectionPipeline'
  | 'report';

/** An ownership rule: the path parameter `param` names an object of `resource`. */
export interface OwnerRule {
  readonly resource: OwnedResource;
  readonly param: string;
}

/**
 * Who may call an endpoint (spec §6; SECURITY.md: authorization as data).
 * - `public`: anyone, token or not (a valid token still identifies the caller).
 * - `user`: any signed-in account.
 * - `{ permissions, owner? }`: a signed-in account granted at least one of
 *   these permissions (`hasPermission`: a held `units.*` grants `units.create`,
 *   never the other way round; an empty list: any signed-in account); with `owner`, the object(s) the path names
 *   must also be reachable by the caller under their ownership rule — else
 *   404 (or the rule's own 403, e.g. a job no longer assigned).
 */
export type Access = 'public' | 'user' | { permissions: readonly string[]; owner?: OwnerRule | readonly OwnerRule[] };

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
export type CallInput<E extends AnyEndpoint> = (E['params'] extends Schema
  ? { params: In<E['params']> }
  : { params?: undefined }) &
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
 * path has a key in the params schema and vice versa, and that an ownership
 * rule names one of them (throws Error otherwise).
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
  const declared =
    spec.params && 'entries' in spec.params
      ? Object.keys((spec.params as unknown as { entries: Record<string, unknown> }).entries)
      : [];
  const missing = names.filter((n) => !declared.includes(n));
  const extra = declared.filter((n) => !names.includes(n));
  if (missing.length || extra.length) {
    throw new Error(
      `Endpoint ${spec.name} ${spec.path}: params schema mismatch (missing ${missing.join(',') || '-'}, extra ${extra.join(',') || '-'})`,
    );
  }
  const owners =
    typeof spec.access === 'object' && spec.access.owner
      ? ((Array.isArray(spec.access.owner) ? spec.access.owner : [spec.access.owner]) as readonly OwnerRule[])
      : [];
  const stray = owners.filter((o) => !names.includes(o.param));
  if (stray.length)
    throw new Error(
      `Endpoint ${spec.name} ${spec.path}: owner rule names a missing param (${stray.map((o) => o.param).join(',')})`,
    );
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
    if (value === undefined || value === null || value === '')
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
