/**
 * A read from the server that is not mirrored (comments, timelines, movement
 * lists), for features' `api/` hooks: `loading`, then `ready` with the
 * value, or `offline` (no answer) / `error` (with the server's message).
 * Read again when `key` changes or `retry()` is called; an answer that
 * arrives after the key moved on is dropped.
 */
import { useEffect, useState } from 'react';
import { ApiError } from './errors.ts';

export type ServerRead<T> =
  | { state: 'loading' }
  | { state: 'ready'; value: T }
  | { state: 'offline' | 'error'; message?: string | undefined };

/**
 * @param load the read; rebuilt freely, only `key` decides when it runs again
 * @param key everything the read depends on, as a string
 */
export function useServerRead<T>(load: () => Promise<T>, key: string): ServerRead<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const stamp = `${key}:${attempt}`;
  const [result, setResult] = useState<{ stamp: string; read: ServerRead<T> } | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (value) => { if (live) setResult({ stamp, read: { state: 'ready', value } }); },
      (error: unknown) => {
        if (live) setResult({ stamp, read: { state: error instanceof ApiError && error.isNetwork ? 'offline' : 'error', message: error instanceof Error ? error.message : undefined } });
      },
    );
    return () => { live = false; };
    // `load` is rebuilt each render; `stamp` says when to read again
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [stamp]);
  const read: ServerRead<T> = result?.stamp === stamp ? result.read : { state: 'loading' };
  return { ...read, retry: () => setAttempt((n) => n + 1) };
}
