/**
 * The session store against a fetch-level fake server through the app's real
 * contract client (spec product.md §3 stored accounts, §4 session, §8 401 and
 * profile-fetch failure).
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '#src/api/token.ts';
import type { ApiError } from '#src/api/errors.ts';
import { ACCOUNTS_KEY, parseAccounts } from '../model/accounts.ts';
import { makeProfile } from '../testing/fixtures.ts';
import { clearBrowserState, createFakeServer, json, type FakeServer } from '../testing/fake-server.ts';
import {
  LOGOUT_WAIT_MS,
  PROFILE_CACHE_KEY,
  ensureSession,
  getSession,
  getStoredAccounts,
  installUnauthorizedHandler,
  markPasswordChanged,
  removeStoredAccount,
  resetSessionStore,
  setSessionClient,
  signIn,
  signOut,
  switchAccount,
  updateSessionProfile,
  useProfile,
  useSession,
  useStoredAccounts,
} from './session.ts';

const hooks = vi.hoisted(() => ({ unauthorized: undefined as ((e: ApiError) => void) | undefined }));
vi.mock('#src/api/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#src/api/index.ts')>()),
  setUnauthorizedHandler: (handler: (e: ApiError) => void) => {
    hooks.unauthorized = handler;
  },
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const client = makeProfile();
const agency = makeProfile({
  id: 5,
  name: 'Valentina Gómez Arango',
  email: 'agency@pauta.demo',
  type: { name: 'Agencia', value: 'agency' },
  roles: [{ id: 5, name: 'Agencia', value: 'agency' }],
});
const renew = makeProfile({ id: 10, name: 'Ricardo Salas', email: 'renew@pauta.demo', change_password: true });
const EXPIRES = '2099-01-01T00:00:00.000Z';

let server: FakeServer;
let unauthorizedCalls: ApiError[];

beforeEach(() => {
  clearBrowserState();
  resetSessionStore();
  server = createFakeServer();
  server.tokens.set('tok-client', client);
  server.tokens.set('tok-agency', agency);
  server.tokens.set('tok-renew', renew);
  unauthorizedCalls = [];
  setSessionClient(
    server.client((e) => {
      unauthorizedCalls.push(e);
      hooks.unauthorized?.(e);
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  resetSessionStore();
  clearBrowserState();
});

const stored = () => parseAccounts(localStorage.getItem(ACCOUNTS_KEY));
/** The client signed in on this device (its profile verified and cached), then the page reopened. */
async function reopenedAfterSignIn(): Promise<void> {
  setToken('tok-client');
  await ensureSession();
  resetSessionStore();
  setSessionClient(server.client());
}

describe('ensureSession', () => {
  it('no token: anonymous, nothing fetched', async () => {
    expect(getSession()).toEqual({ status: 'anonymous' });
    expect(await ensureSession()).toEqual({ status: 'anonymous' });
    expect(server.seen).toHaveLength(0);
  });

  it('a token: loading, then the profile (one request for concurrent callers), remembered as the active account', async () => {
    setToken('tok-client');
    expect(getSession()).toEqual({ status: 'loading', token: 'tok-client' });
    const [a, b, c] = await Promise.all([ensureSession(), ensureSession(), ensureSession()]);
    expect(a).toEqual({ status: 'authenticated', token: 'tok-client', profile: client, offline: false });
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(server.count('GET /auth/user')).toBe(1);
    expect(await ensureSession()).toBe(a);
    expect(server.count('GET /auth/user')).toBe(1);
    expect(stored()).toEqual([
      { id: 4, name: client.name, email: client.email, token: 'tok-client', type: 'client', active: true },
    ]);
  });

  it('a refused token: removed, anonymous, and the global 401 handler is not run', async () => {
    setToken('tok-dead');
    expect(await ensureSession()).toEqual({ status: 'anonymous' });
    expect(getToken()).toBeUndefined();
    expect(unauthorizedCalls).toHaveLength(0);
  });

  it('an empty or malformed profile: token removed, anonymous', async () => {
    server.on('GET /auth/user', () => json({ data: {} }));
    setToken('tok-client');
    expect((await ensureSession()).status).toBe('anonymous');
    expect(getToken()).toBeUndefined();
  });

  it('a profile that must change its password: must-change', async () => {
    setToken('tok-renew');
    expect((await ensureSession()).status).toBe('must-change');
  });

  it('offline with a profile verified before for this token: opens at once, then goes on offline; without one: anonymous', async () => {
    await reopenedAfterSignIn();
    server.on('GET /auth/user', () => {
      throw new TypeError('Failed to fetch');
    });
    // the page opens from the profile verified last time, without waiting for the network
    expect(await ensureSession()).toEqual({
      status: 'authenticated',
      token: 'tok-client',
      profile: client,
      offline: false,
    });
    await vi.waitFor(() =>
      expect(getSession()).toEqual({ status: 'authenticated', token: 'tok-client', profile: client, offline: true }),
    );
    expect(getToken()).toBe('tok-client');

    resetSessionStore();
    setSessionClient(server.client());
    localStorage.removeItem(PROFILE_CACHE_KEY);
    expect((await ensureSession()).status).toBe('anonymous');
    expect(getToken()).toBeUndefined();
  });

  it('a start with a profile verified before does not wait for GET /auth/user; its answer then replaces the profile', async () => {
    await reopenedAfterSignIn();
    let resolveAnswer: ((value: Response) => void) | undefined;
    const answer = new Promise<Response>((resolve) => (resolveAnswer = resolve));
    const renamed = { ...client, name: 'Renamed elsewhere' };
    server.on('GET /auth/user', () => answer);
    const started = await ensureSession();
    expect(started).toEqual({ status: 'authenticated', token: 'tok-client', profile: client, offline: false });
    await vi.waitFor(() => expect(server.count('GET /auth/user')).toBe(2)); // the first sign-in's, then this one
    expect(getSession()).toBe(started);
    resolveAnswer?.(json({ data: renamed }));
    await vi.waitFor(() => expect(getSession()).toMatchObject({ status: 'authenticated', profile: renamed }));
  });

  it('a token the server refuses after a start from the cached profile: signed out, token removed, /login opened', async () => {
    const toLogin = vi.fn();
    installUnauthorizedHandler(toLogin);
    await reopenedAfterSignIn();
    server.tokens.delete('tok-client'); // revoked elsewhere: GET /auth/user answers 401
    expect((await ensureSession()).status).toBe('authenticated');
    await vi.waitFor(() => expect(toLogin).toHaveBeenCalledTimes(1));
    expect(getSession()).toEqual({ status: 'anonymous' });
    expect(getToken()).toBeUndefined();
    expect(localStorage.getItem(PROFILE_CACHE_KEY)).toBeNull();
  });

  it('follows the cookie when another tab signs out or switches', async () => {
    setToken('tok-client');
    await ensureSession();
    setToken('tok-agency');
    expect((await ensureSession()).status).toBe('authenticated');
    expect(getSession()).toMatchObject({ token: 'tok-agency', profile: { id: 5 } });
    document.cookie = 'access_token=; Path=/; Max-Age=0';
    expect(await ensureSession()).toEqual({ status: 'anonymous' });
  });

  it('corrupt stored accounts never crash: the list is empty and then rewritten', async () => {
    localStorage.setItem(ACCOUNTS_KEY, '{not json');
    expect(getStoredAccounts()).toEqual([]);
    setToken('tok-client');
    await ensureSession();
    expect(stored().map((a) => a.id)).toEqual([4]);
  });
});

describe('signIn', () => {
  it('stores the cookie, verifies the token and remembers the account with its expiry', async () => {
    const profile = await signIn({ access_token: 'tok-client', expires_at: EXPIRES });
    expect(profile).toEqual(client);
    expect(getToken()).toBe('tok-client');
    expect(getSession().status).toBe('authenticated');
    expect(stored()).toEqual([
      {
        id: 4,
        name: client.name,
        email: client.email,
        token: 'tok-client',
        type: 'client',
        active: true,
        expiresAt: EXPIRES,
      },
    ]);
  });

  it('a second account: both stored, the new one active', async () => {
    await signIn({ access_token: 'tok-client', expires_at: EXPIRES });
    await signIn({ access_token: 'tok-agency', expires_at: EXPIRES });
    expect(stored().map((a) => [a.id, a.active])).toEqual([
      [4, false],
      [5, true],
    ]);
  });

  it('the same account again replaces its entry (new token)', async () => {
    await signIn({ access_token: 'tok-client', expires_at: EXPIRES });
    server.tokens.set('tok-client-2', client);
    await signIn({ access_token: 'tok-client-2', expires_at: EXPIRES });
    expect(stored()).toHaveLength(1);
    expect(stored()[0]).toMatchObject({ token: 'tok-client-2', active: true });
  });

  it('a token that cannot be verified: rejects with the ApiError and removes the token', async () => {
    await expect(signIn({ access_token: 'tok-dead', expires_at: EXPIRES })).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeUndefined();
    expect(getSession().status).toBe('anonymous');
    expect(stored()).toEqual([]);
  });

  it('must-change, then the password change makes the session authenticated', async () => {
    const profile = await signIn({ access_token: 'tok-renew', expires_at: EXPIRES });
    expect(profile.change_password).toBe(true);
    expect(getSession().status).toBe('must-change');
    markPasswordChanged();
    expect(getSession()).toMatchObject({ status: 'authenticated', profile: { change_password: false } });
  });
});

describe('signOut', () => {
  it('tells the server, clears the token and forgets only the signed-out account', async () => {
    await signIn({ access_token: 'tok-client', expires_at: EXPIRES });
    await signIn({ access_token: 'tok-agency', expires_at: EXPIRES });
    await signOut();
    expect(server.count('POST /auth/logout')).toBe(1);
    expect(server.seen.at(-1)?.token).toBe('tok-agency');
    expect(getToken()).toBeUndefined();
    expect(getSession()).toEqual({ status: 'anonymous' });
    expect(stored().map((a) => [a.id, a.active])).toEqual([[4, false]]);
    expect(localStorage.getItem(PROFILE_CACHE_KEY)).toBeNull();
  });

  it('offline: still signs out locally', async () => {
    await signIn({ access_token: 'tok-client', expires_at: EXPIRES });
    server.on('POST /auth/logout', () => {
      throw new TypeError('Failed to fetch');
    });
    await signOut();
    expect(getToken()).toBeUndefined();
    expect(getSession().status).toBe('anonymous');
  });

  it('a server that never answers: signs out after LOGOUT_WAIT_MS', async () => {
    await signIn({ access_token: 'tok-client', expires_at: EXPIRES });
    server.on('POST /auth/logout', () => new Promise<Response>(() => {}));
    vi.useFakeTimers();
    let done = false;
    const pending = signOut().then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(LOGOUT_WAIT_MS - 10);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    await pending;
    expect(done).toBe(true);
    expect(getToken()).toBeUndefined();
  });
});

describe('switchAccount', () => {
  it('sets the stored token, verifies it and makes that account active', async () => {
    await signIn({ access_token: 'tok-client', expires_at: EXPIRES });
    await signIn({ access_token: 'tok-agency', expires_at: EXPIRES });
    const before = server.count('GET /auth/user');
    expect(await switchAccount(4)).toBe(true);
    expect(server.count('GET /auth/user')).toBe(before + 1);
    expect(server.seen.at(-1)?.token).toBe('tok-client');
    expect(getToken()).toBe('tok-client');
    expect(getSession()).toMatchObject({ status: 'authenticated', profile: { id: 4 } });
    expect(stored().map((a) => [a.id, a.active])).toEqual([
      [4, true],
      [5, false],
    ]);
  });

  it('a refused token: false, and the current account stays signed in', async () => {
    await signIn({ access_token: 'tok-client', expires_at: EXPIRES });
    await signIn({ access_token: 'tok-agency', expires_at: EXPIRES });
    server.tokens.delete('tok-client');
    expect(await switchAccount(4)).toBe(false);
    expect(getToken()).toBe('tok-agency');
    expect(getSession()).toMatchObject({ status: 'authenticated', profile: { id: 5 } });
    expect(stored().map((a) => [a.id, a.active])).toEqual([
      [4, false],
      [5, true],
    ]);
    expect(unauthorizedCalls).toHaveLength(0);
  });

  it('offline: false, nothing changes', async () => {
    await signIn({ access_token: 'tok-client', expires_at: EXPIRES });
    await signIn({ access_token: 'tok-agency', expires_at: EXPIRES });
    server.on('GET /auth/user', () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await switchAccount(4)).toBe(false);
    expect(getToken()).toBe('tok-agency');
    expect(getSession()).toMatchObject({ profile: { id: 5 } });
  });

  it('an unknown id: false; signed out, a stored account can be opened', async () => {
    expect(await switchAccount(99)).toBe(false);
    await signIn({ access_token: 'tok-client', expires_at: EXPIRES });
    await signIn({ access_token: 'tok-agency', expires_at: EXPIRES });
    await signOut();
    expect(await switchAccount(4)).toBe(true);
    expect(getSession()).toMatchObject({ status: 'authenticated', profile: { id: 4 } });
  });

  it('removes a stored account other than the current one', async () => {
    await signIn({ access_token: 'tok-client', expires_at: EXPIRES });
    await signIn({ access_token: 'tok-agency', expires_at: EXPIRES });
    expect(removeStoredAccount(5)).toBe(false);
    expect(removeStoredAccount(4)).toBe(true);
    expect(stored().map((a) => a.id)).toEqual([5]);
  });
});

describe('profile updates and 401', () => {
  it('updateSessionProfile replaces the profile and renames the stored account', async () => {
    await signIn({ access_token: 'tok-client', expires_at: EXPIRES });
    updateSessionProfile({ ...client, name: 'Diego H.' });
    expect(getSession()).toMatchObject({ profile: { name: 'Diego H.' } });
    expect(stored()[0]).toMatchObject({ name: 'Diego H.', token: 'tok-client', expiresAt: EXPIRES });
  });

  it('installUnauthorizedHandler: any 401 clears the token and the session and goes to /login', async () => {
    const toLogin = vi.fn();
    installUnauthorizedHandler(toLogin);
    await signIn({ access_token: 'tok-client', expires_at: EXPIRES });
    server.on('GET /things', () => json({ type: 'unauthenticated', message: 'expired' }, 401));
    hooks.unauthorized?.({ status: 401 } as ApiError);
    expect(toLogin).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeUndefined();
    expect(getSession()).toEqual({ status: 'anonymous' });
    expect(stored()[0]?.active).toBe(false);
  });
});

function Probe() {
  const session = useSession();
  const accounts = useStoredAccounts();
  return (
    <p data-testid="probe">{`${session.status}:${accounts.map((a) => `${a.id}${a.active ? '*' : ''}`).join(',')}`}</p>
  );
}

function Name() {
  return <p data-testid="name">{useProfile().name}</p>;
}

describe('hooks', () => {
  it('useSession and useStoredAccounts re-render on changes', async () => {
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('anonymous:');
    await act(() => signIn({ access_token: 'tok-client', expires_at: EXPIRES }));
    expect(screen.getByTestId('probe').textContent).toBe('authenticated:4*');
    await act(() => signOut());
    expect(screen.getByTestId('probe').textContent).toBe('anonymous:');
  });

  it('useProfile throws without a profile, and keeps the last one while a signed-out page unmounts', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Name />)).toThrow(/requireUser/);
    await act(() => signIn({ access_token: 'tok-client', expires_at: EXPIRES }));
    render(<Name />);
    await act(() => signOut());
    expect(screen.getByTestId('name').textContent).toBe(client.name);
  });
});
