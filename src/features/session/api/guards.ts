/**
 * Route guards for `beforeLoad` (spec product.md §2 "Route rules": authentication,
 * notauthentication, changePassword; §4 "Session"). Each one resolves the
 * session first (at most one GET /auth/user per token, shared by concurrent
 * guards) and then applies `routeFor` of the session machine, throwing
 * TanStack Router's `redirect` when the visitor must go elsewhere.
 */
import { redirect } from '@tanstack/react-router';
import type { Profile } from '#src/api/contract/session.ts';
import { isSignedIn, routeFor, type SessionState } from '../model/session-machine.ts';
import { ensureSession } from './session.ts';

/** What a guard reads of the location it is asked about (TanStack's `ParsedLocation` fits). */
export interface GuardLocation {
  pathname: string;
  /** Parsed search params; `{ select: true }` marks the account switcher. */
  search?: unknown;
}

async function enforce(location: GuardLocation): Promise<SessionState> {
  const state = await ensureSession();
  const to = routeFor(state, location);
  if (to) throw redirect({ to, replace: true });
  return state;
}

/**
 * For pages that need a user (/dashboard and below, spec §6 "Dashboard requires a token").
 * No or invalid token → redirect to /login; `change_password` → redirect to /change.
 * @returns `{ profile }` of the signed-in user, merged into the route context
 * @throws a TanStack redirect
 */
export async function requireUser({ location }: { location: GuardLocation }): Promise<{ profile: Profile }> {
  const state = await enforce(location);
  if (!isSignedIn(state)) throw redirect({ to: '/login', replace: true });
  return { profile: state.profile };
}

/**
 * For guest pages (/login, /forget, /reset, /register, /accept; spec §2: "A
 * visitor who already holds a stored token and opens a guest page is
 * redirected to /dashboard"). The account switcher /login?select=true stays
 * open to signed-in users; an account that must change its password goes to /change.
 * @throws a TanStack redirect
 */
export async function requireGuest({ location }: { location: GuardLocation }): Promise<void> {
  await enforce(location);
}

/**
 * For /change (spec §4 changePassword guard): needs a token whose profile has
 * `change_password`; without a token → /login; with the flag off → /dashboard.
 * @returns `{ profile }` of the user who must change the password
 * @throws a TanStack redirect
 */
export async function requirePasswordChange(): Promise<{ profile: Profile }> {
  const state = await enforce({ pathname: '/change' });
  if (!isSignedIn(state)) throw redirect({ to: '/login', replace: true });
  return { profile: state.profile };
}
