/**
 * The sync engine's public surface (ARCHITECTURE.md, offline data): per-account database, mirrored
 * collections, named mutations and the outbox, the engine and its React
 * bindings. Features import from here (their `api/` folders); screens use
 * those features' hooks.
 */
export { PautaDb, dbName, openAccountDb, deleteAccountDb } from './db.ts';
export type {
  OutboxEntry,
  BlobRow,
  PendingPhotoRow,
  SyncStateRow,
  MirrorTableName,
  TableName,
  UnitRow,
  CampaignRow,
  CampaignDetailRow,
  MarketUnitRow,
  OrderJobRow,
  OrderJobItemRow,
  RouteRow,
  PrintWorkOrderRow,
  MediaTypeRow,
  CountryRow,
  StateRow,
  CityRow,
  SettingRow,
  BookingRow,
  ContractRow,
  ProposalRow,
  ServerReadRow,
} from './db.ts';
export { COLLECTIONS, collectionsFor, collectionByName, PER_PAGE } from './collections.ts';
export type { CollectionName, CollectionDef } from './collections.ts';
export { defineMutation, enqueue } from './mutations.ts';
export type { MutationDef, AnyMutation, OptimisticContext, MutationDescription, EnqueueOptions } from './mutations.ts';
export { createSyncEngine } from './engine.ts';
export type { SyncEngine, SyncEngineOptions, SyncReason } from './engine.ts';
export { browserScheduler } from './triggers.ts';
export { BACKGROUND_SYNC_TAG } from '../lib/worker-messages.ts';
export type { Scheduler, SyncEnvironment, ServiceWorkerLike } from './triggers.ts';
export type { SyncStatus, StatusStore, FirstSyncProgress } from './status.ts';
export type { DrainResult } from './outbox.ts';
export { DEFAULT_BATCH_SIZE } from './outbox.ts';
export type { PullResult } from './pull.ts';
export { MutationArgsError, StorageFullError, UnknownMutationError } from './errors.ts';
export type { SyncErrorInfo } from './errors.ts';
export {
  SyncEngineProvider,
  useSyncEngine,
  useOptionalSyncEngine,
  useSyncStatus,
  useConnected,
  useLiveRows,
  useFreshness,
  useSendingEntry,
  STALE_AFTER_MS,
} from './react.ts';
export { requestPersistentStorage, estimate } from './storage.ts';
export { rememberRead, recallRead, SERVER_READS_KEPT } from './server-reads.ts';
export type { Transport } from './transport.ts';
export { lockNames } from './locks.ts';
export type { LockManagerLike } from './locks.ts';
export { useMutation, usePending, useOutboxEntry } from './react.ts';
export { pendingOf, isRefused, toPendingAction, isActionOf, unitConflicts } from './pending.ts';
export type { PendingAction, EntryLike, UnitConflict } from './pending.ts';
export { useRead, useReadWith, useInvalidate, readKey, READ_KEY_PREFIX } from './reads.ts';
export type { Read, ReadOptions } from './reads.ts';
export type { MutationInput, MutationArgs, MutationSpec } from './mutations.ts';
