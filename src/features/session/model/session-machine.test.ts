/** Session transitions and routing rule (spec product.md §2, §4, §8). */
import { describe, expect, it } from 'vitest';
import { makeProfile } from '../testing/fixtures.ts';
import {
  areaOf,
  homeFor,
  initialSession,
  isAccountSwitcher,
  isSignedIn,
  routeFor,
  transition,
  type SessionState,
} from './session-machine.ts';

const profile = makeProfile();
const mustChange = makeProfile({ change_password: true });
const anonymous: SessionState = { status: 'anonymous' };
const loading: SessionState = { status: 'loading', token: 't1' };
const authed: SessionState = { status: 'authenticated', token: 't1', profile, offline: false };
const changing: SessionState = { status: 'must-change', token: 't1', profile: mustChange, offline: false };

describe('initialSession', () => {
  it('no token → anonymous; a token → loading its profile', () => {
    expect(initialSession(undefined)).toEqual(anonymous);
    expect(initialSession('')).toEqual(anonymous);
    expect(initialSession('t1')).toEqual(loading);
  });
});

describe('transition', () => {
  it('token set → loading, dropping the profile of the previous token', () => {
    expect(transition(anonymous, { type: 'token-set', token: 't1' })).toEqual({ state: loading, effects: [] });
    expect(transition(authed, { type: 'token-set', token: 't2' }).state).toEqual({ status: 'loading', token: 't2' });
    expect(transition(authed, { type: 'token-set', token: 't1' }).state).toBe(authed);
    expect(transition(authed, { type: 'token-set', token: '' }).state).toEqual(anonymous);
  });

  it('token cleared → anonymous from every state (the profile is reset)', () => {
    for (const s of [anonymous, loading, authed, changing]) {
      expect(transition(s, { type: 'token-cleared' })).toEqual({ state: anonymous, effects: [] });
    }
  });

  it('profile loaded → authenticated', () => {
    expect(transition(loading, { type: 'profile-loaded', token: 't1', profile })).toEqual({
      state: authed,
      effects: [],
    });
  });

  it('profile with change_password → must-change', () => {
    expect(transition(loading, { type: 'profile-loaded', token: 't1', profile: mustChange }).state).toEqual(changing);
  });

  it('empty profile → anonymous and the token is removed', () => {
    for (const p of [null, undefined, { ...profile, id: 0 }]) {
      expect(transition(loading, { type: 'profile-loaded', token: 't1', profile: p })).toEqual({
        state: anonymous,
        effects: ['clear-token'],
      });
    }
  });

  it('any error → anonymous and the token is removed', () => {
    expect(transition(loading, { type: 'profile-failed', token: 't1' })).toEqual({
      state: anonymous,
      effects: ['clear-token'],
    });
    expect(transition(loading, { type: 'profile-failed', token: 't1', retryable: false, cached: profile })).toEqual({
      state: anonymous,
      effects: ['clear-token'],
    });
    expect(transition(authed, { type: 'profile-failed', token: 't1' })).toEqual({
      state: anonymous,
      effects: ['clear-token'],
    });
  });

  it('no connection with nothing known → anonymous and the token is removed', () => {
    expect(transition(loading, { type: 'profile-failed', token: 't1', retryable: true })).toEqual({
      state: anonymous,
      effects: ['clear-token'],
    });
  });

  it('no connection with a profile verified before → the session goes on offline', () => {
    expect(transition(loading, { type: 'profile-failed', token: 't1', retryable: true, cached: profile })).toEqual({
      state: { ...authed, offline: true },
      effects: [],
    });
    expect(
      transition(loading, { type: 'profile-failed', token: 't1', retryable: true, cached: mustChange }).state.status,
    ).toBe('must-change');
    expect(transition(authed, { type: 'profile-failed', token: 't1', retryable: true }).state).toEqual({
      ...authed,
      offline: true,
    });
  });

  it('a fresh profile ends the offline state', () => {
    const offline: SessionState = { ...authed, offline: true };
    expect(transition(offline, { type: 'profile-loaded', token: 't1', profile }).state).toEqual(authed);
  });

  it('ignores answers about another token (stale)', () => {
    const t2: SessionState = { status: 'loading', token: 't2' };
    expect(transition(t2, { type: 'profile-loaded', token: 't1', profile }).state).toBe(t2);
    expect(transition(t2, { type: 'profile-failed', token: 't1' })).toEqual({ state: t2, effects: [] });
    expect(transition(anonymous, { type: 'profile-loaded', token: 't1', profile }).state).toBe(anonymous);
  });

  it('password changed → authenticated (must-change only)', () => {
    const next = transition(changing, { type: 'password-changed' }).state;
    expect(next.status).toBe('authenticated');
    expect(isSignedIn(next) && next.profile.change_password).toBe(false);
    expect(transition(authed, { type: 'password-changed' }).state).toBe(authed);
    expect(transition(anonymous, { type: 'password-changed' }).state).toBe(anonymous);
  });

  it('profile updated → same status, new profile (same user only)', () => {
    const renamed = makeProfile({ name: 'Nuevo' });
    expect(transition(authed, { type: 'profile-updated', profile: renamed }).state).toEqual({
      ...authed,
      profile: renamed,
    });
    expect(transition(authed, { type: 'profile-updated', profile: makeProfile({ id: 99 }) }).state).toBe(authed);
    expect(transition(loading, { type: 'profile-updated', profile: renamed }).state).toBe(loading);
  });

  it('profile cached → loading goes on from the cached profile (not offline); any other state or token ignores it', () => {
    expect(transition(loading, { type: 'profile-cached', token: 't1', profile })).toEqual({
      state: authed,
      effects: [],
    });
    expect(transition(loading, { type: 'profile-cached', token: 't1', profile: mustChange }).state).toEqual(changing);
    expect(transition(loading, { type: 'profile-cached', token: 't2', profile }).state).toBe(loading);
    expect(transition(loading, { type: 'profile-cached', token: 't1', profile: { ...profile, id: 0 } }).state).toBe(
      loading,
    );
    expect(transition(anonymous, { type: 'profile-cached', token: 't1', profile }).state).toBe(anonymous);
    // the background answer then goes through the usual rules
    expect(transition(authed, { type: 'profile-failed', token: 't1' })).toEqual({
      state: anonymous,
      effects: ['clear-token'],
    });
  });
});

describe('areaOf / isAccountSwitcher', () => {
  it('classifies pages', () => {
    for (const p of [
      '/',
      '/login',
      '/forget',
      '/reset',
      '/register',
      '/accept',
      '/about',
      '/buyer',
      '/provider',
      '/login/',
    ])
      expect(areaOf(p)).toBe('guest');
    expect(areaOf('/change')).toBe('change');
    for (const p of ['/dashboard', '/dashboard/profile', '/proposals/3/pois', '/loginx'])
      expect(areaOf(p)).toBe('user');
  });

  it('recognises /login?select=true', () => {
    expect(isAccountSwitcher('/login', { select: true })).toBe(true);
    expect(isAccountSwitcher('/login', { select: 'true' })).toBe(true);
    expect(isAccountSwitcher('/login', { select: false })).toBe(false);
    expect(isAccountSwitcher('/login', {})).toBe(false);
    expect(isAccountSwitcher('/register', { select: true })).toBe(false);
  });
});

const at = (pathname: string, search?: unknown) => ({ pathname, search });

describe('routeFor', () => {
  it('anonymous: user pages and /change → /login; guest pages open', () => {
    expect(routeFor(anonymous, at('/dashboard'))).toBe('/login');
    expect(routeFor(anonymous, at('/dashboard/profile'))).toBe('/login');
    expect(routeFor(anonymous, at('/change'))).toBe('/login');
    expect(routeFor(anonymous, at('/login'))).toBeUndefined();
    expect(routeFor(anonymous, at('/login', { select: true }))).toBeUndefined();
    expect(routeFor(anonymous, at('/register'))).toBeUndefined();
  });

  it('must-change: only /change', () => {
    expect(routeFor(changing, at('/change'))).toBeUndefined();
    expect(routeFor(changing, at('/dashboard'))).toBe('/change');
    expect(routeFor(changing, at('/login'))).toBe('/change');
    expect(routeFor(changing, at('/login', { select: true }))).toBe('/change');
  });

  it('authenticated: guest pages and /change → /dashboard, except the account switcher', () => {
    expect(routeFor(authed, at('/dashboard'))).toBeUndefined();
    expect(routeFor(authed, at('/dashboard/password'))).toBeUndefined();
    expect(routeFor(authed, at('/login'))).toBe('/dashboard');
    expect(routeFor(authed, at('/forget'))).toBe('/dashboard');
    expect(routeFor(authed, at('/change'))).toBe('/dashboard');
    expect(routeFor(authed, at('/login', { select: true }))).toBeUndefined();
  });

  it('loading: no decision yet', () => {
    expect(routeFor(loading, at('/dashboard'))).toBeUndefined();
  });
});

describe('homeFor', () => {
  it('goes to /change first when the password must change, else /dashboard', () => {
    expect(homeFor(mustChange)).toBe('/change');
    expect(homeFor(profile)).toBe('/dashboard');
  });
});
