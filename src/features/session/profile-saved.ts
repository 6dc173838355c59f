/**
 * What a delivered `profile.update` changes in the open page (the signed-in
 * profile): set by api/session.ts, called by the mutation's `effect`
 * (mutations.ts). Its own module so the session store does not pull the
 * outbox code into the first download of /login.
 */
import type { Profile } from '#src/api/contract/session.ts';

let handler: ((profile: Profile) => void) | null = null;

/** Sets what a saved profile updates on this page (none in the service worker). */
export function onProfileSaved(next: ((profile: Profile) => void) | null): void {
  handler = next;
}

/** Calls the handler, if any. */
export function profileSaved(profile: Profile): void {
  handler?.(profile);
}
