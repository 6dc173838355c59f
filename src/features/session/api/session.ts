/**
 * The session store (spec product.md §3 "Stored accounts", §4 "Session", §7
 * session calls, §8 401 and profile-fetch failure): module state read by React
 * through `useSyncExternalStore`, driven by the pure machine in
 * model/session-machine.ts.
 *
 * Invariants:
 * - This module (with its helpers session-storage.ts and stored-accounts.ts) is
 *   the only code that writes the `access_token` cookie and the localStorage
 *   keys `accounts` and `session.profile`.
 * - The state follows the cookie: `ensureSession()` re-reads it, so a sign-out
 *   or account switch in another tab is picked up on the next navigation.
 * - One GET /auth/user per token at a time: concurrent `ensureSession()` calls
 *   share the request in flight.
 * - Profile fetches use `on401: 'throw'`: a dead token is handled by the
 *   machine (token removed, anonymous), never by the global 401 handler.
 * - Every freshly verified profile is remembered in the stored accounts as the
 *   active account; the last verified profile is kept (with its token) under
 *   `session.profile` so an offline start can go on (see the machine's doc).
 * - Storage failures (quota, disabled storage, corrupt JSON) never throw: the
 *   list is then empty and the session still works for this page's life.
 */
import { useSyncExternalStore } from 'react';
import { api, setUnauthorizedHandler, type ApiClient } from '#src/api/index.ts';
import { ApiError } from '#src/api/errors.ts';
import * as sessionCalls from '#src/api/contract/session.ts';
import type { Profile } from '#src/api/contract/session.ts';
import { clearToken, getToken, setToken } from '#src/api/token.ts';
import { onProfileSaved } from '../profile-saved.ts';
import {
  accountFromProfile,
  activateAccount,
  deactivateAll,
  forgetAccount,
  rememberAccount,
} from '../model/accounts.ts';
import { cachedProfile, PROFILE_CACHE_KEY, writeItem } from './session-storage.ts';
import { resetStoredAccounts, saveAccounts, storedAccounts } from './stored-accounts.ts';
import {
  initialSession,
  isSignedIn,
  tokenOf,
  transition,
  type SessionEvent,
  type SessionState,
} from '../model/session-machine.ts';

export type { SessionState } from '../model/session-machine.ts';
export type { StoredAccount } from '../model/accounts.ts';

export { PROFILE_CACHE_KEY } from './session-storage.ts';
export { getStoredAccounts, useStoredAccounts } from './stored-accounts.ts';
/** How long sign-out waits for POST /auth/logout before signing out locally anyway (ms). */
export const LOGOUT_WAIT_MS = 3000;

/** The part of the API client the store uses. */
export type SessionClient = Pick<ApiClient, 'call'>;

/** Answer of every call that signs in (POST /auth/login/web, first access, register). */
export interface SignInAnswer {
  access_token: string;
  /** ISO timestamp; the cookie lives until then. */
  expires_at: string;
}

let client: SessionClient = api;
let state: SessionState | undefined;
let lastProfile: Profile | undefined;
let inflight: { token: string; promise: Promise<Loaded> } | undefined;
let onlineListener: (() => void) | undefined;
/** Opens /login once a session the page opened from its cached profile turns out to be over (installUnauthorizedHandler). */
let lostSession: (() => void) | undefined;
const listeners = new Set<() => void>();

interface Loaded {
  state: SessionState;
  error?: unknown;
}

// ── state ───────────────────────────────────────────────────────────────────

function current(): SessionState {
  state ??= initialSession(getToken());
  return state;
}

function emit(): void {
  for (const listener of listeners) listener();
}

function dispatch(event: SessionEvent): SessionState {
  const before = current();
  const { state: next, effects } = transition(before, event);
  if (effects.includes('clear-token')) {
    clearToken();
    writeItem(PROFILE_CACHE_KEY, undefined);
  }
  if (next === before) return next;
  state = next;
  if (isSignedIn(next)) {
    lastProfile = next.profile;
    if (!next.offline) writeItem(PROFILE_CACHE_KEY, JSON.stringify({ token: next.token, profile: next.profile }));
    else watchForNetwork();
  } else if (next.status === 'anonymous') {
    writeItem(PROFILE_CACHE_KEY, undefined);
    if (storedAccounts().some((a) => a.active)) saveAccounts(deactivateAll(storedAccounts()));
  }
  emit();
  return next;
}

/** Remembers the verified profile of `token` as the active stored account. */
function rememberVerified(profile: Profile, token: string, expiresAt?: string): void {
  const list = storedAccounts();
  const existing = list.find((a) => a.id === profile.id);
  const expires = expiresAt ?? (existing?.token === token ? existing.expiresAt : undefined);
  saveAccounts(rememberAccount(list, accountFromProfile(profile, token, expires)));
}

/** Follows the cookie when it changed outside this tab's store (another tab, devtools). */
function syncWithCookie(): void {
  const token = getToken();
  const s = current();
  if (!token && s.status !== 'anonymous') dispatch({ type: 'token-cleared' });
  else if (token && token !== tokenOf(s)) dispatch({ type: 'token-set', token });
}

const isRetryable = (error: unknown) => error instanceof ApiError && error.isRetryable;

/** GET /auth/user for `token`, shared by concurrent callers; feeds the answer to the machine. */
function loadProfile(token: string, expiresAt?: string): Promise<Loaded> {
  if (inflight?.token === token) return inflight.promise;
  const promise = (async (): Promise<Loaded> => {
    try {
      const { data } = await client.call(sessionCalls.currentUser, undefined, { on401: 'throw' });
      const next = dispatch({ type: 'profile-loaded', token, profile: data });
      if (isSignedIn(next) && next.token === token) rememberVerified(next.profile, token, expiresAt);
      return { state: next };
    } catch (error) {
      return {
        state: dispatch({ type: 'profile-failed', token, retryable: isRetryable(error), cached: cachedProfile(token) }),
        error,
      };
    } finally {
      if (inflight?.token === token) inflight = undefined;
    }
  })();
  inflight = { token, promise };
  return promise;
}

/** While offline, re-verifies the token once the browser says the network is back. */
function watchForNetwork(): void {
  if (onlineListener || typeof window === 'undefined') return;
  onlineListener = () => {
    if (onlineListener) window.removeEventListener('online', onlineListener);
    onlineListener = undefined;
    const s = current();
    if (isSignedIn(s) && s.offline) void loadProfile(s.token);
  };
  window.addEventListener('online', onlineListener);
}

// ── public API ──────────────────────────────────────────────────────────────

/** The current session state (spec §4). Does not fetch; see {@link ensureSession}. */
export function getSession(): SessionState {
  return current();
}

/** Subscribes to session changes; returns the unsubscribe function. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session state, re-rendering on every change. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/**
 * The signed-in user's profile, for screens under /dashboard (whose route
 * guard resolved the session first). Right after sign-out, while the page is
 * being left, it still returns the last profile so the page can unmount cleanly.
 * @throws Error when no profile was ever verified on this page.
 */
export function useProfile(): Profile {
  const s = useSession();
  if (isSignedIn(s)) return s.profile;
  if (lastProfile) return lastProfile;
  throw new Error('useProfile() needs a signed-in session: guard the route with requireUser');
}

/**
 * Resolves the session: with a token whose profile is not loaded yet, fetches
 * GET /auth/user once (concurrent callers share the request). An empty profile
 * or an error removes the token (state `anonymous`), except the offline case
 * described in model/session-machine.ts. When this device verified the token's profile before, it resolves at once
 * with that profile and verifies it in the background (`profile-cached`): a token the server refuses then signs out
 * and opens /login. Never rejects.
 */
export async function ensureSession(): Promise<SessionState> {
  syncWithCookie();
  const s = current();
  if (s.status !== 'loading') return s;
  const cached = cachedProfile(s.token);
  if (cached?.id) {
    // the profile verified last time: the page opens from it at once, online or not, and GET /auth/user verifies
    // it meanwhile; a token the server no longer accepts signs out and opens /login
    const started = dispatch({ type: 'profile-cached', token: s.token, profile: cached });
    void loadProfile(s.token).then(({ state: verified }) => {
      if (verified.status === 'anonymous' && isSignedIn(started)) lostSession?.();
    });
    return started;
  }
  const { state: next } = await loadProfile(s.token);
  // another token was set while this one loaded: resolve that one too
  return next.status === 'loading' ? ensureSession() : next;
}

/**
 * Signs in with the answer of POST /auth/login/web, /auth/first-access-validation
 * or /auth/register (spec §4): stores the token in the cookie until
 * `expires_at`, verifies it with GET /auth/user and remembers the account as
 * the active one (spec §3).
 * @returns the verified profile (check `change_password`: /change comes first)
 * @throws ApiError when the profile cannot be fetched; the token is then removed
 */
export async function signIn(answer: SignInAnswer): Promise<Profile> {
  const token = answer.access_token;
  setToken(token, answer.expires_at);
  dispatch({ type: 'token-set', token });
  const { state: next, error } = await loadProfile(token, answer.expires_at);
  if (isSignedIn(next) && next.token === token && !next.offline) return next.profile;
  if (current().status !== 'anonymous' && tokenOf(current()) === token) {
    clearToken();
    dispatch({ type: 'token-cleared' });
  }
  throw error instanceof ApiError
    ? error
    : new ApiError({
        type: 'error',
        status: 0,
        message: 'The profile could not be loaded',
        endpoint: sessionCalls.currentUser.name,
      });
}

/**
 * Signs out (spec §4 "Logout clears it"): POST /auth/logout, waiting at most
 * {@link LOGOUT_WAIT_MS}; offline or on any error the local sign-out still
 * happens. Then the cookie is cleared, the session becomes anonymous and the
 * signed-out account leaves the stored list (its token is revoked, and a
 * token kept after an offline sign-out would let anyone on this device back
 * in). Every other stored account is kept. Never rejects.
 */
export async function signOut(): Promise<void> {
  const s = current();
  const token = tokenOf(s) ?? getToken();
  if (token) {
    const request = client.call(sessionCalls.logout, undefined, { on401: 'throw' }).catch(() => undefined);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, LOGOUT_WAIT_MS);
    });
    await Promise.race([request, timeout]);
    clearTimeout(timer);
  }
  const list = storedAccounts();
  const signedOut = isSignedIn(s) ? s.profile.id : list.find((a) => a.token === token)?.id;
  if (signedOut !== undefined) saveAccounts(forgetAccount(list, signedOut));
  clearToken();
  dispatch({ type: 'token-cleared' });
}

/**
 * Switches to a stored account (spec §4: "sets the new token and verifies it by
 * fetching the user"). On success that account is the active one.
 * @returns false, leaving the current account signed in, when the id is
 *   unknown or its token is refused or cannot be verified (e.g. offline)
 */
export async function switchAccount(id: number): Promise<boolean> {
  const target = storedAccounts().find((a) => a.id === id);
  if (!target) return false;
  const before = current();
  if (isSignedIn(before) && before.token === target.token && !before.offline) {
    saveAccounts(activateAccount(storedAccounts(), id));
    return true;
  }
  const previousToken = getToken();
  const previousExpiry = storedAccounts().find((a) => a.token === previousToken)?.expiresAt;
  setToken(target.token, target.expiresAt);
  dispatch({ type: 'token-set', token: target.token });
  const { state: next } = await loadProfile(target.token, target.expiresAt);
  if (isSignedIn(next) && next.token === target.token && !next.offline) return true;

  // refused or unverifiable: back to where we were
  if (previousToken) {
    setToken(previousToken, previousExpiry);
    dispatch({ type: 'token-set', token: previousToken });
    if (isSignedIn(before) && before.token === previousToken) {
      dispatch({ type: 'profile-loaded', token: previousToken, profile: before.profile });
      saveAccounts(activateAccount(storedAccounts(), before.profile.id));
    }
  } else {
    clearToken();
    dispatch({ type: 'token-cleared' });
  }
  return false;
}

/**
 * Removes a stored account from this device (its token is forgotten, not revoked).
 * @returns false for the account currently signed in (sign out instead) or an unknown id
 */
export function removeStoredAccount(id: number): boolean {
  const s = current();
  const list = storedAccounts();
  const target = list.find((a) => a.id === id);
  if (!target || tokenOf(s) === target.token) return false;
  saveAccounts(forgetAccount(list, id));
  return true;
}

/** Replaces the profile after PUT /profile or a photo upload; renames the stored account. */
export function updateSessionProfile(profile: Profile): void {
  const s = current();
  dispatch({ type: 'profile-updated', profile });
  if (isSignedIn(s) && s.profile.id === profile.id) rememberVerified(profile, s.token);
}

/**
 * A profile.update the outbox delivers refreshes this page's profile (the
 * service worker has no page to refresh). Only the latest answer matters: a
 * queue replaying many edits applies them at most once per animation frame.
 */
let savedProfile: Profile | null = null;
onProfileSaved((profile) => {
  const first = savedProfile === null;
  savedProfile = profile;
  if (!first) return;
  const apply = () => {
    const latest = savedProfile;
    savedProfile = null;
    if (latest) updateSessionProfile(latest);
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(apply);
  else setTimeout(apply, 0);
});

/** Records a successful forced password change (PUT /change-password): must-change → authenticated. */
export function markPasswordChanged(): void {
  const s = dispatch({ type: 'password-changed' });
  if (isSignedIn(s) && !s.offline) writeItem(PROFILE_CACHE_KEY, JSON.stringify({ token: s.token, profile: s.profile }));
}

/**
 * Makes every 401 answer (spec §8) clear the token and the session and run
 * `navigateToLogin` (the app passes the router's navigation to /login).
 * Call once when the app starts.
 */
export function installUnauthorizedHandler(navigateToLogin: () => void): void {
  lostSession = navigateToLogin;
  setUnauthorizedHandler(() => {
    clearToken();
    dispatch({ type: 'token-cleared' });
    navigateToLogin();
  });
}

/** The API client session calls go through (the app's `api`, or a test's). */
export function getSessionClient(): SessionClient {
  return client;
}

/** Test seam: the client the store calls (default: the app's `api`). */
export function setSessionClient(next: SessionClient): void {
  client = next;
}

/** Test seam: forgets all module state (not the cookie or storage) and restores the default client. */
export function resetSessionStore(): void {
  client = api;
  state = undefined;
  resetStoredAccounts();
  lastProfile = undefined;
  inflight = undefined;
  if (onlineListener && typeof window !== 'undefined') window.removeEventListener('online', onlineListener);
  onlineListener = undefined;
  listeners.clear();
}
