/**
 * The stored accounts of this device (spec product.md §3 "Stored accounts"): read once from
 * localStorage (`accounts`), written back on every change, re-read when another tab changes them,
 * and offered to React through `useSyncExternalStore`. The session store (session.ts) decides what
 * goes in; this module only keeps the list.
 */
import { useSyncExternalStore } from 'react';
import { ACCOUNTS_KEY, parseAccounts, serializeAccounts, type StoredAccount } from '../model/accounts.ts';
import { readItem, writeItem } from './session-storage.ts';

let accounts: StoredAccount[] | undefined;
const listeners = new Set<() => void>();

/** The list, read from storage the first time. */
export function storedAccounts(): StoredAccount[] {
  accounts ??= parseAccounts(readItem(ACCOUNTS_KEY));
  return accounts;
}

/** Replaces the list, stores it and tells the subscribers. */
export function saveAccounts(next: StoredAccount[]): void {
  accounts = next;
  writeItem(ACCOUNTS_KEY, serializeAccounts(next));
  for (const listener of listeners) listener();
}

/** The stored accounts (spec §3), current first-in-list order. */
export function getStoredAccounts(): readonly StoredAccount[] {
  return storedAccounts();
}

function subscribeAccounts(listener: () => void): () => void {
  listeners.add(listener);
  // another tab changed the list: re-read it
  const onStorage = (event: StorageEvent) => {
    if (event.key !== ACCOUNTS_KEY && event.key !== null) return;
    accounts = undefined;
    listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** The stored accounts, re-rendering when they change (here or in another tab). */
export function useStoredAccounts(): readonly StoredAccount[] {
  return useSyncExternalStore(subscribeAccounts, getStoredAccounts, getStoredAccounts);
}

/** Test seam: forgets the list read and every subscriber. */
export function resetStoredAccounts(): void {
  accounts = undefined;
  listeners.clear();
}
