/**
 * A read from the server that is not mirrored (comments, timelines, movement
 * lists), for features' `api/` hooks: `loading`, then `ready` with the
 * value, or `offline` (no answer) / `error` (with the server's message).
 * Read again when `key` changes or `retry()` is called; an answer that
 * arrives after the key moved on is dropped.
 *
 * With `persist` (the answer's name on the device, unique in the app) and a signed-in
 * account's sync engine, each answer is also kept in the account's database
 * (src/sync/server-reads.ts); a later read that gets no answer (offline)
 * is then `ready` with that kept value and `storedAt` (epoch ms) saying when
 * it was loaded — so the screen still shows it after a reload with no
 * connection, and says from when. A refusal (`error`) never shows a kept
 * value. Forms that edit what they read do not persist (an edit needs the
 * server's current row).
 */
import { useEffect, useState } from 'react';
import { ApiError } from './errors.ts';
// The one api → sync import left: useServerRead is replaced by useRead (src/sync/reads.ts) and goes with its last caller.
// oxlint-disable-next-line pauta/zones
import { useOptionalSyncEngine } from '../sync/react.ts';
// oxlint-disable-next-line pauta/zones
import { recallRead, rememberRead } from '../sync/server-reads.ts';

export type ServerRead<T> =
  | { state: 'loading' }
  | { state: 'ready'; value: T; storedAt?: number | undefined }
  | { state: 'offline' | 'error'; message?: string | undefined };

export interface ServerReadOptions {
  /**
   * Keep answers on the device under this name (see module doc): unique in the
   * app and naming what the answer depends on (e.g. `unit-contracts:12`), but
   * not what only forces a fresh read (a counter bumped after a save).
   */
  persist?: string | undefined;
}

/**
 * @param load the read; rebuilt freely, only `key` decides when it runs again
 * @param key everything the read depends on, as a string
 */
export function useServerRead<T>(
  load: () => Promise<T>,
  key: string,
  options: ServerReadOptions = {},
): ServerRead<T> & { retry: () => void } {
  const engine = useOptionalSyncEngine();
  const db = options.persist ? engine?.db : undefined;
  const storedKey = `read:${options.persist}`;
  const [attempt, setAttempt] = useState(0);
  const stamp = `${key}:${attempt}`;
  const [result, setResult] = useState<{ stamp: string; read: ServerRead<T> } | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (value) => {
        if (db) void rememberRead(db, storedKey, value);
        if (live) setResult({ stamp, read: { state: 'ready', value } });
      },
      async (error: unknown) => {
        const offline = error instanceof ApiError && error.isNetwork;
        const kept = offline && db ? await recallRead(db, storedKey) : undefined;
        if (!live) return;
        if (kept) setResult({ stamp, read: { state: 'ready', value: kept.value as T, storedAt: kept.at } });
        else
          setResult({
            stamp,
            read: { state: offline ? 'offline' : 'error', message: error instanceof Error ? error.message : undefined },
          });
      },
    );
    return () => {
      live = false;
    };
    // `load` is rebuilt each render; `stamp` says when to read again
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [stamp]);
  const read: ServerRead<T> = result?.stamp === stamp ? result.read : { state: 'loading' };
  return { ...read, retry: () => setAttempt((n) => n + 1) };
}
