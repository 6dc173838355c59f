/**
 * The versions of an account database's schema, oldest first, and the data
 * upgrades between them. Dexie runs every missing upgrade in order inside the
 * versionchange transaction when a database is opened, so a device that last
 * ran an older app keeps every outbox entry (nothing queued is ever lost to an
 * upgrade). Rules: never edit a released version; add a new one with its
 * `.upgrade()`; index fields are the server's own field names (snake_case).
 *
 * - v1: the first schema. Outbox entries were `{ seq, id, name, args, createdAt, blobIds? }`.
 * - v2: adds `printWorkOrders`, more indexes, and outbox entries gain
 *   `status`, `attempts`, `nextAttemptAt` (and `blobIds` always present).
 * - v3: adds `campaignDetails` (a campaign as the editor and the
 *   cart show it) and `marketUnits` (the units a client's campaigns
 *   can take, with their busy periods). New tables only: no data upgrade.
 * - v4: adds `serverReads`, the last answer of reads that are not
 *   mirrored (the art screens'), so they show it after a reload with
 *   no connection. New table only: no data upgrade.
 * - v5: adds `bookings`, a seller's and a client's reservations with
 *   their units, and `proposals` with their segments and priced lines (issue 16,
 *   docs/sales-pipeline.md). New tables only: no data upgrade.
 * - v6: adds `contracts`, keyed by their campaign's id (the contracts mode of the campaigns list brings
 *   them, issue 17, docs/contracts-billing.md). New table only: no data upgrade.
 * - v7: adds `customers`, the customers a seller (or manager, administrator, agency) reaches, with their
 *   brands and how many documents they have (issue 19, docs/customers-workgroups.md). New table only.
 * - v8: `units` keeps only the index a screen reads (`city_id`, the circuit form's units of a city); the
 *   `provider_id`, `media_type_id` and `status` indexes were never read and made every pulled unit cost about 1.7×
 *   its write (issue 21, pull of 10,000 units). Dexie drops them when the database opens: no data upgrade.
 * - v9 (current): the other pulled tables keep only the indexes a screen or the sync engine reads, too. Every
 *   index is one more record written for each row of every pull, and these were never read: the cities'
 *   `country_id` (every account pulls its 6,000-odd cities, and again every 6 h), the contracts' `status`,
 *   `client_id` and `owner_id`, the bookings' `client_id`, `campaign_id` and `proposal_id`, the proposals'
 *   `status` and `client_id`, the print work orders' `campaign_id` and `status`, the campaigns' `status`, the
 *   order jobs' `scheduled_date`, the customers' `kind` and the media types' `key`; and, written by the campaign
 *   screens, the campaign details' `status` and the market units' `media_type_id` (issue 21). Dexie drops them
 *   when the database opens: no data upgrade. `tests/tooling/mirror-indexes.test.ts` checks that every index left
 *   is one the code reads.
 */
import type { Transaction } from 'dexie';

/** Table → Dexie store spec of v1 (kept as released). */
export const SCHEMA_V1 = {
  units: 'id',
  campaigns: 'id',
  orderJobs: 'id',
  orderJobItems: 'id, order_job_id',
  routes: 'id',
  mediaTypes: 'id',
  countries: 'id',
  states: 'id, country_id',
  cities: 'id, state_id',
  settings: 'key',
  outbox: '++seq, &id',
  blobs: 'id',
  syncState: 'collection',
} as const;

/** Table → Dexie store spec of v2 (kept as released). */
export const SCHEMA_V2 = {
  units: 'id, provider_id, media_type_id, city_id, status',
  campaigns: 'id, status',
  orderJobs: 'id, status, scheduled_date',
  orderJobItems: 'id, order_job_id, unit_id',
  routes: 'id, order_job_id, status, date',
  printWorkOrders: 'id, campaign_id, status',
  mediaTypes: 'id, key',
  countries: 'id',
  states: 'id, country_id',
  cities: 'id, state_id, country_id',
  settings: 'key',
  outbox: '++seq, &id, status',
  blobs: 'id',
  syncState: 'collection',
} as const;

/** Table → Dexie store spec of v3 (kept as released). */
export const SCHEMA_V3 = {
  ...SCHEMA_V2,
  campaignDetails: 'id, status',
  marketUnits: 'id, country_id, media_type_id',
} as const;

/** Table → Dexie store spec of v4 (kept as released). */
export const SCHEMA_V4 = {
  ...SCHEMA_V3,
  serverReads: 'key, at',
} as const;

/** Table → Dexie store spec of v5 (kept as released). */
export const SCHEMA_V5 = {
  ...SCHEMA_V4,
  bookings: 'id, status, client_id, campaign_id, proposal_id',
  proposals: 'id, status, client_id',
} as const;

/** Table → Dexie store spec of v6 (kept as released). */
export const SCHEMA_V6 = {
  ...SCHEMA_V5,
  contracts: 'campaign_id, &id, status, client_id, owner_id',
} as const;

/** Table → Dexie store spec of v7 (kept as released). */
export const SCHEMA_V7 = {
  ...SCHEMA_V6,
  customers: 'id, kind',
} as const;

/** Table → Dexie store spec of v8 (kept as released). */
export const SCHEMA_V8 = {
  ...SCHEMA_V7,
  units: 'id, city_id',
} as const;

/** Table → Dexie store spec of v9, the current schema: only the indexes that are read (module doc). */
export const SCHEMA_V9 = {
  ...SCHEMA_V8,
  cities: 'id, state_id',
  contracts: 'campaign_id, &id',
  bookings: 'id, status',
  proposals: 'id',
  printWorkOrders: 'id',
  campaigns: 'id',
  orderJobs: 'id, status',
  customers: 'id',
  mediaTypes: 'id',
  campaignDetails: 'id',
  marketUnits: 'id, country_id',
} as const;

/**
 * v1 → v2 data upgrade: every outbox entry becomes `pending` with 0 attempts,
 * due now (`nextAttemptAt` 0), `blobIds` defaulting to []. Keys and `seq`
 * (the send order) are untouched.
 */
export async function upgradeToV2(tx: Transaction): Promise<void> {
  await tx
    .table('outbox')
    .toCollection()
    .modify((entry: Record<string, unknown>) => {
      if (entry.status !== 'pending' && entry.status !== 'failed') entry.status = 'pending';
      if (typeof entry.attempts !== 'number') entry.attempts = 0;
      if (typeof entry.nextAttemptAt !== 'number') entry.nextAttemptAt = 0;
      if (!Array.isArray(entry.blobIds)) entry.blobIds = [];
      if (typeof entry.createdAt !== 'number') entry.createdAt = Date.parse(String(entry.createdAt)) || 0;
    });
}

/** Current schema version number. */
export const CURRENT_VERSION = 9;
