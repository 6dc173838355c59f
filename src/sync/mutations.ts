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
 */
export interface MutationDef<A = any, E extends AnyEndpoint = AnyEndpoint> {
  readonly name: string;
  readonly args: v.GenericSchema<unknown, A>;
  /** Mirror tables `optimistic` and `fold` write. */
  readonly tables: readonly MirrorTableName[];
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
export type AnyMutation = MutationDef<any, any>;

/**
 * Declares a mutation; the args type comes from the schema's output and the
 * answer type of `fold` from the endpoint `request` returns.
 */
export function defineMutation<S extends v.GenericSchema<unknown, any>, E extends AnyEndpoint>(def: {
  name: string;
  args: S;
  tables: readonly MirrorTableName[];
  optimistic(tx: PautaDb, args: v.InferOutput<S>, ctx: OptimisticContext): Promise<void>;
  request(args: v.InferOutput<S>, blobs: Record<string, File>): { endpoint: E; input: CallInput<E> };
  fold?(tx: PautaDb, answer: AnswerOf<E>, args: v.InferOutput<S>): Promise<void>;
  effect?(answer: AnswerOf<E>, args: v.InferOutput<S>): void;
  reread?(transport: Transport, db: PautaDb, args: v.InferOutput<S>): Promise<void>;
  describe(args: v.InferOutput<S>): MutationDescription;
}): MutationDef<v.InferOutput<S>, E> {
  return def;
}

/** Mutations by name. @throws Error on a duplicate name. */
export function createRegistry(mutations: readonly AnyMutation[]): ReadonlyMap<string, AnyMutation> {
  const map = new Map<string, AnyMutation>();
  for (const m of mutations) {
    if (map.has(m.name)) throw new Error(`Mutation ${m.name} is defined twice`);
    map.set(m.name, m);
  }
  return map;
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
export async function enqueue<A>(
  db: PautaDb,
  mutation: MutationDef<A, any>,
  args: unknown,
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
    [...registry.values()].filter((m) => m.tables.some((t) => tables.includes(t)));
  return {
    scope(tables) {
      const defs = touching(tables);
      return defs.length ? [...new Set<TableName>(['outbox', ...defs.flatMap((m) => m.tables)])] : [];
    },
    async apply(db, tables) {
      const names = new Set(touching(tables).map((m) => m.name));
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
