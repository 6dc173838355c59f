/**
 * The mirrored collections, as data (ARCHITECTURE "Reads are local"): for
 * each, its table(s), the contract list call, how to ask for a page, how to
 * read the answer, how to write a page and remove rows, whether the server
 * gives deltas (`updated_since` + `deleted` tombstones + `meta.server_time`),
 * and the permission an account needs to pull it.
 *
 * Invariants:
 * - `write` and `remove` run inside the caller's rw transaction over `tables`
 *   and do one `bulkPut`/`bulkDelete` per table;
 * - an order job's items are exactly the server's: writing a job deletes the
 *   local items of that job the server no longer lists; removing a job removes its items;
 * - look-ups (media types, countries, states, cities, settings) have no deltas:
 *   every pull is a full refresh, and everyone pulls them.
 */
import type { AnyEndpoint } from '../api/contract/define.ts';
import {
  campaigns,
  orderJobs,
  printWorkOrders,
  providerUnits,
  routes,
  type CampaignSummary,
  type OrderJobSummary,
} from '../api/contract/catalogue-lists.ts';
import { UNITS_PER_PAGE_MAX } from '../api/contract/common.ts';
import type { Contract } from '../api/contract/contracts/contracts.ts';
import { allCountries, cities, mediaTypes, settingsAll, states } from '../api/contract/lookups.ts';
import { hasPermission } from '../api/contract/permissions.ts';
import { bookingsList } from '../api/contract/sales/bookings.ts';
import { proposalsList } from '../api/contract/sales/proposals.ts';
import { customerList } from '../api/contract/customers.ts';
import type { MirrorTableName, PautaDb } from './db.ts';

export type CollectionName =
  | 'routes'
  | 'orderJobs'
  | 'printWorkOrders'
  | 'campaigns'
  | 'bookings'
  | 'proposals'
  | 'contracts'
  | 'customers'
  | 'units'
  | 'mediaTypes'
  | 'countries'
  | 'states'
  | 'settings'
  | 'cities';

/** Primary key of a mirrored row: numeric ids, setting keys. */
export type RowKey = number | string;

/**
 * A customer that left a seller's reach (shared with it no more, given another salesman) has no tombstone: the
 * customers are pulled in full this often (6 h, ms), and any call naming one out of reach is a 404 meanwhile.
 */
export const CUSTOMERS_FULL_EVERY_MS = 6 * 3600_000;

/** Rows per page asked of paginated calls (the contract's maximum). */
export const PER_PAGE = 500;

/** What a pull asks for: `page` (1-based), `perPage`, and the delta cursor when it has one. */
export interface PageRequest {
  page: number;
  perPage: number;
  /** ISO timestamp (a previous `meta.server_time`); undefined: everything. */
  updatedSince?: string | undefined;
}

/** A page of any list call, normalised. */
export interface PageData {
  rows: Record<string, unknown>[];
  /** Tombstones: ids deleted since `updatedSince` (deltas only). */
  deleted: RowKey[];
  /** Rows the whole pull will bring (`meta.total`; the row count when unpaginated). */
  total: number;
  lastPage: number;
  /** `meta.server_time`; undefined when the server sent none (then the pull is a full refresh). */
  serverTime: string | undefined;
}

/** Input for `transport.call(endpoint, input)`. */
export interface CallInputLoose {
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

export interface CollectionDef {
  name: CollectionName;
  /** Tables written; the first holds the collection's own rows. */
  tables: readonly MirrorTableName[];
  endpoint: AnyEndpoint;
  /** Permission needed (`hasPermission`, the same its endpoint requires); null: every signed-in account. */
  gate: string | null;
  /** True when the call honours `updated_since` and sends tombstones. */
  deltas: boolean;
  /**
   * For a delta collection whose rows can leave the account's reach without a tombstone (customers shared or
   * reassigned away): a full refresh, which prunes what the server no longer lists, at least this often (ms).
   */
  fullEveryMs?: number | undefined;
  /** Rows per page to ask for (default PER_PAGE); at most the endpoint's page size limit. */
  perPage?: number | undefined;
  /** For a look-up: pulled again when older than this (ms; default LOOKUP_REFRESH_MS, 6 h). */
  refreshEveryMs?: number | undefined;
  /** Builds the call input for a page. */
  input(request: PageRequest): CallInputLoose;
  /** Normalises the (contract-validated) answer. */
  read(answer: unknown): PageData;
  /** Primary key of a row of the first table. */
  keyOf(row: Record<string, unknown>): RowKey;
  /** Writes a page's rows (inside the caller's transaction over `tables`). */
  write(db: PautaDb, rows: Record<string, unknown>[]): Promise<void>;
  /** Deletes rows by key, with what hangs off them (inside the caller's transaction). */
  remove(db: PautaDb, keys: RowKey[]): Promise<void>;
}

interface SyncAnswer {
  data: Record<string, unknown>[];
  meta: { total: number; last_page: number; server_time?: string };
  deleted?: number[];
}
interface EnvelopeAnswer {
  data: Record<string, unknown>[];
}

const readSyncPage = (answer: unknown): PageData => {
  const a = answer as SyncAnswer;
  return {
    rows: a.data,
    deleted: a.deleted ?? [],
    total: a.meta.total,
    lastPage: a.meta.last_page,
    serverTime: a.meta.server_time,
  };
};
const readEnvelope = (answer: unknown): PageData => {
  const a = answer as EnvelopeAnswer;
  return { rows: a.data, deleted: [], total: a.data.length, lastPage: 1, serverTime: undefined };
};

const syncQuery = (r: PageRequest) => ({
  page: r.page,
  per_page: r.perPage,
  ...(r.updatedSince ? { updated_since: r.updatedSince } : {}),
});

/** A collection stored in one table keyed by `id` (or `key`). */
function plain(
  spec: Pick<CollectionDef, 'name' | 'endpoint' | 'gate' | 'deltas' | 'input' | 'read'> & {
    table: MirrorTableName;
    key?: 'id' | 'key';
  },
): CollectionDef {
  const key = spec.key ?? 'id';
  return {
    ...spec,
    tables: [spec.table],
    keyOf: (row) => row[key] as RowKey,
    write: async (db, rows) => {
      await db.table(spec.table).bulkPut(rows);
    },
    remove: async (db, keys) => {
      await db.table(spec.table).bulkDelete(keys);
    },
  };
}

/** Order jobs: jobs in `orderJobs`, their items in `orderJobItems` (the filter travels in the POST body). */
const orderJobsCollection: CollectionDef = {
  name: 'orderJobs',
  tables: ['orderJobs', 'orderJobItems'],
  endpoint: orderJobs,
  gate: 'browse_order_jobs',
  deltas: true,
  input: (r) => ({ body: syncQuery(r) }),
  read: readSyncPage,
  keyOf: (row) => row.id as number,
  async write(db, rows) {
    const jobs = rows as unknown as OrderJobSummary[];
    const items = jobs.flatMap((job) => job.items);
    const keep = new Set(items.map((item) => item.id));
    const jobIds = jobs.map((job) => job.id);
    const local = (await db.orderJobItems.where('order_job_id').anyOf(jobIds).primaryKeys()) as number[];
    const gone = local.filter((itemId) => !keep.has(itemId));
    if (gone.length) await db.orderJobItems.bulkDelete(gone);
    await db.orderJobs.bulkPut(jobs.map(({ items: _items, ...job }) => job));
    if (items.length) await db.orderJobItems.bulkPut(items);
  },
  async remove(db, keys) {
    const jobIds = keys as number[];
    const itemIds = (await db.orderJobItems.where('order_job_id').anyOf(jobIds).primaryKeys()) as number[];
    await db.orderJobs.bulkDelete(jobIds);
    if (itemIds.length) await db.orderJobItems.bulkDelete(itemIds);
  },
};

/**
 * Contracts: the contracts mode of the campaigns list (`contracts=1`, server/handlers/contracts/contract-list.ts)
 * answers campaigns each with its contract; the table keeps the contracts keyed by their campaign's id, so the
 * list's tombstones (campaign ids) and a full refresh's keys are the same kind.
 */
const contractsCollection: CollectionDef = {
  name: 'contracts',
  tables: ['contracts'],
  endpoint: campaigns,
  gate: 'browse_contracts',
  deltas: true,
  input: (r) => ({ query: { ...syncQuery(r), contracts: true } }),
  read: (answer) => {
    const page = readSyncPage(answer);
    return { ...page, rows: page.rows.map((c) => (c as unknown as CampaignSummary).contract!) };
  },
  keyOf: (row) => row.campaign_id as number,
  async write(db, rows) {
    await db.contracts.bulkPut(rows as unknown as Contract[]);
  },
  async remove(db, keys) {
    await db.contracts.bulkDelete(keys as number[]);
  },
};

/**
 * Every mirrored collection, in pull order: the field's working data first
 * (routes, order jobs, print work orders), then campaigns, bookings, proposals, contracts and units, then look-ups.
 */
export const COLLECTIONS: readonly CollectionDef[] = [
  plain({
    name: 'routes',
    table: 'routes',
    endpoint: routes,
    gate: 'browse_routes',
    deltas: true,
    input: (r) => ({ query: syncQuery(r) }),
    read: readSyncPage,
  }),
  orderJobsCollection,
  plain({
    name: 'printWorkOrders',
    table: 'printWorkOrders',
    endpoint: printWorkOrders,
    gate: 'print_work_orders.work',
    deltas: true,
    input: (r) => ({ query: syncQuery(r) }),
    read: readSyncPage,
  }),
  plain({
    name: 'campaigns',
    table: 'campaigns',
    endpoint: campaigns,
    gate: 'campaigns.show',
    deltas: true,
    input: (r) => ({ query: syncQuery(r) }),
    read: readSyncPage,
  }),
  plain({
    name: 'bookings',
    table: 'bookings',
    endpoint: bookingsList,
    gate: 'browse_bookings',
    deltas: true,
    input: (r) => ({ query: syncQuery(r) }),
    read: readSyncPage,
  }),
  plain({
    name: 'proposals',
    table: 'proposals',
    endpoint: proposalsList,
    gate: 'campaigns.show',
    deltas: true,
    input: (r) => ({ query: syncQuery(r) }),
    read: readSyncPage,
  }),
  contractsCollection,
  {
    ...plain({
      name: 'customers',
      table: 'customers',
      endpoint: customerList,
      gate: 'clientsAgency.*',
      deltas: true,
      input: (r) => ({ query: syncQuery(r) }),
      read: readSyncPage,
    }),
    fullEveryMs: CUSTOMERS_FULL_EVERY_MS,
  },
  {
    ...plain({
      name: 'units',
      table: 'units',
      endpoint: providerUnits,
      gate: 'units.*',
      deltas: true,
      input: (r) => ({ query: syncQuery(r) }),
      read: readSyncPage,
    }),
    // thousands of rows, cheap to serve: fewer, larger pages (fewer IndexedDB transactions; common.ts UNITS_PER_PAGE_MAX)
    perPage: UNITS_PER_PAGE_MAX,
  },
  plain({
    name: 'mediaTypes',
    table: 'mediaTypes',
    endpoint: mediaTypes,
    gate: null,
    deltas: false,
    input: () => ({}),
    read: readEnvelope,
  }),
  plain({
    name: 'countries',
    table: 'countries',
    endpoint: allCountries,
    gate: null,
    deltas: false,
    input: () => ({}),
    read: readEnvelope,
  }),
  plain({
    name: 'states',
    table: 'states',
    endpoint: states,
    gate: null,
    deltas: false,
    input: () => ({}),
    read: readEnvelope,
  }),
  {
    // a handful of rows, read at every pull: the side-A percent an administrator changes prices the next cart edit
    ...plain({
      name: 'settings',
      table: 'settings',
      key: 'key',
      endpoint: settingsAll,
      gate: null,
      deltas: false,
      input: () => ({}),
      read: readEnvelope,
    }),
    refreshEveryMs: 0,
  },
  plain({
    name: 'cities',
    table: 'cities',
    endpoint: cities,
    gate: null,
    deltas: false,
    input: (r) => ({ query: { page: r.page, per_page: r.perPage } }),
    read: (answer) => ({ ...readSyncPage(answer), deleted: [], serverTime: undefined }),
  }),
];

/** The definition of a collection by name. @throws Error for an unknown name. */
export function collectionByName(name: CollectionName): CollectionDef {
  const def = COLLECTIONS.find((c) => c.name === name);
  if (!def) throw new Error(`Unknown collection ${name}`);
  return def;
}

/** The collections an account pulls, by its permissions (spec §6 names/patterns), in pull order. */
export function collectionsFor(permissions: readonly string[]): CollectionDef[] {
  return COLLECTIONS.filter((c) => c.gate === null || hasPermission(permissions, c.gate));
}
