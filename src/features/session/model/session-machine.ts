/**
 * The session as a pure state machine (spec product.md §4 "Session", §8
 * "Profile fetch failure") and the routing rule the guards apply (§2 "Route
 * rules", routes.tsv). No I/O: the store in api/session.ts feeds it events
 * and carries out the effects it returns.
 *
 * States:
 * - `anonymous`: no token; every page that needs a user goes to /login.
 * - `loading`: a token is stored and its profile is being fetched (GET /auth/user).
 * - `must-change`: the profile has `change_password`; only /change is allowed.
 * - `authenticated`: a verified profile; guest pages go to /dashboard.
 *
 * Transitions:
 * - token set → `loading` (the profile of any previous token is dropped);
 * - profile cached (an app start with the profile verified last time for this token): `loading` → the state that
 *   profile gives, not offline, while GET /auth/user verifies it in the background (ARCHITECTURE.md, local reads
 *   first: a reload never waits for the network); the answer then goes through the rules below;
 * - token cleared → `anonymous` (clearing the token resets the profile);
 * - profile loaded: empty → `anonymous` + clear the token; `change_password`
 *   → `must-change`; else `authenticated`;
 * - profile failed → `anonymous` + clear the token (spec §4: "any error");
 *   offline-first exception (ARCHITECTURE.md): when the failure is only a
 *   missing connection or a server outage (no answer, 408, 429, 5xx) and a
 *   profile verified earlier for the same token is known, the session goes on
 *   from it with `offline: true` and is re-verified when the network returns;
 * - password changed (PUT /change-password) → `authenticated`;
 * - profile updated (PUT /profile, photo) → same state with the new profile.
 * Events about another token than the current one are stale and ignored.
 */
import type { Profile } from '#src/api/contract/session.ts';

export type SessionState =
  | { status: 'anonymous' }
  | { status: 'loading'; token: string }
  | { status: 'must-change'; token: string; profile: Profile; offline: boolean }
  | { status: 'authenticated'; token: string; profile: Profile; offline: boolean };

/** A state that holds a verified profile. */
export type SignedInState = Extract<SessionState, { profile: Profile }>;

export type SessionEvent =
  | { type: 'token-set'; token: string }
  | { type: 'token-cleared' }
  | { type: 'profile-loaded'; token: string; profile: Profile | null | undefined }
  /** The profile last verified for this token, read at start. */
  | { type: 'profile-cached'; token: string; profile: Profile }
  /** `retryable`: no answer, 408, 429 or 5xx; `cached`: the profile last verified for this token. */
  | { type: 'profile-failed'; token: string; retryable?: boolean; cached?: Profile | undefined }
  | { type: 'profile-updated'; profile: Profile }
  | { type: 'password-changed' };

/** Side effects the store must carry out after a transition. */
export type SessionEffect = 'clear-token';

export interface Transition {
  state: SessionState;
  effects: readonly SessionEffect[];
}

const ANONYMOUS: SessionState = { status: 'anonymous' };
const same = (state: SessionState): Transition => ({ state, effects: [] });

/** The state for a token read from storage: `loading` with one, `anonymous` without. */
export function initialSession(token: string | undefined | null): SessionState {
  return token ? { status: 'loading', token } : ANONYMOUS;
}

/** True when the state carries a verified profile. */
export function isSignedIn(state: SessionState): state is SignedInState {
  return state.status === 'authenticated' || state.status === 'must-change';
}

/** The token of the state, if any. */
export function tokenOf(state: SessionState): string | undefined {
  return state.status === 'anonymous' ? undefined : state.token;
}

function fromProfile(token: string, profile: Profile, offline: boolean): SessionState {
  return profile.change_password
    ? { status: 'must-change', token, profile, offline }
    : { status: 'authenticated', token, profile, offline };
}

/** Applies one event (see the module doc for the rules). Pure. */
export function transition(state: SessionState, event: SessionEvent): Transition {
  switch (event.type) {
    case 'token-set':
      if (!event.token) return { state: ANONYMOUS, effects: [] };
      if (tokenOf(state) === event.token && state.status !== 'anonymous') return same(state);
      return same({ status: 'loading', token: event.token });
    case 'token-cleared':
      return same(ANONYMOUS);
    case 'profile-loaded': {
      if (tokenOf(state) !== event.token) return same(state);
      const profile = event.profile;
      if (!profile || !profile.id) return { state: ANONYMOUS, effects: ['clear-token'] };
      return same(fromProfile(event.token, profile, false));
    }
    case 'profile-cached':
      if (state.status !== 'loading' || state.token !== event.token || !event.profile.id) return same(state);
      return same(fromProfile(event.token, event.profile, false));
    case 'profile-failed': {
      if (tokenOf(state) !== event.token) return same(state);
      if (event.retryable) {
        const known = event.cached?.id ? event.cached : isSignedIn(state) ? state.profile : undefined;
        if (known) return same(fromProfile(event.token, known, true));
      }
      return { state: ANONYMOUS, effects: ['clear-token'] };
    }
    case 'profile-updated':
      if (!isSignedIn(state) || state.profile.id !== event.profile.id) return same(state);
      return same(fromProfile(state.token, event.profile, state.offline));
    case 'password-changed':
      if (state.status !== 'must-change') return same(state);
      return same({
        status: 'authenticated',
        token: state.token,
        profile: { ...state.profile, change_password: false },
        offline: state.offline,
      });
  }
}

/** Pages only for visitors without a session (spec §2 "Public and authentication routes"). */
export const GUEST_PATHS: readonly string[] = [
  '/',
  '/about',
  '/accept',
  '/buyer',
  '/forget',
  '/login',
  '/provider',
  '/register',
  '/reset',
];
/** The forced password change page (spec §4). */
export const CHANGE_PATH = '/change';

/** Where a page belongs: guest pages, the forced password change, or pages that need a user (all others). */
export type RouteArea = 'guest' | 'change' | 'user';

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) || '/';

/** The area of a path. */
export function areaOf(pathname: string): RouteArea {
  const path = normalise(pathname);
  if (path === CHANGE_PATH) return 'change';
  return GUEST_PATHS.includes(path) ? 'guest' : 'user';
}

/** True for /login?select=true, the account switcher, which signed-in users may open (spec §2). */
export function isAccountSwitcher(pathname: string, search: unknown): boolean {
  if (normalise(pathname) !== '/login' || typeof search !== 'object' || search === null) return false;
  const select = (search as { select?: unknown }).select;
  return select === true || select === 'true';
}

/** A redirect target of the session rules. */
export type SessionRedirect = '/login' | '/change' | '/dashboard';

/**
 * Where a visitor in `state` opening `location` must go instead, or undefined
 * to let the page open (spec §2, §4):
 * - anonymous: /change and user pages → /login;
 * - must-change: everything but /change → /change;
 * - authenticated: guest pages (except the account switcher) and /change → /dashboard;
 * - loading: undefined (resolve the session first, see guards).
 */
export function routeFor(
  state: SessionState,
  location: { pathname: string; search?: unknown },
): SessionRedirect | undefined {
  const area = areaOf(location.pathname);
  switch (state.status) {
    case 'loading':
      return undefined;
    case 'anonymous':
      return area === 'guest' ? undefined : '/login';
    case 'must-change':
      return area === 'change' ? undefined : '/change';
    case 'authenticated':
      if (area === 'user') return undefined;
      if (area === 'guest' && isAccountSwitcher(location.pathname, location.search)) return undefined;
      return '/dashboard';
  }
}

/** Where a user goes right after signing in (spec §4): /change while `change_password`, else /dashboard. */
export function homeFor(profile: Pick<Profile, 'change_password'>): '/change' | '/dashboard' {
  return profile.change_password ? '/change' : '/dashboard';
}
