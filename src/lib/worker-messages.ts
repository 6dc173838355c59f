/**
 * The names the page and the service worker share (ARCHITECTURE.md, service worker; docs/how-it-works.md
 * "Updates"): the `type` of each message posted between them, and the Background Sync tag. Both sides import them
 * from here, so a name is written once. No imports: the worker and the unit tests load this module as it is.
 */

/** Page → waiting worker: take over now (`{ type }`; workbox-window posts it for `update(true)`). */
export const SKIP_WAITING = 'SKIP_WAITING';

/**
 * Page → active worker: an update was chosen (`{ type }`). The worker aborts its network requests in flight and
 * drains nothing itself for a while (sw/leaving.ts), so the waiting worker can activate.
 */
export const UPDATE_CHOSEN = 'pauta:update-chosen';

/**
 * Page → worker: send this account's outbox (`{ type, accountId }` with a reply port; src/sync/triggers.ts).
 * Worker → page: send your outbox now (`{ type }`, after a Background Sync).
 */
export const OUTBOX_DRAIN = 'outbox:drain';

/** Page → active worker: which account is signed in (`{ type, id }`, id null when none; src/app/sw-account.ts). */
export const ACCOUNT_SIGNED_IN = 'pauta:account';

/** The Background Sync tag the page registers while its outbox has entries; the worker answers it by draining. */
export const BACKGROUND_SYNC_TAG = 'pauta-outbox';
