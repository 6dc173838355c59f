/**
 * The local database of one signed-in account (ARCHITECTURE "Reads are
 * local"): a Dexie/IndexedDB database named `pauta-account-<id>` holding the
 * mirrored collections (rows exactly as the server's list calls send them;
 * order jobs without their `items`, which live in `orderJobItems`), the
 * mutation outbox, the Blobs those mutations carry, and the pull state of
 * each collection.
 *
 * Invariants:
 * - one database per account; signing out of an account may delete it
 *   (`deleteAccountDb`), which loses its unsent outbox: the UI warns first;
 * - `outbox.seq` (auto-increment) is the creation order and the send order;
 * - an outbox entry's `id` is its mutation id and its `Idempotency-Key`;
 * - a Blob lives exactly as long as the outbox entry listing it in `blobIds`.
 */
import { Dexie, type EntityTable } from 'dexie';
import type {
  CampaignSummary,
  OrderJobItem,
  OrderJobSummary,
  PrintWorkOrderSummary,
  RouteSummary,
  UnitSummary,
} from '../api/contract/catalogue-lists.ts';
import type { City, Country, MediaType, Setting, State } from '../api/contract/lookups.ts';
import type { SyncErrorInfo } from './errors.ts';
import type { AvailableUnit, CampaignDetail } from '../api/contract/campaigns.ts';
import {
  SCHEMA_V1,
  SCHEMA_V2,
  SCHEMA_V3,
  SCHEMA_V4,
  SCHEMA_V5,
  SCHEMA_V6,
  SCHEMA_V7,
  SCHEMA_V8,
  SCHEMA_V9,
  upgradeToV2,
} from './schema-versions.ts';
import type { Booking } from '../api/contract/sales/bookings.ts';
import type { Contract } from '../api/contract/contracts/contracts.ts';
import type { Customer } from '../api/contract/customers.ts';
import type { Proposal } from '../api/contract/sales/proposal-shapes.ts';

export type UnitRow = UnitSummary;
export type CampaignRow = CampaignSummary;
/** A campaign as the editor and cart show it (`GET /client/campaigns/{id}/view`), with local changes applied. */
export type CampaignDetailRow = CampaignDetail;
/** A unit a client's campaign can take (`GET /client/campaigns/{id}/available-units`), with its busy periods. */
export type MarketUnitRow = AvailableUnit;
/** An order job without `items` (see orderJobItems). */
export type OrderJobRow = Omit<OrderJobSummary, 'items'>;
/** A photo taken on this device and waiting in the outbox (field work's `orderJob.uploadPhoto`). */
export interface PendingPhotoRow {
  /** Outbox entry id. */
  entry_id: string;
  /** Id of its Blob in `blobs`. */
  blob_id: string;
  /** Capture time (ISO). */
  taken_at: string;
  lat: number | null;
  lng: number | null;
  /** Metres. */
  accuracy: number | null;
}
/** An order-job item; `pending_photos` are the local ones the server does not have yet. */
export type OrderJobItemRow = OrderJobItem & { pending_photos?: PendingPhotoRow[] };
export type RouteRow = RouteSummary;
export type PrintWorkOrderRow = PrintWorkOrderSummary;
export type MediaTypeRow = MediaType;
export type CountryRow = Country;
export type StateRow = State;
export type CityRow = City;
export type SettingRow = Setting;
/** A booking (reservation) with its units, as `GET /bookings` answers it. */
export type BookingRow = Booking;
/** A proposal with its segments and priced lines, as `GET /proposals` answers it, with local changes applied. */
export type ProposalRow = Proposal;

/** A contract with its units, keyed by its campaign's id (one contract per campaign), with local changes applied. */
export type ContractRow = Contract;
/** A customer the account reaches, as GET /customers answers it (issue 19). */
export type CustomerRow = Customer;

/** A queued mutation (see outbox.ts for its life cycle). */
export interface OutboxEntry {
  /** Auto-increment creation order; absent only before insertion. */
  seq?: number;
  /** crypto.randomUUID(): the mutation id and its Idempotency-Key. */
  id: string;
  /** Mutation name, e.g. `route.finish`. */
  name: string;
  /** Arguments after the mutation's schema (structured-cloneable; Blobs referenced by key). */
  args: unknown;
  /** `pending`: will be sent; `failed`: refused by the server, waits for retry or discard. */
  status: 'pending' | 'failed';
  /** Failed send attempts so far (network, 5xx, 408, 409, 429). */
  attempts: number;
  /** Not sent before this time (epoch ms); 0 = at once. Ignored if the clock went back before `lastAttemptAt`. */
  nextAttemptAt: number;
  /** When the last failed attempt happened (epoch ms), if any. */
  lastAttemptAt?: number | undefined;
  /** When a reconnect last made it due at once (epoch ms; outbox-entries.ts `dueAfterReconnect`), if ever. */
  reconnectedAt?: number | undefined;
  /** When it was queued (epoch ms). */
  createdAt: number;
  /** The last error: the refusal of a failed entry, or why a pending one is waiting. */
  error?: SyncErrorInfo | undefined;
  /** Ids in `blobs` of the files this entry carries (`<entry id>/<key>`). */
  blobIds: string[];
}

/** A file captured offline, owned by an outbox entry. */
export interface BlobRow {
  /** `<outbox entry id>/<key in the mutation args>`. */
  id: string;
  blob: Blob;
  /** File name sent in the multipart body. */
  name: string;
  /** MIME type. */
  type: string;
  /** Bytes. */
  size: number;
  /** Epoch ms. */
  createdAt: number;
}

/** Pull state of one mirrored collection. */
export interface SyncStateRow {
  collection: string;
  /** `meta.server_time` of the last complete delta-capable pull: the next `updated_since`. */
  cursor?: string | undefined;
  /** End of the last complete pull (epoch ms). */
  lastPulledAt?: number | undefined;
  /** Error of the last pull, cleared by the next complete one. */
  lastError?: (SyncErrorInfo & { at: number }) | undefined;
  /** Language of the rows the last complete pull wrote (PullContext.locale); undefined: not tracked. */
  locale?: string | undefined;
  /** `meta.total` of page 1 of the current/last pull. */
  rowsExpected?: number | undefined;
  /** Rows written so far by the current/last pull. */
  rowsDone?: number | undefined;
  /** End of the last complete full pull (epoch ms), for collections refreshed in full now and then (`fullEveryMs`). */
  lastFullAt?: number | undefined;
  /**
   * Row `ACKS_ROW` only: how many outbox entries this device has seen acknowledged. A read from the server that
   * began before this number moved may predate an acknowledged change, so it is not written (engine.readFresh).
   */
  acks?: number | undefined;
}

/** The syncState row counting acknowledged outbox entries (SyncStateRow.acks). */
export const ACKS_ROW = 'outbox:acks';

/** Names of the tables holding mirrored server data. */
export type MirrorTableName =
  | 'units'
  | 'campaigns'
  | 'orderJobs'
  | 'orderJobItems'
  | 'routes'
  | 'printWorkOrders'
  | 'mediaTypes'
  | 'countries'
  | 'states'
  | 'cities'
  | 'settings'
  | 'campaignDetails'
  | 'marketUnits'
  | 'bookings'
  | 'proposals'
  | 'contracts'
  | 'customers';
export type TableName = MirrorTableName | 'outbox' | 'blobs' | 'syncState' | 'serverReads';

/**
 * The last answer of a read that is not mirrored (see server-reads.ts),
 * under its key: `{ key, value, at }`, `at` in epoch ms.
 */
export interface ServerReadRow {
  key: string;
  value: unknown;
  at: number;
}

/** An account's database. Tables are typed with the contract's row shapes. */
export class PautaDb extends Dexie {
  units!: EntityTable<UnitRow, 'id'>;
  campaigns!: EntityTable<CampaignRow, 'id'>;
  campaignDetails!: EntityTable<CampaignDetailRow, 'id'>;
  marketUnits!: EntityTable<MarketUnitRow, 'id'>;
  orderJobs!: EntityTable<OrderJobRow, 'id'>;
  orderJobItems!: EntityTable<OrderJobItemRow, 'id'>;
  routes!: EntityTable<RouteRow, 'id'>;
  printWorkOrders!: EntityTable<PrintWorkOrderRow, 'id'>;
  mediaTypes!: EntityTable<MediaTypeRow, 'id'>;
  countries!: EntityTable<CountryRow, 'id'>;
  states!: EntityTable<StateRow, 'id'>;
  cities!: EntityTable<CityRow, 'id'>;
  settings!: EntityTable<SettingRow, 'key'>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  blobs!: EntityTable<BlobRow, 'id'>;
  syncState!: EntityTable<SyncStateRow, 'collection'>;
  serverReads!: EntityTable<ServerReadRow, 'key'>;
  bookings!: EntityTable<BookingRow, 'id'>;
  proposals!: EntityTable<ProposalRow, 'id'>;
  contracts!: EntityTable<ContractRow, 'campaign_id'>;
  customers!: EntityTable<CustomerRow, 'id'>;

  /** @param name the IndexedDB name, normally `dbName(accountId)`. */
  constructor(name: string) {
    super(name);
    this.version(1).stores(SCHEMA_V1);
    this.version(2).stores(SCHEMA_V2).upgrade(upgradeToV2);
    this.version(3).stores(SCHEMA_V3);
    this.version(4).stores(SCHEMA_V4);
    this.version(5).stores(SCHEMA_V5);
    this.version(6).stores(SCHEMA_V6);
    this.version(7).stores(SCHEMA_V7);
    this.version(8).stores(SCHEMA_V8);
    this.version(9).stores(SCHEMA_V9);
  }
}

/** IndexedDB name of an account's database: `pauta-account-<id>`. */
export function dbName(accountId: string | number): string {
  return `pauta-account-${accountId}`;
}

/** The database of an account (opened lazily on first use by Dexie). */
export function openAccountDb(accountId: string | number): PautaDb {
  return new PautaDb(dbName(accountId));
}

/**
 * Deletes an account's database and everything in it, including unsent
 * outbox entries (sign-out after the warning). Pass the open instance (e.g.
 * `engine.db`, after `engine.stop()`) to close it first; other connections
 * (other tabs) are closed by Dexie on `versionchange`.
 */
export async function deleteAccountDb(accountId: string | number, open?: Dexie): Promise<void> {
  open?.close();
  await Dexie.delete(dbName(accountId));
}
