/**
 * Named mutations and how an action enters the outbox (ARCHITECTURE "Writes
 * are named mutations").
 *
 * A mutation has a name (`route.finish`), a valibot schema for its arguments,
 * the mirror tables it touches, an optimistic change to the mirror, the
 * request that carries it to the server, and optionally how to fold the
 * server's answer into the mirror and how to re-read the entity to roll back
 * after a refusal.
 *
 * Invariants:
 * - arguments are validated BEFORE anything is stored (MutationArgsError);
 * - the Blobs, the optimistic change and the outbox entry are written in ONE
 *   rw transaction: either all of them exist or none (a full disk gives a
 *   StorageFullError and nothing half-written);
 * - optimistic changes must be idempotent "set" changes (status = finished,
 *   not count + 1): they are re-applied over fresh server rows after every
 *   pull page, fold and re-read while the entry is pending (the Rebaser), so
 *   pulled data never hides an action the server has not acknowledged.
 */
import * as v from 'valibot';
import type { AnswerOf, AnyEndpoint, CallInput } from '../api/contract/define.ts';
import type { MirrorTableName, OutboxEntry, PautaDb, TableName } from './db.ts';
import { MutationArgsError, StorageFullError, isStorageFull } from './errors.ts';
import type { Rebaser } from './pull.ts';
import type { Transport } from './transport.ts';

/** What an optimistic change knows besides its arguments. */
export interface OptimisticContext {
  /** The outbox entry id (mutation id, Idempotency-Key). */
  id: string;
  /** When the action was taken (epoch ms); the same value when the change is re-applied. */
  now: number;
  /** Key in the args → id in `db.blobs`, for mirror rows that show an offline file. */
  blobIds: Record<string, string>;
}

/** Plain words for the sync centre, in both interface languages. */
export interface MutationDescription {
  es: string;
  en: string;
}

/**
 * A mutation as the engine runs it. `tx` is the account database inside the
 * running transaction: use its tables directly (`tx.routes.update(…)`);
 * touching a table not listed in `tables` throws.
 *
 * `In` is what callers pass (the schema's input), `A` what the mutation's
 * functions receive (the schema's output, after defaults and transforms).
 */
export interface MutationDef<A = any, E extends AnyEndpoint = AnyEndpoint, In = A> {
  /**
   * The action's one name: its endpoint's `name` (`routes.finish`), used for the
   * outbox entry, the sync centre, logs and the service worker's registry.
   */
  readonly name: string;
  /**
   * Names this action was stored under by earlier versions of the app: entries
   * a device queued before an update still resolve to this mutation.
   */
  readonly formerNames: readonly string[];
  readonly args: v.GenericSchema<In, A>;
  /** Mirror tables `optimistic` and `fold` write. */
  readonly tables: readonly MirrorTableName[];
  /**
   * Server reads (by endpoint) this action changes: once the server acknowledged
   * it, every open page reads them again (src/sync/reads.ts). Mirrored data needs
   * none (`fold` and the next pull update it).
   */
  readonly invalidates: readonly AnyEndpoint[];
  optimistic(tx: PautaDb, args: A, ctx: OptimisticContext): Promise<void>;
  /**
   * The request. `blobs` maps each key given to `enqueue({ blobs })` to a File
   * (stored Blob, name and type); put them in a multipart endpoint's body.
   */
  request(args: A, blobs: Record<string, File>): { endpoint: E; input: CallInput<E> };
  /** Writes the server's answer into the mirror (in the transaction that removes the entry). */
  fold?(tx: PautaDb, answer: AnswerOf<E>, args: A): Promise<void>;
  /**
   * What an acknowledged entry changes in the open pages besides the mirror
   * (e.g. the signed-in profile). Runs in every page of the account, whichever
   * context sent the entry (a page or the service worker), after `fold`; never
   * in the service worker. Must not throw.
   */
  effect?(answer: AnswerOf<E>, args: A): void;
  /**
   * Re-reads the entity from the server and writes it into the mirror (rolls the
   * optimistic change back after a refusal or a discard). May throw: the next pull repairs.
   */
  reread?(transport: Transport, db: PautaDb, args: A): Promise<void>;
  describe(args: A): MutationDescription;
}

/** Any mutation, as registries hold them. */
export type AnyMutation = MutationDef<any, any, any>;
/** What callers pass to a mutation (its args schema's input). */
export type MutationInput<M extends AnyMutation> = M extends MutationDef<any, any, infer In> ? In : never;
/** What a mutation's functions receive (its args schema's output). */
export type MutationArgs<M extends AnyMutation> = M extends MutationDef<infer A, any, any> ? A : never;

/** What `defineMutation` takes: a MutationDef whose name comes from `endpoint`. */
export interface MutationSpec<S extends v.GenericSchema<any, any>, E extends AnyEndpoint> {
  /** The endpoint the action calls; the mutation is named after it. */
  endpoint?: E;
  /**
   * Only for an action that calls one of several endpoints depending on its
   * args (`request` picks): its own name. Otherwise leave it out: the name is the endpoint's.
   */
  name?: string;
  formerNames?: readonly string[];
  args: S;
  tables: readonly MirrorTableName[];
  invalidates?: readonly AnyEndpoint[];
  optimistic(tx: PautaDb, args: v.InferOutput<S>, ctx: OptimisticContext): Promise<void>;
  request(args: v.InferOutput<S>, blobs: Record<string, File>): { endpoint: E; input: CallInput<E> };
  fold?(tx: PautaDb, answer: AnswerOf<E>, args: v.InferOutput<S>): Promise<void>;
  effect?(answer: AnswerOf<E>, args: v.InferOutput<S>): void;
  reread?(transport: Transport, db: PautaDb, args: v.InferOutput<S>): Promise<void>;
  describe(args: v.InferOutput<S>): MutationDescription;
}

/**
 * Declares a mutation: named after `endpoint` (one name per action across
 * contract, outbox, sync centre and screens), args typed by the valibot
 * schema (callers pass its input, the functions get its output), `fold`'s
 * answer typed by the endpoint.
 */
export function defineMutation<S extends v.GenericSchema<any, any>, E extends AnyEndpoint>(
  spec: MutationSpec<S, E>,
): MutationDef<v.InferOutput<S>, E, v.InferInput<S>> {
  const { endpoint, name, formerNames = [], invalidates = [], ...rest } = spec;
  const named = name ?? endpoint?.name;
  if (!named)
    throw new Error('defineMutation: give the endpoint the action calls (or a name for a multi-endpoint action)');
  return { ...rest, name: named, formerNames, invalidates };
}

/**
 * Mutations by name and by every former name.
 * @throws Error when two mutations share a name (current or former).
 */
export function createRegistry(mutations: readonly AnyMutation[]): ReadonlyMap<string, AnyMutation> {
  const map = new Map<string, AnyMutation>();
  for (const m of mutations) {
    for (const name of [m.name, ...(m.formerNames ?? [])]) {
      if (map.has(name)) throw new Error(`Mutation ${name} is defined twice`);
      map.set(name, m);
    }
  }
  return map;
}

/** Every name entries of `mutation` may carry (current first). */
export function namesOf(mutation: Pick<AnyMutation, 'name' | 'formerNames'>): readonly string[] {
  return [mutation.name, ...(mutation.formerNames ?? [])];
}

/** Key in args → stored blob id, for an entry. */
export function blobIdsOf(entry: Pick<OutboxEntry, 'id' | 'blobIds'>): Record<string, string> {
  const prefix = `${entry.id}/`;
  return Object.fromEntries(
    entry.blobIds.map((blobId) => [blobId.startsWith(prefix) ? blobId.slice(prefix.length) : blobId, blobId]),
  );
}

export interface EnqueueOptions {
  /** Files the action carries, by the key its args use to refer to them. */
  blobs?: Record<string, Blob> | undefined;
  /** Clock (epoch ms); default Date.now(). */
  now?: number | undefined;
}

/**
 * Validates `args`, then in one rw transaction stores the Blobs, applies the
 * optimistic change and appends the outbox entry (see module doc).
 * @returns the stored entry (`id` is the Idempotency-Key, `seq` the order).
 * @throws MutationArgsError when args fail the schema or a blob is not a Blob (nothing stored);
 *         StorageFullError when the device is out of space (nothing stored);
 *         whatever the optimistic change throws (transaction aborted, nothing stored).
 */
export async function enqueue<M extends AnyMutation>(
  db: PautaDb,
  mutation: M,
  args: MutationInput<M>,
  options: EnqueueOptions = {},
): Promise<OutboxEntry> {
  const parsed = v.safeParse(mutation.args, args);
  if (!parsed.success) throw new MutationArgsError(mutation.name, parsed.issues);
  const files = options.blobs ?? {};
  for (const [key, blob] of Object.entries(files)) {
    if (!(blob instanceof Blob)) {
      const issue = {
        kind: 'schema',
        type: 'blob',
        input: blob,
        expected: 'Blob',
        received: typeof blob,
        message: `blobs.${key} must be a Blob`,
      };
      throw new MutationArgsError(mutation.name, [issue as unknown as v.BaseIssue<unknown>]);
    }
  }
  const now = options.now ?? Date.now();
  const id = crypto.randomUUID();
  const blobRows = Object.entries(files).map(([key, blob]) => ({
    id: `${id}/${key}`,
    blob,
    name: blob instanceof File ? blob.name : key,
    type: blob.type,
    size: blob.size,
    createdAt: now,
  }));
  const entry: OutboxEntry = {
    id,
    name: mutation.name,
    args: parsed.output,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: now,
    blobIds: blobRows.map((b) => b.id),
  };
  const tables: TableName[] = [...new Set<TableName>([...mutation.tables, 'outbox', 'blobs'])];
  try {
    await db.transaction('rw', tables, async () => {
      if (blobRows.length) await db.blobs.bulkAdd(blobRows);
      await mutation.optimistic(db, parsed.output, { id, now, blobIds: blobIdsOf(entry) });
      entry.seq = await db.outbox.add(entry);
    });
  } catch (error) {
    if (isStorageFull(error)) throw new StorageFullError(error);
    throw error;
  }
  return entry;
}

/**
 * The Rebaser over a registry: re-applies, in `seq` order, the optimistic
 * change of every PENDING entry whose mutation touches the given tables.
 * Failed entries are not re-applied (their change was rolled back). A change
 * that throws (e.g. its row is gone) is skipped.
 */
export function createRebaser(registry: ReadonlyMap<string, AnyMutation>): Rebaser {
  const touching = (tables: readonly TableName[]) =>
    [...new Set(registry.values())].filter((m) => m.tables.some((t) => tables.includes(t)));
  return {
    scope(tables) {
      const defs = touching(tables);
      return defs.length ? [...new Set<TableName>(['outbox', ...defs.flatMap((m) => m.tables)])] : [];
    },
    async apply(db, tables) {
      const names = new Set(touching(tables).flatMap(namesOf));
      if (!names.size) return;
      const pending = await db.outbox.where('status').equals('pending').toArray();
      for (const entry of pending) {
        if (!names.has(entry.name)) continue;
        const def = registry.get(entry.name)!;
        try {
          await def.optimistic(db, entry.args, { id: entry.id, now: entry.createdAt, blobIds: blobIdsOf(entry) });
        } catch {
          /* nothing to re-apply onto */
        }
      }
    },
  };
}
