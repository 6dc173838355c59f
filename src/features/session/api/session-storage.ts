/**
 * Where the session store keeps what outlives the page (spec product.md §3 "Stored accounts", §4
 * "Session"): localStorage reads and writes that never throw (quota, disabled storage: the in-memory
 * copy still serves this page), and the last verified profile kept with its token under
 * `session.profile` so an offline start can go on.
 */
import * as v from 'valibot';
import { profile as profileSchema, type Profile } from '#src/api/contract/session.ts';

/** localStorage key of the last verified profile, `{ token, profile }`. */
export const PROFILE_CACHE_KEY = 'session.profile';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The stored value of `key`; null when absent or unreadable. */
export function readItem(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key` (undefined removes it); a failure is swallowed. */
export function writeItem(key: string, value: string | undefined): void {
  try {
    if (value === undefined) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // storage full or disabled: the in-memory copy still serves this page
  }
}

const cachedEntry = v.object({ token: v.string(), profile: profileSchema });

/** The profile kept for `token` (none when another token's or unreadable). */
export function cachedProfile(token: string): Profile | undefined {
  const raw = readItem(PROFILE_CACHE_KEY);
  if (!raw) return undefined;
  try {
    const parsed = v.safeParse(cachedEntry, JSON.parse(raw));
    return parsed.success && parsed.output.token === token ? parsed.output.profile : undefined;
  } catch {
    return undefined;
  }
}
