/**
 * What the sync centre shows (ARCHITECTURE.md, offline data): the account's outbox in creation
 * order with each action in plain words, the engine's status, each mirrored
 * collection's freshness and first-sync progress, and the actions a person
 * can take: sync now, retry or discard a failed action, remove this device's
 * data (the account's database and its cached files, then sign out).
 */
import { useLingui } from '@lingui/react';
import {
  collectionsFor,
  deleteAccountDb,
  useLiveRows,
  useSyncEngine,
  useSyncStatus,
  type OutboxEntry,
  type SyncStateRow,
  type SyncStatus,
} from '#src/sync/index.ts';

export interface OutboxItem {
  id: string;
  /** The action in the interface language. */
  label: string;
  status: OutboxEntry['status'];
  createdAt: number;
  attempts: number;
  /** When the next try is due (epoch ms); 0 when due now. */
  nextAttemptAt: number;
  error?: OutboxEntry['error'];
}

/** One mirrored collection as the sync centre shows it. */
export interface CollectionOnDevice {
  /** The engine's collection name (`routes`, `orderJobs`…). */
  collection: string;
  /** Rows stored on this device now (its main table), whatever the last pull brought. */
  stored: number;
  /** The collection's pull state (freshness, first-sync progress, last error); undefined: never pulled. */
  state: SyncStateRow | undefined;
}

export interface SyncCentre {
  status: SyncStatus;
  items: OutboxItem[];
  /**
   * The engine's collections this account pulls, in COLLECTIONS order, with what the device holds
   * (issue 15: the count is of stored rows, not of the last download).
   */
  collections: CollectionOnDevice[];
  /** Campaigns opened on this device with their units (campaign details). */
  campaignDetails: number;
  syncNow: () => void;
  retry: (id: string) => Promise<boolean>;
  discard: (id: string) => Promise<boolean>;
  /** Stops the engine, deletes the account's database and its per-account caches. */
  removeDeviceData: () => Promise<void>;
}

const NO_ENTRIES: OutboxEntry[] = [];
const NO_COLLECTIONS: CollectionOnDevice[] = [];

export function useSyncCentre(): SyncCentre {
  const engine = useSyncEngine();
  const status = useSyncStatus();
  const { i18n } = useLingui();
  const entries = useLiveRows((db) => db.outbox.orderBy('seq').toArray(), [], NO_ENTRIES);
  const collections = useLiveRows(
    async (db) =>
      Promise.all(
        collectionsFor(engine.permissions).map(async (c) => ({
          collection: c.name,
          stored: await db.table(c.tables[0]!).count(),
          state: await db.syncState.get(c.name),
        })),
      ),
    [engine.permissions.join(',')],
    NO_COLLECTIONS,
  );
  const campaignDetails = useLiveRows((db) => db.campaignDetails.count(), [], 0);
  const lang = i18n.locale === 'en' ? 'en' : 'es';
  return {
    status,
    collections,
    campaignDetails,
    items: entries.map((e) => ({
      id: e.id,
      label: engine.describe(e)[lang],
      status: e.status,
      createdAt: e.createdAt,
      attempts: e.attempts,
      nextAttemptAt: e.nextAttemptAt,
      error: e.error,
    })),
    syncNow: () => {
      void engine.pullAll('manual');
      void engine.drain('manual');
    },
    retry: (id) => engine.retryFailed(id),
    discard: (id) => engine.discard(id),
    removeDeviceData: async () => {
      engine.stop();
      await deleteAccountDb(engine.accountId, engine.db);
      if (typeof caches !== 'undefined') {
        const names = await caches.keys();
        await Promise.all(names.filter((n) => n.includes(`account-${engine.accountId}`)).map((n) => caches.delete(n)));
      }
    },
  };
}
