/** Route guards (spec product.md §2 route rules, §4): redirects thrown for each session state. */
import { isRedirect } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '#src/api/token.ts';
import { makeProfile } from '../testing/fixtures.ts';
import { clearBrowserState, createFakeServer, type FakeServer } from '../testing/fake-server.ts';
import { requireGuest, requirePasswordChange, requireUser } from './guards.ts';
import { resetSessionStore, setSessionClient } from './session.ts';

let server: FakeServer;

beforeEach(() => {
  clearBrowserState();
  resetSessionStore();
  server = createFakeServer();
  server.tokens.set('tok-client', makeProfile());
  server.tokens.set('tok-renew', makeProfile({ id: 10, change_password: true }));
  setSessionClient(server.client());
});
afterEach(() => {
  resetSessionStore();
  clearBrowserState();
});

/** The target of the redirect a guard throws, or 'none' when it lets the page open. */
async function outcome(guard: Promise<unknown>): Promise<string> {
  try {
    await guard;
    return 'none';
  } catch (error) {
    if (isRedirect(error)) return String(error.options.to);
    throw error;
  }
}

const at = (pathname: string, search: unknown = {}) => ({ location: { pathname, search } });

describe('requireUser', () => {
  it('no token → /login', async () => {
    expect(await outcome(requireUser(at('/dashboard')))).toBe('/login');
  });

  it('an invalid token → /login, and the token is gone', async () => {
    setToken('tok-dead');
    expect(await outcome(requireUser(at('/dashboard/profile')))).toBe('/login');
    expect(document.cookie).not.toContain('tok-dead');
  });

  it('change_password → /change', async () => {
    setToken('tok-renew');
    expect(await outcome(requireUser(at('/dashboard')))).toBe('/change');
  });

  it('a valid token opens the page and gives the profile to the route context', async () => {
    setToken('tok-client');
    await expect(requireUser(at('/dashboard'))).resolves.toEqual({ profile: makeProfile() });
  });

  it('concurrent guards share one profile request', async () => {
    setToken('tok-client');
    await Promise.all([requireUser(at('/dashboard')), requireUser(at('/dashboard/profile'))]);
    expect(server.count('GET /auth/user')).toBe(1);
  });
});

describe('requireGuest', () => {
  it('no token: guest pages open', async () => {
    for (const path of ['/login', '/forget', '/reset', '/register', '/accept']) {
      expect(await outcome(requireGuest(at(path)))).toBe('none');
    }
  });

  it('a stored token → /dashboard, except the account switcher', async () => {
    setToken('tok-client');
    expect(await outcome(requireGuest(at('/login')))).toBe('/dashboard');
    expect(await outcome(requireGuest(at('/register')))).toBe('/dashboard');
    expect(await outcome(requireGuest(at('/login', { select: true })))).toBe('none');
  });

  it('a token that must change its password → /change', async () => {
    setToken('tok-renew');
    expect(await outcome(requireGuest(at('/login')))).toBe('/change');
  });

  it('a dead token: the guest page opens (the token is dropped)', async () => {
    setToken('tok-dead');
    expect(await outcome(requireGuest(at('/login')))).toBe('none');
  });
});

describe('requirePasswordChange', () => {
  it('no token → /login; no flag → /dashboard; the flag → the page opens', async () => {
    expect(await outcome(requirePasswordChange())).toBe('/login');
    setToken('tok-client');
    expect(await outcome(requirePasswordChange())).toBe('/dashboard');
    resetSessionStore();
    setSessionClient(server.client());
    setToken('tok-renew');
    expect(await outcome(requirePasswordChange())).toBe('none');
  });
});
